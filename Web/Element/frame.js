// The frame the Swift side writes into linear memory (OutputLayout in
// Web/Sources/CarouselWeb/Wire), read by the offsets generated from it.

import * as wire from '../carousel-wire.js';
import { IDENTITY } from './dom.js';

function isIdentityAt(data, start) {
  for (let index = 0; index < wire.MATRIX_COUNT; index++) {
    if (data[start + index] !== (index % 5 === 0 ? 1 : 0)) return false;
  }
  return true;
}

/** The numbers in `memory` from `address` on. */
export function memoryFrom(memory, address) {
  return new Float64Array(memory.buffer, address, (memory.buffer.byteLength - address) / 8);
}

/** The frame at `index` of `data`, and the index after it. A plan's frame (`planned`) holds
 *  only what a motion changes (see `parsePlan`): its slots, dots and events, the current item,
 *  the exposed slot, the cross-fade and the flags; a plan has dozens of frames a turn. */
export function parseFrame(data, index, planned = false) {
  const frame = planned ? motionFrame(data, index) : wholeFrame(data, index);
  let offset = index + wire.HEADER_COUNT;
  for (let count = data[index + wire.HEADER_SLOT_COUNT]; count > 0; count--, offset += wire.SLOT_STRIDE) {
    const matrix = offset + wire.SLOT_MATRIX;
    frame.slots.push({
      id: data[offset + wire.SLOT_ID], item: data[offset + wire.SLOT_ITEM],
      visibleFraction: data[offset + wire.SLOT_VISIBLE_FRACTION], alpha: data[offset + wire.SLOT_ALPHA],
      zIndex: data[offset + wire.SLOT_Z_INDEX], x: data[offset + wire.SLOT_X], y: data[offset + wire.SLOT_Y],
      width: data[offset + wire.SLOT_WIDTH], height: data[offset + wire.SLOT_HEIGHT],
      video: data[offset + wire.SLOT_VIDEO],
      // A copy (the memory is written again for the next frame), or the one identity.
      matrix: isIdentityAt(data, matrix) ? IDENTITY : data.slice(matrix, matrix + wire.MATRIX_COUNT),
    });
  }
  for (let count = data[index + wire.HEADER_DOT_COUNT]; count > 0; count--, offset += wire.DOT_STRIDE) {
    frame.dots.push({
      page: data[offset + wire.DOT_PAGE], x: data[offset + wire.DOT_X], y: data[offset + wire.DOT_Y],
      width: data[offset + wire.DOT_WIDTH], height: data[offset + wire.DOT_HEIGHT],
      radius: data[offset + wire.DOT_RADIUS], current: data[offset + wire.DOT_CURRENT],
      fill: Number.isNaN(data[offset + wire.DOT_FILL_X]) ? null : {
        x: data[offset + wire.DOT_FILL_X], y: data[offset + wire.DOT_FILL_Y],
        width: data[offset + wire.DOT_FILL_WIDTH], height: data[offset + wire.DOT_FILL_HEIGHT],
      },
    });
  }
  for (let count = data[index + wire.HEADER_EVENT_COUNT]; count > 0; count--, offset += wire.EVENT_STRIDE) {
    frame.events.push({ kind: data[offset + wire.EVENT_KIND], value: data[offset + wire.EVENT_VALUE] });
  }
  return [frame, offset];
}

/** What a motion changes, and all a plan's frame holds (its slots, dots and events follow). */
function motionFrame(data, index) {
  return {
    currentIndex: data[index + wire.HEADER_CURRENT_INDEX],
    flags: data[index + wire.HEADER_FLAGS],
    exposedSlot: data[index + wire.HEADER_EXPOSED_SLOT],
    fadeItem: data[index + wire.HEADER_FADE_ITEM],
    time: data[index + wire.HEADER_TIME],
    slots: [], dots: [], events: [],
  };
}

/** The CSS colour of four numbers of the frame, the same string while they stay the same (a
 *  frame is read on every wake-up, and its colours change only with the style). */
const colours = new Map();
function rgba(data, index, r, g, b, a) {
  const red = data[index + r];
  const green = data[index + g];
  const blue = data[index + b];
  const alpha = data[index + a];
  const key = ((red * 256 + green) * 256 + blue) * 256 + alpha;
  let colour = colours.get(key);
  if (colour === undefined) {
    if (colours.size > 16) colours.clear();
    colour = `rgb(${red} ${green} ${blue} / ${alpha / 255})`;
    colours.set(key, colour);
  }
  return colour;
}

/** A rectangle of four numbers of the frame. */
function box(data, index, x, y, width, height) {
  return { x: data[index + x], y: data[index + y], width: data[index + width], height: data[index + height] };
}

/** Every number of the frame's header: a motion's, then the rest, added in the same order to
 *  every frame (one shape for all). */
function wholeFrame(data, index) {
  const frame = motionFrame(data, index);
  frame.tickPlan = data[index + wire.HEADER_TICK_PLAN];
  frame.wakeUpTime = data[index + wire.HEADER_WAKE_UP_TIME];
  frame.destinationIndex = data[index + wire.HEADER_DESTINATION_INDEX];
  frame.count = data[index + wire.HEADER_ITEM_COUNT];
  frame.fadeAlpha = data[index + wire.HEADER_FADE_ALPHA];
  frame.position = data[index + wire.HEADER_POSITION];
  frame.unwrappedPosition = data[index + wire.HEADER_UNWRAPPED_POSITION];
  frame.indicator = box(data, index, wire.HEADER_INDICATOR_X, wire.HEADER_INDICATOR_Y, wire.HEADER_INDICATOR_WIDTH,
    wire.HEADER_INDICATOR_HEIGHT);
  frame.slides = box(data, index, wire.HEADER_SLIDES_X, wire.HEADER_SLIDES_Y, wire.HEADER_SLIDES_WIDTH,
    wire.HEADER_SLIDES_HEIGHT);
  frame.rotationControl = box(data, index, wire.HEADER_ROTATION_X, wire.HEADER_ROTATION_Y,
    wire.HEADER_ROTATION_WIDTH, wire.HEADER_ROTATION_HEIGHT);
  frame.liveRegion = data[index + wire.HEADER_LIVE_REGION];
  frame.textVersion = data[index + wire.HEADER_TEXT_VERSION];
  frame.textAddress = data[index + wire.HEADER_TEXT_ADDRESS];
  frame.textLength = data[index + wire.HEADER_TEXT_LENGTH];
  frame.countdownProgress = data[index + wire.HEADER_COUNTDOWN_PROGRESS];
  frame.countdownDuration = data[index + wire.HEADER_COUNTDOWN_DURATION];
  frame.dotColor = rgba(data, index, wire.HEADER_DOT_RED, wire.HEADER_DOT_GREEN, wire.HEADER_DOT_BLUE,
    wire.HEADER_DOT_ALPHA);
  frame.currentDotColor = rgba(data, index, wire.HEADER_CURRENT_DOT_RED, wire.HEADER_CURRENT_DOT_GREEN,
    wire.HEADER_CURRENT_DOT_BLUE, wire.HEADER_CURRENT_DOT_ALPHA);
  return frame;
}

const decoder = new TextDecoder();

/** The frame's words (OutputLayout.Text), decoded from `memory`: the exposed slide's label,
 *  the stop/start control's, Previous and Next, the dots' group and the slides' region, the
 *  carousel's and a slide's role descriptions, and each page dot's label. */
export function readText(memory, frame) {
  const words = decoder.decode(new Uint8Array(memory.buffer, frame.textAddress, frame.textLength)).split('\0');
  return {
    version: frame.textVersion, slideLabel: words[wire.TEXT_SLIDE_LABEL],
    rotationLabel: words[wire.TEXT_ROTATION_LABEL], previousLabel: words[wire.TEXT_PREVIOUS_LABEL],
    nextLabel: words[wire.TEXT_NEXT_LABEL], indicatorLabel: words[wire.TEXT_INDICATOR_LABEL],
    slidesLabel: words[wire.TEXT_SLIDES_LABEL], carouselRole: words[wire.TEXT_CAROUSEL_ROLE_DESCRIPTION],
    slideRole: words[wire.TEXT_SLIDE_ROLE_DESCRIPTION], pageLabels: words.slice(wire.TEXT_PAGE_LABELS, -1),
  };
}

/** What a motion plan (`carousel_plan`) says before its frames: its `identity` (two plans
 *  with the same one are played the same way, whenever each starts) and the time of its
 *  first frame (`start`). */
export function planHead(data) {
  return { identity: data[1], start: data[3 + wire.HEADER_TIME] };
}

/** The frames of a motion plan: a count, the identity, then each frame's length and its
 *  numbers. */
export function parsePlan(data) {
  const frames = [];
  let index = 2;
  for (let count = 0; count < data[0]; count++) {
    const [frame] = parseFrame(data, index + 1, true);
    frames.push(frame);
    index += 1 + data[index];
  }
  return frames;
}

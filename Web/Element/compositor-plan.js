// A motion handed to the compositor: the frames the Swift side writes from now to the rest
// (its motions are closed-form functions of time) played as Web Animations of each slide's and
// dot's `transform` and `opacity`, which the compositor runs without the main thread. What
// only moves along a line (a page turn of the slide effect, the dots' share of the current
// colour) takes two keyframes and an easing through the frames (eased-track.js); the rest
// takes a keyframe per frame.

import { isIdentity, slotTransform } from './dom.js';
import { OPACITY_TOLERANCE, PIXEL_TOLERANCE, linearEasing, progressAlong, progressOf } from './eased-track.js';
import { viewKeys } from './slide-views.js';

/** Frames 1/60 s apart, at most 10 s of them: what the element asks `carousel_plan` for. */
export const PLAN_STEP = 1 / 60;
export const PLAN_FRAMES = 600;

/** What changes only in steps during a motion and needs the main thread to draw it: the slide
 *  exposed to assistive technologies, the drawing order of the views on screen where it
 *  matters (their z-indices differ), and what each video does. Views coming and going are the
 *  animations' opacity, and slots the engine recycles are no change to a view. */
function drawnState(frame, keys, hasVideo) {
  // One pass over the slots (this runs for each of a plan's frames); the drawing order only
  // where the slots on screen are layered.
  let exposed = '';
  let videos = '';
  let zIndex = null;
  let layered = false;
  for (const slot of frame.slots) {
    const key = keys.get(slot.id);
    if (slot.id === frame.exposedSlot) exposed = key;
    if (hasVideo(key)) videos += `${key}=${slot.video},`;
    if (slot.visibleFraction > 0) {
      layered ||= zIndex !== null && slot.zIndex !== zIndex;
      zIndex ??= slot.zIndex;
    }
  }
  const order = layered
    ? frame.slots.filter((slot) => slot.visibleFraction > 0).sort((a, b) => a.zIndex - b.zIndex)
      .map((slot) => keys.get(slot.id)).join(',')
    : '';
  return `${exposed}|${order}|${videos}`;
}

/** A number of each frame, `value(frame)`: what `Float64Array.from` with a map function
 *  gives, in a plain loop, which costs the page a fraction of it. */
function eachFrame(frames, value) {
  const numbers = new Float64Array(frames.length);
  for (let index = 0; index < frames.length; index++) numbers[index] = value(frames[index]);
  return numbers;
}

/** A view's motion as two keyframes and an easing through the frames, when all it does is
 *  move along a line with no effect matrix and the same opacity throughout (a page turn of
 *  the slide effect); null otherwise. */
function easedMove(key, placed, offsets) {
  const xs = new Float64Array(placed.length);
  const ys = new Float64Array(placed.length);
  let alpha = 1;
  for (let index = 0; index < placed.length; index++) {
    const slot = placed[index].get(key);
    if (!slot || !isIdentity(slot.matrix) || (index > 0 && slot.alpha !== alpha)) return null;
    alpha = slot.alpha;
    xs[index] = slot.x;
    ys[index] = slot.y;
  }
  const track = progressAlong(xs, ys);
  const easing = track && linearEasing(offsets, track, PIXEL_TOLERANCE);
  if (!easing) return null;
  const end = (index) => {
    const keyframe = { transform: slotTransform(placed[index].get(key)) };
    if (alpha !== 1) keyframe.opacity = alpha;
    return keyframe;
  };
  return { keyframes: [end(0), end(placed.length - 1)], easing };
}

/**
 * A motion as the compositor plays it, made once from its plan's frames: what each view and
 * dot it moves is animated with, and when the motion needs the main thread, all relative to
 * its start. A carousel turning by itself turns the same way each time (its plans repeat as
 * the slides come round), so the element keeps recipes (`PlanCache`) and plays a plan it has
 * seen without reading it again.
 */
export class MotionRecipe {
  /** The views drawn during the motion, `{ key, slot }` (their first slot): shown, at their
   *  size, before it starts. */
  prepare = [];
  /** `{ view }` (a view's key) or `{ dot, part }` (a dot's position, and its `button` or its
   *  `current` colour), with the `keyframes` and `options` of its animation. */
  animations = [];
  /** Seconds from the first frame to the rest. */
  duration;
  /** When a step change needs the main thread, in seconds from the start: the element wakes
   *  up once for each. The current item's change only sends an event (`carousel-change`);
   *  the others (see `drawnState`) are also drawn. */
  changes = [];
  drawnChanges = [];
  /** The Animation of each of `animations` when the recipe last played, cancelled since. */
  #players = [];

  /**
   * The recipe of `frames` (a plan, from its first frame on); `slides` (a SlideViews) says
   * which views hold videos. Null for what the compositor cannot play alone (then frames are
   * drawn one by one): a cross-fade, dots that change size (the pill).
   */
  static from(frames, slides) {
    if (typeof Element.prototype.animate !== 'function') return null;
    const first = frames[0];
    const last = frames[frames.length - 1];
    if (frames.length < 2 || last.time <= first.time) return null;
    // Each frame's slots by view (a slide's view follows the slot showing it, whichever slot
    // the engine recycles for it), and the views drawn somewhere during the motion (the
    // others stay as they are, unanimated): seen in the viewport, or moved by the effect's
    // matrix (which may draw them elsewhere).
    const keys = frames.map((frame) => viewKeys(frame.slots));
    const placed = frames.map((frame, index) => new Map(frame.slots.map((slot) => [keys[index].get(slot.id), slot])));
    const drawn = new Map();
    for (const [index, frame] of frames.entries()) {
      if (frame.fadeItem >= 0 || frame.dots.length !== first.dots.length) return null;
      for (const [key, slot] of placed[index]) {
        if (!drawn.has(key) && (slot.visibleFraction > 0 || !isIdentity(slot.matrix))) drawn.set(key, slot);
      }
      for (let dot = 0; dot < frame.dots.length; dot++) {
        const a = frame.dots[dot];
        const b = first.dots[dot];
        if (a.page !== b.page || a.width !== b.width || a.height !== b.height || a.fill) return null;
      }
    }
    const recipe = new MotionRecipe();
    recipe.duration = last.time - first.time;
    const duration = recipe.duration * 1000;
    const offset = (frame) => (frame.time - first.time) / (last.time - first.time);
    const offsets = eachFrame(frames, offset);
    const animate = (target, keyframes, easing = null) => recipe.animations.push({
      ...target, keyframes, options: easing ? { duration, easing, fill: 'forwards' } : { duration, fill: 'forwards' },
    });
    // Two keyframes under an easing through the frames where there is one; else a keyframe a
    // frame (`keyframe(index)`).
    const animateFrames = (target, keyframe, easing) => animate(target, easing
      ? [keyframe(0), keyframe(frames.length - 1)]
      : Array.from(offsets, (at, index) => ({ offset: at, ...keyframe(index) })), easing);
    for (const [key, firstSlot] of drawn) {
      recipe.prepare.push({ key, slot: firstSlot });
      const move = easedMove(key, placed, offsets);
      if (move) {
        animate({ view: key }, move.keyframes, move.easing);
        continue;
      }
      // A view that no slot shows holds still, unseen.
      let previous = slotTransform(placed[0].get(key) ?? firstSlot);
      const keyframes = [];
      let fades = false;
      for (const [index, frame] of frames.entries()) {
        const at = offset(frame);
        const slot = placed[index].get(key);
        if (!slot) {
          keyframes.push({ offset: at, transform: previous, opacity: 0 });
          fades = true;
          continue;
        }
        const transform = slotTransform(slot);
        keyframes.push({ offset: at, transform, opacity: slot.alpha });
        if (slot.alpha !== 1) fades = true;
        previous = transform;
      }
      // Opacity only where it changes: fewer values for the browser to take in.
      if (!fades) for (const keyframe of keyframes) delete keyframe.opacity;
      animate({ view: key }, keyframes);
    }
    first.dots.forEach((dot, position) => {
      // Only what changes: the dots of the pages the motion leaves and reaches.
      if (frames.some((frame) => frame.dots[position].x !== dot.x || frame.dots[position].y !== dot.y)) {
        const xs = eachFrame(frames, (frame) => frame.dots[position].x - dot.x);
        const ys = eachFrame(frames, (frame) => frame.dots[position].y - dot.y);
        const track = progressAlong(xs, ys);
        const easing = track && linearEasing(offsets, track, PIXEL_TOLERANCE);
        animateFrames({ dot: position, part: 'button' }, (index) => ({ transform: `translate(${xs[index]}px, ${ys[index]}px)` }),
          easing);
      }
      if (frames.some((frame) => frame.dots[position].current !== dot.current)) {
        const shares = eachFrame(frames, (frame) => frame.dots[position].current);
        const track = progressOf(shares);
        const easing = track && linearEasing(offsets, track, OPACITY_TOLERANCE);
        animateFrames({ dot: position, part: 'current' }, (index) => ({ opacity: shares[index] }), easing);
      }
    });
    const hasVideo = (key) => slides.hasVideo(key);
    let state = drawnState(first, keys[0], hasVideo);
    for (let frame = 1; frame < frames.length; frame++) {
      const next = drawnState(frames[frame], keys[frame], hasVideo);
      const time = frames[frame].time - first.time;
      if (next !== state) recipe.drawnChanges.push(time);
      if (next !== state || frames[frame].currentIndex !== frames[frame - 1].currentIndex) recipe.changes.push(time);
      state = next;
    }
    return recipe;
  }

  /** The Animation of `animations[index]` on `element`: the one made when the recipe last
   *  played there (cancelled since, it plays again with nothing new for the browser to take
   *  in: a third of a turn's script, `animate()`'s keyframes and objects), or a new one. */
  player(index, element) {
    const kept = this.#players[index];
    if (kept?.effect?.target === element) return kept;
    const { keyframes, options } = this.animations[index];
    return (this.#players[index] = element.animate(keyframes, options));
  }
}

/** The recipes of the last plans played, by the plans' identities (`planHead`): a carousel
 *  of up to this many slides turning by itself plays each turn from a recipe after its
 *  first loop. Emptied when the slides change (which views hold videos is part of a
 *  recipe). */
export class PlanCache extends Map {
  static SIZE = 8;

  set(identity, recipe) {
    if (this.size >= PlanCache.SIZE) this.delete(this.keys().next().value);
    return super.set(identity, recipe);
  }
}

export class CompositorPlan {
  /** The animations playing the motion. */
  animations = [];
  /** The keys of the views they place and show, and the positions of the dots whose share
   *  of the current colour they set: the element draws everything else as at rest. */
  views = new Set();
  dots = new Set();
  /** When the motion started and when it comes to rest, on the element's clock. */
  start;
  end;
  /** Whether whoever steps the element's clock plays the animations (`seek`), not the
   *  document timeline. */
  manual;
  /** The recipe's step changes, on the element's clock. */
  #changes;
  #drawnChanges;

  constructor(recipe, start, manual) {
    this.start = start;
    this.end = start + recipe.duration;
    this.manual = manual;
    this.#changes = recipe.changes.map((time) => start + time);
    this.#drawnChanges = recipe.drawnChanges.map((time) => start + time);
  }

  /**
   * Plays `recipe` (a MotionRecipe) from `start`, the time of its plan's first frame, on the
   * slides of `slides` (a SlideViews) and the dots of `indicator` (an IndicatorView).
   */
  static play(recipe, start, { now, slides, indicator, manual }) {
    const plan = new CompositorPlan(recipe, start, manual);
    // Every view drawn during the motion is shown, at its size, before it starts.
    slides.prepare(recipe.prepare);
    for (const [index, { view, dot, part }] of recipe.animations.entries()) {
      const element = view !== undefined ? slides.wrapper(view) : indicator.dots[dot]?.[part];
      if (!element) continue;
      if (view !== undefined) plan.views.add(view);
      if (part === 'current') plan.dots.add(dot);
      plan.animations.push(recipe.player(index, element));
    }
    for (const animation of plan.animations) {
      if (manual) {
        // Played by whoever steps the clock (`seek`).
        animation.pause();
      } else {
        // The page's clock is the document timeline's: the compositor plays the motion in
        // step with the engine, whenever the next frame comes. (A start time plays an
        // animation cancelled before.)
        animation.startTime = start * 1000;
      }
    }
    if (manual) plan.seek(now);
    return plan;
  }

  /** The next time the element must draw: the next step change, or the rest. */
  nextChange(now) {
    return this.#changes.find((time) => time > now + 1e-6) ?? this.end;
  }

  /** Whether a frame at `time`, after one drawn at `drawnAt` during the motion, shows
   *  nothing the compositor does not: no view, dot or label of the element's needs writing
   *  until the rest (what only its events say, the current item, does not). */
  drawsNothingNew(drawnAt, time) {
    return drawnAt >= this.start && time < this.end &&
      !this.#drawnChanges.some((change) => change > drawnAt + 1e-6 && change <= time + 1e-6);
  }

  /** Shows the motion at `now`, for a clock stepped by its owner. */
  seek(now) {
    const time = Math.min(now - this.start, this.end - this.start) * 1000;
    for (const animation of this.animations) animation.currentTime = time;
  }

  /** Stops the animations: the slides and dots go back to their own styles. */
  cancel() {
    for (const animation of this.animations) animation.cancel();
  }
}

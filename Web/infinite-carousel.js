// <infinite-carousel>: an infinite-loop banner carousel whose engine is CarouselCore, the
// same Swift engine as the iOS views and the terminal carousel, built as WebAssembly
// (scripts/build-web.sh). Its children are the slides:
//
//   <script type="module" src="infinite-carousel.js"></script>
//   <infinite-carousel interval="4" aria-label="Promotions">
//     <img src="a.jpg" alt="Summer sale"> <img src="b.jpg" alt="New arrivals"> ...
//   </infinite-carousel>
//
// The engine decides everything (motion, paging, the loop, auto-advance and its pauses, the
// page dots, what assistive technologies see); this module feeds it pointer, key, size and
// visibility input and the time, and draws the frame it writes into linear memory (see
// OutputLayout in Web/Sources/CarouselWeb/OutputBuffer.swift). Animation frames are asked
// for only while the engine's next wake-up asks: an idle carousel schedules nothing, and a
// dwell before the next page turn is one timer.

const wasmURL = new URL('infinite-carousel.wasm', import.meta.url);

async function instantiate() {
  try {
    return await WebAssembly.instantiateStreaming(fetch(wasmURL), {});
  } catch {
    // A server that does not send application/wasm.
    const bytes = await (await fetch(wasmURL)).arrayBuffer();
    return WebAssembly.instantiate(bytes, {});
  }
}

const core = (await instantiate()).instance.exports;

// The frame's layout: keep in step with OutputLayout.
const HEADER = 32;
const SLOT = 25;
const DOT = 15;
const EVENT = 3;
const FLAG = {
  rotating: 1, hasRotation: 2, stopped: 4, dragging: 8, animating: 16, reducedMotion: 32,
  indicatorHidden: 64, countdownRunning: 128,
};
const EVENT_KIND = {
  currentIndexChanged: 1, itemSelected: 2, slotWillDisplay: 3, slotDidEndDisplaying: 4,
  scrollingEnded: 8, scrollAnimationEnded: 9,
};
// Motions handed to the compositor: frames 1/60 s apart, at most 10 s of them.
const PLAN_STEP = 1 / 60;
const PLAN_FRAMES = 600;
// CarouselPauseReasons.
const PAUSE = { offscreen: 2, background: 4, accessibilityFocus: 16, hover: 128 };
const EFFECTS = ['slide', 'crossfade', 'zoom', 'depth', 'overlap', 'linear', 'coverflow', 'cube'];
const KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End'];
// The wording of the engine's CarouselAccessibilityStrings.
const STOP_ROTATION = 'Stop automatic slide show';
const START_ROTATION = 'Start automatic slide show';

/** The frame at `index` of `data` (see OutputLayout), and the index after it. */
function parseFrame(data, index) {
  const rgba = (at) => `rgb(${data[at]} ${data[at + 1]} ${data[at + 2]} / ${data[at + 3] / 255})`;
  const slotCount = data[index + 10];
  const dotCount = data[index + 11];
  const eventCount = data[index + HEADER - 1];
  const frame = {
    nextWakeUp: data[index], currentIndex: data[index + 1], destinationIndex: data[index + 2],
    count: data[index + 3], flags: data[index + 4], exposedSlot: data[index + 5],
    fadeItem: data[index + 6], fadeAlpha: data[index + 7], position: data[index + 8],
    unwrappedPosition: data[index + 9],
    indicator: { x: data[index + 12], y: data[index + 13], width: data[index + 14], height: data[index + 15] },
    slides: { x: data[index + 16], y: data[index + 17], width: data[index + 18], height: data[index + 19] },
    countdownProgress: data[index + 20], countdownDuration: data[index + 21], time: data[index + 22],
    dotColor: rgba(index + 23), currentDotColor: rgba(index + 27),
    slots: [], dots: [], events: [],
  };
  let offset = index + HEADER;
  for (let count = 0; count < slotCount; count++, offset += SLOT) {
    frame.slots.push({
      id: data[offset], item: data[offset + 1], visibleFraction: data[offset + 2],
      alpha: data[offset + 3], zIndex: data[offset + 4], x: data[offset + 5], y: data[offset + 6],
      width: data[offset + 7], height: data[offset + 8],
      matrix: Array.from(data.subarray(offset + 9, offset + 25)),
    });
  }
  for (let count = 0; count < dotCount; count++, offset += DOT) {
    frame.dots.push({
      page: data[offset], x: data[offset + 1], y: data[offset + 2], width: data[offset + 3],
      height: data[offset + 4], radius: data[offset + 5], current: data[offset + 6],
      fill: Number.isNaN(data[offset + 11]) ? null : {
        x: data[offset + 11], y: data[offset + 12], width: data[offset + 13], height: data[offset + 14],
      },
    });
  }
  for (let count = 0; count < eventCount; count++, offset += EVENT) {
    frame.events.push({ kind: data[offset], first: data[offset + 1], second: data[offset + 2] });
  }
  return [frame, offset];
}

/** The numbers in linear memory from `address` on. */
function memoryFrom(address) {
  return new Float64Array(core.memory.buffer, address, (core.memory.buffer.byteLength - address) / 8);
}

function isIdentity(matrix) {
  return matrix.every((value, index) => value === (index % 5 === 0 ? 1 : 0));
}

/** A slot's CSS transform: its place, then the effect's matrix about its centre (CSS's default
 *  transform origin, as Core Animation's anchor point), the same as the UIKit view's layer. */
function slotTransform(slot) {
  const m = slot.matrix;
  return `translate(${slot.x}px, ${slot.y}px)` + (isIdentity(m) ? '' : ` matrix3d(${m.join(',')})`);
}

/** What changes only in steps during a motion and needs the main thread: the current item
 *  (events, labels) and the slots on screen, their items and drawing order. */
function discreteState(frame) {
  const order = frame.slots.filter((slot) => slot.visibleFraction > 0).sort((a, b) => a.zIndex - b.zIndex);
  return `${frame.currentIndex}|${order.map((slot) => `${slot.id}:${slot.item}`).join(',')}|${frame.exposedSlot}`;
}

const template = document.createElement('template');
template.innerHTML = `
<style>
  :host { display: block; position: relative; overflow: hidden; aspect-ratio: 3;
    touch-action: pan-y pinch-zoom; user-select: none; -webkit-user-select: none;
    contain: layout paint; }
  :host([axis="vertical"]) { touch-action: pan-x pinch-zoom; }
  :host([hidden]) { display: none; }
  .viewport { position: absolute; inset: 0; outline: none; }
  .viewport:focus-visible { box-shadow: inset 0 0 0 3px #4d90fe; }
  .slide, .fade { position: absolute; left: 0; top: 0; overflow: hidden; will-change: transform; }
  .slide[hidden] { display: none; }
  .fade { pointer-events: none; z-index: 100000; }
  ::slotted(*) { display: block; width: 100%; height: 100%; box-sizing: border-box; margin: 0; }
  ::slotted(img) { object-fit: cover; }
  button { all: unset; cursor: pointer; }
  .control { position: absolute; z-index: 100001; width: 32px; height: 32px; border-radius: 50%;
    display: grid; place-items: center; color: #fff; background: rgb(0 0 0 / 0.35);
    transition: opacity 0.2s; }
  .control:focus-visible, .dot:focus-visible { outline: 3px solid #4d90fe; outline-offset: 2px; }
  .control[hidden] { display: none; }
  .control svg { width: 16px; height: 16px; fill: currentColor; }
  .rotation { top: 8px; inset-inline-end: 8px; }
  .previous, .next { top: calc(50% - 16px); opacity: 0; }
  .previous { inset-inline-start: 8px; }
  .next { inset-inline-end: 8px; }
  :host(:hover) .previous, :host(:hover) .next, :host(:focus-within) .previous,
  :host(:focus-within) .next { opacity: 1; }
  :host([axis="vertical"]) .previous { top: 8px; inset-inline-start: calc(50% - 16px); }
  :host([axis="vertical"]) .next { top: auto; bottom: 8px; inset-inline-start: calc(50% - 16px); }
  .indicator { position: absolute; z-index: 100001; pointer-events: none; }
  .dot { position: absolute; overflow: hidden; pointer-events: auto; }
  .current, .fill { position: absolute; inset: 0; }
  .fill { transform-origin: left center; }
  .indicator[dir="rtl"] .fill { transform-origin: right center; }
</style>
<button class="control rotation" part="rotation" type="button" hidden></button>
<button class="control previous" part="previous" type="button" aria-label="Previous slide">
  <svg viewBox="0 0 16 16" aria-hidden="true"><path d="M10.5 2 4.5 8l6 6 1.4-1.4L7.3 8l4.6-4.6z"/></svg>
</button>
<button class="control next" part="next" type="button" aria-label="Next slide">
  <svg viewBox="0 0 16 16" aria-hidden="true"><path d="M5.5 2 4.1 3.4 8.7 8l-4.6 4.6L5.5 14l6-6z"/></svg>
</button>
<div class="viewport" part="viewport" tabindex="0" role="group" aria-label="Slides"
  aria-live="polite" aria-atomic="false"></div>
<div class="indicator" part="indicator" role="group" aria-label="Choose a slide"></div>
`;

const PAUSE_ICON = '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M4 3h3v10H4zm5 0h3v10H9z"/></svg>';
const PLAY_ICON = '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M5 3v10l8-5z"/></svg>';

/** The page's clock in seconds: the one `performance.now()` and animation frames use. */
function pageClock() {
  return performance.now() / 1000;
}

function number(value, fallback) {
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** What each style was last given, so that an unchanged value is neither written (a write
 *  costs a style pass) nor read back (a read serialises it). */
const written = new WeakMap();

/** Sets a style property when it differs from what was last written. */
function setStyle(style, name, value) {
  let values = written.get(style);
  if (!values) written.set(style, (values = new Map()));
  if (values.get(name) === value) return;
  values.set(name, value);
  style[name] = value;
}

function isEditable(element) {
  return element instanceof HTMLElement &&
    (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));
}

/**
 * The `<infinite-carousel>` element.
 *
 * Attributes: `interval` (seconds between automatic page turns; none by default), `marquee`
 * (a continuous drift in pixels per second instead), `axis` (`horizontal` or `vertical`),
 * `direction` (`ltr` or `rtl`; by default the element's CSS direction), `effect` (`slide`,
 * `crossfade`, `zoom`, `depth`, `overlap`, `linear`, `coverflow` or `cube`), `item-length`
 * (`fill`, a fraction such as `0.8`, or pixels such as `240px`), `spacing` (pixels),
 * `alignment` (`center` or `leading`), `scroll-behavior` (`paging`, `free` or `snapping`),
 * `loop` (`false` to stop at the ends), `duration` (seconds of an animated page change),
 * `indicator` (`dots`, `pill`, `timer` or `none`), `indicator-placement` (`inside` or
 * `outside`) and `indicator-alignment` (`center`, `leading` or `trailing`).
 *
 * Events: `select` (a slide was clicked, tapped or chosen with Enter; `detail.index`),
 * `change` (the current slide changed; `detail.index`) and `settle` (the slides came to rest;
 * `detail.index`).
 */
export class InfiniteCarousel extends HTMLElement {
  static observedAttributes = [
    'interval', 'marquee', 'axis', 'direction', 'effect', 'item-length', 'spacing', 'alignment',
    'scroll-behavior', 'loop', 'duration', 'indicator', 'indicator-placement',
    'indicator-alignment',
  ];

  /** The page's clock, in seconds: the one animation frames and Web Animations follow. */
  static pageClock = pageClock;

  /**
   * The clock new carousels read, in seconds. Any other clock than `pageClock` is stepped by
   * its owner, who calls `update()` after each step (tests do, to step time themselves).
   */
  static defaultClock = pageClock;

  /** This carousel's clock, in seconds (by default `InfiniteCarousel.defaultClock`). */
  clock = InfiniteCarousel.defaultClock;

  #handle = -1;
  #frame = null;
  #slides = [];
  #wrappers = new Map();
  #copies = new Map();
  #assignment = '';
  #fade = null;
  #dots = [];
  #animationFrame = 0;
  #plan = null;
  #timer = 0;
  #pointer = null;
  #suppressClick = false;
  #hovered = false;
  #focused = false;
  #framesDrawn = 0;
  #observers = [];
  #reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  #rotationButton;
  #viewport;
  #indicator;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open', slotAssignment: 'manual' });
    shadow.append(template.content.cloneNode(true));
    this.#rotationButton = shadow.querySelector('.rotation');
    this.#viewport = shadow.querySelector('.viewport');
    this.#indicator = shadow.querySelector('.indicator');
    this.#rotationButton.addEventListener('click', () => {
      const stopped = (this.#frame?.flags ?? 0) & FLAG.stopped;
      this.#input(() => core.carousel_set_rotation_stopped(this.#handle, stopped ? 0 : 1, this.#now()));
    });
    shadow.querySelector('.previous').addEventListener('click', () => this.previous());
    shadow.querySelector('.next').addEventListener('click', () => this.next());
    this.addEventListener('pointerdown', (event) => this.#pointerDown(event));
    this.addEventListener('pointermove', (event) => this.#pointerMove(event));
    this.addEventListener('pointerup', (event) => this.#pointerUp(event));
    this.addEventListener('pointercancel', (event) => this.#pointerCancel(event));
    this.addEventListener('lostpointercapture', (event) => this.#pointerCancel(event));
    this.addEventListener('click', (event) => this.#click(event), true);
    this.addEventListener('dragstart', (event) => event.preventDefault());
    this.addEventListener('keydown', (event) => this.#keyDown(event));
    this.addEventListener('pointerenter', (event) => {
      if (event.pointerType === 'mouse') this.#setHovered(true);
    });
    this.addEventListener('pointerleave', (event) => {
      if (event.pointerType === 'mouse') this.#setHovered(false);
    });
    this.addEventListener('focusin', () => this.#setFocused(true));
    this.addEventListener('focusout', (event) => {
      if (!this.contains(event.relatedTarget) && !this.shadowRoot.contains(event.relatedTarget)) {
        this.#setFocused(false);
      }
    });
  }

  connectedCallback() {
    const now = this.#now();
    this.#handle = core.carousel_create(now);
    if (!this.hasAttribute('role')) this.setAttribute('role', 'region');
    if (!this.hasAttribute('aria-roledescription')) {
      this.setAttribute('aria-roledescription', 'carousel');
    }
    this.#configure();
    this.#collectSlides();
    const resize = new ResizeObserver(() => this.#resize());
    resize.observe(this);
    const children = new MutationObserver(() => this.#collectSlides());
    children.observe(this, { childList: true });
    const visibility = new IntersectionObserver((entries) => {
      const offscreen = !entries[entries.length - 1].isIntersecting;
      this.#input(() => core.carousel_set_paused(this.#handle, PAUSE.offscreen, offscreen ? 1 : 0, this.#now()));
    });
    visibility.observe(this);
    this.#observers = [resize, children, visibility];
    document.addEventListener('visibilitychange', this.#visibilityChanged);
    this.#reducedMotion.addEventListener('change', this.#reducedMotionChanged);
    core.carousel_set_reduced_motion(this.#handle, this.#reducedMotion.matches ? 1 : 0, now);
    if (document.visibilityState === 'hidden') {
      core.carousel_set_paused(this.#handle, PAUSE.background, 1, now);
    }
    this.#resize();
  }

  disconnectedCallback() {
    for (const observer of this.#observers) observer.disconnect();
    this.#observers = [];
    document.removeEventListener('visibilitychange', this.#visibilityChanged);
    this.#reducedMotion.removeEventListener('change', this.#reducedMotionChanged);
    this.#cancelSchedule();
    this.#stopPlan();
    for (const copy of this.#copies.values()) copy.remove();
    this.#copies.clear();
    this.#fade?.copy.remove();
    this.#fade?.element.remove();
    this.#fade = null;
    for (const wrapper of this.#wrappers.values()) wrapper.remove();
    this.#wrappers.clear();
    this.#assignment = '';
    core.carousel_destroy(this.#handle);
    this.#handle = -1;
    this.#frame = null;
  }

  attributeChangedCallback() {
    if (this.#handle < 0) return;
    this.#input(() => this.#configure());
  }

  // MARK: API

  /** The current slide's index, or -1 when there are no slides. */
  get currentIndex() {
    return this.#frame ? this.#frame.currentIndex : -1;
  }

  /** The number of slides. */
  get count() {
    return this.#slides.length;
  }

  /** Whether the slides rotate on their own (or will once a hover or focus ends). */
  get isRotating() {
    return Boolean((this.#frame?.flags ?? 0) & FLAG.rotating);
  }

  /** One slide forward. */
  next({ animated = true } = {}) {
    this.#input(() => core.carousel_step(this.#handle, 1, animated ? 1 : 0, this.#now()));
  }

  /** One slide back. */
  previous({ animated = true } = {}) {
    this.#input(() => core.carousel_step(this.#handle, -1, animated ? 1 : 0, this.#now()));
  }

  /**
   * Scrolls to a slide, the shorter way round the loop unless `direction` is `forward` or
   * `backward`. Returns false for an index out of range.
   */
  scrollTo(index, { animated = true, direction = 'shortest' } = {}) {
    const way = direction === 'forward' ? 1 : direction === 'backward' ? 2 : 0;
    let moved = false;
    this.#input(() => {
      moved = core.carousel_scroll_to(this.#handle, index, animated ? 1 : 0, way, this.#now()) === 1;
    });
    return moved;
  }

  /** Starts automatic rotation (the rotation control's start). */
  play() {
    this.#input(() => core.carousel_set_rotation_stopped(this.#handle, 0, this.#now()));
  }

  /** Stops automatic rotation until `play()` or the rotation control starts it. */
  pause() {
    this.#input(() => core.carousel_set_rotation_stopped(this.#handle, 1, this.#now()));
  }

  /** Steps the engine to the clock's time and draws: for a clock the caller steps itself. */
  update() {
    if (this.#handle < 0) return;
    const now = this.#now();
    core.carousel_advance(this.#handle, now);
    if (this.#plan?.manual) {
      for (const animation of this.#plan.animations) {
        animation.currentTime = Math.min(now - this.#plan.start, this.#plan.end - this.#plan.start) * 1000;
      }
    }
    this.#draw();
  }

  /**
   * What the engine says now, for tests and debugging: the current index, the position in
   * items (`unwrappedPosition` never wraps), each live slot (id, item, frame, opacity, the
   * CSS transform), what is scheduled (`'frame'`, a `'timer'` until the next page turn or the
   * end of a motion the compositor plays, or null when idle), whether the compositor plays the
   * motion under way, and how many frames were drawn.
   */
  get state() {
    const frame = this.#frame;
    if (!frame) return null;
    return {
      currentIndex: frame.currentIndex,
      destinationIndex: frame.destinationIndex,
      count: frame.count,
      position: frame.position,
      unwrappedPosition: frame.unwrappedPosition,
      nextWakeUp: Number.isNaN(frame.nextWakeUp) ? null : frame.nextWakeUp,
      time: frame.time,
      isRotating: Boolean(frame.flags & FLAG.rotating),
      isRotationStopped: Boolean(frame.flags & FLAG.stopped),
      isDragging: Boolean(frame.flags & FLAG.dragging),
      isAnimating: Boolean(frame.flags & FLAG.animating),
      prefersReducedMotion: Boolean(frame.flags & FLAG.reducedMotion),
      exposedSlot: frame.exposedSlot,
      crossFade: frame.fadeItem >= 0 ? { item: frame.fadeItem, alpha: frame.fadeAlpha } : null,
      slots: frame.slots.map((slot) => ({
        id: slot.id, item: slot.item, x: slot.x, y: slot.y, width: slot.width,
        height: slot.height, alpha: slot.alpha, visibleFraction: slot.visibleFraction,
        transform: this.#wrappers.get(slot.id)?.style.transform ?? '',
      })),
      dots: frame.dots.map((dot) => ({ page: dot.page, x: dot.x, y: dot.y, width: dot.width, height: dot.height })),
      scheduled: this.#animationFrame ? 'frame' : this.#timer ? 'timer' : null,
      isCompositing: this.#plan !== null,
      framesDrawn: this.#framesDrawn,
    };
  }

  // MARK: Input

  #now() {
    return this.clock();
  }

  /** Applies input to the engine, then draws and schedules what follows. */
  #input(body) {
    if (this.#handle < 0) return;
    this.#stopPlan();
    body();
    this.#draw();
  }

  #configure() {
    const now = this.#now();
    const attribute = (name) => this.getAttribute(name);
    const vertical = attribute('axis') === 'vertical';
    const direction = attribute('direction') ?? getComputedStyle(this).direction;
    // The controls and the dots follow the carousel's direction (the engine places the
    // slides; their own text keeps the page's).
    for (const element of this.shadowRoot.querySelectorAll('.control, .indicator')) {
      element.dir = direction === 'rtl' ? 'rtl' : 'ltr';
    }
    const effect = Math.max(0, EFFECTS.indexOf((attribute('effect') ?? 'slide').toLowerCase()));
    const length = (attribute('item-length') ?? 'fill').trim();
    let lengthKind = 0;
    let lengthValue = 0;
    if (length.endsWith('px')) {
      lengthKind = 2;
      lengthValue = number(length, 0);
    } else if (length !== 'fill') {
      lengthKind = 1;
      lengthValue = number(length, 1);
    }
    const behavior = ['paging', 'free', 'snapping'].indexOf(attribute('scroll-behavior'));
    const interval = number(attribute('interval'), 0);
    const marquee = number(attribute('marquee'), 0);
    const autoKind = marquee !== 0 ? 2 : interval > 0 ? 1 : 0;
    core.carousel_configure(
      this.#handle, vertical ? 1 : 0, direction === 'rtl' ? 1 : 0, effect, lengthKind,
      lengthValue, number(attribute('spacing'), 0), attribute('alignment') === 'leading' ? 1 : 0,
      Math.max(0, behavior), attribute('loop') === 'false' ? 0 : 1, autoKind,
      autoKind === 2 ? marquee : interval, number(attribute('duration'), 0.35), now);
    const indicator = Math.max(0, ['dots', 'pill', 'timer', 'none'].indexOf(attribute('indicator')));
    const alignment = Math.max(0, ['center', 'leading', 'trailing'].indexOf(attribute('indicator-alignment')));
    core.carousel_set_indicator(
      this.#handle, indicator, attribute('indicator-placement') === 'outside' ? 1 : 0, alignment, now);
  }

  #collectSlides() {
    const slides = [...this.children].filter(
      (child) => !child.hasAttribute('data-carousel-copy') && !/^(TEMPLATE|SCRIPT|STYLE)$/.test(child.tagName));
    if (slides.length === this.#slides.length && slides.every((slide, index) => slide === this.#slides[index])) {
      return;
    }
    this.#slides = slides;
    this.#assignment = '';
    for (const copy of this.#copies.values()) copy.remove();
    this.#copies.clear();
    this.#input(() => core.carousel_reload(this.#handle, slides.length, this.#now()));
  }

  #resize() {
    if (this.#handle < 0) return;
    const width = this.clientWidth;
    const height = this.clientHeight;
    this.#input(() => core.carousel_set_size(this.#handle, width, height, this.#now()));
  }

  #point(event) {
    const bounds = this.getBoundingClientRect();
    return [event.clientX - bounds.left, event.clientY - bounds.top];
  }

  #pointerDown(event) {
    if (this.#handle < 0 || !event.isPrimary || event.button !== 0) return;
    const target = event.composedPath()[0];
    if (target instanceof Element && target.closest('.control')) return;
    this.#suppressClick = false;
    const [x, y] = this.#point(event);
    // About a pixel of travel for a mouse; a finger's touch wobbles more.
    const slop = event.pointerType === 'mouse' ? 1 : 10;
    let page = -1;
    this.#input(() => {
      page = core.carousel_pointer_down(this.#handle, x, y, slop, this.#now());
    });
    if (page >= 0) {
      // The dot's own click must not act again.
      this.#suppressClick = true;
      return;
    }
    this.#pointer = { id: event.pointerId, dragged: false };
    this.setPointerCapture(event.pointerId);
  }

  #pointerMove(event) {
    if (!this.#pointer || event.pointerId !== this.#pointer.id) return;
    const samples = event.getCoalescedEvents?.() ?? [];
    const now = this.#now();
    this.#input(() => {
      // Moves the browser coalesced into this event, each at its own time (for the engine's
      // velocity estimate), counted back from now.
      for (const sample of samples.length > 0 ? samples : [event]) {
        const [x, y] = this.#point(sample);
        const age = Math.max(0, (event.timeStamp - sample.timeStamp) / 1000);
        core.carousel_pointer_move(this.#handle, x, y, now - age);
      }
    });
    if (this.#frame.flags & FLAG.dragging) this.#pointer.dragged = true;
  }

  #pointerUp(event) {
    if (!this.#pointer || event.pointerId !== this.#pointer.id) return;
    const dragged = this.#pointer.dragged;
    this.#pointer = null;
    const [x, y] = this.#point(event);
    // The click (or tap) selection arrives as the engine's itemSelected event.
    this.#input(() => core.carousel_pointer_up(this.#handle, x, y, this.#now()));
    // After a drag the browser still sends a click to whatever was under the pointer (a link
    // in a slide): it must not follow.
    this.#suppressClick = dragged;
  }

  #pointerCancel(event) {
    if (!this.#pointer || event.pointerId !== this.#pointer.id) return;
    this.#pointer = null;
    this.#input(() => core.carousel_pointer_cancel(this.#handle, this.#now()));
  }

  #click(event) {
    if (this.#suppressClick) {
      this.#suppressClick = false;
      const target = event.composedPath()[0];
      if (!(target instanceof Element && target.closest('.control'))) {
        event.preventDefault();
        event.stopPropagation();
      }
      return;
    }
    // A dot chosen with the keyboard (a pointer's dot acts on the press, through the engine's
    // 44-pixel targets).
    const dot = event.composedPath().find((node) => node instanceof Element && node.classList.contains('dot'));
    if (dot && event.detail === 0) this.scrollTo(Number(dot.dataset.page));
  }

  #keyDown(event) {
    if (this.#handle < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.composedPath()[0];
    if (isEditable(target)) return;
    const key = KEYS.indexOf(event.key);
    let handled = false;
    if (key >= 0) {
      this.#input(() => {
        handled = core.carousel_key(this.#handle, key, this.#now()) === 1;
      });
    } else if ((event.key === 'Enter' || event.key === ' ') && target === this.#viewport) {
      this.#input(() => core.carousel_select_current(this.#handle, this.#now()));
      handled = true;
    }
    if (!handled) return;
    event.preventDefault();
    // Focus on a dot follows the page it turns to.
    if (target instanceof Element && target.classList.contains('dot')) {
      this.#dots[this.#dotIndex(this.#frame.destinationIndex)]?.button.focus();
    }
  }

  /** Rotation holds while the pointer is over the carousel (WAI-ARIA): a reason of its own. */
  #setHovered(hovered) {
    this.#hovered = hovered;
    this.#input(() => core.carousel_set_paused(this.#handle, PAUSE.hover, hovered ? 1 : 0, this.#now()));
  }

  /** Rotation holds while focus is in the carousel (WAI-ARIA). */
  #setFocused(focused) {
    this.#focused = focused;
    this.#input(() => core.carousel_set_paused(this.#handle, PAUSE.accessibilityFocus, focused ? 1 : 0, this.#now()));
  }

  #visibilityChanged = () => {
    const hidden = document.visibilityState === 'hidden';
    this.#input(() => core.carousel_set_paused(this.#handle, PAUSE.background, hidden ? 1 : 0, this.#now()));
  };

  #reducedMotionChanged = () => {
    this.#input(() => core.carousel_set_reduced_motion(this.#handle, this.#reducedMotion.matches ? 1 : 0, this.#now()));
  };

  // MARK: Drawing

  /** Draws the engine's frame, sends its events, and schedules the next one if asked. */
  #draw() {
    if (this.#handle < 0) return;
    const [frame] = parseFrame(memoryFrom(core.carousel_frame(this.#handle)), 0);
    this.#frame = frame;
    // The motion handed to the compositor is over, or something else moves the slides now.
    if (this.#plan && (frame.time >= this.#plan.end || !(frame.flags & FLAG.animating) ||
        frame.flags & FLAG.dragging)) {
      this.#stopPlan();
    }
    this.#framesDrawn += 1;
    this.#drawSlides(frame);
    this.#drawCrossFade(frame);
    this.#drawIndicator(frame);
    this.#drawAccessibility(frame);
    this.#schedule(frame.nextWakeUp);
    for (const event of frame.events) this.#dispatch(event);
  }

  #drawSlides(frame) {
    // The slide elements go where the engine's slots are: each item's element in its most
    // visible slot, and a copy (hidden from assistive technologies, inert) in any other slot
    // showing the same item at the same time (two items: the other one on both sides).
    const assignment = frame.slots.map((slot) => `${slot.id}:${slot.item}`).join(',');
    if (assignment !== this.#assignment) {
      this.#assignment = assignment;
      // While the compositor plays a motion, slots that come alive later keep their slides.
      this.#assign(frame, this.#plan !== null);
    }
    // Drawing order from the effect's z-index (CSS takes integers).
    const order = [...frame.slots].sort((a, b) => a.zIndex - b.zIndex);
    order.forEach((slot, rank) => {
      const wrapper = this.#wrappers.get(slot.id);
      const style = wrapper.style;
      setStyle(style, 'zIndex', String(rank));
      // While the compositor plays a motion, its animations place the slides.
      if (this.#plan) return;
      setStyle(style, 'width', `${slot.width}px`);
      setStyle(style, 'height', `${slot.height}px`);
      setStyle(style, 'transform', slotTransform(slot));
      setStyle(style, 'opacity', slot.alpha >= 1 ? '' : String(slot.alpha));
    });
  }

  #assign(frame, keep = false) {
    const live = new Set(frame.slots.map((slot) => slot.id));
    for (const [id, wrapper] of this.#wrappers) {
      if (!live.has(id) && !keep) {
        wrapper.hidden = true;
        wrapper.shown = null;
        wrapper.firstChild.assign();
        this.#copies.get(id)?.remove();
        this.#copies.delete(id);
      }
    }
    const byExposure = [...frame.slots].sort((a, b) => b.visibleFraction - a.visibleFraction);
    const placed = new Set();
    for (const slot of byExposure) {
      let wrapper = this.#wrappers.get(slot.id);
      if (!wrapper) {
        wrapper = document.createElement('div');
        wrapper.className = 'slide';
        wrapper.setAttribute('part', 'slide');
        wrapper.append(document.createElement('slot'));
        this.#viewport.append(wrapper);
        this.#wrappers.set(slot.id, wrapper);
      }
      if (wrapper.hidden) wrapper.hidden = false;
      const element = this.#slides[slot.item];
      if (!element) continue;
      let shown = element;
      if (placed.has(slot.item)) {
        let copy = this.#copies.get(slot.id);
        if (!copy || copy.dataset.carouselCopy !== String(slot.item)) {
          copy?.remove();
          copy = this.#makeCopy(element, slot.item);
          this.#copies.set(slot.id, copy);
        }
        shown = copy;
      } else {
        placed.add(slot.item);
        this.#copies.get(slot.id)?.remove();
        this.#copies.delete(slot.id);
      }
      if (wrapper.shown !== shown) {
        wrapper.shown = shown;
        wrapper.firstChild.assign(shown);
      }
    }
  }

  #makeCopy(element, item) {
    const copy = element.cloneNode(true);
    copy.removeAttribute('id');
    copy.setAttribute('data-carousel-copy', String(item));
    copy.setAttribute('aria-hidden', 'true');
    copy.inert = true;
    this.append(copy);
    return copy;
  }

  #drawCrossFade(frame) {
    // Under reduced motion a page change cross-fades: a copy of the outgoing slide fades out
    // above the new one.
    if (frame.fadeItem < 0 || !this.#slides[frame.fadeItem]) {
      if (this.#fade) {
        this.#fade.copy.remove();
        this.#fade.element.remove();
        this.#fade = null;
      }
      return;
    }
    if (!this.#fade || this.#fade.item !== frame.fadeItem) {
      this.#fade?.copy.remove();
      this.#fade?.element.remove();
      const element = document.createElement('div');
      element.className = 'fade';
      const slot = document.createElement('slot');
      element.append(slot);
      this.#viewport.append(element);
      const copy = this.#makeCopy(this.#slides[frame.fadeItem], frame.fadeItem);
      slot.assign(copy);
      const current = frame.slots.find((candidate) => candidate.id === frame.exposedSlot) ?? frame.slots[0];
      if (current) {
        Object.assign(element.style, {
          width: `${current.width}px`, height: `${current.height}px`,
          transform: `translate(${current.x}px, ${current.y}px)`,
        });
      }
      this.#fade = { item: frame.fadeItem, element, copy };
    }
    setStyle(this.#fade.element.style, 'opacity', String(frame.fadeAlpha));
  }

  #dotIndex(page) {
    return this.#dots.findIndex((dot) => dot.page === page);
  }

  #drawIndicator(frame) {
    const hidden = Boolean(frame.flags & FLAG.indicatorHidden);
    if (this.#indicator.hidden !== hidden) this.#indicator.hidden = hidden;
    if (hidden) return;
    const box = frame.indicator;
    const style = this.#indicator.style;
    setStyle(style, 'left', `${box.x}px`);
    setStyle(style, 'top', `${box.y}px`);
    setStyle(style, 'width', `${box.width}px`);
    setStyle(style, 'height', `${box.height}px`);
    while (this.#dots.length < frame.dots.length) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'dot';
      button.setAttribute('part', 'dot');
      // The other pages' colour, the current colour over it by the dot's share of it, and the
      // timer's fill.
      const current = document.createElement('span');
      current.className = 'current';
      const fill = document.createElement('span');
      fill.className = 'fill';
      button.append(current, fill);
      this.#indicator.append(button);
      this.#dots.push({ button, current, fill, page: -1 });
    }
    while (this.#dots.length > frame.dots.length) this.#dots.pop().button.remove();
    const destination = frame.destinationIndex;
    frame.dots.forEach((dot, index) => {
      const view = this.#dots[index];
      if (view.page !== dot.page) {
        view.page = dot.page;
        view.button.dataset.page = String(dot.page);
        view.button.setAttribute('aria-label', `Slide ${dot.page + 1}`);
      }
      const isCurrent = dot.page === destination;
      if (view.isCurrent !== isCurrent) {
        view.isCurrent = isCurrent;
        view.button.toggleAttribute('aria-current', isCurrent);
        view.button.tabIndex = isCurrent ? 0 : -1;
      }
      // While the compositor plays a motion, the dots' animations place and colour them.
      if (this.#plan) return;
      const style = view.button.style;
      setStyle(style, 'left', `${dot.x - box.x}px`);
      setStyle(style, 'top', `${dot.y - box.y}px`);
      setStyle(style, 'width', `${dot.width}px`);
      setStyle(style, 'height', `${dot.height}px`);
      setStyle(style, 'borderRadius', `${dot.radius}px`);
      setStyle(style, 'background', frame.dotColor);
      setStyle(view.current.style, 'background', frame.currentDotColor);
      setStyle(view.current.style, 'opacity', String(dot.current));
      this.#drawTimerFill(view, dot, frame);
    });
  }

  #drawTimerFill(view, dot, frame) {
    const fill = view.fill.style;
    if (!dot.fill) {
      setStyle(fill, 'transition', '');
      setStyle(fill, 'transform', 'scaleX(0)');
      view.countdownKey = NaN;
      return;
    }
    setStyle(fill, 'background', frame.currentDotColor);
    const fraction = dot.width > 0 ? dot.fill.width / dot.width : 0;
    const running = frame.flags & FLAG.countdownRunning;
    // While the engine sleeps through the dwell, the compositor runs the fill to the end: a
    // transition as long as the time left, and no frame of ours.
    const key = running ? frame.time - frame.countdownProgress * frame.countdownDuration : NaN;
    if (running && key === view.countdownKey) return;
    view.countdownKey = key;
    setStyle(fill, 'transition', 'none');
    setStyle(fill, 'transform', `scaleX(${fraction})`);
    if (!running || frame.flags & FLAG.animating) return;
    const remaining = (1 - frame.countdownProgress) * frame.countdownDuration;
    // The start of the transition must be styled before its end is set.
    view.fill.getBoundingClientRect();
    setStyle(fill, 'transition', `transform ${remaining}s linear`);
    setStyle(fill, 'transform', 'scaleX(1)');
  }

  #drawAccessibility(frame) {
    const hasRotation = Boolean(frame.flags & FLAG.hasRotation);
    const stopped = Boolean(frame.flags & FLAG.stopped);
    const button = this.#rotationButton;
    if (button.hidden !== !hasRotation) button.hidden = !hasRotation;
    const label = stopped ? START_ROTATION : STOP_ROTATION;
    if (button.getAttribute('aria-label') !== label) {
      button.setAttribute('aria-label', label);
      button.innerHTML = stopped ? PLAY_ICON : PAUSE_ICON;
    }
    // Announcements only when the slides do not change on their own (or are held by the
    // pointer or focus).
    const rotating = Boolean(frame.flags & FLAG.rotating) && !this.#hovered && !this.#focused;
    const live = rotating ? 'off' : 'polite';
    if (this.#viewport.getAttribute('aria-live') !== live) this.#viewport.setAttribute('aria-live', live);
    // One slide is exposed: the current item's most visible slot, never a copy.
    for (const [id, wrapper] of this.#wrappers) {
      const slot = frame.slots.find((candidate) => candidate.id === id);
      const exposed = slot !== undefined && id === frame.exposedSlot;
      if (exposed) {
        const label = `${slot.item + 1} of ${frame.count}`;
        if (wrapper.getAttribute('aria-label') !== label || wrapper.inert) {
          wrapper.setAttribute('role', 'group');
          wrapper.setAttribute('aria-roledescription', 'slide');
          wrapper.setAttribute('aria-label', label);
          wrapper.removeAttribute('aria-hidden');
          wrapper.inert = false;
        }
      } else if (!wrapper.inert) {
        wrapper.removeAttribute('role');
        wrapper.removeAttribute('aria-roledescription');
        wrapper.removeAttribute('aria-label');
        wrapper.setAttribute('aria-hidden', 'true');
        wrapper.inert = true;
      }
    }
  }

  #dispatch(event) {
    const send = (type, index) => this.dispatchEvent(new CustomEvent(type, { detail: { index } }));
    switch (event.kind) {
      case EVENT_KIND.currentIndexChanged: send('change', event.first); break;
      case EVENT_KIND.itemSelected: send('select', event.first); break;
      case EVENT_KIND.scrollingEnded: send('settle', event.first); break;
      default: break;
    }
  }

  // MARK: Time

  #cancelSchedule() {
    if (this.#animationFrame) cancelAnimationFrame(this.#animationFrame);
    if (this.#timer) clearTimeout(this.#timer);
    this.#animationFrame = 0;
    this.#timer = 0;
  }

  /** Asks for the next frame when the engine wants one: a motion that runs to rest by itself
   *  is handed to the compositor, a timer waits for the next page turn, and nothing at all is
   *  scheduled when idle. */
  #schedule(wakeUp) {
    this.#cancelSchedule();
    if (Number.isNaN(wakeUp) || !this.isConnected) return;
    const now = this.#now();
    if (this.#plan || (wakeUp <= now + 0.008 && this.#startPlan(now))) {
      if (this.#plan.manual) return;
      // Wake up for the next step change (the current item, the drawing order) or the end.
      const next = this.#plan.changes.find((time) => time > now + 1e-6) ?? this.#plan.end;
      this.#timer = setTimeout(this.#wake, Math.max(0, (next - now) * 1000));
      return;
    }
    const delay = (wakeUp - now) * 1000;
    if (delay <= 1) {
      this.#animationFrame = requestAnimationFrame(this.#tick);
    } else {
      // The next page turn: it starts at its time (a turn the compositor plays needs no frame
      // of ours; one drawn frame by frame asks for frames from then on).
      this.#timer = setTimeout(this.#wake, delay);
    }
  }

  #wake = () => {
    this.#timer = 0;
    this.update();
  };

  /**
   * Hands the motion under way to the compositor: the engine writes every frame from now to
   * the rest (its motions are closed-form functions of time), and each slide and dot plays
   * them as a Web Animation of `transform` and `opacity`, which the compositor runs without
   * the main thread. Step changes (the current item, the drawing order, the live slots) wake
   * the element once each; input stops the animations and the engine draws from where it is.
   * Returns false (frames are drawn one by one) for what the compositor cannot play alone:
   * a cross-fade, dots that change size (the pill), a slot that changes item on the way.
   */
  #startPlan(now) {
    if (typeof Element.prototype.animate !== 'function') return false;
    const address = core.carousel_plan(this.#handle, PLAN_STEP, PLAN_FRAMES);
    if (!address) return false;
    const data = memoryFrom(address);
    const frames = [];
    let index = 1;
    for (let count = 0; count < data[0]; count++) {
      const [frame] = parseFrame(data, index + 1);
      frames.push(frame);
      index += 1 + data[index];
    }
    const first = frames[0];
    const last = frames[frames.length - 1];
    if (frames.length < 2 || last.time <= first.time) return false;
    // What the compositor cannot play alone.
    const slots = new Map();
    // Slots drawn somewhere during the motion (the others stay off screen, unanimated): seen
    // in the viewport, or moved by the effect's matrix (which may draw them elsewhere).
    const drawn = new Set();
    for (const frame of frames) {
      if (frame.fadeItem >= 0 || frame.dots.length !== first.dots.length) return false;
      for (const slot of frame.slots) {
        if (!slots.has(slot.id)) slots.set(slot.id, slot);
        if (slot.visibleFraction > 0 || !isIdentity(slot.matrix)) drawn.add(slot.id);
      }
      for (let dot = 0; dot < frame.dots.length; dot++) {
        const a = frame.dots[dot];
        const b = first.dots[dot];
        if (a.page !== b.page || a.width !== b.width || a.height !== b.height || a.fill) return false;
      }
    }
    // Every slot drawn during the motion has its view and slide before it starts (the frame
    // now is drawn already; slots that come alive on the way get theirs now, off screen).
    const later = [...slots.values()].filter(
      (slot) => drawn.has(slot.id) && !first.slots.some((live) => live.id === slot.id));
    if (later.length > 0) {
      this.#assign({ slots: later }, true);
      for (const slot of later) {
        const style = this.#wrappers.get(slot.id).style;
        setStyle(style, 'width', `${slot.width}px`);
        setStyle(style, 'height', `${slot.height}px`);
      }
    }
    const duration = (last.time - first.time) * 1000;
    const offset = (frame) => (frame.time - first.time) / (last.time - first.time);
    const animations = [];
    for (const [id, wrapper] of this.#wrappers) {
      if (!drawn.has(id)) continue;
      // A slot that is not alive holds still, unseen; one that the engine gives another item
      // on the way (ids are recycled) jumps there unseen, off screen.
      let previous = { transform: slotTransform(slots.get(id)), item: slots.get(id).item };
      const keyframes = [];
      let fades = false;
      for (const frame of frames) {
        const at = offset(frame);
        const slot = frame.slots.find((candidate) => candidate.id === id);
        if (!slot) {
          keyframes.push({ offset: at, transform: previous.transform, opacity: 0 });
          fades = true;
          continue;
        }
        const transform = slotTransform(slot);
        if (slot.item !== previous.item) {
          keyframes.push({ offset: at, transform: previous.transform, opacity: 0 });
          fades = true;
        }
        keyframes.push({ offset: at, transform, opacity: slot.alpha });
        if (slot.alpha !== 1) fades = true;
        previous = { transform, item: slot.item };
      }
      // Opacity only where it changes: fewer values for the browser to take in.
      if (!fades) for (const keyframe of keyframes) delete keyframe.opacity;
      animations.push(wrapper.animate(keyframes, { duration, fill: 'forwards' }));
    }
    first.dots.forEach((dot, position) => {
      const view = this.#dots[position];
      if (!view) return;
      // Only what changes: the dots of the pages the motion leaves and reaches.
      if (frames.some((frame) => frame.dots[position].x !== dot.x || frame.dots[position].y !== dot.y)) {
        animations.push(view.button.animate(frames.map((frame) => {
          const at = frame.dots[position];
          return { offset: offset(frame), transform: `translate(${at.x - dot.x}px, ${at.y - dot.y}px)` };
        }), { duration, fill: 'forwards' }));
      }
      if (frames.some((frame) => frame.dots[position].current !== dot.current)) {
        animations.push(view.current.animate(frames.map((frame) => (
          { offset: offset(frame), opacity: frame.dots[position].current })), { duration, fill: 'forwards' }));
      }
    });
    const manual = this.clock !== pageClock;
    for (const animation of animations) {
      if (manual) {
        // Played by whoever steps the clock (`update()`).
        animation.pause();
        animation.currentTime = (now - first.time) * 1000;
      } else {
        // The page's clock is the document timeline's: the compositor plays the motion in
        // step with the engine, whenever the next frame comes.
        animation.startTime = first.time * 1000;
      }
    }
    const changes = [];
    for (let frame = 1; frame < frames.length; frame++) {
      if (discreteState(frames[frame]) !== discreteState(frames[frame - 1])) changes.push(frames[frame].time);
    }
    this.#plan = { animations, start: first.time, end: last.time, changes, manual };
    return true;
  }

  #stopPlan() {
    if (!this.#plan) return;
    for (const animation of this.#plan.animations) animation.cancel();
    this.#plan = null;
    // Slides placed ahead for the motion go back to what the engine has alive.
    this.#assignment = '';
  }

  #tick = () => {
    this.#animationFrame = 0;
    this.update();
  };
}

customElements.define('infinite-carousel', InfiniteCarousel);

// <infinite-carousel>: an infinite-loop banner carousel whose engine is CarouselCore, the
// same Swift engine as the iOS views and the terminal carousel, built as WebAssembly
// (scripts/build-web.sh). Its children are the slides:
//
//   <script type="module" src="infinite-carousel.js"></script>
//   <infinite-carousel interval="4" aria-label="Promotions">
//     <img src="a.jpg" alt="Summer sale"> <img src="b.jpg" alt="New arrivals"> ...
//   </infinite-carousel>
//
// CarouselCore's host machine decides everything (motion, paging, the loop, auto-advance and
// what stops or holds it, reduced motion and keyboard focus included, what to schedule, the
// page dots, their band and the stop/start control beside them, which press turns to a dot,
// click or drag, what assistive technologies see and its words in the element's language);
// this module reads the page into it (pointer, key, focus, size, visibility and media input,
// the slides' identities and languages, the time) and draws the frame it writes into linear
// memory: it places the slides, dots and controls, plays motions on the compositor, schedules
// what the frame's plan asks (animation frames, one timer, or nothing when idle) and
// dispatches its events. The frame's layout and every number passed across come from the
// Swift side, generated into carousel-wire.js. The DOM work is in Element/.

import * as wire from './carousel-wire.js';
import { AccessibilityView } from './Element/accessibility-view.js';
import { CompositorPlan, PLAN_FRAMES, PLAN_STEP } from './Element/compositor-plan.js';
import { isEditable } from './Element/dom.js';
import { memoryFrom, parseFrame, parsePlan, readText } from './Element/frame.js';
import { IndicatorView } from './Element/indicator-view.js';
import { SlideViews } from './Element/slide-views.js';
import { template } from './Element/template.js';

/** Where the engine's wasm is: the page's `<meta name="infinite-carousel-wasm"
 *  content="URL">` (relative to the page), or by default beside this module. */
const wasmURL = new URL(
  document.querySelector('meta[name="infinite-carousel-wasm"]')?.content ||
    new URL('infinite-carousel.wasm', import.meta.url),
  document.baseURI);

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

/** An element taken out of the document keeps its carousel (it may come back: a move, a
 *  modal, a portal); the carousel goes with the element itself. */
const carousels = new FinalizationRegistry((handle) => core.carousel_destroy(handle));

/** The longest a browser timer waits (2^31 - 1 ms): a later wake-up waits in steps. */
const LONGEST_TIMER = 2 ** 31 - 1;

/** The page's clock in seconds: the one `performance.now()` and animation frames use. */
function pageClock() {
  return performance.now() / 1000;
}

/** The clock new carousels read (`InfiniteCarousel.defaultClock`). */
let defaultClock = pageClock;

const observedAttributes = [
  'interval', 'marquee', 'axis', 'direction', 'effect', 'item-length', 'spacing', 'alignment',
  'scroll-behavior', 'loop', 'duration', 'indicator', 'indicator-placement',
  'indicator-alignment', 'lang',
];

/** Each slide element's identity, its own for as long as it lives: the carousel reloads by
 *  them, so that the current slide stays current when others come, go or move. */
const identities = new WeakMap();
let lastIdentity = 0;

function identity(element) {
  let value = identities.get(element);
  if (value === undefined) identities.set(element, (value = ++lastIdentity));
  return value;
}

/** `byteCount` bytes where the carousels read their input (`carousel_input`), as a `view`
 *  (`Uint8Array`, `Int32Array`) for the caller to fill. */
function input(byteCount, view) {
  // The address first: making room may grow the memory, which replaces its buffer.
  const address = core.carousel_input(byteCount);
  return new view(core.memory.buffer, address, byteCount / view.BYTES_PER_ELEMENT);
}

const encoder = new TextEncoder();

function number(value, fallback) {
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** The number of `word` in a generated list, or the list's first (the default). */
function wordNumber(words, word) {
  return Math.max(0, words.indexOf(word));
}

/**
 * The `<infinite-carousel>` element.
 *
 * Attributes: `interval` (seconds between automatic page turns, brought into 0.25 to 86400,
 * CarouselAutoAdvance.intervalRange; without it, or with 0 or less, the slides never turn by
 * themselves), `marquee`
 * (a continuous drift in pixels per second instead), `axis` (`horizontal` or `vertical`),
 * `direction` (`ltr` or `rtl`; by default the element's CSS direction), `effect` (`slide`,
 * `crossfade`, `zoom`, `depth`, `overlap`, `linear`, `coverflow` or `cube`), `item-length`
 * (`fill`, a fraction such as `0.8`, or pixels such as `240px`), `spacing` (pixels),
 * `alignment` (`center` or `leading`), `scroll-behavior` (`paging`, `free` or `snapping`),
 * `loop` (`false` to stop at the ends), `duration` (seconds of an animated page change),
 * `indicator` (`dots`, `pill`, `timer` or `none`), `indicator-placement` (`inside` or
 * `outside`) and `indicator-alignment` (`center`, `leading` or `trailing`).
 *
 * Events, on the element, named so that no slide's own events can be taken for them (a
 * `<select>` or an `<input>` in a slide sends `change` and `select` through it):
 * `carousel-select` (a slide was clicked, tapped or chosen with Enter; `detail.index`),
 * `carousel-change` (the current slide changed; `detail.index`) and `carousel-settle` (the
 * slides came to rest; `detail.index`).
 *
 * Rotation follows the WAI-ARIA carousel pattern, as the machine decides it: a mouse over the
 * slides holds it while there; keyboard focus coming into the carousel stops it until the
 * rotation control (or `play()`) starts it; under reduced motion it starts stopped, and
 * starting it is the user's choice of motion. Its labels are in the element's language (its
 * `lang`, or its closest ancestor's, or the browser's), in the languages CarouselCore ships.
 */
export class InfiniteCarousel extends HTMLElement {
  // Static accessors rather than static fields: bundled, esbuild would lower static fields and,
  // with them, every private field of the class to WeakMap lookups.
  static get observedAttributes() {
    return observedAttributes;
  }

  /** The page's clock, in seconds: the one animation frames and Web Animations follow. */
  static get pageClock() {
    return pageClock;
  }

  /**
   * The clock new carousels read, in seconds. Any other clock than `pageClock` is stepped by
   * its owner, who calls `update()` after each step (tests do, to step time themselves).
   */
  static get defaultClock() {
    return defaultClock;
  }

  static set defaultClock(clock) {
    defaultClock = clock;
  }

  /** This carousel's clock, in seconds (by default `InfiniteCarousel.defaultClock`). */
  clock = InfiniteCarousel.defaultClock;

  #handle = -1;
  #frame = null;
  #slides;
  #indicator;
  #accessibility;
  #animationFrame = 0;
  #plan = null;
  /** Whether the motion under way is drawn frame by frame because the compositor cannot play
   *  it (the pill's dots change size, a cross-fade, a drag): no plan is asked for again until
   *  it ends or input changes it. */
  #framesOnly = false;
  #timer = 0;
  /** The pointer pressing the carousel (its `pointerId`), or null. */
  #pointer = null;
  /** Whether the press that ended last was a drag (the frame said so as it ended): the click
   *  the browser sends after it, to a link in a slide, must do nothing. */
  #releasedDrag = false;
  #words = null;
  #framesDrawn = 0;
  #observers = [];
  #reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  #viewport;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open', slotAssignment: 'manual' });
    shadow.append(template.content.cloneNode(true));
    const rotationButton = shadow.querySelector('.rotation');
    this.#viewport = shadow.querySelector('.viewport');
    this.#slides = new SlideViews(this, this.#viewport);
    this.#indicator = new IndicatorView(shadow.querySelector('.indicator'));
    this.#accessibility = new AccessibilityView(
      rotationButton, this.#viewport, shadow.querySelector('.previous'), shadow.querySelector('.next'));
    rotationButton.addEventListener('click', () => {
      this.#input(() => core.carousel_toggle_rotation(this.#handle, this.#now()));
    });
    shadow.querySelector('.previous').addEventListener('click', () => this.previous());
    shadow.querySelector('.next').addEventListener('click', () => this.next());
    this.addEventListener('pointerdown', (event) => this.#pointerDown(event));
    this.addEventListener('pointermove', (event) => this.#pointerMove(event));
    this.addEventListener('pointerup', (event) => this.#pointerUp(event));
    this.addEventListener('pointercancel', (event) => this.#pointerCancel(event));
    // Only the drag's own capture ending cancels it (a slide's implicit touch capture ends
    // when the drag takes the pointer).
    this.addEventListener('lostpointercapture', (event) => {
      if (event.target === this) this.#pointerCancel(event);
    });
    this.addEventListener('click', (event) => this.#click(event), true);
    this.addEventListener('dragstart', (event) => event.preventDefault());
    this.addEventListener('keydown', (event) => this.#keyDown(event));
    // Only a mouse hovers (a pen or a finger enters as it touches).
    this.addEventListener('pointerenter', (event) => {
      if (event.pointerType === 'mouse') this.#signal(wire.SIGNAL_HOVERED, true);
    });
    this.addEventListener('pointerleave', (event) => {
      if (event.pointerType === 'mouse') this.#signal(wire.SIGNAL_HOVERED, false);
    });
    // Keyboard focus (`:focus-visible`) coming in, and focus leaving: the machine stops
    // rotation for the first (WAI-ARIA). Focus a pointer gives holds nothing: the pointer's own
    // rules apply, the same for a mouse, a pen and a finger.
    this.addEventListener('focusin', (event) => {
      if (this.#holds(event.relatedTarget)) return;
      const target = event.composedPath()[0];
      this.#signal(wire.SIGNAL_KEYBOARD_FOCUSED, target instanceof Element && target.matches(':focus-visible'));
    });
    this.addEventListener('focusout', (event) => {
      if (!this.#holds(event.relatedTarget)) this.#signal(wire.SIGNAL_KEYBOARD_FOCUSED, false);
    });
  }

  connectedCallback() {
    const now = this.#now();
    const first = this.#handle < 0;
    if (first) {
      this.#handle = core.carousel_create(now);
      carousels.register(this, this.#handle);
      if (!this.hasAttribute('role')) this.setAttribute('role', 'region');
      if (!this.hasAttribute('aria-roledescription')) {
        this.setAttribute('aria-roledescription', 'carousel');
      }
      this.#configure();
    }
    // In the document (again); the page's visibility, reduced motion and language as they
    // are now.
    core.carousel_set_signal(this.#handle, wire.SIGNAL_IN_WINDOW, 1, now);
    core.carousel_set_signal(
      this.#handle, wire.SIGNAL_APP_IN_BACKGROUND, document.visibilityState === 'hidden' ? 1 : 0, now);
    core.carousel_set_signal(this.#handle, wire.SIGNAL_REDUCE_MOTION, this.#reducedMotion.matches ? 1 : 0, now);
    this.#setLanguages();
    // Slides may have come or gone while it was away.
    this.#collectSlides();
    const resize = new ResizeObserver(() => this.#resize());
    resize.observe(this);
    const children = new MutationObserver(() => this.#collectSlides());
    children.observe(this, { childList: true });
    const visibility = new IntersectionObserver((entries) => {
      this.#signal(wire.SIGNAL_SCROLLED_OUT_OF_SIGHT, !entries[entries.length - 1].isIntersecting);
    });
    visibility.observe(this);
    this.#observers = [resize, children, visibility];
    document.addEventListener('visibilitychange', this.#visibilityChanged);
    this.#reducedMotion.addEventListener('change', this.#reducedMotionChanged);
    this.#resize();
  }

  /** Out of the document: the carousel pauses as out of sight and keeps its slide and its
   *  rotation's state, for when the element comes back. */
  disconnectedCallback() {
    for (const observer of this.#observers) observer.disconnect();
    this.#observers = [];
    document.removeEventListener('visibilitychange', this.#visibilityChanged);
    this.#reducedMotion.removeEventListener('change', this.#reducedMotionChanged);
    this.#pointer = null;
    this.#signal(wire.SIGNAL_IN_WINDOW, false);
    this.#cancelSchedule();
  }

  attributeChangedCallback(name) {
    if (this.#handle < 0) return;
    this.#input(() => (name === 'lang' ? this.#setLanguages() : this.#configure()));
  }

  // MARK: API

  /** The current slide's index, or -1 when there are no slides. */
  get currentIndex() {
    return this.#frame ? this.#frame.currentIndex : -1;
  }

  /** The number of slides. */
  get count() {
    return this.#slides.slides.length;
  }

  /** Whether the slides rotate on their own (or will once a hover or focus ends). */
  get isRotating() {
    return Boolean((this.#frame?.flags ?? 0) & wire.FLAG_ROTATING);
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
    const way = wordNumber(wire.SCROLL_DIRECTIONS, direction);
    let moved = false;
    this.#input(() => {
      moved = core.carousel_scroll_to(this.#handle, index, animated ? 1 : 0, way, this.#now()) === 1;
    });
    return moved;
  }

  /** Starts automatic rotation (the rotation control's start), under reduced motion too:
   *  then the user chose motion. */
  play() {
    this.#input(() => core.carousel_set_rotation_stopped(this.#handle, 0, this.#now()));
  }

  /** Stops automatic rotation until `play()` or the rotation control starts it. */
  pause() {
    this.#input(() => core.carousel_set_rotation_stopped(this.#handle, 1, this.#now()));
  }

  /** Steps the carousel to the clock's time and draws: for a clock the caller steps itself. */
  update() {
    if (this.#handle < 0) return;
    const now = this.#now();
    core.carousel_tick(this.#handle, now);
    if (this.#plan?.manual) this.#plan.seek(now);
    this.#draw();
  }

  /**
   * What the carousel says now, for tests and debugging: the current index, the position in
   * items (`unwrappedPosition` never wraps), when it must be stepped next (`nextWakeUp`: now
   * while something moves, the time of the next page turn, or null when nothing is due or it
   * cannot be seen), each live slot (id, item, frame, opacity, the CSS transform), what is
   * scheduled (`'frame'`, a `'timer'` until the next page turn or the end of a motion the
   * compositor plays, or null when idle), whether the compositor plays the motion under way,
   * and how many frames were drawn.
   */
  get state() {
    const frame = this.#frame;
    if (!frame) return null;
    const nextWakeUp = frame.tickPlan === wire.TICK_PLAN_FRAMES ? frame.time
      : frame.tickPlan === wire.TICK_PLAN_WAKE_UP ? frame.wakeUpTime : null;
    return {
      currentIndex: frame.currentIndex,
      destinationIndex: frame.destinationIndex,
      count: frame.count,
      position: frame.position,
      unwrappedPosition: frame.unwrappedPosition,
      nextWakeUp,
      time: frame.time,
      isRotating: Boolean(frame.flags & wire.FLAG_ROTATING),
      isRotationStopped: Boolean(frame.flags & wire.FLAG_STOPPED),
      isDragging: Boolean(frame.flags & wire.FLAG_DRAGGING),
      isAnimating: Boolean(frame.flags & wire.FLAG_ANIMATING),
      prefersReducedMotion: Boolean(frame.flags & wire.FLAG_REDUCED_MOTION),
      exposedSlot: frame.exposedSlot,
      canMoveBackward: Boolean(frame.flags & wire.FLAG_CAN_MOVE_BACKWARD),
      canMoveForward: Boolean(frame.flags & wire.FLAG_CAN_MOVE_FORWARD),
      rotationControl: frame.flags & wire.FLAG_ROTATION_CONTROL_SHOWN ? { ...frame.rotationControl } : null,
      crossFade: frame.fadeItem >= 0 ? { item: frame.fadeItem, alpha: frame.fadeAlpha } : null,
      slots: frame.slots.map((slot) => ({
        id: slot.id, item: slot.item, x: slot.x, y: slot.y, width: slot.width,
        height: slot.height, alpha: slot.alpha, visibleFraction: slot.visibleFraction,
        transform: this.#slides.transform(slot.id),
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

  /** Applies input to the carousel, then draws and schedules what follows. */
  #input(body) {
    if (this.#handle < 0) return;
    this.#stopPlan();
    this.#framesOnly = false;
    body();
    this.#draw();
  }

  /** One of the carousel's surroundings changed (a `SIGNAL`). */
  #signal(signal, value) {
    this.#input(() => core.carousel_set_signal(this.#handle, signal, value ? 1 : 0, this.#now()));
  }

  #visibilityChanged = () => {
    this.#signal(wire.SIGNAL_APP_IN_BACKGROUND, document.visibilityState === 'hidden');
  };

  #reducedMotionChanged = () => {
    this.#signal(wire.SIGNAL_REDUCE_MOTION, this.#reducedMotion.matches);
  };

  /** The element's languages for its words: its own or its closest ancestor's `lang` (the
   *  document's), then the browser's. */
  #setLanguages() {
    const languages = [this.closest('[lang]')?.lang || document.documentElement.lang, ...navigator.languages];
    const text = encoder.encode(languages.filter(Boolean).join(','));
    input(text.length, Uint8Array).set(text);
    core.carousel_set_languages(this.#handle, text.length, this.#now());
  }

  /** Whether `node` is in the carousel (its slides or its shadow tree). */
  #holds(node) {
    return node instanceof Node && (this.contains(node) || this.shadowRoot.contains(node));
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
    const effect = wordNumber(wire.EFFECTS, (attribute('effect') ?? 'slide').toLowerCase());
    const length = (attribute('item-length') ?? 'fill').trim();
    let lengthKind = wire.ITEM_LENGTH_FILL;
    let lengthValue = 0;
    if (length.endsWith('px')) {
      lengthKind = wire.ITEM_LENGTH_POINTS;
      lengthValue = number(length, 0);
    } else if (length !== 'fill') {
      lengthKind = wire.ITEM_LENGTH_FRACTION;
      lengthValue = number(length, 1);
    }
    core.carousel_configure(
      this.#handle, vertical ? 1 : 0, direction === 'rtl' ? 1 : 0, effect, lengthKind,
      lengthValue, number(attribute('spacing'), 0), wordNumber(wire.ALIGNMENTS, attribute('alignment')),
      wordNumber(wire.SCROLL_BEHAVIORS, attribute('scroll-behavior')),
      attribute('loop') === 'false' ? 0 : 1, number(attribute('interval'), NaN),
      number(attribute('marquee'), NaN), number(attribute('duration'), 0.35), now);
    core.carousel_set_indicator(
      this.#handle, wordNumber(wire.INDICATOR_STYLES, attribute('indicator')),
      attribute('indicator-placement') === 'outside' ? 1 : 0,
      wordNumber(wire.INDICATOR_ALIGNMENTS, attribute('indicator-alignment')), now);
  }

  /** The slides now, by identity: the one shown stays current wherever others came or went. */
  #collectSlides() {
    if (!this.#slides.collect()) return;
    const slides = this.#slides.slides;
    input(slides.length * 4, Int32Array).set(slides.map(identity));
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
    this.#releasedDrag = false;
    // Not captured yet: a press that ends as a click reaches what it was on (a link in a
    // slide is followed, as on any page); a drag is captured once it starts.
    this.#pointer = event.pointerId;
    const [x, y] = this.#point(event);
    const kind = wire.POINTER[event.pointerType] ?? wire.POINTER.mouse;
    this.#input(() => core.carousel_pointer_down(this.#handle, x, y, kind, this.#now()));
  }

  #pointerMove(event) {
    if (event.pointerId !== this.#pointer) return;
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
    // The drag goes on wherever the pointer goes.
    if (this.#frame.flags & wire.FLAG_DRAGGING && this.isConnected && !this.hasPointerCapture(event.pointerId)) {
      this.setPointerCapture(event.pointerId);
    }
  }

  #pointerUp(event) {
    if (event.pointerId !== this.#pointer) return;
    this.#pointer = null;
    this.#releasedDrag = Boolean(this.#frame.flags & wire.FLAG_DRAGGING);
    const [x, y] = this.#point(event);
    // The click (or tap) selection arrives as the frame's itemSelected event.
    this.#input(() => core.carousel_pointer_up(this.#handle, x, y, this.#now()));
  }

  #pointerCancel(event) {
    if (event.pointerId !== this.#pointer) return;
    this.#pointer = null;
    this.#input(() => core.carousel_pointer_cancel(this.#handle, this.#now()));
  }

  #click(event) {
    // A pointer's click (a keyboard's has no detail): after a drag it is no click.
    if (event.detail > 0) {
      if (this.#releasedDrag) {
        event.preventDefault();
        event.stopPropagation();
      }
      return;
    }
    // A dot chosen with the keyboard (a pointer's dot is the machine's, through its 44-pixel
    // targets, on release).
    const dot = event.composedPath().find((node) => node instanceof Element && node.classList.contains('dot'));
    if (dot) this.scrollTo(Number(dot.dataset.page));
  }

  #keyDown(event) {
    if (this.#handle < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.composedPath()[0];
    if (isEditable(target)) return;
    const key = wire.KEYS.indexOf(event.key);
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
      this.#indicator.button(this.#frame.destinationIndex)?.focus();
    }
  }

  // MARK: Drawing

  /** Draws the carousel's frame, schedules what its plan asks, and sends its events. */
  #draw() {
    if (this.#handle < 0) return;
    const [frame] = parseFrame(memoryFrom(core.memory, core.carousel_frame(this.#handle)), 0);
    this.#frame = frame;
    // The motion handed to the compositor is over, or something else moves the slides now.
    if (this.#plan && (frame.time >= this.#plan.end || !(frame.flags & wire.FLAG_ANIMATING) ||
        frame.flags & wire.FLAG_DRAGGING)) {
      this.#stopPlan();
    }
    // A motion that starts now goes to the compositor before anything is drawn: nothing is
    // written under its animations.
    if (!(frame.flags & wire.FLAG_ANIMATING)) this.#framesOnly = false;
    if (!this.#plan && !this.#framesOnly && frame.tickPlan === wire.TICK_PLAN_FRAMES) {
      this.#plan = this.#startPlan(this.#now());
      this.#framesOnly = this.#plan === null;
    }
    this.#framesDrawn += 1;
    if (frame.textVersion !== this.#words?.version) this.#words = readText(core.memory, frame);
    this.#slides.draw(frame, this.#plan?.views);
    this.#indicator.draw(frame, this.#words, this.#plan?.dots);
    this.#accessibility.draw(frame, this.#words, this.#slides.views);
    this.#schedule(frame);
    for (const event of frame.events) this.#dispatch(event);
  }

  #dispatch(event) {
    const send = (type) => this.dispatchEvent(new CustomEvent(type, { detail: { index: event.value } }));
    switch (event.kind) {
      case wire.EVENT_KIND_CURRENT_INDEX_CHANGED: send('carousel-change'); break;
      case wire.EVENT_KIND_ITEM_SELECTED: send('carousel-select'); break;
      case wire.EVENT_KIND_SETTLED: send('carousel-settle'); break;
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

  /** Carries out the frame's plan: while something moves, a motion that runs to rest by
   *  itself is handed to the compositor (waking only for its step changes) and anything else
   *  is drawn on each animation frame; a wake-up is one timer; idle is nothing at all. */
  #schedule(frame) {
    this.#cancelSchedule();
    switch (frame.tickPlan) {
      case wire.TICK_PLAN_FRAMES: {
        // The plan, when the compositor plays the motion, started as the frame was drawn.
        const now = this.#now();
        if (!this.#plan) {
          this.#animationFrame = requestAnimationFrame(this.#tick);
        } else if (!this.#plan.manual) {
          this.#wakeUp(this.#plan.nextChange(now) - now);
        }
        break;
      }
      case wire.TICK_PLAN_WAKE_UP:
        // The next page turn: it starts at its time (a turn the compositor plays needs no frame
        // of ours; one drawn frame by frame asks for frames from then on).
        this.#wakeUp(frame.wakeUpTime - this.#now());
        break;
      default:
        break;
    }
  }

  /** One timer, `seconds` from now; one later than a browser's timer can wait wakes up at
   *  its longest, finds nothing due and waits again. A millisecond late rather than a hair
   *  early: a timer that fires before its time finds nothing due and costs another. */
  #wakeUp(seconds) {
    const milliseconds = Math.ceil(Math.max(0, seconds * 1000)) + 1;
    this.#timer = setTimeout(this.#tick, Math.min(milliseconds, LONGEST_TIMER));
  }

  /** The motion under way on the compositor (see CompositorPlan), or null when it cannot play
   *  it alone. */
  #startPlan(now) {
    const address = core.carousel_plan(this.#handle, PLAN_STEP, PLAN_FRAMES);
    if (!address) return null;
    return CompositorPlan.play(parsePlan(memoryFrom(core.memory, address)), {
      now, slides: this.#slides, indicator: this.#indicator, manual: this.clock !== pageClock,
    });
  }

  #stopPlan() {
    if (!this.#plan) return;
    this.#plan.cancel();
    this.#plan = null;
  }

  #tick = () => {
    this.#animationFrame = 0;
    this.#timer = 0;
    this.update();
  };
}

customElements.define('infinite-carousel', InfiniteCarousel);

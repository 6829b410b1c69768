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
import { CompositorPlan, MotionRecipe, PLAN_FRAMES, PLAN_STEP, PlanCache } from './Element/compositor-plan.js';
import { isEditable } from './Element/dom.js';
import { isWithheld } from './Element/focus-guard.js';
import { memoryFrom, parseFrame, parsePlan, planHead, readText } from './Element/frame.js';
import { IndicatorView } from './Element/indicator-view.js';
import { SlideViews } from './Element/slide-views.js';
import { fillShadowRoot } from './Element/template.js';
import { VideoViews } from './Element/video-views.js';

const TAG = 'infinite-carousel';

/** Whether there is a DOM to define the element in: the module is imported on servers too
 *  (server-side rendering), where it defines nothing and loads nothing. */
const hasDOM = typeof document !== 'undefined' && typeof customElements !== 'undefined';

/** The class already defined by another copy of this module (a second `<script>`, two
 *  bundles): the page keeps that one, and this copy loads nothing. */
const defined = hasDOM ? customElements.get(TAG) : undefined;

/** Where the engine's wasm is: the page's `<meta name="infinite-carousel-wasm"
 *  content="URL">` (relative to the page), or by default beside this module (bundlers copy a
 *  file named this way). */
function wasmURL() {
  return new URL(
    document.querySelector('meta[name="infinite-carousel-wasm"]')?.content ||
      new URL('infinite-carousel.wasm', import.meta.url),
    document.baseURI);
}

async function instantiate() {
  const url = wasmURL();
  try {
    return await WebAssembly.instantiateStreaming(fetch(url), {});
  } catch {
    // A server that does not send application/wasm.
    const bytes = await (await fetch(url)).arrayBuffer();
    return WebAssembly.instantiate(bytes, {});
  }
}

/** The engine, or null where it did not load (no DOM, another copy defined the element, or
 *  the page refused it): then the element is not defined, and the slides stay as the page's
 *  own style shows them before it upgrades. */
let core = null;
if (hasDOM && !defined) {
  try {
    core = (await instantiate()).instance.exports;
  } catch (error) {
    console.error(`<${TAG}>: its WebAssembly engine did not load (${error?.message ?? error}). ` +
      "Under a Content-Security-Policy, script-src must allow it: script-src 'self' 'wasm-unsafe-eval'.");
  }
}

/** An element taken out of the document keeps its carousel (it may come back: a move, a
 *  modal, a portal); the carousel goes with the element itself. */
const carousels = new FinalizationRegistry((handle) => core.carousel_destroy(handle));

/** What a page gets wrong about an attribute, said once on the console. */
const warned = new Set();

function warn(message) {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`<${TAG}>: ${message}`);
}

/** The longest a browser timer waits (2^31 - 1 ms): a later wake-up waits in steps. */
const LONGEST_TIMER = 2 ** 31 - 1;

/** How late a timer may fire and still step the carousel to the time it was set for (see
 *  `#timerFired`): a frame at 60 Hz, less than anything on screen could show. */
const TIMER_SLACK = 1 / 60;

/** The page's clock in seconds: the one `performance.now()` and animation frames use. */
function pageClock() {
  return performance.now() / 1000;
}

/** The clock new carousels read (`InfiniteCarousel.defaultClock`). */
let defaultClock = pageClock;

/** The attributes, by the property of the same name: `text` (the attribute's string),
 *  `number` (its value in its unit, as the carousel uses it) or `switch` (on unless
 *  `"false"`). */
const properties = {
  interval: 'number', marquee: 'number', axis: 'text', direction: 'text', effect: 'text',
  itemLength: 'text', spacing: 'number', alignment: 'text', scrollBehavior: 'text',
  loop: 'switch', duration: 'number', indicator: 'text', indicatorPlacement: 'text',
  indicatorAlignment: 'text', startIndex: 'number', keyboard: 'switch', drag: 'switch',
  pauseOnHover: 'switch', pauseOnFocus: 'switch',
};

/** `itemLength` is `item-length`. */
function attributeName(property) {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The `label-` attributes, in the order the Swift side takes them (`labels` keys). */
const labelAttributes = wire.LABELS.map((label) => `label-${label}`);

const observedAttributes = [...Object.keys(properties).map(attributeName), 'lang', ...labelAttributes];

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

/** A number with an optional unit (`units`: the unit's factor to the attribute's own unit,
 *  `''` for a bare number), or NaN (said on the console) for text that is not one. */
function measure(name, text, units) {
  if (text === null) return NaN;
  const match = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*([a-z/]*)\s*$/i.exec(text);
  const factor = match ? units[match[2].toLowerCase()] : undefined;
  if (factor === undefined) {
    warn(`${name}="${text}" is not a number${Object.keys(units).filter(Boolean).map((unit) => ` or ${unit}`).join('')}: it is left out.`);
    return NaN;
  }
  return Number(match[1]) * factor;
}

const SECONDS = { '': 1, s: 1, ms: 0.001 };
const PIXELS = { '': 1, px: 1 };

/** `value` brought into `[low, high]`, said on the console when it was not there. */
function bounded(name, text, value, low, high, unit, hint = '') {
  const result = Math.min(Math.max(value, low), high);
  if (result !== value) warn(`${name}="${text}" is out of ${low}${unit} ... ${high}${unit}: ${result}${unit} is used.${hint}`);
  return result;
}

/** A slide's own time (`data-interval`, in the units and range of `interval`), or NaN for a
 *  slide that turns after the carousel's interval (none, or not a time over 0 s: said on the
 *  console). */
function slideInterval(slide) {
  const name = 'data-interval';
  const text = slide.getAttribute(name);
  if (text === null) return NaN;
  const value = measure(name, text, SECONDS);
  if (value > 0) return bounded(name, text, value, wire.INTERVAL_MIN, wire.INTERVAL_MAX, ' s');
  if (!Number.isNaN(value)) warn(`${name}="${text}" is not a time over 0 s: the carousel's interval is used.`);
  return NaN;
}

/** The number of `word` in a generated list, or the list's first (the default; a word that is
 *  not in the list is said on the console). */
function wordNumber(words, word, name) {
  const index = word === null || word === undefined ? 0 : words.indexOf(word.trim().toLowerCase());
  if (index < 0) warn(`${name}="${word}" is none of ${words.join(', ')}: ${words[0]} is used.`);
  return Math.max(0, index);
}

/** Whether `node` is a control of its own inside one of `host`'s slides (a button, a field, a
 *  link in a slide that is not itself the link): a click there is the control's, not a choice
 *  of the slide. */
function isControlInSlide(node, host) {
  for (let element = node instanceof Element ? node : node?.parentElement; element && element !== host;
    element = element.parentElement) {
    if (element.parentElement === host) return false;
    if (element.matches('a[href], button, input, select, textarea, label, summary, [contenteditable=""], ' +
      '[contenteditable="true"], [role="button"], [role="link"], [role="checkbox"], [role="tab"]')) return true;
  }
  return false;
}

let legacyZoom = null;

/** Whether boxes under CSS `zoom` are measured in zoomed pixels, not the viewport's (WebKit
 *  before standardised zoom): a 10 px box under `zoom: 2` measures 10, not 20. Measured once. */
function zoomIsLegacy() {
  if (legacyZoom === null) {
    const outer = document.createElement('div');
    outer.style.cssText = 'zoom: 2; position: absolute; visibility: hidden';
    const inner = document.createElement('div');
    inner.style.width = '10px';
    outer.append(inner);
    document.body.append(outer);
    legacyZoom = inner.getBoundingClientRect().width < 15;
    outer.remove();
  }
  return legacyZoom;
}

/** What a number attribute gives, in its unit, as the carousel uses it (brought into its
 *  range, said once on the console when it was not there); NaN without one. */
function numberOf(element, property) {
  const name = attributeName(property);
  const text = element.getAttribute(name);
  if (text === null) return NaN;
  switch (property) {
    case 'interval': {
      const value = measure(name, text, SECONDS);
      return value > 0 ? bounded(name, text, value, wire.INTERVAL_MIN, wire.INTERVAL_MAX, ' s') : value;
    }
    case 'duration': {
      const value = measure(name, text, SECONDS);
      if (!(value >= 0)) return NaN;
      const bare = /^\s*[\d.]+\s*$/.test(text);
      return bounded(name, text, value, wire.DURATION_MIN, wire.DURATION_MAX, ' s',
        bare && value > wire.DURATION_MAX ? ` A bare number is seconds; milliseconds are written ${text.trim()}ms.` : '');
    }
    case 'spacing': {
      const value = measure(name, text, PIXELS);
      if (value < 0) warn(`spacing="${text}" is less than 0px: 0px is used.`);
      return Math.max(0, value);
    }
    case 'startIndex': {
      const value = Math.trunc(measure(name, text, { '': 1 }));
      if (value < 0) warn(`start-index="${text}" is less than 0: 0 is used.`);
      return Math.max(0, value);
    }
    default:
      return measure(name, text, { '': 1, 'px/s': 1 });
  }
}

/**
 * The `<infinite-carousel>` element (its attributes, properties, events and methods are
 * described, with their units and ranges, in infinite-carousel.d.ts and Web/README.md).
 *
 * Attributes (each a property of the same name in camel case): `interval` (seconds between
 * automatic page turns, `4`, `4s` or `4000ms`, brought into CarouselAutoAdvance.intervalRange;
 * without it, or with 0 or less, the slides never turn by themselves), `marquee` (a
 * continuous drift in pixels per second instead), `axis`, `direction`, `effect`,
 * `item-length`, `spacing`, `alignment`, `scroll-behavior`, `loop`, `duration` (seconds of a
 * page turn, `0.4`, `0.4s` or `400ms`, brought into
 * CarouselConfiguration.scrollAnimationDurationRange), `indicator`, `indicator-placement`,
 * `indicator-alignment`, `start-index`, the switches `keyboard`, `drag`, `pause-on-hover` and
 * `pause-on-focus` (on unless `"false"`), and the `label-` attributes (`labels`).
 *
 * Events, on the element, named so that no slide's own events can be taken for them (a
 * `<select>` or an `<input>` in a slide sends `change` and `select` through it), each with
 * `detail.index`, the current slide: `carousel-select` (a slide was clicked, tapped or chosen
 * with Enter), `carousel-change`, `carousel-settle`, `carousel-scroll` (`detail.position`,
 * `detail.progress`), `carousel-drag-start`, `carousel-drag-end`, `carousel-play`,
 * `carousel-pause` and `carousel-slides-in-view` (`detail.indexes`).
 *
 * Rotation follows the WAI-ARIA carousel pattern, as the machine decides it: a mouse over the
 * slides holds it while there; keyboard focus coming into the carousel stops it until the
 * rotation control (or `play()`) starts it; under reduced motion it starts stopped, and
 * starting it is the user's choice of motion. Its labels are in the element's language (its
 * `lang`, or its closest ancestor's, or the browser's), in the languages CarouselCore ships.
 */
class CarouselElement extends (hasDOM ? HTMLElement : class {}) {
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
  clock = defaultClock;

  #handle = -1;
  #frame = null;
  #slides;
  #videos;
  #indicator;
  #accessibility;
  #animationFrame = 0;
  #plan = null;
  /** The time of the last frame drawn whole (see CompositorPlan.drawsNothingNew). */
  #drawnAt = -Infinity;
  /** Whether the motion under way is drawn frame by frame because the compositor cannot play
   *  it (the pill's dots change size, a cross-fade, a drag): no plan is asked for again until
   *  it ends or input changes it. */
  #framesOnly = false;
  #timer = 0;
  /** The time the timer was set for, on the element's clock. */
  #timerDue = NaN;
  /** The recipes of the motions played lately, and how many motions were played from one. */
  #recipes = new PlanCache();
  #plansReused = 0;
  /** The pointer pressing the carousel (its `pointerId`), or null. */
  #pointer = null;
  /** Whether the press that ended last was a drag (the frame said so as it ended): the click
   *  the browser sends after it, to a link in a slide, must do nothing. */
  #releasedDrag = false;
  #words = null;
  #languages = null;
  #size = [NaN, NaN];
  #configuration = '';
  #framesDrawn = 0;
  #observers = [];
  #reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  /** The slides' own times as last sent (`data-interval`). */
  #intervals = '';
  #viewport;
  /** Three points of the element (its corner, 100 pixels along x and along y) whose places on
   *  the page give the map from the page's coordinates to the element's own, whatever
   *  transforms or CSS `zoom` sit above it. */
  #probes;
  /** The inverse of that map's linear part (`[a, b, c, d]`), measured as a press starts. */
  #inverse = [1, 0, 0, 1];
  /** The zoom that boxes are measured in where the engine does not give them in the
   *  viewport's pixels (see `#legacyZoom`), measured as a press starts. */
  #zoom = 1;
  /** Whether the page listens to `carousel-scroll`: then motions are drawn frame by frame (the
   *  compositor cannot report where they are), each frame reporting the position. */
  #reportsScroll = false;
  /** What the last frame drawn said, for the events that report a change of it. */
  #wasDragging = false;
  #inView = '';
  #started = false;
  #internals = null;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open', slotAssignment: 'manual' });
    fillShadowRoot(shadow);
    const rotationButton = shadow.querySelector('.rotation');
    this.#viewport = shadow.querySelector('.viewport');
    this.#probes = [...shadow.querySelectorAll('.probe')];
    // A video's hold reaches the machine outside the drawing that may have ended it.
    this.#videos = new VideoViews((item, remaining) => queueMicrotask(() => {
      this.#input(() => {
        if (remaining === null) core.carousel_end_hold(this.#handle, item, this.#now());
        else core.carousel_set_video_playing(this.#handle, item, remaining, this.#now());
      });
    }));
    this.#slides = new SlideViews(this, this.#viewport, this.#videos);
    const indicator = shadow.querySelector('.indicator');
    this.#indicator = new IndicatorView(indicator);
    // The element's own role: a page's `role` or `aria-roledescription` attribute wins.
    this.#internals = this.attachInternals?.() ?? null;
    if (this.#internals) this.#internals.role = 'region';
    this.#accessibility = new AccessibilityView(
      rotationButton, this.#viewport, shadow.querySelector('.previous'), shadow.querySelector('.next'),
      indicator, this.#internals);
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
    // Only a mouse hovers (a pen or a finger enters as it touches). What a hover does, and
    // whether it does anything (`pause-on-hover`), is the machine's.
    this.addEventListener('pointerenter', (event) => {
      if (event.pointerType === 'mouse') this.#signal(wire.SIGNAL_HOVERED, true);
    });
    this.addEventListener('pointerleave', (event) => {
      if (event.pointerType === 'mouse') this.#signal(wire.SIGNAL_HOVERED, false);
    });
    // Keyboard focus (`:focus-visible`) coming in, and focus leaving: what they do (WAI-ARIA's
    // stop, or nothing under `pause-on-focus="false"`) is the machine's. Focus a pointer
    // gives is no keyboard focus: the pointer's own rules apply, the same for a mouse, a pen
    // and a finger.
    this.addEventListener('focusin', (event) => {
      if (this.#holds(event.relatedTarget)) return;
      const target = event.composedPath()[0];
      this.#signal(wire.SIGNAL_KEYBOARD_FOCUSED, target instanceof Element && target.matches(':focus-visible'));
    });
    this.addEventListener('focusout', (event) => {
      if (!this.#holds(event.relatedTarget)) this.#signal(wire.SIGNAL_KEYBOARD_FOCUSED, false);
    });
  }

  /** Listening to `carousel-scroll` asks for a report of every frame (see `#reportsScroll`). */
  addEventListener(type, listener, options) {
    if (type === 'carousel-scroll') this.#reportsScroll = true;
    super.addEventListener(type, listener, options);
  }

  connectedCallback() {
    const now = this.#now();
    const first = this.#handle < 0;
    if (first) {
      // Properties a page set before the element was defined (a framework rendering it
      // before the module loaded) are its own, hiding the class's: they go through the class.
      for (const name of [...Object.keys(properties), 'labels']) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = this[name];
          delete this[name];
          this[name] = value;
        }
      }
      this.#handle = core.carousel_create(now);
      carousels.register(this, this.#handle);
      this.#configure();
      this.#setPauseSwitches();
      this.#setLabels();
    }
    // In the document (again); the page's visibility, reduced motion and language as they
    // are now.
    core.carousel_set_signal(this.#handle, wire.SIGNAL_IN_WINDOW, 1, now);
    core.carousel_set_signal(
      this.#handle, wire.SIGNAL_APP_IN_BACKGROUND, document.visibilityState === 'hidden' ? 1 : 0, now);
    core.carousel_set_signal(this.#handle, wire.SIGNAL_REDUCE_MOTION, this.#reducedMotion.matches ? 1 : 0, now);
    core.carousel_set_signal(this.#handle, wire.SIGNAL_DATA_SAVER, navigator.connection?.saveData ? 1 : 0, now);
    this.#setLanguages();
    // Slides may have come or gone while it was away.
    this.#collectSlides();
    const resize = new ResizeObserver(() => this.#resize());
    resize.observe(this);
    // The slides, and their own times (`data-interval` on a slide).
    // The content of a slide: what can take focus in one not exposed stays out of the tab order.
    const children = new MutationObserver((records) => {
      if (records.some((record) => record.type === 'childList' && record.target === this)) {
        this.#collectSlides();
        return;
      }
      if (records.some((record) => record.attributeName === 'data-interval' && record.target.parentElement === this)) {
        this.#input(() => this.#setIntervals(), true);
      }
      if (records.some((record) => record.attributeName !== 'data-interval')) this.#accessibility.contentChanged();
    });
    children.observe(this, {
      childList: true, subtree: true,
      attributeFilter: ['data-interval', 'tabindex', 'href', 'contenteditable', 'controls'],
    });
    const visibility = new IntersectionObserver((entries) => {
      // The page said where the carousel is: its videos may load from now on.
      this.#videos.isSightKnown = true;
      this.#signal(wire.SIGNAL_SCROLLED_OUT_OF_SIGHT, !entries[entries.length - 1].isIntersecting);
    });
    visibility.observe(this);
    this.#observers = [resize, children, visibility];
    document.addEventListener('visibilitychange', this.#visibilityChanged);
    this.#reducedMotion.addEventListener('change', this.#reducedMotionChanged);
    navigator.connection?.addEventListener?.('change', this.#connectionChanged);
    this.#resize();
  }

  /** Out of the document: the carousel pauses as out of sight and keeps its slide and its
   *  rotation's state, for when the element comes back. */
  disconnectedCallback() {
    for (const observer of this.#observers) observer.disconnect();
    this.#observers = [];
    document.removeEventListener('visibilitychange', this.#visibilityChanged);
    this.#reducedMotion.removeEventListener('change', this.#reducedMotionChanged);
    navigator.connection?.removeEventListener?.('change', this.#connectionChanged);
    this.#pointer = null;
    this.#signal(wire.SIGNAL_IN_WINDOW, false);
    this.#cancelSchedule();
  }

  attributeChangedCallback(name) {
    if (this.#handle < 0) return;
    this.#input(() => {
      if (name === 'lang') this.#setLanguages();
      else if (name.startsWith('label-')) this.#setLabels();
      else if (name === 'pause-on-hover' || name === 'pause-on-focus') this.#setPauseSwitches();
      else this.#configure();
    });
  }

  /**
   * The page's own labels in place of the language's, by key (`item`, the slides' and dots'
   * template with `{index}` and `{count}`; `stop`, `start`, `previous`, `next`, `indicator`,
   * `slides`, `carousel`, `slide`): each is its `label-` attribute. Reading gives the labels
   * the page set; setting sets those given (a key set to null or `''` goes back to the
   * language's) and leaves the others.
   */
  get labels() {
    const labels = {};
    for (const [index, label] of wire.LABELS.entries()) {
      const value = this.getAttribute(labelAttributes[index]);
      if (value !== null) labels[label] = value;
    }
    return labels;
  }

  set labels(labels) {
    for (const [index, label] of wire.LABELS.entries()) {
      if (!labels || !(label in labels)) continue;
      const value = labels[label];
      if (value === null || value === undefined || value === '') this.removeAttribute(labelAttributes[index]);
      else this.setAttribute(labelAttributes[index], String(value));
    }
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
  scrollTo(index, options, ...rest) {
    // Element's own scrollTo (an options object, or x and y) stays Element's.
    if (typeof index !== 'number' || typeof options === 'number') {
      return options === undefined ? super.scrollTo(index) : super.scrollTo(index, options, ...rest);
    }
    const { animated = true, direction = 'shortest' } = options ?? {};
    const way = wordNumber(wire.SCROLL_DIRECTIONS, direction, 'scrollTo direction');
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

  /**
   * Reads again what the element cannot observe and steps the carousel to its clock's time:
   * after a change outside it (an ancestor's `lang`, a CSS `direction`, slides changed in
   * place), and for a clock the caller steps itself.
   */
  update() {
    if (this.#handle < 0) return;
    // Each changes nothing, and costs no drawing, when what it reads is as it was.
    this.#input(() => this.#setLanguages() | this.#configure() | this.#setIntervals(), true);
    this.#collectSlides();
    this.#resize();
    this.#step();
  }

  /** Steps the carousel to `now` (by default its clock's), and draws. */
  #step(now = this.#now()) {
    core.carousel_tick(this.#handle, now);
    if (this.#plan?.manual) this.#plan.seek(now);
    this.#draw();
  }

  /**
   * What the carousel says now, for tests and debugging: the current index, the position in
   * items (`unwrappedPosition` never wraps), when it must be stepped next (`nextWakeUp`: now
   * while something moves, the time of the next page turn, or null when nothing is due or it
   * cannot be seen), each live slot (id, item, frame, opacity, the CSS transform, its drawing
   * order: the engine's `zIndex` and the view's CSS `drawnZIndex`), what is
   * scheduled (`'frame'`, a `'timer'` until the next page turn or the end of a motion the
   * compositor plays, or null when idle), whether the compositor plays the motion under way,
   * how many frames were drawn, and how many motions the compositor played from a recipe
   * made for an earlier one (see PlanCache).
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
      countdown: { progress: frame.countdownProgress, duration: frame.countdownDuration },
      slots: frame.slots.map((slot) => ({
        id: slot.id, item: slot.item, x: slot.x, y: slot.y, width: slot.width,
        height: slot.height, alpha: slot.alpha, visibleFraction: slot.visibleFraction,
        video: ['poster', 'paused', 'playing'][slot.video], transform: this.#slides.transform(slot.id),
        zIndex: slot.zIndex, drawnZIndex: this.#slides.zIndex(slot.id),
      })),
      dots: frame.dots.map((dot) => ({ page: dot.page, x: dot.x, y: dot.y, width: dot.width, height: dot.height })),
      scheduled: this.#animationFrame ? 'frame' : this.#timer ? 'timer' : null,
      isCompositing: this.#plan !== null,
      framesDrawn: this.#framesDrawn,
      plansReused: this.#plansReused,
    };
  }

  // MARK: Input

  #now() {
    return this.clock();
  }

  /** Applies input to the carousel, then draws and schedules what follows; with `ifChanged`,
   *  `body` returns whether it gave the carousel anything, and nothing is drawn if not. */
  #input(body, ifChanged = false) {
    if (this.#handle < 0) return;
    if (ifChanged) {
      if (!body()) return;
      this.#stopPlan();
    } else {
      this.#stopPlan();
      body();
    }
    this.#framesOnly = false;
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

  /** Save-Data (`navigator.connection.saveData`, where the browser has it): videos show only
   *  their posters. */
  #connectionChanged = () => {
    this.#signal(wire.SIGNAL_DATA_SAVER, navigator.connection?.saveData);
  };

  /** The slides' own times (`data-interval`), by index; returns whether they changed. */
  #setIntervals() {
    const seconds = this.#slides.slides.map(slideInterval);
    const key = seconds.join();
    if (key === this.#intervals) return false;
    this.#intervals = key;
    input(seconds.length * 8, Float64Array).set(seconds);
    core.carousel_set_item_intervals(this.#handle, seconds.length, this.#now());
    return true;
  }

  /** The element's languages for its words: its own or its closest ancestor's `lang` (the
   *  document's), then the browser's. */
  #setLanguages() {
    const languages = [this.closest('[lang]')?.lang || document.documentElement.lang, ...navigator.languages]
      .filter(Boolean).join(',');
    if (languages === this.#languages) return false;
    this.#languages = languages;
    const text = encoder.encode(languages);
    input(text.length, Uint8Array).set(text);
    core.carousel_set_languages(this.#handle, text.length, this.#now());
    return true;
  }

  /** The page's own labels (`label-` attributes), each ended by a NUL, empty for none. */
  #setLabels() {
    const text = encoder.encode(labelAttributes.map((name) => `${this.getAttribute(name) ?? ''}\0`).join(''));
    input(text.length, Uint8Array).set(text);
    core.carousel_set_labels(this.#handle, text.length, this.#now());
  }

  /** The switches `pause-on-hover` and `pause-on-focus`, for the machine to apply. */
  #setPauseSwitches() {
    core.carousel_set_pause_switches(this.#handle, this.pauseOnHover ? 1 : 0, this.pauseOnFocus ? 1 : 0, this.#now());
  }

  /** Whether `node` is in the carousel (its slides or its shadow tree). */
  #holds(node) {
    return node instanceof Node && (this.contains(node) || this.shadowRoot.contains(node));
  }

  /** Gives the carousel its attributes as numbers; returns whether they changed. */
  #configure() {
    const now = this.#now();
    const attribute = (name) => this.getAttribute(name);
    const vertical = wordNumber(['horizontal', 'vertical'], attribute('axis'), 'axis') === 1;
    const direction = attribute('direction') === null ? getComputedStyle(this).direction
      : ['ltr', 'rtl'][wordNumber(['ltr', 'rtl'], attribute('direction'), 'direction')];
    const effect = wordNumber(wire.EFFECTS, attribute('effect'), 'effect');
    const length = (attribute('item-length') ?? 'fill').trim().toLowerCase();
    let lengthKind = wire.ITEM_LENGTH_FILL;
    let lengthValue = 0;
    if (length !== 'fill') {
      const pixels = length.endsWith('px');
      const value = measure('item-length', length, pixels ? PIXELS : { '': 1 });
      if (pixels && value > 0) {
        lengthKind = wire.ITEM_LENGTH_POINTS;
        lengthValue = value;
      } else if (!pixels && value > 0 && value <= 1) {
        lengthKind = wire.ITEM_LENGTH_FRACTION;
        lengthValue = value;
      } else if (!Number.isNaN(value)) {
        warn(`item-length="${length}" is neither a fraction in (0, 1] nor a length over 0px: fill is used.`);
      }
    }
    const numbers = [
      vertical ? 1 : 0, direction === 'rtl' ? 1 : 0, effect, lengthKind, lengthValue, numberOf(this, 'spacing') || 0,
      wordNumber(wire.ALIGNMENTS, attribute('alignment'), 'alignment'),
      wordNumber(wire.SCROLL_BEHAVIORS, attribute('scroll-behavior'), 'scroll-behavior'), this.loop ? 1 : 0,
      numberOf(this, 'interval'), numberOf(this, 'marquee'), numberOf(this, 'duration'), this.drag ? 1 : 0,
      wordNumber(wire.INDICATOR_STYLES, attribute('indicator'), 'indicator'),
      wordNumber(['inside', 'outside'], attribute('indicator-placement'), 'indicator-placement'),
      wordNumber(wire.INDICATOR_ALIGNMENTS, attribute('indicator-alignment'), 'indicator-alignment'),
    ];
    const key = numbers.join();
    if (key === this.#configuration) return false;
    this.#configuration = key;
    // The controls and the dots follow the carousel's direction (the engine places the
    // slides; their own text keeps the page's).
    for (const element of this.shadowRoot.querySelectorAll('.control, .indicator')) {
      element.dir = direction === 'rtl' ? 'rtl' : 'ltr';
    }
    core.carousel_configure(this.#handle, ...numbers.slice(0, 13), now);
    core.carousel_set_indicator(this.#handle, ...numbers.slice(13), now);
    return true;
  }

  /** The slides now, by identity: the one shown stays current wherever others came or went. */
  #collectSlides() {
    if (!this.#slides.collect()) return;
    this.#recipes.clear();
    const slides = this.#slides.slides;
    input(slides.length * 4, Int32Array).set(slides.map(identity));
    this.#input(() => {
      const now = this.#now();
      core.carousel_reload(this.#handle, slides.length, now);
      // Times go by index: after every reload.
      this.#setIntervals();
      // The first slides the element has open at `start-index`.
      if (slides.length > 0 && !this.#started) {
        this.#started = true;
        const start = this.startIndex ?? 0;
        if (start >= slides.length) warn(`start-index="${start}" is past the last slide: ${slides.length - 1} is used.`);
        const index = Math.min(start, slides.length - 1);
        if (index > 0) core.carousel_scroll_to(this.#handle, index, 0, 0, now);
      }
    });
  }

  #resize() {
    if (this.#handle < 0) return;
    const width = this.clientWidth;
    const height = this.clientHeight;
    if (width === this.#size[0] && height === this.#size[1]) return;
    this.#size = [width, height];
    this.#input(() => core.carousel_set_size(this.#handle, width, height, this.#now()));
  }

  /** Measures the map from the page's coordinates to the element's own (CSS pixels of its
   *  box, as its size and the machine's hit targets are): the places of its probes give where
   *  its axes go, scaled, rotated or zoomed by whatever sits above it. */
  #measureTransform() {
    const [origin, x, y] = this.#probes.map((probe) => probe.getBoundingClientRect());
    const zoom = this.#legacyZoom();
    this.#zoom = zoom;
    const a = (x.left - origin.left) * zoom / 100;
    const b = (x.top - origin.top) * zoom / 100;
    const c = (y.left - origin.left) * zoom / 100;
    const d = (y.top - origin.top) * zoom / 100;
    const determinant = a * d - b * c;
    this.#inverse = determinant ? [d / determinant, -c / determinant, -b / determinant, a / determinant] : [1, 0, 0, 1];
  }

  /** The CSS `zoom` above the element where the engine gives boxes in zoomed pixels but
   *  pointers in the viewport's (WebKit before standardised zoom: a box's rectangle is divided
   *  by the zoom, `clientX` is not); 1 where both are the viewport's. */
  #legacyZoom() {
    if (!zoomIsLegacy()) return 1;
    let zoom = 1;
    for (let element = this; element; element = element.parentElement ?? element.getRootNode().host) {
      zoom *= Number(getComputedStyle(element).zoom) || 1;
    }
    return zoom;
  }

  /** An event's point in the element's own coordinates (see `#measureTransform`). */
  #point(event) {
    const zoom = this.#zoom;
    const rectangle = this.#probes[0].getBoundingClientRect();
    const origin = { left: rectangle.left * zoom, top: rectangle.top * zoom };
    const dx = event.clientX - origin.left;
    const dy = event.clientY - origin.top;
    const [a, b, c, d] = this.#inverse;
    return [a * dx + b * dy, c * dx + d * dy];
  }

  #pointerDown(event) {
    if (this.#handle < 0 || !event.isPrimary || event.button !== 0) return;
    const target = event.composedPath()[0];
    if (target instanceof Element && target.closest('.control')) return;
    this.#releasedDrag = false;
    // Not captured yet: a press that ends as a click reaches what it was on (a link in a
    // slide is followed, as on any page); a drag is captured once it starts.
    this.#pointer = event.pointerId;
    this.#measureTransform();
    const [x, y] = this.#point(event);
    const kind = wire.POINTER[event.pointerType] ?? wire.POINTER.mouse;
    const pressed = isControlInSlide(target, this) && !isWithheld(event.composedPath(), this.shadowRoot)
      ? wire.PRESS_TARGET_CONTROL_IN_SLIDE : wire.PRESS_TARGET_SLIDE;
    this.#input(() => core.carousel_pointer_down(this.#handle, x, y, kind, pressed, this.#now()));
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
    // The click (or tap) selection arrives as the frame's itemSelected event (the machine
    // sends none for a click on a control inside a slide: it is the control's).
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
      // A drag, or a click on a slide that is not exposed (a neighbour showing at the side, the
      // slide a turn leaves): the carousel's, not the content's.
      if (this.#releasedDrag || isWithheld(event.composedPath(), this.shadowRoot)) {
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
    if (this.#handle < 0 || event.altKey || event.ctrlKey || event.metaKey || !this.keyboard) return;
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
    if (!this.#plan && !this.#framesOnly && !this.#reportsScroll && frame.tickPlan === wire.TICK_PLAN_FRAMES) {
      this.#plan = this.#startPlan(this.#now());
      this.#framesOnly = this.#plan === null;
    }
    if (frame.textVersion !== this.#words?.version) this.#words = readText(core.memory, frame);
    // Half-way through a turn the compositor plays, the current item changes and nothing
    // drawn does: the wake-up only sends the event.
    if (!this.#plan?.drawsNothingNew(this.#drawnAt, frame.time)) {
      this.#drawnAt = frame.time;
      this.#framesDrawn += 1;
      this.#slides.draw(frame, this.#plan?.views);
      this.#indicator.draw(frame, this.#words, this.#plan?.dots);
      this.#accessibility.draw(frame, this.#words, this.#slides.views);
    }
    this.#schedule(frame);
    for (const event of frame.events) this.#dispatch(event);
    // What changed with this frame: a drag started or ended, slides came into view or left.
    const dragging = Boolean(frame.flags & wire.FLAG_DRAGGING);
    if (dragging !== this.#wasDragging) {
      this.#wasDragging = dragging;
      this.#send(dragging ? 'carousel-drag-start' : 'carousel-drag-end');
    }
    const indexes = [...new Set(frame.slots.filter((slot) => slot.visibleFraction > 0).map((slot) => slot.item))]
      .sort((a, b) => a - b);
    const inView = indexes.join();
    if (inView !== this.#inView) {
      this.#inView = inView;
      this.#send('carousel-slides-in-view', { indexes });
    }
  }

  /** Sends an event of the element's, with the current slide (`detail.index`). */
  #send(type, detail = {}) {
    this.dispatchEvent(new CustomEvent(type, { detail: { index: this.#frame.currentIndex, ...detail } }));
  }

  #dispatch(event) {
    const value = event.value;
    switch (event.kind) {
      case wire.EVENT_KIND_CURRENT_INDEX_CHANGED: this.#send('carousel-change', { index: value }); break;
      case wire.EVENT_KIND_ITEM_SELECTED: this.#send('carousel-select', { index: value }); break;
      case wire.EVENT_KIND_SETTLED: this.#send('carousel-settle', { index: value }); break;
      case wire.EVENT_KIND_SCROLLED:
        if (this.#reportsScroll) {
          this.#send('carousel-scroll', { position: value, progress: this.#frame.count > 0 ? value / this.#frame.count : 0 });
        }
        break;
      case wire.EVENT_KIND_AUTO_ADVANCE_CHANGED: this.#send(value ? 'carousel-play' : 'carousel-pause'); break;
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
          this.#wakeUp(this.#plan.nextChange(now), now);
        }
        break;
      }
      case wire.TICK_PLAN_WAKE_UP:
        // The next page turn: it starts at its time (a turn the compositor plays needs no frame
        // of ours; one drawn frame by frame asks for frames from then on).
        this.#wakeUp(frame.wakeUpTime, this.#now());
        break;
      default:
        break;
    }
  }

  /** One timer, for the time `due` (`now` being the clock's time); one later than a
   *  browser's timer can wait wakes up at its longest, finds nothing due and waits again. A
   *  millisecond late rather than a hair early: a timer that fires before its time finds
   *  nothing due and costs another. */
  #wakeUp(due, now) {
    const milliseconds = Math.ceil(Math.max(0, (due - now) * 1000)) + 1;
    this.#timerDue = milliseconds > LONGEST_TIMER ? NaN : due;
    this.#timer = setTimeout(this.#timerFired, Math.min(milliseconds, LONGEST_TIMER));
  }

  /** The motion under way on the compositor (see CompositorPlan), or null when it cannot play
   *  it alone. */
  #startPlan(now) {
    const address = core.carousel_plan(this.#handle, PLAN_STEP, PLAN_FRAMES);
    if (!address) return null;
    const data = memoryFrom(core.memory, address);
    const { identity, start } = planHead(data);
    let recipe = this.#recipes.get(identity);
    if (recipe === undefined) {
      recipe = MotionRecipe.from(parsePlan(data), this.#slides);
      this.#recipes.set(identity, recipe);
    } else if (recipe) {
      this.#plansReused += 1;
    }
    return recipe && CompositorPlan.play(recipe, start, {
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
    this.#step();
  };

  /** A timer fires a little after the time it was set for (browsers clamp and batch them):
   *  the carousel is stepped to that time, as a display link steps it to its frame's, so that
   *  a page turn due then is planned from its start, the same way every time (and played from
   *  a recipe, see PlanCache); the compositor's animations, which start then, show it where
   *  it is now. Later than a frame, it is stepped to now. */
  #timerFired = () => {
    const now = this.#now();
    const due = this.#timerDue;
    this.#animationFrame = 0;
    this.#timer = 0;
    this.#step(now >= due && now - due <= TIMER_SLACK ? due : now);
  };
}

// Each attribute as a property of the same name in camel case.
for (const [property, kind] of Object.entries(properties)) {
  const name = attributeName(property);
  Object.defineProperty(CarouselElement.prototype, property, {
    configurable: true,
    enumerable: true,
    get() {
      if (kind === 'switch') return this.getAttribute(name) !== 'false';
      if (kind === 'text') return this.getAttribute(name);
      const value = numberOf(this, property);
      return Number.isNaN(value) ? null : value;
    },
    set(value) {
      if (value === null || value === undefined || (kind === 'switch' && value)) this.removeAttribute(name);
      else this.setAttribute(name, kind === 'switch' ? 'false' : String(value));
    },
  });
}

if (core) customElements.define(TAG, CarouselElement);

/** The element's class: this module's, or the one another copy of it defined first. */
export const InfiniteCarousel = defined ?? CarouselElement;

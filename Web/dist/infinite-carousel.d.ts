// Types of <infinite-carousel> (the module infinite-carousel.js): the element, its
// attributes, properties, methods and events, the tag in HTMLElementTagNameMap, and the
// intrinsic element React 19 reads for custom elements.

/** A slide effect (`effect`). */
export type CarouselEffect = 'slide' | 'crossfade' | 'zoom' | 'depth' | 'overlap' | 'linear' | 'coverflow' | 'cube';
/** `indicator`: the page dots' style, or none. */
export type CarouselIndicator = 'dots' | 'pill' | 'timer' | 'none';
/** A switch attribute: on unless `"false"`. */
export type CarouselSwitch = 'true' | 'false' | '';

/** The element's attributes, as HTML writes them (strings). Numbers take a unit where said. */
export interface InfiniteCarouselAttributes {
  /** Seconds between automatic turns (`4`, `4s`, `4000ms`), brought into 0.25 s ... 86,400 s;
   *  none, 0 or less: no automatic turns. */
  interval?: string | number;
  /** A continuous drift in pixels per second (`40`, `40px/s`) instead of turns. */
  marquee?: string | number;
  axis?: 'horizontal' | 'vertical';
  /** By default the element's CSS direction. */
  direction?: 'ltr' | 'rtl';
  effect?: CarouselEffect;
  /** `fill`, a fraction in (0, 1] such as `0.8`, or pixels such as `240px`. */
  'item-length'?: string;
  /** Pixels between slides (`12`, `12px`), 0 or more. */
  spacing?: string | number;
  alignment?: 'center' | 'leading';
  'scroll-behavior'?: 'paging' | 'snapping' | 'free';
  /** `false` stops at the ends. */
  loop?: CarouselSwitch;
  /** A page turn's length: seconds (`0.4`, `0.4s`) or milliseconds (`400ms`), brought into
   *  0.05 s ... 5 s. */
  duration?: string | number;
  indicator?: CarouselIndicator;
  'indicator-placement'?: 'inside' | 'outside';
  'indicator-alignment'?: 'center' | 'leading' | 'trailing';
  /** The slide it opens on (from 0). */
  'start-index'?: string | number;
  /** Arrow keys, Page Up/Down, Home and End. */
  keyboard?: CarouselSwitch;
  /** Dragging with a mouse, a pen or a finger. */
  drag?: CarouselSwitch;
  /** A mouse over the carousel holds rotation. */
  'pause-on-hover'?: CarouselSwitch;
  /** Keyboard focus coming in stops rotation (WAI-ARIA). */
  'pause-on-focus'?: CarouselSwitch;
  /** The language of its labels; by default the closest ancestor's, then the browser's. */
  lang?: string;
  /** The page's own labels in place of the language's (`{index}` and `{count}` in
   *  `label-item`). */
  'label-item'?: string;
  'label-stop'?: string;
  'label-start'?: string;
  'label-previous'?: string;
  'label-next'?: string;
  'label-indicator'?: string;
  'label-slides'?: string;
  'label-carousel'?: string;
  'label-slide'?: string;
}

/** What a slide (a child of the element) may say of itself, as HTML writes it. A slide that
 *  is a `<video>`, or holds one, plays muted and inline while it is in sight and holds the
 *  turn until it ended (see the README's "Video slides"). */
export interface InfiniteCarouselSlideAttributes {
  /** This slide's own time before the next automatic turn, in the units and range of
   *  `interval` (`8`, `8s`, `800ms`; 0.25 s ... 86,400 s); not a time over 0 s: the
   *  carousel's `interval`. Read again as it changes. */
  'data-interval'?: string | number;
}

/** The page's own labels, by key (`labels`). */
export interface CarouselLabels {
  item?: string | null;
  stop?: string | null;
  start?: string | null;
  previous?: string | null;
  next?: string | null;
  indicator?: string | null;
  slides?: string | null;
  carousel?: string | null;
  slide?: string | null;
}

/** Every event's `detail`: the current slide. */
export interface CarouselEventDetail {
  index: number;
}

/** `carousel-scroll`'s: the position in slides (unbounded as the loop turns) and the
 *  progress through one round of them. */
export interface CarouselScrollDetail extends CarouselEventDetail {
  position: number;
  progress: number;
}

/** `carousel-slides-in-view`'s: the slides on screen, in order. */
export interface CarouselSlidesInViewDetail extends CarouselEventDetail {
  indexes: number[];
}

/** The element's events, by name. */
export interface InfiniteCarouselEventMap extends HTMLElementEventMap {
  /** A slide clicked, tapped or chosen with Enter (`detail.index`: that slide). */
  'carousel-select': CustomEvent<CarouselEventDetail>;
  /** The current slide changed. */
  'carousel-change': CustomEvent<CarouselEventDetail>;
  /** The slides came to rest. */
  'carousel-settle': CustomEvent<CarouselEventDetail>;
  /** Each frame of a motion, while a listener is on the element. */
  'carousel-scroll': CustomEvent<CarouselScrollDetail>;
  'carousel-drag-start': CustomEvent<CarouselEventDetail>;
  'carousel-drag-end': CustomEvent<CarouselEventDetail>;
  /** Automatic turns started, or stopped. */
  'carousel-play': CustomEvent<CarouselEventDetail>;
  'carousel-pause': CustomEvent<CarouselEventDetail>;
  'carousel-slides-in-view': CustomEvent<CarouselSlidesInViewDetail>;
}

/** The `<infinite-carousel>` element. Its properties are its attributes in camel case. */
export declare class InfiniteCarousel extends HTMLElement {
  static readonly observedAttributes: string[];
  /** The page's clock, in seconds. */
  static readonly pageClock: () => number;
  /** The clock new carousels read (by default the page's). */
  static defaultClock: () => number;

  /** This carousel's clock, in seconds. */
  clock: () => number;

  /** Seconds (or null: no automatic turns). Set a number of seconds or a string with a unit. */
  get interval(): number | null;
  set interval(value: number | string | null);
  get marquee(): number | null;
  set marquee(value: number | string | null);
  axis: 'horizontal' | 'vertical' | null;
  direction: 'ltr' | 'rtl' | null;
  effect: CarouselEffect | null;
  itemLength: string | null;
  get spacing(): number | null;
  set spacing(value: number | string | null);
  alignment: 'center' | 'leading' | null;
  scrollBehavior: 'paging' | 'snapping' | 'free' | null;
  loop: boolean;
  /** Seconds of a page turn. */
  get duration(): number | null;
  set duration(value: number | string | null);
  indicator: CarouselIndicator | null;
  indicatorPlacement: 'inside' | 'outside' | null;
  indicatorAlignment: 'center' | 'leading' | 'trailing' | null;
  get startIndex(): number | null;
  set startIndex(value: number | string | null);
  keyboard: boolean;
  drag: boolean;
  pauseOnHover: boolean;
  pauseOnFocus: boolean;
  /** The page's own labels; setting sets those given (null or '' goes back to the
   *  language's). */
  get labels(): CarouselLabels;
  set labels(value: CarouselLabels);

  /** The current slide (from 0). */
  readonly currentIndex: number;
  /** How many slides. */
  readonly count: number;
  /** Whether the slides are turning by themselves. */
  readonly isRotating: boolean;
  /** What the engine says now (for tests and debugging; its shape may change). */
  readonly state: Record<string, unknown> | null;

  next(options?: { animated?: boolean }): void;
  previous(options?: { animated?: boolean }): void;
  /** Turns to a slide; false for an index out of range. (With Element's arguments, an
   *  options object or x and y, it is Element's scrollTo.) */
  scrollTo(index: number, options?: { animated?: boolean; direction?: 'shortest' | 'forward' | 'backward' }): boolean;
  scrollTo(options?: ScrollToOptions): void;
  scrollTo(x: number, y: number): void;
  play(): void;
  pause(): void;
  /** Reads again what the element cannot observe (an ancestor's `lang`, CSS `direction`,
   *  slides changed in place) and steps to its clock's time. */
  update(): void;

  addEventListener<K extends keyof InfiniteCarouselEventMap>(
    type: K, listener: (this: InfiniteCarousel, event: InfiniteCarouselEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof InfiniteCarouselEventMap>(
    type: K, listener: (this: InfiniteCarousel, event: InfiniteCarouselEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'infinite-carousel': InfiniteCarousel;
  }
}

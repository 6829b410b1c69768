// Generated from the Swift side of <infinite-carousel> (Web/Sources/CarouselWeb/Wire) by
// scripts/generate-web-wire.sh: do not edit. `swift test` fails while this file differs
// from what the Swift side generates.

/** The lengths of a frame's records (OutputLayout). */
export const HEADER_COUNT = 41;
export const SLOT_STRIDE = 26;
export const MATRIX_COUNT = 16;
export const DOT_STRIDE = 15;
export const EVENT_STRIDE = 2;

/** Each number's offset in a frame's header (OutputLayout.Header). */
export const HEADER_TICK_PLAN = 0;
export const HEADER_WAKE_UP_TIME = 1;
export const HEADER_CURRENT_INDEX = 2;
export const HEADER_DESTINATION_INDEX = 3;
export const HEADER_ITEM_COUNT = 4;
export const HEADER_FLAGS = 5;
export const HEADER_EXPOSED_SLOT = 6;
export const HEADER_FADE_ITEM = 7;
export const HEADER_FADE_ALPHA = 8;
export const HEADER_POSITION = 9;
export const HEADER_UNWRAPPED_POSITION = 10;
export const HEADER_SLOT_COUNT = 11;
export const HEADER_DOT_COUNT = 12;
export const HEADER_INDICATOR_X = 13;
export const HEADER_INDICATOR_Y = 14;
export const HEADER_INDICATOR_WIDTH = 15;
export const HEADER_INDICATOR_HEIGHT = 16;
export const HEADER_SLIDES_X = 17;
export const HEADER_SLIDES_Y = 18;
export const HEADER_SLIDES_WIDTH = 19;
export const HEADER_SLIDES_HEIGHT = 20;
export const HEADER_COUNTDOWN_PROGRESS = 21;
export const HEADER_COUNTDOWN_DURATION = 22;
export const HEADER_TIME = 23;
export const HEADER_DOT_RED = 24;
export const HEADER_DOT_GREEN = 25;
export const HEADER_DOT_BLUE = 26;
export const HEADER_DOT_ALPHA = 27;
export const HEADER_CURRENT_DOT_RED = 28;
export const HEADER_CURRENT_DOT_GREEN = 29;
export const HEADER_CURRENT_DOT_BLUE = 30;
export const HEADER_CURRENT_DOT_ALPHA = 31;
export const HEADER_EVENT_COUNT = 32;
export const HEADER_LIVE_REGION = 33;
export const HEADER_ROTATION_X = 34;
export const HEADER_ROTATION_Y = 35;
export const HEADER_ROTATION_WIDTH = 36;
export const HEADER_ROTATION_HEIGHT = 37;
export const HEADER_TEXT_VERSION = 38;
export const HEADER_TEXT_ADDRESS = 39;
export const HEADER_TEXT_LENGTH = 40;

/** Each number's offset in a slot's record (OutputLayout.Slot). */
export const SLOT_ID = 0;
export const SLOT_ITEM = 1;
export const SLOT_VISIBLE_FRACTION = 2;
export const SLOT_ALPHA = 3;
export const SLOT_Z_INDEX = 4;
export const SLOT_X = 5;
export const SLOT_Y = 6;
export const SLOT_WIDTH = 7;
export const SLOT_HEIGHT = 8;
export const SLOT_VIDEO = 9;
export const SLOT_MATRIX = 10;

/** Each number's offset in a page dot's record (OutputLayout.Dot). */
export const DOT_PAGE = 0;
export const DOT_X = 1;
export const DOT_Y = 2;
export const DOT_WIDTH = 3;
export const DOT_HEIGHT = 4;
export const DOT_RADIUS = 5;
export const DOT_CURRENT = 6;
export const DOT_RED = 7;
export const DOT_GREEN = 8;
export const DOT_BLUE = 9;
export const DOT_ALPHA = 10;
export const DOT_FILL_X = 11;
export const DOT_FILL_Y = 12;
export const DOT_FILL_WIDTH = 13;
export const DOT_FILL_HEIGHT = 14;

/** Each number's offset in an event's record (OutputLayout.Event). */
export const EVENT_KIND = 0;
export const EVENT_VALUE = 1;

/** The bits of the header's flags (OutputLayout.Flag). */
export const FLAG_ROTATING = 1;
export const FLAG_HAS_ROTATION = 2;
export const FLAG_STOPPED = 4;
export const FLAG_DRAGGING = 8;
export const FLAG_ANIMATING = 16;
export const FLAG_REDUCED_MOTION = 32;
export const FLAG_INDICATOR_HIDDEN = 64;
export const FLAG_COUNTDOWN_RUNNING = 128;
export const FLAG_CAN_MOVE_BACKWARD = 256;
export const FLAG_CAN_MOVE_FORWARD = 512;
export const FLAG_ROTATION_CONTROL_SHOWN = 1024;

/** What an event reports (OutputLayout.EventKind). */
export const EVENT_KIND_CURRENT_INDEX_CHANGED = 1;
export const EVENT_KIND_ITEM_SELECTED = 2;
export const EVENT_KIND_SETTLED = 3;
export const EVENT_KIND_SCROLL_ANIMATION_ENDED = 4;
export const EVENT_KIND_SCROLLED = 5;
export const EVENT_KIND_AUTO_ADVANCE_CHANGED = 6;

/** What the header's plan asks the page to schedule (CarouselTickPlan). */
export const TICK_PLAN_IDLE = 0;
export const TICK_PLAN_FRAMES = 1;
export const TICK_PLAN_WAKE_UP = 2;

/** What a slot's video does (CarouselFrame.VideoPlayback). */
export const VIDEO_POSTER = 0;
export const VIDEO_PAUSED = 1;
export const VIDEO_PLAYING = 2;

/** carousel_set_signal's signals (CarouselHostSignals.Signal). */
export const SIGNAL_IN_WINDOW = 0;
export const SIGNAL_SCROLLED_OUT_OF_SIGHT = 1;
export const SIGNAL_APP_IN_BACKGROUND = 2;
export const SIGNAL_REDUCE_MOTION = 3;
export const SIGNAL_ACCESSIBILITY_FOCUSED = 4;
export const SIGNAL_KEYBOARD_FOCUSED = 5;
export const SIGNAL_HOVERED = 6;
export const SIGNAL_VOICE_OVER_RUNNING = 7;
export const SIGNAL_PAUSED_BY_APP = 8;
export const SIGNAL_REMOTE_FOCUSED = 9;
export const SIGNAL_LOW_POWER_MODE = 10;
export const SIGNAL_DATA_SAVER = 11;

/** carousel_pointer_down's kinds, by pointerType (CarouselHostMachine.PointerKind). */
export const POINTER = {
  mouse: 0, touch: 1, pen: 2,
};

/** carousel_pointer_down's targets (CarouselHostMachine.PressTarget). */
export const PRESS_TARGET_SLIDE = 0;
export const PRESS_TARGET_CONTROL_IN_SLIDE = 1;

/** How `item-length` sizes items (WireVocabulary.ItemLength). */
export const ITEM_LENGTH_FILL = 0;
export const ITEM_LENGTH_FRACTION = 1;
export const ITEM_LENGTH_POINTS = 2;

/** The KeyboardEvent.key values carousel_key takes, by number. */
export const KEYS = [
  'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End',
];

/** The `effect` attribute's values, by number. */
export const EFFECTS = [
  'slide', 'crossfade', 'zoom', 'depth', 'overlap', 'linear', 'coverflow', 'cube',
];

/** The `scroll-behavior` attribute's values, by number. */
export const SCROLL_BEHAVIORS = [
  'paging', 'free', 'snapping',
];

/** The `alignment` attribute's values, by number. */
export const ALIGNMENTS = [
  'center', 'leading',
];

/** The `indicator` attribute's values, by number. */
export const INDICATOR_STYLES = [
  'dots', 'pill', 'timer', 'none',
];

/** The `indicator-alignment` attribute's values, by number. */
export const INDICATOR_ALIGNMENTS = [
  'center', 'leading', 'trailing',
];

/** scrollTo's directions, by number. */
export const SCROLL_DIRECTIONS = [
  'shortest', 'forward', 'backward',
];

/** Each word's place in a frame's text (OutputLayout.Text). */
export const TEXT_SLIDE_LABEL = 0;
export const TEXT_ROTATION_LABEL = 1;
export const TEXT_PREVIOUS_LABEL = 2;
export const TEXT_NEXT_LABEL = 3;
export const TEXT_INDICATOR_LABEL = 4;
export const TEXT_SLIDES_LABEL = 5;
export const TEXT_CAROUSEL_ROLE_DESCRIPTION = 6;
export const TEXT_SLIDE_ROLE_DESCRIPTION = 7;
export const TEXT_PAGE_LABELS = 8;

/** carousel_set_labels's labels, in order (WireVocabulary.Label). */
export const LABELS = [
  'item', 'stop', 'start', 'previous', 'next', 'indicator', 'slides', 'carousel', 'slide',
];

/** The seconds `interval` and `duration` are brought into (their ranges in CarouselCore). */
export const INTERVAL_MIN = 0.25;
export const INTERVAL_MAX = 86400.0;
export const DURATION_MIN = 0.05;
export const DURATION_MAX = 5.0;

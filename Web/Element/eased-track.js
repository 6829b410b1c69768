// A value the engine's frames move from one end to the other (a slide's place on a page turn, a
// dot's share of the current colour), played as two keyframes and an easing through the
// frames' samples: the browser takes in one `linear()` easing instead of a keyframe per frame,
// and the compositor draws the same motion, every sample a stop of the easing.

/** Whether the browser takes a `linear()` easing (without it, every frame is a keyframe). */
const takesLinearEasing = typeof CSS !== 'undefined' && CSS.supports('animation-timing-function', 'linear(0, 0.5 25%, 1)');

/** How far, in pixels and in opacity, the two-keyframe motion may stray from the frames: a
 *  sample closer than this to the line through its neighbours is no stop of its own. */
export const PIXEL_TOLERANCE = 0.05;
export const OPACITY_TOLERANCE = 0.001;

/**
 * The progress from the first point to the last at each point (`xs[i]`, `ys[i]`, one per
 * frame) and the distance between the ends, or null when the points are off that line by
 * more than `tolerance` pixels or the ends are the same point (the motion comes back where
 * it started).
 */
export function progressAlong(xs, ys, tolerance = PIXEL_TOLERANCE) {
  const last = xs.length - 1;
  const dx = xs[last] - xs[0];
  const dy = ys[last] - ys[0];
  const span = Math.hypot(dx, dy);
  if (!(span > tolerance)) return null;
  const progress = new Float64Array(xs.length);
  for (let index = 0; index <= last; index++) {
    const x = xs[index] - xs[0];
    const y = ys[index] - ys[0];
    // Off the line by more than the tolerance: no single easing moves it.
    if (Math.abs(x * dy - y * dx) / span > tolerance) return null;
    progress[index] = (x * dx + y * dy) / (span * span);
  }
  progress[last] = 1;
  return { progress, span };
}

/** The progress of one number from its first value to its last, as `progressAlong`
 *  (null when the two are the same to within `tolerance`). */
export function progressOf(values, tolerance = OPACITY_TOLERANCE) {
  const last = values.length - 1;
  const span = values[last] - values[0];
  if (!(Math.abs(span) > tolerance)) return null;
  const progress = new Float64Array(values.length);
  for (let index = 0; index <= last; index++) progress[index] = (values[index] - values[0]) / span;
  progress[last] = 1;
  return { progress, span: Math.abs(span) };
}

/**
 * The CSS `linear()` easing through `progress` at `offsets` (0 to 1, one per frame), keeping
 * only the stops that a straight line from the previous kept stop would miss by more than
 * `tolerance` (in the value's units, the track spanning `span` of them). Null where the
 * browser has no `linear()`.
 */
export function linearEasing(offsets, { progress, span }, tolerance) {
  if (!takesLinearEasing) return null;
  const last = progress.length - 1;
  const slack = tolerance / span;
  const stops = [stop(progress[0], offsets[0])];
  let kept = 0;
  for (let index = 1; index < last; index++) {
    // Stop `index` may go if the line from the last kept stop to the next sample passes
    // within the slack of every sample in between.
    const next = index + 1;
    const from = offsets[kept];
    const rise = (progress[next] - progress[kept]) / (offsets[next] - from || 1);
    let fits = true;
    for (let between = kept + 1; between < next && fits; between++) {
      fits = Math.abs(progress[kept] + rise * (offsets[between] - from) - progress[between]) <= slack;
    }
    if (fits) continue;
    stops.push(stop(progress[index], offsets[index]));
    kept = index;
  }
  stops.push(stop(progress[last], offsets[last]));
  return `linear(${stops.join(', ')})`;
}

/** A stop as `value offset%`, the value to six decimals and the offset to four: rounded as
 *  numbers, which costs a quarter of `toFixed` and its parse back (dozens of stops a turn). */
function stop(value, offset) {
  return `${Math.round(value * 1e6) / 1e6} ${Math.round(offset * 1e6) / 1e4}%`;
}

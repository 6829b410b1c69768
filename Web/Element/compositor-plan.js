// A motion handed to the compositor: the frames the Swift side writes from now to the rest
// (its motions are closed-form functions of time) played as Web Animations of each slide's and
// dot's `transform` and `opacity`, which the compositor runs without the main thread.

import { isIdentity, slotTransform } from './dom.js';
import { viewKeys } from './slide-views.js';

/** Frames 1/60 s apart, at most 10 s of them: what the element asks `carousel_plan` for. */
export const PLAN_STEP = 1 / 60;
export const PLAN_FRAMES = 600;

/** What changes only in steps during a motion and needs the main thread: the current item
 *  (events), the slide exposed to assistive technologies, and the drawing order of the views
 *  on screen where it matters (their z-indices differ). Views coming and going are the
 *  animations' opacity, and slots the engine recycles are no change to a view. */
function discreteState(frame) {
  const keys = viewKeys(frame.slots);
  const exposed = frame.slots.find((slot) => slot.id === frame.exposedSlot);
  const seen = frame.slots.filter((slot) => slot.visibleFraction > 0);
  const layered = seen.some((slot) => slot.zIndex !== seen[0].zIndex);
  const order = layered ? seen.sort((a, b) => a.zIndex - b.zIndex).map((slot) => keys.get(slot.id)).join(',') : '';
  return `${frame.currentIndex}|${exposed ? keys.get(exposed.id) : ''}|${order}`;
}

export class CompositorPlan {
  /** The animations playing the motion. */
  animations;
  /** When the motion started and when it comes to rest, on the element's clock. */
  start;
  end;
  /** Whether whoever steps the element's clock plays the animations (`seek`), not the
   *  document timeline. */
  manual;
  /** When a step change (the current item, the drawing order, the live slots) needs the
   *  main thread: the element wakes up once for each. */
  #changes;

  constructor(animations, frames, manual) {
    this.animations = animations;
    this.start = frames[0].time;
    this.end = frames[frames.length - 1].time;
    this.manual = manual;
    this.#changes = [];
    for (let frame = 1; frame < frames.length; frame++) {
      if (discreteState(frames[frame]) !== discreteState(frames[frame - 1])) this.#changes.push(frames[frame].time);
    }
  }

  /**
   * Plays `frames` (the plan, from now on) on the slides of `slides` (a SlideViews) and the
   * dots of `indicator` (an IndicatorView). Returns null, animating nothing, for what the
   * compositor cannot play alone (then frames are drawn one by one): a cross-fade, dots that
   * change size (the pill).
   */
  static play(frames, { now, slides, indicator, manual }) {
    if (typeof Element.prototype.animate !== 'function') return null;
    const first = frames[0];
    const last = frames[frames.length - 1];
    if (frames.length < 2 || last.time <= first.time) return null;
    // Each frame's slots by view (a slide's view follows the slot showing it, whichever slot
    // the engine recycles for it), and the views drawn somewhere during the motion (the
    // others stay as they are, unanimated): seen in the viewport, or moved by the effect's
    // matrix (which may draw them elsewhere).
    const placed = frames.map((frame) => {
      const keys = viewKeys(frame.slots);
      return new Map(frame.slots.map((slot) => [keys.get(slot.id), slot]));
    });
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
    // Every view drawn during the motion is shown, at its size, before it starts (those the
    // frame now shows are already).
    slides.prepare([...drawn].filter(([key]) => !placed[0].has(key)).map(([key, slot]) => ({ key, slot })));
    const duration = (last.time - first.time) * 1000;
    const offset = (frame) => (frame.time - first.time) / (last.time - first.time);
    const animations = [];
    for (const [key, firstSlot] of drawn) {
      const wrapper = slides.wrapper(key);
      if (!wrapper) continue;
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
      animations.push(wrapper.animate(keyframes, { duration, fill: 'forwards' }));
    }
    first.dots.forEach((dot, position) => {
      const view = indicator.dots[position];
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
    const plan = new CompositorPlan(animations, frames, manual);
    for (const animation of animations) {
      if (manual) {
        // Played by whoever steps the clock (`seek`).
        animation.pause();
      } else {
        // The page's clock is the document timeline's: the compositor plays the motion in
        // step with the engine, whenever the next frame comes.
        animation.startTime = first.time * 1000;
      }
    }
    if (manual) plan.seek(now);
    return plan;
  }

  /** The next time the element must draw: the next step change, or the rest. */
  nextChange(now) {
    return this.#changes.find((time) => time > now + 1e-6) ?? this.end;
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

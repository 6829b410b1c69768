// The slides' DOM: one view (a wrapper in the shadow tree) per slide, its slide slotted in it
// for good, placed where the frame's slot showing that slide is; a copy where one slide shows
// in two slots at once; and the cross-fade.
//
// A view keeps its slide, its size and its layer whether it is shown or not: a turn only
// moves views, shows them (visibility) and hides them, which takes no layout; the engine's
// slots, recycled from one slide to another as the content moves, never reassign a slide.

import * as wire from '../carousel-wire.js';
import { setStyle, slotTransform } from './dom.js';
import { restoreFocus } from './focus-guard.js';
import { videosOf } from './video-views.js';

/** Which view each of `slots` shows, by slot id: a slide's own view (its index) in its most
 *  visible slot (the first of them in the frame's order, which is the slots' on the axis),
 *  and a copy's (`index:n`) in any other showing the same slide. A slot's id says which slot
 *  is which and nothing more: plans told apart without them (`planIdentity` in
 *  WebCarousel+Frame.swift) are drawn the same. */
export function viewKeys(slots) {
  const keys = new Map();
  if (!showsASlideTwice(slots)) {
    // Each slide in one slot at most (the usual case): its own view, with no ranking.
    for (const slot of slots) keys.set(slot.id, String(slot.item));
    return keys;
  }
  const seen = new Map();
  // A stable sort: slots as visible as each other keep the frame's order.
  const byExposure = [...slots].sort((a, b) => b.visibleFraction - a.visibleFraction);
  for (const slot of byExposure) {
    const times = seen.get(slot.item) ?? 0;
    seen.set(slot.item, times + 1);
    keys.set(slot.id, times === 0 ? String(slot.item) : `${slot.item}:${times}`);
  }
  return keys;
}

function showsASlideTwice(slots) {
  for (let index = 1; index < slots.length; index++) {
    for (let other = 0; other < index; other++) if (slots[other].item === slots[index].item) return true;
  }
  return false;
}

/** Where a hidden view waits: far from anything shown. */
const HIDDEN_PLACE = 'translate(-100000px, -100000px)';

export class SlideViews {
  /** The element's children that are slides, in order. */
  slides = [];
  /** The frame's slots' wrappers, by slot id. */
  wrappers = new Map();
  /** Every view, by key (see `viewKeys`): `{ wrapper, element, item }`. */
  #views = new Map();
  #fade = null;
  #host;
  #viewport;
  #videos;

  /** Slides of `host` (its children), drawn in `viewport` (in its shadow tree); `videos` (a
   *  VideoViews) plays the videos in them as their slots say. */
  constructor(host, viewport, videos) {
    this.#host = host;
    this.#viewport = viewport;
    this.#videos = videos;
  }

  /** Takes the host's slides as they are now and gives each its view; returns false when
   *  they did not change. */
  collect() {
    const slides = [...this.#host.children].filter(
      (child) => !child.hasAttribute('data-carousel-copy') && !/^(TEMPLATE|SCRIPT|STYLE)$/.test(child.tagName));
    if (slides.length === this.slides.length && slides.every((slide, index) => slide === this.slides[index])) {
      return false;
    }
    // A slide taken out of the carousel gets its video's sources back, and holds nothing.
    for (const slide of this.slides) if (!slides.includes(slide)) this.#videos.release(slide, true);
    this.slides = slides;
    for (const view of this.#views.values()) this.#removeView(view);
    this.#views.clear();
    this.wrappers.clear();
    // Every slide laid out in its view now, not when a turn first shows it.
    slides.forEach((element, item) => this.#view(String(item), item));
    return true;
  }

  /** Whether the view of a key holds a video (whose playback the frame's slots set). */
  hasVideo(key) {
    return (this.#views.get(key)?.videos.length ?? 0) > 0;
  }

  /** The CSS transform a slot's wrapper has now. */
  transform(id) {
    return this.wrappers.get(id)?.style.transform ?? '';
  }

  /** The CSS z-index a slot's wrapper has now ('' where every slot has the same). */
  zIndex(id) {
    return this.wrappers.get(id)?.style.zIndex ?? '';
  }

  /** Each view as `[slot id, wrapper]`, the slot id -1 for a view no slot shows. */
  get views() {
    const ids = new Map([...this.wrappers].map(([id, wrapper]) => [wrapper, id]));
    return [...this.#views.values()].map((view) => [ids.get(view.wrapper) ?? -1, view.wrapper]);
  }

  /** The wrapper of a view, by key. */
  wrapper(key) {
    return this.#views.get(key)?.wrapper;
  }

  /** Draws the frame's slots. While the compositor plays a motion, `animated` holds the keys
   *  of the views its animations place and show, which are left to them. Every other view is
   *  unseen until the motion ends (the animated ones are all that show during it), so it is
   *  left as it is, and drawn with the frame at rest: the slots the engine recycles off
   *  screen half-way through a turn cost no style pass then. */
  draw(frame, animated = null) {
    const keys = viewKeys(frame.slots);
    this.wrappers.clear();
    const shown = new Set();
    const videos = new Map();
    for (const slot of frame.slots) {
      const key = keys.get(slot.id);
      const view = this.#view(key, slot.item);
      if (!view) continue;
      this.wrappers.set(slot.id, view.wrapper);
      shown.add(key);
      videos.set(key, slot.video);
      if (!animated) this.#place(view.wrapper, slot);
      // A lazy picture in the next slot to come loads now all the same.
      else this.#reveal(view);
    }
    // Each video as its slot says; one in no slot shows its poster and loads nothing.
    for (const [key, view] of this.#views) {
      if (view.videos.length === 0) continue;
      this.#videos.apply(view.videos, videos.get(key) ?? wire.VIDEO_POSTER, view.item, !key.includes(':'));
    }
    // Drawing order from the effect's z-index (CSS takes integers); none where every slot
    // has the same (the slide effect), which changes nothing on a turn.
    const layered = frame.slots.some((slot) => slot.zIndex !== frame.slots[0].zIndex);
    const order = layered ? [...frame.slots].sort((a, b) => a.zIndex - b.zIndex) : frame.slots;
    order.forEach((slot, rank) => {
      const wrapper = this.wrappers.get(slot.id);
      if (wrapper) setStyle(wrapper.style, 'zIndex', layered ? String(rank) : '');
    });
    // The views not shown take the slots' size, so that showing one in a turn takes no
    // layout.
    const size = frame.slots[0];
    for (const [key, view] of animated ? [] : this.#views) {
      const isShown = shown.has(key);
      this.#show(view, isShown);
      if (!isShown && size) {
        setStyle(view.wrapper.style, 'width', `${size.width}px`);
        setStyle(view.wrapper.style, 'height', `${size.height}px`);
      }
    }
    this.#drawCrossFade(frame);
  }

  /** Shows, at their size, the views that a motion the compositor plays draws, by key
   *  (`[{ key, slot }]`), before it starts. */
  prepare(entries) {
    for (const { key, slot } of entries) {
      const view = this.#view(key, slot.item);
      if (!view) continue;
      setStyle(view.wrapper.style, 'width', `${slot.width}px`);
      setStyle(view.wrapper.style, 'height', `${slot.height}px`);
      // The compositor's keyframes carry an opacity only where it changes.
      if (view.hidden) setStyle(view.wrapper.style, 'opacity', slot.alpha >= 1 ? '' : String(slot.alpha));
      this.#show(view, true);
    }
  }

  #place(wrapper, slot) {
    const style = wrapper.style;
    setStyle(style, 'width', `${slot.width}px`);
    setStyle(style, 'height', `${slot.height}px`);
    setStyle(style, 'transform', slotTransform(slot));
    setStyle(style, 'opacity', slot.alpha >= 1 ? '' : String(slot.alpha));
  }

  /** Hidden by `opacity: 0`, not `visibility` or `display`: a hidden view keeps its layout and
   *  its layer, and showing it again is a change the compositor takes without a paint (a
   *  hidden view is hidden from assistive technologies and out of the tab order by the
   *  accessibility view).
   *  A shown view's opacity is its slot's, set by `#place` (or by the compositor's keyframes).
   *  A view whose slide has a lazily loaded picture (`loading="lazy"`) also skips its content
   *  until it is first shown (in a slot: on screen, or the next one to come), so that the
   *  picture loads when it is about to be seen rather than with the page (every view is laid
   *  out in the element, where the browser would take all of them as in view). */
  #show(view, shown) {
    if (!shown) {
      setStyle(view.wrapper.style, 'opacity', '0');
      // Out of the way of the pointer, too: a hidden view is not inert (focus-guard.js), and
      // where it was it would take the clicks meant for what is shown over or under it. A
      // move is the compositor's; `pointer-events` or `visibility` would repaint.
      setStyle(view.wrapper.style, 'transform', HIDDEN_PLACE);
    }
    view.hidden = !shown;
    if (shown) this.#reveal(view);
    else if (view.lazy) setStyle(view.wrapper.style, 'contentVisibility', 'hidden');
  }

  /** Lets a view whose slide has a lazily loaded picture draw its content from now on. */
  #reveal(view) {
    if (!view.lazy) return;
    setStyle(view.wrapper.style, 'contentVisibility', '');
    view.lazy = false;
  }

  /** The view of a key, made when first needed (a copy's with a copy of its slide). */
  #view(key, item) {
    let view = this.#views.get(key);
    if (view) return view;
    const slide = this.slides[item];
    if (!slide) return null;
    const wrapper = document.createElement('div');
    wrapper.className = 'slide';
    wrapper.setAttribute('part', 'slide');
    wrapper.style.opacity = '0';
    wrapper.style.transform = HIDDEN_PLACE;
    const slot = document.createElement('slot');
    wrapper.append(slot);
    this.#viewport.append(wrapper);
    const element = key.includes(':') ? this.#makeCopy(slide, item) : slide;
    slot.assign(element);
    // Read by the accessibility view: focus in it moves when it turns away.
    wrapper.shown = element;
    const lazy = element.matches('[loading="lazy"]') || element.querySelector('[loading="lazy"]') !== null;
    view = { wrapper, element, item, lazy, hidden: true, videos: videosOf(element) };
    this.#views.set(key, view);
    if (lazy) this.#show(view, false);
    return view;
  }

  #removeView(view) {
    view.wrapper.remove();
    // A slide that leaves its view (taken out, or given a new view) takes back the tab order
    // its content had (focus-guard.js); a new view withholds it again if it is not exposed.
    restoreFocus(view.element);
    if (view.element.hasAttribute('data-carousel-copy')) {
      this.#videos.release(view.element);
      view.element.remove();
    }
  }

  #makeCopy(element, item) {
    const copy = element.cloneNode(true);
    copy.removeAttribute('id');
    copy.setAttribute('data-carousel-copy', String(item));
    copy.setAttribute('aria-hidden', 'true');
    copy.inert = true;
    // A copy of a playing video would load on its own: it starts from its poster.
    this.#videos.release(copy);
    this.#host.append(copy);
    return copy;
  }

  #removeFade() {
    if (this.#fade) this.#videos.release(this.#fade.copy);
    this.#fade?.copy.remove();
    this.#fade?.element.remove();
    this.#fade = null;
  }

  #drawCrossFade(frame) {
    // Under reduced motion a page change cross-fades: a copy of the outgoing slide fades out
    // above the new one.
    if (frame.fadeItem < 0 || !this.slides[frame.fadeItem]) {
      this.#removeFade();
      return;
    }
    if (!this.#fade || this.#fade.item !== frame.fadeItem) {
      this.#removeFade();
      const element = document.createElement('div');
      element.className = 'fade';
      const slot = document.createElement('slot');
      element.append(slot);
      this.#viewport.append(element);
      const copy = this.#makeCopy(this.slides[frame.fadeItem], frame.fadeItem);
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
}

// The slides' DOM: the element's children go where the frame's slots are, one wrapper per slot
// in the shadow tree, with copies where one item shows in two slots, and the cross-fade.

import { setStyle, slotTransform } from './dom.js';

export class SlideViews {
  /** The element's children that are slides, in order. */
  slides = [];
  /** Each slot's wrapper, by slot id. */
  wrappers = new Map();
  #copies = new Map();
  #assignment = '';
  #fade = null;
  #host;
  #viewport;

  /** Slides of `host` (its children), drawn in `viewport` (in its shadow tree). */
  constructor(host, viewport) {
    this.#host = host;
    this.#viewport = viewport;
  }

  /** Takes the host's slides as they are now; returns false when they did not change. */
  collect() {
    const slides = [...this.#host.children].filter(
      (child) => !child.hasAttribute('data-carousel-copy') && !/^(TEMPLATE|SCRIPT|STYLE)$/.test(child.tagName));
    if (slides.length === this.slides.length && slides.every((slide, index) => slide === this.slides[index])) {
      return false;
    }
    this.slides = slides;
    this.#assignment = '';
    for (const copy of this.#copies.values()) copy.remove();
    this.#copies.clear();
    return true;
  }

  /** Takes everything out of the DOM (the element left the document). */
  clear() {
    for (const copy of this.#copies.values()) copy.remove();
    this.#copies.clear();
    this.#removeFade();
    for (const wrapper of this.wrappers.values()) wrapper.remove();
    this.wrappers.clear();
    this.#assignment = '';
  }

  /** Assigns slides to slots again on the next frame (after a motion placed some ahead). */
  invalidate() {
    this.#assignment = '';
  }

  /** The CSS transform a slot's wrapper has now. */
  transform(id) {
    return this.wrappers.get(id)?.style.transform ?? '';
  }

  /** Draws the frame's slots; while the compositor plays a motion (`compositing`), its
   *  animations place the slides and only the drawing order is set here. */
  draw(frame, compositing) {
    // The slide elements go where the engine's slots are: each item's element in its most
    // visible slot, and a copy (hidden from assistive technologies, inert) in any other slot
    // showing the same item at the same time (two items: the other one on both sides).
    const assignment = frame.slots.map((slot) => `${slot.id}:${slot.item}`).join(',');
    if (assignment !== this.#assignment) {
      this.#assignment = assignment;
      // While the compositor plays a motion, slots that come alive later keep their slides.
      this.#assign(frame.slots, compositing);
    }
    // Drawing order from the effect's z-index (CSS takes integers).
    const order = [...frame.slots].sort((a, b) => a.zIndex - b.zIndex);
    order.forEach((slot, rank) => {
      const style = this.wrappers.get(slot.id).style;
      setStyle(style, 'zIndex', String(rank));
      if (compositing) return;
      setStyle(style, 'width', `${slot.width}px`);
      setStyle(style, 'height', `${slot.height}px`);
      setStyle(style, 'transform', slotTransform(slot));
      setStyle(style, 'opacity', slot.alpha >= 1 ? '' : String(slot.alpha));
    });
    this.#drawCrossFade(frame);
  }

  /** Gives slots that come alive during a motion the compositor plays their views and slides
   *  ahead, off screen, at their size. */
  prepare(slots) {
    if (slots.length === 0) return;
    this.#assign(slots, true);
    for (const slot of slots) {
      const style = this.wrappers.get(slot.id).style;
      setStyle(style, 'width', `${slot.width}px`);
      setStyle(style, 'height', `${slot.height}px`);
    }
  }

  #assign(slots, keep = false) {
    const live = new Set(slots.map((slot) => slot.id));
    for (const [id, wrapper] of this.wrappers) {
      if (!live.has(id) && !keep) {
        wrapper.hidden = true;
        wrapper.shown = null;
        wrapper.firstChild.assign();
        this.#copies.get(id)?.remove();
        this.#copies.delete(id);
      }
    }
    const byExposure = [...slots].sort((a, b) => b.visibleFraction - a.visibleFraction);
    const placed = new Set();
    for (const slot of byExposure) {
      let wrapper = this.wrappers.get(slot.id);
      if (!wrapper) {
        wrapper = document.createElement('div');
        wrapper.className = 'slide';
        wrapper.setAttribute('part', 'slide');
        wrapper.append(document.createElement('slot'));
        this.#viewport.append(wrapper);
        this.wrappers.set(slot.id, wrapper);
      }
      if (wrapper.hidden) wrapper.hidden = false;
      const element = this.slides[slot.item];
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
    this.#host.append(copy);
    return copy;
  }

  #removeFade() {
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

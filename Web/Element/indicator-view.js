// The page indicator's DOM: a button per dot where the frame's dots are, the current page's
// colour over each by its share, and the timer's fill.

import * as wire from '../carousel-wire.js';
import { setStyle } from './dom.js';

export class IndicatorView {
  /** Each dot's views, in the frame's order: `{ button, current, fill, page }`. */
  dots = [];
  #element;

  /** Draws in `element`, the shadow tree's indicator. */
  constructor(element) {
    this.#element = element;
  }

  /** The button of a page's dot, if it has one. */
  button(page) {
    return this.dots.find((dot) => dot.page === page)?.button;
  }

  /** Draws the frame's dots, labelled with its `words` (see readText). While the compositor
   *  plays a motion, `animated` holds the positions of the dots whose share of the current
   *  colour its animations set (they also move any dot that moves); all else is drawn as at
   *  rest. */
  draw(frame, words, animated = null) {
    const hidden = Boolean(frame.flags & wire.FLAG_INDICATOR_HIDDEN);
    if (this.#element.hidden !== hidden) this.#element.hidden = hidden;
    if (hidden) {
      // No dots (no slides, or `indicator="none"`): no buttons left behind either.
      while (this.dots.length > 0) this.dots.pop().button.remove();
      return;
    }
    const box = frame.indicator;
    const style = this.#element.style;
    setStyle(style, 'left', `${box.x}px`);
    setStyle(style, 'top', `${box.y}px`);
    setStyle(style, 'width', `${box.width}px`);
    setStyle(style, 'height', `${box.height}px`);
    while (this.dots.length < frame.dots.length) this.dots.push(this.#makeDot());
    while (this.dots.length > frame.dots.length) this.dots.pop().button.remove();
    const destination = frame.destinationIndex;
    frame.dots.forEach((dot, index) => {
      const view = this.dots[index];
      if (view.page !== dot.page) {
        view.page = dot.page;
        view.button.dataset.page = String(dot.page);
      }
      const label = words.pageLabels[dot.page];
      if (view.button.ariaLabel !== label) view.button.ariaLabel = label;
      const isCurrent = dot.page === destination;
      if (view.isCurrent !== isCurrent) {
        view.isCurrent = isCurrent;
        view.button.toggleAttribute('aria-current', isCurrent);
        view.button.tabIndex = isCurrent ? 0 : -1;
      }
      // The dots stay where they are from frame to frame but for a new layout or style (the
      // pill's move frame by frame): their numbers first, before any style is made of them.
      const x = dot.x - box.x;
      const y = dot.y - box.y;
      if (view.x !== x || view.y !== y || view.width !== dot.width || view.height !== dot.height ||
          view.radius !== dot.radius || view.colour !== frame.dotColor || view.currentColour !== frame.currentDotColor) {
        Object.assign(view, { x, y, width: dot.width, height: dot.height, radius: dot.radius,
          colour: frame.dotColor, currentColour: frame.currentDotColor });
        const style = view.button.style;
        setStyle(style, 'left', `${x}px`);
        setStyle(style, 'top', `${y}px`);
        setStyle(style, 'width', `${dot.width}px`);
        setStyle(style, 'height', `${dot.height}px`);
        setStyle(style, 'borderRadius', `${dot.radius}px`);
        setStyle(style, 'background', frame.dotColor);
        setStyle(view.current.style, 'background', frame.currentDotColor);
      }
      if (!animated?.has(index)) setStyle(view.current.style, 'opacity', String(dot.current));
      this.#drawTimerFill(view, dot, frame);
    });
  }

  #makeDot() {
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
    this.#element.append(button);
    return { button, current, fill, page: -1, x: NaN, y: NaN, width: NaN, height: NaN, radius: NaN, colour: '',
      currentColour: '' };
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
    const running = frame.flags & wire.FLAG_COUNTDOWN_RUNNING;
    // While the engine sleeps through the dwell, the compositor runs the fill to the end: a
    // transition as long as the time left, and no frame of ours.
    const key = running ? frame.time - frame.countdownProgress * frame.countdownDuration : NaN;
    if (running && key === view.countdownKey) return;
    view.countdownKey = key;
    setStyle(fill, 'transition', 'none');
    setStyle(fill, 'transform', `scaleX(${fraction})`);
    if (!running || frame.flags & wire.FLAG_ANIMATING) return;
    const remaining = (1 - frame.countdownProgress) * frame.countdownDuration;
    // The start of the transition must be styled before its end is set.
    view.fill.getBoundingClientRect();
    setStyle(fill, 'transition', `transform ${remaining}s linear`);
    setStyle(fill, 'transform', 'scaleX(1)');
  }
}

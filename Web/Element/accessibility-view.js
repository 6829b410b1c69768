// What assistive technologies and the keyboard see, as the frame says it: the stop/start
// control (where it shows, its label and icon), Previous and Next where there is somewhere to
// go, whether the slides are a live region, and the one slide exposed, never a copy or a
// neighbour (the others hidden and out of the tab order: focus-guard.js). The words are the
// machine's, in the element's language.

import * as wire from '../carousel-wire.js';
import { setStyle } from './dom.js';
import { restoreFocus, withholdFocus } from './focus-guard.js';
import { PAUSE_ICON, PLAY_ICON } from './template.js';

export class AccessibilityView {
  #rotationButton;
  #viewport;
  #previous;
  #next;
  #indicator;
  #internals;
  /** The words the labels were last drawn from. */
  #words = null;
  /** The views as last drawn (`[slot id, wrapper]`). */
  #wrappers = [];

  /** The shadow tree's rotation control, viewport, Previous and Next buttons and indicator,
   *  and the element's internals (its own role and role description; an author's
   *  `aria-roledescription` on the element wins over them). */
  constructor(rotationButton, viewport, previous, next, indicator, internals) {
    this.#rotationButton = rotationButton;
    this.#viewport = viewport;
    this.#previous = previous;
    this.#next = next;
    this.#indicator = indicator;
    this.#internals = internals;
  }

  /** The labels that change only with the language or the page's own labels. The words come
   *  anew whenever any of them changes (a turn changes the slide's label), so each label is
   *  written only when it differs: a write of the same value still costs the browser's
   *  accessibility tree an update. */
  #drawLabels(words) {
    this.#words = words;
    const labels = [[this.#previous, words.previousLabel], [this.#next, words.nextLabel],
      [this.#viewport, words.slidesLabel], [this.#indicator, words.indicatorLabel]];
    for (const [element, label] of labels) if (element.ariaLabel !== label) element.ariaLabel = label;
    if (this.#internals && this.#internals.ariaRoleDescription !== words.carouselRole) {
      this.#internals.ariaRoleDescription = words.carouselRole;
    }
  }

  /** Draws the frame's accessibility with its `words` (see readText) and exposes its slide
   *  among `wrappers` (`[slot id, wrapper]`, the id -1 for a view no slot shows). */
  draw(frame, words, wrappers) {
    this.#drawRotationControl(frame, words);
    if (words !== this.#words) this.#drawLabels(words);
    const back = Boolean(frame.flags & wire.FLAG_CAN_MOVE_BACKWARD);
    const forward = Boolean(frame.flags & wire.FLAG_CAN_MOVE_FORWARD);
    // Nowhere to go either way: no tab stops. At one end only: the button stays where focus
    // may be, and says it does nothing.
    for (const [button, enabled] of [[this.#previous, back], [this.#next, forward]]) {
      if (button.hidden !== (!back && !forward)) button.hidden = !back && !forward;
      if (button.ariaDisabled !== String(!enabled)) button.ariaDisabled = String(!enabled);
    }
    const live = frame.liveRegion === 0 ? 'off' : 'polite';
    if (this.#viewport.ariaLive !== live) this.#viewport.ariaLive = live;
    for (const [id, wrapper] of wrappers) {
      // A copy is inert for good (SlideViews): nothing in it takes focus.
      const content = wrapper.shown?.inert ? null : wrapper.shown;
      if (id >= 0 && id === frame.exposedSlot) {
        if (wrapper.ariaLabel !== words.slideLabel || wrapper.ariaHidden || wrapper.ariaRoleDescription !== words.slideRole) {
          wrapper.role = 'group';
          wrapper.ariaRoleDescription = words.slideRole;
          wrapper.ariaLabel = words.slideLabel;
          wrapper.ariaHidden = null;
          if (content) restoreFocus(content);
        }
      } else if (wrapper.ariaHidden !== 'true') {
        // Focus in a slide that turns away moves with the content, to the slides area (out of
        // the tab order, it would stay on what cannot be seen).
        if (wrapper.shown?.contains(document.activeElement)) this.#viewport.focus({ preventScroll: true });
        wrapper.role = null;
        wrapper.ariaRoleDescription = null;
        wrapper.ariaLabel = null;
        wrapper.ariaHidden = 'true';
        if (content) withholdFocus(content);
      }
    }
    this.#wrappers = wrappers;
  }

  /** The content of the slides not exposed changed (the page added a link, gave something a
   *  `tabindex`): what can take focus in them leaves the tab order too. */
  contentChanged() {
    for (const [, wrapper] of this.#wrappers) {
      if (wrapper.ariaHidden === 'true' && wrapper.shown && !wrapper.shown.inert) withholdFocus(wrapper.shown);
    }
  }

  /** The visible control where the frame puts it; where the frame has the stop/start action
   *  but no room for the control, a button that shows only while it has keyboard focus. */
  #drawRotationControl(frame, words) {
    const button = this.#rotationButton;
    const hasAction = Boolean(frame.flags & wire.FLAG_HAS_ROTATION);
    if (button.hidden !== !hasAction) button.hidden = !hasAction;
    if (!hasAction) return;
    const shown = Boolean(frame.flags & wire.FLAG_ROTATION_CONTROL_SHOWN);
    button.classList.toggle('unplaced', !shown);
    const box = frame.rotationControl;
    const style = button.style;
    setStyle(style, 'left', shown ? `${box.x}px` : '');
    setStyle(style, 'top', shown ? `${box.y}px` : '');
    setStyle(style, 'width', shown ? `${box.width}px` : '');
    setStyle(style, 'height', shown ? `${box.height}px` : '');
    if (button.ariaLabel !== words.rotationLabel) {
      button.ariaLabel = words.rotationLabel;
      button.innerHTML = frame.flags & wire.FLAG_STOPPED ? PLAY_ICON : PAUSE_ICON;
    }
  }
}

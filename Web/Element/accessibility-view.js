// What assistive technologies and the keyboard see: the rotation control's label and icon,
// Previous and Next only where there is somewhere to go, whether the slides are a live
// region, and the one slide exposed ("2 of 5"), never a copy or a neighbour.

import * as wire from '../carousel-wire.js';
import { PAUSE_ICON, PLAY_ICON } from './template.js';

export class AccessibilityView {
  #rotationButton;
  #viewport;
  #steppers;

  /** The shadow tree's rotation control, viewport, and Previous and Next buttons. */
  constructor(rotationButton, viewport, steppers) {
    this.#rotationButton = rotationButton;
    this.#viewport = viewport;
    this.#steppers = steppers;
  }

  /** Auto-advance started or stopped running (the host machine's event): announcements only
   *  while the slides do not change on their own (WAI-ARIA). */
  setAutoAdvanceRunning(running) {
    this.#viewport.setAttribute('aria-live', running ? 'off' : 'polite');
  }

  /** Draws the frame's rotation state and exposes its slide among `wrappers` (`[slot id,
   *  wrapper]`, the id -1 for a view no slot shows). */
  draw(frame, wrappers) {
    const hasRotation = Boolean(frame.flags & wire.FLAG_HAS_ROTATION);
    const stopped = Boolean(frame.flags & wire.FLAG_STOPPED);
    const button = this.#rotationButton;
    if (button.hidden !== !hasRotation) button.hidden = !hasRotation;
    const label = stopped ? wire.STRINGS.startRotation : wire.STRINGS.stopRotation;
    if (button.getAttribute('aria-label') !== label) {
      button.setAttribute('aria-label', label);
      button.innerHTML = stopped ? PLAY_ICON : PAUSE_ICON;
    }
    // With fewer than two slides Previous and Next would do nothing: no tab stops for them.
    const single = frame.count < 2;
    for (const stepper of this.#steppers) if (stepper.hidden !== single) stepper.hidden = single;
    for (const [id, wrapper] of wrappers) {
      const slot = frame.slots.find((candidate) => candidate.id === id);
      if (slot !== undefined && id === frame.exposedSlot) {
        const label = `${slot.item + 1} of ${frame.count}`;
        if (wrapper.getAttribute('aria-label') !== label || wrapper.inert) {
          wrapper.setAttribute('role', 'group');
          wrapper.setAttribute('aria-roledescription', 'slide');
          wrapper.setAttribute('aria-label', label);
          wrapper.removeAttribute('aria-hidden');
          wrapper.inert = false;
        }
      } else if (!wrapper.inert) {
        // Focus in a slide that turns away moves with the content, to the slides area (an
        // inert slide would drop it to the page).
        if (wrapper.shown?.contains(document.activeElement)) this.#viewport.focus({ preventScroll: true });
        wrapper.removeAttribute('role');
        wrapper.removeAttribute('aria-roledescription');
        wrapper.removeAttribute('aria-label');
        wrapper.setAttribute('aria-hidden', 'true');
        wrapper.inert = true;
      }
    }
  }
}

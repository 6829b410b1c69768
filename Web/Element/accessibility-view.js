// What assistive technologies see: the rotation control's label and icon, whether the slides
// are a live region, and the one slide exposed ("2 of 5"), never a copy or a neighbour.

import * as wire from '../carousel-wire.js';
import { PAUSE_ICON, PLAY_ICON } from './template.js';

export class AccessibilityView {
  #rotationButton;
  #viewport;

  /** The shadow tree's rotation control and viewport. */
  constructor(rotationButton, viewport) {
    this.#rotationButton = rotationButton;
    this.#viewport = viewport;
  }

  /** Auto-advance started or stopped running (the host machine's event): announcements only
   *  while the slides do not change on their own (WAI-ARIA). */
  setAutoAdvanceRunning(running) {
    this.#viewport.setAttribute('aria-live', running ? 'off' : 'polite');
  }

  /** Draws the frame's rotation state and exposes its slide among `wrappers` (by slot id). */
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
        wrapper.removeAttribute('role');
        wrapper.removeAttribute('aria-roledescription');
        wrapper.removeAttribute('aria-label');
        wrapper.setAttribute('aria-hidden', 'true');
        wrapper.inert = true;
      }
    }
  }
}

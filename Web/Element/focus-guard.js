// Keyboard focus kept out of the slides that are not exposed, without `inert`.
//
// `inert` would do it in one write, but every change of it repaints the layers under the
// slide (the browser records where input may land as part of painting), and the exposed
// slide changes on every turn: a paint per turn on a banner that otherwise moves on the
// compositor alone. A slide that is not exposed is hidden from assistive technologies
// (`aria-hidden`) and every focusable element in it leaves the tab order (`tabindex="-1"`),
// its own `tabindex` kept and given back when the slide is exposed again; a pointer's click
// on it is the element's (see `isWithheld`). Copies of slides are `inert` for good: they
// never become exposed, so that never changes.

/** What can take keyboard focus in a slide's markup. */
const FOCUSABLE = 'a[href], area[href], button, input, select, textarea, iframe, object, embed, summary, ' +
  'audio[controls], video[controls], [contenteditable]:not([contenteditable="false"]), [tabindex]';

/** The `tabindex` attribute each withheld element had (null: none), by element. */
const ownTabIndex = new WeakMap();
/** The elements withheld in each slide, by slide. */
const withheldIn = new WeakMap();

function focusables(slide) {
  const found = [...slide.querySelectorAll(FOCUSABLE)];
  if (slide.matches(FOCUSABLE)) found.unshift(slide);
  return found;
}

/** Takes every focusable element of `slide` (itself included) out of the tab order. Writes
 *  nothing for what is already out: it runs again whenever the slide's content changes. */
export function withholdFocus(slide) {
  let withheld = withheldIn.get(slide);
  if (!withheld) withheldIn.set(slide, (withheld = new Set()));
  for (const element of focusables(slide)) {
    const value = element.getAttribute('tabindex');
    if (withheld.has(element) && value === '-1') continue;
    // New, or given a tabindex of its own by the page since (or had ours taken away): that is
    // the one to give back.
    ownTabIndex.set(element, value);
    withheld.add(element);
    element.setAttribute('tabindex', '-1');
  }
}

/** Gives the elements `withholdFocus` took out of `slide`'s tab order their own `tabindex`. */
export function restoreFocus(slide) {
  const withheld = withheldIn.get(slide);
  if (!withheld) return;
  withheldIn.delete(slide);
  for (const element of withheld) {
    const value = ownTabIndex.get(element) ?? null;
    ownTabIndex.delete(element);
    if (element.getAttribute('tabindex') !== '-1') continue;
    if (value === null) element.removeAttribute('tabindex');
    else element.setAttribute('tabindex', value);
  }
}

/** Whether `path` (an event's composed path) goes through a view of `root` (the element's
 *  shadow root) that shows a slide not exposed: a click there is not the content's. */
export function isWithheld(path, root) {
  for (const node of path) {
    if (node instanceof Element && node.classList.contains('slide') && node.getRootNode() === root) {
      return node.getAttribute('aria-hidden') === 'true';
    }
  }
  return false;
}

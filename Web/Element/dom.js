// Small DOM helpers the element's parts share.

/** What each style was last given, so that an unchanged value is neither written (a write
 *  costs a style pass) nor read back (a read serialises it). */
const written = new WeakMap();

/** Sets a style property when it differs from what was last written. */
export function setStyle(style, name, value) {
  let values = written.get(style);
  if (!values) written.set(style, (values = new Map()));
  if (values.get(name) === value) return;
  values.set(name, value);
  style[name] = value;
}

export function isEditable(element) {
  return element instanceof HTMLElement &&
    (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));
}

/** The matrix of most slots (every slot of the slide effect), one for all: nothing changes
 *  it. */
export const IDENTITY = Float64Array.from({ length: 16 }, (_, index) => (index % 5 === 0 ? 1 : 0));

export function isIdentity(matrix) {
  return matrix === IDENTITY || matrix.every((value, index) => value === (index % 5 === 0 ? 1 : 0));
}

/** A slot's CSS transform: its place, then the effect's matrix about its centre (CSS's default
 *  transform origin, as Core Animation's anchor point), the same as the UIKit view's layer. */
export function slotTransform(slot) {
  const m = slot.matrix;
  return `translate(${slot.x}px, ${slot.y}px)` + (isIdentity(m) ? '' : ` matrix3d(${m.join(',')})`);
}

// The element's shadow tree: its style, the controls, the viewport and the indicator.
//
// Its size: the width is the container's (never wider), and the height a third of it
// (`aspect-ratio: 3`) unless the page sets one. The controls (white on black at 0.6) and the
// dots (on a band of black at 0.75) keep 3:1 contrast with what is around them over any
// slide, a white one included (WCAG 1.4.11).

export const template = document.createElement('template');
template.innerHTML = `
<style>
  :host { display: block; position: relative; overflow: hidden; aspect-ratio: 3; max-width: 100%;
    touch-action: pan-y pinch-zoom; user-select: none; -webkit-user-select: none;
    contain: layout paint; }
  :host([axis="vertical"]) { touch-action: pan-x pinch-zoom; }
  :host([hidden]) { display: none; }
  .viewport { position: absolute; inset: 0; outline: none; }
  .viewport:focus-visible { box-shadow: inset 0 0 0 3px #4d90fe; }
  .slide, .fade { position: absolute; left: 0; top: 0; overflow: hidden; will-change: transform, opacity; }
  .fade { pointer-events: none; z-index: 100000; }
  ::slotted(*) { display: block; width: 100%; height: 100%; box-sizing: border-box; margin: 0; }
  ::slotted(img) { object-fit: cover; }
  button { all: unset; cursor: pointer; }
  .control { position: absolute; z-index: 100001; width: 32px; height: 32px; border-radius: 50%;
    display: grid; place-items: center; color: #fff; background: rgb(0 0 0 / 0.6);
    transition: opacity 0.2s; }
  .control:focus-visible, .dot:focus-visible { outline: 3px solid #4d90fe; outline-offset: 2px; }
  .control[hidden] { display: none; }
  .control svg { width: 16px; height: 16px; fill: currentColor; }
  /* Where the frame has the stop/start action but no room for its control beside the dots:
     a corner, for keyboard focus only. */
  .rotation.unplaced { top: 8px; inset-inline-end: 8px; }
  .rotation.unplaced:not(:focus-visible) { clip-path: inset(50%); }
  :host(:hover) .control[aria-disabled="true"], :host(:focus-within) .control[aria-disabled="true"] {
    opacity: 0.4; cursor: default; }
  .previous, .next { top: calc(50% - 16px); opacity: 0; }
  .previous { inset-inline-start: 8px; }
  .next { inset-inline-end: 8px; }
  :host(:hover) .previous, :host(:hover) .next, :host(:focus-within) .previous,
  :host(:focus-within) .next { opacity: 1; }
  :host([axis="vertical"]) .previous { top: 8px; inset-inline-start: calc(50% - 16px); }
  :host([axis="vertical"]) .next { top: auto; bottom: 8px; inset-inline-start: calc(50% - 16px); }
  .indicator { position: absolute; z-index: 100001; pointer-events: none;
    background: rgb(0 0 0 / 0.75); border-radius: 9999px; }
  .dot { position: absolute; overflow: hidden; pointer-events: auto; }
  .current, .fill { position: absolute; inset: 0; will-change: opacity; }
  .fill { transform-origin: left center; }
  .indicator[dir="rtl"] .fill { transform-origin: right center; }
</style>
<button class="control rotation" part="rotation" type="button" hidden></button>
<button class="control previous" part="previous" type="button" aria-label="Previous slide">
  <svg viewBox="0 0 16 16" aria-hidden="true"><path d="M10.5 2 4.5 8l6 6 1.4-1.4L7.3 8l4.6-4.6z"/></svg>
</button>
<button class="control next" part="next" type="button" aria-label="Next slide">
  <svg viewBox="0 0 16 16" aria-hidden="true"><path d="M5.5 2 4.1 3.4 8.7 8l-4.6 4.6L5.5 14l6-6z"/></svg>
</button>
<div class="viewport" part="viewport" tabindex="0" role="group" aria-label="Slides"
  aria-live="polite" aria-atomic="false"></div>
<div class="indicator" part="indicator" role="group" aria-label="Choose a slide"></div>
`;

export const PAUSE_ICON = '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M4 3h3v10H4zm5 0h3v10H9z"/></svg>';
export const PLAY_ICON = '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M5 3v10l8-5z"/></svg>';

// The element's shadow tree: its style, the controls, the viewport and the indicator.
//
// Its size: the width is the container's wherever it is placed (a block, a flex row, a grid
// cell, its own `display: inline-block`), never wider, and adds none of its own to a container
// that takes its width from its content; the height is a third of the width unless the page
// gives one (a height, or an `aspect-ratio` of its own). The third comes from an in-flow box
// whose padding is a third of the width, not from `aspect-ratio`: an aspect ratio turns a
// height alone into a width (three heights) wherever the width is not stretched.
//
// The style is a constructed stylesheet adopted by each shadow root, not a `<style>` element:
// a page whose Content Security Policy has `style-src 'self'` (no 'unsafe-inline') blocks the
// second, never the first. Nothing in the markup has a `style` attribute, for the same reason.
//
// The controls (white on black at 0.6) and the dots (on a band of black at 0.75) keep 3:1
// contrast with what is around them over any slide, a white one included (WCAG 1.4.11).

const STYLE = `
  :host { display: block; position: relative; overflow: hidden; box-sizing: border-box;
    width: 100%; width: -moz-available; width: -webkit-fill-available; width: stretch;
    max-width: 100%; touch-action: pan-y pinch-zoom; user-select: none; -webkit-user-select: none;
    contain: layout paint; }
  :host([axis="vertical"]) { touch-action: pan-x pinch-zoom; }
  :host([hidden]) { display: none; }
  .ratio { padding-top: calc(100% / 3); }
  .probe { position: absolute; left: 0; top: 0; width: 0; height: 0; visibility: hidden; }
  .probe.x { left: 100px; }
  .probe.y { top: 100px; }
  .viewport { position: absolute; inset: 0; outline: none; }
  .viewport:focus-visible { box-shadow: inset 0 0 0 3px #4d90fe; }
  .slide, .fade { position: absolute; left: 0; top: 0; overflow: hidden; will-change: transform, opacity; }
  .fade { pointer-events: none; z-index: 100000; }
  ::slotted(*) { display: block; width: 100%; height: 100%; box-sizing: border-box; margin: 0; }
  ::slotted(img), ::slotted(video) { object-fit: cover; }
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
`;

// The labels come from the frame's words, in the element's language (AccessibilityView).
const MARKUP = `
<div class="ratio"></div>
<div class="probe"></div><div class="probe x"></div><div class="probe y"></div>
<button class="control rotation" part="rotation" type="button" hidden></button>
<button class="control previous" part="previous" type="button">
  <svg viewBox="0 0 16 16" aria-hidden="true"><path d="M10.5 2 4.5 8l6 6 1.4-1.4L7.3 8l4.6-4.6z"/></svg>
</button>
<button class="control next" part="next" type="button">
  <svg viewBox="0 0 16 16" aria-hidden="true"><path d="M5.5 2 4.1 3.4 8.7 8l-4.6 4.6L5.5 14l6-6z"/></svg>
</button>
<div class="viewport" part="viewport" tabindex="0" role="group" aria-live="polite" aria-atomic="false"></div>
<div class="indicator" part="indicator" role="group"></div>
`;

let sheet = null;
let template = null;

/** Fills a new shadow root: the one stylesheet every carousel of the page shares (made on
 *  first use, never at import: the module loads where there is no DOM), and the markup. */
export function fillShadowRoot(shadow) {
  if (shadow.adoptedStyleSheets !== undefined && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(STYLE);
    }
    shadow.adoptedStyleSheets = [sheet];
  } else {
    // A browser without constructed stylesheets (Safari before 16.4).
    const style = document.createElement('style');
    style.textContent = STYLE;
    shadow.append(style);
  }
  if (!template) {
    template = document.createElement('template');
    template.innerHTML = MARKUP;
  }
  shadow.append(template.content.cloneNode(true));
}

export const PAUSE_ICON = '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M4 3h3v10H4zm5 0h3v10H9z"/></svg>';
export const PLAY_ICON = '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M5 3v10l8-5z"/></svg>';

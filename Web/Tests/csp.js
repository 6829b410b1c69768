// The element under the page's Content Security Policy: loaded, then the page is ready.
try {
  await import('./infinite-carousel.js');
} finally {
  window.testReady = true;
}

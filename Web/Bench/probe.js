// Loaded first on both pages: counts the animation frames and timers the page asks for, and
// times the animation-frame callbacks, so that the two libraries are measured alike.
window.probe = {
  frames: 0, frameTime: 0, timers: 0, turns: 0, last: -1, waiting: [],
  turned(index) {
    this.turns += 1;
    this.last = index;
    this.waiting = this.waiting.filter(([count, done]) => (this.turns >= count ? (done(), false) : true));
  },
  /** Resolves once `count` turns were counted: the bench waits without polling the page. */
  turnsReached(count) {
    return this.turns >= count ? Promise.resolve() : new Promise((done) => this.waiting.push([count, done]));
  },
};
{
  const request = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => request((time) => {
    const start = performance.now();
    callback(time);
    window.probe.frames += 1;
    window.probe.frameTime += performance.now() - start;
  });
  for (const name of ['setTimeout', 'setInterval']) {
    const original = window[name].bind(window);
    window[name] = (callback, ...rest) => original((...args) => {
      window.probe.timers += 1;
      if (typeof callback === 'function') callback(...args);
    }, ...rest);
  }
}

// Video slides: each `<video>` a slide is or holds does what its slot's video state in the
// frame says (CarouselFrame.VideoPlayback), and tells the machine how long it holds the turn.
//
// - poster: nothing loaded or decoded. The author's `src` (on the video and on its `<source>`
//   children) waits in `data-carousel-src` and `load()` lets go of what was loaded, so only its
//   `poster` shows; the sources come back when the slot is in sight again, and the video
//   starts over. This is every slot that shows none of its slide, and every slot under reduced
//   motion or Save-Data.
// - paused: loaded and resting on its frame (the carousel scrolled out of sight, the page
//   hidden, or the user's stop; `preload="metadata"`: no more than the frame before it plays).
// - playing: muted and inline, once: it rests on its last frame, and holds the turn until its
//   end (`playing` says how long is left, `waiting` or a stall that it cannot tell, `ended`
//   and `error` that it holds nothing more). A `play()` the browser refuses (an autoplay
//   policy) falls back to the poster until the slot leaves sight.
//
// What the element forces on a video it takes: `muted`, `playsinline`, no `autoplay`, no
// `loop`, and `preload="none"` while it shows its poster; `controls` stay the author's.

import * as wire from '../carousel-wire.js';

const STASH = 'data-carousel-src';

/** The videos of a slide: itself when it is one, or those it holds. */
export function videosOf(element) {
  return element.localName === 'video' ? [element] : [...element.querySelectorAll('video')];
}

/** The video and its `<source>` children: the elements whose `src` it loads. */
function sourcesOf(video) {
  return [video, ...video.querySelectorAll(':scope > source')];
}

/** Whether the author's sources are in place (not waiting in `data-carousel-src`). */
function hasSources(video) {
  return sourcesOf(video).some((element) => element.hasAttribute('src'));
}

/** Moves each `src` to `data-carousel-src` (`from`, `to` swapped: back). */
function move(video, from, to) {
  for (const element of sourcesOf(video)) {
    const value = element.getAttribute(from);
    if (value === null) continue;
    element.setAttribute(to, value);
    element.removeAttribute(from);
  }
}

export class VideoViews {
  /** Whether the page has said if the carousel is in sight (its first IntersectionObserver
   *  report). Until then every video shows its poster: the machine takes a new carousel as in
   *  sight, and one below the fold would otherwise start downloading a video no one sees. */
  isSightKnown = false;
  /** Each video's record: `{ state, item, holds, held, failed }`. */
  #records = new WeakMap();
  #hold;

  /** `hold(item, remaining)`: a slide's video plays with `remaining` seconds left (NaN:
   *  unknown), or holds nothing more (`remaining` null). Called outside the drawing. */
  constructor(hold) {
    this.#hold = hold;
  }

  /** Gives a view's videos their slot's `state` (a `wire.VIDEO_` value); `item` is the slide
   *  it shows. With `holds` (a slide's own view, not a copy's), its first video holds the
   *  turn; a hold follows its slide when slides move (the machine moves it by identity). */
  apply(videos, state, item, holds) {
    if (!this.isSightKnown) state = wire.VIDEO_POSTER;
    videos.forEach((video, index) => this.#apply(video, state, item, holds && index === 0));
  }

  /** Lets go of a slide's videos (a copy, a slide taken out, whose holds the machine never
   *  had or forgets with the slide): nothing loaded. With `restore`, the author's sources go
   *  back in place. */
  release(element, restore = false) {
    for (const video of videosOf(element)) {
      const record = this.#record(video);
      record.held = false;
      this.#apply(video, wire.VIDEO_POSTER, -1, false);
      if (restore) move(video, STASH, 'src');
    }
  }

  #record(video) {
    let record = this.#records.get(video);
    if (record) return record;
    record = { state: -1, item: -1, holds: false, held: false, failed: false };
    this.#records.set(video, record);
    // Muted and inline, so that browsers let it play without a gesture; once, to its end.
    video.muted = true;
    video.defaultMuted = true;
    video.playsInline = true;
    video.autoplay = false;
    video.loop = false;
    const report = () => {
      if (record.state === wire.VIDEO_PLAYING && !video.paused) {
        const left = video.duration - video.currentTime;
        this.#report(record, Number.isFinite(left) ? Math.max(0, left) : NaN);
      }
    };
    video.addEventListener('playing', report);
    video.addEventListener('seeked', report);
    // Waiting for data, or its download stalled with too little to play on: it cannot tell.
    const unknown = () => {
      if (record.state === wire.VIDEO_PLAYING && video.readyState < HTMLMediaElement.HAVE_FUTURE_DATA) {
        this.#report(record, NaN);
      }
    };
    video.addEventListener('waiting', unknown);
    video.addEventListener('stalled', unknown);
    video.addEventListener('ended', () => this.#report(record, null));
    // A `<source>`'s error does not bubble: caught on its way down. Sources taken away for the
    // poster fail too, and mean nothing.
    video.addEventListener('error', () => {
      if (record.state === wire.VIDEO_POSTER || !hasSources(video)) return;
      record.failed = true;
      this.#report(record, null);
    }, true);
    return record;
  }

  #report(record, remaining) {
    if (!record.holds || record.item < 0) return;
    if (remaining === null && !record.held) return;
    record.held = remaining !== null;
    this.#hold(record.item, remaining);
  }

  #apply(video, state, item, holds) {
    const record = this.#record(video);
    if (record.held && !holds) this.#report(record, null);
    record.item = item;
    record.holds = holds;
    // The author put sources back while the slot shows the poster (a framework rendering).
    const stray = state === wire.VIDEO_POSTER && hasSources(video);
    if (state === record.state && !stray) return;
    const previous = record.state;
    record.state = state;
    if (state === wire.VIDEO_POSTER) {
      this.#report(record, null);
      record.failed = false;
      const loaded = video.networkState !== HTMLMediaElement.NETWORK_EMPTY || hasSources(video);
      video.preload = 'none';
      if (!video.paused) video.pause();
      move(video, 'src', STASH);
      // Lets go of the download and the decoder; the poster shows again.
      if (loaded) video.load();
      return;
    }
    if (record.failed) return;
    // Paused (out of sight, the page hidden, the user's stop) needs no more than its frame.
    video.preload = state === wire.VIDEO_PLAYING ? 'auto' : 'metadata';
    if (previous === wire.VIDEO_POSTER || previous === -1 || !hasSources(video)) {
      move(video, STASH, 'src');
      // A `src` set again loads by itself; `<source>` children need `load()`.
      if (!video.hasAttribute('src')) video.load();
    }
    if (state === wire.VIDEO_PAUSED) {
      if (!video.paused) video.pause();
    } else if (!video.ended) {
      video.play().catch((error) => {
        // Aborted by a pause or a poster of ours: nothing to undo.
        if (error?.name === 'AbortError' || record.state !== wire.VIDEO_PLAYING) return;
        // Refused (an autoplay policy): the poster, and no hold, until the slot leaves sight.
        record.failed = true;
        this.#report(record, null);
        video.pause();
        move(video, 'src', STASH);
        video.load();
      });
    }
  }
}

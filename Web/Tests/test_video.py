"""Video slides and a time per slide (issue 35), in each engine: the video in sight plays, muted
and inline, and the others never load (the test site counts each video's requests); the turn
waits until a video ended; reduced motion, Save-Data and a refused `play()` show the poster and
turn on the interval; the stop control pauses the video; `data-interval` sets a slide's own
time, re-read as it changes, and a pause keeps the dwell where it was.

The video is Web/Tests/clip.webm (make_test_video.py): 2 s of VP9 in WebM. An engine that
cannot play it skips the tests that need it played, with the reason.

Run through run.py with test_element.py, whose CarouselTestCase these extend.
"""

import itertools
import json
import time

import test_element
from test_element import CarouselTestCase

# Each video of a run gets a URL of its own, so that its requests can be counted.
_tokens = itertools.count(1)

# Whether each engine plays clip.webm: None until asked, then "" or why not.
_playback = {}

POSTER = "slides/frame-001.png"


class VideoTestCase(CarouselTestCase):
    def require_playback(self):
        """Skips the test where the engine cannot play clip.webm (asked once per engine, with
        a video of its own outside any carousel)."""
        engine = test_element.BROWSER.engine
        if engine not in _playback:
            _playback[engine] = self.evaluate("""new Promise((done) => {
                const video = document.createElement('video');
                const support = video.canPlayType('video/webm; codecs="vp9"');
                if (!support) { done('canPlayType says no to VP9 in WebM'); return; }
                video.muted = true;
                const timer = setTimeout(() => done('clip.webm did not start playing within 15 s'), 15000);
                video.addEventListener('error', () => { clearTimeout(timer);
                  done(`clip.webm failed: MediaError ${video.error?.code} ${video.error?.message ?? ''}`.trim()); });
                video.addEventListener('timeupdate', () => {
                  if (video.currentTime > 0.1) { clearTimeout(timer); video.pause(); video.removeAttribute('src'); video.load(); done(''); }
                });
                video.src = 'clip.webm?probe';
                video.play().catch((error) => { clearTimeout(timer); done(`play() refused: ${error.name}`); });
            })""")
        if _playback[engine]:
            self.skipTest(f"{engine}: {_playback[engine]}")

    def make_slides(self, attributes, slides, size=(390, 130)):
        """A carousel of `slides`: "video" (the clip, its own URL), "missing" (a video whose
        source is not there), "div", or a dict of a div's attributes (`{"data-interval": "3"}`).
        Returns the videos' URLs by slide index."""
        urls = {index: f"{'clip' if kind == 'video' else 'missing'}.webm?v={next(_tokens)}"
                for index, kind in enumerate(slides) if kind in ("video", "missing")}
        specs = [{"video": urls[index]} if index in urls else {"attributes": kind if isinstance(kind, dict) else {}}
                 for index, kind in enumerate(slides)]
        self.evaluate(f"""(() => {{
            const carousel = document.createElement('infinite-carousel');
            for (const [name, value] of Object.entries({json.dumps(attributes)})) carousel.setAttribute(name, value);
            {json.dumps(specs)}.forEach((spec, index) => {{
              let slide;
              if (spec.video) {{
                slide = document.createElement('video');
                slide.setAttribute('src', spec.video);
                slide.setAttribute('poster', '{POSTER}');
                slide.setAttribute('preload', 'none');
                slide.setAttribute('aria-label', `Clip ${{index + 1}}`);
              }} else {{
                slide = document.createElement('div');
                slide.className = 'slide';
                slide.textContent = String(index + 1);
                for (const [name, value] of Object.entries(spec.attributes)) slide.setAttribute(name, value);
              }}
              carousel.append(slide);
            }});
            carousel.style.width = '{size[0]}px';
            carousel.style.height = '{size[1]}px';
            document.body.append(carousel);
            window.carousel = carousel;
            window.videos = [...carousel.children].filter((child) => child.localName === 'video');
            return 1;
        }})()""")
        self.page.wait_for(f"carousel.state && carousel.state.slots.length > 0 && carousel.clientWidth === {size[0]}")
        self.evaluate("window.events = [], 1")
        return urls

    def requests(self, url):
        return sum(1 for path in test_element.REQUESTS if path == "/" + url)

    def video(self, index, expression):
        """`expression` about the carousel's slide `index` (a video), as `video`."""
        return self.evaluate(f"(() => {{ const video = carousel.children[{index}]; return {expression} }})()")

    def assert_unloaded(self, index, url):
        """Slide `index`'s video loads nothing: no source in place, nothing fetched or decoded.
        A `load()` with no source leaves it at NETWORK_NO_SOURCE until the browser's resource
        selection, which runs after the script that called it, finds none: waited out."""
        self.page.wait_for(f"carousel.children[{index}].networkState !== HTMLMediaElement.NETWORK_NO_SOURCE")
        self.assertEqual(self.video(index, "[video.getAttribute('src'), video.getAttribute('data-carousel-src'),"
                                           " video.networkState, video.readyState]"),
                         [None, url, 0, 0])


class VideoSlideTests(VideoTestCase):
    def test_the_video_in_sight_plays_and_the_others_never_load(self):
        self.require_playback()
        urls = self.make_slides({}, ["video", "video", "div", "video"])
        # The first slide's video plays, muted and inline, once.
        self.page.wait_for("!videos[0].paused && videos[0].currentTime > 0.2", timeout=20)
        self.assertEqual(self.video(0, "[video.muted, video.playsInline, video.autoplay, video.loop, video.controls]"),
                         [True, True, False, False, False])
        # The slides out of sight loaded nothing, and asked the server for nothing.
        for index in (1, 3):
            self.assert_unloaded(index, urls[index])
            self.assertEqual(self.requests(urls[index]), 0, index)
        self.assertGreaterEqual(self.requests(urls[0]), 1)
        # Labelled like a picture: the slide's label and its own, in no live region, hidden
        # from nothing.
        self.assertEqual(self.video(0, "[video.getAttribute('aria-hidden'), video.getAttribute('aria-live'), video.inert]"),
                         [None, None, False])
        self.assertEqual(self.evaluate("carousel.shadowRoot.querySelector('.slide:not([aria-hidden])').ariaLabel"),
                         "Item 1 of 4")
        # Turned to the second: it plays, and the first lets go of its video (its source kept).
        self.evaluate("carousel.next({ animated: false }), carousel.update(), 1")
        self.page.wait_for("!videos[1].paused && videos[1].currentTime > 0.2", timeout=20)
        self.assert_unloaded(0, urls[0])
        self.assert_unloaded(3, urls[3])
        self.assertEqual(self.requests(urls[3]), 0)
        # Back in sight, the first starts over.
        self.evaluate("carousel.previous({ animated: false }), carousel.update(), 1")
        self.page.wait_for("!videos[0].paused && videos[0].currentTime > 0 && videos[0].currentTime < 1.5", timeout=20)
        self.assert_unloaded(1, urls[1])

    def test_a_video_coming_into_sight_in_a_turn_the_compositor_plays_loads_then(self):
        # A turn from a picture to a video: the video's slot comes into sight a frame after
        # the turn starts, and the element wakes up for it (a turn is otherwise left to the
        # compositor until the current slide changes half-way).
        urls = self.make_slides({"interval": "1", "duration": "0.35"}, ["div", "video", "div"])
        self.step(0.5)
        state = self.step(1)
        self.assertTrue(state["isCompositing"])
        self.assertEqual(next(s["video"] for s in state["slots"] if s["item"] == 1), "poster")
        self.assert_unloaded(1, urls[1])
        state = self.step(1 + 3 / 60)
        self.assertTrue(state["isCompositing"])
        self.assertEqual(state["currentIndex"], 0)
        self.assertEqual(next(s["video"] for s in state["slots"] if s["item"] == 1), "playing")
        self.assertEqual(self.video(1, "video.getAttribute('src')"), urls[1])

    def test_the_turn_waits_until_the_video_ended(self):
        self.require_playback()
        # A 2 s video on a 0.5 s interval, on the page's own clock.
        self.evaluate("useRealClock(), 1")
        self.make_slides({"interval": "0.5", "indicator": "timer"}, ["video", "div", "div"])
        self.evaluate("""(() => {
            window.seen = {};
            // Its length read while it is loaded: once the turn is over it lets go of it.
            const length = () => { if (Number.isFinite(videos[0].duration)) window.seen.duration = videos[0].duration; };
            length();
            videos[0].addEventListener('durationchange', length);
            videos[0].addEventListener('playing', () => { window.seen.playing ??= performance.now() / 1000; });
            // On a busy machine it may have started before this script ran: when, by its own
            // position.
            if (!videos[0].paused && videos[0].currentTime > 0) {
              window.seen.playing = performance.now() / 1000 - videos[0].currentTime;
            }
            videos[0].addEventListener('ended', () => { window.seen.ended = performance.now() / 1000; });
            carousel.addEventListener('carousel-change', () => {
              window.seen.change ??= performance.now() / 1000;
              window.seen.at ??= videos[0].currentTime;
            });
            return 1;
        })()""")
        # While it plays, the timer indicator fills over the video's length, not the interval.
        self.page.wait_for("window.seen.change !== undefined || videos[0].currentTime > 0.5", timeout=30)
        countdown = self.state()["countdown"]
        if "change" not in self.evaluate("window.seen"):
            self.assertGreater(countdown["duration"], 1.7, countdown)
            self.assertLess(countdown["duration"], 2.6, countdown)
        self.page.wait_for("window.seen.change !== undefined", timeout=30)
        seen = self.evaluate("window.seen")
        duration = seen.get("duration")
        self.assertAlmostEqual(duration, 2, delta=0.15)
        # The turn came when the video ended, not after 0.5 s: the video was at its end.
        self.assertGreater(seen["change"] - seen["playing"], duration - 0.3, seen)
        self.assertGreater(seen["at"], duration - 0.3, seen)
        # It rested on its last frame, then let go of the video once out of sight.
        self.page.wait_for("videos[0].networkState === 0 && !videos[0].hasAttribute('src')", timeout=20)

    def test_the_stop_control_pauses_the_video(self):
        self.require_playback()
        self.make_slides({"interval": "1"}, ["video", "div", "div"])
        self.page.wait_for("!videos[0].paused && videos[0].currentTime > 0.2", timeout=20)
        control = self.state()["rotationControl"]
        self.assertIsNotNone(control)
        centre = (control["x"] + control["width"] / 2, control["y"] + control["height"] / 2)
        self.page.click(*centre)
        self.page.wait_for("videos[0].paused")
        self.assertTrue(self.state()["isRotationStopped"])
        self.assertEqual(next(s["video"] for s in self.state()["slots"] if s["item"] == 0), "paused")
        # Loaded and resting on its frame.
        stopped = self.video(0, "video.currentTime")
        time.sleep(0.4)
        self.assertEqual(self.video(0, "[video.paused, video.currentTime, video.hasAttribute('src')]"),
                         [True, stopped, True])
        # Started again, it goes on from there.
        self.page.click(*centre)
        self.page.wait_for(f"!videos[0].paused && videos[0].currentTime > {stopped}", timeout=20)

    def test_out_of_sight_the_video_rests_loaded_and_plays_on(self):
        self.require_playback()
        self.evaluate("document.body.style.height = '3000px', 1")
        self.make_slides({"interval": "1"}, ["video", "div"])
        self.page.wait_for("!videos[0].paused && videos[0].currentTime > 0.2", timeout=20)
        self.evaluate("window.scrollTo(0, 1000), 1")
        self.page.wait_for("videos[0].paused")
        self.assertEqual(next(s["video"] for s in self.state()["slots"] if s["item"] == 0), "paused")
        self.assertTrue(self.video(0, "video.hasAttribute('src')"))
        at = self.video(0, "video.currentTime")
        self.evaluate("window.scrollTo(0, 0), 1")
        self.page.wait_for(f"!videos[0].paused && videos[0].currentTime > {at}", timeout=20)

    def test_a_carousel_below_the_fold_plays_nothing_until_it_is_scrolled_to(self):
        self.require_playback()
        self.evaluate("""(() => {
            const spacer = document.createElement('div');
            spacer.style.height = '4000px';
            document.body.prepend(spacer);
            window.removeSpacer = () => spacer.remove();
            // Every play() of any video, caught on its way down (media events do not bubble).
            window.plays = 0;
            document.addEventListener('play', () => { window.plays += 1; }, true);
            return 1;
        })()""")
        urls = self.make_slides({}, ["video", "div"])
        # Once the page said it is out of sight, the video rests on its frame: it never played
        # and was never asked for in full.
        self.page.wait_for("carousel.state.slots.some((slot) => slot.item === 0 && slot.video === 'paused')")
        self.page.wait_for("videos[0].hasAttribute('src')")
        time.sleep(0.5)
        self.assertEqual(self.video(0, "[video.paused, video.played.length, video.preload]"), [True, 0, "metadata"])
        self.assertEqual(self.evaluate("window.plays"), 0)
        # Scrolled to, it plays.
        self.evaluate("carousel.scrollIntoView(), 1")
        self.page.wait_for("!videos[0].paused && videos[0].currentTime > 0.2", timeout=20)
        self.evaluate("removeSpacer(), 1")
        self.assertGreaterEqual(self.requests(urls[0]), 1)

    def test_a_video_that_fails_while_it_plays_lets_the_turn_go(self):
        self.require_playback()
        self.evaluate("useRealClock(), 1")
        self.make_slides({"interval": "0.5"}, ["video", "div", "div"])
        self.evaluate("carousel.addEventListener('carousel-change', () => { window.at ??= videos[0].currentTime; }), 1")
        self.page.wait_for("!videos[0].paused && videos[0].currentTime > 0.6", timeout=20)
        # Its decoder fails (the event the browser sends): the hold ends, the interval is over.
        self.evaluate("videos[0].dispatchEvent(new Event('error')), 1")
        self.page.wait_for("window.at !== undefined", timeout=20)
        self.assertLess(self.evaluate("window.at"), 1.6)

    def test_a_video_that_fails_holds_nothing(self):
        # A source that is not there: the turn comes on the interval, not after the longest hold.
        self.evaluate("useRealClock(), 1")
        self.make_slides({"interval": "0.5"}, ["missing", "div", "div"])
        self.evaluate("window.failed = false, videos[0].addEventListener('error', () => { window.failed = true; }), 1")
        self.page.wait_for("window.failed || carousel.currentIndex === 1", timeout=20)
        self.page.wait_for("carousel.currentIndex === 1", timeout=20)

    def test_reduced_motion_shows_the_poster_and_turns_on_the_interval(self):
        self.require("reduced-motion")
        self.page.set_reduced_motion(True)
        urls = self.make_slides({"interval": "0.5"}, ["video", "div", "div"])
        # Rotation starts stopped under reduced motion: the user starts it.
        self.evaluate("carousel.play(), 1")
        state = self.step(0.1)
        self.assertTrue(state["isRotating"])
        self.assertEqual(next(s["video"] for s in state["slots"] if s["item"] == 0), "poster")
        state, _ = self.settle(0.5)
        self.assertEqual(state["currentIndex"], 1)
        self.assert_unloaded(0, urls[0])
        self.assertEqual(self.requests(urls[0]), 0)

    def test_save_data_shows_the_poster_and_turns_on_the_interval(self):
        # Save-Data as Chromium's NetworkInformation gives it; a stub where the engine has none.
        self.evaluate("""(() => {
            window.connection = Object.assign(new EventTarget(), { saveData: true });
            Object.defineProperty(navigator, 'connection', { configurable: true, get: () => window.connection });
            return 1;
        })()""")
        urls = self.make_slides({"interval": "0.5"}, ["video", "div", "div"])
        state = self.step(0.1)
        self.assertEqual(next(s["video"] for s in state["slots"] if s["item"] == 0), "poster")
        time.sleep(0.3)
        self.assert_unloaded(0, urls[0])
        self.assertEqual(self.requests(urls[0]), 0)
        state, _ = self.settle(0.5)
        self.assertEqual(state["currentIndex"], 1)
        # Back to the video (no more turns): still its poster. Save-Data switched off: it plays.
        self.evaluate("carousel.removeAttribute('interval'), carousel.previous({ animated: false }), 1")
        self.assertEqual(self.step(2)["currentIndex"], 0)
        self.assert_unloaded(0, urls[0])
        self.evaluate("connection.saveData = false, connection.dispatchEvent(new Event('change')), 1")
        self.assertEqual(next(s["video"] for s in self.state()["slots"] if s["item"] == 0), "playing")
        self.assertEqual(self.video(0, "video.getAttribute('src')"), urls[0])
        # And on again: the download and the decoder are let go.
        self.evaluate("connection.saveData = true, connection.dispatchEvent(new Event('change')), 1")
        self.assert_unloaded(0, urls[0])

    def test_save_data_switched_on_while_it_plays_lets_the_video_and_the_turn_go(self):
        self.require_playback()
        self.evaluate("""(() => {
            window.connection = Object.assign(new EventTarget(), { saveData: false });
            Object.defineProperty(navigator, 'connection', { configurable: true, get: () => window.connection });
            return useRealClock(), 1;
        })()""")
        urls = self.make_slides({"interval": "0.5"}, ["video", "div", "div"])
        self.evaluate("carousel.addEventListener('carousel-change', () => { window.at ??= performance.now(); }), 1")
        self.page.wait_for("!videos[0].paused && videos[0].currentTime > 0.6", timeout=20)
        self.evaluate("window.switched = performance.now(), connection.saveData = true,"
                      " connection.dispatchEvent(new Event('change')), 1")
        self.page.wait_for("window.at !== undefined", timeout=20)
        # The poster at once, and the turn with it (the interval is over): not at the video's end.
        self.assertLess(self.evaluate("window.at - window.switched"), 800)
        self.assert_unloaded(0, urls[0])

    def test_a_refused_play_shows_the_poster_and_lets_the_turn_go(self):
        # An autoplay policy refuses play(): the poster, no hold, and the turn on the interval.
        self.evaluate("""(() => {
            HTMLMediaElement.prototype.play = function () {
              return Promise.reject(new DOMException('refused', 'NotAllowedError'));
            };
            return 1;
        })()""")
        urls = self.make_slides({"interval": "0.5"}, ["video", "div"])
        self.page.wait_for("carousel.state.slots.find((s) => s.item === 0).video === 'playing'"
                           " && !videos[0].hasAttribute('src')")
        self.assert_unloaded(0, urls[0])
        state, _ = self.settle(0.5)
        self.assertEqual(state["currentIndex"], 1)


class TwoSlideVideoTests(VideoTestCase):
    def test_with_two_slides_the_copy_of_a_video_loads_only_in_sight(self):
        self.require_playback()
        urls = self.make_slides({"interval": "0.5"}, ["video", "div"])
        # At rest on the video: the other slide shows on both sides, the video once.
        self.page.wait_for("!videos[0].paused && videos[0].currentTime > 0.2", timeout=20)
        # On the other slide, both neighbours are the video: the original and a copy, and neither
        # loads while neither is in sight.
        self.evaluate("carousel.pause(), carousel.next({ animated: false }), carousel.update(), 1")
        copies = "[...carousel.querySelectorAll('video[data-carousel-copy]')]"
        # (Past NETWORK_NO_SOURCE: see assert_unloaded.)
        self.page.wait_for(f"{copies}.length === 1"
                           f" && {copies}.every((v) => v.networkState !== HTMLMediaElement.NETWORK_NO_SOURCE)")
        self.assert_unloaded(0, urls[0])
        self.assertEqual(self.evaluate(f"{copies}.map((v) => [v.getAttribute('src'), v.networkState, v.inert,"
                                       " v.getAttribute('aria-hidden')])"), [[None, 0, True, "true"]])
        # Dragged a quarter of the way to the next one: the one video of the slot in sight
        # loads (the original: a slide's own view goes to its most visible slot), paused by the
        # stop, and the copy still loads nothing.
        self.page.mouse_move(300, 60)
        self.page.mouse_down(300, 60)
        for x, t in [(250, 0.1), (200, 0.2)]:
            self.evaluate(f"clock.t = {t}")
            self.page.mouse_move(x, 60)
        state = self.state()
        self.assertTrue(any(s["item"] == 0 and s["visibleFraction"] > 0 and s["video"] == "paused" for s in state["slots"]))
        self.assertEqual(self.evaluate(f"[videos[0], ...{copies}].map((v) => v.hasAttribute('src'))"), [True, False])
        self.page.mouse_up(200, 60)


class SlideIntervalTests(VideoTestCase):
    def test_a_slide_with_its_own_time_turns_after_it(self):
        self.make_slides({"interval": "1", "indicator": "timer"},
                         [{"data-interval": "3s"}, "div", {"data-interval": "500ms"}, {"data-interval": "0.25"}])
        # The first slide's own 3 s, the second the carousel's 1 s, the third 0.5 s.
        self.assertEqual(self.step(0.5)["nextWakeUp"], 3)
        state, t = self.settle(3)
        self.assertEqual(state["currentIndex"], 1)
        self.assertAlmostEqual(state["nextWakeUp"], t + 1, delta=0.02)
        state, t = self.settle(state["nextWakeUp"])
        self.assertEqual(state["currentIndex"], 2)
        self.assertAlmostEqual(state["nextWakeUp"], t + 0.5, delta=0.02)
        self.assertAlmostEqual(state["countdown"]["duration"], 0.5)

    def test_a_pause_keeps_the_slides_own_progress(self):
        self.make_slides({"interval": "1", "indicator": "timer"}, [{"data-interval": "4"}, "div", "div"])
        state = self.step(1)
        self.assertAlmostEqual(state["countdown"]["progress"], 0.25)
        self.assertEqual(state["countdown"]["duration"], 4)
        # A hover holds it where it is...
        self.page.mouse_move(200, 60)
        self.page.wait_for("carousel.state.nextWakeUp === null")
        state = self.step(10)
        self.assertEqual(state["currentIndex"], 0)
        self.assertAlmostEqual(state["countdown"]["progress"], 0.25)
        # ...and it resumes from there: 3 s of its 4 left.
        self.page.mouse_move(600, 400)
        self.page.wait_for("carousel.state.nextWakeUp === 13")
        self.assertAlmostEqual(self.step(12)["countdown"]["progress"], 0.75)

    def test_the_time_is_read_again_when_it_changes(self):
        self.make_slides({"interval": "1"}, ["div", "div", "div"])
        self.assertEqual(self.step(0.5)["nextWakeUp"], 1)
        # Set on the current slide: the dwell under way keeps its start.
        self.evaluate("carousel.children[0].dataset.interval = '5', 1")
        self.page.wait_for("carousel.state.nextWakeUp === 5")
        # Not a time: the carousel's interval (said on the console, not an error).
        self.evaluate("carousel.children[0].dataset.interval = 'soon', 1")
        self.page.wait_for("carousel.state.nextWakeUp === 1")
        # Slides reordered: the time goes with its slide.
        self.evaluate("carousel.children[1].dataset.interval = '7', 1")
        self.page.wait_for("carousel.state.nextWakeUp === 1")
        self.evaluate("carousel.prepend(carousel.children[1]), 1")
        self.page.wait_for("carousel.state.currentIndex === 1")
        self.evaluate("clock.t = 0.6, carousel.scrollTo(0, { animated: false }), 1")
        state = self.step(0.7)
        self.assertEqual(state["currentIndex"], 0)
        self.assertAlmostEqual(state["nextWakeUp"], 7.6, delta=0.02)
        # update() reads a change at once, before the observer reports it.
        self.evaluate("carousel.children[0].dataset.interval = '2', carousel.update(), 1")
        self.assertAlmostEqual(self.state()["nextWakeUp"], 2.6, delta=0.02)


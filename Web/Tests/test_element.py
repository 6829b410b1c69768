"""<infinite-carousel> in each browser engine (browsers.py): real pointer, touch and key input
through the browser's own pipeline, the accessibility tree, emulated media and a minimised
window, and screenshots of each effect against `carousel render` at the same time. A test
that needs what an engine lacks (`require`) is skipped there, with the reason.

Time is the test's own wherever an outcome depends on it: the page's carousels read
`clock.t`, which a test sets before each input and step (`step(t)`), so drags, flings and
turns land exactly where the engine's own tests say, however busy the machine. Only the
tests of the live clock (pages turning by themselves, an idle carousel asking for nothing)
use the real one, and they assert what happened, never how long it took: their deadlines only
stop a hang.

Run through run.py, which builds the test site and serves it.
"""

import os
import subprocess
import time
import unittest

from png import decode_png, encode_png

# Set by run.py.
BROWSER = None
SITE_URL = None
CAROUSEL = None  # the `carousel` executable, for `carousel render`
ARTIFACTS = None  # where screenshots and difference images go
REQUESTS = []  # every path the test site was asked for, in order (run.py)

# The engine tests' banner (Tests/CarouselCoreTests): 390 x 130 points.
WIDTH, HEIGHT = 390, 130
EFFECTS = ["slide", "crossfade", "zoom", "depth", "overlap", "linear", "coverflow", "cube"]

# The screenshots of each effect against `carousel render`: the same engine, the same
# matrices, one drawn by Chromium's compositor and one by the software renderer. They differ
# where two resamplers would (edges, interpolation). Within these bounds, a wrong matrix,
# origin, order or perspective is far outside them (one slide displaced by 2 % of its width
# already puts 5 % of the pixels over the threshold).
MEAN_TOLERANCE = 2.5  # mean difference per colour channel, of 255
OUTLIER_THRESHOLD = 48  # a pixel "differs" when a channel is off by more than this
OUTLIER_TOLERANCE = 0.02  # at most this share of the pixels differ


class CarouselTestCase(unittest.TestCase):
    width, height = 800, 600

    def setUp(self):
        self.page = BROWSER.new_page(self.width, self.height)
        self.addCleanup(self.page.close)
        self.page.navigate(f"{SITE_URL}/test.html")
        self.page.wait_for("window.testReady === true")

    def tearDown(self):
        # No uncaught error, unhandled rejection or console error on the page.
        self.assertEqual(self.page.errors(), [])

    def require(self, *capabilities):
        """Skips the test, with the reason, in an engine that lacks one of `capabilities`
        (browsers.CAPABILITIES)."""
        for capability in capabilities:
            reason = BROWSER.lacks(capability)
            if reason:
                self.skipTest(f"{BROWSER.engine}: {reason}")

    def reload(self):
        """A fresh document in the same tab (for each case of a loop)."""
        self.page.navigate(f"{SITE_URL}/test.html")
        self.page.wait_for("window.testReady === true")

    def evaluate(self, expression):
        return self.page.evaluate(expression)

    def make(self, attributes=None, count=5, images=False, size=(WIDTH, HEIGHT)):
        """A carousel at the page's top-left corner, laid out, at manual time 0."""
        attributes = dict(attributes or {})
        self.evaluate(
            f"makeCarousel({_js(attributes)}, {count}, {{images: {_js(images)}}}),"
            f"carousel.style.width = '{size[0]}px', carousel.style.height = '{size[1]}px', 1"
        )
        # Laid out at its size (the engine has slots only once it has a viewport).
        self.page.wait_for(
            f"carousel.state && carousel.state.slots.length > 0 && carousel.clientWidth === {size[0]}"
        )
        if images:
            self.page.wait_for("[...document.images].every((image) => image.complete)")
        # Painted (input that arrives before the first frame may be dropped), and the events
        # from here on (not the first "change" to slide 0).
        self.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        self.evaluate("window.events = [], 1")
        return self.state()

    def state(self):
        return self.evaluate("carousel.state")

    def step(self, t):
        return self.evaluate(f"step({t})")

    def settle(self, start, limit=30, rate=60):
        """Steps the manual clock from `start` at `rate` frames per second until the carousel
        rests (as a display link would); returns the state and the time."""
        t = start
        state = self.step(t)
        while state["nextWakeUp"] is not None and state["nextWakeUp"] <= t and t < start + limit:
            t += 1 / rate
            state = self.step(t)
        return state, t

    def events(self, kind=None):
        events = self.evaluate("window.events")
        return [e["index"] for e in events if kind is None or e["type"] == kind]

    def mouse_drag(self, start, points, press_time=0.0, release_time=None):
        """A mouse press at `start` at `press_time`, moves through (x, y, t), a release at the
        last point (at `release_time`, or the last move's time)."""
        page = self.page
        self.evaluate(f"clock.t = {press_time}")
        page.mouse_move(*start)
        page.mouse_down(*start)
        for x, y, t in points:
            self.evaluate(f"clock.t = {t}")
            page.mouse_move(x, y)
        last = points[-1] if points else (*start, press_time)
        self.evaluate(f"clock.t = {last[2] if release_time is None else release_time}")
        page.mouse_up(last[0], last[1])

    def touch_drag(self, start, points, press_time=0.0):
        page = self.page
        self.evaluate(f"clock.t = {press_time}")
        page.touch_start(*start)
        for x, y, t in points:
            self.evaluate(f"clock.t = {t}")
            page.touch_move(x, y)
        self.evaluate(f"clock.t = {points[-1][2]}")
        page.touch_end()

    def ax_nodes(self):
        """What the engine exposes to assistive technologies (browsers.Page.accessibility_tree)."""
        self.require("accessibility-tree")
        return self.page.accessibility_tree()


def _js(value):
    import json

    return json.dumps(value)


class PointerTests(CarouselTestCase):
    """Mouse and touch through Chromium's input pipeline land where the engine's tests say
    (PhysicsTests, CarouselPressTests)."""

    def test_the_content_follows_the_mouse_exactly(self):
        self.make()
        page = self.page
        page.mouse_move(300, 60)
        page.mouse_down(300, 60)
        for index, x in enumerate(range(290, 100, -37)):
            self.evaluate(f"clock.t = {0.01 * (index + 1)}")
            page.mouse_move(x, 64)
            state = self.state()
            # The drag starts where the press went down: the content moved as far as the
            # mouse, and each slot's CSS transform says so.
            self.assertAlmostEqual(state["position"] * WIDTH, 300 - x, places=6)
            centre = next(s for s in state["slots"] if s["item"] == 0)
            self.assertAlmostEqual(centre["x"], x - 300, places=6)
            # (Read as a matrix: each engine writes the same transform its own way.)
            translation = self.evaluate(
                "(() => { const m = new DOMMatrixReadOnly(carousel.state.slots.find((s) => s.item === 0)"
                ".transform); return [m.m41, m.m42] })()")
            self.assertAlmostEqual(translation[0], x - 300, places=3)
            self.assertEqual(translation[1], 0)
        page.mouse_up(100, 64)

    def test_a_slow_drag_settles_on_the_nearest_page(self):
        # PhysicsTests.aSlowDragSettlesOnTheNearestPage: 3 seconds, from the middle.
        for distance, expected in [(-150, 0), (-250, 1), (150, 0), (250, 4)]:
            with self.subTest(distance=distance):
                self.reload()
                self.make()
                # From the middle, or far enough right that the drag stays in the viewport
                # (WebDriver refuses a move outside it).
                start = (max(WIDTH / 2, 10 - distance), HEIGHT / 2)
                moves = [(start[0] + distance * k / 30, start[1], 3 * k / 30) for k in range(1, 31)]
                self.mouse_drag(start, moves)
                state, _ = self.settle(3)
                self.assertEqual(state["currentIndex"], expected)
                self.assertEqual(self.events("select"), [])

    def test_a_flick_moves_at_most_one_page(self):
        # PhysicsTests.aFlickMovesAtMostOnePage, with the velocity the engine measures from
        # the pointer's moves: 40 pixels at 500 to 25000 pixels a second, one page.
        for speed in [500, 3000, 25000]:
            with self.subTest(speed=speed):
                self.reload()
                self.make()
                interval = 8 / speed
                moves = [(300 - 8 * k, 60, interval * k) for k in range(1, 6)]
                self.mouse_drag((300, 60), moves)
                state, _ = self.settle(5 * interval)
                self.assertEqual(state["currentIndex"], 1)
                self.assertAlmostEqual(state["unwrappedPosition"], 1, places=6)
        # Backward from page 0, across the seam.
        self.reload()
        self.make()
        self.mouse_drag((100, 60), [(100 + 9 * k, 60, 0.004 * k) for k in range(1, 6)])
        state, _ = self.settle(0.02)
        self.assertEqual(state["currentIndex"], 4)
        self.assertEqual(self.events("change"), [4])

    def test_free_scrolling_coasts_as_uiscrollview(self):
        # PhysicsTests.freeScrollingCoastsAsUIScrollView and the velocity tracker's test: 8
        # pixels every 8 ms is 1000 pixels a second, which coasts 499.5 pixels.
        self.make({"scroll-behavior": "free"}, count=100)
        moves = [(300 - 8 * k, 60, 0.008 * k) for k in range(1, 11)]
        self.mouse_drag((300, 60), moves)
        state, t = self.settle(0.08)
        travel = state["unwrappedPosition"] * WIDTH
        self.assertLess(abs(travel - (80 + 499.5)), 1, travel)
        self.assertLess(abs((t - 0.08) - 3.45), 0.05)

    def test_a_click_selects_and_a_drag_does_not(self):
        self.make()
        self.step(0.5)
        page = self.page
        page.mouse_move(200, 60)
        page.mouse_down(200, 60)
        page.mouse_up(200, 60)
        self.assertEqual(self.events("select"), [0])
        # A drag that ends where it began selects nothing.
        self.mouse_drag((200, 60), [(150, 60, 1.0), (200, 60, 2.0)], press_time=0.6)
        self.assertEqual(self.events("select"), [0])
        self.assertEqual(self.evaluate("window.events.filter(e => e.type === 'select').length"), 1)

    def test_a_dot_turns_to_its_page(self):
        self.make()
        state = self.step(0.5)
        dot = next(d for d in state["dots"] if d["page"] == 3)
        # A little beside the dot itself: the engine's 44-pixel targets.
        x, y = dot["x"] + dot["width"] / 2 + 3, dot["y"] + dot["height"] / 2 - 12
        self.page.mouse_move(x, y)
        self.page.mouse_down(x, y)
        self.page.mouse_up(x, y)
        state, _ = self.settle(0.5)
        self.assertEqual(state["currentIndex"], 3, state)
        self.assertEqual(self.events("select"), [])

    def test_touch_flick_tap_and_a_pan_across(self):
        self.require("touch")
        self.make()
        # A flick along the axis: one page.
        self.touch_drag((300, 60), [(300 - 24 * k, 61, 0.008 * k) for k in range(1, 6)])
        state, t = self.settle(0.04)
        self.assertEqual(state["currentIndex"], 1)
        # A tap: the item under it.
        self.evaluate(f"clock.t = {t + 1}")
        self.page.touch_start(200, 60)
        self.page.touch_end()
        self.assertEqual(self.events("select"), [1])
        # A pan across the axis is the page's (touch-action: pan-y): no page turn.
        self.touch_drag((200, 40), [(202, 40 + 12 * k, t + 2 + 0.016 * k) for k in range(1, 8)], press_time=t + 2)
        state, _ = self.settle(t + 2.2)
        self.assertEqual(state["currentIndex"], 1)
        self.assertAlmostEqual(state["unwrappedPosition"], 1, places=6)


class TimeTests(CarouselTestCase):
    """Auto-advance, its pauses, and what the element schedules."""

    def test_pages_turn_by_themselves_and_an_idle_carousel_asks_for_nothing(self):
        # The page's real clock.
        self.evaluate("useRealClock(), 1")
        self.make({"interval": "0.4"})
        self.page.wait_for("window.events.filter(e => e.type === 'settle').length >= 2", timeout=60)
        changes = self.events("change")
        self.assertEqual(changes[:2], [1, 2])
        # The compositor played the turns: the element asked for (almost) no animation frame
        # of its own (one when a timer wakes it a hair before the turn is due).
        self.assertLessEqual(self.evaluate("window.animationFrames"), 2 * len(changes))
        # During the dwell the element waits on one timer, not frame by frame.
        self.page.wait_for("carousel.state.scheduled === 'timer'", timeout=30)
        # Without auto-advance, once at rest nothing at all is scheduled...
        self.evaluate("carousel.removeAttribute('interval'), 1")
        self.page.wait_for("carousel.state.scheduled === null", timeout=30)
        frames = self.evaluate("window.animationFrames")
        drawn = self.state()["framesDrawn"]
        time.sleep(0.5)
        # ...and nothing is drawn: no animation frame was asked for.
        self.assertEqual(self.evaluate("window.animationFrames"), frames)
        self.assertEqual(self.state()["framesDrawn"], drawn)
        self.assertIsNone(self.state()["nextWakeUp"])

    def test_auto_advance_pauses_off_screen_and_resumes_where_the_dwell_stopped(self):
        self.evaluate("document.body.style.height = '3000px', 1")
        self.make({"interval": "3"})
        self.assertEqual(self.step(1)["nextWakeUp"], 3)
        # Scrolled out of view (IntersectionObserver): no turn is due.
        self.evaluate("window.scrollTo(0, 1000), 1")
        self.page.wait_for("carousel.state.isRotating === false")
        state = self.step(10)
        self.assertEqual(state["currentIndex"], 0)
        self.assertIsNone(state["nextWakeUp"])
        # Back in view at t = 10: the dwell goes on from where it stopped at t = 1 (2 s of
        # its 3 left), so the next turn is at 12, not a full interval later.
        self.evaluate("window.scrollTo(0, 0), 1")
        self.page.wait_for("carousel.state.isRotating === true")
        self.assertEqual(self.state()["nextWakeUp"], 12)
        state, _ = self.settle(12)
        self.assertEqual(state["currentIndex"], 1)

    def test_auto_advance_pauses_while_the_page_is_hidden(self):
        self.require("hidden")
        self.make({"interval": "3"})
        self.step(1)
        self.page.set_hidden(True)
        try:
            self.page.wait_for("document.visibilityState === 'hidden' && carousel.state.isRotating === false")
            self.assertEqual(self.step(20)["currentIndex"], 0)
        finally:
            self.page.set_hidden(False)
        self.page.wait_for("document.visibilityState === 'visible' && carousel.state.isRotating === true")
        # Hidden at t = 1 with 2 s of the dwell left: shown again at t = 20, it turns at 22.
        self.assertEqual(self.state()["nextWakeUp"], 22)

    def test_a_hover_holds_the_rotation(self):
        self.make({"interval": "3"})
        self.step(1)
        self.page.mouse_move(200, 60)
        self.page.wait_for("carousel.state.nextWakeUp === null")
        self.assertEqual(self.step(10)["currentIndex"], 0)
        # Still "rotating" for assistive technologies: the hold is transient...
        self.assertTrue(self.state()["isRotating"])
        # ...and ends with the hover: the dwell goes on from where the hover found it (2 s
        # left at t = 1), so the turn is at 12.
        self.page.mouse_move(600, 400)
        self.page.wait_for("carousel.state.nextWakeUp === 12")

    def test_reduced_motion_stops_rotation_and_cross_fades(self):
        self.require("reduced-motion")
        self.page.set_reduced_motion(True)
        self.make({"interval": "3"})
        state = self.step(10)
        self.assertTrue(state["prefersReducedMotion"])
        self.assertFalse(state["isRotating"])
        self.assertEqual(state["currentIndex"], 0)
        # A page change cross-fades in place: the slides do not slide.
        self.evaluate("carousel.next(), 1")
        state = self.step(10.1)
        self.assertIsNotNone(state["crossFade"])
        self.assertGreater(state["crossFade"]["alpha"], 0)
        self.assertLess(state["crossFade"]["alpha"], 1)
        self.assertTrue(all(s["x"] in (-WIDTH, 0, WIDTH) for s in state["slots"]))
        fade = self.evaluate(
            "(() => { const f = carousel.shadowRoot.querySelector('.fade');"
            " return f && { opacity: Number(f.style.opacity), copies: f.firstChild.assignedElements().length } })()"
        )
        self.assertEqual(fade["copies"], 1)
        self.assertAlmostEqual(fade["opacity"], state["crossFade"]["alpha"], places=6)
        state, _ = self.settle(10.1)
        self.assertEqual(state["currentIndex"], 1)
        self.assertIsNone(state["crossFade"])
        self.assertIsNone(self.evaluate("carousel.shadowRoot.querySelector('.fade')"))
        # Switched off: rotation starts, a full interval later.
        self.page.set_reduced_motion(False)
        self.page.wait_for("carousel.state.isRotating === true")


class KeyboardAndAccessibilityTests(CarouselTestCase):
    def active(self):
        return self.evaluate(
            "(() => { const a = carousel.shadowRoot.activeElement;"
            " return a ? (a.getAttribute('part') || a.className) : null })()"
        )

    def test_tab_order_arrows_and_enter(self):
        self.make({"interval": "3"})
        self.step(0.5)
        self.page.key("Tab")
        # The rotation control comes first (WAI-ARIA carousel pattern).
        self.assertEqual(self.active(), "rotation")
        self.page.key("Tab")
        self.assertEqual(self.active(), "previous")
        self.page.key("Tab")
        self.assertEqual(self.active(), "next")
        self.page.key("Tab")
        self.assertEqual(self.active(), "viewport")
        t = 1.0
        for key, expected in [
            ("ArrowRight", 1), ("End", 4), ("Home", 0), ("ArrowLeft", 4), ("PageDown", 0), ("ArrowUp", 0),
        ]:
            self.evaluate(f"clock.t = {t}")
            self.page.key(key)
            state, t = self.settle(t)
            self.assertEqual(state["currentIndex"], expected, key)
            t += 0.1
        self.evaluate(f"clock.t = {t}")
        self.page.key("Enter")
        self.assertEqual(self.events("select"), [0])

    def test_right_to_left_arrows(self):
        self.make({"direction": "rtl"})
        self.evaluate("carousel.shadowRoot.querySelector('.viewport').focus(), clock.t = 0.5, 1")
        self.page.key("ArrowLeft")
        state, _ = self.settle(0.5)
        self.assertEqual(state["currentIndex"], 1)
        # The next slide comes from the left.
        self.evaluate("carousel.next({animated: false}), 1")
        state = self.state()
        following = next(s for s in state["slots"] if s["item"] == 3)
        self.assertEqual(following["x"], -WIDTH)

    def test_the_accessibility_tree(self):
        self.evaluate("document.body.setAttribute('aria-label', 'page'), 1")
        self.make({"interval": "3", "aria-label": "Promotions"}, images=True)
        self.step(0.5)
        nodes = self.ax_nodes()
        region = [n for n in nodes if n["role"] == "region"]
        self.assertEqual(len(region), 1)
        self.assertEqual(region[0]["name"], "Promotions")
        with self.subTest("the carousel's role description"):
            self.require("internals-role-description")
            self.assertEqual(region[0].get("roledescription"), "carousel")
        # One slide is exposed, never a copy or a neighbour, in the machine's words: "Item 1
        # of 5".
        slides = [n for n in nodes if n.get("roledescription") == "slide"]
        self.assertEqual([(s["role"], s["name"]) for s in slides], [("group", "Item 1 of 5")])
        images = [n["name"] for n in nodes if n["role"] == "image"]
        self.assertEqual(images, ["Slide 1"])
        buttons = [n["name"] for n in nodes if n["role"] == "button"]
        self.assertEqual(buttons[0], "Stop automatic slide show")
        self.assertIn("Item 3 of 5", buttons)
        # Rotating: the slides are not a live region; stopped by the user, they are.
        live = self.evaluate("carousel.shadowRoot.querySelector('.viewport').getAttribute('aria-live')")
        self.assertEqual(live, "off")
        self.evaluate("carousel.shadowRoot.querySelector('.rotation').click(), 1")
        state = self.state()
        self.assertTrue(state["isRotationStopped"])
        nodes = self.ax_nodes()
        self.assertIn("Start automatic slide show", [n["name"] for n in nodes if n["role"] == "button"])
        self.assertEqual([n.get("live") for n in nodes if n["name"] == "Slides"], ["polite"])
        # Stopped stays stopped.
        self.assertEqual(self.step(60)["currentIndex"], 0)
        # After a turn the label follows the destination at once.
        self.evaluate("carousel.next(), 1")
        self.step(60.05)
        slides = [n for n in self.ax_nodes() if n.get("roledescription") == "slide"]
        self.assertEqual(len(slides), 1)

    def test_two_items_show_a_copy_that_assistive_technologies_never_see(self):
        # Two full pages: the other item on both sides, one of them a copy.
        self.make({}, count=2)
        self.step(0.5)
        copies = self.evaluate(
            "[...carousel.querySelectorAll('[data-carousel-copy]')].map(c => "
            "({hidden: c.getAttribute('aria-hidden'), inert: c.inert}))"
        )
        self.assertEqual(len(copies), 1)
        self.assertTrue(all(c["hidden"] == "true" and c["inert"] for c in copies))
        slides = [n for n in self.ax_nodes() if n.get("roledescription") == "slide"]
        self.assertEqual([s["name"] for s in slides], ["Item 1 of 2"])
        # A third slide added to the page: the carousel reloads, and the copies go.
        self.evaluate(
            "(() => { const d = document.createElement('div'); d.className = 'slide';"
            " d.textContent = '3'; carousel.append(d); })(), 1"
        )
        self.page.wait_for("carousel.count === 3 && carousel.state.count === 3")
        self.step(1)
        self.assertEqual(self.evaluate("carousel.querySelectorAll('[data-carousel-copy]').length"), 0)


class SeamTests(CarouselTestCase):
    def test_a_thousand_turns_end_on_the_right_slide_with_three_shown(self):
        self.make()
        children = self.evaluate("carousel.children.length")
        self.evaluate("for (let i = 0; i < 1000; i++) carousel.next({animated: false}); 1")
        state = self.state()
        self.assertEqual(state["currentIndex"], 0)
        self.assertEqual(state["unwrappedPosition"], 1000)
        self.assertEqual(len(state["slots"]), 3)
        # A view per slide, no more, three of them shown.
        self.assertEqual(self.evaluate("carousel.shadowRoot.querySelectorAll('.slide').length"), 5)
        self.assertEqual(self.evaluate(
            "[...carousel.shadowRoot.querySelectorAll('.slide')].filter(w => w.style.opacity !== '0').length"), 3)
        self.assertEqual(self.evaluate("carousel.children.length"), children)
        # The slide on screen is the first one, at the origin, with no transform to drift.
        shown = self.evaluate(
            "(() => { const r = carousel.children[0].getBoundingClientRect();"
            " return [r.left, r.top, r.width] })()"
        )
        self.assertEqual(shown, [0, 0, WIDTH])
        # Animated turns across the seam, stepped frame by frame.
        t = 1.0
        for _ in range(12):
            self.evaluate(f"clock.t = {t}, carousel.next(), 1")
            _, t = self.settle(t)
            t += 0.05
        state = self.state()
        self.assertEqual(state["currentIndex"], 12 % 5)
        self.assertEqual(state["unwrappedPosition"], 1012)
        self.assertEqual(self.events("change")[-3:], [0, 1, 2])


class EffectScreenshotTests(CarouselTestCase):
    """Each effect mid-turn in Chromium's compositor against `carousel render` at the same
    time: the engine's matrices, as CSS matrix3d(), in a real compositor."""

    width, height = 700, 300

    def render(self, effect, at, size, extra=(), indicator="none"):
        out = os.path.join(ARTIFACTS, f"render-{effect}{''.join(extra)}-{indicator}")
        subprocess.run(
            [CAROUSEL, "render", "--size", f"{size[0]}x{size[1]}", "--scale", "1",
             "--indicator", indicator, "--effect", effect, "--at", str(at), "--out", out, *extra],
            check=True, stdout=subprocess.DEVNULL,
        )
        with open(os.path.join(out, "frame-001.png"), "rb") as file:
            return decode_png(file.read())

    def compare(self, name, shot, rendered):
        width, height, a = shot
        width2, height2, b = rendered
        self.assertEqual((width, height), (width2, height2))
        total = 0
        outliers = 0
        difference = bytearray(width * height * 4)
        for pixel in range(width * height):
            i = pixel * 4
            worst = max(abs(a[i] - b[i]), abs(a[i + 1] - b[i + 1]), abs(a[i + 2] - b[i + 2]))
            total += abs(a[i] - b[i]) + abs(a[i + 1] - b[i + 1]) + abs(a[i + 2] - b[i + 2])
            if worst > OUTLIER_THRESHOLD:
                outliers += 1
            value = min(255, worst * 4)
            difference[i:i + 4] = bytes((value, value, value, 255))
        with open(os.path.join(ARTIFACTS, f"difference-{name}.png"), "wb") as file:
            file.write(encode_png(width, height, bytes(difference)))
        mean = total / (width * height * 3)
        share = outliers / (width * height)
        return mean, share

    def test_each_effect_mid_turn_matches_carousel_render(self):
        size = (600, 200)
        results = {}
        # Every effect with no dots (the compositor plays the turn from the engine's frames),
        # one vertical, and the pill, whose dots change size (drawn frame by frame, and drawn
        # by both from the same layout).
        for effect in EFFECTS + ["vertical-depth", "pill-slide", "pill-cube"]:
            vertical = effect.startswith("vertical-")
            indicator = "pill" if effect.startswith("pill-") else "none"
            name = effect.split("-")[-1]
            with self.subTest(effect=effect):
                self.reload()
                # `carousel render`'s slideshow: a 3 s interval, 0.4 s page turns.
                attributes = {"interval": "3", "duration": "0.4", "effect": name,
                              "indicator": indicator, "class": "bare"}
                if vertical:
                    attributes["axis"] = "vertical"
                self.make(attributes, images=True, size=size)
                for t in (1, 2, 3, 3.15):
                    state = self.step(t)
                self.assertEqual(state["isCompositing"], indicator == "none")
                # Two frames for the compositor to take the new transforms.
                self.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
                png = self.page.screenshot({"x": 0, "y": 0, "width": size[0], "height": size[1]})
                with open(os.path.join(ARTIFACTS, f"screenshot-{effect}.png"), "wb") as file:
                    file.write(png)
                rendered = self.render(name, 3.15, size, ["--vertical"] if vertical else [], indicator)
                mean, share = self.compare(effect, decode_png(png), rendered)
                results[effect] = (round(mean, 2), round(share, 4))
                self.assertLess(mean, MEAN_TOLERANCE, f"{effect}: mean difference {mean:.2f}")
                self.assertLess(share, OUTLIER_TOLERANCE, f"{effect}: {share:.2%} of pixels differ")
        print(f"\n  effects against carousel render (mean, share over {OUTLIER_THRESHOLD}): {results}")


class LifecycleTests(CarouselTestCase):
    def test_a_carousel_moved_in_the_document_keeps_its_slides(self):
        self.make({"interval": "3"})
        # Moved: disconnected, then connected again with the same children.
        self.evaluate("document.body.prepend(carousel), 1")
        self.page.wait_for("carousel.state && carousel.state.slots.length > 0")
        state = self.step(1)
        self.assertEqual(state["count"], 5)
        self.assertEqual(state["nextWakeUp"], 3)
        shown = self.evaluate(
            "[...carousel.shadowRoot.querySelectorAll('.slide')].filter(w => w.style.opacity !== '0')"
            ".map(w => w.firstChild.assignedElements().length)"
        )
        self.assertEqual(shown, [1, 1, 1])

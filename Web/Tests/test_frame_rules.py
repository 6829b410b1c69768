"""<infinite-carousel> draws what the host machine's frame says: the rules a page sees that
the machine decides (a press on a dot is a choice only when it is released there, labels in
the element's language, reduced motion and keyboard focus stopping the slide show, Previous
and Next where there is somewhere to go, the current slide kept across added slides).

Run through run.py with test_element.py, whose CarouselTestCase these extend.
"""

import time

from test_element import HEIGHT, WIDTH, CarouselTestCase


class FrameRuleTestCase(CarouselTestCase):
    def names(self, role):
        return [n["name"] for n in self.ax_nodes() if n["role"] == role]

    def slide_labels(self):
        # A slide's role description is in the element's language too ("Folie" in German).
        return [n["name"] for n in self.ax_nodes() if n["role"] == "group" and n.get("roledescription")]

    def assert_exposed(self, read, expected, timeout=10):
        """Asserts that `read()` (of the accessibility tree) comes to `expected`: Firefox's
        content process sends a changed tree to the parent process on its own time."""
        deadline = time.monotonic() + timeout
        value = read()
        while value != expected and time.monotonic() < deadline:
            time.sleep(0.1)
            value = read()
        self.assertEqual(value, expected)

    def part(self, name, expression):
        return self.evaluate(f"(() => {{ const e = carousel.shadowRoot.querySelector('.{name}'); return {expression} }})()")


class DotPressTests(FrameRuleTestCase):
    """Issue 33, 1: a page scroll that starts on a dot does not turn the carousel."""

    width, height = 320, 600

    def setUp(self):
        self.require("touch")
        super().setUp()
        # A page taller than the viewport, whose scroll bar takes no width (Firefox and WebKit
        # draw classic ones beside the page: the 320 px carousel would not fit).
        self.evaluate("document.body.style.height = '3000px',"
                      " document.documentElement.style.scrollbarWidth = 'none', 1")

    def dot_centre(self, state, page):
        dot = next(d for d in state["dots"] if d["page"] == page)
        return dot["x"] + dot["width"] / 2, dot["y"] + dot["height"] / 2

    def test_a_touch_on_a_dot_swiped_up_scrolls_the_page_and_turns_nothing(self):
        state = self.make(size=(320, 107))
        # The carousel 300 px down the page, so that a finger swiped 200 px up from its dots
        # stays on the screen (Firefox and WebKit refuse a touch outside the viewport, as a
        # screen has no such place).
        self.evaluate("carousel.style.marginTop = '300px', 1")
        top = self.evaluate("carousel.getBoundingClientRect().top")
        self.assertEqual(top, 300)
        x, y = self.dot_centre(state, 3)
        y += top
        # A finger on the dot of page 4, swiped up 200 px: a page scroll.
        self.evaluate("window.addEventListener('scrollend', () => { window.scrollEnded = true }), clock.t = 0.5")
        self.page.touch_start(x, y)
        for k in range(1, 21):
            self.evaluate(f"clock.t = {0.5 + 0.016 * k}")
            self.page.touch_move(x, y - 10 * k)
        self.page.touch_end()
        state, _ = self.settle(0.9)
        self.assertEqual(state["currentIndex"], 0)
        self.assertEqual(state["destinationIndex"], 0)
        self.assertEqual(self.events("change"), [])
        # The page scrolled (until its fling ended), where the browser pans from a driver's
        # touch.
        with self.subTest("the page scrolled"):
            self.require("touch-scroll")
            self.page.wait_for("window.scrollEnded === true")
            self.assertGreater(self.evaluate("window.scrollY"), 100)
        # The same finger lifted where it landed is a choice of that dot.
        self.evaluate("window.scrollTo(0, 0), clock.t = 2, 1")
        self.page.wait_for("window.scrollY === 0")
        self.page.touch_start(x, y)
        self.page.touch_end()
        state, _ = self.settle(2)
        self.assertEqual(state["currentIndex"], 3)


class LanguageTests(FrameRuleTestCase):
    def test_labels_follow_the_elements_language(self):
        self.make({"interval": "3", "lang": "de"})
        self.step(0.5)
        self.assert_exposed(self.slide_labels, ["Element 1 von 5"])
        buttons = self.names("button")
        self.assertIn("Automatische Diashow anhalten", buttons)
        self.assertIn("Element 3 von 5", buttons)
        self.assertNotIn("Stop automatic slide show", buttons)
        # Stopped, the control offers to start, in German.
        self.evaluate("carousel.shadowRoot.querySelector('.rotation').click(), 1")
        self.assert_exposed(lambda: "Automatische Diashow starten" in self.names("button"), True)
        # The element's own language changes: its words follow.
        self.evaluate("carousel.setAttribute('lang', 'fr'), 1")
        self.assert_exposed(self.slide_labels, ["Élément 1 sur 5"])
        self.assertIn("Démarrer le diaporama automatique", self.names("button"))

    def test_without_a_language_of_its_own_the_closest_ancestors_is_read(self):
        self.evaluate(
            "document.body.append(Object.assign(document.createElement('div'), {id: 'box', lang: 'ja'})), 1")
        self.evaluate("makeCarousel({interval: '3'}, 5, {images: false, parent: box}),"
                      f" carousel.style.width = '{WIDTH}px', carousel.style.height = '{HEIGHT}px', 1")
        self.page.wait_for("carousel.state && carousel.state.slots.length > 0")
        self.assert_exposed(self.slide_labels, ["5件中1件目"])
        self.assertIn("スライドショーの自動再生を停止", self.names("button"))


class ReducedMotionTests(FrameRuleTestCase):
    def test_reduced_motion_starts_stopped_with_start_offered_and_start_works(self):
        self.require("reduced-motion")
        self.page.set_reduced_motion(True)
        self.make({"interval": "3"})
        state = self.step(1)
        self.assertTrue(state["isRotationStopped"])
        self.assertIsNone(state["nextWakeUp"])
        self.assertIn("Start automatic slide show", self.names("button"))
        self.assertEqual(self.part("viewport", "e.ariaLive"), "polite")
        # Start: the slides turn (cross-fading), a full interval later.
        self.evaluate("carousel.shadowRoot.querySelector('.rotation').click(), 1")
        state = self.state()
        self.assertFalse(state["isRotationStopped"])
        self.assertEqual(state["nextWakeUp"], 4)
        self.assertIn("Stop automatic slide show", self.names("button"))
        self.assertEqual(self.part("viewport", "e.ariaLive"), "off")
        state, _ = self.settle(4)
        self.assertEqual(state["currentIndex"], 1)

    def test_a_stop_made_only_for_reduced_motion_ends_with_it(self):
        self.require("reduced-motion")
        self.page.set_reduced_motion(True)
        self.make({"interval": "3"})
        self.assertTrue(self.step(1)["isRotationStopped"])
        self.page.set_reduced_motion(False)
        # A media query's change event is sent as the page next updates its rendering (HTML's
        # "evaluate media queries and report changes"): WebKit waits for one, which an idle
        # page does not ask for, so each look asks for a frame first.
        self.page.wait_for("new Promise((done) => requestAnimationFrame(() =>"
                           " done(carousel.state.isRotationStopped === false)))")
        self.assertIn("Stop automatic slide show", self.names("button"))


class KeyboardFocusTests(FrameRuleTestCase):
    def test_keyboard_focus_stops_the_slide_show_for_good(self):
        self.make({"interval": "3"})
        self.evaluate("document.body.append(Object.assign(document.createElement('button'),"
                      " {id: 'outside', textContent: 'outside'})), 1")
        self.step(1)
        # Focus by mouse holds nothing: a click on the slides focuses them, not visibly.
        self.page.mouse_move(200, 60)
        self.page.mouse_down(200, 60)
        self.page.mouse_up(200, 60)
        self.page.mouse_move(600, 500)
        self.evaluate("outside.focus(), 1")
        self.assertFalse(self.step(1.5)["isRotationStopped"])
        # The keyboard brings focus in: stopped, and still stopped when it has gone, a minute
        # later, hovered and left.
        self.page.key("Tab", shift=True)
        self.assertTrue(self.state()["isRotationStopped"])
        self.page.key("Tab")
        self.assertEqual(self.evaluate("document.activeElement.id"), "outside")
        self.page.mouse_move(200, 60)
        self.page.mouse_move(600, 500)
        state = self.step(61)
        self.assertTrue(state["isRotationStopped"])
        self.assertIsNone(state["nextWakeUp"])
        self.assertEqual(state["currentIndex"], 0)
        self.assertIn("Start automatic slide show", self.names("button"))

    def test_without_dots_the_stop_control_shows_to_the_keyboard(self):
        self.make({"interval": "3", "indicator": "none"})
        state = self.step(0.5)
        # No room beside dots: no visible control, but the action is there for keyboards and
        # assistive technologies.
        self.assertIsNone(state["rotationControl"])
        self.assertIn("Stop automatic slide show", self.names("button"))
        self.assertEqual(self.part("rotation", "getComputedStyle(e).clipPath"), "inset(50%)")
        self.page.key("Tab")
        self.assertEqual(self.part("rotation", "e.matches(':focus-visible')"), True)
        self.assertEqual(self.part("rotation", "getComputedStyle(e).clipPath"), "none")
        self.page.key("Enter")
        self.assertFalse(self.state()["isRotationStopped"])


class StepperTests(FrameRuleTestCase):
    def test_previous_and_next_at_the_ends_of_a_carousel_that_does_not_loop(self):
        self.make({"loop": "false"})
        state = self.step(0.5)
        self.assertFalse(state["canMoveBackward"])
        self.assertTrue(state["canMoveForward"])
        self.assertEqual(self.part("previous", "[e.hidden, e.ariaDisabled]"), [False, "true"])
        self.assertEqual(self.part("next", "[e.hidden, e.ariaDisabled]"), [False, "false"])
        # Previous does nothing there; Next goes on to the end, where it does nothing.
        self.evaluate("carousel.shadowRoot.querySelector('.previous').click(), 1")
        self.assertEqual(self.settle(0.5)[0]["currentIndex"], 0)
        t = 1
        for _ in range(5):
            self.evaluate(f"clock.t = {t}, carousel.shadowRoot.querySelector('.next').click(), 1")
            _, t = self.settle(t)
            t += 0.1
        state = self.state()
        self.assertEqual(state["currentIndex"], 4)
        self.assertEqual(self.part("previous", "e.ariaDisabled"), "false")
        self.assertEqual(self.part("next", "e.ariaDisabled"), "true")
        # A looping carousel goes both ways from anywhere.
        self.evaluate("carousel.removeAttribute('loop'), 1")
        self.assertEqual(self.part("next", "e.ariaDisabled"), "false")


class SlideIdentityTests(FrameRuleTestCase):
    def shown_text(self):
        return self.evaluate(
            "(() => { const r = carousel.getBoundingClientRect();"
            " return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2).textContent })()")

    def test_slides_added_before_the_current_one_keep_it_current(self):
        self.make({}, images=False)
        self.evaluate("carousel.scrollTo(3, {animated: false}), window.events = [], 1")
        self.assertEqual(self.shown_text(), "4")
        # A framework renders two slides before it and one after.
        self.evaluate(
            "(() => { const make = (text) => Object.assign(document.createElement('div'),"
            " {className: 'slide', textContent: text});"
            " carousel.prepend(make('a'), make('b')); carousel.append(make('c')); })(), 1")
        self.page.wait_for("carousel.state.count === 8")
        state = self.state()
        self.assertEqual(state["currentIndex"], 5)
        self.assertEqual(self.shown_text(), "4")
        self.assertEqual(self.events("change"), [5])
        # Slides moved around it and one removed: still the same slide.
        self.evaluate("carousel.append(carousel.children[0]), carousel.children[1].remove(), 1")
        self.page.wait_for("carousel.state.count === 7")
        self.assertEqual(self.shown_text(), "4")
        # A brand-new set of slides starts at the first.
        self.evaluate(
            "carousel.replaceChildren(...['x', 'y', 'z'].map((text) => Object.assign("
            "document.createElement('div'), {className: 'slide', textContent: text}))), 1")
        self.page.wait_for("carousel.state.count === 3")
        self.assertEqual(self.state()["currentIndex"], 0)
        self.assertEqual(self.shown_text(), "x")

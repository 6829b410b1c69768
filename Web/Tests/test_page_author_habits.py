"""What a page author installing the element runs into (issue 33): presses that are not yet
clicks, pointer positions under CSS zoom and transforms, a strict Content Security Policy,
the element's size wherever it is placed, units and bounds of its attributes, the page before
and after it upgrades, lazily loaded pictures, the module loaded twice, no slides left, a
control inside a slide; and what authors of other carousels reach for: events, switches,
properties, labels and update().

Run through run.py with test_element.py, whose CarouselTestCase these extend.
"""

import test_element
from test_element import HEIGHT, WIDTH, CarouselTestCase


class AuthorTestCase(CarouselTestCase):
    def centre(self, part):
        """The centre of a shadow part (`.next`, `.dot`...) in the viewport."""
        return self.evaluate(
            f"(() => {{ const r = carousel.shadowRoot.querySelector('{part}').getBoundingClientRect();"
            f" return [r.left + r.width / 2, r.top + r.height / 2] }})()")

    def of_type(self, kind):
        return [e["detail"] for e in self.evaluate("window.events") if e["type"] == kind]


class PressIsNotAClickTests(AuthorTestCase):
    """A press on a control acts only as a click: released over it. The same rule for the
    slides, the dots and the buttons."""

    def test_a_mouse_press_moved_off_a_control_turns_nothing(self):
        state = self.make({}, images=False)
        dot = next(d for d in state["dots"] if d["page"] == 3)
        for start in [self.centre(".next"), self.centre(".previous"),
                      (dot["x"] + dot["width"] / 2, dot["y"] + dot["height"] / 2)]:
            with self.subTest(start=start):
                self.page.mouse_move(*start)
                self.page.mouse_down(*start)
                self.page.mouse_move(start[0], start[1] + 60)
                self.page.mouse_move(start[0], 300)
                self.page.mouse_up(start[0], 300)
                state, _ = self.settle(0.1)
                self.assertEqual(state["currentIndex"], 0)
                self.assertEqual(self.events("change"), [])
                self.assertEqual(self.events("select"), [])
        # The same press released where it went down is a click: Next turns.
        self.page.click(*self.centre(".next"))
        state, _ = self.settle(0.2)
        self.assertEqual(state["currentIndex"], 1)

    def test_a_touch_scroll_starting_on_a_button_or_a_slide_turns_and_selects_nothing(self):
        self.require("touch")
        self.page.resize(320, 600)
        self.evaluate("document.body.style.height = '3000px',"
                      " document.documentElement.style.scrollbarWidth = 'none', 1")
        self.make({}, images=False, size=(320, 107))
        # 300 px down the page, so that the finger swiped 200 px up stays on the screen
        # (Firefox and WebKit refuse a touch outside the viewport).
        self.evaluate("carousel.style.marginTop = '300px', 1")
        self.assertEqual(self.evaluate("carousel.getBoundingClientRect().top"), 300)
        for start in [self.centre(".next"), (160, 350)]:
            with self.subTest(start=start):
                self.evaluate("window.scrollTo(0, 0), 1")
                self.page.wait_for("window.scrollY === 0")
                self.page.touch_start(*start)
                for k in range(1, 21):
                    self.evaluate(f"clock.t = {0.016 * k}")
                    self.page.touch_move(start[0], start[1] - 10 * k)
                self.page.touch_end()
                state, _ = self.settle(0.5)
                self.assertEqual(state["currentIndex"], 0)
                self.assertEqual(self.events("change"), [])
                self.assertEqual(self.events("select"), [])


class ZoomAndTransformTests(AuthorTestCase):
    """Pointer positions are the element's own whatever sits above it: CSS zoom, a scale."""

    CASES = {
        # The wrapper's style, and where a point (x, y) of the element is in the viewport.
        "zoom": ("zoom: 2", lambda x, y: (2 * x, 2 * y)),
        "transform": ("transform: translate(40px, 30px) scale(1.5); transform-origin: 0 0",
                      lambda x, y: (40 + 1.5 * x, 30 + 1.5 * y)),
    }

    def test_drags_and_dots_under_zoom_and_transforms(self):
        for name, (style, place) in self.CASES.items():
            with self.subTest(case=name):
                self.reload()
                self.make({}, images=False)
                self.evaluate(
                    "window.wrapper = document.createElement('div'),"
                    f" wrapper.style.cssText = '{style}', document.body.prepend(wrapper),"
                    " wrapper.append(carousel), 1")
                self.page.wait_for(f"carousel.clientWidth === {WIDTH}")
                # A drag of 100 of the element's pixels (150 or 200 of the viewport's).
                self.evaluate("clock.t = 1")
                self.page.mouse_move(*place(300, 60))
                self.page.mouse_down(*place(300, 60))
                self.evaluate("clock.t = 1.1")
                self.page.mouse_move(*place(200, 60))
                self.assertAlmostEqual(self.state()["position"] * WIDTH, 100, delta=1)
                self.evaluate("clock.t = 1.2")
                self.page.mouse_up(*place(200, 60))
                self.settle(1.2)
                # A dot of the element's, pressed where the zoom or the scale shows it.
                state = self.state()
                dot = next(d for d in state["dots"] if d["page"] == 3)
                self.evaluate("clock.t = 5")
                self.page.click(*place(dot["x"] + dot["width"] / 2, dot["y"] + dot["height"] / 2))
                state, _ = self.settle(5)
                self.assertEqual(state["currentIndex"], 3)


class StrictPolicyTests(AuthorTestCase):
    """Under script-src 'self' 'wasm-unsafe-eval' and style-src 'self' (no inline script or
    style), the element loads and is styled."""

    def test_under_the_readmes_policy_it_loads_styled_and_nothing_is_refused(self):
        self.page.navigate(f"{test_element.SITE_URL}/csp.html")
        self.page.wait_for("window.testReady === true")
        self.page.wait_for("document.querySelector('infinite-carousel').state?.slots.length > 0")
        self.assertEqual(self.evaluate("window.violations"), [])
        styled = self.evaluate(
            "(() => { const c = document.querySelector('infinite-carousel');"
            " const viewport = c.shadowRoot.querySelector('.viewport');"
            " return [getComputedStyle(viewport).position, c.clientWidth === document.body.clientWidth,"
            " Math.abs(c.clientHeight - c.clientWidth / 3) <= 1] })()")
        self.assertEqual(styled, ["absolute", True, True])

    def test_without_wasm_unsafe_eval_the_console_says_what_to_add(self):
        self.page.navigate(f"{test_element.SITE_URL}/csp-without-wasm.html")
        self.page.wait_for("window.testReady === true")
        self.assertFalse(self.evaluate("Boolean(customElements.get('infinite-carousel'))"))
        errors = self.page.errors()
        self.assertTrue(any("'wasm-unsafe-eval'" in error for error in errors), errors)


class SizeTests(AuthorTestCase):
    """The element's width is its container's wherever it is placed, with a height alone too."""

    CONTAINERS = {
        "block": ("display: block; width: 500px", 500),
        "flex row": ("display: flex; width: 500px", 500),
        "grid cell": ("display: grid; grid-template-columns: 400px 100px; width: 500px", 400),
        "inline-block": ("display: inline-block", 320),
    }

    def test_the_width_is_the_containers_wherever_it_is_placed(self):
        # Without the test page's own size for the element.
        self.evaluate("(() => { const sheet = [...document.styleSheets].find((s) => s.ownerNode.localName === 'style');"
                      " const index = [...sheet.cssRules].findIndex((r) => r.selectorText === 'infinite-carousel');"
                      " sheet.deleteRule(index) })(), 1")
        for name, (style, width) in self.CONTAINERS.items():
            for height in [None, 150]:
                set_height = "" if height is None else f"c.style.height = '{height}px';"
                with self.subTest(container=name, height=height):
                    size = self.evaluate(
                        "(() => { const box = document.createElement('div');"
                        f" box.style.cssText = '{style}'; document.body.append(box);"
                        # An inline-block takes its width from its content: 320 px of text.
                        " if (box.style.display === 'inline-block') { const p = document.createElement('div');"
                        " p.style.width = '320px'; p.textContent = 'x'; box.append(p); }"
                        " const c = makeCarousel({}, 3, {images: false, parent: box});"
                        f" {set_height} const r = c.getBoundingClientRect(); box.remove();"
                        " return [r.width, r.height] })()")
                    self.assertEqual(size[0], width)
                    self.assertAlmostEqual(size[1], width / 3 if height is None else height, delta=1)


class UnitTests(AuthorTestCase):
    """Units and bounds: durations in seconds or milliseconds, brought into the engine's range."""

    def turn_ends(self, attributes):
        self.reload()
        self.make(attributes, images=False)
        self.evaluate("clock.t = 1, carousel.next(), 1")
        _, t = self.settle(1, limit=10)
        return t - 1

    def test_duration_takes_ms_and_s_and_is_bounded(self):
        for text, seconds in [("400ms", 0.4), ("0.4s", 0.4), ("0.4", 0.4), ("1s", 1.0)]:
            with self.subTest(duration=text):
                self.assertAlmostEqual(self.turn_ends({"duration": text}), seconds, delta=0.02)
        # A bare 400 (milliseconds elsewhere) is not 400 s: the engine's bound, and a warning.
        self.assertLessEqual(self.turn_ends({"duration": "400"}), 5.02)
        self.assertEqual(self.evaluate("carousel.duration"), 5)
        self.assertEqual(self.evaluate("(carousel.duration = '250ms', carousel.duration)"), 0.25)


class UpgradeTests(AuthorTestCase):
    """Server-rendered slides with the README's :not(:defined) rule: nothing moves when the
    element upgrades."""

    def places(self, query):
        self.page.navigate(f"{test_element.SITE_URL}/upgrade.html{query}")
        self.page.wait_for("window.testReady === true")
        self.page.wait_for("[...document.images].every((image) => image.complete)")
        before = self.evaluate("place()")
        self.evaluate("upgrade().then(() => 1)")
        self.page.wait_for("document.querySelector('infinite-carousel').state?.slots.length > 0")
        self.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        return before, self.evaluate("place()"), self.evaluate("window.layoutShift")

    def test_no_layout_shift_with_the_readmes_rule(self):
        before, after, shift = self.places("")
        self.assertEqual(before, after)
        self.assertEqual(after[:2], [600, 200])
        if shift is not None:
            self.assertEqual(shift, 0)
        # Without it the slides stack, and the page moves as the element upgrades.
        before, after, shift = self.places("?without-rule")
        # (Five 200 px pictures on lines of their own: more than twice the carousel's height.)
        self.assertGreater(before[1], 400)
        self.assertNotEqual(before, after)
        if shift is not None:
            self.assertGreater(shift, 0)


class LazyPictureTests(AuthorTestCase):
    def test_lazy_pictures_load_when_about_to_be_seen(self):
        count = 8
        self.evaluate(
            "(() => { const c = makeCarousel({}, 0, {images: false}); for (let k = 0; k < 8; k++) {"
            " const image = new Image(); image.loading = 'lazy'; image.alt = String(k);"
            " image.src = `slides/frame-00${k % 5 + 1}.png?lazy=${k}`; c.append(image); }"
            f" c.style.width = '{WIDTH}px'; c.style.height = '{HEIGHT}px' }})(), 1")
        self.page.wait_for("carousel.state?.slots.length > 0")
        loaded = "[...carousel.children].filter((image) => image.complete && image.naturalWidth > 0).map((image) => Number(image.alt))"
        slots = sorted({s["item"] for s in self.state()["slots"]})
        self.page.wait_for(f"{loaded}.length >= {len(slots)}")
        # A few rendering updates more, for any other picture the browser would load.
        for _ in range(5):
            self.evaluate("new Promise((done) => requestAnimationFrame(() => setTimeout(done)))")
        first = self.evaluate(loaded)
        self.assertEqual(sorted(first), slots)
        self.assertLess(len(first), count)
        # Two turns on: the next ones load as they come.
        self.evaluate("carousel.scrollTo(2, {animated: false}), 1")
        self.page.wait_for(f"{loaded}.includes(3)")


class ModuleTests(AuthorTestCase):
    def test_loading_the_module_twice_keeps_the_first_definition(self):
        same = self.evaluate(
            "import('./infinite-carousel.js?second').then((second) =>"
            " second.InfiniteCarousel === customElements.get('infinite-carousel'))")
        self.assertTrue(same)

    def test_removing_every_slide_leaves_no_dot_buttons(self):
        self.make({}, images=False)
        self.assertEqual(self.evaluate("carousel.shadowRoot.querySelectorAll('.indicator button').length"), 5)
        self.evaluate("carousel.replaceChildren(), 1")
        self.page.wait_for("carousel.state.count === 0")
        self.assertEqual(self.evaluate("carousel.shadowRoot.querySelectorAll('.indicator button').length"), 0)

    def test_a_click_on_a_button_inside_a_slide_is_the_buttons(self):
        self.make({}, images=False)
        self.evaluate(
            "window.pressed = 0, carousel.children[0].innerHTML = '<button id=inside>Buy</button>',"
            " inside.addEventListener('click', () => { window.pressed += 1 }), 1")
        self.page.click(*self.evaluate(
            "(() => { const r = inside.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2] })()"))
        self.assertEqual(self.evaluate("window.pressed"), 1)
        self.assertEqual(self.events("select"), [])
        # Elsewhere on the slide: a choice of the slide.
        self.page.click(60, 100)
        self.assertEqual(self.events("select"), [0])


class AuthorHabitTests(AuthorTestCase):
    """What authors of Swiper, Splide and Embla reach for, by our names."""

    def test_drag_events_and_slides_in_view(self):
        self.make({}, images=False)
        self.mouse_drag((300, 60), [(250, 60, 0.05), (150, 60, 0.1)], release_time=0.4)
        self.settle(0.4)
        self.assertEqual(len(self.of_type("drag-start")), 1)
        self.assertEqual(len(self.of_type("drag-end")), 1)
        in_view = self.of_type("slides-in-view")
        self.assertTrue(any(1 in d["indexes"] for d in in_view), in_view)

    def test_play_and_pause_events_and_the_rotation_switches(self):
        self.make({"interval": "3"}, images=False)
        self.step(0.5)
        self.evaluate("carousel.pause(), carousel.play(), 1")
        self.assertEqual([len(self.of_type("pause")), len(self.of_type("play"))], [1, 1])
        # pause-on-hover="false": a mouse over it holds nothing.
        self.evaluate("carousel.pauseOnHover = false, 1")
        self.assertEqual(self.evaluate("carousel.getAttribute('pause-on-hover')"), "false")
        self.page.mouse_move(200, 60)
        self.step(10)
        state, _ = self.settle(10)
        self.assertNotEqual(state["currentIndex"], 0)
        # Back on, with the mouse still there and not moved: it holds rotation at once.
        self.evaluate("carousel.pauseOnHover = true, 1")
        self.assertIsNone(self.step(40)["nextWakeUp"])

    def test_the_focus_switch(self):
        self.make({"interval": "3", "pause-on-focus": "false"}, images=False)
        self.evaluate(
            "document.body.append(Object.assign(document.createElement('button'),"
            " {id: 'outside', textContent: 'outside'})), 1")
        self.step(1)
        # pause-on-focus="false": keyboard focus coming in neither stops nor holds rotation.
        self.page.key("Tab")
        self.assertEqual(self.evaluate("carousel.shadowRoot.activeElement?.className"), "control rotation")
        state = self.step(2)
        self.assertFalse(state["isRotationStopped"])
        self.assertEqual(state["nextWakeUp"], 3)
        # Back on: focus coming in again stops it.
        self.evaluate("outside.focus(), carousel.pauseOnFocus = true, 1")
        self.page.key("Tab", shift=True)
        self.assertTrue(self.state()["isRotationStopped"])

    def test_start_index_keyboard_and_drag_switches(self):
        state = self.make({"start-index": "2", "keyboard": "false", "drag": "false"}, images=False)
        self.assertEqual(state["currentIndex"], 2)
        self.evaluate("carousel.shadowRoot.querySelector('.viewport').focus(), 1")
        self.page.key("ArrowRight")
        self.mouse_drag((300, 60), [(150, 60, 0.1)])
        state, _ = self.settle(0.1)
        self.assertEqual(state["currentIndex"], 2)
        self.evaluate("carousel.keyboard = true, carousel.drag = true, 1")
        self.page.key("ArrowRight")
        state, _ = self.settle(1)
        self.assertEqual(state["currentIndex"], 3)

    def test_labels_are_the_pages_own_or_the_languages(self):
        self.make({"lang": "fr"}, images=False)
        label = "carousel.shadowRoot.querySelector('.previous').ariaLabel"
        french = self.evaluate(label)
        self.assertNotEqual(french, "Previous slide")
        self.evaluate("carousel.labels = {previous: 'Zurück'}, 1")
        self.assertEqual(self.evaluate(label), "Zurück")
        self.evaluate("carousel.labels = {previous: null}, 1")
        self.assertEqual(self.evaluate(label), french)

    def test_update_reads_what_the_element_cannot_observe(self):
        self.evaluate("document.body.lang = 'en', 1")
        self.make({}, images=False)
        label = "carousel.shadowRoot.querySelector('.next').ariaLabel"
        self.assertEqual(self.evaluate(label), "Next slide")
        self.evaluate("document.body.lang = 'de', 1")
        self.assertEqual(self.evaluate(label), "Next slide")
        self.evaluate("carousel.update(), 1")
        self.assertNotEqual(self.evaluate(label), "Next slide")

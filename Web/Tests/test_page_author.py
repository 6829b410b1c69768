"""<infinite-carousel> as a page author uses it: linked slides, moving the element, sizing,
event names, focus and rotation after the WAI-ARIA carousel pattern, intervals, and where
the wasm comes from.

Run through run.py with test_element.py, whose CarouselTestCase these extend.
"""

import test_element
from test_element import HEIGHT, WIDTH, CarouselTestCase, _js

# Links as slides: Web/README.md's linked-slide example.
LINKED_SLIDES = """(() => {
  const carousel = makeCarousel(%s, 0);
  for (let index = 0; index < %d; index++) {
    const link = document.createElement('a');
    link.href = `#slide-${index + 1}`;
    link.className = 'slide';
    link.textContent = String(index + 1);
    link.style.background = `hsl(${index * 70} 70%% 45%%)`;
    carousel.append(link);
  }
  carousel.style.width = '%dpx';
  carousel.style.height = '%dpx';
  return 1;
})()"""


def luminance(rgb):
    """WCAG relative luminance of an sRGB colour (0 to 255 a channel)."""

    def linear(channel):
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def over(color, background):
    """`color` (r, g, b, alpha 0 to 1) composited over an opaque `background`."""
    r, g, b, alpha = color
    return tuple(alpha * c + (1 - alpha) * d for c, d in zip((r, g, b), background))


# A CSS colour as the browser computes it, as (r, g, b, alpha).
PARSE_COLOR = """((text) => {
  const numbers = text.match(/[\\d.]+/g).map(Number);
  return [numbers[0], numbers[1], numbers[2], numbers.length > 3 ? numbers[3] : 1];
})"""


class AuthorTestCase(CarouselTestCase):
    def linked(self, attributes=None, count=5):
        self.evaluate(LINKED_SLIDES % (_js(attributes or {}), count, WIDTH, HEIGHT))
        self.page.wait_for(f"carousel.state && carousel.state.slots.length > 0 && carousel.clientWidth === {WIDTH}")
        self.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        self.evaluate("window.events = [], 1")

    def click(self, x, y):
        self.page.mouse_move(x, y)
        self.page.mouse_down(x, y)
        self.page.mouse_up(x, y)

    def label(self):
        return self.evaluate("carousel.shadowRoot.querySelector('.rotation').getAttribute('aria-label')")


class LinkTests(AuthorTestCase):
    def test_a_mouse_click_on_a_linked_slide_follows_the_link(self):
        self.linked()
        self.step(0.5)
        self.click(200, 60)
        self.page.wait_for("location.hash === '#slide-1'", timeout=5)
        self.assertEqual(self.events("select"), [0])
        # A drag over the same link follows nothing.
        self.evaluate("history.replaceState(null, '', '#'), 1")
        self.mouse_drag((200, 60), [(150, 60, 1.0), (100, 60, 1.1)], press_time=0.9)
        self.settle(1.1)
        self.assertEqual(self.evaluate("location.hash"), "")


class HiddenSlideTests(AuthorTestCase):
    """Only the exposed slide's content takes focus or clicks; the others are out of the tab
    order (not `inert`, whose every change repaints)."""

    # Each link's tabindex attribute, in slide order.
    TAB_INDEXES = "[...carousel.querySelectorAll('a')].map((a) => a.getAttribute('tabindex'))"

    def test_only_the_exposed_slides_content_is_in_the_tab_order(self):
        self.linked()
        self.evaluate("carousel.children[2].setAttribute('tabindex', '3'), 1")
        self.step(0.5)
        self.page.wait_for(f"{self.TAB_INDEXES}.join() === ',-1,-1,-1,-1'", timeout=5)
        # Tab from the start of the page: the exposed link, never another slide's.
        focused = []
        for _ in range(8):
            self.page.key("Tab")
            focused.append(self.evaluate(
                "(() => { const a = document.activeElement; return a === carousel"
                " ? (carousel.shadowRoot.activeElement?.getAttribute('part') ?? 'host') : a.textContent })()"))
        self.assertIn("1", focused)
        self.assertFalse({"2", "3", "4", "5"} & set(focused), focused)
        # A turn: the next slide's link comes into the tab order, the first leaves it, and a
        # tabindex of the page's own comes back with its slide.
        self.evaluate("carousel.scrollTo(2), 1")
        self.settle(1)
        self.assertEqual(self.evaluate(self.TAB_INDEXES), ["-1", "-1", "3", "-1", "-1"])
        self.assertEqual(self.evaluate("carousel.shadowRoot.querySelectorAll('.slide[aria-hidden=\"true\"]').length"),
                         self.evaluate("carousel.shadowRoot.querySelectorAll('.slide').length") - 1)
        # A slide taken out of the carousel takes its own tab order with it.
        self.evaluate("document.body.append(carousel.children[4]), 1")
        self.page.wait_for("carousel.count === 4")
        self.step(2)
        self.assertEqual(self.evaluate("document.body.lastElementChild.getAttribute('tabindex')"), None)

    def test_content_added_to_a_hidden_slide_stays_out_of_the_tab_order(self):
        self.make()
        self.step(0.5)
        self.evaluate(
            "(() => { const link = document.createElement('a'); link.href = '#late'; link.id = 'late';"
            " carousel.children[3].append(link); const own = document.createElement('span'); own.id = 'own';"
            " carousel.children[3].append(own); return 1; })()")
        self.page.wait_for("late.getAttribute('tabindex') === '-1'", timeout=5)
        # Made focusable by the page later: out as well, and its own tabindex kept for later.
        self.evaluate("own.setAttribute('tabindex', '0'), 1")
        self.page.wait_for("own.getAttribute('tabindex') === '-1'", timeout=5)
        self.evaluate("carousel.scrollTo(3, {animated: false}), 1")
        self.step(1)
        self.assertEqual(self.evaluate("[late.getAttribute('tabindex'), own.getAttribute('tabindex')]"), [None, "0"])

    def test_a_click_on_a_neighbour_is_the_carousels_not_its_links(self):
        # Neighbours show at the sides: a click on one follows no link (as when they were
        # inert).
        self.linked({"item-length": "0.6"})
        self.step(0.5)
        box = self.evaluate(
            "(() => { const r = carousel.children[1].getBoundingClientRect(); return [r.left, r.right]; })()")
        x = (max(box[0], 0) + min(box[1], WIDTH)) / 2
        self.assertLess(box[0], WIDTH)
        # Above the Next button, which sits at the middle of the side.
        self.click(x, 20)
        self.settle(0.5)
        self.assertEqual(self.evaluate("location.hash"), "")
        # The tap is the carousel's: it says which slide was chosen.
        self.assertEqual(self.events("select"), [1])
        # The exposed slide's link is followed as always.
        self.click(WIDTH / 2, 60)
        self.page.wait_for("location.hash !== ''", timeout=5)


class MoveTests(AuthorTestCase):
    def shown(self):
        return self.evaluate(
            "[...carousel.shadowRoot.querySelectorAll('.slide')].filter(w => w.style.opacity !== '0')"
            ".map(w => w.firstChild.assignedElements().map(e => e.textContent).join())"
        )

    def test_a_moved_carousel_resumes_where_it_was(self):
        self.make({"interval": "3"})
        self.evaluate("carousel.scrollTo(3, {animated: false}), carousel.pause(), 1")
        self.assertEqual(self.step(1)["currentIndex"], 3)
        # Appended elsewhere (a portal), then removed and inserted again later (a modal).
        self.evaluate("document.body.append(Object.assign(document.createElement('div'), {id: 'other'})), 1")
        for move in [
            "other.append(carousel)",
            "carousel.remove(), new Promise((done) => setTimeout(done, 50)).then(() => document.body.append(carousel))",
        ]:
            with self.subTest(move=move):
                self.evaluate(f"{move}, 1")
                self.page.wait_for("carousel.isConnected && carousel.state && carousel.state.slots.length > 0", timeout=5)
                state = self.step(2)
                self.assertEqual(state["count"], 5)
                self.assertEqual(state["currentIndex"], 3)
                self.assertTrue(state["isRotationStopped"])
                self.assertIn("4", self.shown())
        # Still alive: started, it turns.
        self.evaluate("carousel.play(), 1")
        self.assertEqual(self.state()["nextWakeUp"], 5)
        state, _ = self.settle(5)
        self.assertEqual(state["currentIndex"], 4)


class NarrowPageTests(AuthorTestCase):
    width, height = 375, 600

    def test_a_height_alone_keeps_the_container_width(self):
        self.evaluate(
            "(() => { const s = document.createElement('style');"
            " s.textContent = 'infinite-carousel { height: 300px; }'; document.head.append(s); })(),"
            " makeCarousel({interval: '3'}, 5, {images: false}), 1"
        )
        self.page.wait_for("carousel.state && carousel.state.slots.length > 0")
        self.assertEqual(self.evaluate("carousel.clientWidth"), 375)
        self.assertEqual(self.evaluate("carousel.clientHeight"), 300)
        self.assertLessEqual(self.evaluate("document.documentElement.scrollWidth"), 375)
        right = self.evaluate("carousel.shadowRoot.querySelector('.rotation').getBoundingClientRect().right")
        self.assertLessEqual(right, 375)

    def test_with_no_size_the_width_is_the_containers_and_the_height_a_third(self):
        self.evaluate(
            "(() => { const s = document.createElement('style');"
            " s.textContent = 'infinite-carousel { width: auto; height: auto; }'; document.head.append(s); })(),"
            " makeCarousel({}, 5, {images: false}), 1"
        )
        self.page.wait_for("carousel.state && carousel.state.slots.length > 0")
        self.assertEqual(self.evaluate("[carousel.clientWidth, carousel.clientHeight]"), [375, 125])


class EventTests(AuthorTestCase):
    def test_the_events_cannot_be_confused_with_a_form_controls(self):
        self.make()
        self.evaluate(
            """(() => {
              const form = document.createElement('div');
              form.className = 'slide';
              form.innerHTML = '<input value="a"><select><option>a</option><option>b</option></select>';
              carousel.prepend(form);
              window.seen = [];
              for (const type of ['carousel-change', 'carousel-select', 'carousel-settle']) {
                carousel.addEventListener(type, (event) => seen.push([type, event.detail.index]));
              }
              return 1;
            })()"""
        )
        self.page.wait_for("carousel.count === 6")
        # The slide's own form events bubble through the carousel as always.
        self.evaluate(
            "for (const type of ['change', 'select', 'input']) {"
            " carousel.querySelector('input').dispatchEvent(new Event(type, {bubbles: true}));"
            " carousel.querySelector('select').dispatchEvent(new Event(type, {bubbles: true})); } 1"
        )
        self.evaluate("clock.t = 1, carousel.next(), 1")
        self.settle(1)
        self.evaluate("carousel.shadowRoot.querySelector('.viewport').focus(), 1")
        self.page.key("Enter")
        # The slide shown stays current when the form slide comes before it (index 1 now);
        # then the turn, the rest and Enter.
        self.assertEqual(
            self.evaluate("seen"),
            [["carousel-change", 1], ["carousel-change", 2], ["carousel-settle", 2],
             ["carousel-select", 2]],
        )


class FocusAndRotationTests(AuthorTestCase):
    def active_part(self):
        return self.evaluate(
            "(() => { const a = carousel.shadowRoot.activeElement;"
            " return a ? (a.getAttribute('part') || a.className) : null })()"
        )

    def test_keyboard_focus_stops_rotation_until_the_control_starts_it(self):
        self.make({"interval": "3"})
        self.evaluate(
            "document.body.append(Object.assign(document.createElement('button'),"
            " {id: 'outside', textContent: 'outside'})), 1"
        )
        self.step(1)
        self.page.key("Tab")
        self.assertEqual(self.active_part(), "rotation")
        self.assertTrue(self.state()["isRotationStopped"])
        self.assertEqual(self.label(), "Start automatic slide show")
        # Focus leaves: still stopped, nothing due.
        self.evaluate("outside.focus(), 1")
        state = self.step(10)
        self.assertTrue(state["isRotationStopped"])
        self.assertIsNone(state["nextWakeUp"])
        self.assertEqual(state["currentIndex"], 0)
        # The control starts it, with the focus on it and after the focus leaves.
        self.page.key("Tab", shift=True)
        self.evaluate("carousel.shadowRoot.querySelector('.rotation').focus(), 1")
        self.page.key("Enter")
        self.assertFalse(self.state()["isRotationStopped"])
        self.assertEqual(self.label(), "Stop automatic slide show")
        self.page.key("Tab")
        self.assertFalse(self.state()["isRotationStopped"])
        self.evaluate("outside.focus(), 1")
        # Stopped at t = 1 with 2 s of the dwell left, started at t = 10: the turn is at 12.
        self.assertEqual(self.step(11)["nextWakeUp"], 12)

    def test_a_mouse_click_holds_rotation_no_longer_than_a_touch(self):
        for pointer in ["mouse", "touch"]:
            with self.subTest(pointer=pointer):
                self.reload()
                if pointer == "touch":
                    self.require("touch")
                self.make({"interval": "3"})
                self.step(1)
                if pointer == "mouse":
                    self.click(200, 60)
                    self.page.mouse_move(600, 400)
                else:
                    self.page.touch_start(200, 60)
                    self.page.touch_end()
                self.page.wait_for("carousel.state.nextWakeUp !== null", timeout=5)
                state = self.step(2)
                self.assertFalse(state["isRotationStopped"])
                # A full interval after the pointer left (at t = 1).
                self.assertEqual(state["nextWakeUp"], 4)

    def test_focus_moves_with_the_content_when_its_slide_turns_away(self):
        self.linked()
        self.evaluate("carousel.children[0].focus(), clock.t = 0.5, 1")
        self.page.key("ArrowRight")
        state, _ = self.settle(0.5)
        self.assertEqual(state["currentIndex"], 1)
        # Focus is still in the carousel, on something that can be seen (not inert).
        self.assertEqual(self.evaluate("document.activeElement === carousel || carousel.contains(document.activeElement)"), True)
        self.assertFalse(self.evaluate(
            "(() => { let e = carousel.shadowRoot.activeElement ?? document.activeElement;"
            " for (; e; e = e.assignedSlot ?? e.parentElement ?? e.getRootNode().host) if (e.inert) return true;"
            " return false; })()"
        ))
        # The arrows go on working.
        self.evaluate("clock.t = 2, 1")
        self.page.key("ArrowRight")
        state, _ = self.settle(2)
        self.assertEqual(state["currentIndex"], 2)

    def test_under_reduced_motion_the_control_says_stopped_and_starts_rotation(self):
        self.require("reduced-motion")
        self.page.set_reduced_motion(True)
        self.make({"interval": "3"})
        state = self.step(1)
        self.assertFalse(state["isRotating"])
        self.assertEqual(self.label(), "Start automatic slide show")
        # The user chooses to play: rotation starts.
        self.evaluate("carousel.shadowRoot.querySelector('.rotation').click(), 1")
        self.assertEqual(self.label(), "Stop automatic slide show")
        state = self.state()
        self.assertTrue(state["isRotating"])
        self.assertEqual(state["nextWakeUp"], 4)
        state, t = self.settle(4)
        self.assertEqual(state["currentIndex"], 1)
        left = state["nextWakeUp"] - t
        self.assertGreater(left, 0)
        # Stopped again (at t, with `left` of slide 2's dwell to run), and `play()` starts it
        # too: the dwell goes on from where the stop found it.
        self.evaluate("carousel.shadowRoot.querySelector('.rotation').click(), 1")
        self.assertIsNone(self.step(20)["nextWakeUp"])
        self.evaluate("carousel.play(), 1")
        self.assertAlmostEqual(self.state()["nextWakeUp"], 20 + left, places=6)

    def test_the_controls_and_the_dots_have_three_to_one_contrast_on_a_white_slide(self):
        self.make({"interval": "3"})
        self.evaluate("for (const slide of carousel.children) slide.style.background = '#fff'; 1")
        self.step(1)
        white = (255, 255, 255)
        for part in ["rotation", "previous", "next"]:
            style = self.evaluate(
                f"(() => {{ const s = getComputedStyle(carousel.shadowRoot.querySelector('.{part}'));"
                f" return [{PARSE_COLOR}(s.backgroundColor), {PARSE_COLOR}(s.color)] }})()"
            )
            background = over(style[0], white)
            self.assertGreaterEqual(contrast(background, white), 3, f"{part} against the slide")
            self.assertGreaterEqual(contrast(over(style[1], background), background), 3, f"{part}'s icon")
        colors = self.evaluate(
            f"""(() => {{
              const indicator = carousel.shadowRoot.querySelector('.indicator');
              const dots = [...indicator.querySelectorAll('.dot')];
              const other = dots.find((dot) => !dot.hasAttribute('aria-current'));
              return [{PARSE_COLOR}(getComputedStyle(indicator).backgroundColor),
                {PARSE_COLOR}(getComputedStyle(other).backgroundColor)];
            }})()"""
        )
        band = over(colors[0], white)
        self.assertGreaterEqual(contrast(over(colors[1], band), band), 3, "an inactive dot")

    def test_no_dead_previous_and_next_with_fewer_than_two_slides(self):
        for count in [0, 1]:
            with self.subTest(count=count):
                self.reload()
                self.evaluate(f"makeCarousel({{}}, {count}, {{images: false}}), 1")
                self.page.wait_for("carousel.state !== null")
                stops = []
                for _ in range(4):
                    self.page.key("Tab")
                    stops.append(self.active_part())
                self.assertNotIn("previous", stops)
                self.assertNotIn("next", stops)
        # A second slide brings them.
        self.evaluate("carousel.append(Object.assign(document.createElement('div'), {textContent: '2'})), 1")
        self.page.wait_for("carousel.count === 2")
        self.assertFalse(self.evaluate("carousel.shadowRoot.querySelector('.next').hidden"))


class IntervalTests(AuthorTestCase):
    def test_intervals_are_clamped_and_a_far_wake_up_is_one_quiet_timer(self):
        self.make({"interval": "3000000"})
        state = self.step(1)
        # A day at most.
        self.assertEqual(state["nextWakeUp"], 86400)
        self.assertEqual(state["scheduled"], "timer")
        drawn = state["framesDrawn"]
        self.evaluate("new Promise((done) => setTimeout(done, 300))")
        self.assertEqual(self.state()["framesDrawn"], drawn)
        # A quarter of a second at least.
        self.evaluate("clock.t = 2, carousel.setAttribute('interval', '0.001'), 1")
        self.assertEqual(self.step(2)["nextWakeUp"], 2.25)
        self.evaluate("clock.t = 3, carousel.setAttribute('interval', '-5'), 1")
        self.assertIsNone(self.step(3)["nextWakeUp"])


# Two picture slides whose sources a page makes itself: a data: URL and a blob: URL of the
# same small canvas (previews of an upload, generated art). Two items loop through a copy
# of each slide, so the copies load them too.
GENERATED_PICTURES = """(async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 8;
  canvas.height = 6;
  const context = canvas.getContext('2d');
  context.fillStyle = '#c04020';
  context.fillRect(0, 0, 8, 6);
  const blob = await new Promise((done) => canvas.toBlob(done, 'image/png'));
  const carousel = makeCarousel({interval: '0'}, 0);
  for (const [index, src] of [canvas.toDataURL('image/png'), URL.createObjectURL(blob)].entries()) {
    const image = document.createElement('img');
    image.src = src;
    image.alt = `Generated ${index + 1}`;
    carousel.append(image);
  }
  carousel.style.width = '%dpx';
  carousel.style.height = '%dpx';
  return 1;
})()"""


class PictureSourceTests(AuthorTestCase):
    def test_data_and_blob_urls_show_in_slides_and_their_copies(self):
        self.evaluate(GENERATED_PICTURES % (WIDTH, HEIGHT))
        self.page.wait_for(f"carousel.state && carousel.state.slots.length > 0 && carousel.clientWidth === {WIDTH}")
        images = (
            "[...carousel.querySelectorAll('img'), ...carousel.shadowRoot.querySelectorAll('img')]"
        )
        self.page.wait_for(f"{images}.every((image) => image.complete)", timeout=10)
        loaded = self.evaluate(
            f"{images}.map((image) => [image.src.split(':')[0], image.naturalWidth, image.naturalHeight])"
        )
        # The two slides and at least one copy (two items loop through copies).
        self.assertGreater(len(loaded), 2, loaded)
        schemes = sorted({scheme for scheme, _, _ in loaded})
        self.assertEqual(schemes, ["blob", "data"], loaded)
        # Every slide and every copy decoded its picture.
        self.assertTrue(all(size == [8, 6] for _, *size in loaded), loaded)


class WasmURLTests(CarouselTestCase):
    def setUp(self):
        self.page = test_element.BROWSER.new_page(self.width, self.height)
        self.addCleanup(self.page.close)

    def test_the_page_says_where_the_wasm_is(self):
        self.page.navigate(f"{test_element.SITE_URL}/wasm-url.html")
        self.page.wait_for("window.testReady === true", timeout=10)
        self.page.wait_for("document.querySelector('infinite-carousel').count === 3", timeout=10)
        self.assertEqual(self.evaluate("document.querySelector('infinite-carousel').currentIndex"), 0)


class CompositorTests(AuthorTestCase):
    def layouts(self):
        return self.page.layout_count()

    def assert_views_follow_the_engine(self, state, context):
        """The views shown are where the engine's slots in sight are (`state`, at its time)."""
        shown = self.evaluate(
            "[...carousel.shadowRoot.querySelectorAll('.slide')]"
            ".filter((view) => getComputedStyle(view).opacity !== '0')"
            ".map((view) => new DOMMatrix(getComputedStyle(view).transform).m41)"
            ".filter((x) => x > -%d && x < %d).sort((a, b) => a - b)" % (WIDTH, WIDTH))
        engine = sorted(slot["x"] for slot in state["slots"] if slot["visibleFraction"] > 0)
        self.assertEqual(len(shown), len(engine), (context, shown, engine))
        for x, expected in zip(shown, engine):
            # Within a pixel and a half: the compositor draws a straight line between two
            # frames 1/60 s apart, where the engine's curve bends.
            self.assertLess(abs(x - expected), 1.5, (context, shown, engine))

    def test_turns_take_no_layout(self):
        self.require("layout-count")
        self.make({"interval": "1", "duration": "0.35"}, images=True)
        self.step(0.5)
        self.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        before = self.layouts()
        # Turns round the loop, each slide shown for the first time on the way, stepped frame
        # by frame and painted.
        t = 0.5
        turns = set()
        while t < 7:
            t += 1 / 30
            state = self.step(t)
            turns.add(state["currentIndex"])
            self.evaluate("new Promise((done) => requestAnimationFrame(done))")
        self.assertEqual(turns, {0, 1, 2, 3, 4})
        self.assertEqual(self.layouts() - before, 0)

    def test_a_turn_exposes_its_destination_at_its_start_and_draws_nothing_after(self):
        # The slide turned to is exposed as the turn starts (its label, the tab order), the
        # current slide changes half-way with its event, and nothing in the element's DOM
        # is written from the start to the rest: the compositor plays the turn alone, and the
        # slots the engine recycles off screen on the way are drawn at rest.
        self.make({"interval": "1", "duration": "0.35"})
        self.step(0.5)
        state = self.step(1.0 + 1 / 60)
        self.assertTrue(state["isCompositing"])
        self.assertEqual(state["currentIndex"], 0)
        exposed = "carousel.shadowRoot.querySelector('.slide:not([aria-hidden])').ariaLabel"
        self.assertEqual(self.evaluate(exposed), "Item 2 of 5")
        self.evaluate(
            "(() => { window.writes = [];"
            " const observer = new MutationObserver((records) => window.writes.push("
            " ...records.map((r) => `${r.target.className || r.target.nodeName} ${r.attributeName ?? r.type}`)));"
            " const options = { attributes: true, childList: true, characterData: true, subtree: true };"
            " observer.observe(carousel, options); observer.observe(carousel.shadowRoot, options);"
            " window.writeObserver = observer; return 1; })()")
        drawn = state["framesDrawn"]
        t = 1.0 + 1 / 60
        indexes = []
        while t < 1.34:
            t += 1 / 60
            state = self.step(t)
            self.assertTrue(state["isCompositing"], t)
            indexes.append(state["currentIndex"])
        self.assertEqual(self.evaluate("window.writeObserver.takeRecords().length + window.writes.length"), 0,
                         self.evaluate("window.writes"))
        # None of the frames in between was drawn: they had nothing new for the DOM.
        self.assertEqual(state["framesDrawn"], drawn)
        self.assertEqual(indexes[0], 0)
        self.assertEqual(indexes[-1], 1)
        self.assertEqual(self.events("change"), [1])
        self.assertEqual(self.evaluate(exposed), "Item 2 of 5")
        # At rest, everything is drawn as the frame says.
        state = self.step(1.4)
        self.assertFalse(state["isCompositing"])
        self.assertEqual(self.events("settle"), [1])
        shown = self.evaluate(
            "[...carousel.shadowRoot.querySelectorAll('.slide')]"
            ".filter((view) => getComputedStyle(view).opacity !== '0')"
            ".map((view) => new DOMMatrix(getComputedStyle(view).transform).m41)"
            ".filter((x) => x > -%d && x < %d)" % (WIDTH, WIDTH))
        self.assertEqual(shown, [0])

    def test_layered_slots_are_drawn_in_the_engines_order_all_through_a_turn(self):
        # Where the effect layers the slots (zoom: the one nearest the centre on top), their
        # order changes half-way through a turn the compositor plays: the element wakes up for
        # it, and at every frame the views on screen are stacked as the engine says.
        self.make({"interval": "1", "duration": "0.35", "effect": "zoom"})
        self.step(0.5)
        t = 1.0
        orders = set()
        while t < 1.36:
            state = self.step(t)
            self.assertTrue(state["isCompositing"], t)
            seen = sorted((slot for slot in state["slots"] if slot["visibleFraction"] > 0),
                          key=lambda slot: slot["zIndex"])
            drawn = [int(slot["drawnZIndex"] or 0) for slot in seen]
            for below, above, z_below, z_above in zip(drawn, drawn[1:], seen, seen[1:]):
                if z_below["zIndex"] != z_above["zIndex"]:
                    self.assertLess(below, above, (t, seen))
            orders.add(tuple(slot["item"] for slot in seen))
            t += 1 / 60
        # The top slot changed on the way (so the test saw the order change).
        self.assertGreaterEqual(len(orders), 2, orders)

    def test_a_turn_seen_before_plays_from_its_recipe_and_follows_the_engine(self):
        # Five slides turning by themselves: from the sixth turn on, each turn is one the
        # element planned a loop before (the same motion, relative to its start), played from
        # its recipe without reading the plan again, and still where the engine says.
        self.make({"interval": "1", "duration": "0.35"}, images=True)
        # A recipe played again plays the animations made the first time: no new one.
        self.evaluate("(() => { const animate = Element.prototype.animate; window.animations = 0;"
                      " Element.prototype.animate = function (...rest) {"
                      " window.animations += 1; return animate.apply(this, rest); }; })(), 1")
        state = self.step(0.5)
        for turn in range(1, 9):
            due = state["nextWakeUp"]
            made = self.evaluate("window.animations")
            state = self.step(due)
            self.assertTrue(state["isCompositing"])
            self.assertEqual(state["plansReused"], max(0, turn - 5))
            made = self.evaluate("window.animations") - made
            self.assertTrue(made == 0 if turn > 5 else made > 0, (turn, made))
            for t in (0.05, 0.1234, 0.2611, 0.33):
                self.assert_views_follow_the_engine(self.step(due + t), (turn, t))
            state, _ = self.settle(due + 0.34)
            self.assertFalse(state["isCompositing"])
            self.assertEqual(state["currentIndex"], turn % 5)
            self.assertEqual(self.events("change")[-1:], [turn % 5])
        # Slides changed: the recipes are forgotten (which views hold videos is part of one).
        self.evaluate("carousel.append(carousel.children[0]), carousel.update(), 1")
        self.step(state["nextWakeUp"])
        self.assertEqual(self.state()["plansReused"], 3)

    def test_a_timer_steps_the_carousel_to_the_time_it_was_set_for(self):
        # On the page's clock the turn is planned from the moment it was due, not from when
        # the timer fired after it: its animations start at that moment (a timer later than a
        # frame steps it to then, and a turn it starts is planned from then).
        self.evaluate("useRealClock(), 1")
        # Three slides: a turn seen before plays the animations made for it again, started
        # the same way (turns until two have, each planned from its start or not).
        self.make({"interval": "0.3", "duration": "0.2"}, count=3)
        for _ in range(15):
            if self.state()["plansReused"] >= 2:
                break
            due = self.evaluate("new Promise((done) => carousel.addEventListener('carousel-settle',"
                                " () => done(carousel.state.nextWakeUp), { once: true }))")
            start = self.evaluate("new Promise((done) => { const look = () => {"
                                  " const animation = carousel.shadowRoot.getAnimations()[0];"
                                  " if (animation) done(animation.startTime / 1000); else requestAnimationFrame(look); };"
                                  " look(); })")
            # (WebKit gives an animation's start time to the millisecond; the timer is set for
            # at least a millisecond after the time it wakes up for.)
            self.assertTrue(abs(start - due) < 0.0008 or start - due > 1 / 60, (start, due))
        self.assertGreaterEqual(self.state()["plansReused"], 2)

    def test_a_slide_turn_is_two_keyframes_a_view_that_follow_the_engine(self):
        # A page turn of the slide effect: each view and dot the compositor moves takes two
        # keyframes and an easing through the engine's frames, not a keyframe per frame, and
        # shows the engine's place between the frames too.
        self.make({"interval": "1", "duration": "0.35"}, images=True)
        self.step(0.5)
        state = self.step(1)
        self.assertTrue(state["isCompositing"])
        animations = self.evaluate(
            "carousel.shadowRoot.getAnimations().map((animation) => ({"
            " keyframes: animation.effect.getKeyframes().length,"
            " easing: animation.effect.getTiming().easing }))")
        self.assertGreaterEqual(len(animations), 3)  # two views and the dots leaving and reached
        for animation in animations:
            self.assertEqual(animation["keyframes"], 2)
            self.assertTrue(animation["easing"].startswith("linear("), animation["easing"])
        for t in (1.05, 1.1234, 1.175, 1.2611, 1.33):
            state = self.step(t)
            self.assertTrue(state["isCompositing"])
            self.assert_views_follow_the_engine(state, t)

"""The browsers the web tests drive, behind one interface: Chromium over the DevTools
protocol (cdp.py), Firefox over WebDriver BiDi (bidi.py) and WebKit (WebKitGTK's
MiniBrowser, Safari's engine) over classic WebDriver (webdriver.py).

    with launch("firefox") as browser:
        page = browser.new_page(800, 600)
        page.navigate(url)
        page.evaluate("await something(), document.title")   # awaited when a promise
        page.mouse_down(10, 10); page.mouse_move(40, 10); page.mouse_up(40, 10)
        page.key("Tab", shift=True)
        png = page.screenshot({"x": 0, "y": 0, "width": 100, "height": 50})

Every page has navigation, script, screenshots, mouse and key input, and the page's errors.
What only some engines have (touch input, an accessibility tree, emulated media, a count of
layouts...) is a capability (`CAPABILITIES`): `browser.lacks(name)` says why an engine does
not have it, and a method an engine lacks raises `Unsupported`, a `unittest.SkipTest`, so a
test that needs it is skipped by name with the reason, never silently.

Input is synchronous: a call returns once the page has handled the events, so a test can
set the page's clock before each input and read the outcome after it.
"""

import shutil
import time
import unittest

# Every wait is bounded: a deadline only stops a hang, it is never what a test measures.
DEFAULT_TIMEOUT = 60.0

ENGINES = ("chromium", "firefox", "webkit")

# What a test may need beyond the common interface, and the Page method that provides it.
CAPABILITIES = {
    "touch": "touch_start, touch_move, touch_end: touch input (pointerType 'touch')",
    "internals-role-description": "the role description an element gives itself through "
                                  "ElementInternals, as assistive technologies get it",
    "touch-scroll": "a touch moved across the page scrolls it, as the browser's own panning does",
    "accessibility-tree": "accessibility_tree: what the engine exposes to assistive technologies",
    "reduced-motion": "set_reduced_motion: prefers-reduced-motion switched on and off live",
    "hidden": "set_hidden: the page hidden (its window minimised) and shown again",
    "layout-count": "layout_count: how many layouts the page has taken",
}


class Unsupported(unittest.SkipTest):
    """What a test asked of an engine that does not have it: the test is skipped, with the
    engine and the reason."""


class ProtocolError(Exception):
    pass


def executable(engine):
    """The path of what starts `engine`, or None when it is not installed."""
    names = {
        "chromium": ("chromium", "chromium-browser", "google-chrome", "chrome"),
        "firefox": ("firefox-esr", "firefox"),
        "webkit": ("WebKitWebDriver",),
    }[engine]
    for name in names:
        path = shutil.which(name)
        if path:
            return path
    return None


# What to install (Debian) for each engine.
PACKAGES = {
    "chromium": "chromium",
    "firefox": "firefox-esr",
    "webkit": "webkit2gtk-driver xvfb xsettingsd xdotool",
}


def missing(engine):
    """Why `engine` cannot run here (what to install), or None."""
    import webdriver  # noqa: PLC0415 (the driver modules import this one)

    if executable(engine) is None:
        return f"not installed (apt-get install {PACKAGES[engine]})"
    if engine == "webkit":
        return webdriver.missing()
    return None


def launch(engine):
    """A started browser of `engine` (chromium, firefox or webkit)."""
    if engine == "chromium":
        import cdp  # noqa: PLC0415

        return cdp.Browser()
    if engine == "firefox":
        import bidi  # noqa: PLC0415

        return bidi.Browser()
    if engine == "webkit":
        import webdriver  # noqa: PLC0415

        return webdriver.Browser()
    raise ValueError(f"no engine {engine!r}: one of {', '.join(ENGINES)}")


class Browser:
    """A running browser: `engine` (one of ENGINES), `product` (its name and version), and
    `limits`, the capabilities it lacks with the reason."""

    engine = None
    product = ""
    limits = {}

    def lacks(self, capability):
        """Why this engine cannot do `capability` (see CAPABILITIES), or None when it can."""
        if capability not in CAPABILITIES:
            raise ValueError(f"no capability {capability!r}")
        return self.limits.get(capability)

    def new_page(self, width=800, height=600):
        raise NotImplementedError

    def close(self):
        raise NotImplementedError

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class Page:
    """One page (a tab or a window) at a viewport of `width` x `height` CSS pixels, one
    device pixel each."""

    browser = None
    width = height = 0

    # Navigation and script.

    def navigate(self, url, timeout=DEFAULT_TIMEOUT):
        """Loads `url` and returns once its load event has fired."""
        raise NotImplementedError

    def evaluate(self, expression, timeout=DEFAULT_TIMEOUT):
        """The value of a script (statements allowed; the value of the last one), awaited when
        it is a promise, as JSON would carry it (undefined is None)."""
        raise NotImplementedError

    def wait_for(self, expression, timeout=DEFAULT_TIMEOUT, interval=0.02):
        """Polls until the expression is truthy; returns its value."""
        deadline = time.monotonic() + timeout
        while True:
            value = self.evaluate(expression)
            if value:
                return value
            if time.monotonic() > deadline:
                raise TimeoutError(f"never true: {expression}")
            time.sleep(interval)

    def resize(self, width, height):
        raise NotImplementedError

    def screenshot(self, clip):
        """A PNG of a rectangle of the viewport, in CSS pixels ({x, y, width, height})."""
        raise NotImplementedError

    def errors(self):
        """The page's uncaught errors and console errors since the last call (or since the
        page was made), as text."""
        raise NotImplementedError

    def close(self):
        raise NotImplementedError

    # Input, in CSS pixels of the viewport; the mouse's left button.

    def mouse_move(self, x, y):
        raise NotImplementedError

    def mouse_down(self, x, y):
        raise NotImplementedError

    def mouse_up(self, x, y):
        raise NotImplementedError

    def click(self, x, y):
        self.mouse_move(x, y)
        self.mouse_down(x, y)
        self.mouse_up(x, y)

    def key(self, key, shift=False):
        """A key pressed and released: `key` is a DOM `KeyboardEvent.key` ("Tab", "Enter",
        "ArrowRight", "a"...), with Shift held when `shift`."""
        raise NotImplementedError

    # Capabilities (see CAPABILITIES): an engine without one raises Unsupported.

    def _unsupported(self, capability):
        reason = self.browser.lacks(capability) or "not implemented by its driver"
        raise Unsupported(f"{self.browser.engine}: {reason}")

    def touch_start(self, x, y):
        self._unsupported("touch")

    def touch_move(self, x, y):
        self._unsupported("touch")

    def touch_end(self):
        self._unsupported("touch")

    def tap(self, x, y):
        self.touch_start(x, y)
        self.touch_end()

    def accessibility_tree(self):
        """The nodes exposed to assistive technologies, in document order, each a dict: `role`
        (ARIA's names: button, group, region, image...), `name`, and where set
        `roledescription` and `live`."""
        self._unsupported("accessibility-tree")

    def set_reduced_motion(self, reduce):
        """prefers-reduced-motion: reduce (True) or no-preference (False), from now on."""
        self._unsupported("reduced-motion")

    def set_hidden(self, hidden):
        """The page hidden (document.visibilityState 'hidden', its window minimised) or
        shown."""
        self._unsupported("hidden")

    def layout_count(self):
        """How many layouts the page has taken so far."""
        self._unsupported("layout-count")


# W3C WebDriver actions (the same in classic WebDriver and in BiDi): the key values of the
# keys the tests press (WebDriver's "normalised key values", a private-use code point each).
WEBDRIVER_KEYS = {
    "Tab": "\ue004",
    "Enter": "\ue007",
    "Shift": "\ue008",
    "Escape": "\ue00c",
    " ": " ",
    "PageUp": "\ue00e",
    "PageDown": "\ue00f",
    "End": "\ue010",
    "Home": "\ue011",
    "ArrowLeft": "\ue012",
    "ArrowUp": "\ue013",
    "ArrowRight": "\ue014",
    "ArrowDown": "\ue015",
}


def key_actions(key, shift=False):
    """The action sequence (a "key" input source) for `Page.key`."""
    value = WEBDRIVER_KEYS.get(key, key)
    if len(value) != 1:
        raise ValueError(f"no WebDriver key value for {key!r}")
    presses = [{"type": "keyDown", "value": value}, {"type": "keyUp", "value": value}]
    if shift:
        presses = ([{"type": "keyDown", "value": WEBDRIVER_KEYS["Shift"]}] + presses
                   + [{"type": "keyUp", "value": WEBDRIVER_KEYS["Shift"]}])
    return {"type": "key", "id": "keyboard", "actions": presses}


class ActionsPage(Page):
    """A page driven through WebDriver's input actions (BiDi and classic alike): the mouse is
    one pointer of `_pointer(kind, x, y, press=None)`, which each protocol performs."""

    def _pointer(self, kind, x, y, press=None):
        raise NotImplementedError

    def mouse_move(self, x, y):
        self._pointer("mouse", x, y)

    def mouse_down(self, x, y):
        self._pointer("mouse", x, y, "down")

    def mouse_up(self, x, y):
        self._pointer("mouse", x, y, "up")


def pointer_actions(kind, actions):
    """A pointer input source of `kind` (mouse, touch) doing `actions`. Its id is the kind's:
    WebDriver keeps each source's state (where it is, what is pressed) from one call to the
    next, so that a press, its moves and its release can each be a call of their own, with
    the page's clock set in between."""
    return {"type": "pointer", "id": kind, "parameters": {"pointerType": kind}, "actions": actions}


def pointer_move(x, y, whole=False):
    """A move to (x, y) in the viewport, as one event (duration 0). Classic WebDriver takes
    whole pixels only (`whole`); BiDi takes fractions."""
    if whole:
        x, y = round(x), round(y)
    return {"type": "pointerMove", "x": x, "y": y, "duration": 0, "origin": "viewport"}

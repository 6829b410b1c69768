"""Chromium for the web tests (browsers.py), through a small client of the Chrome DevTools
protocol over a pipe (Chromium's --remote-debugging-pipe): no WebDriver, no WebSocket,
nothing outside the standard library.

    with Browser() as browser:
        page = browser.new_page(width=800, height=600)
        page.navigate("http://127.0.0.1:8000/")
        page.evaluate("document.title")
        page.send("Performance.getMetrics")   # any DevTools command

Everything browsers.Page has, from DevTools: real input through the browser's pipeline
(Input.dispatch*), the full accessibility tree, emulated media, a minimised window, the
renderer's layout count.
"""

import base64
import json
import os
import queue
import shutil
import subprocess
import tempfile
import threading
import time

import browsers
from browsers import DEFAULT_TIMEOUT, ProtocolError  # noqa: F401 (the benchmark's names)
from png import decode_png, encode_png  # noqa: F401 (as before: the benchmark imports them here)


def find_chromium():
    return browsers.executable("chromium")


class Browser(browsers.Browser):
    """A headless Chromium driven through the DevTools protocol on file descriptors 3 and 4."""

    engine = "chromium"
    limits = {}

    def __init__(self, executable=None, extra_arguments=()):
        executable = executable or os.environ.get("CHROMIUM") or find_chromium()
        if not executable:
            raise RuntimeError("no chromium found (apt-get install chromium)")
        self._profile = tempfile.mkdtemp(prefix="carousel-chromium-")
        to_browser_read, self._to_browser = os.pipe()
        self._from_browser, from_browser_write = os.pipe()
        arguments = [
            executable,
            "--headless",
            "--remote-debugging-pipe",
            "--no-sandbox",
            "--no-first-run",
            "--no-default-browser-check",
            "--disable-extensions",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-dev-shm-usage",
            "--mute-audio",
            "--hide-scrollbars",
            "--force-device-scale-factor=1",
            "--force-color-profile=srgb",
            "--disable-lcd-text",
            "--font-render-hinting=none",
            # A busy machine must not make the page's timers and frames sleep.
            "--disable-background-timer-throttling",
            "--disable-renderer-backgrounding",
            "--disable-backgrounding-occluded-windows",
            f"--user-data-dir={self._profile}",
            *extra_arguments,
            "about:blank",
        ]

        def place_pipes():
            os.dup2(to_browser_read, 3)
            os.dup2(from_browser_write, 4)

        self._process = subprocess.Popen(
            arguments,
            pass_fds=(3, 4),
            preexec_fn=place_pipes,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(to_browser_read)
        os.close(from_browser_write)
        self._next_id = 0
        self._lock = threading.Lock()
        self._responses = {}
        self._response_ready = threading.Condition()
        self._events = {}
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        self.version = self.send("Browser.getVersion")
        self.product = self.version["product"]

    def close(self):
        if self._process.poll() is None:
            try:
                self.send("Browser.close", timeout=10)
            except Exception:
                pass
            try:
                self._process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
        for fd in (self._to_browser, self._from_browser):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self._profile, ignore_errors=True)

    def _read(self):
        buffer = b""
        while True:
            try:
                chunk = os.read(self._from_browser, 1 << 16)
            except OSError:
                chunk = b""
            if not chunk:
                with self._response_ready:
                    self._responses[None] = "closed"
                    self._response_ready.notify_all()
                return
            buffer += chunk
            while b"\0" in buffer:
                message, buffer = buffer.split(b"\0", 1)
                data = json.loads(message)
                if "id" in data:
                    with self._response_ready:
                        self._responses[data["id"]] = data
                        self._response_ready.notify_all()
                else:
                    key = (data.get("sessionId"), data["method"])
                    self._events.setdefault(key, queue.Queue()).put(data.get("params", {}))

    def send(self, method, params=None, session=None, timeout=DEFAULT_TIMEOUT):
        with self._lock:
            self._next_id += 1
            message_id = self._next_id
        message = {"id": message_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        with self._response_ready:
            while message_id not in self._responses:
                if None in self._responses:
                    raise ProtocolError(f"{method}: the browser closed")
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise TimeoutError(f"{method}: no answer in {timeout} s")
                self._response_ready.wait(remaining)
            response = self._responses.pop(message_id)
        if "error" in response:
            raise ProtocolError(f"{method}: {response['error']}")
        return response.get("result", {})

    def wait_event(self, method, session=None, timeout=DEFAULT_TIMEOUT):
        events = self._events.setdefault((session, method), queue.Queue())
        return events.get(timeout=timeout)

    def drain_events(self, method, session=None):
        events = self._events.setdefault((session, method), queue.Queue())
        while not events.empty():
            events.get_nowait()

    def new_page(self, width=800, height=600):
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})[
            "sessionId"
        ]
        return Page(self, target, session, width, height)


class Page(browsers.Page):
    """One tab."""

    def __init__(self, browser, target, session, width, height):
        self.browser = browser
        self.target = target
        self.session = session
        self._touch = False
        self.send("Page.enable")
        self.send("Runtime.enable")
        self.resize(width, height)

    def send(self, method, params=None, timeout=DEFAULT_TIMEOUT):
        return self.browser.send(method, params, session=self.session, timeout=timeout)

    def resize(self, width, height):
        self.width, self.height = width, height
        self.send(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False},
        )

    def navigate(self, url, timeout=DEFAULT_TIMEOUT):
        self.browser.drain_events("Page.loadEventFired", self.session)
        self.send("Page.navigate", {"url": url})
        self.browser.wait_event("Page.loadEventFired", self.session, timeout)

    def evaluate(self, expression, timeout=DEFAULT_TIMEOUT):
        """The value of a JavaScript expression (awaited when it is a promise)."""
        result = self.send(
            "Runtime.evaluate",
            {
                "expression": expression,
                "awaitPromise": True,
                "returnByValue": True,
                "userGesture": True,
            },
            timeout=timeout,
        )
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            description = details.get("exception", {}).get("description") or details.get("text")
            raise ProtocolError(f"{expression[:80]}...: {description}")
        return result["result"].get("value")

    def mouse(self, kind, x, y, buttons=0, button="none", click_count=0):
        """Input.dispatchMouseEvent: `kind` mouseMoved, mousePressed or mouseReleased."""
        self.send(
            "Input.dispatchMouseEvent",
            {
                "type": kind,
                "x": x,
                "y": y,
                "button": button,
                "buttons": buttons,
                "clickCount": click_count,
                "pointerType": "mouse",
            },
        )

    def touch(self, kind, points):
        """Input.dispatchTouchEvent: `kind` touchStart, touchMove or touchEnd at `points`."""
        if not self._touch:
            # Touch events and pointers of type touch, as on a phone.
            self.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
            self._touch = True
        self.send(
            "Input.dispatchTouchEvent",
            {"type": kind, "touchPoints": [{"x": x, "y": y} for x, y in points]},
        )

    def key(self, key, shift=False):
        code, key_code, text = KEYS.get(key, (None, 0, None))
        if code is None:
            if len(key) != 1:
                raise ValueError(f"no key {key!r}")
            code, key_code, text = f"Key{key.upper()}", ord(key.upper()), key
        base = {"key": key, "code": code, "windowsVirtualKeyCode": key_code,
                "modifiers": 8 if shift else 0}
        down = dict(base, type="keyDown" if text else "rawKeyDown")
        if text:
            down["text"] = text
        self.send("Input.dispatchKeyEvent", down)
        self.send("Input.dispatchKeyEvent", dict(base, type="keyUp"))

    # browsers.Page

    def mouse_move(self, x, y):
        self.mouse("mouseMoved", x, y, buttons=self._buttons, button="left" if self._buttons else "none")

    def mouse_down(self, x, y):
        self._buttons = 1
        self.mouse("mousePressed", x, y, buttons=1, button="left", click_count=1)

    def mouse_up(self, x, y):
        self._buttons = 0
        self.mouse("mouseReleased", x, y, buttons=0, button="left", click_count=1)

    _buttons = 0
    _point = None

    def touch_start(self, x, y):
        self._point = (x, y)
        self.touch("touchStart", [(x, y)])

    def touch_move(self, x, y):
        self._point = (x, y)
        self.touch("touchMove", [(x, y)])

    def touch_end(self):
        self._point = None
        self.touch("touchEnd", [])

    def errors(self):
        found = []
        for method in ("Runtime.exceptionThrown", "Runtime.consoleAPICalled"):
            events = self.browser._events.setdefault((self.session, method), queue.Queue())
            while not events.empty():
                event = events.get_nowait()
                if method == "Runtime.exceptionThrown":
                    details = event["exceptionDetails"]
                    found.append(details.get("exception", {}).get("description") or details.get("text"))
                elif event.get("type") in ("error", "assert"):
                    found.append(" ".join(str(a.get("value", a.get("description"))) for a in event["args"]))
        return found

    def accessibility_tree(self):
        nodes = []
        for node in self.send("Accessibility.getFullAXTree")["nodes"]:
            if node.get("ignored"):
                continue
            properties = {p["name"]: p["value"].get("value") for p in node.get("properties", [])}
            entry = {"role": node.get("role", {}).get("value"), "name": node.get("name", {}).get("value")}
            for name in ("roledescription", "live"):
                if properties.get(name) is not None:
                    entry[name] = properties[name]
            nodes.append(entry)
        return nodes

    def set_reduced_motion(self, reduce):
        features = [{"name": "prefers-reduced-motion", "value": "reduce"}] if reduce else []
        self.send("Emulation.setEmulatedMedia", {"features": features})

    def set_hidden(self, hidden):
        window = self.browser.send("Browser.getWindowForTarget", {"targetId": self.target})["windowId"]
        state = "minimized" if hidden else "normal"
        self.browser.send("Browser.setWindowBounds", {"windowId": window, "bounds": {"windowState": state}})

    def layout_count(self):
        self.send("Performance.enable")
        metrics = self.send("Performance.getMetrics")["metrics"]
        return next(m["value"] for m in metrics if m["name"] == "LayoutCount")

    def screenshot(self, clip):
        """A PNG of a rectangle of the page, in CSS pixels (one device pixel each)."""
        data = self.send(
            "Page.captureScreenshot",
            {"format": "png", "clip": dict(clip, scale=1), "captureBeyondViewport": False},
        )["data"]
        return base64.b64decode(data)

    def close(self):
        self.browser.send("Target.closeTarget", {"targetId": self.target})


# DOM key names: (code, Windows virtual key code, text).
KEYS = {
    "Tab": ("Tab", 9, None),
    "Enter": ("Enter", 13, "\r"),
    "Escape": ("Escape", 27, None),
    " ": ("Space", 32, " "),
    "PageUp": ("PageUp", 33, None),
    "PageDown": ("PageDown", 34, None),
    "End": ("End", 35, None),
    "Home": ("Home", 36, None),
    "ArrowLeft": ("ArrowLeft", 37, None),
    "ArrowUp": ("ArrowUp", 38, None),
    "ArrowRight": ("ArrowRight", 39, None),
    "ArrowDown": ("ArrowDown", 40, None),
}

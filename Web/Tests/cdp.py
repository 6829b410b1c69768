"""A small client of the Chrome DevTools protocol over a pipe (Chromium's
--remote-debugging-pipe): no WebDriver, no WebSocket, nothing outside the standard library.

    with Browser() as browser:
        page = browser.new_page(width=800, height=600)
        page.navigate("http://127.0.0.1:8000/")
        page.evaluate("document.title")
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
import zlib

# Every wait is bounded: a deadline only stops a hang, it is never what a test measures.
DEFAULT_TIMEOUT = 60.0


class ProtocolError(Exception):
    pass


def find_chromium():
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


class Browser:
    """A headless Chromium driven through the DevTools protocol on file descriptors 3 and 4."""

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

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

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


class Page:
    """One tab."""

    def __init__(self, browser, target, session, width, height):
        self.browser = browser
        self.target = target
        self.session = session
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

    def mouse(self, kind, x, y, buttons=0, button="none", click_count=0):
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
        self.send(
            "Input.dispatchTouchEvent",
            {"type": kind, "touchPoints": [{"x": x, "y": y} for x, y in points]},
        )

    def key(self, key, code=None, key_code=0, text=None, modifiers=0):
        base = {"key": key, "code": code or key, "windowsVirtualKeyCode": key_code,
                "modifiers": modifiers}
        down = dict(base, type="keyDown" if text else "rawKeyDown")
        if text:
            down["text"] = text
        self.send("Input.dispatchKeyEvent", down)
        self.send("Input.dispatchKeyEvent", dict(base, type="keyUp"))

    def screenshot(self, clip):
        """A PNG of a rectangle of the page, in CSS pixels (one device pixel each)."""
        data = self.send(
            "Page.captureScreenshot",
            {"format": "png", "clip": dict(clip, scale=1), "captureBeyondViewport": False},
        )["data"]
        return base64.b64decode(data)

    def close(self):
        self.browser.send("Target.closeTarget", {"targetId": self.target})


# MARK: PNG


def decode_png(data):
    """(width, height, RGBA bytes) of an 8-bit, non-interlaced grey, RGB or RGBA PNG."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    position = 8
    compressed = b""
    width = height = color_type = 0
    while position < len(data):
        length = int.from_bytes(data[position : position + 4], "big")
        kind = data[position + 4 : position + 8]
        body = data[position + 8 : position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            width = int.from_bytes(body[0:4], "big")
            height = int.from_bytes(body[4:8], "big")
            depth, color_type, interlace = body[8], body[9], body[12]
            if depth != 8 or interlace != 0 or color_type not in (0, 2, 4, 6):
                raise ValueError("only 8-bit non-interlaced grey, RGB and RGBA PNGs")
        elif kind == b"IDAT":
            compressed += body
        elif kind == b"IEND":
            break
    channels = {0: 1, 2: 3, 4: 2, 6: 4}[color_type]
    raw = zlib.decompress(compressed)
    stride = width * channels
    rows = []
    previous = bytearray(stride)
    offset = 0
    for _ in range(height):
        kind = raw[offset]
        row = bytearray(raw[offset + 1 : offset + 1 + stride])
        offset += 1 + stride
        if kind == 1:
            for i in range(channels, stride):
                row[i] = (row[i] + row[i - channels]) & 255
        elif kind == 2:
            for i in range(stride):
                row[i] = (row[i] + previous[i]) & 255
        elif kind == 3:
            for i in range(stride):
                left = row[i - channels] if i >= channels else 0
                row[i] = (row[i] + ((left + previous[i]) >> 1)) & 255
        elif kind == 4:
            for i in range(stride):
                a = row[i - channels] if i >= channels else 0
                b = previous[i]
                c = previous[i - channels] if i >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                predictor = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                row[i] = (row[i] + predictor) & 255
        rows.append(bytes(row))
        previous = row
    pixels = bytearray()
    for row in rows:
        if channels == 4:
            pixels += row
        elif channels == 3:
            for i in range(0, stride, 3):
                pixels += row[i : i + 3] + b"\xff"
        elif channels == 2:
            for i in range(0, stride, 2):
                pixels += bytes((row[i], row[i], row[i], row[i + 1]))
        else:
            for value in row:
                pixels += bytes((value, value, value, 255))
    return width, height, bytes(pixels)


def encode_png(width, height, rgba):
    """An RGBA PNG (for difference images)."""
    raw = b"".join(
        b"\x00" + rgba[y * width * 4 : (y + 1) * width * 4] for y in range(height)
    )

    def chunk(kind, body):
        return (
            len(body).to_bytes(4, "big")
            + kind
            + body
            + zlib.crc32(kind + body).to_bytes(4, "big")
        )

    header = width.to_bytes(4, "big") + height.to_bytes(4, "big") + bytes((8, 6, 0, 0, 0))
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )

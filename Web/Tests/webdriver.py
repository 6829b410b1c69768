"""WebKit for the web tests (browsers.py): WebKitGTK's MiniBrowser (Safari's engine, as every
iPhone browser is) driven by WebKitWebDriver over classic W3C WebDriver, JSON over HTTP in
the standard library (the same W3C action sources as Firefox's BiDi, in browsers.py).

    Xvfb -displayfd N ...                 # WebKitGTK draws to a display: a virtual one
    xsettingsd -c CONFIG                  # GTK's settings on it (reduced motion, below)
    xdotool ... windowfocus               # the window focused (no window manager does it)
    WebKitWebDriver --port=P              # launches MiniBrowser --automation per session

One session, one window, for every page (a session takes seconds to start): a new page is
that window at about:blank, at its size, with its input released. What this WebDriver does
not give, WebKit has elsewhere or the page collects: the page's errors are what it caught
itself (`window.pageErrors`, which the test pages keep: this driver reports no console
output); reduced motion is
GTK's `gtk-enable-animations` setting (off: WebKitGTK reports prefers-reduced-motion: reduce),
changed live through the display's XSETTINGS (xsettingsd); the accessibility tree is what
WebDriver's Get Computed Role and Get Computed Label say of each element that its ARIA
attributes leave exposed (no tree of WebKit's own here).
"""

import base64
import collections
import glob
import json
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
import urllib.error
import urllib.request

import browsers
from browsers import DEFAULT_TIMEOUT, ProtocolError
from png import crop_png

# The key a web element reference is sent under (W3C WebDriver).
ELEMENT_KEY = "element-6066-11e4-a52e-4f735466cecf"

# A script's value, awaited, through classic WebDriver: a script evaluated as the global
# scope evaluates one (statements allowed; the value of the last), with its error's text.
EVALUATE = """
const [source, done] = arguments;
const fail = (error) => done({ error: `${error}\n${(error && error.stack) || ""}` });
let value;
try { value = (0, eval)(source); } catch (error) { fail(error); return; }
Promise.resolve(value).then((result) => done({ value: result === undefined ? null : result }), fail);
"""

# An expression evaluated without eval: WebKit holds a page's scripts from WebDriver to its
# Content Security Policy, which refuses eval where script-src lacks 'unsafe-eval' (and
# reports the refusal to the page). The expression is written into the script itself, which
# the driver compiles outside the page's policy; a statement list cannot be, and goes through
# EVALUATE.
EVALUATE_EXPRESSION = """
const done = arguments[arguments.length - 1];
const fail = (error) => done({ error: `${error}\n${(error && error.stack) || ""}` });
let value;
try { value = (
%s
); } catch (error) { fail(error); return; }
Promise.resolve(value).then((result) => done({ value: result === undefined ? null : result }), fail);
"""

# The elements of the flattened tree (shadow trees and the slides slotted in them) that
# assistive technologies are given, by what the ARIA and HTML attributes say: not hidden,
# not inert, not aria-hidden, not display: none or visibility: hidden; each with the ARIA
# attributes the tests read. WebKit names the role and the accessible name of each.
EXPOSED_ELEMENTS = """
const exposed = [];
const visit = (element, hidden) => {
  const style = getComputedStyle(element);
  hidden = hidden || element.hidden || element.inert || element.getAttribute('aria-hidden') === 'true'
    || style.display === 'none';
  if (hidden) return;
  if (style.visibility !== 'hidden' && element.localName !== 'slot') {
    exposed.push([element, element.getAttribute('aria-roledescription'), element.getAttribute('aria-live')]);
  }
  const children = element.localName === 'slot' ? element.assignedElements({ flatten: true })
    : element.shadowRoot ? [...element.shadowRoot.children] : [...element.children];
  for (const child of children) {
    if (!/^(STYLE|SCRIPT|TEMPLATE)$/.test(child.tagName)) visit(child, false);
  }
};
visit(document.body, false);
return exposed;
"""


def minibrowser():
    """WebKitGTK's MiniBrowser, which `libwebkit2gtk-4.1-0` ships (not in PATH)."""
    for pattern in ("/usr/lib/*/webkit2gtk-4.1/MiniBrowser", "/usr/lib/*/webkit2gtk-4.0/MiniBrowser",
                    "/usr/libexec/webkit2gtk-4.1/MiniBrowser"):
        found = sorted(glob.glob(pattern))
        if found:
            return found[0]
    return None


def missing():
    """What WebKit lacks here beyond WebKitWebDriver, or None."""
    if minibrowser() is None:
        return "no MiniBrowser (apt-get install libwebkit2gtk-4.1-0)"
    if not shutil.which("Xvfb") and not os.environ.get("DISPLAY"):
        return "no display and no Xvfb (apt-get install xvfb)"
    if not shutil.which("xdotool"):
        return "no xdotool to give the window focus (apt-get install xdotool)"
    return None


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Browser(browsers.Browser):
    """MiniBrowser under WebKitWebDriver, on a display of its own."""

    engine = "webkit"
    limits = {
        "touch": "WebKitGTK's WebDriver performs touch actions as a mouse (pointer events of "
                 "type mouse, no touch events): WebKit simulates touch input on iOS only",
        "touch-scroll": "no touch input (see touch)",
        "internals-role-description": "WebDriver gives an element's computed role and label "
                                      "only; a role description set through ElementInternals is "
                                      "no attribute, and nothing else reads it",
        "layout-count": "no count of layouts outside DevTools (WebKit's is in its Web Inspector, "
                        "which WebDriver does not reach)",
    }

    def __init__(self):
        self._processes = []
        self._directory = tempfile.mkdtemp(prefix="carousel-webkit-")
        self._log = collections.deque(maxlen=60)
        try:
            self._start()
        except BaseException:
            self.close()
            raise

    def _start(self):
        environment = dict(os.environ)
        if shutil.which("Xvfb"):
            read, write = os.pipe()
            # A screen larger than any page, whose pointer (at its centre) is never over the
            # page: only the driver's simulated mouse is.
            self._spawn(["Xvfb", "-displayfd", str(write), "-screen", "0", "2400x2000x24",
                         "-nolisten", "tcp", "-noreset"], pass_fds=(write,))
            os.close(write)
            with os.fdopen(read) as display:
                number = display.readline().strip()
            if not number:
                raise RuntimeError("Xvfb did not start")
            environment["DISPLAY"] = f":{number}"
        # GTK's settings on that display, from a file xsettingsd reads again on SIGHUP.
        self._settings = os.path.join(self._directory, "xsettingsd.conf")
        self._xsettings = None
        if shutil.which("xsettingsd"):
            self._write_settings(animations=True)
            self._xsettings = self._spawn(["xsettingsd", "-c", self._settings], env=environment)
        else:
            self.limits = dict(self.limits, **{
                "reduced-motion": "no xsettingsd to change GTK's animation setting live "
                                  "(apt-get install xsettingsd)"})
        # English words where a test reads the browser's language.
        environment.setdefault("LANGUAGE", "en_US")
        environment["LANG"] = environment.get("LANG") or "C.UTF-8"
        port = free_port()
        self._driver = self._spawn(["WebKitWebDriver", f"--port={port}"], env=environment,
                                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        threading.Thread(target=self._read_log, daemon=True).start()
        self._base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + DEFAULT_TIMEOUT
        while True:
            try:
                if self._request("GET", "/status", timeout=5).get("ready"):
                    break
            except OSError:
                pass
            if time.monotonic() > deadline or self._driver.poll() is not None:
                raise RuntimeError("WebKitWebDriver did not start:\n" + "\n".join(self._log))
            time.sleep(0.05)
        capabilities = {"capabilities": {"alwaysMatch": {
            "webkitgtk:browserOptions": {"binary": minibrowser(), "args": [
                "--automation", "--enable-smooth-scrolling=false"]},
        }}}
        # The first start on a new machine builds caches: allow for it.
        session = self._request("POST", "/session", capabilities, timeout=120)
        self._session = f"/session/{session['sessionId']}"
        self.product = f"WebKitGTK {session['capabilities'].get('browserVersion', '')} (MiniBrowser)"
        self.command("POST", "/timeouts", {"script": int(DEFAULT_TIMEOUT * 1000) * 4,
                                           "pageLoad": int(DEFAULT_TIMEOUT * 1000)})
        self._page = None
        self._environment = environment
        self._focus_window()

    def _focus_window(self):
        """Gives MiniBrowser's window the display's keyboard focus. Without a window manager
        on the virtual display nothing does, and an unfocused WebKit page has no focus events
        past the first and no `:focus-visible` (document.hasFocus() is false)."""
        subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--class", "MiniBrowser",
                        "windowfocus", "--sync"], env=self._environment, timeout=DEFAULT_TIMEOUT,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)

    def _spawn(self, arguments, **options):
        options.setdefault("stdout", subprocess.DEVNULL)
        options.setdefault("stderr", subprocess.DEVNULL)
        process = subprocess.Popen(arguments, stdin=subprocess.DEVNULL, **options)
        self._processes.append(process)
        return process

    def _read_log(self):
        for line in self._driver.stdout:
            self._log.append(line.decode(errors="replace").rstrip())

    def _write_settings(self, animations):
        with open(self._settings, "w") as file:
            file.write(f"Gtk/EnableAnimations {1 if animations else 0}\n")

    def set_animations(self, enabled):
        """GTK's gtk-enable-animations, live: WebKitGTK's prefers-reduced-motion."""
        self._write_settings(enabled)
        self._xsettings.send_signal(signal.SIGHUP)

    def _request(self, method, path, body=None, timeout=DEFAULT_TIMEOUT):
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(self._base + path, data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=timeout) as response:
                answer = json.loads(response.read())
        except urllib.error.HTTPError as error:
            answer = json.loads(error.read() or b"{}")
            value = answer.get("value", {})
            raise ProtocolError(f"{method} {path}: {value.get('error')}: {value.get('message')}") from None
        return answer.get("value")

    def command(self, method, path, body=None, timeout=DEFAULT_TIMEOUT):
        """A WebDriver command of the session (`path` after /session/ID)."""
        return self._request(method, self._session + path, body, timeout)

    def new_page(self, width=800, height=600):
        if self._page is not None:
            raise RuntimeError("one page at a time in WebKit (one window)")
        self._page = Page(self, width, height)
        return self._page

    def close(self):
        if getattr(self, "_session", None):
            try:
                self._request("DELETE", self._session, timeout=20)
            except Exception:
                pass
            self._session = None
        for process in reversed(self._processes):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()
        shutil.rmtree(self._directory, ignore_errors=True)


# The viewport's size once a resize of the window has reached the page: the same over three
# animation frames in a row (the X server and the web process take the new size in their own
# time; at most a second of frames).
SETTLED_VIEWPORT = """new Promise((done) => {
  let last = '', same = 0, frames = 0;
  const check = () => {
    const size = `${innerWidth}x${innerHeight}`;
    same = size === last ? same + 1 : 0;
    last = size;
    if (same >= 3 || ++frames > 60) done([innerWidth, innerHeight]);
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})"""


class Page(browsers.ActionsPage):
    """The session's window."""

    def __init__(self, browser, width, height):
        self.browser = browser
        self._pointers = {}
        self._reduced_motion = False
        browser.command("DELETE", "/actions")
        browser.command("POST", "/url", {"url": "about:blank"})
        self.resize(width, height)

    def resize(self, width, height):
        """The window sized so that its viewport is `width` x `height` (MiniBrowser's window
        has a toolbar above the page)."""
        self.width, self.height = width, height
        command = self.browser.command
        outer_width, outer_height = width, height
        for _ in range(6):
            command("POST", "/window/rect", {"width": outer_width, "height": outer_height})
            inner = self.evaluate(SETTLED_VIEWPORT)
            if inner == [width, height]:
                return
            # The toolbar only adds to the window: never less than the page asked for (a
            # viewport read before a resize reached it would take the window below that).
            outer_width = max(width, outer_width + width - inner[0])
            outer_height = max(height, outer_height + height - inner[1])
        raise browsers.Unsupported(
            f"webkit: MiniBrowser's window cannot show a {width}x{height} page (its toolbar keeps "
            f"it at least {inner[0] if inner[0] > width else '?'} px wide): here it is "
            f"{inner[0]}x{inner[1]}")

    def navigate(self, url, timeout=DEFAULT_TIMEOUT):
        self.browser.command("POST", "/url", {"url": url}, timeout)

    def evaluate(self, expression, timeout=DEFAULT_TIMEOUT):
        try:
            answer = self.browser.command(
                "POST", "/execute/async", {"script": EVALUATE_EXPRESSION % expression, "args": []}, timeout)
        except ProtocolError as error:
            # Not an expression (a statement list): the script did not compile, so nothing ran.
            if "SyntaxError" not in str(error) and "javascript error" not in str(error):
                raise
            answer = self.browser.command(
                "POST", "/execute/async", {"script": EVALUATE, "args": [expression]}, timeout)
        if "error" in answer:
            raise ProtocolError(f"{expression[:80]}...: {answer['error']}")
        return answer.get("value")

    def screenshot(self, clip):
        png = base64.b64decode(self.browser.command("GET", "/screenshot"))
        return crop_png(png, round(clip["x"]), round(clip["y"]), round(clip["width"]), round(clip["height"]))

    def errors(self):
        return self.evaluate("window.pageErrors ? pageErrors.splice(0) : []")

    def close(self):
        command = self.browser.command
        command("DELETE", "/actions")
        if self._reduced_motion:
            self.set_reduced_motion(False)
        command("POST", "/url", {"url": "about:blank"})
        self.browser._page = None

    # Input: whole pixels (classic WebDriver's coordinates are integers).

    def _perform(self, *sources):
        self.browser.command("POST", "/actions", {"actions": list(sources)})

    def _pointer(self, kind, x, y, press=None):
        actions = []
        point = (round(x), round(y))
        if self._pointers.get(kind) != point:
            actions.append(browsers.pointer_move(x, y, whole=True))
            self._pointers[kind] = point
        if press == "down":
            actions.append({"type": "pointerDown", "button": 0})
        elif press == "up":
            actions.append({"type": "pointerUp", "button": 0})
        if actions:
            self._perform(browsers.pointer_actions(kind, actions))

    def key(self, key, shift=False):
        self._perform(browsers.key_actions(key, shift))

    # Capabilities

    def accessibility_tree(self):
        command = self.browser.command
        exposed = command("POST", "/execute/sync", {"script": EXPOSED_ELEMENTS, "args": []})
        nodes = []
        for element, description, live in exposed:
            reference = element[ELEMENT_KEY]
            role = command("GET", f"/element/{reference}/computedrole")
            if not role:
                continue
            node = {"role": role, "name": command("GET", f"/element/{reference}/computedlabel")}
            if description:
                node["roledescription"] = description
            if live:
                node["live"] = live
            nodes.append(node)
        return nodes

    def set_reduced_motion(self, reduce):
        if self.browser.lacks("reduced-motion"):
            self._unsupported("reduced-motion")
        self.browser.set_animations(not reduce)
        self._reduced_motion = reduce
        self.wait_for(f"matchMedia('(prefers-reduced-motion: reduce)').matches === {json.dumps(reduce)}")
        # WebKit sends the media query's change event at the page's next rendering update,
        # which a page at rest may not have for a while: two animation frames bring it.
        self.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")

    def set_hidden(self, hidden):
        command = self.browser.command
        if hidden:
            command("POST", "/window/minimize", {})
        else:
            command("POST", "/window/rect", {})
            self.resize(self.width, self.height)
            # A window restored from its icon is not focused again by anything on this
            # display: without it, no test after this one would see keyboard focus.
            self.browser._focus_window()

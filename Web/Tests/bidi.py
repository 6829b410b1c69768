"""Firefox for the web tests (browsers.py), over WebDriver BiDi: Firefox ESR's own remote
agent on a WebSocket, no geckodriver, nothing outside the standard library (websocket.py).

    firefox --headless --no-remote --remote-debugging-port=0 --remote-allow-system-access \\
        -profile DIR about:blank      # prints "WebDriver BiDi listening on ws://127.0.0.1:PORT"

Each page is a window of its own (`browsingContext.create`, type window): the window headless
Firefox opens at start never has focus, so no focus events and no `:focus-visible` there.
Input is `input.performActions` (mouse, touch and keys, one W3C action source each, whose
state carries from one call to the next), script `script.evaluate`, screenshots
`browsingContext.captureScreenshot`, the viewport `browsingContext.setViewport`, errors
`log.entryAdded`. What BiDi does not have, Firefox has in its parent process, which
`--remote-allow-system-access` opens to script (the "chrome" scope): reduced motion is its
`ui.prefersReducedMotion` preference, set live; the accessibility tree is its accessibility
service's; a page is hidden as a background tab is (its browser made inactive).
"""

import base64
import collections
import json
import math
import os
import queue
import re
import shutil
import subprocess
import tempfile
import threading
import time

import browsers
from browsers import DEFAULT_TIMEOUT, ProtocolError
from websocket import WebSocket

# The profile's preferences (user.js), beside those the remote agent sets for automation.
PREFERENCES = {
    # One CSS pixel a device pixel, as the other engines here.
    "layout.css.devPixelsPerPx": "1.0",
    # No preference for reduced motion until a test asks (not the system's).
    "ui.prefersReducedMotion": 0,
    # The page's timers run as in a focused tab, however busy the machine.
    "dom.timeout.enable_budget_timer_throttling": False,
    # Touch events, as on a touch screen.
    "dom.w3c_touch_events.enabled": 1,
    # Scrolls land at once (a test waits for the page's own scroll, never a smooth one).
    "general.smoothScroll": False,
    "browser.shell.checkDefaultBrowser": False,
    "browser.sessionstore.resume_from_crash": False,
}

# The accessibility service's tree of a content page, read in the parent process: each
# accessible's role (its ARIA name where it has one), name and the attributes the tests read.
ACCESSIBILITY_TREE = r"""
(async (browser) => {
  const service = Cc['@mozilla.org/accessibilityService;1'].getService(Ci.nsIAccessibilityService);
  // The content process sends its tree to the parent once the service runs: wait for the
  // document (the remote document under the <browser>'s own accessible) to be complete.
  const document = () => {
    const outer = service.getAccessibleFor(browser);
    const doc = outer && outer.firstChild;
    if (!doc) return null;
    const states = {};
    doc.getState(states, {});
    return states.value & Ci.nsIAccessibleStates.STATE_BUSY ? null : doc;
  };
  let root = document();
  for (let tries = 0; !root && tries < 200; tries++) {
    await new Promise((done) => setTimeout(done, 25));
    root = document();
  }
  if (!root) throw new Error('no accessible document');
  const attribute = (accessible, name) => {
    try { return accessible.attributes.getStringProperty(name); } catch { return null; }
  };
  const nodes = [];
  const visit = (accessible) => {
    const role = attribute(accessible, 'xml-roles') || service.getStringRole(accessible.role);
    const node = { role: role.split(' ')[0], name: accessible.name ?? '' };
    const description = attribute(accessible, 'roledescription');
    if (description) node.roledescription = description;
    const live = attribute(accessible, 'live');
    if (live) node.live = live;
    nodes.push(node);
    for (let child = accessible.firstChild; child; child = child.nextSibling) visit(child);
  };
  visit(root);
  return nodes;
})
"""

# Firefox's roles (nsIAccessibleRole, as getStringRole names them) under the names ARIA and
# the other engines' trees give them.
ROLES = {
    "pushbutton": "button",
    "graphic": "image",
    "grouping": "group",
    "document": "RootWebArea",
    "text leaf": "StaticText",
    "landmark": "region",
}


class Connection:
    """A BiDi session on a WebSocket: commands and their answers, events in queues."""

    def __init__(self, url):
        self._socket = WebSocket(url)
        self._next_id = 0
        self._lock = threading.Lock()
        self._answers = {}
        self._answered = threading.Condition()
        self.events = collections.defaultdict(queue.Queue)
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self):
        while True:
            text = self._socket.receive()
            if text is None:
                with self._answered:
                    self._answers[None] = "closed"
                    self._answered.notify_all()
                return
            message = json.loads(text)
            if message.get("type") == "event":
                self.events[message["method"]].put(message["params"])
            else:
                with self._answered:
                    self._answers[message.get("id")] = message
                    self._answered.notify_all()

    def send(self, method, params=None, timeout=DEFAULT_TIMEOUT):
        with self._lock:
            self._next_id += 1
            message_id = self._next_id
        self._socket.send(json.dumps({"id": message_id, "method": method, "params": params or {}}))
        deadline = time.monotonic() + timeout
        with self._answered:
            while message_id not in self._answers:
                if None in self._answers:
                    raise ProtocolError(f"{method}: the browser closed")
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise TimeoutError(f"{method}: no answer in {timeout} s")
                self._answered.wait(remaining)
            answer = self._answers.pop(message_id)
        if answer.get("type") == "error":
            raise ProtocolError(f"{method}: {answer.get('error')}: {answer.get('message')}")
        return answer.get("result", {})

    def close(self):
        self._socket.close()


def value_of(remote):
    """A BiDi RemoteValue as a JSON value (what DevTools' returnByValue gives): undefined is
    None, a node or a function an empty dict."""
    kind = remote.get("type")
    value = remote.get("value")
    if kind in ("undefined", "null"):
        return None
    if kind in ("string", "boolean"):
        return value
    if kind == "number":
        if isinstance(value, str):
            return {"NaN": math.nan, "-0": -0.0, "Infinity": math.inf, "-Infinity": -math.inf}[value]
        return value
    if kind == "bigint":
        return int(value)
    if kind in ("array", "set"):
        return [value_of(item) for item in value or []]
    if kind in ("object", "map"):
        result = {}
        for key, item in value or []:
            result[key if isinstance(key, str) else str(value_of(key))] = value_of(item)
        return result
    if kind in ("date", "regexp"):
        return value if kind == "date" else value.get("pattern")
    return {}


class Browser(browsers.Browser):
    """A headless Firefox with a fresh profile, driven over WebDriver BiDi."""

    engine = "firefox"
    limits = {
        "touch-scroll": "BiDi's touch actions reach the page as touch and pointer events, but "
                        "Firefox does not pan the page from them (no scroll, no pointercancel)",
        "layout-count": "no count of layouts outside DevTools (Firefox has no "
                        "Performance.getMetrics; its reflow observers live in the content "
                        "process, which BiDi's privileged scope does not reach)",
    }

    def __init__(self, executable=None):
        executable = executable or os.environ.get("FIREFOX") or browsers.executable("firefox")
        if not executable:
            raise RuntimeError(f"no firefox found (apt-get install {browsers.PACKAGES['firefox']})")
        self._profile = tempfile.mkdtemp(prefix="carousel-firefox-")
        with open(os.path.join(self._profile, "user.js"), "w") as file:
            for name, value in PREFERENCES.items():
                file.write(f"user_pref({json.dumps(name)}, {json.dumps(value)});\n")
        self._process = subprocess.Popen(
            [executable, "--headless", "--no-remote", "--remote-debugging-port=0",
             "--remote-allow-system-access", "-profile", self._profile, "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
            env=dict(os.environ, MOZ_CRASHREPORTER_DISABLE="1"),
        )
        self._log = collections.deque(maxlen=40)
        found = queue.Queue()

        def read_log():
            for line in self._process.stderr:
                text = line.decode(errors="replace").rstrip()
                self._log.append(text)
                match = re.search(r"WebDriver BiDi listening on (ws://\S+)", text)
                if match:
                    found.put(match.group(1))
            found.put(None)

        threading.Thread(target=read_log, daemon=True).start()
        try:
            url = found.get(timeout=DEFAULT_TIMEOUT)
        except queue.Empty:
            url = None
        if not url:
            self.close()
            raise RuntimeError("firefox did not start its remote agent:\n" + "\n".join(self._log))
        self.connection = Connection(url + "/session")
        capabilities = self.connection.send("session.new", {"capabilities": {}})["capabilities"]
        self.product = f"Firefox {capabilities['browserVersion']}"
        self.connection.send("session.subscribe", {"events": ["log.entryAdded"]})
        # The parent process's window, for preferences and the accessibility service.
        chrome = self.connection.send("browsingContext.getTree", {"moz:scope": "chrome"})
        self._chrome = chrome["contexts"][0]["context"]
        self._errors = collections.defaultdict(list)

    def send(self, method, params=None, timeout=DEFAULT_TIMEOUT):
        return self.connection.send(method, params, timeout)

    def chrome(self, expression, arguments=(), timeout=DEFAULT_TIMEOUT):
        """The value of a function (its source, `expression`) called with `arguments` (BiDi
        local values) in the parent process's window."""
        result = self.send("script.callFunction", {
            "functionDeclaration": expression, "arguments": list(arguments), "awaitPromise": True,
            "target": {"context": self._chrome}, "resultOwnership": "none"}, timeout)
        if result.get("type") == "exception":
            raise ProtocolError(f"chrome script: {result['exceptionDetails'].get('text')}")
        return value_of(result["result"])

    def errors(self, context):
        """The page errors `log.entryAdded` reported for `context` since the last call."""
        events = self.connection.events["log.entryAdded"]
        while not events.empty():
            entry = events.get_nowait()
            if entry.get("level") == "error" or entry.get("type") == "javascript":
                source = entry.get("source", {}).get("context")
                self._errors[source].append(entry.get("text", ""))
        return self._errors.pop(context, [])

    def new_page(self, width=800, height=600):
        context = self.send("browsingContext.create", {"type": "window"})["context"]
        return Page(self, context, width, height)

    def close(self):
        if self._process.poll() is None:
            try:
                self.connection.send("browser.close", timeout=10)
            except Exception:
                pass
            try:
                self._process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
        if hasattr(self, "connection"):
            self.connection.close()
        shutil.rmtree(self._profile, ignore_errors=True)


class Page(browsers.ActionsPage):
    """A window with one tab."""

    def __init__(self, browser, context, width, height):
        self.browser = browser
        self.context = context
        # Where each pointer is and whether it is down (a move to where it already is would
        # be an event of its own).
        self._pointers = {}
        self.resize(width, height)

    def send(self, method, params=None, timeout=DEFAULT_TIMEOUT):
        return self.browser.send(method, dict(params or {}, context=self.context), timeout)

    def resize(self, width, height):
        self.width, self.height = width, height
        self.send("browsingContext.setViewport",
                  {"viewport": {"width": width, "height": height}, "devicePixelRatio": 1})

    def navigate(self, url, timeout=DEFAULT_TIMEOUT):
        self.send("browsingContext.navigate", {"url": url, "wait": "complete"}, timeout)

    def evaluate(self, expression, timeout=DEFAULT_TIMEOUT):
        result = self.browser.send("script.evaluate", {
            "expression": expression, "target": {"context": self.context}, "awaitPromise": True,
            "resultOwnership": "none", "userActivation": True}, timeout)
        if result.get("type") == "exception":
            details = result["exceptionDetails"]
            raise ProtocolError(f"{expression[:80]}...: {details.get('text')}")
        return value_of(result["result"])

    def screenshot(self, clip):
        data = self.send("browsingContext.captureScreenshot", {
            "origin": "viewport", "clip": dict(clip, type="box")})["data"]
        return base64.b64decode(data)

    def errors(self):
        return self.browser.errors(self.context)

    def close(self):
        if self.browser.reduced_motion_set:
            self.set_reduced_motion(False)
        self.browser.send("browsingContext.close", {"context": self.context})

    # Input

    def _perform(self, *sources):
        self.send("input.performActions", {"actions": list(sources)})

    def _pointer(self, kind, x, y, press=None):
        """Moves pointer `kind` to (x, y) if it is elsewhere, then presses ("down") or
        releases ("up") it."""
        actions = []
        if self._pointers.get(kind) != (x, y):
            actions.append(browsers.pointer_move(x, y))
            self._pointers[kind] = (x, y)
        if press == "down":
            actions.append({"type": "pointerDown", "button": 0})
        elif press == "up":
            actions.append({"type": "pointerUp", "button": 0})
        if actions:
            self._perform(browsers.pointer_actions(kind, actions))

    def touch_start(self, x, y):
        self._pointers.pop("touch", None)
        self._pointer("touch", x, y, "down")

    def touch_move(self, x, y):
        self._pointer("touch", x, y)

    def touch_end(self):
        self._perform(browsers.pointer_actions("touch", [{"type": "pointerUp", "button": 0}]))

    def key(self, key, shift=False):
        self._perform(browsers.key_actions(key, shift))

    # Capabilities

    def accessibility_tree(self):
        # The content process sends its tree's changes to the parent at the end of a refresh
        # tick, on the channel this evaluation answers on: once a tick has ended here, the
        # parent holds every change made before this call.
        self.evaluate("new Promise((done) => requestAnimationFrame(() => setTimeout(done)))")
        # The <browser> element showing this page: the remote agent's own map of BiDi's ids.
        nodes = self.browser.chrome(
            "async (id) => { const { NavigableManager } = ChromeUtils.importESModule("
            "'chrome://remote/content/shared/NavigableManager.sys.mjs');"
            f" return {ACCESSIBILITY_TREE.strip()}(NavigableManager.getBrowsingContextById(id).embedderElement); }}",
            [{"type": "string", "value": self.context}])
        for node in nodes:
            node["role"] = ROLES.get(node["role"], node["role"])
        return nodes

    def set_reduced_motion(self, reduce):
        self.browser.chrome(
            "(value) => { Services.prefs.setIntPref('ui.prefersReducedMotion', value); }",
            [{"type": "number", "value": 1 if reduce else 0}])
        self.browser.reduced_motion_set = reduce
        # The preference reaches the page's process on its own time.
        self.wait_for(f"matchMedia('(prefers-reduced-motion: reduce)').matches === {json.dumps(reduce)}")

    def set_hidden(self, hidden):
        tree = self.browser.send("browsingContext.getTree", {"root": self.context, "maxDepth": 0})
        window = tree["contexts"][0]["clientWindow"]
        state = "minimized" if hidden else "normal"
        self.browser.send("browser.setClientWindowState", {"clientWindow": window, "state": state})


Browser.reduced_motion_set = False

"""<infinite-carousel> against Slick in the same headless Chromium, side by side in one run.

    scripts/bench-web.sh            # installs what is missing, builds, runs this
    python3 Web/Bench/bench.py [--turns 10] [--idle 5] [--seam 1000] [--rounds 1]
                               [--baseline DIR]

Both pages show the same five demo slides in a 780 x 260 banner with page dots, turning in
0.35 s with an ease-in-out curve. Each figure is measured in a fresh tab: bytes (gzipped,
what a server sends), the DOM, CPU while idle and while rotating (the DevTools Performance
domain's main-thread task, script, style and layout durations), the animation frames and
timers each page asks for (probe.js counts them on both pages alike) and the time spent in
animation-frame callbacks, and the state after 1,000 programmatic turns across the seam.
With `--rounds N` the two pages are measured N times, alternating, and each figure is the
median of its N values (a busy machine slows one round, not one library). With
`--baseline DIR` (a directory holding another build's infinite-carousel.js and .wasm, such as
another checkout's .build/web/site), that build is measured too, in the same run, as a column
of its own: before and after a change, under the same load. Prints a Markdown table.
"""

import argparse
import functools
import gzip
import http.server
import os
import platform
import shutil
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "Web", "Tests"))

import cdp  # noqa: E402

SLICK = "/usr/share/javascript/slick"
JQUERY = "/usr/share/javascript/jquery"
SPEED = 0.35
# Every element of the carousel, its shadow tree's included.
ELEMENTS = ("(() => { const c = document.getElementById('carousel');"
            " return c.querySelectorAll('*').length"
            " + (c.shadowRoot ? c.shadowRoot.querySelectorAll('*').length : 0) })()")


def gzipped(path):
    with open(path, "rb") as file:
        return len(gzip.compress(file.read(), 9))


def size(path):
    return os.path.getsize(path)


def debian_version(package):
    try:
        import subprocess

        return subprocess.run(
            ["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True
        ).stdout.strip()
    except OSError:
        return "?"


class Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".js": "text/javascript"}

    def log_message(self, *arguments):
        pass


def metrics(page):
    values = {m["name"]: m["value"] for m in page.send("Performance.getMetrics")["metrics"]}
    probe = page.evaluate(
        "(({ frames, frameTime, timers, turns }) => ({ frames, frameTime, timers, turns }))(window.probe)")
    return values, probe


def delta(before, after, name):
    return after[0][name] - before[0][name]


def open_page(browser, base, name, setup):
    page = browser.new_page(900, 400)
    page.send("Performance.enable", {"timeDomain": "threadTicks"})
    page.navigate(f"{base}/{name}.html")
    page.wait_for("window.ready === true")
    page.evaluate(f"setup({setup}), 1")
    page.wait_for("[...document.images].every((image) => image.complete)")
    return page


def rotate(browser, base, name, options, result, prefix, indicator="null"):
    """A turn every second, measured over `options.turns` turns."""
    page = open_page(browser, base, name, "{interval: 1, speed: %s, indicator: %s}" % (SPEED, indicator))
    # Waited for in the page (one promise, no polling: a poll is work on the main thread).
    page.evaluate("window.probe.turnsReached(1)", timeout=60)
    before = metrics(page)
    start = time.monotonic()
    page.evaluate(f"window.probe.turnsReached({before[1]['turns'] + options.turns})", timeout=120)
    after = metrics(page)
    wall = time.monotonic() - start
    turns = after[1]["turns"] - before[1]["turns"]
    result[prefix + "turns"] = turns
    result[prefix + "turn task ms"] = delta(before, after, "TaskDuration") * 1000 / turns
    result[prefix + "turn script ms"] = delta(before, after, "ScriptDuration") * 1000 / turns
    result[prefix + "turn style+layout ms"] = (
        delta(before, after, "RecalcStyleDuration") + delta(before, after, "LayoutDuration")
    ) * 1000 / turns
    result[prefix + "turn layouts"] = delta(before, after, "LayoutCount") / turns
    result[prefix + "turn style recalcs"] = delta(before, after, "RecalcStyleCount") / turns
    frames = after[1]["frames"] - before[1]["frames"]
    result[prefix + "turn frames"] = frames / turns
    result[prefix + "frame callback ms"] = (
        (after[1]["frameTime"] - before[1]["frameTime"]) / frames if frames else None)
    result[prefix + "rotating task %"] = delta(before, after, "TaskDuration") / wall * 100
    result[prefix + "turn timers"] = (after[1]["timers"] - before[1]["timers"]) / turns
    page.close()


def measure(browser, base, name, options):
    result = {}
    # The DOM for five slides, and what the page downloaded for the carousel (all but the
    # page, the probe and the pictures).
    page = open_page(browser, base, name, "{interval: 0, speed: %s}" % SPEED)
    time.sleep(1)
    result["files"] = sorted(set(page.evaluate(
        "performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)"
        ".filter((path) => !path.includes('/slides/') && !path.endsWith('/probe.js'))")))
    result["elements"] = page.evaluate(ELEMENTS)
    result["slide elements"] = page.evaluate(
        "document.getElementById('carousel').querySelectorAll('img').length")

    # Idle: nothing moves, no autoplay.
    before = metrics(page)
    time.sleep(options.idle)
    after = metrics(page)
    seconds = options.idle
    result["idle task ms/s"] = delta(before, after, "TaskDuration") * 1000 / seconds
    result["idle script ms/s"] = delta(before, after, "ScriptDuration") * 1000 / seconds
    result["idle frames/s"] = (after[1]["frames"] - before[1]["frames"]) / seconds
    result["idle timers/s"] = (after[1]["timers"] - before[1]["timers"]) / seconds
    page.close()

    rotate(browser, base, name, options, result, "")
    if name.endswith("ours"):
        # The pill's dots change size, so its turns are drawn frame by frame.
        rotate(browser, base, name, options, result, "pill ", "'pill'")

    # Dragging: a mouse drag of 300 pixels in 60 moves, what each move costs the main thread
    # (the frames a finger drives are drawn one by one by both).
    page = open_page(browser, base, name, "{interval: 0, speed: %s}" % SPEED)
    time.sleep(0.5)
    page.mouse("mouseMoved", 600, 130)
    page.mouse("mousePressed", 600, 130, buttons=1, button="left", click_count=1)
    before = metrics(page)
    moves = 60
    for step in range(1, moves + 1):
        page.mouse("mouseMoved", 600 - 5 * step, 130, buttons=1, button="left")
        page.evaluate("new Promise((done) => requestAnimationFrame(() => done()))")
    after = metrics(page)
    page.mouse("mouseReleased", 300, 130, buttons=0, button="left", click_count=1)
    result["drag task ms"] = delta(before, after, "TaskDuration") * 1000 / moves
    result["drag script ms"] = delta(before, after, "ScriptDuration") * 1000 / moves
    page.close()

    # The seam: 1,000 programmatic turns, each awaited, then what is on screen.
    page = open_page(browser, base, name, "{interval: 0, speed: 0}")
    time.sleep(0.5)
    started = time.monotonic()
    page.evaluate(
        "(async () => { for (let i = 0; i < %d; i++) { const before = window.probe.turns;"
        " window.library.next(); while (window.probe.turns === before) {"
        " await new Promise((done) => setTimeout(done, 0)); } } })()" % options.seam,
        timeout=600,
    )
    result["seam seconds"] = time.monotonic() - started
    page.evaluate("new Promise((done) => setTimeout(done, 100))")
    result["seam index"] = page.evaluate("window.library.current()")
    result["seam turns"] = page.evaluate("window.probe.turns")
    shown = page.evaluate(
        "(() => { const box = document.getElementById('carousel').getBoundingClientRect();"
        " let node = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);"
        " const image = node && node.closest('img, [data-slick-index]');"
        " const img = image && (image.tagName === 'IMG' ? image : image.querySelector('img'));"
        " const clone = Boolean(node && node.closest('.slick-cloned'));"
        " const rect = img ? img.getBoundingClientRect() : null;"
        " return { alt: img ? img.alt : null, clone, left: rect && rect.left - box.left } })()"
    )
    result["seam shown"] = shown
    result["seam elements"] = page.evaluate(ELEMENTS)
    transform = page.evaluate(
        "(() => { const track = document.querySelector('.slick-track');"
        " return track ? getComputedStyle(track).transform : null })()")
    result["seam track transform"] = transform
    page.close()
    return result


def medians(results):
    """Each number's median over the rounds; anything else as the first round had it."""
    merged = dict(results[0])
    for key, value in merged.items():
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            values = sorted(result[key] for result in results if result[key] is not None)
            merged[key] = values[len(values) // 2] if values else None
    return merged


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--turns", type=int, default=10)
    parser.add_argument("--idle", type=float, default=5)
    parser.add_argument("--seam", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--baseline", help="another build of the element to measure beside this one")
    options = parser.parse_args()

    build = os.path.join(ROOT, ".build", "web", "site")
    wasm = os.path.join(build, "infinite-carousel.wasm")
    script = os.path.join(build, "infinite-carousel.js")
    if not os.path.exists(wasm):
        sys.exit("bench: build the element first (scripts/build-web.sh)")
    if not os.path.exists(os.path.join(SLICK, "slick.min.js")):
        sys.exit("bench: Slick is missing (apt-get install libjs-slick libjs-jquery)")

    site = tempfile.mkdtemp(prefix="carousel-bench-")
    for name in ("ours.html", "slick.html", "probe.js"):
        shutil.copy(os.path.join(HERE, name), site)
    shutil.copy(wasm, site)
    shutil.copy(script, site)
    shutil.copytree(os.path.join(ROOT, "docs", "web", "slides"), os.path.join(site, "slides"))
    if options.baseline:
        # The other build, on the same page in a folder of its own.
        baseline = os.path.join(site, "baseline")
        os.makedirs(baseline)
        for name in ("ours.html", "probe.js"):
            shutil.copy(os.path.join(HERE, name), baseline)
        for name in ("infinite-carousel.js", "infinite-carousel.wasm"):
            shutil.copy(os.path.join(options.baseline, name), baseline)
        shutil.copytree(os.path.join(ROOT, "docs", "web", "slides"), os.path.join(baseline, "slides"))
    shutil.copytree(SLICK, os.path.join(site, "slick"))
    shutil.copytree(JQUERY, os.path.join(site, "jquery"))

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=site))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"

    load = os.getloadavg()
    with cdp.Browser() as browser:
        version = browser.version["product"]
        pages = ["ours", "baseline/ours", "slick"] if options.baseline else ["ours", "slick"]
        rounds = {name: [] for name in pages}
        for _ in range(options.rounds):
            for name in pages:
                rounds[name].append(measure(browser, base, name, options))
        results = [medians(rounds[name]) for name in pages]
    server.shutdown()

    def downloaded(result):
        files = [os.path.join(site, path.lstrip("/")) for path in result["files"]]
        files = [path for path in files if os.path.isfile(path)]
        return [(os.path.basename(path), gzipped(path), size(path)) for path in files]

    def kb(value):
        return f"{value / 1024:.1f} KB"

    def ms(value):
        return "—" if value is None else f"{value:.2f} ms"

    def seam(result):
        shown = result["seam shown"]
        where = "a clone" if shown["clone"] else "the slide itself"
        return (f"index {result['seam index']}, {shown['alt']} on screen ({where}, at x = "
                f"{shown['left']:.0f})")

    def listing(files):
        return " + ".join(f"{name} {kb(packed)}" for name, packed, _ in files)

    def column(result, ours):
        files = downloaded(result)
        rows = [
            f"**{kb(sum(f[1] for f in files))}**: {listing(files)}",
            kb(sum(f[2] for f in files)),
            str(result["elements"]),
            str(result["slide elements"]),
            ms(result["idle task ms/s"]),
            f"{result['idle frames/s']:.1f} + {result['idle timers/s']:.1f}",
            ms(result["turn task ms"]),
            ms(result["turn script ms"]),
            f"{ms(result['turn style+layout ms'])} ({result['turn style recalcs']:.0f} style,"
            f" {result['turn layouts']:.0f} layout)",
            f"{result['rotating task %']:.2f} %",
            f"{result['turn frames']:.1f}",
            f"{ms(result['pill turn task ms'])}, {result['pill turn frames']:.1f} animation frames"
            if ours else "—",
            ms(result["drag task ms"]),
            ms(result["drag script ms"]),
            seam(result),
            str(result["seam elements"]) if ours
            else f"{result['seam elements']} (track transform {result['seam track transform']})",
        ]
        return rows

    names = [
        "files the page downloaded for the carousel, gzipped",
        "the same, uncompressed",
        "elements inside the carousel (5 slides; ours: light and shadow DOM)",
        "slide images in the DOM",
        f"idle ({options.idle:.0f} s, no autoplay): main-thread time per second",
        "idle: animation frames + timers per second",
        f"rotating (a turn a second, {results[0]['turns']} turns): main-thread time per turn",
        "rotating: script per turn",
        "rotating: style + layout per turn",
        "rotating: main thread busy",
        "rotating: animation frames asked per turn",
        "rotating with the pill (dots that change size: drawn frame by frame): main-thread time per turn",
        "dragging (300 px in 60 moves, a frame each): main-thread time per move",
        "dragging: script per move",
        f"after {options.seam} programmatic turns",
        f"after {options.seam} turns: elements inside the carousel",
    ]
    columns = [column(result, name != "slick") for name, result in zip(pages, results)]
    headers = {"ours": "infinite-carousel (CarouselCore as wasm)",
               "baseline/ours": f"the same, built from {options.baseline}", "slick": "Slick + jQuery"}
    print(f"Chromium {version.split('/')[-1]} headless, {platform.machine()}, "
          f"{os.cpu_count()} cores, load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} at start; "
          f"{options.rounds} round(s), medians; "
          f"Slick {debian_version('libjs-slick')}, jQuery {debian_version('libjs-jquery')} (Debian).")
    shutil.rmtree(site, ignore_errors=True)
    print()
    print("| figure | " + " | ".join(headers[name] for name in pages) + " |")
    print("|" + " --- |" * (len(pages) + 1))
    for index, name in enumerate(names):
        print(f"| {name} | " + " | ".join(values[index] for values in columns) + " |")


if __name__ == "__main__":
    main()

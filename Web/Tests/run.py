"""Runs the browser tests of <infinite-carousel> (test_element.py, test_page_author.py,
test_frame_rules.py, test_page_author_habits.py, test_video.py) in Chromium, Firefox and WebKit (browsers.py).

    scripts/build-web.sh && swift build --product carousel
    python3 Web/Tests/run.py [--browser chromium|firefox|webkit|all|A,B] [-k PATTERN]

It lays out a test site (the built element, Web/Tests/test.html and the demo slides drawn by
`carousel render`), serves it on 127.0.0.1, and runs every test in one browser of each engine
in turn. Without --browser it runs the engines installed here and names the others; with it
(`all` is the three), an engine that is not installed is a failure. A test that needs what an
engine lacks is skipped with the reason. It ends with a line per engine, "web (ENGINE): N
passed, N failed, N skipped in S s", the skipped tests with their reasons, and the verdict.
Screenshots and difference images go to .build/web/test-artifacts/ENGINE.

Environment: CHROMIUM, FIREFOX (the browsers), CAROUSEL (the `carousel` executable; by
default .build/debug/carousel).
"""

import argparse
import functools
import http.server
import os
import shutil
import socketserver
import subprocess
import sys
import threading
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import browsers  # noqa: E402
import test_element  # noqa: E402
import test_frame_rules  # noqa: E402
import test_page_author_habits  # noqa: E402
import test_page_author  # noqa: E402
import test_video  # noqa: E402


def demo_slides(carousel, directory, size):
    """The five demo slides at rest, drawn by `carousel render` (the same pictures the
    renderer composes, so that screenshots can be compared with its frames)."""
    os.makedirs(directory, exist_ok=True)
    # With a 3 s interval and 0.4 s turns, slide k rests from 3.4 k - 0.4 on: these times
    # each show one slide at rest.
    subprocess.run(
        [carousel, "render", "--size", size, "--scale", "1", "--indicator", "none",
         "--at", "1,5,8,11.5,15", "--out", directory],
        check=True, stdout=subprocess.DEVNULL,
    )


def not_defined_rule():
    """The CSS that Web/README.md gives for the element before it is defined (its one css
    block), so that the test of it tests what the README says."""
    with open(os.path.join(ROOT, "Web", "README.md")) as file:
        text = file.read()
    start = text.index("```css\n") + len("```css\n")
    return text[start:text.index("```", start)]


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".js": "text/javascript", ".webm": "video/webm"}

    def log_message(self, *arguments):
        pass

    def do_GET(self):
        # Every path asked for, query included (a test counts a video's downloads by it).
        test_element.REQUESTS.append(self.path)
        super().do_GET()

    def copyfile(self, source, outputfile):
        # A browser letting go of a video's download closes the connection mid-way.
        try:
            super().copyfile(source, outputfile)
        except (BrokenPipeError, ConnectionResetError):
            pass


class Result(unittest.TextTestResult):
    def __init__(self, *arguments, **keywords):
        super().__init__(*arguments, **keywords)
        self.passed = 0

    def addSuccess(self, test):
        super().addSuccess(test)
        self.passed += 1


def engines_to_run(choice):
    """The engines to run and whether each must be there: the installed ones by default,
    those named otherwise."""
    if choice is None:
        return list(browsers.ENGINES), False
    names = list(browsers.ENGINES) if choice == "all" else [name.strip() for name in choice.split(",")]
    for name in names:
        if name not in browsers.ENGINES:
            sys.exit(f"web tests: no engine {name!r} (one of {', '.join(browsers.ENGINES)}, or all)")
    return names, True


def run_engine(engine, options, site_url, carousel, artifacts):
    """Every test in one browser of `engine`: (result, seconds)."""
    os.makedirs(artifacts)
    loader = unittest.TestLoader()
    if options.pattern:
        loader.testNamePatterns = [f"*{pattern}*" for pattern in options.pattern]
    suite = unittest.TestSuite(
        [loader.loadTestsFromModule(module)
         for module in (test_element, test_page_author, test_frame_rules, test_page_author_habits, test_video)])
    started = time.monotonic()
    with browsers.launch(engine) as browser:
        test_element.BROWSER = browser
        test_element.SITE_URL = site_url
        test_element.CAROUSEL = carousel
        test_element.ARTIFACTS = artifacts
        print(f"\n== web tests in {engine}: {browser.product}", flush=True)
        runner = unittest.TextTestRunner(verbosity=2, resultclass=Result, stream=sys.stdout)
        result = runner.run(suite)
    return result, time.monotonic() - started


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--browser", help="chromium, firefox, webkit, all, or a comma-separated list "
                        "(by default every one installed here)")
    parser.add_argument("-k", dest="pattern", action="append",
                        help="only tests whose name contains this (repeated: any of them)")
    options = parser.parse_args()
    engines, required = engines_to_run(options.browser)

    build = os.path.join(ROOT, ".build", "web")
    wasm = os.path.join(build, "infinite-carousel.wasm")
    if not os.path.exists(wasm):
        sys.exit("web tests: build the element first (scripts/build-web.sh)")
    carousel = os.environ.get("CAROUSEL") or os.path.join(ROOT, ".build", "debug", "carousel")
    if not os.access(carousel, os.X_OK):
        sys.exit(f"web tests: no carousel executable at {carousel} (swift build --product carousel)")

    site = os.path.join(build, "test-site")
    artifacts = os.path.join(build, "test-artifacts")
    shutil.rmtree(site, ignore_errors=True)
    shutil.rmtree(artifacts, ignore_errors=True)
    os.makedirs(site)
    os.makedirs(artifacts)
    shutil.copy(wasm, site)
    # The module as the site ships it (minified where the build could).
    shutil.copy(os.path.join(build, "site", "infinite-carousel.js"), site)
    shutil.copy(os.path.join(HERE, "test.html"), site)
    # The video slide (made by make_test_video.py).
    shutil.copy(os.path.join(HERE, "clip.webm"), site)
    # The module without its wasm beside it, and the wasm under another name elsewhere, for
    # a page that says where the wasm is (wasm-url.html).
    os.makedirs(os.path.join(site, "moved"))
    os.makedirs(os.path.join(site, "elsewhere"))
    shutil.copy(os.path.join(build, "site", "infinite-carousel.js"), os.path.join(site, "moved"))
    shutil.copy(wasm, os.path.join(site, "elsewhere", "engine.wasm"))
    shutil.copy(os.path.join(HERE, "wasm-url.html"), site)
    # Pages of a page author's: under a strict Content Security Policy, and server-rendered
    # slides before the element upgrades, with Web/README.md's :not(:defined) rule.
    for name in ("page-errors.js", "csp.js", "csp.html", "csp-without-wasm.html", "upgrade.html"):
        shutil.copy(os.path.join(HERE, name), site)
    with open(os.path.join(site, "not-defined.css"), "w") as file:
        file.write(not_defined_rule())
    demo_slides(carousel, os.path.join(site, "slides"), "600x200")

    handler = functools.partial(QuietHandler, directory=site)
    socketserver.TCPServer.allow_reuse_address = True
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site_url = f"http://127.0.0.1:{server.server_address[1]}"

    outcomes = []  # (engine, result or None, seconds, why not run)
    for engine in engines:
        why = browsers.missing(engine)
        if why:
            outcomes.append((engine, None, 0, why))
            continue
        result, seconds = run_engine(engine, options, site_url, carousel, os.path.join(artifacts, engine))
        outcomes.append((engine, result, seconds, None))
    server.shutdown()

    print(f"\nweb tests: artifacts in {artifacts}")
    success = True
    ran = 0
    for engine, result, seconds, why in outcomes:
        if result is None:
            print(f"web ({engine}): not run: {why}")
            success = success and not required
            continue
        failed = len(result.failures) + len(result.errors)
        ran += result.testsRun - len(result.skipped)
        print(f"web ({engine}): {result.passed} passed, {failed} failed, {len(result.skipped)} skipped"
              f" in {seconds:.0f} s")
        for test, reason in result.skipped:
            print(f"  skipped {test.id().split('.', 1)[1]}: {reason}")
        success = success and result.wasSuccessful()
    if ran == 0:
        sys.exit("web tests: no test ran")
    print("web: " + ("passed" if success else "FAILED"))
    sys.exit(0 if success else 1)


if __name__ == "__main__":
    main()

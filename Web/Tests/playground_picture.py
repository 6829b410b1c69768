"""Takes Web/README.md's picture of the playground (docs/web/index.html) in headless Chromium.

    scripts/build-web.sh && python3 Web/Tests/playground_picture.py [docs/web-playground.png]

The page is served from .build/web/site with a cover-flow setup in its address; the picture is
taken with the slides at rest, before the first automatic turn.
"""

import functools
import http.server
import os
import sys
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import cdp  # noqa: E402

SETUP = "effect=coverflow&item-length=0.6&spacing=12&indicator=pill&interval=8"


def main():
    output = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "docs", "web-playground.png")
    site = os.path.join(ROOT, ".build", "web", "site")
    if not os.path.exists(os.path.join(site, "infinite-carousel.wasm")):
        sys.exit("build the element first (scripts/build-web.sh)")

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *arguments):
            pass

    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Quiet, directory=site))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    with cdp.Browser() as browser:
        page = browser.new_page(1160, 980)
        page.navigate(f"http://127.0.0.1:{server.server_address[1]}/index.html?{SETUP}")
        page.wait_for(
            "(() => { const c = document.getElementById('carousel');"
            " return c.state && c.state.slots.length > 0"
            " && [...c.querySelectorAll('img')].every((image) => image.complete)"
            " && document.getElementById('scheduled').textContent.startsWith('one timer') })()"
        )
        height = page.evaluate("Math.ceil(document.querySelector('main').getBoundingClientRect().bottom)")
        page.resize(1160, height)
        page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        png = page.screenshot({"x": 0, "y": 0, "width": 1160, "height": height})
    server.shutdown()
    with open(output, "wb") as file:
        file.write(png)
    print(f"wrote {output}")


if __name__ == "__main__":
    main()

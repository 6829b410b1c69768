"""The npm package of <infinite-carousel> in Web/dist: its Custom Elements Manifest, written
from the TypeScript declarations (one description of the element), and its checks.

    python3 scripts/web-package.py            # writes Web/dist/custom-elements.json
    python3 scripts/web-package.py --check    # fails unless the manifest is what it writes,
                                              # and unless the declared attributes are the
                                              # element's observedAttributes (node)
    python3 scripts/web-package.py --files    # what `npm pack` would publish (package.json's
                                              # `files`), where npm is not installed
"""

import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIST = os.path.join(ROOT, "Web", "dist")


def declarations():
    with open(os.path.join(DIST, "infinite-carousel.d.ts")) as file:
        return file.read()


def block(text, header):
    start = text.index(header)
    body = text[text.index("{", start) + 1:]
    depth, end = 1, 0
    for end, character in enumerate(body):
        depth += {"{": 1, "}": -1}.get(character, 0)
        if depth == 0:
            break
    return body[:end]


def members(body):
    """(name, type, description) of each member of an interface body."""
    result = []
    comment = ""
    for match in re.finditer(r"(/\*\*(?P<doc>.*?)\*/)|^\s*'?(?P<name>[a-z][\w-]*)'?\??:\s*(?P<type>[^;]+);",
                             body, re.S | re.M):
        if match.group("doc") is not None:
            comment = " ".join(line.strip(" *") for line in match.group("doc").splitlines()).strip()
        else:
            result.append((match.group("name"), match.group("type").strip(), comment))
            comment = ""
    return result


def camel(name):
    return re.sub(r"-([a-z])", lambda m: m.group(1).upper(), name)


def manifest():
    text = declarations()
    attributes = members(block(text, "export interface InfiniteCarouselAttributes"))
    events = members(block(text, "export interface InfiniteCarouselEventMap").replace("'carousel-", "carousel-"))
    slide = members(block(text, "export interface InfiniteCarouselSlideAttributes").replace("'data-", "data-"))
    element = block(text, "export declare class InfiniteCarousel")
    methods = re.findall(r"^  (\w+)\((.*?)\): (\w+);", element, re.M)
    properties = sorted(set(re.findall(r"^  (?:get |readonly )?(\w+)(?:\(\))?: ", element, re.M))
                        - {"clock"} - {name for name, _, _ in methods})
    declaration = {
        "kind": "class",
        "name": "InfiniteCarousel",
        "customElement": True,
        "tagName": "infinite-carousel",
        "description": "An infinite-loop carousel: its children are the slides.",
        "attributes": [
            {"name": name, "type": {"text": kind}, "description": doc,
             **({"fieldName": camel(name)} if camel(name) in properties else {})}
            for name, kind, doc in attributes
        ],
        "members": (
            [{"kind": "field", "name": name} for name in properties]
            + [{"kind": "method", "name": name, "return": {"type": {"text": result}}}
               for name, _, result in methods if name not in ("addEventListener", "removeEventListener")]
        ),
        "events": [
            {"name": name, "type": {"text": kind}, "description": doc} for name, kind, doc in events
        ],
        "slots": [{
            "name": "",
            "description": "The slides: every child but <template>, <script> and <style>. A <video>, or a slide "
                           "holding one, plays muted while in sight. Each slide's own attributes: "
                           + " ".join(f"`{name}` ({kind}): {doc}" for name, kind, doc in slide),
        }],
        "cssParts": [{"name": name} for name in ("viewport", "slide", "rotation", "previous", "next", "indicator", "dot")],
    }
    return {
        "schemaVersion": "2.1.0",
        "modules": [{
            "kind": "javascript-module",
            "path": "infinite-carousel.js",
            "declarations": [declaration],
            "exports": [
                {"kind": "js", "name": "InfiniteCarousel", "declaration": {"name": "InfiniteCarousel", "module": "infinite-carousel.js"}},
                {"kind": "custom-element-definition", "name": "infinite-carousel",
                 "declaration": {"name": "InfiniteCarousel", "module": "infinite-carousel.js"}},
            ],
        }],
    }


def manifest_text():
    return json.dumps(manifest(), indent=2) + "\n"


def check():
    path = os.path.join(DIST, "custom-elements.json")
    with open(path) as file:
        if file.read() != manifest_text():
            sys.exit("web-package: Web/dist/custom-elements.json is not what the declarations say "
                     "(python3 scripts/web-package.py)")
    # The element's own list, read in Node (the module defines nothing there, and loads no wasm).
    script = ("const { InfiniteCarousel } = await import(process.argv[1]);"
              " console.log(JSON.stringify(InfiniteCarousel.observedAttributes))")
    observed = json.loads(subprocess.run(
        ["node", "--input-type=module", "-e", script, os.path.join(DIST, "infinite-carousel.js")],
        check=True, capture_output=True, text=True).stdout)
    declared = [a["name"] for a in manifest()["modules"][0]["declarations"][0]["attributes"]]
    if sorted(observed) != sorted(declared):
        sys.exit(f"web-package: the element observes {sorted(set(observed) - set(declared))} undeclared,"
                 f" and declares {sorted(set(declared) - set(observed))} it does not observe")
    print(f"web-package: custom-elements.json and the declarations agree with the element's "
          f"{len(observed)} attributes")


def files():
    with open(os.path.join(DIST, "package.json")) as file:
        package = json.load(file)
    names = sorted(set(package["files"]) | {"package.json"})
    total = 0
    for name in names:
        size = os.path.getsize(os.path.join(DIST, name))
        total += size
        print(f"{size:>9}  {name}")
    print(f"{package['name']}@{package['version']}: {len(names)} files, {total} bytes")


if __name__ == "__main__":
    if "--check" in sys.argv:
        check()
    elif "--files" in sys.argv:
        files()
    else:
        with open(os.path.join(DIST, "custom-elements.json"), "w") as file:
            file.write(manifest_text())

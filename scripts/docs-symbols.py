#!/usr/bin/env python3
"""Symbol-graph helpers for scripts/docs.sh (Python standard library only).

  assemble  the symbol graphs DocC reads for one module: the Linux graphs, plus the symbols
            that only the iOS build has (the Apple-only extensions), or the iOS graphs alone
  check     every public symbol declared in the sources has a doc comment of its own
  diagnostics  docc's diagnostics, one per line with suggested fixes; in an articles-only
            build (no iOS SDK) links to the module's own symbols cannot resolve without its
            symbol graph and are set aside
"""

import argparse
import glob
import json
import os
import sys


def graph_files(directory, module):
    """The module's own graph and its extension graphs (Module@Other) in a directory."""
    if not directory or not os.path.isdir(directory):
        return []
    own = os.path.join(directory, module + ".symbols.json")
    files = [own] if os.path.exists(own) else []
    files += sorted(glob.glob(os.path.join(directory, module + "@*.symbols.json")))
    return files


def load(path):
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def save(graph, path):
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(graph, handle)


def symbol_key(symbol):
    return (symbol["kind"]["identifier"], tuple(symbol["pathComponents"]))


def merge(primary, extra):
    """Adds to `primary` the symbols of `extra` that it lacks (by kind and path), with the
    relationships that start from them. Symbols both builds have keep the primary's form."""
    known = {symbol_key(s) for s in primary["symbols"]}
    added = [s for s in extra["symbols"] if symbol_key(s) not in known]
    ids = {s["identifier"]["precise"] for s in added}
    primary["symbols"].extend(added)
    seen = {(r["source"], r["target"], r["kind"]) for r in primary["relationships"]}
    for relation in extra["relationships"]:
        key = (relation["source"], relation["target"], relation["kind"])
        if relation["source"] in ids and key not in seen:
            primary["relationships"].append(relation)
            seen.add(key)
    return len(added)


def assemble(args):
    os.makedirs(args.out, exist_ok=True)
    for old in glob.glob(os.path.join(args.out, "*.symbols.json")):
        os.remove(old)
    linux = graph_files(args.linux, args.module)
    ios = graph_files(args.ios, args.module)
    if args.primary == "ios":
        linux, ios = ios, []
    if not linux:
        print(f"docs: no symbol graph for {args.module}", file=sys.stderr)
        return 2
    graphs = {os.path.basename(f): load(f) for f in linux}
    added = 0
    for path in ios:
        name = os.path.basename(path)
        extra = load(path)
        if name in graphs:
            added += merge(graphs[name], extra)
        else:
            graphs[name] = extra
            added += len(extra["symbols"])
    for name, graph in graphs.items():
        save(graph, os.path.join(args.out, name))
    count = sum(len(g["symbols"]) for g in graphs.values())
    note = f", {added} of them from the iOS build only" if added else ""
    print(f"{args.module}: {count} public symbols{note}")
    return 0


def source_path(uri, root):
    path = uri[len("file://"):] if uri.startswith("file://") else uri
    if os.path.isabs(path):
        path = os.path.relpath(path, root)
    return path


def check(args):
    root = os.path.abspath(args.root)
    offenders = {}
    for directory in args.dirs:
        for path in sorted(glob.glob(os.path.join(directory, "*.symbols.json"))):
            graph = load(path)
            module = graph["module"]["name"]
            for symbol in graph["symbols"]:
                if symbol["kind"]["identifier"] == "swift.extension":
                    continue  # an extension block; its members are checked one by one
                location = symbol.get("location")
                if not location:
                    continue  # made by the compiler (an enum's init(rawValue:)): no source
                if "/Sources/" in location["uri"] and f"/Sources/{module}/" not in location["uri"]:
                    continue  # re-exported from another module, checked in that module's graph
                comment = symbol.get("docComment") or {}
                lines = [line.get("text", "") for line in comment.get("lines", [])]
                own = comment.get("module", module) == module
                if own and any(text.strip() for text in lines):
                    continue
                file = source_path(location["uri"], root)
                line = location["position"]["line"] + 1
                name = ".".join(symbol["pathComponents"])
                kind = symbol["kind"]["displayName"].lower()
                inherited = " (only the one it inherits)" if lines else ""
                offenders[(file, line, name)] = (
                    f"{file}:{line}: error: public {kind} '{name}' has no doc comment{inherited}"
                )
    for key in sorted(offenders):
        print(offenders[key])
    if offenders:
        print(f"docs: {len(offenders)} public symbol(s) without a doc comment", file=sys.stderr)
        return 1
    return 0


def report_diagnostics(args):
    """Prints docc's diagnostics as `file:line:column: severity: summary`, with its suggested
    fixes. With --articles-only, unresolved links to the module's own symbols are set aside:
    they cannot resolve without its symbol graph."""
    diagnostics = load(args.file).get("diagnostics", [])
    root = os.path.abspath(args.root)
    prefix = f"doesn't exist at '/{args.articles_only}"
    kept, skipped = [], 0
    for diagnostic in diagnostics:
        summary = diagnostic.get("summary", "")
        source = diagnostic.get("source", "")
        span = diagnostic.get("range")
        if args.articles_only and prefix in summary and is_relative_symbol_link(source, span):
            skipped += 1
            continue
        kept.append(diagnostic)
    for diagnostic in kept:
        source = source_path(diagnostic.get("source", "?"), root)
        start = (diagnostic.get("range") or {}).get("start", {})
        where = f"{source}:{start.get('line', 0)}:{start.get('column', 0)}"
        severity = "error"  # any diagnostic fails the build, whatever docc calls it
        print(f"{where}: {severity}: {flat(diagnostic.get('summary', ''))}")
        for note in diagnostic.get("notes", []):
            print(f"    note: {flat(note.get('message', str(note)))}")
        solutions = [flat(s.get("summary", "")) for s in diagnostic.get("solutions", [])]
        for solution in solutions[:4]:
            print(f"    fix?: {solution}")
        if len(solutions) > 4:
            print(f"    ... and {len(solutions) - 4} more")
    if args.articles_only:
        print(
            f"   {args.articles_only}: {skipped} link(s) to its own symbols not checked "
            "(no symbol graph without the iOS SDK)"
        )
    return 1 if kept else 0


def flat(text):
    return " ".join(str(text).split())


def is_relative_symbol_link(uri, span):
    """Whether the text at the diagnostic is a ``Symbol`` link relative to its module."""
    path = uri[len("file://"):] if uri.startswith("file://") else uri
    if not span or not os.path.exists(path):
        return False
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    line = span["start"]["line"] - 1
    column = span["start"]["column"] - 1
    if not 0 <= line < len(lines):
        return False
    text = lines[line][:column]
    # Inside a symbol link when an odd number of double backticks comes before it.
    count, last, start = 0, -1, 0
    while (found := text.find("``", start)) >= 0:
        count, last, start = count + 1, found, found + 2
    return count % 2 == 1 and not text[last + 2 :].startswith("/")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    one = commands.add_parser("assemble")
    one.add_argument("--module", required=True)
    one.add_argument("--linux")
    one.add_argument("--ios")
    one.add_argument("--primary", choices=["linux", "ios"], default="linux")
    one.add_argument("--out", required=True)
    two = commands.add_parser("check")
    two.add_argument("--root", default=".")
    two.add_argument("dirs", nargs="+")
    three = commands.add_parser("diagnostics")
    three.add_argument("--root", default=".")
    three.add_argument("--articles-only", metavar="MODULE")
    three.add_argument("file")
    args = parser.parse_args()
    handler = {"assemble": assemble, "check": check, "diagnostics": report_diagnostics}
    return handler[args.command](args)


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""The App Store's privacy manifests, checked against the code.

  python3 scripts/privacy.py          # from anywhere; exit 1 when a manifest is missing or wrong

Apple requires a declared reason for each "required reason" API that a binary uses, packages
included (ITMS-91053 "Missing API declaration" otherwise). The declaration is a
`PrivacyInfo.xcprivacy` resource of the target that makes the call. This script:

  * finds the targets an app links on Apple platforms: those of the library products and
    everything they depend on there (`swift package dump-package`; a dependency conditioned on
    Linux alone ships in no app);
  * scans their Swift and C sources (comments left out) for the APIs of each category:
    file timestamps, system boot time, disk space, user defaults, active keyboards;
  * and checks that each target using a category has a manifest in its folder, listed among its
    resources, declaring that category with a reason Apple allows for it, and declaring no
    category the code does not use, no tracking and no collected data.
"""

import json
import os
import plistlib
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MANIFEST = "PrivacyInfo.xcprivacy"

# Apple's categories, the calls that fall under each (as they appear in Swift and C source),
# and the reasons this package may give for each (what it does with them).
CATEGORIES = {
    "NSPrivacyAccessedAPICategoryFileTimestamp": {
        "apis": [
            r"\bcreationDate\b", r"\bmodificationDate\b", r"\bfileModificationDate\b",
            r"\bfileCreationDate\b", r"\bcontentModificationDate(Key)?\b", r"\bcreationDateKey\b",
            r"\bgetattrlist(bulk|at)?\s*\(", r"\bfgetattrlist\s*\(", r"\bstat\s*\(",
            r"\bfstat\s*\(", r"\bfstatat\s*\(", r"\blstat\s*\(",
        ],
        # C617.1: timestamps of files inside the app's own containers (its caches).
        "reasons": {"C617.1"},
    },
    "NSPrivacyAccessedAPICategorySystemBootTime": {
        "apis": [r"\bsystemUptime\b", r"\bmach_absolute_time\s*\("],
        # 35F9.1: elapsed time between events within the app, timers.
        "reasons": {"35F9.1"},
    },
    "NSPrivacyAccessedAPICategoryDiskSpace": {
        "apis": [
            r"\bvolumeAvailableCapacity\w*Key\b", r"\bvolumeTotalCapacityKey\b",
            r"\bsystemFreeSize\b", r"\bsystemSize\b", r"\bstatv?fs\s*\(", r"\bfstatv?fs\s*\(",
        ],
        "reasons": set(),
    },
    "NSPrivacyAccessedAPICategoryUserDefaults": {
        "apis": [r"\bUserDefaults\b", r"\bNSUserDefaults\b"],
        "reasons": set(),
    },
    "NSPrivacyAccessedAPICategoryActiveKeyboards": {
        "apis": [r"\bactiveInputModes\b"],
        "reasons": set(),
    },
}


def strip_comments(text):
    """Source without its comments (line and block), newlines kept so lines still count."""
    def blank(match):
        return re.sub(r"[^\n]", " ", match.group(0))
    text = re.sub(r"/\*.*?\*/", blank, text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def uses(paths):
    """Each category used in these files: category -> [(path, line)]."""
    found = {}
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            lines = strip_comments(handle.read()).split("\n")
        for number, line in enumerate(lines, 1):
            for category, spec in CATEGORIES.items():
                if any(re.search(api, line) for api in spec["apis"]):
                    found.setdefault(category, []).append((path, number))
    return found


def shipped_targets(package):
    """The targets an app links on an Apple platform: the library products' targets and their
    dependencies, but for those conditioned on Linux alone."""
    targets = {target["name"]: target for target in package["targets"]}
    wanted = [
        name for product in package["products"] if "library" in product["type"]
        for name in product["targets"]
    ]
    shipped = []
    while wanted:
        name = wanted.pop()
        if name in shipped or name not in targets:
            continue
        shipped.append(name)
        for dependency in targets[name]["dependencies"]:
            kind, value = next(iter(dependency.items()))
            condition = value[1] if len(value) > 1 else None
            platforms = (condition or {}).get("platformNames") or []
            if platforms and all(platform == "linux" for platform in platforms):
                continue
            wanted.append(value[0])
    return sorted(shipped)


def target_folder(target):
    kind = "Tests" if target["type"] == "test" else "Sources"
    return os.path.join(ROOT, target.get("path") or os.path.join(kind, target["name"]))


def sources(folder):
    for directory, _, files in os.walk(folder):
        for name in sorted(files):
            if name.endswith((".swift", ".c", ".h", ".m")):
                yield os.path.join(directory, name)


def check_manifest(name, folder, used, resources):
    """The problems of one target's manifest, given the categories its code uses."""
    problems = []
    path = os.path.join(folder, MANIFEST)
    if not os.path.exists(path):
        if used:
            problems.append(f"{name}: uses {', '.join(sorted(used))} but has no {MANIFEST}")
        return problems
    listed = any(os.path.basename(resource.get("path", "")) == MANIFEST for resource in resources)
    if not listed:
        problems.append(f"{name}: {MANIFEST} is not among the target's resources in Package.swift")
    with open(path, "rb") as handle:
        manifest = plistlib.load(handle)
    if manifest.get("NSPrivacyTracking", False):
        problems.append(f"{name}: declares tracking; the package tracks no one")
    for key in ("NSPrivacyTrackingDomains", "NSPrivacyCollectedDataTypes"):
        if manifest.get(key):
            problems.append(f"{name}: declares {key}; the package collects nothing")
    declared = {}
    for entry in manifest.get("NSPrivacyAccessedAPITypes", []):
        declared[entry.get("NSPrivacyAccessedAPIType")] = set(
            entry.get("NSPrivacyAccessedAPITypeReasons", []))
    for category, places in sorted(used.items()):
        where = ", ".join(f"{os.path.relpath(p, ROOT)}:{n}" for p, n in places[:3])
        if category not in declared:
            problems.append(f"{name}: uses {category} ({where}) without declaring it")
            continue
        allowed = CATEGORIES[category]["reasons"]
        reasons = declared[category]
        if not reasons or not reasons <= allowed:
            problems.append(
                f"{name}: {category} gives {sorted(reasons)}; this package's reason is "
                f"{sorted(allowed) or 'none (stop using it)'}")
    for category in sorted(set(declared) - set(used)):
        problems.append(f"{name}: declares {category}, which its code does not use")
    return problems


def main():
    package = json.loads(subprocess.run(
        ["swift", "package", "dump-package"], cwd=ROOT, check=True, capture_output=True,
        text=True).stdout)
    targets = {target["name"]: target for target in package["targets"]}
    problems = []
    report = []
    for name in shipped_targets(package):
        target = targets[name]
        folder = target_folder(target)
        used = uses(sources(folder))
        problems += check_manifest(name, folder, used, target.get("resources") or [])
        report.append(f"  {name}: {', '.join(sorted(c.replace('NSPrivacyAccessedAPICategory', '') for c in used)) or 'none'}")
    print("privacy: required-reason APIs by target shipped on Apple platforms")
    print("\n".join(report))
    for problem in problems:
        print(f"privacy: {problem}")
    if problems:
        sys.exit(1)
    print("privacy: every manifest declares what its target's code uses, and nothing else")


if __name__ == "__main__":
    main()

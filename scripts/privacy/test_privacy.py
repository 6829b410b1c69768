#!/usr/bin/env python3
"""Tests of scripts/privacy.py: what it finds in code and what it requires of a manifest
(python3 this file)."""

import importlib.util
import os
import plistlib
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SPEC = importlib.util.spec_from_file_location("privacy", os.path.join(HERE, "..", "privacy.py"))
privacy = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(privacy)

TIMESTAMP = "NSPrivacyAccessedAPICategoryFileTimestamp"
BOOT = "NSPrivacyAccessedAPICategorySystemBootTime"
DEFAULTS = "NSPrivacyAccessedAPICategoryUserDefaults"


class Target(unittest.TestCase):
    """A target folder of its own, with sources and maybe a manifest."""

    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.addCleanup(self.folder.cleanup)

    def source(self, text, name="Code.swift"):
        path = os.path.join(self.folder.name, name)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        return path

    def manifest(self, categories, **extra):
        contents = {
            "NSPrivacyTracking": False,
            "NSPrivacyAccessedAPITypes": [
                {"NSPrivacyAccessedAPIType": c, "NSPrivacyAccessedAPITypeReasons": r}
                for c, r in categories.items()
            ],
        }
        contents.update(extra)
        with open(os.path.join(self.folder.name, privacy.MANIFEST), "wb") as handle:
            plistlib.dump(contents, handle)

    def problems(self, resources=({"path": "PrivacyInfo.xcprivacy"},)):
        used = privacy.uses(privacy.sources(self.folder.name))
        return privacy.check_manifest("T", self.folder.name, used, list(resources))


class Scanning(Target):
    def test_calls_are_found_by_category_and_line(self):
        path = self.source("let a = 1\nvar s = stat()\nguard fstat(fd, &s) == 0\n"
                           "let t = ProcessInfo.processInfo.systemUptime\n")
        self.assertEqual(
            privacy.uses([path]), {TIMESTAMP: [(path, 2), (path, 3)], BOOT: [(path, 4)]})

    def test_comments_and_lookalikes_are_not_calls(self):
        path = self.source(
            "// fstat(fd, &s) in a comment\n/* UserDefaults\n systemUptime */\n"
            "let status = statusCode(x)\nlet restat = 1\nfunc statistics() {}\n")
        self.assertEqual(privacy.uses([path]), {})

    def test_c_sources_count(self):
        path = self.source("int f(int d) { struct stat s; return fstat(d, &s); }\n", "a.c")
        self.assertIn(TIMESTAMP, privacy.uses([path]))


class Manifests(Target):
    def test_a_declared_use_with_its_reason_passes(self):
        self.source("var s = stat()\n")
        self.manifest({TIMESTAMP: ["C617.1"]})
        self.assertEqual(self.problems(), [])

    def test_a_use_without_a_manifest_fails(self):
        self.source("var s = stat()\n")
        self.assertIn("has no PrivacyInfo.xcprivacy", self.problems()[0])

    def test_a_use_without_its_declaration_fails(self):
        self.source("let u = ProcessInfo.processInfo.systemUptime\n")
        self.manifest({TIMESTAMP: ["C617.1"]})
        problems = self.problems()
        self.assertTrue(any("without declaring it" in p for p in problems), problems)

    def test_a_declaration_the_code_does_not_need_fails(self):
        self.source("var s = stat()\n")
        self.manifest({TIMESTAMP: ["C617.1"], DEFAULTS: ["CA92.1"]})
        self.assertEqual(
            self.problems(), [f"T: declares {DEFAULTS}, which its code does not use"])

    def test_a_reason_that_does_not_fit_fails(self):
        self.source("var s = stat()\n")
        self.manifest({TIMESTAMP: ["DDA9.1"]})
        self.assertIn("gives ['DDA9.1']", self.problems()[0])

    def test_tracking_collected_data_and_a_missing_resource_fail(self):
        self.source("let x = 1\n")
        self.manifest({}, NSPrivacyTracking=True, NSPrivacyCollectedDataTypes=[{"x": 1}])
        problems = self.problems(resources=())
        self.assertEqual(len(problems), 3, problems)

    def test_linux_only_dependencies_ship_in_no_app(self):
        package = {
            "products": [{"type": {"library": ["automatic"]}, "targets": ["A"]},
                         {"type": {"executable": None}, "targets": ["Tool"]}],
            "targets": [
                {"name": "A", "dependencies": [
                    {"byName": ["B", None]},
                    {"target": ["LinuxCodec", {"platformNames": ["linux"]}]}]},
                {"name": "B", "dependencies": []},
                {"name": "LinuxCodec", "dependencies": []},
                {"name": "Tool", "dependencies": [{"byName": ["LinuxCodec", None]}]},
            ],
        }
        self.assertEqual(privacy.shipped_targets(package), ["A", "B"])


if __name__ == "__main__":
    unittest.main()

#!/usr/bin/env python3
"""Tests of scripts/snippets.py: how a markdown block becomes Swift (python3 this file)."""

import importlib.util
import os
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SPEC = importlib.util.spec_from_file_location("snippets", os.path.join(HERE, "..", "snippets.py"))
snippets = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(snippets)


def code(text):
    """The generated Swift without its #sourceLocation lines."""
    return "\n".join(l for l in text.split("\n") if not l.startswith("#sourceLocation"))


class Page(unittest.TestCase):
    """A markdown page in a folder of its own, read as the script reads the project's."""

    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.addCleanup(self.folder.cleanup)
        self.root = snippets.ROOT
        snippets.ROOT = self.folder.name
        self.addCleanup(setattr, snippets, "ROOT", self.root)

    def page(self, text, path="README.md"):
        file = os.path.join(self.folder.name, path)
        os.makedirs(os.path.dirname(file), exist_ok=True)
        with open(file, "w", encoding="utf-8") as handle:
            handle.write(text)
        blocks, skipped = snippets.read_blocks(path)
        snippets.block_imports(blocks, path)
        return blocks, skipped

    def swift(self, text, path="README.md"):
        blocks, _ = self.page(text, path)
        return snippets.source_file(path, blocks)


class ReadingBlocks(Page):
    def test_a_block_knows_its_first_code_line(self):
        blocks, skipped = self.page("# Title\n\n```swift\nlet a = 1\n```\n")
        self.assertEqual((len(blocks), skipped), (1, 0))
        self.assertEqual(blocks[0].line, 4)
        self.assertEqual(blocks[0].lines, ["let a = 1"])

    def test_other_languages_are_not_read(self):
        blocks, _ = self.page("```sh\nswift test\n```\n```\nplain\n```\n")
        self.assertEqual(blocks, [])

    def test_an_indented_block_loses_its_fence_indentation(self):
        blocks, _ = self.page("- item\n\n  ```swift\n  if a {\n    b()\n  }\n  ```\n")
        self.assertEqual(blocks[0].lines, ["if a {", "  b()", "}"])

    def test_a_skip_marker_before_the_fence_leaves_the_block_out_and_is_counted(self):
        blocks, skipped = self.page(
            "<!-- snippet: skip (output) -->\n\n```swift\nItem 1 of 3\n```\n```swift\nlet a = 1\n```\n"
        )
        self.assertEqual(skipped, 1)
        self.assertEqual([b.lines for b in blocks], [["let a = 1"]])

    def test_a_marker_without_a_reason_is_an_error(self):
        with self.assertRaises(SystemExit):
            self.page("<!-- snippet: skip -->\n```swift\nlet a = 1\n```\n")

    def test_a_marker_before_a_block_that_is_not_swift_is_an_error(self):
        with self.assertRaises(SystemExit):
            self.page("<!-- snippet: skip (why) -->\n```sh\nls\n```\n")

    def test_a_marker_before_prose_is_an_error(self):
        with self.assertRaises(SystemExit):
            self.page("<!-- snippet: skip (why) -->\nSome text.\n\n```swift\nlet a = 1\n```\n")

    def test_blocks_without_imports_continue_the_previous_blocks_imports(self):
        blocks, _ = self.page(
            "```swift\nimport CarouselUIKit\nimport UIKit\n```\n```swift\nlet a = 1\n```\n"
        )
        self.assertEqual(blocks[1].imports, ["CarouselUIKit", "UIKit"])

    def test_a_catalogs_blocks_import_its_module(self):
        path = "Sources/CarouselSwiftUI/CarouselSwiftUI.docc/Article.md"
        blocks, _ = self.page("```swift\nText(\"a\")\n```\n", path)
        self.assertEqual(blocks[0].imports, ["CarouselSwiftUI", "SwiftUI"])


class Generating(Page):
    def test_declarations_go_to_the_pages_namespace_and_statements_to_a_method(self):
        swift = code(self.swift("```swift\nimport CarouselCore\n\nstruct Item {}\nlet item = Item()\n```\n"))
        self.assertIn("import CarouselCore\n", swift)
        namespace = swift.index("enum READMESnippets {")
        self.assertLess(namespace, swift.index("struct Item {}"))
        method = swift.index("final class Line2: SnippetContext {\nfunc line2() {")
        self.assertLess(swift.index("struct Item {}"), method)
        self.assertLess(method, swift.index("let item = Item()"))
        self.assertNotIn("import CarouselCore", swift[method:])

    def test_diagnostics_point_at_the_markdown(self):
        swift = self.swift("text\n\n```swift\nlet a = 1\n\nlet b = 2\n```\n")
        self.assertIn('#sourceLocation(file: "README.md", line: 4)\nlet a = 1', swift)
        self.assertIn('#sourceLocation(file: "README.md", line: 6)\nlet b = 2', swift)

    def test_each_top_level_binding_is_read_once_and_nested_ones_are_not(self):
        swift = code(self.swift("```swift\nlet a = 1\nif a > 0 {\n  let b = 2\n}\nvar c = 3\n```\n"))
        self.assertIn("_ = a\n_ = c\n}", swift)
        self.assertNotIn("_ = b", swift)

    def test_await_and_try_make_the_method_async_and_throwing(self):
        swift = self.swift("```swift\nlet image = try await load()\n```\n```swift\nlet a = try? f()\n```\n")
        self.assertIn("func line2() async throws {", swift)
        self.assertIn("func line5() throws {", swift)

    def test_a_statement_across_lines_stays_one_statement(self):
        blocks, _ = self.page(
            "```swift\nlet a = f(\n  1)\nlet b =\n  2\nlet c = a\n  .map { $0 }\n// then\nlet d = 4\n```\n"
        )
        items = snippets.split_items(blocks[0])
        self.assertEqual([i.code for i in items], ["let a = f(", "let b =", "let c = a", "let d = 4"])
        self.assertEqual(items[3].lines, ["// then", "let d = 4"])

    def test_an_extension_of_the_pages_own_type_names_it_and_holds_the_blocks_statements(self):
        swift = code(
            self.swift(
                "```swift\nfinal class Home: UIViewController {}\n```\n"
                "```swift\nextension Home: Source {\n  func f() {}\n}\n\ncarousel.dataSource = self\n```\n"
            )
        )
        self.assertIn("extension READMESnippets.Home: Source {", swift)
        self.assertIn("extension READMESnippets.Home {\nfunc line5() {\ncarousel.dataSource = self", swift)

    def test_a_swiftui_view_expression_becomes_a_view_with_its_state(self):
        swift = code(
            self.swift(
                "```swift\nimport SwiftUI\n\n@State private var isOn = false\n\n"
                "Toggle(\"On\", isOn: $isOn)\n  .padding()\n```\n"
            )
        )
        self.assertIn(
            "struct Line2: View {\n@State private var isOn = false\n\nvar body: some View {\n"
            'Toggle("On", isOn: $isOn)\n  .padding()\n}\n}',
            swift,
        )

    def test_a_swiftui_view_expression_without_state_is_a_view_too(self):
        path = "Sources/CarouselSwiftUI/CarouselSwiftUI.docc/Article.md"
        swift = code(self.swift("```swift\nCarousel(items) { Page($0) }\n  .carouselLooping(false)\n```\n", path))
        self.assertIn("struct Line2: View {\nvar body: some View {\nCarousel(items)", swift)

    def test_swiftui_statements_that_are_not_a_view_stay_statements(self):
        swift = code(self.swift("```swift\nimport SwiftUI\nlet color = Color.red\n```\n"))
        self.assertIn("final class Line2: SnippetContext", swift)


class Freshness(Page):
    def test_a_generated_file_that_differs_from_its_markdown_is_stale(self):
        folder = os.path.join(self.folder.name, snippets.APPLE_DIR)
        snippets.write_apple({"README.swift": "one\n"})
        self.assertEqual(snippets.stale_apple({"README.swift": "one\n"}), [])
        self.assertEqual(len(snippets.stale_apple({"README.swift": "two\n"})), 1)
        with open(os.path.join(folder, "Old.swift"), "w", encoding="utf-8") as handle:
            handle.write("")
        self.assertEqual(len(snippets.stale_apple({"README.swift": "one\n"})), 1)

    def test_writing_keeps_the_context_and_removes_what_no_markdown_makes(self):
        folder = os.path.join(self.folder.name, snippets.APPLE_DIR)
        os.makedirs(folder)
        for name in (snippets.APPLE_CONTEXT, "Old.swift"):
            with open(os.path.join(folder, name), "w", encoding="utf-8") as handle:
                handle.write("// by hand\n")
        snippets.write_apple({"README.swift": "one\n"})
        self.assertEqual(sorted(os.listdir(folder)), [snippets.APPLE_CONTEXT, "README.swift"])



class SameNames(unittest.TestCase):
    """Two articles of one name in two catalogs would generate one Swift file."""

    def test_articles_of_one_name_in_two_catalogs_are_reported(self):
        files = ["README.md", "Examples/README.md", "Sources/A/A.docc/Guide.md", "Sources/B/B.docc/Guide.md"]
        self.assertEqual(snippets.same_names(files), [["Sources/A/A.docc/Guide.md", "Sources/B/B.docc/Guide.md"]])

    def test_distinct_names_and_the_two_readmes_pass(self):
        files = ["README.md", "Examples/README.md", "Sources/A/A.docc/Guide.md", "Sources/B/B.docc/Other.md"]
        self.assertEqual(snippets.same_names(files), [])

if __name__ == "__main__":
    unittest.main()

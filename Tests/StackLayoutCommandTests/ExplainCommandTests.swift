import ConstraintSystemFormat
import Foundation
import Testing

@testable import StackLayoutCommand

/// `stacklayout explain FILE ITEM`, in process.
@Suite struct ExplainCommandTests {
    func explain(_ text: String, _ item: String) -> ToolResult {
        Tool.run(["explain", "layout.json", item]) { _ in text }
    }

    @Test func aViewOfAStackIsHeldByTheStacksConstraints() {
        // b follows a (40 wide at 0) by 8: x = 48, held by the stack's constraints, a's width and
        // the pin; its width by its own content size. Nothing pulls a's width either way, so both
        // of its content-size constraints hold it (relax either and it may move).
        let result = explain(InspectCommandTests.twoLabels, "b")
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("""
            b: x 48, y 0, width 60, height 30
            x = 48, held by:
              @1000:
                stack.leading == container.leading
                UIView-Encapsulated-Layout-Left: container.left == 0
                UISV-canvas-connection: stack.leading == a.leading
                UISV-spacing: b.leading == a.trailing + 8
              @750:
                a.width >= 40 @750 (content size)
              @250:
                a.width <= 40 @250 (content size)

            """))
        #expect(result.output.contains("""
            width = 60, held by:
              @999:
                b.width == 60 @999

            """))
        #expect(result.output.hasSuffix("unsatisfiable: none\n"))
    }

    /// v slides between the stack's leading edge and the container's trailing edge; w's second
    /// width breaks against its first.
    static let slidingAndBroken = """
        {
          "container": {"width": 300, "height": 100},
          "root": {"id": "s", "kind": "stack", "pin": {"top": 0, "leading": 0},
            "arranged": [{"id": "w", "intrinsicSize": {"width": 20, "height": 20}}], "subviews": [{"id": "v"}]},
          "constraints": ["v.width == 10", "v.height == 10", "v.top == s.top", "v.leading >= s.leading",
                          "v.trailing <= container.trailing", "w.width == 20", "w.width == 30"]
        }
        """

    @Test func anAmbiguousViewSaysWhereItCanSlideAndWhatStopsIt() {
        // s is w's 20 wide at x 0: v (10 wide) can sit anywhere from 0 to 300 − 10 = 290.
        let result = explain(Self.slidingAndBroken, "v")
        #expect(result.output.contains("""
            : not determined; it can slide from 0 to 290
              stopped at 0 by:
                v.leading >= s.leading
              stopped at 290 by:
                v.trailing <= container.trailing
            y = 0, held by:

            """))
    }

    @Test func aViewOfABrokenConstraintListsTheConflict() {
        let result = explain(Self.slidingAndBroken, "w")
        #expect(result.output.contains("""
            width = 20, held by:
              @1000:
                w.width == 20

            """))
        #expect(result.output.hasSuffix("""
            unsatisfiable: broken w.width == 30
              conflicting: w.width == 20
              conflicting: w.width == 30

            """))
    }

    @Test func anUnknownItemIsAClearError() {
        let result = explain(InspectCommandTests.twoLabels, "q")
        #expect(result.status == 2)
        #expect(result.errorOutput == "stacklayout: layout.json: no view or guide named \"q\"\n")
        #expect(Tool.run(["explain", "layout.json"]) { _ in "" }.status == 2)
    }

    @Test func everyViewAndGuideOfEveryExampleIsExplained() throws {
        let directory = ExamplesTests.examples
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
            + FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("gallery").path).map { "gallery/\($0)" }
        var explained = 0
        for name in names where name != "solver-form.json" {
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            let document = try LayoutDocument(try JSON.parse(text))
            document.container.layoutIfNeeded()
            let items = document.views.flatMap { [$0.id] + $0.layoutGuides.map(\.layoutName) }
            for item in items {
                let result = Tool.run(["explain", name, item]) { _ in text }
                #expect(result.status == 0, "\(name) \(item): \(result.errorOutput)")
                #expect(result.output.hasPrefix("\(item): x "), "\(name) \(item)")
                explained += 1
            }
        }
        #expect(explained > 100)
    }
}

import Testing

@testable import StackLayoutCommand

/// `stacklayout inspect`: Docs/Formats.md §2–§4, in process.
@Suite struct InspectCommandTests {
    func inspect(_ text: String, _ options: [String] = []) -> ToolResult {
        Tool.run(["inspect", "layout.json"] + options) { _ in text }
    }

    static let twoLabels = """
        {
          "container": {"width": 200, "height": 100},
          "root": {
            "id": "stack", "kind": "stack", "pin": {"top": 10, "leading": 0},
            "spacing": 8, "alignment": "center",
            "arranged": [
              {"id": "a", "intrinsicSize": {"width": 40, "height": 20}},
              {"id": "b", "intrinsicSize": {"width": 60, "height": 30}, "hidden": false}
            ]
          },
          "constraints": ["b.width == 60 @999"]
        }
        """

    @Test func textGroupsConstraintsByOwnerThenFrames() {
        let result = inspect(Self.twoLabels)
        #expect(result.status == 0)
        #expect(result.output == """
            constraints:
              container:
                stack.top == container.top + 10
                stack.leading == container.leading
                UIView-Encapsulated-Layout-Left: container.left == 0
                UIView-Encapsulated-Layout-Top: container.top == 0
                UIView-Encapsulated-Layout-Width: container.width == 200
                UIView-Encapsulated-Layout-Height: container.height == 100
              stack:
                UISV-canvas-connection: stack.leading == a.leading
                UISV-canvas-connection: b.trailing == stack.trailing
                UISV-spacing: b.leading == a.trailing + 8
                UISV-alignment: a.centerY == b.centerY
                UISV-spanning-boundary: stack.alignmentSpanner.top <= a.top
                UISV-spanning-boundary: stack.alignmentSpanner.bottom >= a.bottom
                UISV-spanning-boundary: stack.alignmentSpanner.top <= b.top
                UISV-spanning-boundary: stack.alignmentSpanner.bottom >= b.bottom
                UISV-spanning-fit: stack.alignmentSpanner.height == 0 @51
                UISV-canvas-connection: stack.top == stack.alignmentSpanner.top
                UISV-canvas-connection: stack.alignmentSpanner.bottom == stack.bottom
                UISV-canvas-connection: stack.centerY == a.centerY
                UISV-ambiguity-suppression: a.height == 0 @25
                UISV-ambiguity-suppression: b.height == 0 @25
              a:
                a.width <= 40 @250 (content size)
                a.width >= 40 @750 (content size)
                a.height <= 20 @250 (content size)
                a.height >= 20 @750 (content size)
              b:
                b.width == 60 @999
                b.width <= 60 @250 (content size)
                b.width >= 60 @750 (content size)
                b.height <= 30 @250 (content size)
                b.height >= 30 @750 (content size)
            frames:
              container: x 0, y 0, width 200, height 100
              stack: x 0, y 10, width 108, height 30
              stack.alignmentSpanner: x 0, y 0, width 0, height 30
              a: x 0, y 5, width 40, height 20
              b: x 48, y 0, width 60, height 30
            ambiguous: none
            unsatisfiable: none

            """)
    }

    @Test func jsonHasTheKeysOfTheFormat() {
        let result = inspect(Self.twoLabels, ["--format", "json"])
        #expect(result.output.contains(#"{"identifier": "UISV-spacing", "owner": "stack", "text": "UISV-spacing: b.leading == a.trailing + 8", "first": "b.leading", "relation": "==", "multiplier": 1, "second": "a.trailing", "constant": 8, "priority": 1000}"#))
        #expect(result.output.contains(#""frames": {"container": {"x": 0, "y": 0, "width": 200, "height": 100}, "stack": {"x": 0, "y": 10, "width": 108, "height": 30}"#))
        #expect(result.output.hasSuffix("\"ambiguous\": [],\n  \"unsatisfiable\": []\n}\n"))
    }

    @Test func anUnsatisfiableConstraintIsReportedAndTheLayoutStillComesOut() {
        let text = Self.twoLabels.replacingAll(#""b.width == 60 @999""#, #""b.width == 60", "b.width == 70""#)
        let result = inspect(text, ["--format", "json"])
        #expect(result.status == 0)
        #expect(result.output.contains(#""unsatisfiable": [{"constraint": "b.width == 70", "conflicts": ["b.width == 60", "b.width == 70"]}]"#))
        #expect(result.output.contains(#""b": {"x": 48, "y": 0, "width": 60, "height": 30}"#))
    }

    /// The file's constraints can name a guide the stack generates (read before any layout).
    @Test func aConstraintCanNameAGeneratedGuide() {
        let text = Self.twoLabels.replacingAll(#""alignment": "center""#, #""alignment": "center", "distribution": "equalSpacing""#)
            .replacingAll(#""b.width == 60 @999""#, #""stack.gap0.width == 30""#)
        let result = inspect(text, ["--format", "json"])
        #expect(result.status == 0)
        #expect(result.output.contains(#""stack": {"x": 0, "y": 10, "width": 130, "height": 30}"#))
        #expect(result.output.contains(#""stack.gap0": {"x": 40, "#))  // its y is not constrained
        #expect(result.output.contains(#""b": {"x": 70, "y": 0, "width": 60, "height": 30}"#))
    }

    @Test(arguments: [
        (#"{"container": {"width": 10, "height": 10}, "root": {"id": "r", "colour": "red"}}"#, "root.colour: unknown key"),
        (#"{"container": {"width": 10, "height": 10}, "root": {"id": "r", "axis": "vertical"}}"#, "root.axis: unknown key"),
        (#"{"container": {"width": 10, "height": 10}, "root": {"id": "r", "subviews": [{"id": "r"}]}}"#, #"root.subviews[0].id: duplicate id "r""#),
        (#"{"container": {"width": 10, "height": 10}, "root": {"id": "r"}, "constraints": ["r.width == q.width"]}"#, #"constraints[0]: unknown item "q""#),
        (#"{"container": {"width": 10, "height": 10}, "root": {"id": "r"}, "constraints": ["r.width = 4"]}"#, #"constraints[0]: unknown relation "=" in "r.width = 4""#),
        (#"{"container": {"width": 10, "height": 10}, "root": {"id": "r"}, "constraints": ["r.size == 4"]}"#, #"constraints[0]: unknown attribute "size" in "r.size == 4""#),
        (#"{"container": {"width": 10, "height": 10}, "root": {"id": "r"}, "constraints": ["r.width == 4 @0"]}"#, #"constraints[0]: bad priority @0 in "r.width == 4 @0""#),
        (#"{"container": {"width": 10, "height": 10}, "root": {"id": "r", "kind": "stack", "alignment": "middle"}}"#, #"root.alignment: unknown alignment "middle""#),
        (#"{"container": {"width": 10, "height": 10}, "root": {"id": "r"}, "constraints": ["r.width == 1", "r.width == nan"]}"#, "constraints[1]: r.width == nan has a constant or multiplier that is not a finite number"),
        (#"{"container": {"width": 10, "height": 10}, "root": {"id": "s", "kind": "stack", "spacing": 1e308, "arranged": [{"id": "a", "intrinsicSize": {"width": 1e308, "height": 1}}, {"id": "b"}]}}"#, "root.spacing: 1e+308 is beyond 1000000000, the largest magnitude layout accepts"),
        (#"{"container": {"width": 10}, "root": {"id": "r"}}"#, "container.height: missing"),
        (#"{"container": {"width": 10, "height": 10}, "root": {"id": "1r"}}"#, #"root.id: invalid id "1r""#),
    ])
    func aMalformedLayoutIsOneLineAndStatusTwo(_ text: String, _ message: String) {
        #expect(inspect(text) == ToolResult(errorOutput: "stacklayout: layout.json: \(message)\n", status: 2))
    }
}

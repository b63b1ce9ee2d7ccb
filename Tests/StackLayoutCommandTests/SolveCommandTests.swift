import Foundation
import Testing

@testable import StackLayoutCommand

/// `stacklayout solve`: Docs/Formats.md §1, in process.
@Suite struct SolveCommandTests {
    func solve(_ text: String) -> ToolResult {
        Tool.run(["solve", "system.json"]) { _ in text }
    }

    @Test func theFormatsExample() {
        let result = solve("""
            {
              "variables": ["left", "width", "right"],
              "constraints": [
                {"terms": [[1, "right"], [-1, "left"], [-1, "width"]], "constant": 0, "op": "==", "priority": 1000},
                {"terms": [[1, "width"]], "constant": -100, "op": ">=", "priority": 750},
                {"terms": [[1, "left"]], "constant": 0, "op": "==", "priority": "required"}
              ],
              "edits": [{"variable": "right", "priority": 500, "value": 320}]
            }
            """)
        #expect(result == ToolResult(output: """
            {
              "values": {"left": 0, "width": 320, "right": 320},
              "unsatisfiable": []
            }

            """))
    }

    @Test func anUnsatisfiableConstraintIsSkippedAndReported() {
        // 0: x <= 10, 1: y == 1, 2: x >= 20 (conflicts with 0 only), 3: y == x + 1 @defaultHigh.
        let result = solve("""
            {"constraints": [
              {"terms": [[1, "x"]], "constant": -10, "op": "<="},
              {"terms": [[1, "y"]], "constant": -1, "op": "=="},
              {"terms": [[1, "x"]], "constant": -20, "op": ">="},
              {"terms": [[1, "y"], [-1, "x"]], "constant": -1, "op": "==", "priority": "defaultHigh"}
            ]}
            """)
        #expect(result.status == 0)
        #expect(result.output == """
            {
              "values": {"x": 0, "y": 1},
              "unsatisfiable": [{"constraint": 2, "conflicts": [0, 2]}]
            }

            """)
    }

    @Test func suggestionRoundsAreAppliedInOrder() {
        // w == cw - 16 required, w >= 50 @750; the last round's cw is 40, so w wants 24 but
        // the stronger w >= 50 wins over the edit at 500: w = 50, cw = 66.
        let result = solve("""
            {"constraints": [
              {"terms": [[1, "w"], [-1, "cw"]], "constant": 16, "op": "=="},
              {"terms": [[1, "w"]], "constant": -50, "op": ">=", "priority": 750}
            ],
             "edits": [{"variable": "cw", "priority": 500, "value": 300}],
             "suggestions": [{"cw": 200}, {"cw": 40}]}
            """)
        #expect(result.output.contains(#""values": {"w": 50, "cw": 66}"#))
    }

    @Test(arguments: [
        (#"{"constraints": [], "extra": 1}"#, "extra: unknown key"),
        (#"{"constraints": [{"terms": [], "op": "==", "strength": 1}]}"#, "constraints[0].strength: unknown key"),
        (#"{"constraints": [{"terms": [[1, "x"]], "op": "=<"}]}"#, #"constraints[0].op: unknown op "=<""#),
        (#"{"constraints": [{"terms": [["1", "x"]], "op": "=="}]}"#, "constraints[0].terms[0][0]: expected a number, found a string"),
        (#"{"constraints": [{"terms": [[1]], "op": "=="}]}"#, "constraints[0].terms[0]: expected [coefficient, variable]"),
        (#"{"constraints": [{"terms": [[1, "x"]], "op": "==", "priority": 0}]}"#, "constraints[0].priority: priority 0 is outside (0, 1000]"),
        (#"{"constraints": [{"terms": [[1, "x"]], "op": "==", "priority": "high"}]}"#, #"constraints[0].priority: unknown priority name "high""#),
        (#"{"constraints": [], "edits": [{"variable": "x", "priority": 1000, "value": 1}]}"#, "edits[0].priority: an edit variable's priority must be below 1000"),
        (#"{"constraints": [], "suggestions": [{"x": 1}]}"#, #"suggestions[0].x: "x" is not an edit variable"#),
        (#"{"variables": ["x"]}"#, "constraints: missing"),
        (#"{"constraints": [{"terms": [[1, "x"]], "op": "==", "constant": 1e999}]}"#, "line 1, column 64: number out of range: 1e999"),
        ("{\"constraints\": [\n  {\"terms\": [[1, \"x\"]] \"op\": \"==\"}]}", "line 2, column 24: expected ',' or '}' in an object"),
    ])
    func aMalformedFileIsOneLineOnStandardErrorAndStatusTwo(_ text: String, _ message: String) {
        let result = solve(text)
        #expect(result == ToolResult(errorOutput: "stacklayout: system.json: \(message)\n", status: 2))
    }

    @Test func anUnreadableFileAndBadArguments() {
        struct Missing: Error {}
        #expect(Tool.run(["solve", "nope.json"]) { _ in throw Missing() }
            == ToolResult(errorOutput: "stacklayout: cannot read nope.json\n", status: 2))
        #expect(Tool.run(["solve"]).status == 2)
        #expect(Tool.run(["frobnicate"]).status == 2)
        #expect(Tool.run([]).status == 2)
    }

    @Test func standardInputIsNamedInErrors() {
        let result = Tool.run(["solve", "-"]) { path in
            #expect(path == "-")
            return "[]"
        }
        #expect(result.errorOutput == "stacklayout: standard input: expected an object, found an array\n")
    }
}

/// The solver example of the README, solved exactly as the documentation shows.
@Suite struct SolverExampleTests {
    @Test func theResizableForm() throws {
        // After the last round the window is 640 wide. The field column starts after the longer
        // label: 20 + 80 + 8 = 108; each field ends 20 before the window's edge: 640 - 20 - 108 = 512.
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let path = package.appendingPathComponent("Examples/solver-form.json").path
        let result = Tool.run(["solve", path])
        #expect(result.output == """
            {
              "values": {"windowWidth": 640, "nameLabelLeft": 20, "nameLabelWidth": 48, "passwordLabelLeft": 20, "passwordLabelWidth": 80, "nameFieldLeft": 108, "nameFieldWidth": 512, "passwordFieldLeft": 108, "passwordFieldWidth": 512},
              "unsatisfiable": []
            }

            """)
    }
}

import Foundation
import StackLayout
import Testing

@testable import StackLayoutCommand

/// The examples of Docs/Formats.md are what the tool reads and prints, so the page cannot drift.
@Suite struct FormatsDocumentationTests {
    /// The page's fenced blocks that follow `opening` (such as "```json\n"), in order.
    static func blocks(after opening: String) throws -> [String] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Docs/Formats.md")
        let page = try String(contentsOf: url, encoding: .utf8)
        return page.components(separatedBy: opening).dropFirst().map { $0.components(separatedBy: "```")[0] }
    }

    @Test func theSystemExampleSolvesToTheOutputShown() throws {
        let json = try Self.blocks(after: "```json\n")
        let result = Tool.run(["solve", "system.json"]) { _ in json[0] }
        #expect(result == ToolResult(output: json[1]))
    }

    @Test func theLayoutExampleIsRead() throws {
        let layout = try Self.blocks(after: "```json\n")[2]
        let result = Tool.run(["inspect", "layout.json"]) { _ in layout }
        #expect(result.status == 0 && result.errorOutput.isEmpty)
        #expect(result.output.contains("  body: x 37.5, y 29, width 300, height 200\n"))
    }

    @Test func theTextFormExamplesPrintAsWritten() throws {
        let lines = try Self.blocks(after: "Examples:\n\n```\n")[0].split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        for line in lines {
            #expect(try ConstraintText(parsing: line).description == line)
        }
    }
}

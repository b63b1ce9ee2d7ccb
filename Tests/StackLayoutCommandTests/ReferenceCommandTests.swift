import Foundation
import Testing

@testable import StackLayoutCommand

@Suite struct ReferenceCommandTests {
    @Test func docsStackViewShowsTheReferenceOutputExactly() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Docs/StackView.md")
        let page = try String(contentsOf: docs, encoding: .utf8)
        let begin = try #require(page.range(of: "<!-- reference:begin -->\n```\n"))
        let end = try #require(page.range(of: "```\n<!-- reference:end -->"))
        #expect(String(page[begin.upperBound..<end.lowerBound]) == Tool.run(["reference"]).output)
    }

    @Test func theReferenceStartsWithFillFill() {
        #expect(Tool.run(["reference"]).output.hasPrefix("""
            distribution fill, alignment fill:
                UISV-canvas-connection: stack.leading == a.leading
                UISV-canvas-connection: c.trailing == stack.trailing
                UISV-spacing: b.leading == a.trailing + 8
            """))
    }
}

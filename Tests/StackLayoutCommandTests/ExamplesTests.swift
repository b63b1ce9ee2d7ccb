import Foundation
import StackLayout
import Testing

@testable import StackLayoutCommand

/// Every layout in Examples/, laid out, its frames checked against values worked out by hand.
@Suite struct ExamplesTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

    /// The frames (x, y, width, height) of an example, by view or guide name.
    func frames(_ name: String) throws -> [String: [Double]] {
        let text = try String(contentsOf: Self.examples.appendingPathComponent(name), encoding: .utf8)
        let document = try LayoutDocument(try JSON.parse(text))
        let report = InspectCommand.Report(document)
        #expect(report.ambiguous.isEmpty, "\(name) is ambiguous: \(report.ambiguous)")
        #expect(report.unsatisfiable.isEmpty, "\(name) has conflicts")
        return Dictionary(uniqueKeysWithValues: report.frames.map { ($0.name, [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height]) })
    }

    @Test func padding() throws {
        // 20-point margins on a 375-wide phone: content 335 wide at x = 20; 8 between title and
        // body; the stack is 20 + 24 + 8 + 120 + 20 = 192 tall.
        let f = try frames("padding.json")
        #expect(f["stack"] == [0, 0, 375, 192])
        #expect(f["title"] == [20, 20, 335, 24])
        #expect(f["body"] == [20, 52, 335, 120])
    }

    @Test func readableWidthThroughTheContainersGuide() throws {
        // 834 wide, margins 8: 818 > 672, so a 672 column centred at (834 - 672) / 2 = 81.
        let f = try frames("readable-width-guide.json")
        #expect(f["page.readableContentGuide"] == [81, 8, 672, 1096])
        #expect(f["column"] == [81, 8, 672, 446])
        #expect(f["body"] == [0, 46, 672, 400])
    }

    @Test func readableWidthThroughTheStack() throws {
        // The same column from layoutMarginsFollowReadableWidth: 672 wide at x = 81.
        let f = try frames("readable-width-stack.json")
        #expect(f["title"] == [81, 8, 672, 34])
        #expect(f["body"] == [81, 54, 672, 400])
    }

    @Test func borderedGrid() throws {
        // 335 wide: three 1-point lines and two equal cells of (335 - 3) / 2 = 166; rows of 60
        // between 1-point lines: 1 + 60 + 1 + 60 + 1 = 123 tall.
        let f = try frames("bordered-grid.json")
        #expect(f["grid"] == [20, 20, 335, 123])
        #expect(f["row1"] == [0, 62, 335, 60])
        #expect(f["cell00"] == [1, 0, 166, 60])
        #expect(f["r0middle"] == [167, 0, 1, 60])
        #expect(f["cell11"] == [168, 0, 166, 60])
        #expect(f["bottom"] == [0, 122, 335, 1])
    }

    @Test func backgroundAndOverlay() throws {
        // 12 + 40 + 12 + 120 + 12 = 196 wide, 12 + 40 + 12 = 64 tall, centred: x = 89.5. The label
        // is centred on the icon: y = 12 + (40 - 21) / 2 = 21.5. The badge sits on the top
        // trailing corner.
        let f = try frames("background-overlay.json")
        #expect(f["card"] == [89.5, 100, 196, 64])
        #expect(f["label"] == [64, 21.5, 120, 21])
        #expect(f["background"] == [0, 0, 196, 64])
        #expect(f["badge"] == [186, -10, 20, 20])
    }

    @Test func pinnedToAllEdges() throws {
        // 627 tall: 200 + 100 + 50 + 2 × 10 = 370, and c (hugging 249) takes the other 257.
        let f = try frames("pin-all-edges.json")
        #expect(f["stack"] == [20, 20, 335, 627])
        #expect(f["c"] == [0, 320, 335, 307])
    }

    @Test func pinnedToTwoEdges() throws {
        // Size from content: as wide as a (160), 370 tall.
        let f = try frames("pin-two-edges.json")
        #expect(f["stack"] == [20, 20, 160, 370])
        #expect(f["b"] == [0, 210, 80, 100])
    }

    @Test func pinnedTopLeadingAndWidth() throws {
        // fillEqually in 335: (335 - 20) / 3 = 105 each; height from a: 200.
        let f = try frames("pin-top-leading-width.json")
        #expect(f["stack"] == [20, 20, 335, 200])
        #expect(f["c"] == [230, 0, 105, 200])
    }

    @Test func centredWithAFixedSize() throws {
        // 200 × 400 centred: (87.5, 133.5). equalSpacing: gaps of (400 - 350) / 2 = 25.
        let f = try frames("pin-centered.json")
        #expect(f["stack"] == [87.5, 133.5, 200, 400])
        #expect(f["a"] == [20, 0, 160, 200])
        #expect(f["b"] == [60, 225, 80, 100])
        #expect(f["c"] == [80, 350, 40, 50])
    }
}

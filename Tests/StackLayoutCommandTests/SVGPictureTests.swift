import ConstraintSystemFormat
import Foundation
import StackLayout
import Testing

@testable import StackLayoutCommand

/// What `inspect FILE OPTION out` writes for the layout `text` (`--svg`, `--html`).
func inspectWriting(_ option: String, of text: String) throws -> String {
    var written: [String: String] = [:]
    let result = Tool.run(["inspect", "layout.json", option, "out"], read: { _ in text }) { written[$0] = $1 }
    #expect(result.status == 0, "\(result.errorOutput)")
    return try #require(written["out"])
}

/// `inspect --svg`: the picture of a layout, worked out by hand.
@Suite struct SVGPictureTests {
    func picture(_ text: String) throws -> String { try inspectWriting("--svg", of: text) }

    @Test func twoLabelsCroppedLabelledAndMeasured() throws {
        // The stack (0, 10, 108 × 30) and the spanner's line 6 before it (x = −6) are what is laid
        // out; the stack's label finds no room inside (a and b cover it) and goes above it, at
        // y −5; 12 points of margin round it all: x −18 … 120, y −17 … 52, drawn twice as large.
        let svg = try picture(InspectCommandTests.twoLabels)
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="276" height="138" viewBox="-18 -17 138 69""#))
        #expect(svg.contains(##"<rect class="view" data-item="b" x="48" y="10" width="60" height="30" fill="#b8d8be" stroke="#555" stroke-width="1" stroke-dasharray="none"><title>b: x 48, y 0, width 60, height 30</title></rect>"##))
        // The alignment spanner has no width: a dashed line beside the stack, named on hover.
        #expect(svg.contains(##"<line class="guide" data-item="stack.alignmentSpanner" stroke="#8e44ad" stroke-width="1.5" stroke-dasharray="5 3" x1="-6" y1="10" x2="-6" y2="40"><title>stack.alignmentSpanner"##))
        // The 8-point gap from a (ends at 40) to b (starts at 48), measured at the stack's middle.
        #expect(svg.contains(##"<path d="M40 25H48M40 21v8M48 21v8" stroke="#c0392b" stroke-width="1" fill="none"/><text x="40.8" y="19">8</text>"##))
        #expect(svg.contains(#"<text class="label" data-item="a" x="4" y="27">a</text>"#))
        #expect(svg.contains(##"<line class="leader" data-item="stack" x1="18" y1="8" x2="18" y2="10" stroke="#444" stroke-width="0.75"/><text class="label" data-item="stack" x="2" y="5">stack</text>"##))
    }

    @Test func aGapGuideWithNoHeightIsDrawnAcrossItsStack() {
        let stack = Rect(x: 20, y: 20, width: 400, height: 200)
        #expect(PictureScene.shape(of: Rect(x: 180, y: 0, width: 60, height: 0), in: stack) == .box(Rect(x: 180, y: 20, width: 60, height: 200)))
        #expect(PictureScene.shape(of: Rect(x: 0, y: 20, width: 0, height: 200), in: stack)
            == .line(from: Point(x: 14, y: 20), to: Point(x: 14, y: 220)))
        #expect(PictureScene.shape(of: Rect(x: 30, y: 30, width: 10, height: 10), in: stack) == .box(Rect(x: 30, y: 30, width: 10, height: 10)))
    }

    @Test func hiddenAmbiguousAndConflictingViewsAreMarked() throws {
        // h is hidden; v's x is free between the stack's edge and the container's; w's width
        // breaks against its own fixed width.
        let svg = try picture("""
            {
              "container": {"width": 300, "height": 100},
              "root": {"id": "s", "kind": "stack", "pin": {"top": 0, "leading": 0},
                "arranged": [{"id": "h", "hidden": true, "intrinsicSize": {"width": 10, "height": 10}},
                             {"id": "w", "intrinsicSize": {"width": 20, "height": 20}}],
                "subviews": [{"id": "v"}]},
              "constraints": ["v.width == 10", "v.height == 10", "v.top == s.top", "v.leading >= s.leading",
                              "v.trailing <= container.trailing", "w.width == 20", "w.width == 30"]
            }
            """)
        #expect(svg.contains(##"data-item="h" x="0" y="0" width="1" height="20" fill="none" stroke="#999" stroke-width="1" stroke-dasharray="2 2""##))
        #expect(svg.contains(##"data-item="v" x="0" y="0" width="10" height="10" fill="#b8d8be" stroke="#d0021b" stroke-width="2" stroke-dasharray="6 3""##))
        #expect(svg.contains(##"data-item="w" x="0" y="0" width="20" height="20" fill="#b8d8be" stroke="#e67e00" stroke-width="2""##))
        #expect(svg.contains(">h (hidden)</text>") && svg.contains(">v ?</text>") && svg.contains(">w !</text>"))
        #expect(svg.contains(">? ambiguous: v</text>") && svg.contains(">! broken: w.width == 30</text>"))
    }

    /// The rectangle a label or measure text covers: its text element's x and y (the baseline)
    /// and its length.
    static func textRects(_ svg: String) -> [(String, Rect)] {
        svg.split(separator: "<text ").dropFirst().compactMap { element -> (String, Rect)? in
            // Legends and a label's lines of text are not names.
            guard !element.hasPrefix("class=\"legend\""), !element.hasPrefix("class=\"line\"") else { return nil }
            func number(_ key: String) -> Double? {
                guard let range = element.range(of: " \(key)=\"") ?? element.range(of: "\(key)=\"") else { return nil }
                return Double(element[range.upperBound...].prefix { $0 != "\"" })
            }
            let text = String(element[element.index(after: element.firstIndex(of: ">")!)...].prefix { $0 != "<" })
            guard let x = number("x"), let y = number("y") else { return nil }
            let size = LabelPlacer.size(of: text)
            return (text, Rect(x: x - 2, y: y + 3 - size.height, width: size.width, height: size.height))
        }
    }

    @Test func noTwoLabelsOverlapInAnyExample() throws {
        let directory = ExamplesTests.examples
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") && $0 != "solver-form.json" }
            + FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("gallery").path).map { "gallery/\($0)" }
        for name in names {
            let svg = try picture(try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
            let rects = Self.textRects(svg)
            #expect(!rects.isEmpty, "\(name)")
            for (i, first) in rects.enumerated() {
                for second in rects[(i + 1)...] {
                    #expect(!first.1.overlaps(second.1), "\(name): \(first.0) and \(second.0) overlap")
                }
            }
        }
    }
}

extension SVGPictureTests {
    @Test func labelsThatFindNoRoomAreNumberedInALegend() throws {
        // Sixty 1 × 1 views on one point: the places around it run out, so later ones are numbered.
        let ids = (0..<60).map { "v\($0)" }
        let subviews = ids.map { #"{"id": "\#($0)"}"# }.joined(separator: ", ")
        let constraints = ids.flatMap { id in
            ["\(id).width == 1", "\(id).height == 1", "\(id).left == container.left + 50", "\(id).top == container.top + 50"]
        }.map { "\"\($0)\"" }.joined(separator: ", ")
        let svg = try picture("""
            {"container": {"width": 100, "height": 100}, "root": {"id": "r", "pin": {"top": 0, "leading": 0, "bottom": 0, "trailing": 0}, "subviews": [\(subviews)]},
             "constraints": [\(constraints)]}
            """)
        #expect(svg.contains(#"<text class="legend""#))
        #expect(svg.contains(">1 v") && !svg.contains("?"))
        let rects = Self.textRects(svg)
        for (index, first) in rects.enumerated() {
            #expect(rects[(index + 1)...].allSatisfy { !$0.1.overlaps(first.1) })
        }
    }
}

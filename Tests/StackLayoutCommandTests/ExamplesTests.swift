import ConstraintSystemFormat
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
        let report = try InspectCommand.Report(document)
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

/// One example for each special case of the reference, frames worked out by hand.
@Suite struct SpecialCaseExamplesTests {
    @Test func aHiddenView() throws {
        // b collapses: c follows a after one spacing (170); b sits half a spacing after a (165).
        let f = try ExamplesTests().frames("hidden-view.json")
        #expect(f["stack"] == [20, 20, 210, 200])
        #expect(f["b"] == [165, 50, 0, 100])
        #expect(f["c"] == [170, 75, 40, 50])
    }

    @Test func oneView() throws {
        // Along: pinned to both ends of the 300-wide stack. Across: centred, the stack fitting it.
        let f = try ExamplesTests().frames("one-view.json")
        #expect(f["stack"] == [20, 20, 300, 200])
        #expect(f["a"] == [0, 0, 300, 200])
    }

    @Test func baselineRelativeSpacing() throws {
        // body's first baseline 12 below title's last: body.top = 22 + 12 - 16 = 18.
        let f = try ExamplesTests().frames("baseline-relative.json")
        #expect(f["title"] == [0, 0, 200, 30])
        #expect(f["body"] == [0, 18, 300, 60])
        #expect(f["stack"] == [20, 20, 300, 78])
    }

    @Test func noArrangedViews() throws {
        // No stack constraints: the size comes from the pins.
        let f = try ExamplesTests().frames("empty-stack.json")
        #expect(f["stack"] == [20, 20, 100, 50])
    }
}

/// The gallery's layouts (Examples/gallery/): the frames of the stack and of a, b, c, worked out
/// by hand from the reference's rules (views 160×200, 80×100, 40×50, spacing 10; c hugs at 249).
@Suite struct GalleryExamplesTests {
    // Along a 400-long stack: fillEqually (400 - 20) / 3; fillProportionally shares of
    // 400 / (280 + 20) horizontally and 400 / (350 + 20) vertically, c (@997) taking the rest;
    // equalSpacing two equal gaps; equalCentering equal centre-to-centre gaps, except vertically
    // where b cannot sit halfway (237.5 − 50) without breaking the required spacing after a.
    static let third = 380.0 / 3, wide = 400.0 / 370
    static let expected: [String: [[Double]]] = [
        "horizontal-fill": [[20, 20, 400, 200], [0, 0, 160, 200], [170, 50, 80, 100], [260, 75, 140, 50]],
        "horizontal-fillEqually": [[20, 20, 400, 200], [0, 0, third, 200], [third + 10, 50, third, 100], [2 * third + 20, 75, third, 50]],
        "horizontal-fillProportionally": [[20, 20, 400, 200], [0, 0, 640.0 / 3, 200], [670.0 / 3, 50, 320.0 / 3, 100], [340, 75, 60, 50]],
        "horizontal-equalSpacing": [[20, 20, 400, 200], [0, 0, 160, 200], [220, 50, 80, 100], [360, 75, 40, 50]],
        "horizontal-equalCentering": [[20, 20, 400, 200], [0, 0, 160, 200], [190, 50, 80, 100], [360, 75, 40, 50]],
        "vertical-fill": [[20, 20, 160, 400], [0, 0, 160, 200], [40, 210, 80, 100], [60, 320, 40, 80]],
        "vertical-fillEqually": [[20, 20, 160, 400], [0, 0, 160, third], [40, third + 10, 80, third], [60, 2 * third + 20, 40, third]],
        "vertical-fillProportionally": [
            [20, 20, 160, 400], [0, 0, 160, 200 * wide], [40, 200 * wide + 10, 80, 100 * wide],
            [60, 300 * wide + 20, 40, 380 - 300 * wide],
        ],
        "vertical-equalSpacing": [[20, 20, 160, 400], [0, 0, 160, 200], [40, 225, 80, 100], [60, 350, 40, 50]],
        "vertical-equalCentering": [[20, 20, 160, 400], [0, 0, 160, 200], [40, 210, 80, 100], [60, 350, 40, 50]],
        // Free stacks: x = 0, 170, 260 (y = 0, 210, 320); across, as the alignment says.
        "horizontal-align-fill": [[20, 20, 300, 200], [0, 0, 160, 200], [170, 0, 80, 200], [260, 0, 40, 200]],
        "horizontal-align-leading": [[20, 20, 300, 200], [0, 0, 160, 200], [170, 0, 80, 100], [260, 0, 40, 50]],
        "horizontal-align-trailing": [[20, 20, 300, 200], [0, 0, 160, 200], [170, 100, 80, 100], [260, 150, 40, 50]],
        "horizontal-align-center": [[20, 20, 300, 200], [0, 0, 160, 200], [170, 50, 80, 100], [260, 75, 40, 50]],
        "horizontal-align-firstBaseline": [[20, 20, 300, 200], [0, 0, 160, 200], [170, 90, 80, 100], [260, 120, 40, 50]],
        "horizontal-align-lastBaseline": [[20, 20, 300, 200], [0, 0, 160, 200], [170, 90, 80, 100], [260, 140, 40, 50]],
        "vertical-align-fill": [[20, 20, 160, 370], [0, 0, 160, 200], [0, 210, 160, 100], [0, 320, 160, 50]],
        "vertical-align-leading": [[20, 20, 160, 370], [0, 0, 160, 200], [0, 210, 80, 100], [0, 320, 40, 50]],
        "vertical-align-trailing": [[20, 20, 160, 370], [0, 0, 160, 200], [80, 210, 80, 100], [120, 320, 40, 50]],
        "vertical-align-center": [[20, 20, 160, 370], [0, 0, 160, 200], [40, 210, 80, 100], [60, 320, 40, 50]],
        // A vertical stack treats baseline alignment as fill.
        "vertical-align-firstBaseline": [[20, 20, 160, 370], [0, 0, 160, 200], [0, 210, 160, 100], [0, 320, 160, 50]],
        "vertical-align-lastBaseline": [[20, 20, 160, 370], [0, 0, 160, 200], [0, 210, 160, 100], [0, 320, 160, 50]],
    ]

    @Test func everyGalleryLayoutIsChecked() throws {
        let files = try FileManager.default.contentsOfDirectory(
            atPath: ExamplesTests.examples.appendingPathComponent("gallery").path)
        #expect(Set(files.map { String($0.dropLast(5)) }) == Set(Self.expected.keys))
    }

    @Test(arguments: expected.keys.sorted())
    func galleryFrames(_ name: String) throws {
        let frames = try ExamplesTests().frames("gallery/\(name).json")
        let got = ["stack", "a", "b", "c"].map { frames[$0] ?? [] }
        for (found, wanted) in zip(got, Self.expected[name]!) {
            #expect(found.count == 4 && zip(found, wanted).allSatisfy { abs($0 - $1) < 1e-9 }, "\(name): \(found) ≠ \(wanted)")
        }
    }
}

/// Seed 000's reading screen (Examples/reading-*.json): a scroll view pinned to the safe area under
/// a 20-point status bar, a column with 20-point margins at the readable width, a chapter title
/// (title1) and three paragraphs of body text, spacing 12. Line breaks worked out by hand with the
/// default measurer (a character is half the point size, a line 1.2 times it): title1 is 28
/// at L and 48 at AX3, body 17 and 40.
@Suite struct ReadingScreenExamplesTests {
    /// The frames, rounded to 1e-6 (sums of 20.4-point lines are not exact in binary), and the
    /// labels' lines.
    func layout(_ name: String) throws -> (frames: [String: [Double]], lines: [String: [String]]) {
        let text = try String(contentsOf: ExamplesTests.examples.appendingPathComponent(name), encoding: .utf8)
        let document = try LayoutDocument(try JSON.parse(text))
        let report = try InspectCommand.Report(document)
        #expect(report.ambiguous.isEmpty && report.unsatisfiable.isEmpty, "\(name)")
        let frames = Dictionary(uniqueKeysWithValues: report.frames.map { item in
            (item.name, [item.frame.x, item.frame.y, item.frame.width, item.frame.height].map { ($0 * 1e6).rounded() / 1e6 })
        })
        var lines: [String: [String]] = [:]
        for case let label as Label in document.views { lines[label.id] = label.measurement.lines }
        return (frames, lines)
    }

    @Test func iPhone8AtLarge() throws {
        // 375 - 2 × 20 = 335 wide. Title: 14 per character, 9 characters on one line, 33.6 tall.
        // Body: 8.5 per character, 39 to a line (335 / 8.5 = 39.4): three lines each, 61.2 tall.
        let (f, lines) = try layout("reading-iphone8-L.json")
        #expect(f["scroll"] == [0, 20, 375, 647])
        #expect(lines["paragraph1"] == ["Text that wraps is measured twice: once", "to learn the width it is given, and", "once at that width."])
        #expect(f["chapter"] == [20, 20, 335, 33.6])
        #expect(f["paragraph1"] == [20, 65.6, 335, 61.2])  // 20 + 33.6 + 12
        #expect(f["paragraph2"] == [20, 138.8, 335, 61.2])
        #expect(f["paragraph3"] == [20, 212, 335, 61.2])
        // The content: 20 + 33.6 + 3 × 61.2 + 3 × 12 + 20 = 293.2, shorter than the 647 frame.
        #expect(f["scroll.contentLayoutGuide"] == [0, 0, 375, 293.2])
        #expect(f["column"] == [0, 0, 375, 293.2])
    }

    @Test func iPhone8AtAX3() throws {
        // Body 40: 20 per character, 16 to a line: seven lines of 48 each (336). Title 48: one
        // line, 57.6 tall. The content grows to 20 + 57.6 + 3 × 336 + 3 × 12 + 20 = 1141.6.
        let (f, lines) = try layout("reading-iphone8-AX3.json")
        #expect(lines["paragraph1"] == ["Text that wraps", "is measured", "twice: once to", "learn the width", "it is given, and", "once at that", "width."])
        #expect(f["chapter"] == [20, 20, 335, 57.6])
        #expect(f["paragraph1"] == [20, 89.6, 335, 336])
        #expect(f["paragraph2"] == [20, 437.6, 335, 336])
        #expect(f["paragraph3"] == [20, 785.6, 335, 336])
        #expect(f["scroll.contentLayoutGuide"] == [0, 0, 375, 1141.6])
        #expect(f["scroll.frameLayoutGuide"] == [0, 0, 375, 647])
    }

    @Test func iPadAtLarge() throws {
        // 834 - 40 = 794 > 672: a 672 column at x = 20 + (794 - 672) / 2 = 81. Body: 79 to a
        // line: two lines each (40.8). Content 20 + 33.6 + 3 × 40.8 + 36 + 20 = 232.
        let (f, lines) = try layout("reading-ipad-L.json")
        #expect(f["scroll"] == [0, 20, 834, 1092])
        #expect(lines["paragraph2"] == ["The scroll view takes whatever height the column asks for, so the last line can", "always be reached."])
        #expect(f["chapter"] == [81, 20, 672, 33.6])
        #expect(f["paragraph1"] == [81, 65.6, 672, 40.8])
        #expect(f["paragraph2"] == [81, 118.4, 672, 40.8])
        #expect(f["paragraph3"] == [81, 171.2, 672, 40.8])
        #expect(f["scroll.contentLayoutGuide"] == [0, 0, 834, 232])
    }

    @Test func iPadAtAX3() throws {
        // Body 40 in 672: 33 to a line: 3, 4 and 3 lines (144, 192, 144). Content 20 + 57.6 +
        // 480 + 36 + 20 = 613.6.
        let (f, lines) = try layout("reading-ipad-AX3.json")
        #expect(lines["paragraph2"] == ["The scroll view takes whatever", "height the column asks for, so", "the last line can always be", "reached."])
        #expect(f["chapter"] == [81, 20, 672, 57.6])
        #expect(f["paragraph1"] == [81, 89.6, 672, 144])
        #expect(f["paragraph2"] == [81, 245.6, 672, 192])
        #expect(f["paragraph3"] == [81, 449.6, 672, 144])
        #expect(f["scroll.contentLayoutGuide"] == [0, 0, 834, 613.6])
    }

    @Test func twoColumnsOfText() throws {
        // Examples/text-columns.json: 335 wide, spacing 15, so each label at most 335 / 2 - 7.5 =
        // 160 (UISV-text-width-disambiguation) and together 320: 160 each, 18 characters to a
        // line at 17 points. Left: 3 lines (61.2); right: 5 lines (102); aligned to the top.
        let (f, lines) = try layout("text-columns.json")
        #expect(lines["left"] == ["The quick brown", "fox jumps over the", "lazy dog"])
        #expect(lines["right"] == ["Pack my box with", "five dozen liquor", "jugs, and weigh", "each one twice", "before it ships."])
        #expect(f["left"] == [0, 0, 160, 61.2])
        #expect(f["right"] == [175, 0, 160, 102])
        #expect(f["row"] == [20, 20, 335, 102])
    }
}

/// Seed 003 with the background view's `translatesAutoresizingMaskIntoConstraints` left on
/// (Examples/background-overlay-translates.json: the card across the screen, 20 from each side).
@Suite struct ForgottenTranslatesExampleTests {
    @Test func theConflictAndTheLayoutThatResults() throws {
        // The background, made with a zero frame, gets h=--& v=--& minX == 0, minY == 0,
        // width == 0, height == 0. Its width cannot be both 0 and the card's 335: the autoresizing
        // width, added last, is broken. Its height can: the card (whose height only content
        // priorities hold) collapses to 0 tall, the background with it.
        let text = try String(contentsOf: ExamplesTests.examples.appendingPathComponent("background-overlay-translates.json"), encoding: .utf8)
        let report = try InspectCommand.Report(try LayoutDocument(try JSON.parse(text)))
        #expect(report.unsatisfiable.map(\.broken.description) == ["h=--& v=--& background.width == 0"])
        #expect(report.unsatisfiable.first?.conflicting.map(\.description) == [
            "card.leading == container.leading + 20", "container.trailing == card.trailing + 20",
            "UIView-Encapsulated-Layout-Width: container.width == 375", "background.leading == card.leading",
            "background.trailing == card.trailing", "h=--& v=--& background.width == 0",
        ])
        #expect(report.unsatisfiable.first?.description.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints") == true)
        let frames = Dictionary(uniqueKeysWithValues: report.frames.map { ($0.name, $0.frame) })
        #expect(frames["card"] == Rect(x: 20, y: 100, width: 335, height: 0))
        #expect(frames["background"] == Rect(x: 0, y: 0, width: 335, height: 0))
        #expect(frames["badge"] == Rect(x: 325, y: -10, width: 20, height: 20))
    }
}

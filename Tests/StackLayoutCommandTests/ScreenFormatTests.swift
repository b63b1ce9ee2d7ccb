import Testing

@testable import StackLayoutCommand

/// The layout file's screen keys: the container's safe area and content size category, labels,
/// scroll views and their guides, margins from the safe area; bad values refused by key path.
@Suite struct ScreenFormatTests {
    func inspect(_ text: String) -> ToolResult { InspectCommandTests().inspect(text) }

    /// A 10-point label in a scroll view that fills the safe area under a 20-point status bar,
    /// 20 from the content's edges, the content as wide as the frame.
    static let scrollingLabel = """
        {
          "container": {"width": 140, "height": 100, "safeArea": {"top": 20}, "contentSizeCategory": "AX3"},
          "root": {"id": "scroll", "kind": "scroll", "contentInsetAdjustmentBehavior": "never",
                   "subviews": [{"id": "text", "kind": "label", "font": 10, "numberOfLines": 0,
                                 "lineBreakMode": "byWordWrapping",
                                 "text": "The quick brown fox jumps over the lazy dog"}]},
          "constraints": [
            "scroll.top == container.safeAreaLayoutGuide.top", "scroll.bottom == container.bottom",
            "scroll.leading == container.leading", "scroll.trailing == container.trailing",
            "text.top == scroll.contentLayoutGuide.top + 20", "text.leading == scroll.contentLayoutGuide.leading + 20",
            "scroll.contentLayoutGuide.bottom == text.bottom + 20",
            "scroll.contentLayoutGuide.trailing == text.trailing + 20",
            "scroll.contentLayoutGuide.width == scroll.frameLayoutGuide.width"
          ]
        }
        """

    @Test func aLabelInAScrollViewUnderAStatusBar() {
        // The scroll view fills the safe area (y 20, 80 tall); the label (10 points, 5 per
        // character) is 100 wide at 20 from the content's edges: "The quick brown fox" / "jumps
        // over the lazy" / "dog", 36 tall; the content 20 + 36 + 20 = 76 tall.
        let result = inspect(Self.scrollingLabel)
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output.contains("UIViewSafeAreaLayoutGuide-top: container.safeAreaLayoutGuide.top == container.top + 20"))
        #expect(result.output.contains("  container.safeAreaLayoutGuide: x 0, y 20, width 140, height 80\n"))
        #expect(result.output.contains("  scroll: x 0, y 20, width 140, height 80\n"))
        #expect(result.output.contains("  scroll.contentLayoutGuide: x 0, y 0, width 140, height 76\n"))
        #expect(result.output.contains("  text: x 20, y 20, width 100, height 36\n"))
        #expect(result.output.contains("ambiguous: none\nunsatisfiable: none\n"))
    }

    @Test func aTextStyleFollowsTheCategoryAndMarginsTheSafeArea() {
        // Body at XS is 14: "Hi" is 14 × 16.8. The container's margins guide: 8 + 10 from the top.
        let result = inspect("""
            {
              "container": {"width": 100, "height": 100, "safeArea": {"top": 10, "left": 0, "bottom": 0, "right": 0},
                            "contentSizeCategory": "XS"},
              "root": {"id": "text", "kind": "label", "font": "body", "text": "Hi", "pin": {"top": 0, "leading": 0},
                       "insetsLayoutMarginsFromSafeArea": false, "preservesSuperviewLayoutMargins": false},
              "constraints": ["container.layoutMarginsGuide.width == 84"]
            }
            """)
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output.contains("  text: x 0, y 0, width 14, height 16.8\n"))
        #expect(result.output.contains("  container.layoutMarginsGuide: x 8, y 18, width 84, height 74\n"))
    }

    @Test func aLabelsLinesAreDrawnInItsBox() throws {
        // The label in a scroll view under a status bar (above): drawn at y 20 + 20 = 40 in the
        // container; lines 12 apart from the first baseline at 9, 10-point text drawn at 5/6.
        let svg = try inspectWriting("--svg", of: Self.scrollingLabel)
        let lines = [(49, 95, "The quick brown fox"), (61, 95, "jumps over the lazy"), (73, 15, "dog")].map { y, width, line in
            #"<text class="line" x="20" y="\#(y)" textLength="\#(width)" lengthAdjust="spacingAndGlyphs">\#(line)</text>"#
        }
        let size = 10.0 * 5 / 6
        #expect(svg.contains(##"<g class="text" font-family="monospace" font-size="\##(size)" fill="#333">"## + lines.joined() + "</g>"))
    }

    @Test func aFileViewTranslatesItsFrameOnlyWhenItSaysSo() {
        // The root translates its frame (x 10, y 20, 30 × 40) and its mask: h=--& v=--&.
        let result = inspect("""
            {"container": {"width": 100, "height": 100},
             "root": {"id": "r", "translatesAutoresizingMaskIntoConstraints": true, "autoresizingMask": [],
                      "frame": {"x": 10, "y": 20, "width": 30, "height": 40}}}
            """)
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output.contains("    h=--& v=--& r.minX == 10\n"))
        #expect(result.output.contains("  r: x 10, y 20, width 30, height 40\n"))
        #expect(result.output.hasSuffix("ambiguous: none\nunsatisfiable: none\n"))
    }

    static let container = #""container": {"width": 10, "height": 10}"#

    @Test(arguments: [
        (#"{"container": {"width": 10, "height": 10, "safeArea": {"top": -1}}, "root": {"id": "r"}}"#, "container.safeArea.top: expected a number not below 0"),
        (#"{"container": {"width": 10, "height": 10, "safeArea": {"leading": 1}}, "root": {"id": "r"}}"#, "container.safeArea.leading: unknown key"),
        (#"{"container": {"width": 10, "height": 10, "contentSizeCategory": "huge"}, "root": {"id": "r"}}"#, #"container.contentSizeCategory: unknown content size category "huge" (XS, S, M, L, XL, XXL, XXXL, AX1…AX5)"#),
        ("{\(container), \"root\": {\"id\": \"r\", \"kind\": \"label\", \"intrinsicSize\": {\"width\": 1}}}", "root.intrinsicSize: unknown key"),
        ("{\(container), \"root\": {\"id\": \"r\", \"kind\": \"label\", \"font\": \"huge\"}}", #"root.font: unknown text style "huge" (largeTitle, title1…title3, headline, body, callout, subheadline, footnote, caption1, caption2)"#),
        ("{\(container), \"root\": {\"id\": \"r\", \"kind\": \"label\", \"font\": 0}}", "root.font: expected a point size above 0 or a text style"),
        ("{\(container), \"root\": {\"id\": \"r\", \"kind\": \"label\", \"numberOfLines\": 1.5}}", "root.numberOfLines: expected a whole number of lines (0 for no limit)"),
        ("{\(container), \"root\": {\"id\": \"r\", \"kind\": \"label\", \"numberOfLines\": -1}}", "root.numberOfLines: expected a number not below 0"),
        ("{\(container), \"root\": {\"id\": \"r\", \"kind\": \"label\", \"lineBreakMode\": \"clip\"}}", #"root.lineBreakMode: unknown line break mode "clip" (byWordWrapping, byCharWrapping, byTruncatingTail)"#),
        ("{\(container), \"root\": {\"id\": \"r\", \"kind\": \"label\", \"preferredMaxLayoutWidth\": -5}}", "root.preferredMaxLayoutWidth: expected a number not below 0"),
        ("{\(container), \"root\": {\"id\": \"r\", \"kind\": \"label\", \"text\": 5}}", "root.text: expected a string, found a number"),
        ("{\(container), \"root\": {\"id\": \"r\", \"kind\": \"scroll\", \"contentInsetAdjustmentBehavior\": \"sometimes\"}}", #"root.contentInsetAdjustmentBehavior: unknown adjustment behavior "sometimes" (automatic, scrollableAxes, never, always)"#),
        ("{\(container), \"root\": {\"id\": \"r\", \"kind\": \"scroll\", \"contentInset\": {\"top\": \"x\"}}}", "root.contentInset.top: expected a number, found a string"),
        ("{\(container), \"root\": {\"id\": \"r\", \"kind\": \"label\", \"contentInset\": {}}}", "root.contentInset: unknown key"),
        ("{\(container), \"root\": {\"id\": \"r\", \"insetsLayoutMarginsFromSafeArea\": 1}}", "root.insetsLayoutMarginsFromSafeArea: expected true or false, found a number"),
        ("{\(container), \"root\": {\"id\": \"r\", \"translatesAutoresizingMaskIntoConstraints\": \"yes\"}}", "root.translatesAutoresizingMaskIntoConstraints: expected true or false, found a string"),
        ("{\(container), \"root\": {\"id\": \"r\", \"autoresizingMask\": [\"flexibleDepth\"]}}", #"root.autoresizingMask[0]: unknown autoresizing mask "flexibleDepth" (flexibleLeftMargin, flexibleWidth, flexibleRightMargin, flexibleTopMargin, flexibleHeight, flexibleBottomMargin)"#),
        ("{\(container), \"root\": {\"id\": \"r\", \"frame\": {\"x\": 1, \"width\": -2}}}", "root.frame.width: expected a number not below 0"),
        ("{\(container), \"root\": {\"id\": \"r\", \"frame\": {\"z\": 1}}}", "root.frame.z: unknown key"),
        ("{\(container), \"root\": {\"id\": \"r\"}, \"constraints\": [\"r.top == r.contentLayoutGuide.top\"]}", #"constraints[0]: unknown item "r.contentLayoutGuide""#),
    ])
    func badValuesAreRefusedByKeyPath(_ text: String, _ message: String) {
        #expect(inspect(text) == ToolResult(errorOutput: "stacklayout: layout.json: \(message)\n", status: 2))
    }
}

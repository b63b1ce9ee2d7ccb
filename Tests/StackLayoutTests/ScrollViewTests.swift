import StackLayout
import Testing

/// A scroll view's guides, content size and insets, frames worked out by hand.
@Suite struct ScrollViewTests {
    /// The four edges of `item` on those of `other`.
    static func edges(_ item: LayoutItem, _ other: LayoutItem) -> [LayoutConstraint] {
        [
            item.topAnchor.constraint(equalTo: other.topAnchor), item.leadingAnchor.constraint(equalTo: other.leadingAnchor),
            item.bottomAnchor.constraint(equalTo: other.bottomAnchor),
            item.trailingAnchor.constraint(equalTo: other.trailingAnchor),
        ]
    }

    /// A scroll view filling a 375 × 667 root, its content a column `contentHeight` tall pinned to
    /// the content guide and as wide as the frame guide.
    func scroll(contentHeight: Double, safeArea: EdgeInsets? = nil) throws -> (View, ScrollView, View) {
        let root = container()
        if let safeArea { root.safeAreaInsets = safeArea }
        let scroll = ScrollView(id: "scroll")
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let column = label("column", nil, contentHeight, in: scroll)
        LayoutConstraint.activate(
            Self.edges(scroll, root) + Self.edges(column, scroll.contentLayoutGuide)
                + [column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor)])
        return (root, scroll, column)
    }

    @Test func theContentSizeFollowsTheContentGuide() throws {
        let (root, scroll, column) = try scroll(contentHeight: 1000)
        root.layoutIfNeeded()
        #expect(scroll.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(column.frame == Rect(x: 0, y: 0, width: 375, height: 1000))
        #expect(scroll.contentSize == Size(width: 375, height: 1000))
        #expect(scroll.contentLayoutGuide.frame == Rect(x: 0, y: 0, width: 375, height: 1000))
        #expect(scroll.frameLayoutGuide.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(root.viewsWithAmbiguousLayout().isEmpty)
    }

    @Test func contentWithoutASizeIsAmbiguous() throws {
        let root = container()
        let scroll = ScrollView(id: "scroll")
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        LayoutConstraint.activate(Self.edges(scroll, root))
        #expect(root.viewsWithAmbiguousLayout().map(\.layoutName) == ["scroll.contentLayoutGuide"])
    }

    @Test func theContentInsetMovesTheContentOnScreenNotInContentCoordinates() throws {
        // Content offset = -(left, top) = (-5, -10): the frame guide sits there in content
        // coordinates; the column stays at the content origin.
        let (root, scroll, column) = try scroll(contentHeight: 1000)
        scroll.contentInset = EdgeInsets(top: 10, left: 5, bottom: 30, right: 0)
        root.layoutIfNeeded()
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 10, left: 5, bottom: 30, right: 0))
        #expect(scroll.contentOffset == Point(x: -5, y: -10))
        #expect(column.frame == Rect(x: 0, y: 0, width: 375, height: 1000))
        #expect(scroll.frameLayoutGuide.frame == Rect(x: -5, y: -10, width: 375, height: 667))
        #expect(scroll.contentSize == Size(width: 375, height: 1000))
    }

    @Test func theSafeAreaAdjustsTheInsetAlongAxesThatScroll() throws {
        // Under a status bar (20) and a home indicator (34): the 1000-tall column scrolls
        // vertically, so top and bottom are adjusted; 375 wide does not scroll sideways.
        let insets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        let (root, scroll, _) = try scroll(contentHeight: 1000, safeArea: insets)
        root.layoutIfNeeded()
        #expect(scroll.safeAreaInsets == insets)
        #expect(scroll.adjustedContentInset == insets)
        #expect(scroll.frameLayoutGuide.frame == Rect(x: 0, y: -20, width: 375, height: 667))
        scroll.contentInsetAdjustmentBehavior = .never
        root.layoutIfNeeded()
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    @Test func shortContentIsNotAdjustedUnlessAlways() throws {
        let insets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        let (root, scroll, _) = try scroll(contentHeight: 100, safeArea: insets)
        root.layoutIfNeeded()
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        scroll.contentInsetAdjustmentBehavior = .always
        root.layoutIfNeeded()
        #expect(scroll.adjustedContentInset == insets)
        #expect(scroll.contentOffset == Point(x: 0, y: -20))
    }

    @Test func aWrappingLabelInAScrollViewSetsTheContentHeight() throws {
        // The column is 375 wide less 20 each side: 335 holds 67 characters at 10 points; the
        // text (43 + 1 + 43 = 87 characters) breaks after "…lazy dog The quick brown fox"
        // (43 + 1 + 19 = 63; " jumps" would make 69): two lines, 24 tall, and the content is
        // 20 + 24 + 20 = 64 tall.
        let root = container()
        let scroll = ScrollView(id: "scroll")
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let text = StackLayout.Label(id: "text")
        text.text = MonospacedTextMeasurerTests.fox + " " + MonospacedTextMeasurerTests.fox
        text.font = .system(size: 10)
        text.numberOfLines = 0
        text.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(text)
        let content = scroll.contentLayoutGuide
        LayoutConstraint.activate(Self.edges(scroll, root) + [
            text.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            text.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
            content.bottomAnchor.constraint(equalTo: text.bottomAnchor, constant: 20),
            content.trailingAnchor.constraint(equalTo: text.trailingAnchor, constant: 20),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        root.layoutIfNeeded()
        #expect(text.measurement.lines == ["The quick brown fox jumps over the lazy dog The quick brown fox", "jumps over the lazy dog"])
        #expect(text.frame == Rect(x: 20, y: 20, width: 335, height: 24))
        #expect(scroll.contentSize == Size(width: 375, height: 64))
    }
}

import StackLayout
import Testing

/// Labels laid out, frames worked out by hand (10-point text: 5 per character, 12 per line).
@Suite struct LabelTests {
    /// "The quick brown fox jumps over the lazy dog" at 10 points, any number of lines.
    func foxLabel() -> StackLayout.Label {
        let text = StackLayout.Label(id: "text")
        text.text = MonospacedTextMeasurerTests.fox
        text.font = .system(size: 10)
        text.numberOfLines = 0
        return text
    }

    /// A multi-line label at 10 points, pinned 20 from the container's left and right, 40 from
    /// its top.
    func pinnedLabel(containerWidth: Double) throws -> (View, StackLayout.Label) {
        let root = container(containerWidth, 400)
        let text = foxLabel()
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            root.trailingAnchor.constraint(equalTo: text.trailingAnchor, constant: 20),
            text.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
        ])
        return (root, text)
    }

    @Test func aMultiLineLabelWrapsToTheWidthItIsGiven() throws {
        // First pass: one line 215 wide, squeezed to 140 - 40 = 100. Second pass at 100: three
        // lines (see MonospacedTextMeasurerTests), 36 tall.
        let (root, text) = try pinnedLabel(containerWidth: 140)
        root.layoutIfNeeded()
        #expect(text.frame == Rect(x: 20, y: 40, width: 100, height: 36))
        #expect(text.intrinsicContentSize == Size(width: 95, height: 36))
        #expect(text.lastBaselineOffset == 33)
        #expect(root.unsatisfiableConstraints.isEmpty)
    }

    @Test func aChangeOfWidthMeasuresAgain() throws {
        // 200 wide holds 40 characters: "The quick brown fox jumps over the lazy" (39), then "dog".
        let (root, text) = try pinnedLabel(containerWidth: 140)
        root.layoutIfNeeded()
        root.frame = Rect(x: 0, y: 0, width: 240, height: 400)
        root.layoutIfNeeded()
        #expect(text.frame == Rect(x: 20, y: 40, width: 200, height: 24))
        root.frame = Rect(x: 0, y: 0, width: 140, height: 400)
        root.layoutIfNeeded()
        #expect(text.frame == Rect(x: 20, y: 40, width: 100, height: 36))
    }

    @Test func preferredMaxLayoutWidthWrapsWhateverTheWidth() throws {
        // 50 holds 10 characters: "The quick", "brown fox", "jumps over", "the lazy", "dog".
        let root = container(375, 400)
        let text = foxLabel()
        text.preferredMaxLayoutWidth = 50
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            text.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
        ])
        root.layoutIfNeeded()
        #expect(text.measurement.lines == ["The quick", "brown fox", "jumps over", "the lazy", "dog"])
        #expect(text.frame == Rect(x: 20, y: 40, width: 50, height: 60))
    }

    @Test func aSingleLineLabelNeverWraps() throws {
        let (root, text) = try pinnedLabel(containerWidth: 140)
        text.numberOfLines = 1
        root.layoutIfNeeded()
        #expect(text.frame == Rect(x: 20, y: 40, width: 100, height: 12))
        #expect(text.intrinsicContentSize == Size(width: 215, height: 12))
    }

    @Test func aLineLimitCapsTheHeight() throws {
        let (root, text) = try pinnedLabel(containerWidth: 140)
        text.numberOfLines = 2
        root.layoutIfNeeded()
        #expect(text.frame == Rect(x: 20, y: 40, width: 100, height: 24))
    }

    @Test func textStylesFollowTheRootsContentSizeCategory() throws {
        // Body: 17 at L (8.5 per character, 20.4 per line), 40 at AX3, 14 at xS.
        let root = container()
        let text = StackLayout.Label(id: "text")
        text.text = "Hello"
        text.font = .textStyle(.body)
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            text.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(text.frame == Rect(x: 0, y: 0, width: 42.5, height: 20.4))
        #expect(text.firstBaselineOffset == 15.3)
        root.contentSizeCategory = .accessibilityExtraLarge
        root.layoutIfNeeded()
        #expect(text.frame == Rect(x: 0, y: 0, width: 100, height: 48))
        root.contentSizeCategory = .extraSmall
        root.layoutIfNeeded()
        #expect(text.frame == Rect(x: 0, y: 0, width: 35, height: 16.8))
    }

    @Test func theHIGTable() {
        let body = ContentSizeCategory.allCases.map { TextStyle.body.pointSize(for: $0) }
        #expect(body == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(TextStyle.allCases.map { $0.pointSize(for: .large) } == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test func aNegativeLineCountIsRefused() throws {
        let root = container()
        let log = IssueLog(root)
        let text = StackLayout.Label(id: "text")
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        text.numberOfLines = -1
        #expect(text.numberOfLines == 1)
        #expect(log.issues.count == 1)
    }
}

extension LabelTests {
    @Test func aWidthOfZeroIsNoWidthToWrapTo() throws {
        // Laid out once before it has constraints (0 wide), then free with only its origin pinned:
        // measured without a limit, one line 215 wide, not one character per line.
        let root = container()
        let text = foxLabel()
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        let squeeze = text.widthAnchor.constraint(equalToConstant: 0)
        LayoutConstraint.activate([squeeze])
        root.layoutIfNeeded()
        #expect(text.frame.width == 0)
        squeeze.deactivate()
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            text.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(text.frame == Rect(x: 0, y: 0, width: 215, height: 12))
    }
}

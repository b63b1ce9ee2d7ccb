import StackLayout
import Testing

/// `UISV-text-width-disambiguation` (the reference's "Multi-line text"): exact sets, and the
/// frames it leads to.
@Suite struct TextWidthDisambiguationTests {
    func texts(
        _ multiline: Set<Int>, _ axis: LayoutAxis = .horizontal, _ distribution: StackDistribution = .fill,
        hidden: Set<Int> = [], spacing: Double
    ) -> Set<String> {
        var stack = configuration(axis, distribution, hidden: hidden, spacing: spacing)
        for index in multiline { stack.arranged[index].isMultilineText = true }
        return generated(stack)
    }

    func disambiguation(_ all: Set<String>) -> Set<String> { all.filter { $0.hasPrefix("UISV-text-width") } }

    @Test func twoMultiLineLabelsInAFillStack() {
        // m = 2: each at most half the stack less half a spacing, on top of fill's constraints.
        #expect(texts([0, 2], spacing: 10) == expected(
            StackCompilerTests.canvas
                + ["UISV-spacing: b.leading == a.trailing + 10", "UISV-spacing: c.leading == b.trailing + 10"]
                + StackCompilerTests.fillAcross + [
                    "UISV-text-width-disambiguation: a.width <= 0.5 * stack.width - 5 @950",
                    "UISV-text-width-disambiguation: c.width <= 0.5 * stack.width - 5 @950",
                ]))
    }

    @Test func threeUnderEqualSpacingAndEqualCentering() {
        // m = 3: a third of the stack less 9 × 2 / 3 = 6.
        let third = 1.0 / 3
        let lines = ["a", "b", "c"].map { "UISV-text-width-disambiguation: \($0).width <= \(third) * stack.width - 6 @950" }
        #expect(disambiguation(texts([0, 1, 2], .horizontal, .equalSpacing, spacing: 9)) == expected(lines))
        #expect(disambiguation(texts([0, 1, 2], .horizontal, .equalCentering, spacing: 9)) == expected(lines))
    }

    @Test func noneWhereTheStackSharesTheWidthOrThereIsOneText() {
        #expect(disambiguation(texts([0, 1, 2], .horizontal, .fillEqually, spacing: 8)).isEmpty)
        #expect(disambiguation(texts([0, 1, 2], .horizontal, .fillProportionally, spacing: 8)).isEmpty)
        #expect(disambiguation(texts([0, 1, 2], .vertical, .fill, spacing: 8)).isEmpty)
        #expect(disambiguation(texts([0], spacing: 8)).isEmpty)
        // A hidden label takes no share: two multi-line labels, one hidden, leave one.
        #expect(disambiguation(texts([0, 1], hidden: [1], spacing: 8)).isEmpty)
    }

    @Test func twoLabelsShareTheWidth() throws {
        // 375 - 2 × 20 = 335 wide, spacing 15: each at most 335 / 2 - 7.5 = 160, and together
        // 335 - 15 = 320, so both are 160. At 10 points 160 holds 32 characters: "The quick brown
        // fox jumps over" (30) / "the lazy dog"; "Pack my box with five dozen" (27) / "liquor jugs".
        let root = container()
        let stack = StackView(id: "stack")
        stack.spacing = 15
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let labels = ["The quick brown fox jumps over the lazy dog", "Pack my box with five dozen liquor jugs"]
            .enumerated().map { index, text in
                let label = StackLayout.Label(id: index == 0 ? "a" : "b")
                label.text = text
                label.font = .system(size: 10)
                label.numberOfLines = 0
                stack.addArrangedSubview(label)
                return label
            }
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            root.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        #expect(labels[0].frame == Rect(x: 0, y: 0, width: 160, height: 24))
        #expect(labels[1].frame == Rect(x: 175, y: 0, width: 160, height: 24))
        #expect(labels[1].measurement.lines == ["Pack my box with five dozen", "liquor jugs"])
        #expect(stack.frame == Rect(x: 20, y: 20, width: 335, height: 24))
        #expect(!labels[0].hasAmbiguousLayout)
    }
}

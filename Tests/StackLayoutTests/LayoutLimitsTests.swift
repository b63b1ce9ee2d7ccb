@testable import StackLayout
import Testing

/// Numbers beyond `LayoutLimits.maximumMagnitude` (1e9) are refused with a report and leave the
/// layout as it was; up to it they are laid out exactly.
@Suite struct LayoutLimitsTests {
    /// Fuzz finding 07: an intrinsic height of 1e200 that later returned to 194 left a required
    /// margin-guide constraint 16 off. 1e200 is now refused, and the layout is a fresh one's.
    @Test func aHugeIntrinsicSizeIsRefusedAndLeavesNoTrace() throws {
        let v0 = StackView(id: "v0")
        let v2 = StackView(id: "v2")
        v0.addArrangedSubview(v2)
        v0.alignment = .firstBaseline
        v0.isLayoutMarginsRelativeArrangement = true
        var issues: [String] = []
        v0.layoutIssueHandler = { issues.append($0.description) }
        v2.setIntrinsicContentSize(Size(width: 137, height: 1e200))
        #expect(issues == [
            LayoutIssue.refusedChange(.beyondMaximumMagnitude(what: "the intrinsic content size of v2", value: 1e200)).description
        ])
        #expect(v2.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        v0.layoutIfNeeded()
        v2.setIntrinsicContentSize(Size(width: View.noIntrinsicMetric, height: 194))
        v0.layoutIfNeeded()
        // v2 keeps its 194 (compression 750 beats canvas-fit @49), 8 below the margin guide's top;
        // v0 is 8 + 194 + 8 = 210 tall. Widths are free (nothing sets one).
        #expect([v0.frame.y, v0.frame.height] == [0, 210])
        #expect([v2.frame.y, v2.frame.height] == [8, 194])
        let guide = v0.layoutMarginsGuide.frame
        #expect([guide.y, guide.height, v0.frame.height - guide.y - guide.height] == [8, 194, 8])
        #expect(v0.unsatisfiableConstraints.isEmpty)
        #expect(issues.count == 1)
    }

    @Test func aConstantBeyondTheLimitIsRefusedOnActivation() throws {
        let root = container(100, 100, id: "root")
        let a = View(id: "a")
        a.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(a)
        let wide = a.widthAnchor.constraint(equalToConstant: 2e9)
        #expect(throws: LayoutError.beyondMaximumMagnitude(what: "the constant of a.width == 2000000000", value: 2e9)) {
            try LayoutConstraint.activateOrThrow([a.heightAnchor.constraint(equalToConstant: 1), wide])
        }
        #expect(a.constraints.isEmpty)
        let scaled = a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: -3e9)
        #expect(throws: LayoutError.beyondMaximumMagnitude(what: "the multiplier of \(scaled)", value: -3e9)) {
            try scaled.activateOrThrow()
        }
        // Exactly the limit is accepted and laid out exactly.
        try LayoutConstraint.activateOrThrow([
            a.widthAnchor.constraint(equalToConstant: 1e9), a.heightAnchor.constraint(equalToConstant: 1),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: -1e9),
            a.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == Rect(x: -1e9, y: 0, width: 1e9, height: 1))
    }

    @Test func aConstantBeyondTheLimitOnAnActiveConstraintIsRefusedAndReported() throws {
        let root = container(100, 100, id: "root")
        let log = IssueLog(root)
        let a = View(id: "a")
        a.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(a)
        let width = a.widthAnchor.constraint(equalToConstant: 30)
        try LayoutConstraint.activateOrThrow([
            width, a.heightAnchor.constraint(equalToConstant: 5),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        width.constant = -1.5e9
        #expect(width.constant == 30)
        #expect(log.issues == [
            LayoutIssue.refusedChange(.beyondMaximumMagnitude(what: "the constant of a.width == 30", value: -1.5e9)).description
        ])
        root.layoutIfNeeded()
        #expect(a.frame == Rect(x: 0, y: 0, width: 30, height: 5))
    }

    /// Every other way a number reaches the solver checks the limit the same way.
    @Test func geometryBeyondTheLimitIsRefused() throws {
        let root = container(100, 100, id: "root")
        let log = IssueLog(root)
        let stack = StackView(id: "stack")
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let a = View(id: "a")
        stack.addArrangedSubview(a)
        root.frame = Rect(x: 0, y: 0, width: 1e10, height: 1)
        root.directionalLayoutMargins = DirectionalEdgeInsets(all: -2e9)
        a.firstBaselineOffset = 1e12
        root.readableWidth = 5e9
        stack.spacing = 1e9 + 1
        stack.setCustomSpacing(-4e9, after: a)
        #expect(root.frame == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(root.directionalLayoutMargins == DirectionalEdgeInsets(all: 8))
        #expect(a.firstBaselineOffset == nil)
        #expect(root.readableWidth == 672)
        #expect(stack.spacing == 0)
        #expect(stack.customSpacing(after: a) == StackView.spacingUseDefault)
        let refused: [(String, Double)] = [
            ("the frame of root", 1e10), ("the directionalLayoutMargins of root", -2e9),
            ("the firstBaselineOffset of a", 1e12), ("the readableWidth of root", 5e9),
            ("the spacing of stack", 1e9 + 1), ("the custom spacing after a of stack", -4e9),
        ]
        #expect(log.issues == refused.map { LayoutIssue.refusedChange(.beyondMaximumMagnitude(what: $0, value: $1)).description })
        #expect(root.systemLayoutSizeFitting(Size(width: 3e9, height: 0)) == Size(width: 0, height: 0))
        #expect(log.issues.last == LayoutIssue.refusedChange(
            .beyondMaximumMagnitude(what: "the constant of root.width == 3000000000 @50", value: 3e9)).description)
    }
}

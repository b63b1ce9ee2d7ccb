@testable import StackLayout
import Testing

/// Layout sends the solver only what changed.
@Suite struct LayoutEngineTests {
    @Test func changingOneConstantInAThousandViewLayoutDoesNotRebuild() throws {
        // 1000 views in a row, each 20 wide (intrinsic), 8 apart.
        let root = container(100_000, 100)
        var spacings: [LayoutConstraint] = []
        var previous: View?
        for index in 0..<1000 {
            let view = try label("v\(index)", 20, 10, in: root)
            let spacing = previous.map { view.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: 8) }
                ?? view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
            spacings.append(spacing)
            try LayoutConstraint.activate([spacing, view.topAnchor.constraint(equalTo: root.topAnchor)])
            previous = view
        }
        root.layoutIfNeeded()
        let before = root.layoutStatistics
        #expect(before.solverBuilds == 1)
        spacings[500].constant = 40
        root.layoutIfNeeded()
        let after = root.layoutStatistics
        #expect(after == LayoutStatistics(
            solverBuilds: 1, additions: before.additions, removals: before.removals, constantChanges: 1))
        // View 500 moves right by 32, and every view after it.
        #expect(root.subviews[499].frame.x == 8 + 499 * 28)
        #expect(root.subviews[500].frame.x == 8 + 499 * 28 + 20 + 40)
        #expect(root.subviews[999].frame.x == 8 + 999 * 28 + 32)
    }

    @Test func aSecondLayoutWithoutChangesTouchesNothing() throws {
        let root = container()
        let a = try label("a", 50, 50, in: root)
        try LayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        let first = root.layoutStatistics
        root.layoutIfNeeded()
        #expect(root.layoutStatistics == first)
    }

    @Test func changingAnIntrinsicSizeChangesOnlyThoseConstantsInPlace() throws {
        let root = container()
        let a = try label("a", 50, 50, in: root)
        let b = try label("b", 60, 60, in: root)
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let first = root.layoutStatistics
        a.intrinsicContentSize = IntrinsicContentSize(width: 70, height: 50)
        a.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        // a.width <= 70 @250 and a.width >= 70 @750: two constants changed, nothing added or removed.
        #expect(root.layoutStatistics == LayoutStatistics(
            solverBuilds: 1, additions: first.additions, removals: first.removals, constantChanges: 2))
        #expect(b.frame == Rect(x: 70, y: 0, width: 60, height: 60))
    }

    @Test func changingAHuggingPriorityReplacesOnlyThatConstraint() throws {
        let root = container()
        let a = try label("a", 50, 50, in: root)
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let first = root.layoutStatistics
        a.setContentHuggingPriority(200, for: .horizontal)
        root.layoutIfNeeded()
        #expect(root.layoutStatistics == LayoutStatistics(
            solverBuilds: 1, additions: first.additions + 1, removals: first.removals + 1, constantChanges: 0))
        #expect(a.constraintsAffectingLayout(for: .horizontal).map(\.description) == [
            "a.leading == container.leading",
            "a.trailing == container.trailing",
            "a.width >= 50 @750 (content size)",
            "a.width <= 50 @200 (content size)",
        ])
        #expect(a.frame == Rect(x: 0, y: 0, width: 375, height: 50))
    }

    @Test func changingMarginsMovesTheGuideInPlace() throws {
        let root = container()
        let guide = root.layoutMarginsGuide
        root.layoutIfNeeded()
        let first = root.layoutStatistics
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 20, leading: 16, bottom: 8, trailing: 8)
        root.layoutIfNeeded()
        #expect(root.layoutStatistics.constantChanges == first.constantChanges + 2)
        #expect(root.layoutStatistics.additions == first.additions)
        // 375 - 16 - 8 = 351 wide; 667 - 20 - 8 = 639 high.
        #expect(guide.frame == Rect(x: 16, y: 20, width: 351, height: 639))
    }

    @Test func aBrokenConstraintHoldsOnceItsConflictLeaves() throws {
        let root = container()
        let log = IssueLog(root)
        let a = try label("a", nil, 30, in: root)
        let narrow = a.widthAnchor.constraint(equalToConstant: 100)
        let wide = a.widthAnchor.constraint(equalToConstant: 200)
        try LayoutConstraint.activate([
            narrow, wide, a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.width == 100)
        #expect(root.unsatisfiableConstraints.map(\.broken.description) == ["a.width == 200"])
        narrow.isActive = false
        root.layoutIfNeeded()
        #expect(a.frame == Rect(x: 0, y: 0, width: 200, height: 30))
        #expect(root.unsatisfiableConstraints.isEmpty)
        #expect(log.issues.count == 1)  // reported once, when it broke
    }
}

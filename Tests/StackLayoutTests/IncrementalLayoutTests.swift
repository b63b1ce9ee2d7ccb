@testable import StackLayout
import Testing

/// Layout sends the solver only what changed.
@Suite struct IncrementalLayoutTests {
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

    @Test func changingAnIntrinsicSizeReplacesOnlyThatViewsContentSizeConstraints() throws {
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
        root.layoutIfNeeded()
        // a's four content-size constraints are made again: 4 removed, 4 added.
        #expect(root.layoutStatistics.additions == first.additions + 4)
        #expect(root.layoutStatistics.removals == first.removals + 4)
        #expect(b.frame == Rect(x: 70, y: 0, width: 60, height: 60))
    }
}

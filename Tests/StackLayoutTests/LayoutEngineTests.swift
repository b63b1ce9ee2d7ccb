@testable import Cassowary
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
            let view = label("v\(index)", 20, 10, in: root)
            let spacing = previous.map { view.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: 8) }
                ?? view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
            spacings.append(spacing)
            LayoutConstraint.activate([spacing, view.topAnchor.constraint(equalTo: root.topAnchor)])
            previous = view
        }
        root.layoutIfNeeded()
        let before = root.layoutStatistics
        #expect(before.solverBuilds == 1)
        spacings[500].constant = 40
        root.layoutIfNeeded()
        let after = root.layoutStatistics
        // Only the changed constraint is turned into solver form again.
        #expect(after == LayoutStatistics(
            solverBuilds: 1, additions: before.additions, removals: before.removals, constantChanges: 1,
            derivations: before.derivations + 1))
        // View 500 moves right by 32, and every view after it.
        #expect(root.subviews[499].frame.x == CGFloat(8 + 499 * 28))
        #expect(root.subviews[500].frame.x == CGFloat(8 + 499 * 28 + 20 + 40))
        #expect(root.subviews[999].frame.x == CGFloat(8 + 999 * 28 + 32))
    }

    @Test func constantsAndHidingDoNotGatherEveryConstraint() throws {
        let root = container()
        let (stack, labels) = stackOfThreeLabels(spacing: 4, in: root)
        let top = stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        LayoutConstraint.activate([top, stack.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        #expect(root.engine?.fullPasses == 1)
        #expect(stack.frame == Rect(x: 0, y: 10, width: 40, height: 68))
        top.constant = 30
        root.layoutIfNeeded()
        #expect(stack.frame == Rect(x: 0, y: 30, width: 40, height: 68))
        // Hidden: no height and no spacing after it.
        labels[1].isHidden = true
        root.layoutIfNeeded()
        #expect(labels[2].frame == Rect(x: 0, y: 24, width: 40, height: 20))
        #expect(stack.frame == Rect(x: 0, y: 30, width: 40, height: 44))
        // No longer arranged, still a subview: the stack holds the hidden l1 and l2 alone.
        stack.removeArrangedSubview(labels[0])
        root.layoutIfNeeded()
        #expect(labels[2].frame == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(stack.frame == Rect(x: 0, y: 30, width: 40, height: 20))
        // The stack's first arranged view changed, and with it the stack's first baseline, which
        // constraints elsewhere may mention: every constraint is gathered (constants and hiding
        // above were not).
        #expect(root.engine?.fullPasses == 2)
        // A new intrinsic size changes a generated constraint: every constraint is gathered.
        labels[2].setIntrinsicContentSize(Size(width: 40, height: 30))
        root.layoutIfNeeded()
        #expect(root.engine?.fullPasses == 3)
        #expect(stack.frame == Rect(x: 0, y: 30, width: 40, height: 30))
    }

    @Test func aSecondLayoutWithoutChangesTouchesNothing() throws {
        let root = container()
        let a = label("a", 50, 50, in: root)
        LayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        let first = root.layoutStatistics
        root.layoutIfNeeded()
        #expect(root.layoutStatistics == first)
    }

    @Test func changingAnIntrinsicSizeChangesOnlyThoseConstantsInPlace() throws {
        let root = container()
        let a = label("a", 50, 50, in: root)
        let b = label("b", 60, 60, in: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let first = root.layoutStatistics
        a.setIntrinsicContentSize(Size(width: 70, height: 50))
        a.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        // a.width <= 70 @250 and a.width >= 70 @750: two constants changed, nothing added or removed.
        #expect(root.layoutStatistics == LayoutStatistics(
            solverBuilds: 1, additions: first.additions, removals: first.removals, constantChanges: 2,
            derivations: first.derivations + 2))
        #expect(b.frame == Rect(x: 70, y: 0, width: 60, height: 60))
    }

    @Test func changingAHuggingPriorityReplacesOnlyThatConstraint() throws {
        let root = container()
        let a = label("a", 50, 50, in: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let first = root.layoutStatistics
        a.setContentHuggingPriority(200, for: .horizontal)
        root.layoutIfNeeded()
        // The hugging constraint is derived again (once), found to differ, and added in its new form.
        #expect(root.layoutStatistics == LayoutStatistics(
            solverBuilds: 1, additions: first.additions + 1, removals: first.removals + 1, constantChanges: 0,
            derivations: first.derivations + 1))
        #expect(a.constraintsAffectingLayout(for: .horizontal).map(\.description) == [
            "a.leading == container.leading",
            "a.trailing == container.trailing",
            "a.width >= 50 @750 (content size)",
            "a.width <= 50 @200 (content size)",
        ])
        #expect(a.frame == Rect(x: 0, y: 0, width: 375, height: 50))
    }

    /// The engine holds content size as plain data: a layout makes no constraint object for it,
    /// and one is made (once, then kept up to date) only for whoever asks to see it.
    @Test func contentSizeConstraintsAreMadeAsObjectsOnlyWhenAskedFor() throws {
        let root = container()
        let a = label("a", 50, 40, in: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == Rect(x: 0, y: 0, width: 50, height: 40))
        #expect(a.madeRareState?.contentSizeConstraintSlots == nil)  // no slot made at all
        let sized = root.constraintsInPlay.filter(\.isContentSize)
        #expect(sized.map(\.description) == [
            "a.width <= 50 @250 (content size)", "a.width >= 50 @750 (content size)",
            "a.height <= 40 @250 (content size)", "a.height >= 40 @750 (content size)",
        ])
        a.setIntrinsicContentSize(Size(width: 70, height: 40))
        root.layoutIfNeeded()
        let again = root.constraintsInPlay.filter(\.isContentSize)
        #expect(again.count == 4 && zip(sized, again).allSatisfy { $0 === $1 })
        #expect(again.map(\.constant) == [70, 70, 40, 40])
        // It shows what the engine holds: deactivating it changes nothing.
        again[1].isActive = false
        root.layoutIfNeeded()
        #expect(again[1].isActive && a.frame == Rect(x: 0, y: 0, width: 70, height: 40))
    }

    /// The views of a horizontal stack rest at their content height. Each view's compression
    /// resistance goes to the solver before its hugging, so the row the pair shares is solved as
    /// the optimum keeps it: the first layout takes no pivot (hugging first, it took one per view
    /// after the first). Listings still show the hugging first.
    @Test func aHorizontalStacksFirstLayoutTakesNoPivot() throws {
        let root = container(5000, 100)
        let stack = rowOfSizedViews(20, 30, 20, spacing: 8, in: root)
        root.layoutIfNeeded()
        #expect(root.engine!.solver.tableau.pivotCount == 0)
        #expect(stack.frame == Rect(x: 0, y: 0, width: 20 * 30 + 19 * 8, height: 20))
        #expect(stack.arrangedSubviews[19].frame == Rect(x: 19 * 38, y: 0, width: 30, height: 20))
        let sized = root.constraintsInPlay.filter { $0.isContentSize && $0.firstItem === stack.arrangedSubviews[0] }
        #expect(sized.map(\.description) == [
            "v0.width <= 30 @250 (content size)", "v0.width >= 30 @750 (content size)",
            "v0.height <= 20 @250 (content size)", "v0.height >= 20 @750 (content size)",
        ])
    }

    /// A content-size constraint the solver cannot satisfy is broken and reported as one.
    @Test func anUnsatisfiableContentSizeConstraintIsReported() throws {
        let root = container()
        let log = IssueLog(root)
        let a = label("a", 50, 40, in: root)
        a.setContentCompressionResistancePriority(.required, for: .horizontal)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.width == 30)
        #expect(root.unsatisfiableConstraints.map(\.broken.description) == ["a.width >= 50 (content size)"])
        #expect(root.unsatisfiableConstraints.first?.conflicting.map(\.description) == [
            "a.width == 30", "a.width >= 50 (content size)",
        ])
        #expect(log.issues.count == 1)
        #expect(!root.constraintsInPlay.contains { $0.description == "a.width >= 50 (content size)" })
        // Relaxed, it holds again: the broken one is added back.
        a.setIntrinsicContentSize(Size(width: 20, height: 40))
        root.layoutIfNeeded()
        #expect(root.unsatisfiableConstraints.isEmpty)
        #expect(a.frame.width == 30)
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

    /// A root holding `a` (50 × 50) 10 in from its leading edge, at its top, laid out left to right.
    func laidOutLeadingLabel() -> (root: View, a: View) {
        let root = container()
        let a = label("a", 50, 50, in: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), a.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == Rect(x: 10, y: 0, width: 50, height: 50))
        return (root, a)
    }

    @Test func turningTheLayoutDirectionAfterALayoutFlipsLeadingConstraints() throws {
        let (root, a) = laidOutLeadingLabel()
        root.semanticLayoutDirection = .rightToLeft
        root.layoutIfNeeded()
        // Leading is now the right edge: 375 - 10 - 50.
        #expect(a.frame == Rect(x: 315, y: 0, width: 50, height: 50))
        let settled = root.layoutStatistics
        root.layoutIfNeeded()
        #expect(root.layoutStatistics == settled)
    }

    /// A layout of a hierarchy with no right-to-left view looks no direction up; a right-to-left
    /// view that joins it later is read right to left all the same.
    @Test func aRightToLeftViewJoiningALeftToRightHierarchyFlipsItsLeadingConstraints() throws {
        let (root, a) = laidOutLeadingLabel()
        let panel = View(id: "panel")
        panel.semanticLayoutDirection = .rightToLeft
        panel.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(panel)
        let b = label("b", 50, 50, in: panel)
        LayoutConstraint.activate([
            panel.leftAnchor.constraint(equalTo: root.leftAnchor), panel.widthAnchor.constraint(equalToConstant: 200),
            panel.topAnchor.constraint(equalTo: root.topAnchor), panel.heightAnchor.constraint(equalToConstant: 100),
            b.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10), b.topAnchor.constraint(equalTo: panel.topAnchor),
        ])
        root.layoutIfNeeded()
        // Leading is the panel's right edge: 200 - 10 - 50.
        #expect(b.frame == Rect(x: 140, y: 0, width: 50, height: 50))
        #expect(a.frame == Rect(x: 10, y: 0, width: 50, height: 50))
    }

    @Test func changingMarginsAfterALayoutMovesMarginAttributeConstraints() throws {
        let root = container()
        let a = label("a", 50, 50, in: root)
        LayoutConstraint.activate([
            LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin),
            LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == Rect(x: 8, y: 8, width: 50, height: 50))
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 20, leading: 30, bottom: 8, trailing: 8)
        root.layoutIfNeeded()
        #expect(a.frame == Rect(x: 30, y: 20, width: 50, height: 50))
    }

    @Test func movingASubtreeUnderAnotherDirectionFlipsTheConstraintsInsideIt() throws {
        let root = container()
        let (leftToRight, rightToLeft) = (label("ltr", nil, nil, in: root), label("rtl", nil, nil, in: root))
        leftToRight.semanticLayoutDirection = .leftToRight
        rightToLeft.semanticLayoutDirection = .rightToLeft
        for panel in [leftToRight, rightToLeft] {
            LayoutConstraint.activate([
                panel.leftAnchor.constraint(equalTo: root.leftAnchor), panel.rightAnchor.constraint(equalTo: root.rightAnchor),
                panel.topAnchor.constraint(equalTo: root.topAnchor), panel.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            ])
        }
        let box = label("box", 100, 100, in: leftToRight)
        let a = label("a", 50, 50, in: box)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10), a.topAnchor.constraint(equalTo: box.topAnchor),
            box.leadingAnchor.constraint(equalTo: leftToRight.leadingAnchor), box.topAnchor.constraint(equalTo: leftToRight.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(a.frame == Rect(x: 10, y: 0, width: 50, height: 50))
        // The move drops box's constraints to its old panel; a's constraint to box stays.
        box.translatesAutoresizingMaskIntoConstraints = false
        rightToLeft.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: rightToLeft.leadingAnchor), box.topAnchor.constraint(equalTo: rightToLeft.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 275, y: 0, width: 100, height: 100))
        #expect(a.frame == Rect(x: 40, y: 0, width: 50, height: 50))
    }

    @Test func aConstraintTwoEnginesHoldAtOnceIsFoundByEach() throws {
        // The first engine to install a constraint notes its position in the constraint; a second
        // engine holding it at the same time (here: the subtree laid out alone before its old root
        // lays out again) keeps its own, and each changes the constant in place.
        let root = container()
        let box = label("box", 100, 100, in: root)
        let a = label("a", 50, 50, in: box)
        let inset = a.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10)
        LayoutConstraint.activate([inset, a.topAnchor.constraint(equalTo: box.topAnchor)])
        root.layoutIfNeeded()
        #expect(a.frame == Rect(x: 10, y: 0, width: 50, height: 50))
        box.removeFromSuperview()
        box.layoutIfNeeded()
        #expect(a.frame == Rect(x: 10, y: 0, width: 50, height: 50))
        let alone = box.layoutStatistics
        inset.constant = 20
        box.layoutIfNeeded()
        #expect(a.frame == Rect(x: 20, y: 0, width: 50, height: 50))
        #expect(box.layoutStatistics.additions == alone.additions)
        #expect(box.layoutStatistics.constantChanges == alone.constantChanges + 1)
        // The old root drops the constraint (and frees its note); the subtree's engine still finds it.
        root.layoutIfNeeded()
        #expect(!root.constraintsInPlay.contains { $0 === inset })
        inset.constant = 30
        box.layoutIfNeeded()
        #expect(a.frame == Rect(x: 30, y: 0, width: 50, height: 50))
        #expect(box.layoutStatistics.additions == alone.additions)
        #expect(box.layoutStatistics.constantChanges == alone.constantChanges + 2)
        #expect(box.constraintsInPlay.filter { $0 === inset }.count == 1)
    }

    @Test func aBrokenConstraintHoldsOnceItsConflictLeaves() throws {
        let root = container()
        let log = IssueLog(root)
        let a = label("a", nil, 30, in: root)
        let narrow = a.widthAnchor.constraint(equalToConstant: 100)
        let wide = a.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([
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

    /// One incremental layout adds a new constraint (its solver form derived when installed)
    /// and replaces one whose priority changed (its form derived when compared): each is
    /// installed in its own form, so taking the replaced one out leaves the new one holding.
    @Test func aNewConstraintAndAReplacedOneEachKeepTheirOwnForm() throws {
        let root = container()
        let view = View(id: "v")
        root.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        let narrow = view.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = 500
        LayoutConstraint.activate([
            narrow, view.heightAnchor.constraint(equalToConstant: 10), view.leftAnchor.constraint(equalTo: root.leftAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let first = root.layoutStatistics
        let wide = view.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = 600
        wide.isActive = true
        narrow.priority = 700
        root.layoutIfNeeded()
        // Each derived once: the new one when installed, the changed one when compared.
        #expect(root.layoutStatistics == LayoutStatistics(
            solverBuilds: 1, additions: first.additions + 2, removals: first.removals + 1, constantChanges: 0,
            derivations: first.derivations + 2))
        #expect(view.frame == Rect(x: 0, y: 0, width: 100, height: 10))  // 700 beats 600
        narrow.isActive = false
        root.layoutIfNeeded()
        #expect(view.frame == Rect(x: 0, y: 0, width: 200, height: 10))
    }
}

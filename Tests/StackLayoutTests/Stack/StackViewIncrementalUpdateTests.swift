@testable import StackLayout
import Testing

/// A stack recompiles after each change and keeps the constraints that did not change: what it
/// holds must be exactly what a fresh compile of its configuration produces, and a hidden toggle
/// must swap only the constraints around the toggled view.
@Suite struct StackViewIncrementalUpdateTests {
    /// The text form of `spec` with its items named as the stack's constraints print them.
    func resolved(_ spec: StackConstraintSpec, in stack: StackView) -> String {
        func name(_ item: StackItem) -> String {
            switch item {
            case .stack: stack.id
            case .arranged(let index): stack.arrangedSubviews[index].id
            case .layoutMarginsGuide: stack.layoutMarginsGuide.layoutName
            case .readableContentGuide: stack.readableContentGuide.layoutName
            case .alignmentSpanner: "\(stack.id).alignmentSpanner"
            case .orderingSpanner: "\(stack.id).orderingSpanner"
            case .gap(let index): "\(stack.id).gap\(index)"
            }
        }
        return constraintText(
            identifier: spec.identifier, first: "\(name(spec.first)).\(spec.firstAttribute.rawValue)",
            relation: spec.relation, multiplier: spec.multiplier,
            second: spec.second.flatMap { item in spec.secondAttribute.map { "\(name(item)).\($0.rawValue)" } },
            constant: spec.constant, priority: spec.priority)
    }

    /// Checks that the stack holds, in order, exactly the constraints a fresh compile gives, each
    /// once and active.
    func expectFreshCompile(_ stack: StackView, _ step: String) {
        // A layout that ends with a label measured anew leaves the stack asking for an update
        // (the next layout makes it): the stack's constraints are compared once it has made it.
        if stack.needsUpdateConstraints { stack.updateConstraintsIfNeeded() }
        let fresh = StackCompiler.constraints(for: stack.configuration).map { resolved($0, in: stack) }
        #expect(Set(fresh).count == fresh.count, "a compile without duplicates, \(step)")
        #expect(stack.generatedConstraints.map(\.description) == fresh, "\(step)")
        #expect(Set(stack.generatedConstraints.map(ObjectIdentifier.init)).count == fresh.count, "\(step)")
        #expect(stack.generatedConstraints.allSatisfy { $0.isActive }, "\(step)")
    }

    /// Every distribution, alignment and axis, through random hides, shows, insertions, removals,
    /// moves, custom spacings and alignments: after each, the constraints equal a fresh compile's; after some,
    /// a layout, after which the engine holds exactly the stack's generated constraints.
    @Test(arguments: StackDistribution.allCases)
    func randomChangesMatchAFreshCompile(_ distribution: StackDistribution) {
        var random = FuzzRandom(seed: 14 + UInt64(StackDistribution.allCases.firstIndex(of: distribution)!))
        for axis in [LayoutAxis.horizontal, .vertical] {
            for alignment in StackAlignment.allCases {
                let root = container(2000, 2000)
                let stack = StackView(id: "stack")
                (stack.axis, stack.distribution, stack.alignment) = (axis, distribution, alignment)
                stack.spacing = Double(random.int(0...3) * 4)
                stack.isBaselineRelativeArrangement = random.chance(0.3)
                stack.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(stack)
                var made = 0
                func makeView() -> View {
                    made += 1
                    let view: View
                    if random.chance(0.3) {
                        let label = StackLayout.Label(id: "t\(made)")
                        label.text = "some words"
                        label.numberOfLines = random.pick([0, 1])
                        view = label
                    } else {
                        view = View(id: "v\(made)")
                        view.setIntrinsicContentSize(Size(width: Double(random.int(0...40)), height: Double(random.int(0...40))))
                    }
                    view.isHidden = random.chance(0.2)
                    return view
                }
                // Now and then enough views that a change of alignment is matched by hashing.
                for _ in 0..<(random.chance(0.2) ? random.int(20...30) : random.int(1...6)) {
                    stack.addArrangedSubview(makeView())
                }
                LayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: root.topAnchor),
                    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                ])
                root.layoutIfNeeded()
                expectFreshCompile(stack, "\(axis) \(distribution) \(alignment), first layout")
                for step in 0..<24 {
                    let views = stack.arrangedSubviews
                    let operation = views.isEmpty ? 5 : random.int(0...10)
                    switch operation {
                    case 0...4: random.pick(views).isHidden.toggle()
                    case 5, 6: stack.insertArrangedSubview(makeView(), at: random.int(0...views.count))
                    case 7:
                        let view = random.pick(views)
                        stack.removeArrangedSubview(view)
                        if random.chance(0.5) { view.removeFromSuperview() }
                    case 8: stack.insertArrangedSubview(random.pick(views), at: random.int(0...views.count))
                    case 9: stack.setCustomSpacing(Double(random.int(0...20)), after: random.pick(views))
                    default: stack.alignment = random.pick(StackAlignment.allCases)
                    }
                    let description = "\(axis) \(distribution) \(alignment), step \(step), operation \(operation)"
                    if random.chance(0.3) {
                        root.layoutIfNeeded()
                        let held = Set((root.constraintsInPlay + root.unsatisfiableConstraints.map(\.broken))
                            .filter { $0.owner === stack }.map(ObjectIdentifier.init))
                        #expect(held == Set(stack.generatedConstraints.map(ObjectIdentifier.init)), "\(description)")
                    } else {
                        stack.updateConstraintsIfNeeded()
                    }
                    expectFreshCompile(stack, description)
                }
            }
        }
    }

    /// A stack's generated constraints by identity, with their text as it is now (a removed
    /// guide no longer prints its owner).
    func snapshot(_ stack: StackView) -> [ObjectIdentifier: String] {
        Dictionary(uniqueKeysWithValues: stack.generatedConstraints.map { (ObjectIdentifier($0), $0.description) })
    }

    /// The constraints of `after` that are not in `before` (by identity), as text.
    func added(_ before: [ObjectIdentifier: String], _ after: [ObjectIdentifier: String]) -> Set<String> {
        Set(after.filter { before[$0.key] == nil }.values)
    }

    /// 30 views, fill, aligned to fill then centred: more than `maximumEdits` changes, matched by
    /// hashing, which still keeps the constraints along the axis.
    @Test func aLargeChangeKeepsWhatDidNotChange() {
        let (root, stack, _) = laidOutRow(Array(repeating: 10, count: 30), spacing: 8)
        let filled = snapshot(stack)
        stack.alignment = .center
        root.layoutIfNeeded()
        let centred = snapshot(stack)
        expectFreshCompile(stack, "centred")
        // Fill: 2 canvas connections, 29 spacings, 2 × 29 alignments, 2 canvas connections across.
        // Centre: the same along; 29 alignments, 60 spanning boundaries, a spanning fit, 3 canvas
        // connections, 30 ambiguity suppressions.
        #expect(filled.count == 91 && centred.count == 154)
        let kept = Set(filled.keys).intersection(centred.keys)
        #expect(kept.count == 31 && centred.count + filled.count - 2 * kept.count > StackView.maximumEdits)
        #expect(Set(kept.map { filled[$0]! }) == Set(
            ["UISV-canvas-connection: stack.leading == v0.leading", "UISV-canvas-connection: v29.trailing == stack.trailing"]
                + (1..<30).map { "UISV-spacing: v\($0).leading == v\($0 - 1).trailing + 8" }))
    }

    /// A toggle compiles only around the view, but a generated constraint deactivated by hand
    /// is made anew (as a full compile makes it), and a toggle with another change compiles in
    /// full: either way the stack ends with exactly a fresh compile's constraints, all active.
    @Test func aToggleAfterAGeneratedConstraintWasDeactivatedCompilesInFull() {
        let (root, stack, v) = laidOutRow([10, 20, 30, 40], spacing: 8)
        let leading = stack.generatedConstraints[0]
        #expect(leading.description == "UISV-canvas-connection: stack.leading == v0.leading")
        leading.isActive = false
        v[2].isHidden = true
        root.layoutIfNeeded()
        expectFreshCompile(stack, "hidden after a deactivation")
        #expect(!stack.generatedConstraints.contains { $0 === leading })
        v[2].isHidden = false
        stack.spacing = 4
        root.layoutIfNeeded()
        expectFreshCompile(stack, "shown with a new spacing")
        // 10 + 20 + 30 + 40 + 3 × 4 = 112.
        #expect(v[3].frame.x == 72 && stack.frame.width == 112)
    }

    /// Deactivating and activating a constraint a view holds each count as a change of its
    /// constraints (`ownedConstraintChanges`): a toggle compiles only around the view while the
    /// stack's count is as its last compile left it, else in full, which keeps a generated
    /// constraint deactivated and activated again.
    @Test func aToggleAfterAGeneratedConstraintWasDeactivatedAndActivatedAgainKeepsIt() {
        let (root, stack, v) = laidOutRow([10, 20, 30, 40], spacing: 8)
        let leading = stack.generatedConstraints[0]
        let changes = stack.ownedConstraintChanges
        leading.isActive = false
        leading.isActive = true
        #expect(stack.ownedConstraintChanges == changes + 2)
        v[2].isHidden = true
        root.layoutIfNeeded()
        expectFreshCompile(stack, "hidden after a deactivation and an activation")
        #expect(stack.generatedConstraints.contains { $0 === leading })
        // 10 + 20 + 40 + 2 × 8 = 86.
        #expect(v[3].frame.x == 46 && stack.frame.width == 86)
    }

    @Test func hidingAndShowingInAFillRowSwapsOnlyTheConstraintsAroundTheView() {
        let (root, stack, v) = laidOutRow([10, 20, 30, 40], spacing: 8)
        let shown = snapshot(stack)
        let statistics = root.layoutStatistics
        v[2].isHidden = true
        root.layoutIfNeeded()
        let hidden = snapshot(stack)
        #expect(added(hidden, shown) == [
            "UISV-spacing: v2.leading == v1.trailing + 8", "UISV-spacing: v3.leading == v2.trailing + 8",
        ])
        #expect(added(shown, hidden) == [
            "UISV-spacing: v3.leading == v1.trailing + 8", "UISV-hiding: v2.width == 0 @999.999",
            "UISV-spacing-hidden: v2.leading == v1.trailing + 4 @50",
        ])
        // The engine was sent those five and nothing else.
        #expect(root.layoutStatistics.removals - statistics.removals == 2)
        #expect(root.layoutStatistics.additions - statistics.additions == 3)
        #expect(root.layoutStatistics.solverBuilds == statistics.solverBuilds)
        // v0 at 0, v1 at 18, v3 at 18 + 20 + 8 = 46; v2 collapsed 4 after v1 (38 + 4); 86 wide.
        #expect([v[0].frame.x, v[1].frame.x, v[3].frame.x] == [0, 18, 46])
        #expect(v[2].frame == Rect(x: 42, y: 0, width: 0, height: 20))
        #expect(stack.frame.width == 86)
        v[2].isHidden = false
        root.layoutIfNeeded()
        #expect(added(snapshot(stack), hidden) == added(shown, hidden))
        #expect(added(hidden, snapshot(stack)) == added(hidden, shown))
        // 10 + 20 + 30 + 40 + 3 × 8 = 124.
        #expect(v[3].frame.x == 84 && stack.frame.width == 124)
    }

    @Test func hidingInAnEqualSpacingRowMovesTheGapsAfterTheView() {
        let (root, stack, v) = laidOutRow([10, 20, 30, 40], .equalSpacing, spacing: 8)
        let shown = snapshot(stack)
        let gap2 = stack.layoutGuides.first { $0.identifier == "gap2" }
        v[1].isHidden = true
        root.layoutIfNeeded()
        let hidden = snapshot(stack)
        // Gaps 0…2 joined v0–v1, v1–v2, v2–v3; now gaps 0 and 1 join v0–v2 and v2–v3, gap 2 is gone.
        #expect(added(hidden, shown) == [
            "UISV-spacing: v1.leading >= v0.trailing + 8", "UISV-spacing: v2.leading >= v1.trailing + 8",
            "UISV-distributing-edge: v1.leading == stack.gap0.trailing",
            "UISV-distributing-edge: stack.gap1.leading == v1.trailing",
            "UISV-distributing-edge: v2.leading == stack.gap1.trailing",
            "UISV-distributing-edge: stack.gap2.leading == v2.trailing",
            "UISV-distributing-edge: v3.leading == stack.gap2.trailing",
            "UISV-fill-equally: stack.gap2.width == stack.gap0.width",
        ])
        #expect(added(shown, hidden) == [
            "UISV-spacing: v2.leading >= v0.trailing + 8",
            "UISV-distributing-edge: v2.leading == stack.gap0.trailing",
            "UISV-distributing-edge: stack.gap1.leading == v2.trailing",
            "UISV-distributing-edge: v3.leading == stack.gap1.trailing",
            "UISV-hiding: v1.width == 0 @999.999", "UISV-spacing-hidden: v1.leading >= v0.trailing + 4 @50",
        ])
        #expect(gap2 != nil && gap2?.owningView == nil)
        // Nothing stretches the row: gaps at their minimum 8; v2 at 18, v3 at 56; 96 wide.
        #expect([v[0].frame.x, v[2].frame.x, v[3].frame.x] == [0, 18, 56])
        #expect(stack.frame.width == 96)
        v[1].isHidden = false
        root.layoutIfNeeded()
        #expect(added(snapshot(stack), hidden) == added(shown, hidden))
        #expect(added(hidden, snapshot(stack)) == added(hidden, shown))
        #expect(stack.frame.width == 124)
    }

    /// View fuzz seed 64806 shrunk: a root `fillEqually` row laid out while following the readable
    /// width keeps its readable content guide when it stops (as UIKit keeps a guide once made):
    /// the guide's width follows the margins' at 999 and is at most 672, so the row, whose width
    /// nothing else fixes, is 672 + 16 wide, as wide as a fresh row whose guide was asked for.
    @Test func aReadableContentGuideStaysAfterTheStackStopsFollowingIt() {
        func row(followingFirst: Bool, askingForTheGuide: Bool) -> StackView {
            let stack = StackView(id: "row")
            let (v2, v4, v7) = (View(id: "v2"), StackView(id: "v4"), StackView(id: "v7"))
            for view in [stack, v2, v4, v7] { view.translatesAutoresizingMaskIntoConstraints = false }
            stack.distribution = .fillEqually
            stack.addArrangedSubview(v4)
            stack.addArrangedSubview(v7)
            v7.setIntrinsicContentSize(Size(width: 275, height: 268))
            if askingForTheGuide { _ = stack.readableContentGuide }
            if followingFirst {
                stack.layoutMarginsFollowReadableWidth = true
                stack.layoutIfNeeded()
                stack.layoutMarginsFollowReadableWidth = false
            }
            stack.insertArrangedSubview(v2, at: 0)
            stack.layoutIfNeeded()
            return stack
        }
        let followed = row(followingFirst: true, askingForTheGuide: false)
        #expect(followed.madeReadableContentGuide != nil)
        #expect(followed.frame == Rect(x: 0, y: 0, width: 688, height: 268))
        let third: Double = 688.0 / 3
        let widths = followed.arrangedSubviews.map { Double($0.frame.size.width) }
        #expect(widths == [third, third, third])
        #expect(row(followingFirst: false, askingForTheGuide: true).frame == followed.frame)
        // Never made, the guide holds nothing back: three views 275 wide.
        #expect(row(followingFirst: false, askingForTheGuide: false).frame == Rect(x: 0, y: 0, width: 825, height: 268))
    }
}

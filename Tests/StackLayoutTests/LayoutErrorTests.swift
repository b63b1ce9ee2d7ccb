@testable import StackLayout
import Testing

/// Bad input is a clear error, never a crash; a conflict is reported and layout goes on.
@Suite struct LayoutErrorTests {
    @Test func aConstraintBetweenViewsWithNoCommonAncestor() throws {
        let a = View(id: "a"), b = View(id: "b")
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        #expect(throws: LayoutError.noCommonAncestor(constraint: "a.leading == b.leading")) { try c.activateOrThrow() }
        #expect(!c.isActive)
    }

    @Test func activationIsAllOrNothing() throws {
        let root = container()
        let a = label("a", nil, nil, in: root)
        let good = a.widthAnchor.constraint(equalToConstant: 10)
        let bad = a.leadingAnchor.constraint(equalTo: View(id: "stranger").leadingAnchor)
        #expect(throws: LayoutError.self) { try LayoutConstraint.activateOrThrow([good, bad]) }
        #expect(!good.isActive)
    }

    @Test func aViewCannotBeAddedToItsOwnDescendant() throws {
        let root = container()
        let child = label("child", nil, nil, in: root)
        #expect(throws: LayoutError.viewIsAncestor(view: "container", of: "child")) { try child.addSubviewOrThrow(root) }
        #expect(throws: LayoutError.viewIsAncestor(view: "child", of: "child")) { try child.addSubviewOrThrow(child) }
        #expect(root.superview == nil && child.subviews.isEmpty)
    }

    @Test func nonFiniteConstantsAndMultipliers() throws {
        let root = container()
        let a = label("a", nil, nil, in: root)
        #expect(throws: LayoutError.nonFinite(constraint: "a.width == nan")) {
            try a.widthAnchor.constraint(equalToConstant: .nan).activateOrThrow()
        }
        #expect(throws: LayoutError.nonFinite(constraint: "a.width == inf * container.width")) {
            try a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .infinity).activateOrThrow()
        }
        // On an active constraint, the change is refused and reported.
        let log = IssueLog(root)
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        width.constant = .infinity
        #expect(width.constant == 10)
        #expect(log.issues == ["Refused a layout change: a.width == inf has a constant or multiplier that is not a finite number"])
    }

    @Test func aZeroMultiplierOnAPosition() throws {
        let root = container()
        let a = label("a", nil, nil, in: root)
        let c = LayoutConstraint(
            item: a, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading, multiplier: 0)
        #expect(throws: LayoutError.zeroMultiplier(constraint: "a.leading == 0 * container.leading")) { try c.activateOrThrow() }
        let mixed = LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .top)
        #expect(throws: LayoutError.incompatibleAttributes(constraint: "a.leading == container.top")) { try mixed.activateOrThrow() }
        let pinned = LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: nil, constant: 20)
        #expect(throws: LayoutError.positionToConstant(constraint: "a.top == 20")) { try pinned.activateOrThrow() }
    }

    @Test func movingAnActiveConstraintAcrossRequiredIsRefused() throws {
        let root = container()
        let log = IssueLog(root)
        let a = label("a", nil, nil, in: root)
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        width.priority = 750
        #expect(width.priority == .required)
        #expect(log.issues == [
            "Refused a layout change: the priority of the active constraint a.width == 10 cannot change between required and not required",
        ])
        width.deactivate()
        width.priority = 750
        #expect(width.priority == 750)
    }

    @Test func aConflictIsReportedAndTheRestIsLaidOut() throws {
        let root = container()
        let log = IssueLog(root)
        let a = label("a", nil, nil, in: root)
        let narrow = a.widthAnchor.constraint(equalToConstant: 100)
        let wide = a.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([
            narrow, wide, a.heightAnchor.constraint(equalToConstant: 30),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5), a.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == Rect(x: 5, y: 0, width: 100, height: 30))
        #expect(root.unsatisfiableConstraints.map(\.broken) .map(\.description) == ["a.width == 200"])
        #expect(root.unsatisfiableConstraints.first?.conflicting.map(\.description) == ["a.width == 100", "a.width == 200"])
        #expect(log.issues == ["""
            Unable to simultaneously satisfy constraints.
            Probably at least one of the constraints in the following list is one you don't want.
            (
                "a.width == 100",
                "a.width == 200"
            )
            Will attempt to recover by breaking constraint
            a.width == 200
            """])
    }

    @Test func anAmbiguousLayoutIsDetected() throws {
        let root = container()
        let a = label("a", nil, nil, in: root)
        LayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor)])
        #expect(a.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
        LayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10)])
        #expect(!a.hasAmbiguousLayout)
    }

    @Test func removingAViewDeactivatesConstraintsThatReachOutOfItsSubtree() throws {
        let root = container()
        let a = label("a", nil, nil, in: root)
        let inner = label("inner", nil, nil, in: a)
        let outward = a.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let within = inner.leadingAnchor.constraint(equalTo: a.leadingAnchor)
        LayoutConstraint.activate([outward, within])
        a.removeFromSuperview()
        #expect(!outward.isActive)
        #expect(within.isActive)
    }

    @Test func removingAViewKeepsConstraintsItDoesNotTakePartIn() throws {
        // A constraint held by an ancestor that is not the nearest common one (as a stack holds
        // `a.height == 0 @25`) stays when an unrelated view leaves.
        let root = container()
        let holder = label("holder", nil, nil, in: root)
        let a = label("a", nil, nil, in: holder)
        let other = label("other", nil, nil, in: root)
        let suppression = a.heightAnchor.constraint(equalToConstant: 0)
        suppression.priority = 25
        suppression.install(on: holder)
        other.removeFromSuperview()
        #expect(suppression.isActive && holder.constraints.map(\.description) == ["a.height == 0 @25"])
        a.removeFromSuperview()
        #expect(!suppression.isActive && holder.constraints.isEmpty)
    }

    @Test func invalidContentPrioritiesAndIntrinsicSizesAreRefused() throws {
        let root = container()
        let log = IssueLog(root)
        let a = label("a", 40, 20, in: root)
        a.setContentHuggingPriority(-1, for: .horizontal)
        a.setContentCompressionResistancePriority(1001, for: .vertical)
        a.setIntrinsicContentSize(Size(width: Double.nan, height: 20))
        a.setIntrinsicContentSize(Size(width: -2, height: View.noIntrinsicMetric))
        #expect(a.contentHuggingPriority(for: .horizontal) == 250)
        #expect(a.contentCompressionResistancePriority(for: .vertical) == 750)
        #expect(a.intrinsicContentSize == Size(width: 40, height: 20))
        #expect(log.issues == [
            "Refused a layout change: the content priority -1 of a is outside [0, 1000]",
            "Refused a layout change: the content priority 1001 of a is outside [0, 1000]",
            "Refused a layout change: the intrinsic content size (nan, 20) of a is not finite and non-negative",
            "Refused a layout change: the intrinsic content size (-2, none) of a is not finite and non-negative",
        ])
    }

    @Test func nonFiniteGeometryIsRefused() throws {
        let root = container()
        let log = IssueLog(root)
        let a = label("a", 40, 20, in: root)
        root.frame = Rect(x: 0, y: 0, width: Double.infinity, height: 10)
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: .nan, leading: 8, bottom: 8, trailing: 8)
        root.readableWidth = -1
        a.firstBaselineOffset = .nan
        #expect(root.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(root.directionalLayoutMargins == DirectionalEdgeInsets(all: 8))
        #expect(root.readableWidth == 672 && a.firstBaselineOffset == nil)
        #expect(log.issues == [
            "Refused a layout change: the frame (0, 0, inf, 10) of container must be finite (and a width not negative)",
            "Refused a layout change: the directionalLayoutMargins (nan, 8, 8, 8) of container must be finite (and a width not negative)",
            "Refused a layout change: the readableWidth (-1) of container must be finite (and a width not negative)",
            "Refused a layout change: the firstBaselineOffset (nan) of a must be finite (and a width not negative)",
        ])
    }
}

import Cassowary

/// A relation between two attributes of layout items, `first relation multiplier × second +
/// constant` at a priority, as UIKit's `NSLayoutConstraint`.
///
/// A class: the constraint you activate is the one you later deactivate or change. Changing the
/// constant of an active constraint updates the solver in place at the next layout.
///
/// A constraint does not keep its items alive, as UIKit's does not: the views hold their
/// constraints, so a hierarchy is freed once nothing outside it holds its root. A constraint whose
/// item is gone cannot be activated (`noCommonAncestor`) and takes no part in layout.
public final class LayoutConstraint: CustomStringConvertible {
    // A class keeps its stored properties in the order declared: the one-byte ones come last,
    // sharing a word, since a hierarchy holds one of these objects per constraint (116 bytes,
    // not 144). The properties every layout reads per constraint are not checked for
    // overlapping access at run time (`@exclusivity(unchecked)`): no access to them overlaps
    // another (a `didSet` runs after the write), and the checks were 5 to 6 runtime calls per
    // solver form derived.

    /// What `firstItem` is read from (its box, which reads nil for it once it is freed: see
    /// `LayoutBox`).
    private let firstBox: LayoutBox
    /// What `secondItem` is read from; nil when the right side is only the constant.
    private let secondBox: LayoutBox?
    /// What the second attribute is scaled by.
    public let multiplier: Double
    /// The constant; on an active constraint a value that is not finite or is beyond
    /// `LayoutLimits.maximumMagnitude` is refused (the old one stays) and reported to the root
    /// view's `layoutIssueHandler`.
    @exclusivity(unchecked) public var constant: Double {
        didSet {
            guard installed else { return }
            guard !LayoutLimits.accepts(constant) else { return noteChange() }
            let refused = constant
            constant = oldValue
            owner?.rootView.reportIssue(
                refused.isFinite ? .beyondMaximumMagnitude(what: "the constant of \(description)", value: refused)
                    : .nonFinite(constraint: describe(constant: refused)))
        }
    }
    /// A name shown in the text form, as `UISV-spacing: …`.
    @exclusivity(unchecked) public var identifier: String?
    /// The priority; moving an active constraint between required and not required is refused
    /// (the old one stays) and reported, as UIKit refuses it.
    @exclusivity(unchecked) public var priority: Priority {
        didSet {
            guard installed else { return }
            guard priority.isRequired != oldValue.isRequired || !priority.isValid else { return noteChange() }
            let refused = priority
            priority = oldValue
            owner?.rootView.reportIssue(
                refused.isValid ? .requiredPriorityChange(constraint: description) : .invalidPriority(constraint: description))
        }
    }
    /// True while the constraint takes part in layout. Setting it activates or deactivates the
    /// constraint; an activation that fails (see `activateOrThrow()`) leaves it inactive and
    /// reports the error to the root view's `layoutIssueHandler`.
    public var isActive: Bool {
        get { installed }
        set {
            guard newValue != installed else { return }
            guard newValue else { return deactivate() }
            LayoutConstraint.activate([self])
        }
    }
    /// The item on the left side; `nil` once it is freed.
    public var firstItem: LayoutItem? { firstBox.item }
    /// The item on the right side; `nil` when the right side is only the constant, or once the
    /// item is freed (`secondAttribute` stays set).
    public var secondItem: LayoutItem? { secondBox?.item }
    /// True while the constraint is installed on its owner.
    @exclusivity(unchecked) var installed = false
    /// Where the layout engine that installed it first (while no other held the slot) keeps its
    /// installation: read by that engine instead of a dictionary (`LayoutEngine.position(of:)`).
    @exclusivity(unchecked) var installationSlot = LayoutEngine.InstallationSlot()
    /// The view that holds the constraint while it is active: the nearest common ancestor of its
    /// items, or the view that generated it.
    public internal(set) var owner: View? {
        get { isOwnedByFirstItem ? firstBox.view : ownerBox?.view }
        set {
            isOwnedByFirstItem = false
            ownerBox = newValue?.layoutBox
        }
    }
    /// What `owner` is read from (its box), unless it is the first item (`isOwnedByFirstItem`).
    @exclusivity(unchecked) private var ownerBox: LayoutBox?
    /// For a constraint made from a view's frame and autoresizing mask, the mask's notation
    /// (`h=--& v=--&`); nil for every other constraint.
    @exclusivity(unchecked) public internal(set) var autoresizingNotation: String?
    /// True for the content-size constraints a view generates from its intrinsic size. Such a
    /// constraint only shows what the layout engine holds: it follows the view's intrinsic size
    /// and content priorities, and deactivating it or changing it does nothing to layout.
    @exclusivity(unchecked) public internal(set) var isContentSize = false
    /// True while the owner is the first item, a view (a content-size constraint from its making
    /// until it is deactivated): then no second box of the view is stored and
    /// released (four per label; `owner` reads the first item).
    @exclusivity(unchecked) var isOwnedByFirstItem = false
    /// The attribute of `firstItem` the constraint relates.
    public let firstAttribute: LayoutAttribute
    /// How the left side compares to the right.
    public let relation: Relation
    /// The attribute of `secondItem`; `nil` without a second item.
    public let secondAttribute: LayoutAttribute?

    /// UIKit's full initializer: `item.attribute relation multiplier × toItem.attribute + constant`.
    public convenience init(
        item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: Relation,
        toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute?,
        multiplier: Double = 1, constant: Double = 0, priority: Priority = .required
    ) {
        self.init(
            first: item.layoutBox, attribute: attribute, relatedBy: relation,
            second: toItem?.layoutBox, attribute: secondAttribute,
            multiplier: multiplier, constant: constant, priority: priority)
    }

    /// The full initializer for items already held by their boxes (a stack's generated
    /// constraints: no call through `LayoutItem` per item).
    init(
        first: LayoutBox, attribute: LayoutAttribute, relatedBy relation: Relation,
        second: LayoutBox?, attribute secondAttribute: LayoutAttribute?,
        multiplier: Double, constant: Double, priority: Priority
    ) {
        firstBox = first
        firstAttribute = attribute
        self.relation = relation
        secondBox = second
        self.secondAttribute = second == nil ? nil : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    /// `activate(_:)` for callers that want the error: activates every constraint, each
    /// installed on the nearest common ancestor of its items. All or nothing: when one cannot be
    /// activated, none is.
    public static func activateOrThrow(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        var owners: [View] = []
        for constraint in constraints {
            try constraint.validate()
            guard let owner = constraint.commonAncestor() else {
                throw .noCommonAncestor(constraint: constraint.description)
            }
            owners.append(owner)
        }
        for (constraint, owner) in zip(constraints, owners) { constraint.install(on: owner) }
    }

    /// Deactivates every constraint (inactive ones are left alone).
    public static func deactivate(_ constraints: [LayoutConstraint]) { uninstall(constraints) }

    /// Activates this constraint, or throws why it cannot be (see `activateOrThrow(_:)`).
    public func activateOrThrow() throws(LayoutError) { try LayoutConstraint.activateOrThrow([self]) }

    /// Deactivates this constraint.
    public func deactivate() { uninstall() }

    func validate() throws(LayoutError) {
        guard constant.isFinite, multiplier.isFinite else { throw .nonFinite(constraint: description) }
        for (name, value) in [("constant", constant), ("multiplier", multiplier)] where !LayoutLimits.accepts(value) {
            throw .beyondMaximumMagnitude(what: "the \(name) of \(description)", value: value)
        }
        guard priority.isValid else { throw .invalidPriority(constraint: description) }
        guard let secondAttribute else {
            guard firstAttribute.isDimension else { throw .positionToConstant(constraint: description) }
            return
        }
        let comparable = firstAttribute.isDimension && secondAttribute.isDimension
            || (firstAttribute.axis == secondAttribute.axis && !firstAttribute.isDimension && !secondAttribute.isDimension
                && !(firstAttribute.isAbsoluteHorizontal && secondAttribute.isDirectional)
                && !(firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontal))
        guard comparable else { throw .incompatibleAttributes(constraint: description) }
        if multiplier == 0 && !firstAttribute.isDimension { throw .zeroMultiplier(constraint: description) }
    }

    /// The nearest view that is an ancestor of (or is) the host view of every item.
    func commonAncestor() -> View? {
        guard let first = firstItem?.hostView else { return nil }
        guard secondAttribute != nil else { return first }
        guard let second = secondItem else { return nil }
        guard let other = second.hostView else { return nil }
        let ancestors = Set(other.ancestorsAndSelf.map(ObjectIdentifier.init))
        return first.ancestorsAndSelf.first { ancestors.contains(ObjectIdentifier($0)) }
    }

    /// True when every item is `view`, a descendant of it, or a guide of one of those (false once
    /// an item is freed).
    func hasItems(within view: View) -> Bool {
        guard let firstItem, secondAttribute == nil || secondItem != nil else { return false }
        return [firstItem, secondItem].compactMap { $0 }.allSatisfy { item in
            item.hostView?.ancestorsAndSelf.contains { $0 === view } ?? false
        }
    }

    /// Installs the constraint on `owner` (already validated).
    func install(on owner: View) { install(on: owner, noting: owner.rootEngine) }

    /// Installs the constraint on `owner` (already validated) and tells `engine`, the layout
    /// engine of the owner's hierarchy: for a caller that installs many constraints on one view
    /// (a stack compiling its own), which finds the engine once instead of once per constraint.
    func install(on owner: View, noting engine: LayoutEngine?) {
        guard !installed else { return }
        installed = true
        self.owner = owner
        owner.ownedConstraints.append(self)
        engine?.constraintDidChange(self)
    }

    func uninstall() {
        guard let owner = markInactive() else { return }
        owner.rootEngine?.constraintDidChange(self)
        owner.ownedConstraints.removeAll { $0 === self }
    }

    /// Uninstalls every constraint of `constraints` that is active, taking them out of their
    /// owners' lists in one pass per owner (not one per constraint: a stack dropping many of its
    /// constraints would be quadratic), and finding each owner's engine once.
    static func uninstall(_ constraints: some Sequence<LayoutConstraint>) {
        var owners: [View] = []
        var engine: LayoutEngine?
        for constraint in constraints {
            guard let owner = constraint.markInactive() else { continue }
            // Constraints come grouped by owner; an owner listed twice is only searched twice.
            if owners.last !== owner {
                owners.append(owner)
                engine = owner.rootEngine
            }
            engine?.constraintDidChange(constraint)
        }
        // An owner lists only active constraints: those it lists inactive have just left.
        for owner in owners { owner.ownedConstraints.removeAll { !$0.installed } }
    }

    /// Marks an active constraint inactive; returns the view that held it, which still lists it
    /// and whose engine the caller tells (nil when the constraint was not active, or is a
    /// content-size one, or its owner is freed).
    private func markInactive() -> View? {
        guard installed, !isContentSize else { return nil }
        installed = false
        let heldBy = owner
        owner = nil
        return heldBy
    }

    /// Tells the layout engine of the owner's hierarchy that the constraint changed (activated,
    /// deactivated, a new constant or priority), for its next incremental layout.
    private func noteChange() { owner?.rootEngine?.constraintDidChange(self) }

    /// The solver constraint this stands for, its items resolved as they are now.
    ///
    /// Leading and trailing follow the layout direction of the view that holds the constraint (its
    /// owner: the nearest common ancestor of its items, or the view that generated it), for both
    /// items, as UIKit lays out a view's subviews in that view's direction: a stack forced
    /// right-to-left inside a left-to-right row is placed by the row's constraints left to right
    /// and orders its own arranged views right to left. Under right-to-left, the constraint is
    /// read along the leading direction: positions count leftwards (x' = -x), so `a.leading ==
    /// b.leading + 20` keeps `a` 20 in from `b`'s right edge and `b.leading >= a.trailing + 8`
    /// keeps `b` at least 8 to the left of `a`. `nil` once an item is freed. With
    /// `leftToRightThroughout` (no view of the hierarchy is right-to-left), no direction is looked
    /// up: that walks up from the owner.
    func solverConstraint(leftToRightThroughout: Bool = false) -> Constraint? {
        // Each item's box read where it is a constant: no `LayoutItem` existential made, no retain.
        guard !firstBox.itemIsFreed, secondAttribute == nil || secondBox?.itemIsFreed == false else {
            return nil
        }
        if autoresizingNotation != nil, let view = firstBox.view, let parent = view.superview {
            return autoresizingSolverConstraint(of: view, in: parent)
        }
        if secondAttribute == nil && firstAttribute.isDimension {
            // A dimension held to a constant: one term, no direction to look up, and the box's
            // shared array of it.
            let terms = firstBox.terms(along: firstAttribute == .width ? .horizontal : .vertical)
            return Constraint(Expression(terms, constant: -constant), relation, priority: priority)
        }
        let directional = firstAttribute.isDirectional || secondAttribute?.isDirectional == true
        let rightToLeft = directional && !leftToRightThroughout
            && (owner ?? commonAncestor())?.effectiveLayoutDirection == .rightToLeft
        // first - multiplier × second, negated under right-to-left, minus the constant.
        let sign: Double = rightToLeft ? -1 : 1
        if let secondAttribute, let first = firstAttribute.boxSides(rightToLeft: rightToLeft),
            let second = secondAttribute.boxSides(rightToLeft: rightToLeft), let secondBox
        {
            // Edges and dimensions on both sides (nearly every constraint a stack generates).
            let terms = LayoutConstraint.terms(
                first, of: firstBox, times: sign, second, of: secondBox, times: -sign * multiplier)
            return Constraint(Expression(terms, constant: 0 - constant), relation, priority: priority)
        }
        // Items whose boxes were read are alive: the rest reads them as items (margins, baselines).
        guard let firstItem else { return nil }
        var terms: [Term] = []
        terms.reserveCapacity(
            firstAttribute.termCount(rightToLeft: rightToLeft) + (secondAttribute?.termCount(rightToLeft: rightToLeft) ?? 0))
        var sum = firstItem.appendTerms(of: firstAttribute, rightToLeft: rightToLeft, times: sign, to: &terms)
        if let secondAttribute, let secondItem {
            sum += secondItem.appendTerms(of: secondAttribute, rightToLeft: rightToLeft, times: -sign * multiplier, to: &terms)
        }
        return Constraint(Expression(terms, constant: sum - constant), relation, priority: priority)
    }

    /// The terms of `a × first - b × second` for two attributes read as box sides: made at their
    /// final count in one step, with no constant of their own. The boxes are passed as they are
    /// read from the constraint (borrowed: no retain for them).
    private static func terms(
        _ first: (LayoutBox.Side, LayoutBox.Side?), of firstBox: LayoutBox, times a: Double,
        _ second: (LayoutBox.Side, LayoutBox.Side?), of secondBox: LayoutBox, times b: Double
    ) -> [Term] {
        switch (first.1, second.1) {
        case (nil, nil): [Term(firstBox[first.0], a), Term(secondBox[second.0], b)]
        case (let firstOther?, nil):
            [Term(firstBox[first.0], a), Term(firstBox[firstOther], a), Term(secondBox[second.0], b)]
        case (nil, let secondOther?):
            [Term(firstBox[first.0], a), Term(secondBox[second.0], b), Term(secondBox[secondOther], b)]
        case (let firstOther?, let secondOther?):
            [Term(firstBox[first.0], a), Term(firstBox[firstOther], a), Term(secondBox[second.0], b),
             Term(secondBox[secondOther], b)]
        }
    }

    /// The text form of Docs/Formats.md §3, e.g. `UISV-spacing: b.leading == a.trailing + 8 @750`;
    /// content-size constraints end with ` (content size)`.
    public var description: String { describe(constant: constant) }

    private func describe(constant: Double) -> String {
        let second = secondAttribute.map { "\(secondItem?.layoutName ?? "?").\($0.rawValue)" }
        let text = constraintText(
            identifier: identifier, first: "\(firstItem?.layoutName ?? "?").\(firstAttribute.rawValue)", relation: relation,
            multiplier: multiplier, second: second, constant: constant, priority: priority)
        if let autoresizingNotation {
            // UIKit's NSAutoresizingMaskLayoutConstraint: minX and minY are in the superview's bounds.
            let name = firstAttribute == .left ? "minX" : firstAttribute == .top ? "minY" : firstAttribute.rawValue
            return autoresizingNotation + " " + constraintText(
                identifier: nil, first: "\(firstItem?.layoutName ?? "?").\(name)", relation: relation, multiplier: multiplier,
                second: second, constant: constant, priority: priority)
        }
        return isContentSize ? text + " (content size)" : text
    }
}

/// A view that lays out its arranged subviews in a row or a column, as UIKit's `UIStackView`.
///
/// It does nothing but generate constraints: before each layout it compiles its configuration
/// (`StackCompiler`) and activates or deactivates only the constraints that differ from the ones
/// it already has. Arranged views are always subviews; other subviews (a background, an overlay)
/// get no stack constraints.
open class StackView: View {
    // Stored properties a compile reads per arranged view are not checked for overlapping access
    // at run time (`@exclusivity(unchecked)`, as `View`'s): no access to them overlaps another.
    /// The views the stack arranges, in order.
    @exclusivity(unchecked) public private(set) var arrangedSubviews: [View] = []
    @exclusivity(unchecked) public var axis = LayoutAxis.horizontal { didSet { setNeedsUpdateConstraints() } }
    @exclusivity(unchecked) public var distribution = StackDistribution.fill { didSet { setNeedsUpdateConstraints() } }
    @exclusivity(unchecked) public var alignment = StackAlignment.fill { didSet { setNeedsUpdateConstraints() } }
    /// The space between neighbours; `StackView.spacingUseSystem` for the system spacing (8).
    /// NaN or an infinity is refused (the old spacing stays) and reported to the root view's
    /// `layoutIssueHandler`.
    @exclusivity(unchecked) public var spacing: Double = 0 {
        didSet {
            if refuses("spacing", [spacing]) { return spacing = oldValue }
            setNeedsUpdateConstraints()
        }
    }
    /// Vertical stacks only: spacing runs from one view's last baseline to the next's first.
    @exclusivity(unchecked) public var isBaselineRelativeArrangement = false { didSet { setNeedsUpdateConstraints() } }
    /// Arranged views are laid out inside the stack's layout margins.
    @exclusivity(unchecked) public var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsUpdateConstraints() } }
    /// Arranged views are laid out inside the stack's readable content guide: within the margins,
    /// at most `readableWidth` wide, centred. (Not in UIKit.)
    @exclusivity(unchecked) public var layoutMarginsFollowReadableWidth = false { didSet { setNeedsUpdateConstraints() } }

    /// `customSpacing(after:)` when no custom spacing is set; setting it clears a custom spacing.
    public static let spacingUseDefault = Double.greatestFiniteMagnitude
    /// The system spacing (8 points), as a spacing value.
    public static let spacingUseSystem = Double.leastNormalMagnitude

    /// Custom spacings of arranged views only (dropped when a view stops being arranged), so a key
    /// never outlives its view and never names a later view at the same address.
    @exclusivity(unchecked) private var customSpacings: [ObjectIdentifier: Double] = [:]
    /// The generated constraints in the compiler's order.
    @exclusivity(unchecked) public private(set) var generatedConstraints: [LayoutConstraint] = []
    /// What each of `generatedConstraints` states, and the arranged views its items name by
    /// position, as of the last compile; nil after a compile around a toggled view, which leaves
    /// them the full compile of `compiledConfiguration` (made when a full compile needs them).
    private var compiledSpecs: [StackConstraintSpec]? = []
    private var compiledViews: [ObjectIdentifier] = []
    private var generatedGuides: [StackItem: LayoutGuide] = [:]
    /// The generated guides made since the last compile added them to the stack (see
    /// `generatedGuide(_:)`).
    private var guidesToAdd: Set<StackItem> = []
    /// Whether the stack had a first and a last baseline when it last compiled.
    private var compiledBaselines: [Bool] = []
    /// The configuration of the last compile, as read then.
    private var compiledConfiguration: StackConfiguration?
    /// The arranged views hidden or shown since the last compile, while nothing else asked for a
    /// compile (nil once something did): a compile then reads only their visibility.
    @exclusivity(unchecked) private var visibilityChanges: [View]? = []
    /// `ownedConstraintChanges` as the last compile left it: while it still is, every generated
    /// constraint is active (deactivating one takes it out of `ownedConstraints`).
    private var compiledOwnedConstraintChanges = -1

    /// `addArrangedSubview(_:)` for callers that want the error: adds `view` at the end of the
    /// arranged views (and as a subview when it is not one).
    /// - Throws: `viewIsAncestor` when `view` is this stack or one of its ancestors.
    public func addArrangedSubviewOrThrow(_ view: View) throws(LayoutError) {
        try insertArrangedSubviewOrThrow(view, at: arrangedSubviews.count)
    }

    /// `insertArrangedSubview(_:at:)` for callers that want the error: inserts `view` among the
    /// arranged views at `index` (and as a subview when it is not one).
    /// - Throws: `viewIsAncestor` when `view` is this stack or one of its ancestors.
    public func insertArrangedSubviewOrThrow(_ view: View, at index: Int) throws(LayoutError) {
        // Arranged views are subviews (one that leaves is no longer arranged), so a view that was
        // not a subview is not arranged yet and needs no search: appending n views stays linear.
        let wasSubview = view.superview === self
        // The stack places its arranged views by constraints, as UIKit's does. Turned off before a
        // new view joins the stack, while telling its hierarchy's engine costs no walk up to this
        // stack's root (joining asks that engine for a full layout anyway); back as it was when the
        // view cannot join.
        let translated = view.translatesAutoresizingMaskIntoConstraints
        view.translatesAutoresizingMaskIntoConstraints = false
        if !wasSubview {
            do throws(LayoutError) { try addSubviewOrThrow(view) } catch {
                view.translatesAutoresizingMaskIntoConstraints = translated
                throw error
            }
        }
        rearrange {
            if wasSubview { arrangedSubviews.removeAll { $0 === view } }
            arrangedSubviews.insert(view, clampedAt: index)
        }
    }

    /// Stops arranging `view`; it stays a subview.
    public func removeArrangedSubview(_ view: View) {
        rearrange { arrangedSubviews.removeAll { $0 === view } }
        customSpacings[ObjectIdentifier(view)] = nil
    }

    /// Changes the arranged views by `change` and asks for the constraints to be compiled again.
    /// A stack's baselines are its first and last arranged views': when either changes, every
    /// constraint that mentions a baseline of this stack must be derived again, which a full
    /// layout does (view fuzz seed 45158).
    private func rearrange(_ change: () -> Void) {
        let ends = arrangedEnds
        change()
        let engine = rootEngine  // found once for both
        if arrangedEnds != ends { engine?.needsFullLayout() }
        setNeedsUpdateConstraints(noting: engine)
    }

    /// The identities of the first and last arranged views (compared, not retained).
    private var arrangedEnds: (first: ObjectIdentifier?, last: ObjectIdentifier?) {
        arrangedSubviews.withUnsafeBufferPointer { views in
            (views.first.map(ObjectIdentifier.init), views.last.map(ObjectIdentifier.init))
        }
    }

    /// Sets the spacing after the arranged view `view` (`spacingUseDefault` clears it,
    /// `spacingUseSystem` is 8); it is forgotten when `view` stops being arranged. A view that is
    /// not arranged, NaN, an infinity or a value beyond `LayoutLimits.maximumMagnitude` is refused
    /// and reported, as for `spacing`.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else {
            return reportIssue(.notArranged(view: view.id, stack: id))
        }
        if spacing == StackView.spacingUseDefault {
            customSpacings[ObjectIdentifier(view)] = nil
        } else {
            if refuses("custom spacing after \(view.id)", [spacing]) { return }
            customSpacings[ObjectIdentifier(view)] = spacing
        }
        setNeedsUpdateConstraints()
    }

    /// The custom spacing after `view`, or `spacingUseDefault`.
    public func customSpacing(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? StackView.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: View) {
        removeArrangedSubview(subview)
    }

    /// A stack's first baseline is its first arranged view's.
    open override var forFirstBaselineLayout: View { arrangedSubviews.first?.forFirstBaselineLayout ?? self }
    /// A stack's last baseline is its last arranged view's.
    open override var forLastBaselineLayout: View { arrangedSubviews.last?.forLastBaselineLayout ?? self }

    /// The compiler's input, read from the stack and its arranged views now.
    public var configuration: StackConfiguration {
        func resolved(_ value: Double) -> Double { value == StackView.spacingUseSystem ? systemSpacing : value }
        return StackConfiguration(
            axis: axis, distribution: distribution, alignment: alignment, spacing: resolved(spacing),
            isBaselineRelativeArrangement: isBaselineRelativeArrangement,
            isLayoutMarginsRelativeArrangement: isLayoutMarginsRelativeArrangement,
            layoutMarginsFollowReadableWidth: layoutMarginsFollowReadableWidth,
            // Each view borrowed from the list, not retained and released around its reading.
            arranged: arrangedSubviews.indices.map { index in
                Unmanaged.passUnretained(arrangedSubviews[index])._withUnsafeGuaranteedRef { view in
                    StackConfiguration.Arranged(
                        isHidden: view.isHidden, intrinsicLength: view.intrinsicLength(along: axis),
                        hasFirstBaseline: view.forFirstBaselineLayout.firstBaselineOffset != nil,
                        hasLastBaseline: view.forLastBaselineLayout.lastBaselineOffset != nil,
                        customSpacingAfter: customSpacings.isEmpty ? nil : customSpacings[ObjectIdentifier(view)].map(resolved),
                        isMultilineText: (view as? Label)?.isMultiline ?? false)
                }
            })
    }

    /// Anything a stack compiles from may have changed: the next compile reads the configuration.
    override func setNeedsUpdateConstraints(noting engine: LayoutEngine?) {
        visibilityChanges = nil
        super.setNeedsUpdateConstraints(noting: engine)
    }

    /// Notes `subview` for a compile that reads only its visibility.
    override func subviewVisibilityDidChange(_ subview: View) {
        visibilityChanges?.append(subview)
        super.setNeedsUpdateConstraints(noting: rootEngine)
    }

    /// Compiles the configuration and swaps in only the constraints that changed. When one
    /// arranged view was hidden or shown and nothing else changed, only the constraints around it
    /// are compiled (`StackCompiler.visibilityChange(ofView:from:to:)`); otherwise the new specs are
    /// matched against the last compile's by the shortest edit script (about one pass when the
    /// change is local), by hashing when much changed.
    open override func updateConstraints() {
        super.updateConstraints()
        let changes = visibilityChanges
        visibilityChanges = []
        if let changes, updateVisibility(changes) { return }
        let configuration = configuration
        let lastCompiledConfiguration = compiledConfiguration
        compiledConfiguration = configuration
        let specs = StackCompiler.constraints(for: configuration)
        let views = arrangedSubviews.map(ObjectIdentifier.init)
        let lastSpecs = compiledSpecs ?? lastCompiledConfiguration.map(StackCompiler.constraints(for:)) ?? []
        let kept = matches(from: lastSpecs, views: compiledViews, to: specs, views: views)
        var reused = [Bool](repeating: false, count: lastSpecs.count)
        var reusedCount = 0
        // A generated constraint deactivated from outside (its arranged view was removed from the
        // stack and put back before this update) is made anew, never reused inactive.
        for case let index? in kept where generatedConstraints[index].isActive {
            reused[index] = true
            reusedCount += 1
        }
        // None to drop on a first compile: no lazy sequence made (its type's metadata alone, made
        // once per process, cost nearly a million instructions).
        if reusedCount < generatedConstraints.count {
            LayoutConstraint.uninstall(generatedConstraints.indices.lazy.filter { !reused[$0] }.map { self.generatedConstraints[$0] })
        }
        // A stack's baselines are its arranged views': a stack arranging this one must compile again.
        let baselines = [forFirstBaselineLayout.firstBaselineOffset != nil, forLastBaselineLayout.lastBaselineOffset != nil]
        if baselines != compiledBaselines { superview?.setNeedsUpdateConstraints() }
        compiledBaselines = baselines
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(specs.count)
        // Room in the stack's list for the new ones at once (it grew about twelve times for 1000
        // labels), and no more (a compile that changes a few constraints does not copy the list).
        ownedConstraints.reserveCapacity(ownedConstraints.count + specs.count - reusedCount)
        let engine = rootEngine
        // Specs read in place through a buffer (see `install(_:noting:)`), once: the guides they
        // name are noted in the same pass (a pass of their own read every spec again, a cache
        // miss per spec for a long stack), made as a new constraint first names them.
        var named = NamedGuides()
        // Each arranged view's box read once, in order (made if needed), not once per constraint
        // that names the view: the constraints name the views rule after rule, and for a long
        // stack each such read missed the cache. Kept in a temporary buffer (on the stack for a
        // short one: no heap block per compile).
        withUnsafeTemporaryAllocation(of: Unmanaged<LayoutBox>.self, capacity: arrangedSubviews.count) { boxes in
            for index in arrangedSubviews.indices {
                let box = Unmanaged.passUnretained(arrangedSubviews[index])._withUnsafeGuaranteedRef { $0.unretainedBox }
                boxes.initializeElement(at: index, to: box)
            }
            let arrangedBoxes = UnsafeBufferPointer(boxes)
            specs.withUnsafeBufferPointer { specs in
                for index in specs.indices {
                    named.note(specs[index].first)
                    named.note(specs[index].second)
                    if let old = kept[index], reused[old] {
                        constraints.append(generatedConstraints[old])
                        continue
                    }
                    constraints.append(install(specs.baseAddress! + index, arrangedBoxes: arrangedBoxes, noting: engine))
                }
            }
        }
        updateGuides(named)
        generatedConstraints = constraints
        compiledSpecs = specs
        compiledViews = views
        compiledOwnedConstraintChanges = ownedConstraintChanges
    }

    /// Swaps in the constraints around the one arranged view hidden or shown since the last
    /// compile (`changes`: each hiding or showing since), when nothing else changed and no
    /// constraint of the stack was activated or deactivated from outside since (so every generated
    /// one is still active); false when a full compile is needed. A local change names the same
    /// generated guides as the last compile (the spanners and gaps it names do not depend on which
    /// views are visible while one is), so no guide is made, added or removed here.
    private func updateVisibility(_ changes: [View]) -> Bool {
        guard let view = changes.first, changes.allSatisfy({ $0 === view }),
            let old = compiledConfiguration, let index = arrangedSubviews.firstIndex(where: { $0 === view }),
            ownedConstraintChanges == compiledOwnedConstraintChanges
        else { return false }
        guard old.arranged[index].isHidden != view.isHidden else { return true }  // shown and hidden again
        var new = old
        new.arranged[index].isHidden = view.isHidden
        guard let replacements = StackCompiler.visibilityChange(ofView: index, from: old, to: new) else { return false }
        LayoutConstraint.uninstall(replacements.lazy.flatMap { self.generatedConstraints[$0.range] })
        let engine = rootEngine
        for replacement in replacements.reversed() {
            let constraints = replacement.specs.withUnsafeBufferPointer { specs in
                specs.indices.map { install(specs.baseAddress! + $0, noting: engine) }
            }
            generatedConstraints.replaceSubrange(replacement.range, with: constraints)
        }
        assert(guidesToAdd.isEmpty, "a compile around a hidden or shown view names only guides made already")
        compiledSpecs = nil
        compiledConfiguration = new
        compiledOwnedConstraintChanges = ownedConstraintChanges
        return true
    }

    /// A new constraint stating the spec `spec` points to, installed on the stack (`engine`: the
    /// hierarchy's). Each field is loaded in place and only the identifier the constraint keeps is
    /// copied: a spec passed by value, or read from a buffer's element, was copied whole (its
    /// identifier retained) and destroyed again, two retains and a release per constraint.
    /// `arrangedBoxes`: the arranged views' boxes, in order, if read already.
    private func install(
        _ spec: UnsafePointer<StackConstraintSpec>, arrangedBoxes: UnsafeBufferPointer<Unmanaged<LayoutBox>>? = nil,
        noting engine: LayoutEngine?
    ) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            first: box(of: spec.pointee.first, arrangedBoxes: arrangedBoxes), attribute: spec.pointee.firstAttribute,
            relatedBy: spec.pointee.relation, second: spec.pointee.second.map { box(of: $0, arrangedBoxes: arrangedBoxes) },
            attribute: spec.pointee.secondAttribute, multiplier: spec.pointee.multiplier,
            constant: spec.pointee.constant, priority: spec.pointee.priority)
        constraint.identifier = spec.pointee.identifier
        constraint.install(on: self, noting: engine)
        return constraint
    }

    /// The most insertions and deletions matched by edit script; beyond, matching hashes every key.
    static let maximumEdits = 48

    /// For each of `new` (naming `newViews` by position), the index of the equal spec of `old`
    /// (naming `oldViews`) it keeps, if any: keys (plain values, cheap to compare) are matched by
    /// the shortest edit script, or by hashing when more than `maximumEdits` edits are needed,
    /// and a match stands when the identifiers are equal too. While the arranged views are the
    /// same, in the same order, keys name them by position; otherwise by identity.
    private func matches(
        from old: [StackConstraintSpec], views oldViews: [ObjectIdentifier], to new: [StackConstraintSpec],
        views newViews: [ObjectIdentifier]
    ) -> [Int?] {
        // Nothing to keep (a first compile): no keys to make for the new constraints.
        if old.isEmpty { return [Int?](repeating: nil, count: new.count) }
        let byPosition = oldViews == newViews
        let oldKeys = old.map { GeneratedKey($0, views: byPosition ? nil : oldViews) }
        let newKeys = new.map { GeneratedKey($0, views: byPosition ? nil : newViews) }
        var kept = EditMatching.matches(from: oldKeys, to: newKeys, maximumEdits: StackView.maximumEdits)
            ?? {
                var indices: [GeneratedKey: Int] = [:]
                indices.reserveCapacity(oldKeys.count)
                for (index, key) in oldKeys.enumerated() { indices[key] = index }
                return newKeys.map { indices[$0] }
            }()
        for index in kept.indices {
            if let match = kept[index], old[match].identifier != new[index].identifier { kept[index] = nil }
        }
        return kept
    }

    /// The generated guides a compile's constraints name.
    private struct NamedGuides {
        var ordering = false
        var alignment = false
        /// One more than the highest gap index named (0: none).
        var gapCount = 0

        mutating func note(_ item: StackItem?) {
            switch item {
            case .orderingSpanner?: ordering = true
            case .alignmentSpanner?: alignment = true
            case .gap(let index)?: gapCount = max(gapCount, index + 1)
            default: break
            }
        }

        /// Whether the constraints name the generated guide `item`.
        func contains(_ item: StackItem) -> Bool {
            switch item {
            case .orderingSpanner: ordering
            case .alignmentSpanner: alignment
            case .gap(let index): index < gapCount
            default: false
            }
        }

        /// The guides named, in the order they are added to the stack: ordering spanner, gaps,
        /// alignment spanner.
        var inOrder: [StackItem] {
            (ordering ? [.orderingSpanner] : []) + (0..<gapCount).map(StackItem.gap) + (alignment ? [.alignmentSpanner] : [])
        }
    }

    /// Removes the generated guides the constraints just compiled do not name, and adds those
    /// made for them (`generatedGuide(_:)`) in the order of `inOrder`.
    private func updateGuides(_ named: NamedGuides) {
        for (item, guide) in generatedGuides where !named.contains(item) {
            removeLayoutGuide(guide)
            generatedGuides[item] = nil
        }
        guard !guidesToAdd.isEmpty else { return }
        for item in named.inOrder where guidesToAdd.contains(item) { addLayoutGuide(generatedGuides[item]!) }
        guidesToAdd = []
    }

    /// The generated guide `item`, made (not yet added to the stack: see `updateGuides(_:)`) when
    /// a constraint first names it.
    private func generatedGuide(_ item: StackItem) -> LayoutGuide {
        if let guide = generatedGuides[item] { return guide }
        let name = switch item {
        case .alignmentSpanner: "alignmentSpanner"
        case .orderingSpanner: "orderingSpanner"
        case .gap(let index): "gap\(index)"
        default: preconditionFailure("only spanners and gaps are generated guides")
        }
        let guide = LayoutGuide(identifier: name)
        guide.isStackGenerated = true
        generatedGuides[item] = guide
        guidesToAdd.insert(item)
        return guide
    }

    /// What a spec states but its identifier, as a plain value. Given the arranged views, it
    /// names them by identity instead of position, so a constraint made for one view is never kept
    /// for another after an insertion or a removal, and one between views that only moved (an
    /// insertion before them) is kept.
    private struct GeneratedKey: Hashable {
        var first: StackItem
        var firstAttribute: LayoutAttribute
        var relation: Relation
        var second: StackItem?
        var secondAttribute: LayoutAttribute?
        var multiplier: Double
        var constant: Double
        var priority: Priority
        /// The arranged views `first` and `second` name (then at position 0), if named by identity.
        var firstView: ObjectIdentifier?
        var secondView: ObjectIdentifier?

        init(_ spec: StackConstraintSpec, views: [ObjectIdentifier]?) {
            (first, firstAttribute, relation, second, secondAttribute) =
                (spec.first, spec.firstAttribute, spec.relation, spec.second, spec.secondAttribute)
            (multiplier, constant, priority) = (spec.multiplier, spec.constant, spec.priority)
            guard let views else { return }
            if case .arranged(let index) = first {
                firstView = views[index]
                first = .arranged(0)
            }
            if case .arranged(let index)? = second {
                secondView = views[index]
                second = .arranged(0)
            }
        }
    }

    /// The box `item` of a generated constraint is held by (`arrangedBoxes`: the arranged views',
    /// in order, if read already).
    private func box(of item: StackItem, arrangedBoxes: UnsafeBufferPointer<Unmanaged<LayoutBox>>?) -> LayoutBox {
        switch item {
        case .stack: box
        case .layoutMarginsGuide: layoutMarginsGuide.box
        case .readableContentGuide: readableContentGuide.box
        case .arranged(let index):
            if let arrangedBoxes { arrangedBoxes[index].takeUnretainedValue() }
            // The view borrowed from the list, not retained and released around reading its box.
            else { Unmanaged.passUnretained(arrangedSubviews[index])._withUnsafeGuaranteedRef { $0.box } }
        case .alignmentSpanner, .orderingSpanner, .gap: generatedGuide(item).box
        }
    }
}

import Cassowary

extension View {
    /// Lays out the whole hierarchy now: every view that needs it updates its constraints
    /// (parents first), only what changed since the last layout reaches the solver, and the
    /// frames of the views and guides it moved are written; then the issues found go to the
    /// root's `layoutIssueHandler`.
    ///
    /// Not re-entrant: called while the hierarchy is being laid out (from the issue handler or an
    /// `updateConstraints()` override) it returns at once, frames as the last finished layout
    /// left them, and the hierarchy is laid out again once the handler returns (see
    /// `maximumLayoutRounds`).
    public func layoutIfNeeded() {
        let root = rootView
        if let run = root.layoutRun { return run.layoutRequested = true }
        root.withinLayout { root.layOut() }
    }

    /// One layout of the hierarchy rooted here; issues go to the running `LayoutRun`. A full
    /// layout (the first, and after anything the engine cannot follow constraint by constraint)
    /// updates constraints and gathers every one; otherwise only the constraints that changed
    /// reach the engine, and only the frames its changes can have moved are written. Frames feed
    /// safe areas, margins and label widths back in: it lays out again (in full: generated
    /// constraints depend on them) until they settle.
    func layOut() {
        let engine = engine ?? LayoutEngine()
        self.engine = engine
        // The subtree as the preparation walked it, walked again by the first pass's updates (a
        // full one) instead of afresh: nothing between the two changes the hierarchy.
        var prepared = engine.needsFullPass ? prepareLayoutPass() : nil
        for _ in 0..<View.maximumLayoutPasses {
            let walked = prepared
            prepared = nil
            engine.updateConstraintsOfViewsThatAsked()
            let full = engine.needsFullPass
            if full {
                // What the updates change from here on is in what is gathered below.
                engine.beginFullPass()
                let views = updateConstraints(ifNeededIn: walked ?? subtree)
                let wanted = wantedConstraints(of: views)
                engine.leftToRightThroughout = !wanted.anyRightToLeft
                engine.discardChanges()
                engine.synchronize(with: wanted, report: reportIssue)
            } else {
                engine.synchronizeChanged(report: reportIssue)
            }
            // Every frame when something in this pass asked for a full layout: it may have taken
            // an item of the frame table out of the hierarchy (see `FrameTable`).
            // A walk of every frame derives the inputs of every view as it goes, parents first.
            let written = engine.frames.writeFrames(of: self, from: engine.solver, everything: full || engine.needsFullPass) {
                $0.deriveFrameDependentInputs(superview: $1, noting: engine)
            }
            let inputsChanged = switch written {
            case .everyFrame(let changed): changed
            case .movedFrames(let views): updateFrameDependentInputs(startingAt: views)
            }
            guard inputsChanged else { return }
            engine.needsFullLayout()
        }
    }

    /// Runs `updateConstraints()` on every view of the subtree that asked for it, parents first,
    /// until none asks, without laying anything out: afterwards a stack's generated guides exist
    /// and can be named by constraints.
    public func updateConstraintsIfNeeded() { _ = updateConstraints(ifNeededIn: subtree) }

    /// `updateConstraintsIfNeeded()` starting from `views`, the subtree as it is now; returns the
    /// subtree as the last round walked it (after which nothing changed it, unless the rounds ran
    /// out), so that a layout gathers its constraints without walking it once more.
    func updateConstraints(ifNeededIn views: [View]) -> [View] {
        var views = views
        // The walk is made again only when the updates changed the hierarchy (as the engine,
        // when there is one and it is still the hierarchy's, counts), not to find that they did not.
        let engine = rootEngine
        var hierarchyChanges = engine?.hierarchyChanges
        for round in 0..<8 {
            if round > 0
                && (hierarchyChanges == nil || engine?.hierarchyChanges != hierarchyChanges || rootEngine !== engine)
            {
                views = subtree
                hierarchyChanges = engine?.hierarchyChanges
            }
            // By index (no view retained into an array and released again).
            let pending = views.indices.filter { views[$0].needsUpdateConstraints }
            if pending.isEmpty { return views }
            views.forEachBorrowed(at: pending) { view in
                view.needsUpdateConstraints = false
                view.updateConstraints()
            }
        }
        return subtree
    }

    /// Every active constraint of `views` (the subtree, parents first) and every generated one.
    func wantedConstraints(of views: [View]) -> WantedConstraints {
        var constraints = WantedConstraints()
        // At most one request per view: room for all at once (the list grew about ten times for
        // 1000 labels, each time copying every request made so far).
        constraints.contentSizes.reserveCapacity(views.count)
        views.forEachBorrowed { view in
            // Most views own none (their constraints are their common ancestor's): the empty array
            // is not read out, retained and released for nothing.
            if !view.ownedConstraints.isEmpty { constraints += view.ownedConstraints }
            if view.semanticLayoutDirection == .rightToLeft { constraints.anyRightToLeft = true }
            view.appendSystemConstraints(isRoot: view === self, to: &constraints)
        }
        return constraints
    }

    /// What the layouts of this hierarchy asked of the solver.
    var layoutStatistics: LayoutStatistics { rootEngine?.statistics ?? LayoutStatistics() }

    /// Every constraint the last layout of this hierarchy holds, in the order they were added:
    /// active ones, generated ones (stacks, content size, guides), the root's frame.
    public var constraintsInPlay: [LayoutConstraint] { rootEngine?.installedConstraints ?? [] }

    /// The required constraints the last layout had to leave out, each with its conflicts.
    public var unsatisfiableConstraints: [UnsatisfiableConstraints] { rootEngine?.unsatisfiable ?? [] }

    /// True when the constraints do not determine this view's frame uniquely.
    public var hasAmbiguousLayout: Bool {
        rootView.viewsWithAmbiguousLayout().contains { $0 === self }
    }

    /// Every view and guide of the hierarchy whose frame the constraints do not determine
    /// uniquely, in hierarchy order (lays out first). A stack's own spanners and gaps span only
    /// the axis their constraints need: they are listed only when a value those constraints
    /// mention is ambiguous, so a stack whose views are all determined lists nothing.
    /// Lays out first, except while the hierarchy is being laid out (from the issue handler): then
    /// it answers for the last finished layout.
    public func viewsWithAmbiguousLayout() -> [LayoutItem] {
        let root = rootView
        if root.layoutRun == nil { root.layoutIfNeeded() }
        // No engine yet (asked from the first layout's `updateConstraints()`): nothing is determined.
        let solver = root.engine?.solver ?? Solver()
        let ambiguous = Set(solver.ambiguousVariables().map(ObjectIdentifier.init))
        func isAmbiguous(_ box: LayoutBox, unconstrainedCounts: Bool) -> Bool {
            [box.left, box.top, box.width, box.height].contains {
                solver.contains($0) ? ambiguous.contains(ObjectIdentifier($0)) : unconstrainedCounts
            }
        }
        var found: [LayoutItem] = []
        for view in root.subtree {
            if isAmbiguous(view.box, unconstrainedCounts: true) { found.append(view) }
            found += view.layoutGuides.filter { isAmbiguous($0.box, unconstrainedCounts: !$0.isStackGenerated) } as [LayoutItem]
        }
        return found
    }

    /// The constraints in the solver that relate this view along `axis`.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        (rootEngine?.installedConstraints ?? []).filter { constraint in
            (constraint.firstItem === self && constraint.firstAttribute.axis == axis)
                || (constraint.secondItem === self && constraint.secondAttribute?.axis == axis)
        }
    }

    /// The size the view's own constraints give it, pulled towards `target` at fitting-size
    /// priority (50), as if it stood alone with its subviews. Pass `Size.zero` for the smallest
    /// size (UIKit's `layoutFittingCompressedSize`).
    public func systemLayoutSizeFitting(_ target: Size) -> Size {
        systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's own constraints give it, its width pulled towards `target.width` at
    /// `horizontalPriority` and its height towards `target.height` at `verticalPriority` — a cell
    /// fits a given width with `.required` across and `.fittingSizeLevel` down. A conflict is
    /// reported to the root view's `layoutIssueHandler`; the conflicting constraint is left out.
    /// It solves on a solver of its own, so it may be called from the issue handler; its issues
    /// are delivered as a layout's are.
    public func systemLayoutSizeFitting(
        _ target: Size, withHorizontalFittingPriority horizontalPriority: Priority,
        verticalFittingPriority verticalPriority: Priority
    ) -> Size {
        rootView.withinLayout {
            fittingSize(target, horizontalPriority: horizontalPriority, verticalPriority: verticalPriority)
        }
    }

    private func fittingSize(_ target: Size, horizontalPriority: Priority, verticalPriority: Priority) -> Size {
        let engine = LayoutEngine()
        updateConstraintsIfNeeded()
        let pulls = [
            (LayoutAttribute.width, target.width, horizontalPriority), (.height, target.height, verticalPriority),
        ].map { attribute, value, priority in
            LayoutConstraint(
                item: self, attribute: attribute, relatedBy: .equal, toItem: nil, attribute: nil,
                constant: value, priority: priority)
        }
        let valid = pulls.filter { pull in
            do throws(LayoutError) {
                try pull.validate()
                return true
            } catch {
                reportIssue(error)
                return false
            }
        }
        var own = WantedConstraints()
        for view in subtree {
            own += view.ownedConstraints
            view.appendSystemConstraints(isRoot: false, to: &own)
        }
        own += valid + anchorOrigin()
        engine.synchronize(with: own, report: reportIssue)
        return PixelGrid(scale: rootView.displayScale).aligned(box, in: engine).size
    }

    /// `left == 0` and `top == 0`, so a view laid out alone has a place.
    private func anchorOrigin() -> [LayoutConstraint] {
        [LayoutAttribute.left, .top].map {
            LayoutConstraint(item: self, attribute: $0, relatedBy: .equal, toItem: nil, attribute: nil)
        }
    }
}

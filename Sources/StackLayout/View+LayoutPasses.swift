/// What a layout's frames feed back into the next one, as in UIKit: safe-area insets, the
/// margins they inset, a scroll view's adjusted content inset, and the width a multi-line label
/// wraps to. `layoutIfNeeded()` lays out again while any of them changes.
extension View {
    /// The most layouts one `layoutIfNeeded()` runs: a label measured at its width and the safe
    /// area of a view placed by it settle within two; the rest is a guard against a hierarchy
    /// that never settles.
    static let maximumLayoutPasses = 4

    /// Before a full layout: labels measure with the current font size and width (a content size
    /// category may have changed); safe areas and margins are derived from the current frames.
    /// (Between full layouts, everything these read outside frames asks for a full layout when it
    /// changes.) Returns the subtree it walked.
    func prepareLayoutPass() -> [View] {
        // One walk for both: a view's derived inputs read its own measurement and its
        // superview's inputs (derived earlier in the walk), never another label's measurement.
        let engine = rootEngine
        let views = subtree
        views.forEachBorrowed { view in
            if let label = view as? Label { label.measure() }
            _ = view.deriveFrameDependentInputs(noting: engine)
        }
        return views
    }

    /// After a layout that wrote only some frames (a walk of every frame derives every view's
    /// inputs as it goes, `FrameTable.writeFrames`): derives, parents first, the safe-area insets,
    /// margins and adjusted content inset of `views` (those that derive anything from frames and
    /// whose frames, superview's size or guides changed), measuring labels whose width changed,
    /// and the whole subtree of each view whose inputs changed (its subviews derive theirs from
    /// them). Every other view's inputs depend on nothing that changed. True when anything a
    /// constraint depends on changed, so that the hierarchy is laid out again.
    func updateFrameDependentInputs(startingAt views: [View]) -> Bool {
        guard !views.isEmpty else { return false }
        var seen = Set<ObjectIdentifier>(minimumCapacity: views.count)
        var changed = false
        let engine = rootEngine
        func deriveSubtree(_ view: View) {
            seen.insert(ObjectIdentifier(view))
            if view.deriveFrameDependentInputs(noting: engine) { changed = true }
            for subview in view.subviews { deriveSubtree(subview) }
        }
        let parentsFirst = views.enumerated().map { (view: $1, depth: $1.depth, order: $0) }
            .sorted { ($0.depth, $0.order) < ($1.depth, $1.order) }
        for entry in parentsFirst where seen.insert(ObjectIdentifier(entry.view)).inserted {
            guard entry.view.deriveFrameDependentInputs(noting: engine) else { continue }
            changed = true
            for subview in entry.view.subviews { deriveSubtree(subview) }
        }
        return changed
    }

    /// False when the view's derived inputs cannot depend on its frame or its superview's: its
    /// superview has no safe-area insets to share, it does not preserve the superview's margins,
    /// and it is neither a label (which wraps to its width) nor a scroll view (whose content inset
    /// adjusts to its frame). `superview` is the view's, passed in by a walk that knows it.
    func derivesInputsFromFrames(superview: View?) -> Bool {
        (superview.map { $0.screen.safeAreaInsets != .zero } ?? false) || screen.preservesSuperviewLayoutMargins
            || self is Label || self is ScrollView
    }

    /// Derives this view's safe-area insets, margins and adjusted content inset from the frames
    /// and its superview's derived inputs, and measures a label whose width changed; true when
    /// any of them changed. A change the solver forms depend on is noted in `engine`, the
    /// hierarchy's (found once by the caller, not once per view: a first layout derives every
    /// view's margins for the first time).
    private func deriveFrameDependentInputs(noting engine: LayoutEngine?) -> Bool {
        withSuperview { deriveFrameDependentInputs(superview: $0, noting: engine) }
    }

    /// `deriveFrameDependentInputs(noting:)` given the superview (`parent`).
    func deriveFrameDependentInputs(superview parent: View?, noting engine: LayoutEngine?) -> Bool {
        var changed = false
        let insets = derivedSafeAreaInsets(superview: parent)
        if insets != screen.safeAreaInsets {
            screen.safeAreaInsets = insets
            changed = true
        }
        if let scroll = self as? ScrollView, scroll.updateAdjustedContentInset() {
            // The content offset moves what autoresizing constraints measure from.
            engine?.environmentDidChange()
            changed = true
        }
        let margins = effectiveMargins(superview: parent)
        if margins != screen.derivedMargins {
            screen.derivedMargins = margins
            engine?.environmentDidChange()
            changed = true
        }
        if let label = self as? Label, label.layoutDidChangeWidth() { changed = true }
        return changed
    }
}

/// What a layout's frames feed back into the next one, as in UIKit: safe-area insets, the
/// margins they inset, a scroll view's adjusted content inset, and the width a multi-line label
/// wraps to. `layoutIfNeeded()` lays out again while any of them changes.
extension View {
    /// The most layouts one `layoutIfNeeded()` runs: a label measured at its width and the safe
    /// area of a view placed by it settle within two; the rest is a guard against a hierarchy
    /// that never settles.
    static let maximumLayoutPasses = 4

    /// Labels measure with the current font size and width (a content size category may have
    /// changed); safe areas and margins are derived from the current frames. True when those
    /// changed something a generated constraint depends on.
    func prepareLayoutPass() -> Bool {
        for case let label as Label in subtree { label.measure() }
        return updateFrameDependentInputs()
    }

    /// Derives, parents first, each view's safe-area insets, margins and adjusted content inset
    /// from the frames just written, and measures labels whose width changed. True when anything
    /// a constraint depends on changed, so that the hierarchy is laid out again.
    func updateFrameDependentInputs() -> Bool {
        var changed = false
        for view in subtree {
            let insets = view.derivedSafeAreaInsets()
            if insets != view.screen.safeAreaInsets {
                view.screen.safeAreaInsets = insets
                changed = true
            }
            if let scroll = view as? ScrollView, scroll.updateAdjustedContentInset() {
                // The content offset moves what autoresizing constraints measure from.
                scroll.environmentDidChange()
                changed = true
            }
            let margins = view.effectiveMargins
            if margins != view.screen.derivedMargins {
                view.screen.derivedMargins = margins
                view.environmentDidChange()
                changed = true
            }
            if let label = view as? Label, label.layoutDidChangeWidth() { changed = true }
        }
        return changed
    }
}

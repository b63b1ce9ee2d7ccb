/// The safe area, as UIKit derives it: a root view is given its insets (what a window leaves
/// under a status bar or a home indicator); every other view's insets are the part of its
/// superview's safe-area insets it overlaps, from its frame at the last layout — a view wholly
/// inside the superview's safe area has none, a view reaching past the superview's edge gets
/// the superview's inset there and no more.
extension View {
    /// The insets of the safe area from the view's edges (derived at each layout). Setting them
    /// gives a **root** view its insets, as a window does; a view with a superview derives its
    /// own and ignores the value set until it is a root.
    public var safeAreaInsets: EdgeInsets {
        get { superview == nil ? rareState.givenSafeAreaInsets : screen.safeAreaInsets }
        set {
            if refuses("safeAreaInsets", [newValue.top, newValue.left, newValue.bottom, newValue.right], allowingNegative: false) {
                return
            }
            rareState.givenSafeAreaInsets = newValue
            if superview == nil { screen.safeAreaInsets = newValue }
            needsFullLayout()
        }
    }

    /// The guide inset from the view's edges by its safe-area insets, held by
    /// `UIViewSafeAreaLayoutGuide-left/top/right/bottom` constraints.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = layoutGuides.first(where: { $0.identifier == View.safeAreaGuideName }) { return guide }
        let guide = LayoutGuide(identifier: View.safeAreaGuideName)
        addLayoutGuide(guide)
        return guide
    }

    /// When true (the default), the safe-area insets are added to the layout margins, so that
    /// content at the margins stays in the safe area.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { screen.insetsLayoutMarginsFromSafeArea }
        set {
            screen.insetsLayoutMarginsFromSafeArea = newValue
            environmentDidChange()
        }
    }

    /// When true, each margin is at least the superview's margin less the distance from the
    /// superview's edge to this view's (false by default).
    public var preservesSuperviewLayoutMargins: Bool {
        get { screen.preservesSuperviewLayoutMargins }
        set {
            screen.preservesSuperviewLayoutMargins = newValue
            environmentDidChange()
        }
    }

    /// The margins layout uses: `directionalLayoutMargins`, plus the safe-area insets
    /// (`insetsLayoutMarginsFromSafeArea`), at least the superview's where they reach into this
    /// view (`preservesSuperviewLayoutMargins`).
    var effectiveMargins: DirectionalEdgeInsets { effectiveMargins(superview: superview) }

    /// `effectiveMargins`, given the view's superview (read once by a caller that needs it too).
    func effectiveMargins(superview parent: View?) -> DirectionalEdgeInsets {
        var result = margins
        // The direction is looked up (a walk to the nearest view that sets one) only where it
        // matters: left and right insets that differ, or margins preserved from the superview.
        var isRightToLeft: Bool { effectiveLayoutDirection == .rightToLeft }
        if screen.insetsLayoutMarginsFromSafeArea {
            let safe = parent == nil ? rareState.givenSafeAreaInsets : screen.safeAreaInsets  // as `safeAreaInsets` reads them
            let rightToLeft = safe.left.bitPattern != safe.right.bitPattern && isRightToLeft
            result.top += safe.top
            result.bottom += safe.bottom
            result.leading += rightToLeft ? safe.right : safe.left
            result.trailing += rightToLeft ? safe.left : safe.right
        }
        if screen.preservesSuperviewLayoutMargins, let parent {
            let rightToLeft = isRightToLeft
            let outer = parent.effectiveMargins
            let place = frameInSuperviewBounds
            let left = place.x, right = parent.frame.width - place.x - place.width
            result.top = max(result.top, outer.top - place.y)
            result.bottom = max(result.bottom, outer.bottom - (parent.frame.height - place.y - place.height))
            result.leading = max(result.leading, outer.leading - (rightToLeft ? right : left))
            result.trailing = max(result.trailing, outer.trailing - (rightToLeft ? left : right))
        }
        return result
    }

    /// The frame in the superview's visible bounds (a scroll view's content moves by its offset).
    var frameInSuperviewBounds: Rect {
        let offset = superview?.boundsOrigin ?? .zero
        return Rect(x: frame.x - offset.x, y: frame.y - offset.y, width: frame.width, height: frame.height)
    }

    /// The safe-area insets from the superview's (`superview`, the view's) and the frame of the
    /// last layout.
    func derivedSafeAreaInsets(superview parent: View?) -> EdgeInsets {
        guard let parent else { return rareState.givenSafeAreaInsets }
        let outer = parent.screen.safeAreaInsets
        // Nothing to overlap (every inset +0, the sign bit clear too): each inset below would
        // be max(0, 0 - max(0, …)) = +0.
        if outer.top.bitPattern | outer.left.bitPattern | outer.bottom.bitPattern | outer.right.bitPattern == 0 { return .zero }
        let place = frameInSuperviewBounds
        return EdgeInsets(
            top: max(0, outer.top - max(0, place.y)),
            left: max(0, outer.left - max(0, place.x)),
            bottom: max(0, outer.bottom - max(0, parent.frame.height - place.y - place.height)),
            right: max(0, outer.right - max(0, parent.frame.width - place.x - place.width)))
    }

    /// `UIViewSafeAreaLayoutGuide-…`: the safe-area guide at the safe-area insets.
    func safeAreaConstraints() -> [LayoutConstraint] {
        guard let guide = layoutGuides.first(where: { $0.identifier == View.safeAreaGuideName }) else { return [] }
        let insets = screen.safeAreaInsets
        return [
            generated(.safeAreaGuide, guide, .left, .equal, self, .left, constant: insets.left),
            generated(.safeAreaGuide, guide, .top, .equal, self, .top, constant: insets.top),
            generated(.safeAreaGuide, self, .right, .equal, guide, .right, constant: insets.right),
            generated(.safeAreaGuide, self, .bottom, .equal, guide, .bottom, constant: insets.bottom),
        ]
    }

    static let safeAreaGuideName = "safeAreaLayoutGuide"
}

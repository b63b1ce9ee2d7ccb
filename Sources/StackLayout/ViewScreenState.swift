/// What a view knows of the screen it is on, beyond its constraints: the text size, the safe area
/// and the margins derived from them, the frame and mask its autoresizing constraints come from
/// (kept by `View`, read through its extensions).
struct ViewScreenState {
    /// A root's preferred text size.
    var contentSizeCategory = ContentSizeCategory.large
    /// The safe-area insets a root is given (by the window: a status bar, a home indicator).
    var givenSafeAreaInsets = EdgeInsets.zero
    /// The safe-area insets derived at the last layout.
    var safeAreaInsets = EdgeInsets.zero
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    /// The margins the solver forms were last derived with.
    var derivedMargins: DirectionalEdgeInsets?
    var autoresizingMask: AutoresizingMask = []
    /// The frame last set on the view, and the superview its mask is relative to with that
    /// superview's size then.
    var autoresizingFrame = Rect.zero
    var autoresizingReference: (superview: ObjectIdentifier, size: Size)?
    /// The autoresizing constraints made so far, by what they stand for.
    var autoresizingConstraints: [AutoresizingConstraintKey: LayoutConstraint] = [:]
}

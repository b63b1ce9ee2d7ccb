/// What few views set or are asked for, kept out of `View` in an object made the first time one
/// of them is used (`View.rareState`): a root's text size and given safe area, the frame, mask and
/// constraints of autoresizing, the content-size constraints as objects. A view that uses none
/// (an arranged view, a view placed by constraints) is about 180 bytes smaller, so a layout of
/// many views touches less memory.
final class ViewRareState {
    // Not checked for overlapping access at run time (`@exclusivity(unchecked)`, as `View`'s
    // properties): no access to them overlaps another, and a root's are read at every layout.
    /// A root's preferred text size.
    @exclusivity(unchecked) var contentSizeCategory = ContentSizeCategory.large
    /// The safe-area insets a root is given (by the window: a status bar, a home indicator).
    @exclusivity(unchecked) var givenSafeAreaInsets = EdgeInsets.zero
    @exclusivity(unchecked) var autoresizingMask: AutoresizingMask = []
    /// The frame last set on the view, and the superview its mask is relative to with that
    /// superview's size then.
    @exclusivity(unchecked) var autoresizingFrame = Rect.zero
    @exclusivity(unchecked) var autoresizingReference: (superview: ObjectIdentifier, size: Size)?
    /// The autoresizing constraints made so far, by what they stand for.
    @exclusivity(unchecked) var autoresizingConstraints: [AutoresizingConstraintKey: LayoutConstraint] = [:]
    /// The content-size constraints as objects, by slot (see `View.contentSizeConstraint`): made
    /// only for whoever asks to see one (the layout engine holds content size as plain data);
    /// held inline, and nil until one is made.
    @exclusivity(unchecked) var contentSizeConstraintSlots: InlineArray<8, LayoutConstraint?>?
}

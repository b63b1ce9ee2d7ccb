/// A reference to a layout item that reads `nil` once the item is freed (opaque), for what may
/// outlive the item: a constraint's items and owner, the views a layout engine is to update.
///
/// One per item, made when first asked for and cleared by the item's `deinit`; what refers to the
/// item holds this object strongly. Not a `weak` reference: that gives the item a side table in
/// the Swift runtime, after which every retain and release of the item takes the runtime's slow
/// path.
public final class LayoutItemReference {
    /// The view referred to; nil for a guide's reference, or once the view is freed.
    private(set) unowned(unsafe) var view: View?
    /// The guide referred to; nil for a view's reference, or once the guide is freed.
    private(set) unowned(unsafe) var guide: LayoutGuide?

    init(_ view: View) { self.view = view }

    init(_ guide: LayoutGuide) { self.guide = guide }

    /// The item referred to; nil once it is freed.
    var item: LayoutItem? {
        if let view { return view }
        return guide
    }

    /// Called by the item's `deinit`: from then on the reference reads `nil`.
    func clear() { (view, guide) = (nil, nil) }
}

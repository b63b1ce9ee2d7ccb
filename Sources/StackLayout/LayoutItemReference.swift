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
    /// The item's solver variables, held here as well: a constant read through a constant, so a
    /// layout reads a box for each item of every constraint it derives with no retain or release
    /// (through the item, it took four). Kept after the item is freed (see `itemIsFreed`), only
    /// while something holds this reference.
    let box: LayoutBox
    /// Set by `clear()`, when the item is freed: then `box` stands for nothing.
    private(set) var itemIsFreed = false

    init(_ view: View) {
        self.view = view
        box = view.layoutBox
    }

    init(_ guide: LayoutGuide) {
        self.guide = guide
        box = guide.layoutBox
    }

    /// The item referred to; nil once it is freed.
    var item: LayoutItem? {
        if let view { return view }
        return guide
    }

    /// Called by the item's `deinit`: from then on the reference reads `nil`.
    func clear() { (view, guide, itemIsFreed) = (nil, nil, true) }
}

import Cassowary

/// The solver variables of a layout item (opaque): its left, top, width and height in the
/// coordinates of the root view; and what constraints and the layout engine hold the item by,
/// for what may outlive it (a constraint's items and owner, the views an engine is to update).
///
/// One per item, made when first asked for (its variables named after the item's name then) and
/// cleared by the item's `deinit`: from then on it reads `nil` for the item, and its variables
/// stand for nothing, kept only while something holds the box. Not a `weak` reference to the item:
/// that gives the item a side table in the Swift runtime, after which every retain and release of
/// the item takes the runtime's slow path. One object for both roles, not a box and a reference to
/// the item holding it: one heap block less per item, and no retain of the box by the reference.
public final class LayoutBox {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable
    /// The view the box is of; nil for a guide's box, or once the view is freed.
    private(set) unowned(unsafe) var view: View?
    /// The guide the box is of; nil for a view's box, or once the guide is freed.
    private(set) unowned(unsafe) var guide: LayoutGuide?
    /// Set by `clear()`, when the item is freed: then the variables stand for nothing.
    private(set) var itemIsFreed = false

    /// One of a box's four variables.
    enum Side {
        case left, top, width, height
    }

    /// The variable of `side`.
    subscript(side: Side) -> Variable {
        switch side {
        case .left: left
        case .top: top
        case .width: width
        case .height: height
        }
    }

    /// The ids of a box's variables in a solver (nil: not in the solver).
    struct IDs {
        var left, top, width, height: Solver.VariableID?
    }

    /// `[Term(width)]` and `[Term(height)]` once made (see `terms(along:)`), not checked for
    /// overlapping access at run time (`@exclusivity(unchecked)`, which a `lazy` property cannot
    /// have): no access to them overlaps another.
    @exclusivity(unchecked) private var widthTerms: [Term]?
    @exclusivity(unchecked) private var heightTerms: [Term]?

    /// `[Term(width)]` for the horizontal axis, `[Term(height)]` for the vertical: made the first
    /// time and shared by every solver form that holds a dimension to a constant (a view's
    /// content-size constraints: four per label), instead of an array allocated for each.
    func terms(along axis: LayoutAxis) -> [Term] {
        if axis == .horizontal {
            if widthTerms == nil { widthTerms = [Term(width)] }
            return widthTerms!
        }
        if heightTerms == nil { heightTerms = [Term(height)] }
        return heightTerms!
    }

    /// The box of `view`, its variables named after the view's `id`.
    init(_ view: View) {
        self.view = view
        (left, top, width, height) = LayoutBox.variables(named: view.id)
    }

    /// The box of `guide`, its variables named after the guide's `identifier`.
    init(_ guide: LayoutGuide) {
        self.guide = guide
        (left, top, width, height) = LayoutBox.variables(named: guide.identifier)
    }

    private static func variables(named name: String) -> (Variable, Variable, Variable, Variable) {
        (Variable(name, suffix: ".left"), Variable(name, suffix: ".top"),
         Variable(name, suffix: ".width"), Variable(name, suffix: ".height"))
    }

    /// The item the box is of; nil once it is freed.
    var item: LayoutItem? {
        if let view { return view }
        return guide
    }

    /// Called by the item's `deinit`: from then on the box reads `nil` for its item.
    func clear() { (view, guide, itemIsFreed) = (nil, nil, true) }
}

/// A rectangle that takes part in constraints like a view, without being one: the margins and
/// readable-content guides of a view, the gaps and spanners of a stack, or your own.
public final class LayoutGuide: LayoutItem {
    /// The guide's name; it prints as `OWNER.identifier`.
    public let identifier: String
    /// The view that owns the guide (set by `View.addLayoutGuide`).
    public internal(set) weak var owningView: View?
    /// The frame from the last layout, in the owning view's coordinates.
    public internal(set) var frame: Rect = .zero
    let box: LayoutBox

    /// A guide named `identifier`; add it to a view with `addLayoutGuide(_:)`.
    public init(identifier: String) {
        self.identifier = identifier
        box = LayoutBox(name: identifier)
    }

    /// `OWNER.identifier` (`?.identifier` before the guide has an owner).
    public var layoutName: String { "\(owningView?.id ?? "?").\(identifier)" }

    /// The guide's solver variables.
    public var layoutBox: LayoutBox { box }
}

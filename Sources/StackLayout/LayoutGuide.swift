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

    public init(identifier: String) {
        self.identifier = identifier
        box = LayoutBox(name: identifier)
    }

    public var layoutName: String { "\(owningView?.id ?? "?").\(identifier)" }

    public var layoutBox: LayoutBox { box }
}

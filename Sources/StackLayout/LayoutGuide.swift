/// A rectangle that takes part in constraints like a view, without being one: the margins and
/// readable-content guides of a view, the gaps and spanners of a stack, or your own.
///
/// Guides are equal only to themselves (`===`) and hash by identity, as UIKit's.
public final class LayoutGuide: LayoutItem, Hashable {
    /// The guide's name; it prints as `OWNER.identifier`. Set it before the first layout: the
    /// solver's variables keep the name they were made with.
    public var identifier: String
    /// The view that owns the guide (set by `View.addLayoutGuide`). Not retained: the view holds
    /// its guides, and clears this when it removes one and when it is freed.
    public internal(set) unowned(unsafe) var owningView: View?
    /// The frame from the last layout, in the owning view's coordinates.
    public internal(set) var frame: Rect = .zero
    /// The guide's solver variables and what constraints hold it by, made (named by `identifier`)
    /// when first asked for.
    var box: LayoutBox {
        if let madeBox { return madeBox }
        let made = LayoutBox(self)
        madeBox = made
        return made
    }
    private var madeBox: LayoutBox?
    /// True for a guide a stack made for its own constraints (a spanner or a gap), which spans
    /// only what those constraints need.
    var isStackGenerated = false

    /// A guide named `identifier`; add it to a view with `addLayoutGuide(_:)`.
    public init(identifier: String) {
        self.identifier = identifier
    }

    /// A guide with an automatic name (`LayoutGuide:N`), as UIKit's `UILayoutGuide()`.
    public convenience init() { self.init(identifier: AutomaticName.name(for: LayoutGuide.self, number: AutomaticName.nextNumber())) }

    /// Clears the box, if made: constraints that outlive the guide read it freed.
    deinit { madeBox?.clear() }

    /// Identity: a guide is equal only to itself.
    public static func == (lhs: LayoutGuide, rhs: LayoutGuide) -> Bool { lhs === rhs }

    /// Hashes the guide's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `OWNER.identifier` (`?.identifier` before the guide has an owner).
    public var layoutName: String { "\(owningView?.id ?? "?").\(identifier)" }

    /// The guide's solver variables, and what constraints hold the guide by (cleared when the
    /// guide is freed).
    public var layoutBox: LayoutBox { box }
}

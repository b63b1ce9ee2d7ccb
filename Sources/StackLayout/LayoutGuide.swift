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
    private(set) lazy var box = LayoutBox(name: identifier)
    /// The reference constraints hold the guide by, made when first asked for.
    private var madeReference: LayoutItemReference?
    /// True for a guide a stack made for its own constraints (a spanner or a gap), which spans
    /// only what those constraints need.
    var isStackGenerated = false

    /// A guide named `identifier`; add it to a view with `addLayoutGuide(_:)`.
    public init(identifier: String) {
        self.identifier = identifier
    }

    /// A guide with an automatic name (`LayoutGuide:N`), as UIKit's `UILayoutGuide()`.
    public convenience init() { self.init(identifier: AutomaticName.name(for: LayoutGuide.self, number: AutomaticName.nextNumber())) }

    deinit { madeReference?.clear() }

    /// Identity: a guide is equal only to itself.
    public static func == (lhs: LayoutGuide, rhs: LayoutGuide) -> Bool { lhs === rhs }

    /// Hashes the guide's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `OWNER.identifier` (`?.identifier` before the guide has an owner).
    public var layoutName: String { "\(owningView?.id ?? "?").\(identifier)" }

    /// The guide's solver variables.
    public var layoutBox: LayoutBox { box }

    /// What constraints hold the guide by (cleared when the guide is freed).
    public var layoutReference: LayoutItemReference {
        if let madeReference { return madeReference }
        let reference = LayoutItemReference(self)
        madeReference = reference
        return reference
    }
}

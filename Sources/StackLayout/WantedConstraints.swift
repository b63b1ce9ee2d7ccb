import Cassowary

/// What a full layout hands the layout engine: every layout constraint of the hierarchy in the
/// order gathered, and each view's content-size constraints as plain data (no `LayoutConstraint`
/// object is made for those unless someone asks to see one).
struct WantedConstraints {
    var constraints = GatheredConstraints()
    var contentSizes: [ContentSizeRequest] = []
    /// True when a view gathered from is right-to-left (`semanticLayoutDirection`): noted as it is
    /// gathered, not by a pass of its own over every view.
    var anyRightToLeft = false

    static func += (wanted: inout WantedConstraints, constraints: [LayoutConstraint]) {
        wanted.constraints += constraints
    }
}

/// The content-size constraints of one view as plain data: `view.width <= w @hugging`,
/// `view.width >= w @compressionResistance`, likewise for the height, each in its slot
/// (`ContentSizeRequest.slot(_:_:)`); nil for one the view does not generate.
struct ContentSizeRequest {
    /// The view's box, not retained: a request lives within one layout (or one fitting), whose
    /// caller holds the hierarchy, whose views hold their boxes (a retain and a release per view
    /// laid out, for nothing). The box, not the view: the engine reads the box, and the view is
    /// no longer in the cache when it does, for a long hierarchy.
    let boxReference: Unmanaged<LayoutBox>
    /// Where the constraints come among the layout constraints they were gathered with: before the
    /// one at this index (they are added to the solver in the order gathered).
    var position: Int
    var slots = InlineArray<4, ContentSize?>(repeating: nil)

    /// The length a content-size constraint holds a dimension to, and at which priority.
    struct ContentSize: Equatable {
        var length: Double
        var priority: Priority
    }

    /// The request for the view whose box is `box`.
    init(box: Unmanaged<LayoutBox>, position: Int) {
        boxReference = box
        self.position = position
    }

    /// The view's box, read without retaining it.
    var box: LayoutBox { boxReference._withUnsafeGuaranteedRef { $0 } }

    /// True when no slot holds a constraint.
    var isEmpty: Bool {
        for slot in 0..<4 where slots[slot] != nil { return false }
        return true
    }

    /// The slot of the constraint along `axis` with `relation` (`<=` for hugging, `>=` for
    /// compression resistance).
    static func slot(_ axis: LayoutAxis, _ relation: Relation) -> Int {
        (axis == .horizontal ? 0 : 2) + (relation == .lessThanOrEqual ? 0 : 1)
    }

    /// The slots in the order the engine hands their constraints to the solver: along each axis,
    /// compression resistance, then hugging (`LayoutEngine.install(_:)` says why).
    static let installationOrder = [
        slot(.horizontal, .greaterThanOrEqual), slot(.horizontal, .lessThanOrEqual),
        slot(.vertical, .greaterThanOrEqual), slot(.vertical, .lessThanOrEqual),
    ]

    static func axis(ofSlot slot: Int) -> LayoutAxis { slot < 2 ? .horizontal : .vertical }

    static func relation(ofSlot slot: Int) -> Relation { slot % 2 == 0 ? .lessThanOrEqual : .greaterThanOrEqual }
}

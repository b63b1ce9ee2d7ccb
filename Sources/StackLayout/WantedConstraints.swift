import Cassowary

/// What a full layout hands the layout engine: every layout constraint of the hierarchy in the
/// order gathered, and each view's content-size constraints as plain data (no `LayoutConstraint`
/// object is made for those unless someone asks to see one).
struct WantedConstraints {
    var constraints = GatheredConstraints()
    var contentSizes: [ContentSizeRequest] = []

    static func += (wanted: inout WantedConstraints, constraints: [LayoutConstraint]) {
        wanted.constraints += constraints
    }
}

/// Layout constraints in order, kept in the arrays they came in: adding a view's array retains
/// its buffer once, where copying it into one array retained (and later released) each
/// constraint, every constraint of the hierarchy at every full layout.
struct GatheredConstraints {
    /// The arrays, in order (only the last may be empty, after `reserveCapacity`).
    private(set) var groups: [[LayoutConstraint]] = []
    /// How many constraints the arrays hold.
    private(set) var count = 0

    static func += (gathered: inout GatheredConstraints, constraints: [LayoutConstraint]) {
        guard !constraints.isEmpty else { return }
        gathered.groups.append(constraints)
        gathered.count += constraints.count
    }

    /// Appends one constraint, to the last array (one made by `append` or `reserveCapacity`, in
    /// practice: those are not used with `+=`).
    mutating func append(_ constraint: LayoutConstraint) {
        if groups.isEmpty { groups.append([]) }
        groups[groups.count - 1].append(constraint)
        count += 1
    }

    /// Makes room for `capacity` constraints appended one by one.
    mutating func reserveCapacity(_ capacity: Int) {
        guard capacity > 0 else { return }
        if groups.isEmpty { groups.append([]) }
        groups[groups.count - 1].reserveCapacity(groups[groups.count - 1].count + capacity)
    }
}

/// The content-size constraints of one view as plain data: `view.width <= w @hugging`,
/// `view.width >= w @compressionResistance`, likewise for the height, each in its slot
/// (`ContentSizeRequest.slot(_:_:)`); nil for one the view does not generate.
struct ContentSizeRequest {
    let view: View
    /// Where the constraints come among the layout constraints they were gathered with: before the
    /// one at this index (they are added to the solver in the order gathered).
    var position: Int
    var slots = InlineArray<4, ContentSize?>(repeating: nil)

    /// The length a content-size constraint holds a dimension to, and at which priority.
    struct ContentSize: Equatable {
        var length: Double
        var priority: Priority
    }

    init(view: View, position: Int) {
        self.view = view
        self.position = position
    }

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

    static func axis(ofSlot slot: Int) -> LayoutAxis { slot < 2 ? .horizontal : .vertical }

    static func relation(ofSlot slot: Int) -> Relation { slot % 2 == 0 ? .lessThanOrEqual : .greaterThanOrEqual }
}

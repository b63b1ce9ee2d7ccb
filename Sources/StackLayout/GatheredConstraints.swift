/// Layout constraints in order, kept in the arrays they came in: adding a view's array retains
/// its buffer once, where copying it into one array retained (and later released) each
/// constraint, every constraint of the hierarchy at every full layout.
struct GatheredConstraints {
    /// The arrays, in order (an empty one only from `reserveCapacity`).
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

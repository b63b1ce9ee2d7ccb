/// An item a stack's constraint names, before it is bound to objects.
public enum StackItem: Hashable, Sendable, CustomStringConvertible {
    case stack
    case layoutMarginsGuide
    case readableContentGuide
    case arranged(Int)
    case alignmentSpanner
    case orderingSpanner
    case gap(Int)

    public var description: String {
        switch self {
        case .stack: "stack"
        case .layoutMarginsGuide: "stack.layoutMarginsGuide"
        case .readableContentGuide: "stack.readableContentGuide"
        case .arranged(let index): "arranged[\(index)]"
        case .alignmentSpanner: "stack.alignmentSpanner"
        case .orderingSpanner: "stack.orderingSpanner"
        case .gap(let index): "stack.gap\(index)"
        }
    }
}

/// One constraint a stack generates: `first relation multiplier × second + constant @priority`,
/// with UIKit's identifier. A value: two specs that state the same are the same constraint.
public struct StackConstraintSpec: Hashable, Sendable, CustomStringConvertible {
    // Stored largest first, the one-byte fields together: 64 bytes a spec, not 72 (a stack of n
    // views compiles about 3n of them, written once and read twice per compile).
    public var identifier: String
    public var multiplier: Double
    public var constant: Double
    public var first: StackItem
    public var second: StackItem?
    public var firstAttribute: LayoutAttribute
    public var relation: Relation
    public var secondAttribute: LayoutAttribute?
    public var priority: Priority

    public init(
        _ identifier: String, _ first: StackItem, _ firstAttribute: LayoutAttribute, _ relation: Relation,
        _ second: StackItem?, _ secondAttribute: LayoutAttribute?, multiplier: Double = 1, constant: Double = 0,
        priority: Priority = .required
    ) {
        self.identifier = identifier
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.multiplier = multiplier
        self.second = second
        self.secondAttribute = second == nil ? nil : secondAttribute
        self.constant = constant
        self.priority = priority
    }

    /// Hashes every field but the identifier and the multiplier (the identifier is a string, slow
    /// to hash, and specs of one stack seldom differ in these alone): equal specs still hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(first)
        hasher.combine(firstAttribute)
        hasher.combine(relation)
        hasher.combine(second)
        hasher.combine(secondAttribute)
        hasher.combine(constant)
        hasher.combine(priority)
    }

    /// Compares the fields cheapest to compare first (the identifier, a string, last).
    public static func == (lhs: StackConstraintSpec, rhs: StackConstraintSpec) -> Bool {
        lhs.first == rhs.first && lhs.firstAttribute == rhs.firstAttribute && lhs.relation == rhs.relation
            && lhs.second == rhs.second && lhs.secondAttribute == rhs.secondAttribute && lhs.constant == rhs.constant
            && lhs.priority == rhs.priority && lhs.multiplier == rhs.multiplier && lhs.identifier == rhs.identifier
    }

    /// The text form with abstract item names, e.g. `UISV-spacing: arranged[1].leading ==
    /// arranged[0].trailing + 8`.
    public var description: String {
        constraintText(
            identifier: identifier, first: "\(first).\(firstAttribute.rawValue)", relation: relation,
            multiplier: multiplier, second: second.flatMap { item in secondAttribute.map { "\(item).\($0.rawValue)" } },
            constant: constant, priority: priority)
    }
}

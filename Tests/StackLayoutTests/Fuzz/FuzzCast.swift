@testable import StackLayout

/// What a fuzz case works with and never changes: its views (which are stacks; view 0 is the
/// root) and the shapes of its user constraints. Operations name them by index, so any subset
/// of a case's operations is again a case (what shrinking needs).
struct FuzzCast {
    /// An item a constraint names: a view, or its layout margins guide.
    struct Item: Hashable {
        var view: Int
        var marginsGuide = false
    }

    /// A user constraint as made; its constant, priority and activation change by operations.
    struct ConstraintShape {
        var first: Item
        var firstAttribute: LayoutAttribute
        var relation: Relation
        var second: Item?
        var secondAttribute: LayoutAttribute?
        var multiplier: Double
        var constant: Double
        var priority: Priority
    }

    var isStack: [Bool]
    var constraints: [ConstraintShape]

    var viewCount: Int { isStack.count }
    var stacks: [Int] { isStack.indices.filter { isStack[$0] } }

    init(isStack: [Bool], constraints: [ConstraintShape]) {
        self.isStack = isStack
        self.constraints = constraints
    }

    /// A random cast: 2 to 14 views (half the casts 5 or fewer), about 40% stacks, up to 10
    /// constraints: views pinned to the root edge to edge, and any compatible attributes
    /// (positions with positions of their axis, dimensions with dimensions or a constant), a
    /// quarter of them on a margins guide.
    init(_ random: inout FuzzRandom) {
        let count = random.chance(0.5) ? random.int(2...5) : random.int(3...14)
        isStack = (0..<count).map { $0 == 0 ? random.chance(0.3) : random.chance(0.4) }
        constraints = []
        for _ in 0..<random.int(0...10) {
            func item() -> Item { Item(view: random.int(0...(count - 1)), marginsGuide: random.chance(0.25)) }
            let kind = random.int(0...5)
            if kind >= 4 {
                // A view pinned to the root (or its margins), edge to edge, as real layouts do.
                let attribute = random.pick([LayoutAttribute.leading, .trailing, .top, .bottom, .width, .height, .centerX])
                constraints.append(ConstraintShape(
                    first: Item(view: random.int(1...(count - 1))), firstAttribute: attribute,
                    relation: random.chance(0.8) ? .equal : random.pick(Relation.allCases),
                    second: Item(view: 0, marginsGuide: random.chance(0.3)), secondAttribute: attribute, multiplier: 1,
                    constant: random.chance(0.6) ? 0 : random.constant(), priority: random.chance(0.7) ? .required : random.priority()))
                continue
            }
            let first = item()
            let relation = random.pick(Relation.allCases)
            let priority = random.priority()
            switch kind {
            case 0, 1:
                let attributes: [LayoutAttribute] = kind == 0
                    ? random.pick([
                        [.leading, .trailing, .centerX, .leadingMargin, .trailingMargin, .centerXWithinMargins],
                        [.left, .right, .centerX, .leftMargin, .rightMargin],
                    ])
                    : [.top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins]
                constraints.append(ConstraintShape(
                    first: first, firstAttribute: random.pick(attributes), relation: relation, second: item(),
                    secondAttribute: random.pick(attributes), multiplier: random.pick([1, 1, 1, 0.5, 2]),
                    constant: random.constant(), priority: priority))
            case 2:
                let dimensions: [LayoutAttribute] = [.width, .height]
                constraints.append(ConstraintShape(
                    first: first, firstAttribute: random.pick(dimensions), relation: relation, second: item(),
                    secondAttribute: random.pick(dimensions), multiplier: random.pick([1, 1, 0.5, 2, 0]),
                    constant: random.constant(), priority: priority))
            default:
                constraints.append(ConstraintShape(
                    first: first, firstAttribute: random.pick([.width, .height]), relation: relation, second: nil,
                    secondAttribute: nil, multiplier: 1, constant: abs(random.constant()), priority: priority))
            }
        }
    }

    /// The cast as Swift, for a failure report: `v0`…, `c0`….
    var code: String {
        var lines = isStack.indices.map { "let v\($0) = \(isStack[$0] ? "StackView" : "View")(id: \"v\($0)\")" }
        func name(_ item: Item) -> String { "v\(item.view)" + (item.marginsGuide ? ".layoutMarginsGuide" : "") }
        for (index, shape) in constraints.enumerated() {
            let second = shape.second.map(name) ?? "nil"
            let secondAttribute = shape.secondAttribute.map { ".\($0)" } ?? "nil"
            lines.append(
                "let c\(index) = LayoutConstraint(item: \(name(shape.first)), attribute: .\(shape.firstAttribute), "
                    + "relatedBy: .\(shape.relation), toItem: \(second), attribute: \(secondAttribute), "
                    + "multiplier: \(shape.multiplier), constant: \(shape.constant), priority: \(shape.priority.rawValue))")
        }
        return lines.joined(separator: "\n")
    }
}

import StackLayout

/// The reference's three views: intrinsic 160×200, 80×100, 40×50.
let referenceSizes: [(Double, Double)] = [(160, 200), (80, 100), (40, 50)]

/// A configuration of `count` arranged views (hidden at `hidden`), lengths from the reference.
func configuration(
    _ axis: LayoutAxis = .horizontal, _ distribution: StackDistribution = .fill, _ alignment: StackAlignment = .fill,
    count: Int = 3, hidden: Set<Int> = [], spacing: Double = 0, baselines: Bool = true,
    custom: [Int: Double] = [:], baselineRelative: Bool = false, marginsRelative: Bool = false
) -> StackConfiguration {
    StackConfiguration(
        axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
        isBaselineRelativeArrangement: baselineRelative, isLayoutMarginsRelativeArrangement: marginsRelative,
        arranged: (0..<count).map { index in
            let size = referenceSizes[index % 3]
            return StackConfiguration.Arranged(
                isHidden: hidden.contains(index), intrinsicLength: axis == .horizontal ? size.0 : size.1,
                hasFirstBaseline: baselines, hasLastBaseline: baselines, customSpacingAfter: custom[index])
        })
}

/// A relation in a normal form: the two sides in a fixed order (either may be written first),
/// arranged views named a, b, c, …, with its identifier and priority.
func normalized(_ spec: StackConstraintSpec) -> String {
    func name(_ item: StackItem) -> String {
        if case .arranged(let index) = item { return String(UnicodeScalar(UInt8(97 + index))) }
        return item.description
    }
    var left = "\(name(spec.first)).\(spec.firstAttribute.rawValue)"
    var relation = spec.relation
    var constant = spec.constant
    guard let second = spec.second, let secondAttribute = spec.secondAttribute else {
        return "\(spec.identifier): \(left) \(relation.rawValue) \(constant) @\(spec.priority)"
    }
    var right = "\(name(second)).\(secondAttribute.rawValue)"
    if spec.multiplier == 1 && right < left {
        swap(&left, &right)
        relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : relation == .greaterThanOrEqual ? .lessThanOrEqual : .equal
        constant = 0 - constant  // no "-0"
    }
    let multiplier = spec.multiplier == 1 ? "" : "\(spec.multiplier) * "
    return "\(spec.identifier): \(left) \(relation.rawValue) \(multiplier)\(right) + \(constant) @\(spec.priority)"
}

/// Parses the reference's notation (`ID: x.attr REL [M * ]y.attr [+ C] [@P]` or
/// `ID: x.attr REL C [@P]`, views a, b, c; guides `stack.gap0` …) into the same normal form.
func expected(_ lines: [String]) -> Set<String> {
    Set(lines.map { line in
        let (identifier, rest) = line.split(separator: ":", maxSplits: 1).map(String.init).pair
        var words = rest.split(separator: " ").map(String.init)
        var priority = "1000"
        if let last = words.last, last.hasPrefix("@") {
            priority = String(last.dropFirst())
            words.removeLast()
        }
        func item(_ text: String) -> (StackItem, LayoutAttribute) {
            let parts = text.split(separator: ".").map(String.init)
            let attribute = LayoutAttribute(rawValue: parts.last!)!
            let owner = parts.dropLast().joined(separator: ".")
            let item: StackItem = switch owner {
            case "stack": .stack
            case "stack.layoutMarginsGuide": .layoutMarginsGuide
            case "stack.readableContentGuide": .readableContentGuide
            case "stack.alignmentSpanner": .alignmentSpanner
            case "stack.orderingSpanner": .orderingSpanner
            default:
                owner.hasPrefix("stack.gap") ? .gap(Int(owner.dropFirst(9))!)
                    : .arranged(Int(owner.unicodeScalars.first!.value) - 97)
            }
            return (item, attribute)
        }
        let (first, firstAttribute) = item(words[0])
        let relation = Relation(rawValue: words[1])!
        let spec: StackConstraintSpec
        if words.count == 3, let constant = Double(words[2]) {
            spec = StackConstraintSpec(identifier, first, firstAttribute, relation, nil, nil, constant: constant,
                                       priority: Priority(Float(priority)!))
        } else {
            var index = 2
            var multiplier = 1.0
            if words.count > 3 && words[3] == "*" {
                multiplier = Double(words[2])!
                index = 4
            }
            let (second, secondAttribute) = item(words[index])
            var constant = 0.0
            if words.count > index + 2 {
                constant = Double(words[index + 2])! * (words[index + 1] == "-" ? -1 : 1)
            }
            spec = StackConstraintSpec(identifier, first, firstAttribute, relation, second, secondAttribute,
                                       multiplier: multiplier, constant: constant, priority: Priority(Float(priority)!))
        }
        return normalized(spec)
    })
}

/// The compiler's output in the normal form.
func generated(_ configuration: StackConfiguration) -> Set<String> {
    Set(StackCompiler.constraints(for: configuration).map(normalized))
}

extension Array {
    fileprivate var pair: (Element, Element) { (self[0], self[1]) }
}

import Cassowary

/// One call of a fuzzed solver session, described by value so that a session can be replayed,
/// shrunk and printed as Swift source. Constraints are named by the id of the call that adds them.
enum FuzzCall {
    case add(id: Int, terms: [(variable: Int, coefficient: Double)], constant: Double, relation: Relation, priority: Priority)
    case remove(id: Int)
    case setConstant(id: Int, Double)
    case addEdit(variable: Int, Priority)
    case removeEdit(variable: Int)
    case suggest(variable: Int, Double)

    /// The id of the constraint the call refers to, if any.
    var constraintID: Int? {
        switch self {
        case .add(let id, _, _, _, _), .remove(let id), .setConstant(let id, _): id
        default: nil
        }
    }

    /// True when a number of the call is beyond `Solver.maximumMagnitude` (the call must be refused).
    var isBeyondLimit: Bool {
        let beyond = { (value: Double) in abs(value) > Solver.maximumMagnitude }
        switch self {
        case .add(_, let terms, let constant, _, _): return beyond(constant) || terms.contains { beyond($0.coefficient) }
        case .setConstant(_, let value), .suggest(_, let value): return beyond(value)
        default: return false
        }
    }

    /// The call as a Swift statement on `solver`, with variables `x[i]` and constraints `c<id>`.
    var source: String {
        switch self {
        case .add(let id, let terms, let constant, let relation, let priority):
            let list = terms.map { "Term(x[\($0.variable)], \($0.coefficient))" }.joined(separator: ", ")
            let relationName = switch relation {
            case .equal: "equal"
            case .lessThanOrEqual: "lessThanOrEqual"
            case .greaterThanOrEqual: "greaterThanOrEqual"
            }
            return "let c\(id) = Constraint(Expression([\(list)], constant: \(constant)), .\(relationName), "
                + "priority: Priority(\(priority.rawValue)))\ntry solver.addConstraint(c\(id))"
        case .remove(let id): return "try solver.removeConstraint(c\(id))"
        case .setConstant(let id, let value): return "try solver.setConstant(\(value), for: c\(id))"
        case .addEdit(let variable, let priority):
            return "try solver.addEditVariable(x[\(variable)], priority: Priority(\(priority.rawValue)))"
        case .removeEdit(let variable): return "try solver.removeEditVariable(x[\(variable)])"
        case .suggest(let variable, let value): return "try solver.suggestValue(\(value), for: x[\(variable)])"
        }
    }

    /// `calls` without the ones that refer to a constraint no earlier call adds (what is left of
    /// a sequence after shrinking drops an add).
    static func normalized(_ calls: [FuzzCall]) -> [FuzzCall] {
        var added = Set<Int>()
        return calls.filter { call in
            if case .add(let id, _, _, _, _) = call {
                added.insert(id)
                return true
            }
            return call.constraintID.map(added.contains) ?? true
        }
    }
}

import Cassowary
import Foundation

/// A constraint system in the exchange format (Docs/Formats.md §1), loaded for a test, with its
/// variables and constraints built as solver objects.
struct SystemFixture {
    var variables: [String: Variable] = [:]
    var names: [String] = []
    var constraints: [Constraint] = []
    var edits: [(variable: Variable, priority: Priority, value: Double)] = []

    init(json: Any) {
        let root = json as! [String: Any]
        func variable(_ name: String) -> Variable {
            if let existing = variables[name] { return existing }
            let made = Variable(name)
            variables[name] = made
            names.append(name)
            return made
        }
        for name in root["variables"] as? [String] ?? [] { _ = variable(name) }
        for case let entry as [String: Any] in root["constraints"] as! [Any] {
            let terms = (entry["terms"] as! [[Any]]).map {
                Term(variable($0[1] as! String), ($0[0] as! NSNumber).doubleValue)
            }
            let constant = (entry["constant"] as? NSNumber)?.doubleValue ?? 0
            let relation = Relation(rawValue: entry["op"] as! String)!
            constraints.append(Constraint(
                Expression(terms, constant: constant), relation,
                priority: SystemFixture.priority(entry["priority"])))
        }
        for case let entry as [String: Any] in root["edits"] as? [Any] ?? [] {
            edits.append((
                variable(entry["variable"] as! String), SystemFixture.priority(entry["priority"]),
                (entry["value"] as! NSNumber).doubleValue))
        }
    }

    static func priority(_ value: Any?) -> Priority {
        switch value {
        case let name as String:
            return ["required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50][name]!
        case let number as NSNumber: return Priority(number.floatValue)
        default: return .required
        }
    }

    /// Edits first (each suggested at once), then every constraint in order. Returns the indices
    /// of the constraints that were unsatisfiable.
    func solve(with solver: Solver) -> [Int] {
        for edit in edits {
            try! solver.addEditVariable(edit.variable, priority: edit.priority)
            try! solver.suggestValue(edit.value, for: edit.variable)
        }
        var unsatisfiable: [Int] = []
        for (index, constraint) in constraints.enumerated() {
            do { try solver.addConstraint(constraint) } catch { unsatisfiable.append(index) }
        }
        solver.updateVariables()
        return unsatisfiable
    }

    /// How much `constraint` is violated by the solver's current values.
    static func violation(of constraint: Constraint, in solver: Solver) -> Double {
        let e = constraint.expression
        let value = e.terms.reduce(e.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
        switch constraint.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }
}

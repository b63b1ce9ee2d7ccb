import Cassowary

/// A constraint system to time: variables by index, constraints in the order they are added,
/// edit variables with their first values, rounds of suggestions, and the answers to check.
struct Workload {
    struct Spec {
        var terms: [(coefficient: Double, variable: Int)]
        var constant: Double
        var relation: Relation
        var priority: Priority
    }

    struct EditSpec {
        var variable: Int
        var priority: Priority
        var value: Double
    }

    /// A value a sum of variables must have.
    struct Expectation {
        var terms: [(coefficient: Double, variable: String)]
        var value: Double

        init(variable: String, value: Double) {
            self.init(terms: [(1, variable)], value: value)
        }

        init(terms: [(coefficient: Double, variable: String)], value: Double) {
            self.terms = terms
            self.value = value
        }

        var label: String { terms.map { $0.coefficient == 1 ? $0.variable : "\($0.coefficient)*\($0.variable)" }.joined(separator: " + ") }
    }

    var name: String
    var variables: [String] = []
    var constraints: [Spec] = []
    var edits: [EditSpec] = []
    var rounds: [[(variable: Int, value: Double)]] = []
    /// Values that must hold right after a build.
    var afterBuild: [Expectation] = []
    /// Values that must hold after the round of that index was suggested on a built solver.
    var afterRound: (Int) -> [Expectation] = { _ in [] }

    private var index: [String: Int] = [:]

    init(name: String) { self.name = name }

    /// The index of the variable called `name`, declared when new.
    mutating func variable(_ name: String) -> Int {
        if let known = index[name] { return known }
        index[name] = variables.count
        variables.append(name)
        return variables.count - 1
    }

    /// Adds `Σ terms + constant relation 0` at `priority`.
    mutating func add(
        _ terms: [(Double, String)], _ constant: Double, _ relation: Relation, _ priority: Priority = .required
    ) {
        let indexed = terms.map { (coefficient: $0.0, variable: variable($0.1)) }
        constraints.append(Spec(terms: indexed, constant: constant, relation: relation, priority: priority))
    }

    mutating func edit(_ name: String, _ priority: Priority, _ value: Double) {
        edits.append(EditSpec(variable: variable(name), priority: priority, value: value))
    }
}

import Cassowary
import ConstraintSystemFormat

/// `stacklayout solve FILE`: solves a constraint system (format §1) and prints the values and the
/// required constraints that could not be added.
enum SolveCommand {
    static func run(_ system: ConstraintSystem) -> String {
        let solver = Solver()
        var variables: [String: Variable] = [:]
        for name in system.variables { variables[name] = Variable(name) }
        do {
            for edit in system.edits {
                try solver.addEditVariable(variables[edit.variable]!, priority: edit.priority)
                try solver.suggestValue(edit.value, for: variables[edit.variable]!)
            }
        } catch {
            preconditionFailure("edits were checked when the file was read: \(error)")
        }
        var indexOf: [ObjectIdentifier: Int] = [:]
        var unsatisfiable: [JSON] = []
        for (index, entry) in system.constraints.enumerated() {
            let expression = Expression(
                entry.terms.map { Term(variables[$0.variable]!, $0.coefficient) }, constant: entry.constant)
            let constraint = Constraint(expression, entry.relation, priority: entry.priority)
            indexOf[ObjectIdentifier(constraint)] = index
            do {
                try solver.addConstraint(constraint)
            } catch .unsatisfiableConstraint(_, let conflicts) {
                let indices = conflicts.compactMap { indexOf[ObjectIdentifier($0)] }.sorted()
                unsatisfiable.append(.object([
                    ("constraint", .number(Double(index))),
                    ("conflicts", .array(indices.map { .number(Double($0)) })),
                ]))
            } catch {
                preconditionFailure("constraints were checked when the file was read: \(error)")
            }
        }
        for round in system.suggestions {
            for (name, value) in round {
                do { try solver.suggestValue(value, for: variables[name]!) } catch {
                    preconditionFailure("suggestions were checked when the file was read: \(error)")
                }
            }
            solver.updateVariables()
        }
        solver.updateVariables()
        let values = JSON.object(system.variables.map { ($0, .number(solver.value(of: variables[$0]!))) })
        return "{\n  \"values\": \(values.text),\n  \"unsatisfiable\": \(JSON.array(unsatisfiable).text)\n}\n"
    }
}

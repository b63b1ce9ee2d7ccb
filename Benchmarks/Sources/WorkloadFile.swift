import Cassowary
import ConstraintSystemFormat
import Foundation

/// Why a workload could not be loaded.
struct WorkloadError: Error, CustomStringConvertible {
    var description: String
}

/// Reads a constraint system file (Docs/Formats.md §1), with its optional `suggestions` rounds,
/// into a workload, with the format's one reader (`ConstraintSystem(parsing:)`, as
/// `stacklayout solve`).
enum WorkloadFile {
    static func load(_ path: String, name: String) throws(WorkloadError) -> Workload {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw WorkloadError(description: "cannot read \(path)")
        }
        do { return Workload(try ConstraintSystem(parsing: String(decoding: data, as: UTF8.self)), name: name) } catch {
            throw WorkloadError(description: "\(path): \(error)")
        }
    }
}

extension Workload {
    /// The workload of a constraint system: its variables in the system's order, then its
    /// constraints, edit variables and suggestion rounds, each in file order.
    init(_ system: ConstraintSystem, name: String) {
        self.init(name: name)
        for variable in system.variables { _ = self.variable(variable) }
        for entry in system.constraints {
            add(entry.terms.map { ($0.coefficient, $0.variable) }, entry.constant, entry.relation, entry.priority)
        }
        for edit in system.edits { self.edit(edit.variable, edit.priority, edit.value) }
        for round in system.suggestions {
            var values: [(variable: Int, value: Double)] = []
            for (name, value) in round { values.append((variable(name), value)) }
            rounds.append(values)
        }
    }
}

extension Workload {
    /// The workload as a constraint system file (Docs/Formats.md §1): every variable, one
    /// constraint a line in the order they are added, the edit variables with their first values,
    /// the rounds of suggestions. Read back, it is the same workload (without its expected
    /// answers); kiwi replays it too.
    var systemText: String {
        let constraintLines = constraints.map { spec in
            JSON.object([
                ("terms", .array(spec.terms.map { .array([.number($0.coefficient), .string(variables[$0.variable])]) })),
                ("constant", .number(spec.constant)), ("op", .string(spec.relation.rawValue)),
                ("priority", .number(Double(spec.priority.rawValue))),
            ]).text
        }
        let editList = JSON.array(edits.map { edit in
            .object([
                ("variable", .string(variables[edit.variable])), ("priority", .number(Double(edit.priority.rawValue))),
                ("value", .number(edit.value)),
            ])
        })
        let roundLines = rounds.map { round in
            JSON.object(round.map { (variables[$0.variable], .number($0.value)) }).text
        }
        return """
            {
              "variables": \(JSON.array(variables.map(JSON.string)).text),
              "constraints": [
            \(constraintLines.map { "    " + $0 }.joined(separator: ",\n"))
              ],
              "edits": \(editList.text),
              "suggestions": [
            \(roundLines.map { "    " + $0 }.joined(separator: ",\n"))
              ]
            }

            """
    }
}

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

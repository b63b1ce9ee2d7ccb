import Cassowary
import Foundation

/// Why a workload could not be loaded.
struct WorkloadError: Error, CustomStringConvertible {
    var description: String
}

/// Reads a constraint system in exchange format 1 (`../shared/formats.md`), with its optional
/// `suggestions` rounds, into a workload.
enum WorkloadFile {
    static let priorityNames: [String: Priority] = [
        "required": .required, "defaultHigh": .defaultHigh, "defaultLow": .defaultLow,
        "fittingSizeLevel": .fittingSizeLevel,
    ]

    static func load(_ path: String, name: String) throws(WorkloadError) -> Workload {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw WorkloadError(description: "cannot read \(path)")
        }
        let json: Any
        do { json = try JSONSerialization.jsonObject(with: data) } catch {
            throw WorkloadError(description: "\(path): not JSON (\(error.localizedDescription))")
        }
        guard let root = json as? [String: Any] else { throw fail(path, "", "expected an object") }
        let unknown = Set(root.keys).subtracting(["variables", "constraints", "edits", "suggestions"])
        guard unknown.isEmpty else { throw fail(path, unknown.sorted()[0], "unknown key") }
        var w = Workload(name: name)
        for (i, item) in try array(root["variables"] ?? [Any](), path, "variables").enumerated() {
            guard let variable = item as? String else { throw fail(path, "variables[\(i)]", "expected a name") }
            _ = w.variable(variable)
        }
        guard let constraintList = root["constraints"] else { throw fail(path, "constraints", "missing") }
        for (i, item) in try array(constraintList, path, "constraints").enumerated() {
            let place = "constraints[\(i)]"
            guard let c = item as? [String: Any] else { throw fail(path, place, "expected an object") }
            let extra = Set(c.keys).subtracting(["terms", "constant", "op", "priority"])
            guard extra.isEmpty else { throw fail(path, "\(place).\(extra.sorted()[0])", "unknown key") }
            var terms: [(Double, String)] = []
            for (j, pair) in try array(c["terms"] as Any, path, "\(place).terms").enumerated() {
                guard let pair = pair as? [Any], pair.count == 2, let name = pair[1] as? String else {
                    throw fail(path, "\(place).terms[\(j)]", "expected [coefficient, variable]")
                }
                terms.append((try number(pair[0], path, "\(place).terms[\(j)][0]"), name))
            }
            let constant = try number(c["constant"] ?? 0, path, "\(place).constant")
            guard let op = c["op"] as? String, let relation = Relation(rawValue: op) else {
                throw fail(path, "\(place).op", "expected \"==\", \"<=\" or \">=\"")
            }
            w.add(terms, constant, relation, try priority(c["priority"] ?? 1000, path, "\(place).priority"))
        }
        for (i, item) in try array(root["edits"] ?? [Any](), path, "edits").enumerated() {
            let place = "edits[\(i)]"
            guard let e = item as? [String: Any], let variable = e["variable"] as? String else {
                throw fail(path, place, "expected {\"variable\", \"priority\", \"value\"}")
            }
            let p = try priority(e["priority"] as Any, path, "\(place).priority")
            guard !p.isRequired else { throw fail(path, "\(place).priority", "an edit is below required") }
            w.edit(variable, p, try number(e["value"] as Any, path, "\(place).value"))
        }
        for (i, item) in try array(root["suggestions"] ?? [Any](), path, "suggestions").enumerated() {
            guard let round = item as? [String: Any] else { throw fail(path, "suggestions[\(i)]", "expected an object") }
            var values: [(variable: Int, value: Double)] = []
            for key in round.keys.sorted() {
                guard w.edits.contains(where: { w.variables[$0.variable] == key }) else {
                    throw fail(path, "suggestions[\(i)].\(key)", "not an edit variable")
                }
                values.append((w.variable(key), try number(round[key] as Any, path, "suggestions[\(i)].\(key)")))
            }
            w.rounds.append(values)
        }
        return w
    }

    private static func fail(_ path: String, _ place: String, _ reason: String) -> WorkloadError {
        WorkloadError(description: "\(path): \(place.isEmpty ? "" : place + ": ")\(reason)")
    }

    private static func array(_ value: Any, _ path: String, _ place: String) throws(WorkloadError) -> [Any] {
        guard let list = value as? [Any] else { throw fail(path, place, "expected an array") }
        return list
    }

    private static func number(_ value: Any, _ path: String, _ place: String) throws(WorkloadError) -> Double {
        guard type(of: value) != Bool.self, let x = (value as? NSNumber)?.doubleValue else {
            throw fail(path, place, "expected a number")
        }
        guard x.isFinite else { throw fail(path, place, "not a finite number") }
        return x
    }

    private static func priority(_ value: Any, _ path: String, _ place: String) throws(WorkloadError) -> Priority {
        if let name = value as? String {
            guard let p = priorityNames[name] else { throw fail(path, place, "unknown priority name \"\(name)\"") }
            return p
        }
        let x = try number(value, path, place)
        guard x > 0 && x <= 1000 else { throw fail(path, place, "outside (0, 1000]") }
        return Priority(Float(x))
    }
}

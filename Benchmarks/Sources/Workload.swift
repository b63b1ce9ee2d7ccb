import Cassowary
import Foundation

/// A constraint system to time (exchange format 1 of `../shared/formats.md`, with suggestion
/// rounds), and how to check the answer it comes to.
struct Workload {
    struct Entry {
        var terms: [(coefficient: Double, variable: Int)]
        var constant: Double
        var relation: Relation
        var priority: Priority
    }

    var name: String
    var variableNames: [String] = []
    var constraints: [Entry] = []
    var edits: [(variable: Int, priority: Priority, value: Double)] = []
    var rounds: [[(variable: Int, value: Double)]] = []
    /// Checks the values after every edit and constraint is in, and each round; nil when right.
    var check: (_ values: [String: Double], _ round: [(variable: Int, value: Double)]?) -> String? = { _, _ in nil }

    private var indexOf: [String: Int] = [:]

    init(name: String) { self.name = name }

    mutating func variable(_ name: String) -> Int {
        if let index = indexOf[name] { return index }
        indexOf[name] = variableNames.count
        variableNames.append(name)
        return variableNames.count - 1
    }

    mutating func add(_ terms: [(Double, String)], _ constant: Double, _ relation: Relation, _ priority: Priority) {
        constraints.append(Entry(
            terms: terms.map { ($0.0, variable($0.1)) }, constant: constant, relation: relation, priority: priority))
    }
}

extension Workload {
    /// Reads a file in exchange format 1; exits with status 2 and a one-line message when it is not.
    static func load(_ path: String) -> Workload {
        func fail(_ message: String) -> Never {
            FileHandle.standardError.write(Data("benchmarks: \(path): \(message)\n".utf8))
            exit(2)
        }
        guard let data = FileManager.default.contents(atPath: path),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { fail("not a JSON object") }
        var workload = Workload(name: URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)
        func priority(_ value: Any?) -> Priority {
            switch value {
            case nil: return .required
            case let name as String:
                guard let known = ["required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50][name]
                else { fail("unknown priority \(name)") }
                return Priority(Float(known))
            case let number as NSNumber: return Priority(number.floatValue)
            default: fail("bad priority")
            }
        }
        for name in root["variables"] as? [String] ?? [] { _ = workload.variable(name) }
        for case let entry as [String: Any] in root["constraints"] as? [Any] ?? [] {
            guard let terms = entry["terms"] as? [[Any]], let op = entry["op"] as? String, let relation = Relation(rawValue: op)
            else { fail("bad constraint") }
            workload.add(
                terms.map { (($0[0] as? NSNumber)?.doubleValue ?? .nan, $0[1] as? String ?? "") },
                (entry["constant"] as? NSNumber)?.doubleValue ?? 0, relation, priority(entry["priority"]))
        }
        for case let edit as [String: Any] in root["edits"] as? [Any] ?? [] {
            guard let name = edit["variable"] as? String, let value = edit["value"] as? NSNumber else { fail("bad edit") }
            workload.edits.append((workload.variable(name), priority(edit["priority"]), value.doubleValue))
        }
        for case let round as [String: NSNumber] in root["suggestions"] as? [Any] ?? [] {
            workload.rounds.append(round.keys.sorted().map { (workload.variable($0), round[$0]!.doubleValue) })
        }
        return workload
    }

    /// N views in a row (`../shared/workloads/gen.py --chain N`): content size 750 / 250,
    /// spacing 8, the container width edited. Checks that the row ends 8 before the container.
    static func chain(_ n: Int) -> Workload {
        var w = Workload(name: "chain-\(n)")
        for i in 0..<n {
            let intrinsic = Double(20 + 5 * (i % 7))
            w.add([(1, "w\(i)")], -intrinsic, .greaterThanOrEqual, 750)
            w.add([(1, "w\(i)")], -intrinsic, .lessThanOrEqual, 250)
            if i == 0 {
                w.add([(1, "x0")], -8, .equal, .required)
            } else {
                w.add([(1, "x\(i)"), (-1, "x\(i - 1)"), (-1, "w\(i - 1)")], -8, .equal, .required)
            }
        }
        w.add([(1, "cw"), (-1, "x\(n - 1)"), (-1, "w\(n - 1)")], -8, .equal, .required)
        var base = 8.0
        for i in 0..<n { base += Double(20 + 5 * (i % 7) + 8) }
        let cw = w.variable("cw")
        w.edits = [(cw, 999, base)]
        w.rounds = (0..<64).map { (k: Int) -> [(variable: Int, value: Double)] in [(cw, base - 100 + Double((k * 37) % 400))] }
        let last = n - 1
        w.check = { values, round in
            let cw = values["cw"]!, end = values["x\(last)"]! + values["w\(last)"]! + 8
            if let round, abs(cw - round[0].value) > 1e-6 { return "cw is \(cw), suggested \(round[0].value)" }
            return abs(cw - end) > 1e-6 ? "the row ends at \(end), the container at \(cw)" : nil
        }
        return w
    }

    /// N × N cells (`gen.py --grid N`): rows share top and height, columns left and width,
    /// spacing 8, content size on every cell, the container's width and height edited.
    static func grid(_ n: Int) -> Workload {
        var w = Workload(name: "grid-\(n)")
        for r in 0..<n {
            for c in 0..<n {
                let cell = "\(r)_\(c)"
                let iw = Double(30 + 7 * ((r * n + c) % 5)), ih = Double(20 + 3 * ((r + 2 * c) % 4))
                w.add([(1, "w\(cell)")], -iw, .greaterThanOrEqual, 750)
                w.add([(1, "w\(cell)")], -iw, .lessThanOrEqual, 250)
                w.add([(1, "h\(cell)")], -ih, .greaterThanOrEqual, 750)
                w.add([(1, "h\(cell)")], -ih, .lessThanOrEqual, 250)
                w.add(c == 0 ? [(1, "x\(cell)")] : [(1, "x\(cell)"), (-1, "x\(r)_\(c - 1)"), (-1, "w\(r)_\(c - 1)")], -8, .equal, .required)
                w.add(r == 0 ? [(1, "y\(cell)")] : [(1, "y\(cell)"), (-1, "y\(r - 1)_\(c)"), (-1, "h\(r - 1)_\(c)")], -8, .equal, .required)
                if c > 0 {
                    w.add([(1, "y\(cell)"), (-1, "y\(r)_0")], 0, .equal, .required)
                    w.add([(1, "h\(cell)"), (-1, "h\(r)_0")], 0, .equal, .required)
                }
                if r > 0 {
                    w.add([(1, "x\(cell)"), (-1, "x0_\(c)")], 0, .equal, .required)
                    w.add([(1, "w\(cell)"), (-1, "w0_\(c)")], 0, .equal, .required)
                }
            }
            w.add([(1, "cw"), (-1, "x\(r)_\(n - 1)"), (-1, "w\(r)_\(n - 1)")], -8, .greaterThanOrEqual, .required)
        }
        for c in 0..<n {
            w.add([(1, "ch"), (-1, "y\(n - 1)_\(c)"), (-1, "h\(n - 1)_\(c)")], -8, .greaterThanOrEqual, .required)
        }
        w.edits = [(w.variable("cw"), 999, 600), (w.variable("ch"), 999, 500)]
        let cw = w.variable("cw"), ch = w.variable("ch")
        w.rounds = (0..<64).map { (k: Int) -> [(variable: Int, value: Double)] in
            let width = Double(300 + (k * 53) % 700), height = Double(300 + (k * 29) % 500)
            return [(cw, width), (ch, height)]
        }
        let last = n - 1
        w.check = { values, _ in
            // Every cell keeps at least its compression-resistant width, the first column starts at 8.
            if values["x0_0"]! != 8 { return "x0_0 is \(values["x0_0"]!), not 8" }
            let right = values["x\(last)_\(last)"]! + values["w\(last)_\(last)"]! + 8
            return right > values["cw"]! + 1e-6 && values["w0_0"]! < 30 - 1e-6 ? "the grid overflows" : nil
        }
        return w
    }

    /// The enaml form of kiwi's own benchmark; checked at 400 × 600 (fl1width 303, lb1top 12.5).
    static func enaml(packageRoot: String) -> Workload {
        var w = load(packageRoot + "/../shared/workloads/enaml.json")
        w.check = { values, round in
            guard let round, round.count == 2 else { return nil }
            let size = Dictionary(uniqueKeysWithValues: round.map { (w.variableNames[$0.variable], $0.value) })
            guard size["width"] == 400 && size["height"] == 600 else { return nil }
            return values["fl1width"] == 303 && values["lb1top"] == 12.5
                ? nil : "at 400 × 600 fl1width is \(values["fl1width"]!), lb1top \(values["lb1top"]!)"
        }
        return w
    }
}

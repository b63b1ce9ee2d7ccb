import Foundation

/// Delta debugging (Zeller's ddmin, removing chunks): a sublist of `items` for which `fails`
/// still holds, from which no single chunk at the finest granularity can be dropped.
func shrink<Item>(_ items: [Item], while fails: ([Item]) -> Bool) -> [Item] {
    var items = items
    var granularity = 2
    while items.count >= 2 {
        let chunk = (items.count + granularity - 1) / granularity
        var reduced = false
        for start in stride(from: 0, to: items.count, by: chunk) {
            var candidate = items
            candidate.removeSubrange(start..<min(start + chunk, items.count))
            if fails(candidate) {
                items = candidate
                granularity = max(granularity - 1, 2)
                reduced = true
                break
            }
        }
        if !reduced {
            guard granularity < items.count else { break }
            granularity = min(granularity * 2, items.count)
        }
    }
    return items
}

extension FuzzSession {
    /// The session cut down to the calls it needs to break an invariant of the same kind.
    func shrunk(keeping kind: String) -> FuzzSession {
        let calls = shrink(calls) { candidate in
            FuzzSession(variableCount: variableCount, calls: FuzzCall.normalized(candidate)).run().failure?.kind == kind
        }
        return FuzzSession(variableCount: variableCount, calls: FuzzCall.normalized(calls))
    }

    /// The session as Swift source that replays it: a call that threw is written `try?`, with
    /// the error it gave.
    var source: String {
        let trace = run().trace  // per call: its outcome, then the values
        var lines = [
            "let x = (0..<\(variableCount)).map { Variable(\"x\\($0)\") }",
            "let solver = Solver()",
        ]
        for (index, call) in calls.enumerated() {
            let position = index * (variableCount + 1)
            let outcome = position < trace.count ? Outcome(rawValue: trace[position]) : nil
            if let outcome, outcome != .success {
                lines.append(call.source.replacingLastCall(with: "try? ") + "  // threw \(outcome)")
            } else {
                lines.append(call.source)
            }
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    /// The statement with its last `try ` replaced (the call of a two-line add).
    fileprivate func replacingLastCall(with prefix: String) -> String {
        guard let range = range(of: "try ", options: .backwards) else { return self }
        return replacingCharacters(in: range, with: prefix)
    }
}

extension Solver {
    /// A minimal set of the `held` required constraints that cannot hold together with
    /// `constraint`, in the order they were added, followed by `constraint` itself.
    ///
    /// The candidates are ordered by their distance from `constraint` in the graph of shared
    /// variables (a minimal conflict is connected); the shortest conflicting prefix is found by
    /// bisection, then a deletion filter drops every member the conflict does not need.
    func minimalConflict(
        adding constraint: Constraint, to held: [(original: Constraint, held: Constraint)]
    ) -> [Constraint] {
        let candidates = orderedByDistance(from: constraint, held)
        func conflicts(_ subset: ArraySlice<Int>) -> Bool {
            !Solver.canHoldTogether(subset.map { held[$0].held } + [constraint])
        }
        var low = 0
        var high = candidates.count
        while low < high {
            let middle = (low + high) / 2
            if conflicts(candidates[..<middle]) { high = middle } else { low = middle + 1 }
        }
        var core = Array(candidates[..<low])
        for position in core.indices.reversed() {
            var trial = core
            trial.remove(at: position)
            if conflicts(trial[...]) { core = trial }
        }
        return core.sorted().map { held[$0].original } + [constraint]
    }

    /// Indices into `held` of the constraints connected to `constraint` by shared variables,
    /// nearest first (breadth first, ties in the order they were added).
    private func orderedByDistance(
        from constraint: Constraint, _ held: [(original: Constraint, held: Constraint)]
    ) -> [Int] {
        var byVariable: [ObjectIdentifier: [Int]] = [:]
        for (index, entry) in held.enumerated() {
            for term in entry.held.expression.terms {
                byVariable[ObjectIdentifier(term.variable), default: []].append(index)
            }
        }
        var seenVariables = Set<ObjectIdentifier>()
        var seenConstraints = Set<Int>()
        var order: [Int] = []
        var frontier = constraint.expression.terms.map(\.variable)
        while !frontier.isEmpty {
            var reached: [Int] = []
            for variable in frontier where seenVariables.insert(ObjectIdentifier(variable)).inserted {
                for index in byVariable[ObjectIdentifier(variable)] ?? [] where seenConstraints.insert(index).inserted {
                    reached.append(index)
                }
            }
            reached.sort()
            order += reached
            frontier = reached.flatMap { held[$0].held.expression.terms.map(\.variable) }
        }
        return order
    }

    /// True when the required constraints can all hold at once.
    static func canHoldTogether(_ constraints: [Constraint]) -> Bool {
        let probe = Solver()
        for constraint in constraints {
            do {
                try probe.insert(constraint, constant: constraint.expression.constant, explainingConflicts: false)
            } catch {
                return false
            }
        }
        return true
    }
}

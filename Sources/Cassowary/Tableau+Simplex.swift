/// The simplex steps of the paper on the tableau's canonical rows: the primal simplex that
/// optimises the objective, the dual simplex that restores feasibility after constants move, and
/// phase one for a constraint that has no usable subject.
extension Tableau {
    /// How entering and leaving symbols are chosen. `steepest` (the most negative reduced cost at
    /// the highest level; the largest pivot among the rows that block first) keeps pivots few and
    /// numerically steady; `bland` (lowest ids) cannot cycle, and takes over after a run of
    /// degenerate pivots.
    enum PivotRule { case steepest, bland }

    /// Pivots until no symbol can improve `goal` (the objective levels, or the artificial row).
    mutating func optimize(artificialGoal: Bool = false) -> Outcome {
        var degenerateRun = 0
        while true {
            let rule: PivotRule = degenerateRun < 50 ? .steepest : .bland
            let candidate = artificialGoal
                ? enteringSymbol(CollectionOfOne(artificial!), rule: rule)
                : enteringSymbol(objective, from: settledLevels, rule: rule)
            guard let (entering, direction) = candidate else {
                if !artificialGoal { settledLevels = objective.count }
                return .optimal
            }
            // A ratio test reads every restricted row in nonbasic symbols.
            materializeDeferredRows()
            guard let (leaving, step) = leavingSymbol(entering, direction: direction, rule: rule) else {
                return .unbounded
            }
            degenerateRun = step > epsilon ? 0 : degenerateRun + 1
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// A symbol whose lexicographic reduced cost improves the goal, and the direction to move it:
    /// +1 (a restricted symbol grows), or ±1 for an unrestricted user variable. The levels above
    /// `first` are known to hold no such symbol (`settledLevels`) and are not scanned.
    private func enteringSymbol<Goal: RandomAccessCollection<Row>>(
        _ goal: Goal, from first: Int = 0, rule: PivotRule
    ) -> (Symbol, Double)? where Goal.Index == Int {
        var best: (symbol: Symbol, direction: Double, rate: Double)?
        for level in first..<goal.count {
            // The cells read in place, by index: a copy of the level's row (or a loop over its
            // cells) retains and releases them.
            for index in goal[level].cells.indices {
                let cell = goal[level].cells[index]
                // How fast the goal falls as the symbol moves. The coefficient is tested first:
                // most cells are errors at their positive cost, which cannot improve the goal.
                let rate: Double
                if cell.coefficient < -epsilon {
                    guard cell.symbol.isPivotable else { continue }
                    rate = -cell.coefficient
                } else if cell.symbol.kind == .external && !isNearZero(cell.coefficient) {
                    rate = abs(cell.coefficient)
                } else {
                    continue
                }
                if let current = best {
                    switch rule {
                    case .bland: if current.symbol < cell.symbol { continue }
                    case .steepest:
                        if rate < current.rate || (rate == current.rate && current.symbol < cell.symbol) { continue }
                    }
                }
                if (0..<level).contains(where: { !isNearZero(goal[$0].coefficient(for: cell.symbol)) }) {
                    continue  // a higher level already decides this symbol
                }
                best = (cell.symbol, cell.coefficient < 0 ? 1 : -1, rate)
            }
            if rule == .steepest && best != nil { break }  // the highest improvable level wins
        }
        return best.map { ($0.symbol, $0.direction) }
    }

    /// The row that first blocks `entering` moving in `direction`, and how far `entering` can move
    /// until then; nil when nothing blocks it. Among rows that block within a hair of the first,
    /// `steepest` takes the largest pivot (lowest id on ties); `bland` the lowest id of the exact
    /// minimum.
    func leavingSymbol(_ entering: Symbol, direction: Double, rule: PivotRule = .steepest) -> (Symbol, Double)? {
        let column = columns[Int(entering.id)]
        typealias Candidate = (basic: Symbol, ratio: Double, pivot: Double)
        // The blocking rows' ratios and pivots, each row read once (on the stack, no heap block).
        return withUnsafeTemporaryAllocation(of: Candidate.self, capacity: Int(column.entryCount)) { candidates in
            // Each restricted row whose basic symbol falls as `entering` moves, with its ratio.
            var count = 0
            var minimum = Double.infinity
            column.forEachEntry { slot in
                guard let basic = basic(inSlot: slot), basic.kind != .external else { return }
                let row = rows[Int(slot)]!
                let coefficient = row.coefficient(for: entering) * direction
                guard coefficient < 0 else { return }
                let ratio = -row.constant / coefficient
                candidates.initializeElement(at: count, to: (basic, ratio, -coefficient))
                count += 1
                minimum = min(minimum, ratio)
            }
            guard minimum < .infinity else { return nil }
            let tolerance = rule == .bland ? 0 : 1e-9 * max(1, abs(minimum))
            var best: Candidate?
            for candidate in candidates[0..<count] where candidate.ratio <= minimum + tolerance {
                if let current = best {
                    if rule == .steepest && candidate.pivot != current.pivot {
                        if candidate.pivot < current.pivot { continue }
                    } else if current.basic < candidate.basic {
                        continue
                    }
                }
                best = candidate
            }
            return best.map { ($0.basic, max($0.ratio, 0)) }
        }
    }

    // MARK: - Dual simplex

    /// Restores feasibility after constants changed, keeping the objective optimal.
    /// Returns false when the rows cannot be made feasible (required constraints conflict).
    mutating func dualOptimize() -> Bool {
        if hasDeferredRows && !deferredRowsAreFeasible() {
            // A deferred row went below zero: the dual simplex needs every row in nonbasic symbols,
            // which a transaction cannot give (its caller expands them and tries again).
            guard !isInTransaction else {
                infeasible = []
                return false
            }
            materializeDeferredRows()
        }
        while let index = infeasible.indices.min(by: { infeasible[$0].id < infeasible[$1].id }) {
            let leaving = infeasible.remove(at: index)
            guard let row = row(for: leaving), row.constant < 0, !isNearZero(row.constant) else { continue }
            guard let entering = dualEnteringSymbol(row, leaving: leaving) else {
                // Nothing can raise the row: a conflict, unless it is below zero by rounding only.
                if isZero(row.constant, for: row) { continue }
                infeasible = []
                return false
            }
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    /// Among the symbols that can raise `row` (the row of `leaving`), the one with the
    /// lexicographically smallest ratio of objective coefficient to row coefficient; on ties
    /// `leaving`'s partner (the other error of its paired row), then the largest pivot, then the
    /// lowest id.
    ///
    /// The partner first: when `leaving` is one error of a paired row, its partner is mentioned
    /// by no other row, so that pivot rewrites this row and the objective only. A row of views
    /// whose container turns from stretching one view to compressing it is then one pivot, where
    /// any other tied symbol would move the change to another view, one pivot per view
    /// (Benchmarks/README.md, "Resize scaling").
    private func dualEnteringSymbol(_ row: Row, leaving: Symbol) -> Symbol? {
        let levels = objective.count
        let partner = partner(of: leaving)
        // One pass over the row: each candidate's objective coefficients are read by one cursor per
        // level moving along that level's sorted cells, and its ratios compared with the best's
        // kept so far (on the stack, not in a heap block per dual pivot; no table of every cell's
        // costs filled and read again).
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: levels) { positions in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * levels) { ratios in
                positions.initialize(repeating: 0)
                ratios.initialize(repeating: 0)
                // The best candidate's ratios in the first half, the candidate's in the second.
                var best: (index: Int, pivot: Double)?
                for (index, cell) in row.cells.enumerated() where cell.symbol.isPivotable {
                    let pivot = abs(cell.coefficient)
                    guard !cell.symbol.isRestricted || cell.coefficient > epsilon else { continue }
                    for level in 0..<levels {
                        ratios[levels + level] = objectiveCoefficient(of: cell.symbol, atLevel: level, from: &positions[level]) / pivot
                    }
                    if let current = best {
                        var order = 0  // how this candidate's ratios compare with the best's, level by level
                        for level in 0..<levels where !isNearZero(ratios[levels + level] - ratios[level]) {
                            order = ratios[levels + level] < ratios[level] ? -1 : 1
                            break
                        }
                        if order > 0 { continue }
                        if order == 0 {
                            if row.cells[current.index].symbol.id == partner { continue }
                            if cell.symbol.id != partner && pivot <= current.pivot { continue }
                        }
                    }
                    best = (index, pivot)
                    for level in 0..<levels { ratios[level] = ratios[levels + level] }
                }
                return best.map { row.cells[$0.index].symbol }
            }
        }
    }

    /// The coefficient of `symbol` in the objective's `level` (0 when absent), found from
    /// `position` on in that level's sorted cells; `position` is left at the first cell not below
    /// `symbol`, where the search for a later symbol starts.
    @inline(__always)
    private func objectiveCoefficient(of symbol: Symbol, atLevel level: Int, from position: inout Int) -> Double {
        let count = objective[level].cells.count
        while position < count && objective[level].cells[position].symbol.id < symbol.id { position += 1 }
        return position < count && objective[level].cells[position].symbol.id == symbol.id
            ? objective[level].cells[position].coefficient : 0
    }

    // MARK: - A violated inequality

    /// Adds `row` (a new required inequality's row, with a positive constant and a positive
    /// coefficient for its `slack`: the inequality does not hold where the tableau stands) with
    /// the slack basic below zero, then restores feasibility with the dual simplex, which keeps
    /// the objective optimal: on an optimal tableau, fewer pivots than phase one and the
    /// re-optimisation after it. Returns false when the constraint cannot be satisfied; the
    /// caller then rolls back.
    mutating func addThroughDualSimplex(_ row: Row, slack: Symbol) -> Bool {
        var row = row
        notePivot(on: row.coefficient(for: slack))
        row.solve(for: slack)
        setRow(slack, row)  // a new symbol: no other row mentions it
        infeasible.append(slack)
        return dualOptimize()
    }

    // MARK: - Phase one

    /// Adds `row` (a new constraint's row with no usable subject) through an artificial variable.
    /// Returns false when the constraint cannot be satisfied; the caller then rolls back.
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        setRow(art, row)
        artificial = row
        _ = optimize(artificialGoal: true)
        let satisfied = isZero(artificial!.constant, for: row)
        artificial = nil
        guard satisfied else { return false }
        if isBasic(art) {
            var artRow = removeRow(art)
            // art is zero; if its row still has symbols, keep the relation it states with one of
            // them as the basic symbol (a dummy when nothing else is left: a redundant constraint).
            if let entering = Tableau.steadiestSymbol(in: artRow, where: \.isRestricted)
                ?? Tableau.steadiestSymbol(in: artRow, where: { _ in true })
            {
                notePivot(on: artRow.coefficient(for: entering))
                artRow.solve(for: entering, replacing: art)
                substitute(entering, with: artRow)
                setRow(entering, artRow)
            }
        }
        eliminate(art)
        return true
    }

    /// The symbol of `row` satisfying `condition` with the largest coefficient (the steadiest
    /// pivot; lowest id on ties), or nil.
    private static func steadiestSymbol(in row: Row, where condition: (Symbol) -> Bool) -> Symbol? {
        var best: Row.Cell?
        for cell in row.cells where condition(cell.symbol) {
            if best == nil || abs(cell.coefficient) > abs(best!.coefficient) { best = cell }
        }
        return best?.symbol
    }
}

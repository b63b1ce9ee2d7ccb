/// The simplex tableau: a row for every basic symbol, a column index, and a lexicographic
/// objective with one row per priority level (highest first).
///
/// Rows and columns live in arrays indexed by symbol id. The column index (symbol → the basic
/// symbols whose rows mention it) lets a pivot touch only the rows it changes. Every choice between
/// symbols takes the lowest id (Bland's rule), which rules out cycling and makes every result
/// independent of hashing. A transaction journals what it changes so that a failing call can be
/// rolled back exactly.
struct Tableau {
    private(set) var rows: [Row?] = []
    private(set) var columns: [Set<Symbol>] = []
    /// The objective, one row per priority level, highest priority first.
    var objective: [Row] = []
    /// The objective of phase one while a constraint is added through an artificial variable.
    private var artificial: Row?
    /// Basic restricted symbols whose rows went negative, for the dual simplex.
    private var infeasible: [Symbol] = []
    private var journal: Journal?

    private struct Journal {
        var symbolCount: Int
        var objective: [Row]
        var rows: [(Symbol, Row?)] = []
    }

    /// The result of a primal optimisation.
    enum Outcome { case optimal, unbounded }

    // MARK: - Symbols and rows

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: Int32(rows.count), kind: kind)
        rows.append(nil)
        columns.append([])
        return symbol
    }

    func row(for symbol: Symbol) -> Row? { rows[Int(symbol.id)] }

    func isBasic(_ symbol: Symbol) -> Bool { rows[Int(symbol.id)] != nil }

    /// The basic symbols whose rows mention `symbol`.
    func column(_ symbol: Symbol) -> Set<Symbol> { columns[Int(symbol.id)] }

    /// The current value of `symbol`: its row's constant when basic, else zero.
    func value(of symbol: Symbol) -> Double { rows[Int(symbol.id)]?.constant ?? 0 }

    private mutating func record(_ symbol: Symbol) {
        if journal != nil { journal!.rows.append((symbol, rows[Int(symbol.id)])) }
    }

    /// Makes `symbol` basic with `row`.
    mutating func setRow(_ symbol: Symbol, _ row: Row) {
        record(symbol)
        for cell in row.cells { columns[Int(cell.symbol.id)].insert(symbol) }
        rows[Int(symbol.id)] = row
    }

    /// Takes `symbol`'s row out of the tableau and returns it.
    @discardableResult
    mutating func removeRow(_ symbol: Symbol) -> Row {
        record(symbol)
        let row = rows[Int(symbol.id)]!
        for cell in row.cells { columns[Int(cell.symbol.id)].remove(symbol) }
        rows[Int(symbol.id)] = nil
        return row
    }

    /// Changes the row of the basic symbol `basic` in place, keeping the column index.
    private mutating func modifyRow(_ basic: Symbol, _ body: (inout Row, (Symbol, Row.Change) -> Void) -> Void) {
        record(basic)
        var row = rows[Int(basic.id)]!
        rows[Int(basic.id)] = nil
        body(&row) { symbol, change in
            switch change {
            case .inserted: columns[Int(symbol.id)].insert(basic)
            case .removed: columns[Int(symbol.id)].remove(basic)
            }
        }
        rows[Int(basic.id)] = row
        if basic.kind != .external && row.constant < 0 { infeasible.append(basic) }
    }

    /// Replaces `symbol` by `row` everywhere: in every row that mentions it and in the objective.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for basic in columns[Int(symbol.id)] {
            modifyRow(basic) { target, observe in target.substitute(symbol, with: row, observe: observe) }
        }
        for level in objective.indices { objective[level].substitute(symbol, with: row) }
        artificial?.substitute(symbol, with: row)
    }

    /// Drops `symbol` (a nonbasic symbol now fixed at zero) from every row and the objective.
    mutating func eliminate(_ symbol: Symbol) {
        for basic in columns[Int(symbol.id)] {
            modifyRow(basic) { target, observe in target.remove(symbol, observe: observe) }
        }
        for level in objective.indices { objective[level].remove(symbol) }
    }

    /// Every nonbasic symbol that some row or objective level mentions.
    func mentionedNonbasicSymbols() -> Set<Symbol> {
        var symbols = Set<Symbol>()
        for row in rows.lazy.compactMap({ $0 }) + objective {
            for cell in row.cells { symbols.insert(cell.symbol) }
        }
        return symbols
    }

    /// Adds `delta` to the constant of the basic symbol's row.
    mutating func shiftConstant(of basic: Symbol, by delta: Double) {
        modifyRow(basic) { row, _ in row.constant += delta }
    }

    /// Makes `entering` basic in place of `leaving`.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        var row = removeRow(leaving)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        setRow(entering, row)
    }

    /// Adds `coefficient × symbol` to the objective row `level`, expanding a basic symbol.
    mutating func addToObjective(_ symbol: Symbol, coefficient: Double, level: Int) {
        if let row = row(for: symbol) {
            objective[level].insert(row, times: coefficient)
        } else {
            objective[level].insert(symbol, coefficient: coefficient)
        }
    }

    // MARK: - Transactions

    /// True while a transaction is open.
    var inTransaction: Bool { journal != nil }

    /// Starts journaling changes. Returns false (and does nothing) when one is already open.
    mutating func beginTransaction() -> Bool {
        guard journal == nil else { return false }
        journal = Journal(symbolCount: rows.count, objective: objective)
        return true
    }

    mutating func commit() {
        journal = nil
    }

    /// Puts back every row, symbol and objective as they were when the transaction began.
    mutating func rollback() {
        guard let saved = journal else { return }
        journal = nil
        for (symbol, old) in saved.rows.reversed() {
            if rows[Int(symbol.id)] != nil { removeRow(symbol) }
            if let old { setRow(symbol, old) }
        }
        rows.removeLast(rows.count - saved.symbolCount)
        columns.removeLast(columns.count - saved.symbolCount)
        objective = saved.objective
        artificial = nil
        infeasible = []
    }

    // MARK: - Primal simplex

    /// Pivots until no symbol can improve `goal` (the objective levels, or the artificial row).
    mutating func optimize(artificialGoal: Bool = false) -> Outcome {
        while true {
            let candidate = artificialGoal ? enteringSymbol(CollectionOfOne(artificial!)) : enteringSymbol(objective)
            guard let (entering, direction) = candidate else { return .optimal }
            guard let (leaving, _) = leavingSymbol(entering, direction: direction) else { return .unbounded }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The lowest symbol whose lexicographic reduced cost improves the goal, and the direction to
    /// move it: +1 (a restricted symbol grows), or ±1 for an unrestricted user variable.
    private func enteringSymbol<Goal: RandomAccessCollection<Row>>(_ goal: Goal) -> (Symbol, Double)?
    where Goal.Index == Int {
        var best: (Symbol, Double)?
        for (level, row) in goal.enumerated() {
            for cell in row.cells where cell.symbol.isPivotable {
                if let current = best, current.0.id <= cell.symbol.id { continue }
                if (0..<level).contains(where: { !isNearZero(goal[$0].coefficient(for: cell.symbol)) }) {
                    continue
                }
                if cell.symbol.isRestricted {
                    if cell.coefficient < -epsilon { best = (cell.symbol, 1) }
                } else if !isNearZero(cell.coefficient) {
                    best = (cell.symbol, cell.coefficient < 0 ? 1 : -1)
                }
            }
        }
        return best
    }

    /// The row that first blocks `entering` moving in `direction` (min ratio, lowest id on ties),
    /// and how far `entering` can move until then; nil when nothing blocks it.
    func leavingSymbol(_ entering: Symbol, direction: Double) -> (Symbol, Double)? {
        var best: Symbol?
        var bestRatio = Double.infinity
        for basic in columns[Int(entering.id)] where basic.kind != .external {
            let row = rows[Int(basic.id)]!
            let coefficient = row.coefficient(for: entering) * direction
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic.id < best!.id) {
                best = basic
                bestRatio = ratio
            }
        }
        return best.map { ($0, bestRatio) }
    }

    // MARK: - Dual simplex

    /// Restores feasibility after constants changed, keeping the objective optimal.
    /// Returns false when the rows cannot be made feasible (required constraints conflict).
    mutating func dualOptimize() -> Bool {
        while let index = infeasible.indices.min(by: { infeasible[$0].id < infeasible[$1].id }) {
            let leaving = infeasible.remove(at: index)
            guard let row = row(for: leaving), row.constant < 0, !isNearZero(row.constant) else { continue }
            guard let entering = dualEnteringSymbol(row) else {
                infeasible = []
                return false
            }
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    /// Among the symbols that can raise `row`, the one with the lexicographically smallest ratio
    /// of objective coefficient to row coefficient (lowest id on ties).
    private func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: Symbol?
        var bestRatios: [Double] = []
        for cell in row.cells where cell.symbol.isPivotable {
            let magnitude: Double
            if cell.symbol.isRestricted {
                guard cell.coefficient > epsilon else { continue }
                magnitude = cell.coefficient
            } else {
                magnitude = abs(cell.coefficient)
            }
            let ratios = objective.map { $0.coefficient(for: cell.symbol) / magnitude }
            if best == nil || lexicographicallyPrecedes(ratios, bestRatios) {
                best = cell.symbol
                bestRatios = ratios
            }
        }
        return best
    }

    private func lexicographicallyPrecedes(_ lhs: [Double], _ rhs: [Double]) -> Bool {
        for (a, b) in zip(lhs, rhs) where !isNearZero(a - b) { return a < b }
        return false
    }

    // MARK: - Phase one

    /// Adds `row` (a new constraint's row with no usable subject) through an artificial variable.
    /// Returns false when the constraint cannot be satisfied; the caller then rolls back.
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        setRow(art, row)
        artificial = row
        _ = optimize(artificialGoal: true)
        let satisfied = isNearZero(artificial!.constant)
        artificial = nil
        guard satisfied else { return false }
        if isBasic(art) {
            var artRow = removeRow(art)
            // art is zero; if its row still has symbols, keep the relation it states with one of
            // them as the basic symbol (a dummy when nothing else is left: a redundant constraint).
            if let entering = artRow.cells.first(where: { $0.symbol.isRestricted })?.symbol
                ?? artRow.cells.first?.symbol
            {
                artRow.solve(for: entering, replacing: art)
                substitute(entering, with: artRow)
                setRow(entering, artRow)
            }
        }
        eliminate(art)
        return true
    }
}

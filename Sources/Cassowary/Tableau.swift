/// The simplex tableau: a row for every basic symbol, a column index, and a lexicographic
/// objective with one row per priority level (highest first).
///
/// Rows and columns live in arrays indexed by symbol id. The column index (symbol → the basic
/// symbols whose rows mention it) lets a pivot touch only the rows it changes. A column is an
/// unordered array kept lazily: a removal only lowers the column's count, and a reader skips the
/// entries whose row no longer mentions the symbol; a column is compacted when stale entries
/// outnumber live ones. No hashing in the inner loop. Every choice between
/// symbols takes the lowest id (Bland's rule), which rules out cycling and makes every result
/// independent of hashing. A transaction journals what it changes so that a failing call can be
/// rolled back exactly.
struct Tableau {
    private(set) var rows: [Row?] = []
    private var columns: [[Symbol]] = []
    /// How many rows mention each symbol (the live entries of its column).
    private var columnCounts: [Int32] = []
    /// True for a column known to hold exactly its live entries, lowest id first.
    private var columnIsExact: [Bool] = []
    /// Columns to compact once the row being changed is attached again.
    private var staleColumns: [Symbol] = []
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
        columnCounts.append(0)
        columnIsExact.append(true)
        return symbol
    }

    func row(for symbol: Symbol) -> Row? { rows[Int(symbol.id)] }

    func isBasic(_ symbol: Symbol) -> Bool { rows[Int(symbol.id)] != nil }

    /// The basic symbols whose rows mention `symbol`, lowest id first.
    func column(_ symbol: Symbol) -> [Symbol] { liveEntries(of: symbol) }

    /// How many rows mention `symbol`.
    func columnCount(_ symbol: Symbol) -> Int { Int(columnCounts[Int(symbol.id)]) }

    /// True when `basic` is basic and its row mentions `symbol`.
    private func mentions(_ basic: Symbol, _ symbol: Symbol) -> Bool {
        rows[Int(basic.id)]?.contains(symbol) ?? false
    }

    /// The column's entries that are still true, each once, lowest id first.
    private func liveEntries(of symbol: Symbol) -> [Symbol] {
        var live = columns[Int(symbol.id)].filter { mentions($0, symbol) }
        live.sort()
        var unique: [Symbol] = []
        unique.reserveCapacity(live.count)
        for basic in live where unique.last != basic { unique.append(basic) }
        return unique
    }

    /// Compacts `symbol`'s column to its live entries, lowest id first.
    private mutating func makeExact(_ symbol: Symbol) {
        let index = Int(symbol.id)
        guard !columnIsExact[index] else { return }
        columns[index] = liveEntries(of: symbol)
        columnIsExact[index] = true
    }

    private mutating func addToColumn(_ symbol: Symbol, _ basic: Symbol) {
        let index = Int(symbol.id)
        columns[index].append(basic)
        columnCounts[index] += 1
        columnIsExact[index] = false
        if columns[index].count > 4 * Int(columnCounts[index]) + 64 { staleColumns.append(symbol) }
    }

    /// Compacts the columns whose stale entries outnumbered the live ones (once every row is
    /// attached again, so that a reader sees every row).
    private mutating func compactStaleColumns() {
        while let symbol = staleColumns.popLast() { makeExact(symbol) }
    }

    private mutating func removeFromColumn(_ symbol: Symbol) {
        columnCounts[Int(symbol.id)] -= 1
        columnIsExact[Int(symbol.id)] = false
    }

    /// Empties `symbol`'s column and returns the basic symbols whose rows mention it.
    private mutating func takeColumn(_ symbol: Symbol) -> [Symbol] {
        let index = Int(symbol.id)
        let column = columns[index]
        columns[index] = []
        columnCounts[index] = 0
        columnIsExact[index] = true
        return column
    }

    /// The current value of `symbol`: its row's constant when basic, else zero.
    func value(of symbol: Symbol) -> Double { rows[Int(symbol.id)]?.constant ?? 0 }

    private mutating func record(_ symbol: Symbol) {
        if journal != nil { journal!.rows.append((symbol, rows[Int(symbol.id)])) }
    }

    /// Makes `symbol` basic with `row`.
    mutating func setRow(_ symbol: Symbol, _ row: Row) {
        record(symbol)
        for cell in row.cells { addToColumn(cell.symbol, symbol) }
        rows[Int(symbol.id)] = row
        compactStaleColumns()
    }

    /// Takes `symbol`'s row out of the tableau and returns it.
    @discardableResult
    mutating func removeRow(_ symbol: Symbol) -> Row {
        record(symbol)
        let row = rows[Int(symbol.id)]!
        for cell in row.cells { removeFromColumn(cell.symbol) }
        rows[Int(symbol.id)] = nil
        return row
    }

    /// Changes the row of the basic symbol `basic` in place, keeping the column index (but for
    /// `clearing`'s column, which the caller empties once the whole column is done).
    private mutating func modifyRow(
        _ basic: Symbol, clearing: Symbol, _ body: (inout Row, (Symbol, Row.Change) -> Void) -> Void
    ) {
        record(basic)
        var row = rows[Int(basic.id)]!
        rows[Int(basic.id)] = nil
        body(&row) { symbol, change in
            switch change {
            case .inserted: addToColumn(symbol, basic)
            case .removed: if symbol != clearing { removeFromColumn(symbol) }
            }
        }
        rows[Int(basic.id)] = row
        compactStaleColumns()
        if basic.kind != .external && row.constant < 0 { infeasible.append(basic) }
    }

    /// Replaces `symbol` by `row` everywhere: in every row that mentions it and in the objective.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for basic in takeColumn(symbol) where mentions(basic, symbol) {
            modifyRow(basic, clearing: symbol) { target, observe in
                target.substitute(symbol, with: row, observe: observe)
            }
        }
        for level in objective.indices { objective[level].substitute(symbol, with: row) }
        artificial?.substitute(symbol, with: row)
    }

    /// Drops `symbol` (a nonbasic symbol now fixed at zero) from every row and the objective.
    mutating func eliminate(_ symbol: Symbol) {
        for basic in takeColumn(symbol) where mentions(basic, symbol) {
            modifyRow(basic, clearing: symbol) { target, observe in target.remove(symbol, observe: observe) }
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
        record(basic)
        let index = Int(basic.id)
        rows[index]!.constant += delta
        if basic.kind != .external && rows[index]!.constant < 0 { infeasible.append(basic) }
    }

    /// Adds `factor` × (the row's coefficient of `symbol`) to the constant of every row that
    /// mentions `symbol`: how a constraint's constant moving reaches the rows, through its marker.
    mutating func shiftConstants(alongColumnOf symbol: Symbol, by factor: Double) {
        makeExact(symbol)
        for basic in columns[Int(symbol.id)] {
            shiftConstant(of: basic, by: rows[Int(basic.id)]!.coefficient(for: symbol) * factor)
        }
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

    /// The number of symbols handed out so far.
    var symbolCount: Int { rows.count }

    /// Starts journaling changes; a rollback also forgets the symbols made since `symbolCount`
    /// (by default, from now on). Returns false (and does nothing) when one is already open.
    mutating func beginTransaction(symbolCount: Int? = nil) -> Bool {
        guard journal == nil else { return false }
        journal = Journal(symbolCount: symbolCount ?? rows.count, objective: objective)
        return true
    }

    /// Forgets the symbols made since `count`, which no row mentions (a row never added).
    mutating func forgetSymbols(from count: Int) {
        rows.removeLast(rows.count - count)
        columns.removeLast(columns.count - count)
        columnCounts.removeLast(columnCounts.count - count)
        columnIsExact.removeLast(columnIsExact.count - count)
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
        columnCounts.removeLast(columnCounts.count - saved.symbolCount)
        columnIsExact.removeLast(columnIsExact.count - saved.symbolCount)
        // Stale entries may name the symbols just forgotten, whose ids will be handed out again.
        for index in columns.indices { columns[index].removeAll { Int($0.id) >= saved.symbolCount } }
        objective = saved.objective
        artificial = nil
        infeasible = []
    }

    // MARK: - Primal simplex

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
                ? enteringSymbol(CollectionOfOne(artificial!), rule: rule) : enteringSymbol(objective, rule: rule)
            guard let (entering, direction) = candidate else { return .optimal }
            guard let (leaving, step) = leavingSymbol(entering, direction: direction, rule: rule) else {
                return .unbounded
            }
            degenerateRun = step > epsilon ? 0 : degenerateRun + 1
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// A symbol whose lexicographic reduced cost improves the goal, and the direction to move it:
    /// +1 (a restricted symbol grows), or ±1 for an unrestricted user variable.
    private func enteringSymbol<Goal: RandomAccessCollection<Row>>(
        _ goal: Goal, rule: PivotRule
    ) -> (Symbol, Double)? where Goal.Index == Int {
        var best: (symbol: Symbol, direction: Double, rate: Double)?
        for (level, row) in goal.enumerated() {
            for cell in row.cells where cell.symbol.isPivotable {
                let rate: Double  // how fast the goal falls as the symbol moves
                if cell.symbol.isRestricted {
                    guard cell.coefficient < -epsilon else { continue }
                    rate = -cell.coefficient
                } else {
                    guard !isNearZero(cell.coefficient) else { continue }
                    rate = abs(cell.coefficient)
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
        var blocking: [(symbol: Symbol, ratio: Double, pivot: Double)] = []
        var minimum = Double.infinity
        for basic in columns[Int(entering.id)] where basic.kind != .external {
            guard let row = rows[Int(basic.id)] else { continue }  // a stale entry
            let coefficient = row.coefficient(for: entering) * direction
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            blocking.append((basic, ratio, -coefficient))
            minimum = min(minimum, ratio)
        }
        guard !blocking.isEmpty else { return nil }
        let tolerance = rule == .bland ? 0 : 1e-9 * max(1, abs(minimum))
        var best: (symbol: Symbol, ratio: Double, pivot: Double)?
        for candidate in blocking where candidate.ratio <= minimum + tolerance {
            if let current = best {
                if rule == .steepest && candidate.pivot != current.pivot {
                    if candidate.pivot < current.pivot { continue }
                } else if current.symbol < candidate.symbol {
                    continue
                }
            }
            best = candidate
        }
        return best.map { ($0.symbol, max($0.ratio, 0)) }
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
    /// of objective coefficient to row coefficient; on ties the largest pivot, then the lowest id.
    private func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: (symbol: Symbol, pivot: Double)?
        for cell in row.cells where cell.symbol.isPivotable {
            let pivot = abs(cell.coefficient)
            guard !cell.symbol.isRestricted || cell.coefficient > epsilon else { continue }
            if let current = best {
                let order = compareRatios(cell.symbol, pivot, current.symbol, current.pivot)
                if order > 0 || (order == 0 && pivot <= current.pivot) { continue }
            }
            best = (cell.symbol, pivot)
        }
        return best?.symbol
    }

    /// Compares the objective ratios of two symbols level by level, highest first: -1 when
    /// `lhs`'s come first, 1 when `rhs`'s do, 0 when they agree within `epsilon`.
    private func compareRatios(_ lhs: Symbol, _ lhsPivot: Double, _ rhs: Symbol, _ rhsPivot: Double) -> Int {
        for level in objective {
            let a = level.coefficient(for: lhs) / lhsPivot
            let b = level.coefficient(for: rhs) / rhsPivot
            if !isNearZero(a - b) { return a < b ? -1 : 1 }
        }
        return 0
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
            if let entering = Tableau.steadiestSymbol(in: artRow, where: \.isRestricted)
                ?? Tableau.steadiestSymbol(in: artRow, where: { _ in true })
            {
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


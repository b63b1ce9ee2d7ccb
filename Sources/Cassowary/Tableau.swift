/// The simplex tableau: a row for every basic symbol, a column index, and a lexicographic
/// objective with one row per priority level (highest first).
///
/// Two kinds of rows live here. The rows of basic slacks, errors and dummies are *canonical*, as
/// in the paper: they mention nonbasic symbols only, and the simplex steps read and pivot them.
/// The rows of basic user variables are *definitions* (Tableau+Definitions.swift): they may
/// mention other basic symbols and are left alone by pivots, because a user variable is
/// unrestricted and never blocks a pivot. That is what keeps a chain of views sparse.
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
    var columns: [[Symbol]] = []
    /// How many rows mention each symbol (the live entries of its column).
    private var columnCounts: [Int32] = []
    /// True for a column known to hold exactly its live entries, lowest id first.
    private var columnIsExact: [Bool] = []
    /// Columns to compact once the row being changed is attached again.
    private var staleColumns: [Symbol] = []
    /// The objective, one row per priority level, highest priority first.
    var objective: [Row] = []
    /// The objective of phase one while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Basic restricted symbols whose rows went negative, for the dual simplex.
    var infeasible: [Symbol] = []
    private var journal: Journal?
    /// The definitions' bookkeeping: ranks, evaluation order, values (Tableau+Definitions.swift).
    var definitions = Definitions()
    var scratch = ExpansionScratch()

    private struct Journal {
        var symbolCount: Int
        var objective: [Row]
        var rows: [(symbol: Symbol, row: Row?, rank: Int)] = []
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
        definitions.ranks.append(0)
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

    private mutating func record(_ symbol: Symbol) {
        if journal != nil {
            journal!.rows.append((symbol, rows[Int(symbol.id)], definitions.ranks[Int(symbol.id)]))
        }
    }

    /// Makes `symbol` basic with `row`. A user variable's row becomes a definition of `rank`;
    /// without one, the lowest yet (right for a row that mentions no basic symbol).
    mutating func setRow(_ symbol: Symbol, _ row: Row, rank: Int? = nil) {
        record(symbol)
        for cell in row.cells { addToColumn(cell.symbol, symbol) }
        rows[Int(symbol.id)] = row
        if symbol.kind == .external { definitions.add(symbol, rank: rank) }
        compactStaleColumns()
    }

    /// Takes `symbol`'s row out of the tableau and returns it.
    @discardableResult
    mutating func removeRow(_ symbol: Symbol) -> Row {
        record(symbol)
        let row = rows[Int(symbol.id)]!
        for cell in row.cells { removeFromColumn(cell.symbol) }
        rows[Int(symbol.id)] = nil
        if symbol.kind == .external { definitions.orderIsStale = true }
        return row
    }

    /// Changes the row of the basic symbol `basic` in place, keeping the column index (but for
    /// `clearing`'s column, which the caller empties once the whole column is done).
    mutating func modifyRow(
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

    /// Replaces `symbol` (becoming basic with `row`) by `row` in every canonical row that mentions
    /// it and in the objective. Definitions keep mentioning it: they read its value from its row.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        var definitionsMentioning: [Symbol] = []
        for basic in takeColumn(symbol) where mentions(basic, symbol) {
            if basic.kind == .external {
                definitionsMentioning.append(basic)
                continue
            }
            modifyRow(basic, clearing: symbol) { target, observe in
                target.substitute(symbol, with: row, observe: observe)
            }
        }
        if !definitionsMentioning.isEmpty { restoreColumn(symbol, definitionsMentioning) }
        for level in objective.indices { objective[level].substitute(symbol, with: row) }
        artificial?.substitute(symbol, with: row)
    }

    /// Replaces `symbol` (a basic symbol whose row is dropped) by `row` in every definition that
    /// mentions it.
    mutating func substituteInDefinitions(_ symbol: Symbol, with row: Row) {
        for basic in takeColumn(symbol) where mentions(basic, symbol) {
            modifyRow(basic, clearing: symbol) { target, observe in
                target.substitute(symbol, with: row, observe: observe)
            }
        }
    }

    /// Puts back the rows that still mention `symbol` after `takeColumn` (duplicates allowed).
    private mutating func restoreColumn(_ symbol: Symbol, _ basics: [Symbol]) {
        var unique: [Symbol] = []
        for basic in basics.sorted() where unique.last != basic { unique.append(basic) }
        let index = Int(symbol.id)
        columns[index] = unique
        columnCounts[index] = Int32(unique.count)
        columnIsExact[index] = true
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

    /// Moves a constraint's constant through its marker: as if `marker` were replaced by
    /// `marker + delta` in every row (its own row, when basic, and every row that mentions it).
    mutating func shiftConstants(throughMarker marker: Symbol, by delta: Double) {
        if isBasic(marker) { shiftConstant(of: marker, by: -delta) }
        makeExact(marker)
        for basic in columns[Int(marker.id)] {
            shiftConstant(of: basic, by: rows[Int(basic.id)]!.coefficient(for: marker) * delta)
        }
    }

    /// Makes `entering` basic in place of `leaving` (a canonical row).
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        var row = removeRow(leaving)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        setRow(entering, row)
    }

    /// Takes the row of a constraint out of the tableau, through its marker: a nonbasic marker is
    /// first pivoted into the basis (in place of the restricted row that limits it most, else of a
    /// user variable whose row depends on it), then its row is dropped and the definitions that
    /// mention it take the row in its place. The caller re-optimises.
    mutating func removeConstraint(markedBy marker: Symbol) {
        if !isBasic(marker) {
            if let leaving = markerLeavingSymbol(marker) {
                pivot(entering: marker, leaving: leaving)
            } else {
                // The canonical row of a user variable whose row reaches the marker (a definition
                // may reach it through others, so the row is expanded first).
                for variable in column(marker) where variable.kind == .external {
                    var row = expand(rows[Int(variable.id)]!)
                    guard !isNearZero(row.coefficient(for: marker)) else { continue }
                    removeRow(variable)
                    row.solve(for: marker, replacing: variable)
                    substitute(marker, with: row)
                    setRow(marker, row)
                    break
                }
            }
        }
        if isBasic(marker) { substituteInDefinitions(marker, with: removeRow(marker)) }
        // The marker is now nonbasic and, but for rounding, absent from every row.
        eliminate(marker)
    }

    /// The restricted row to pivot a nonbasic marker into: the one that limits it most, first
    /// among those it would decrease (lowest id on ties); nil when no restricted row mentions it.
    private func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var first: (symbol: Symbol, ratio: Double)?
        var second: (symbol: Symbol, ratio: Double)?
        func better(_ candidate: (symbol: Symbol, ratio: Double), than current: (symbol: Symbol, ratio: Double)?) -> Bool {
            guard let current else { return true }
            return candidate.ratio < current.ratio
                || (candidate.ratio == current.ratio && candidate.symbol < current.symbol)
        }
        for basic in column(marker) where basic.kind != .external {
            let row = rows[Int(basic.id)]!
            let coefficient = row.coefficient(for: marker)
            if coefficient < 0 {
                let candidate = (symbol: basic, ratio: -row.constant / coefficient)
                if better(candidate, than: first) { first = candidate }
            } else {
                let candidate = (symbol: basic, ratio: row.constant / coefficient)
                if better(candidate, than: second) { second = candidate }
            }
        }
        return first?.symbol ?? second?.symbol
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
        definitions.forgetSymbols(from: count)
    }

    mutating func commit() {
        journal = nil
    }

    /// Puts back every row, symbol and objective as they were when the transaction began.
    mutating func rollback() {
        guard let saved = journal else { return }
        journal = nil
        for (symbol, old, rank) in saved.rows.reversed() {
            if rows[Int(symbol.id)] != nil { removeRow(symbol) }
            if let old { setRow(symbol, old, rank: rank) }
        }
        forgetSymbols(from: saved.symbolCount)
        // Stale entries may name the symbols just forgotten, whose ids will be handed out again.
        for index in columns.indices { columns[index].removeAll { Int($0.id) >= saved.symbolCount } }
        objective = saved.objective
        artificial = nil
        infeasible = []
    }
}

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
/// unordered list kept lazily (Column.swift): a removal only lowers the column's count, and a
/// reader skips the entries whose row no longer mentions the symbol; a column is compacted when stale entries
/// outnumber live ones. No hashing in the inner loop. Every choice between symbols is made by
/// value (the steepest reduced cost, the steadiest pivot: Tableau+Simplex.swift), ties by the
/// lowest id, and Bland's rule (lowest ids only) takes over after a run of degenerate pivots, so
/// nothing cycles and no result depends on hashing.
///
/// The tableau owns the objective and the priority of each of its levels, and hands out symbols;
/// a caller asks whether a symbol is new since a `SymbolMark`. Transactions nest: each journals
/// what it changes until its commit or rollback, so a failing step is undone exactly.
struct Tableau {
    /// The rows, by slot. A row keeps its slot when a pivot changes its basic symbol, so the
    /// column entries of its other symbols stay true.
    private(set) var rows: [Row?] = []
    /// The basic symbol of each slot's row.
    private(set) var basics: [Symbol] = []
    /// Slots without a row, reused first.
    private var freeSlots: [Int32] = []
    /// The slot of each basic symbol's row, -1 for a nonbasic symbol; by symbol id.
    private var slots: [Int32] = []
    /// The slot of each basic symbol's row, -1 for a nonbasic symbol; by symbol id.
    var slotsOfSymbols: [Int32] { _read { yield slots } }
    /// The column of each symbol: the slots whose rows mention it.
    private(set) var columns: [Column] = []
    /// Columns to compact once the row being changed is attached again.
    private var staleColumns: [Symbol] = []
    /// The objective, one row per priority level, highest priority first.
    private(set) var objective: [Row] = []
    /// The priority of each level of `objective`.
    private(set) var levelPriorities: [Priority] = []
    /// How many of the highest objective levels no symbol can improve: a scan for an entering
    /// symbol found none there, and none of those levels' rows changed since (a scan reads only
    /// the objective's coefficients, so only a change to one of them can make a candidate). The
    /// simplex's scans start below them (Tableau+Simplex.swift).
    var settledLevels = 0
    /// The other error of each symbol that is one of the two errors of a paired row (a pair of
    /// opposite inequalities sharing one row, Docs/Solver.md), -1 for the rest; by symbol id,
    /// grown only when a paired symbol lies beyond it (`partner(of:)` reads the rest as -1).
    private var partners: [Int32] = []
    /// The pivots made so far (what the tests of the simplex steps count).
    private(set) var pivotCount = 0
    /// How many times a row was solved for a symbol whose coefficient lies outside 1e-3...1e3 in
    /// magnitude: dividing by it amplifies rounding, and may leave coefficients below `epsilon`
    /// (dropped) that carry a value. A tableau built afresh starts at 0.
    private(set) var widePivotCount = 0
    /// True once the tableau pivoted on a wide element (`widePivotCount`).
    var hasPivotedOnAWideElement: Bool { widePivotCount > 0 }
    private var journal = Journal()
    // The working state of the simplex steps and of definitions, set only by the tableau's own
    // extensions (Tableau+Simplex.swift, Tableau+Definitions.swift).
    /// The objective of phase one while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Basic restricted symbols whose rows went negative, for the dual simplex.
    var infeasible: [Symbol] = []
    /// The definitions' bookkeeping: ranks, evaluation order, values (Tableau+Definitions.swift).
    var definitions = Definitions()
    /// The basic slacks and errors whose rows are deferred: kept as written, over user variables,
    /// until a simplex step needs them in nonbasic symbols (Tableau+DeferredRows.swift).
    var deferredRows: [Symbol] = []
    /// By symbol id: true while the symbol's row is deferred.
    var isDeferred: [Bool] = []
    /// The values `valueThroughRows` found, a cache by symbol id (Tableau+DeferredRows.swift).
    var valueMemo: [ValueMemo] = []
    /// The longest rows `reachesLongRow` found near each symbol, a cache by symbol id.
    var nearbyRowMemo: [NearbyRowMemo] = []
    var scratch = ExpansionScratch()
    var expandedDefinitions = ExpandedDefinitions()
    /// Counts the changes that can change what a row expands to: every change to a row or its
    /// constant, or to which symbols are basic, but for a row given to a symbol no row mentions
    /// (a fresh subject: no expansion reaches it) and for a row given to another nonbasic symbol
    /// (which forgets the kept expansions that mention it instead). The kept expansions of
    /// definitions (`expandedDefinitions`) hold while it stays: a count, not a list emptied, so
    /// that a change costs an add.
    private(set) var rowsVersion = 0

    /// The rows as they were before each change made in an open transaction, and where each open
    /// transaction began.
    private struct Journal {
        struct Mark {
            var symbols: SymbolMark
            var objective: [Row]
            var levelPriorities: [Priority]
            /// The number of `changes` when the transaction began.
            var changeCount: Int
            /// The number of `partnerChanges` when the transaction began.
            var partnerChangeCount: Int
            /// The number of `constants` when the transaction began.
            var constantCount: Int
        }
        /// What a change replaced: a symbol's row (nil when it was nonbasic) and rank, or, for a
        /// shift through a marker, only the constants of the rows it moved (`constants` in this
        /// range): no copy of each row's cells to keep and release.
        enum Change {
            case row(Symbol, Row?, rank: Int)
            case constants(Range<Int>)
        }
        var changes: [Change] = []
        /// The constants shifts replaced, each with the basic symbol of its row.
        var constants: [(symbol: Symbol, constant: Double)] = []
        /// Each symbol whose partner changed, with its partner before.
        var partnerChanges: [(symbol: Symbol, partner: Int32)] = []
        var marks: [Mark] = []
    }

    /// True inside a transaction (its changes journaled).
    var isInTransaction: Bool { !journal.marks.isEmpty }

    /// A point in the handing out of symbols: the symbols made after it are new.
    struct SymbolMark {
        fileprivate let count: Int
    }

    /// The result of a primal optimisation.
    enum Outcome { case optimal, unbounded }

    // MARK: - Symbols and rows

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        if symbolCount == slots.count { growSymbolTables(toHold: symbolCount + 1) }
        let symbol = Symbol(id: Int32(symbolCount), kind: kind)
        symbolCount += 1
        return symbol
    }

    /// The room the lists kept by symbol take at the first symbol.
    private static let initialSymbolCapacity = 64

    /// Makes room in the lists kept by symbol for `symbols` symbols beyond those handed out, and
    /// in the lists of rows for `rowCount` rows beyond those held, in one step: grown by doubling,
    /// the lists are copied at each doubling (a tenth of the bookkeeping of a large batch of
    /// adds, which reserves for the symbols and rows its constraints may make).
    mutating func reserve(symbols: Int, rows rowCount: Int) {
        if symbolCount + symbols > slots.count { growSymbolTables(toHold: symbolCount + symbols) }
        // The scratch too, once for the batch: grown as the batch's expansions reach new symbols,
        // it was made afresh at each doubling, every entry written (the pages of a 10,000-label
        // build's scratch touched twice over, a fifth of its page faults).
        scratch.grow(to: slots.count)
        let slotCount = rows.count + max(0, rowCount - freeSlots.count)  // free slots are reused first
        if slotCount > rows.capacity {
            // At least doubled, as an append would: small reservations do not grow them step by step.
            let capacity = max(slotCount, 2 * rows.count)
            rows.reserveCapacity(capacity)
            basics.reserveCapacity(capacity)
        }
    }

    /// Lengthens the lists kept by symbol (`slots`, `columns`, the definitions') to hold `count`
    /// symbols, and at least to twice their length (so that small reservations do not grow them
    /// step by step), with the entries of symbols not handed out yet: a symbol made then costs a
    /// count, not an append to each list (five checks that a list's storage is not shared and has
    /// room, about a tenth of a constraint's add when most constraints bring a variable or two).
    @inline(never)  // once per doubling
    private mutating func growSymbolTables(toHold count: Int) {
        let added = max(count - slots.count, Tableau.initialSymbolCapacity, slots.count)
        slots += repeatElement(-1, count: added)
        // One by one into reserved room: appending a repeated column copied each through the
        // generic sequence path, several times the instructions of an append.
        columns.reserveCapacity(columns.count + added)
        for _ in 0..<added { columns.append(Column()) }
        isDeferred += repeatElement(false, count: added)
        definitions.addSymbols(added)
    }

    /// The number of symbols handed out so far (the lists kept by symbol may be longer: the
    /// entries beyond are those of symbols not made yet).
    private(set) var symbolCount = 0

    /// Marks the symbols handed out so far.
    func symbolMark() -> SymbolMark { SymbolMark(count: symbolCount) }

    /// True when `symbol` was made after `mark`.
    func isNew(_ symbol: Symbol, since mark: SymbolMark) -> Bool { Int(symbol.id) >= mark.count }

    func row(for symbol: Symbol) -> Row? {
        let slot = slots[Int(symbol.id)]
        return slot < 0 ? nil : rows[Int(slot)]
    }

    func isBasic(_ symbol: Symbol) -> Bool { slots[Int(symbol.id)] >= 0 }

    /// The basic symbol of the row in `slot`, if the slot holds a row.
    func basic(inSlot slot: Int32) -> Symbol? { rows[Int(slot)] == nil ? nil : basics[Int(slot)] }

    /// The basic symbols whose rows mention `symbol`, lowest id first.
    func column(_ symbol: Symbol) -> [Symbol] { liveEntries(of: symbol).map { basics[Int($0)] }.sorted() }

    /// True when some row that mentions `symbol` has a basic symbol meeting `predicate` (reads
    /// the column as it is, without sorting or copying it).
    func someRow(mentioning symbol: Symbol, hasBasic predicate: (Symbol) -> Bool) -> Bool {
        // By index, the basic symbol asked first and the row read in place: a row or column copied
        // out costs a retain and a release (a constant change asks this of a column of every cell
        // of a grid).
        let index = Int(symbol.id)
        var entry = 0
        while entry < Int(columns[index].entryCount) {
            let slot = Int(columns[index][entry])
            entry += 1
            if rows[slot] != nil && predicate(basics[slot]) && rows[slot]!.contains(symbol) { return true }
        }
        return false
    }

    /// Visits each row that mentions `symbol` and whose basic symbol `predicate` keeps, with its
    /// basic symbol, its constant, its length and `symbol`'s coefficient there, in no particular
    /// order and possibly more than once: for readers whose result does not depend on order or
    /// repeats. (The row itself is not handed over: passing it cost a retain and a release of
    /// its cells per row visited.)
    func forEachRow(
        mentioning symbol: Symbol, whoseBasic predicate: (Symbol) -> Bool = { _ in true },
        _ body: (_ basic: Symbol, _ constant: Double, _ length: Int, _ coefficient: Double) -> Void
    ) {
        // By index: a loop over the column would hold a copy of it (a retain and a release). The
        // basic symbol is asked first: the row is searched only for the rows `predicate` keeps.
        let index = Int(symbol.id)
        var entry = 0
        while entry < Int(columns[index].entryCount) {
            let slot = Int(columns[index][entry])
            entry += 1
            guard rows[slot] != nil, predicate(basics[slot]),
                let coefficient = rows[slot]!.coefficientIfPresent(for: symbol)
            else { continue }
            body(basics[slot], rows[slot]!.constant, rows[slot]!.cells.count, coefficient)
        }
    }

    /// How many rows mention `symbol`.
    func columnCount(_ symbol: Symbol) -> Int { Int(columns[Int(symbol.id)].count) }

    /// True when the row in `slot` mentions `symbol`.
    private func mentions(_ slot: Int32, _ symbol: Symbol) -> Bool {
        rows[Int(slot)]?.contains(symbol) ?? false
    }

    /// The column's entries that are still true, each once, lowest slot first. The stale entries
    /// are dropped before sorting: a column compacted because it went stale is mostly stale (the
    /// column of each symbol of a long row that moves from slot to slot), so only its few live
    /// entries are sorted.
    private func liveEntries(of symbol: Symbol) -> [Int32] {
        let column = Int(symbol.id)
        var entries: [Int32] = []
        entries.reserveCapacity(Int(columns[column].count))
        columns[column].forEachEntry { slot in
            if mentions(slot, symbol) { entries.append(slot) }
        }
        entries.sortAndDropRepeats()
        return entries
    }

    /// Compacts `symbol`'s column to its live entries, lowest slot first.
    private mutating func makeExact(_ symbol: Symbol) {
        let index = Int(symbol.id)
        guard !columns[index].isExact else { return }
        var column = takeColumn(symbol)
        column.keepLiveEntries { mentions($0, symbol) }
        columns[index] = consume column
    }

    private mutating func addToColumn(_ symbol: Symbol, _ slot: Int32) {
        let index = Int(symbol.id)
        if columns[index].add(slot) { staleColumns.append(symbol) }
    }

    /// Compacts the columns whose stale entries outnumbered the live ones (once every row is
    /// attached again, so that a reader sees every row).
    private mutating func compactStaleColumns() {
        while let symbol = staleColumns.popLast() { makeExact(symbol) }
    }

    private mutating func removeFromColumn(_ symbol: Symbol) {
        columns[Int(symbol.id)].removeOne()
    }

    /// Empties `symbol`'s column and returns it (the slots whose rows mention it): moved out, not
    /// copied (a copy of a column with an array retains it, and the emptying releases it).
    @inline(__always)
    private mutating func takeColumn(_ symbol: Symbol) -> Column {
        var column = Column()
        swap(&column, &columns[Int(symbol.id)])
        return column
    }

    /// Notes that `symbol`'s row is about to change (for the next evaluation of definitions, and
    /// in `rowsVersion`) and journals the row as it is, inside a transaction.
    private mutating func record(_ symbol: Symbol) {
        rowsVersion &+= 1
        recordUncounted(symbol)
    }

    /// `record` but for `rowsVersion`: for a row given to a nonbasic symbol, which changes no
    /// other row.
    @inline(__always)  // once per row set: a call cost a fifth of its work
    private mutating func recordUncounted(_ symbol: Symbol) {
        definitions.noteRowChanged(symbol)
        if !journal.marks.isEmpty {
            journal.changes.append(.row(symbol, row(for: symbol), rank: definitions.ranks[Int(symbol.id)]))
        }
    }

    /// Makes `symbol` basic with `row`. A user variable's row becomes a definition of `rank`;
    /// without one, the lowest yet (right for a row that mentions no basic symbol). The row is
    /// taken, not copied: a caller that is done with it moves it in (no retain and release of its
    /// cells).
    mutating func setRow(_ symbol: Symbol, _ row: consuming Row, rank: Int? = nil) {
        recordUncounted(symbol)
        // A symbol that no row mentions is in no expansion (a fresh subject, the common case).
        if !expandedDefinitions.symbols.isEmpty && columns[Int(symbol.id)].count > 0 {
            expandedDefinitions.forget(mentioning: symbol, at: rowsVersion)
        }
        // Asked first: `popLast` is a call even on the empty list of a batch into an empty tableau.
        let free = freeSlots.isEmpty ? nil : freeSlots.popLast()
        let slot = free ?? Int32(rows.count)
        slots[Int(symbol.id)] = slot
        // Through a buffer: one check that the columns' storage is not shared for the row, not one
        // per cell (`addToColumn` for each). The cells are read in place, by index: a loop over
        // them would hold a copy (a retain and a release). A new slot is in no column yet: its
        // entries are appended without a search for repeats (most of a batch's rows).
        columns.withUnsafeMutableBufferPointer { columns in
            if free == nil {
                for index in row.cells.indices { columns[Int(row.cells[index].symbol.id)].addInNewSlot(slot) }
                return
            }
            for index in row.cells.indices {
                let symbol = row.cells[index].symbol
                if columns[Int(symbol.id)].addInliningFirst(slot) { staleColumns.append(symbol) }
            }
        }
        if let free {
            rows[Int(free)] = consume row
            basics[Int(free)] = symbol
        } else {
            rows.append(consume row)
            basics.append(symbol)
        }
        if symbol.kind == .external { definitions.add(symbol, rank: rank) }
        if !staleColumns.isEmpty { compactStaleColumns() }
    }

    /// Takes `symbol`'s row out of the tableau and returns it.
    @discardableResult
    mutating func removeRow(_ symbol: Symbol) -> Row {
        record(symbol)
        let slot = slots[Int(symbol.id)]
        let row = rows[Int(slot)].take()!  // moved out, not copied (a retain and a release)
        // Through a buffer, as in `setRow`: one check that the columns' storage is not shared. The
        // cells read by index, as there.
        columns.withUnsafeMutableBufferPointer { columns in
            for index in row.cells.indices { columns[Int(row.cells[index].symbol.id)].removeOne() }
        }
        slots[Int(symbol.id)] = -1
        freeSlots.append(slot)
        return row
    }

    /// Changes the row in `slot` in place, keeping the column index (but for `clearing`'s column,
    /// which the caller empties once the whole column is done).
    private mutating func modifyRow(
        inSlot slot: Int32, clearing: Symbol, _ body: (inout Row, (Symbol, Row.Change) -> Void) -> Void
    ) {
        let basic = basics[Int(slot)]
        record(basic)
        // Moved out, not copied: a copy would retain and release the row's cells (atomically).
        var row = rows[Int(slot)].take()!
        body(&row) { symbol, change in
            switch change {
            case .inserted: addToColumn(symbol, slot)
            case .removed: if symbol != clearing { removeFromColumn(symbol) }
            }
        }
        let isInfeasible = basic.kind != .external && row.constant < 0 && !isDeferred[Int(basic.id)]
        rows[Int(slot)] = consume row  // moved back, not copied (a retain and a release)
        compactStaleColumns()
        if isInfeasible { infeasible.append(basic) }
    }

    /// Replaces `symbol` (becoming basic with `row`) by `row` in every canonical row that mentions
    /// it and in the objective. Definitions keep mentioning it: they read its value from its row.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        // The definitions that mention the symbol keep it: its column becomes theirs.
        let column = takeColumn(symbol)
        var definitions = Column()
        for entry in 0..<Int(column.entryCount) {
            let slot = column[entry]
            guard mentions(slot, symbol) else { continue }
            if basics[Int(slot)].kind == .external {
                definitions.append(slot)
                continue
            }
            modifyRow(inSlot: slot, clearing: symbol) { target, observe in
                target.substitute(symbol, with: row, observe: observe)
            }
        }
        if definitions.entryCount > 0 {
            definitions.sortAndDropRepeats()
            columns[Int(symbol.id)] = consume definitions
        }
        for level in objective.indices {
            if objective[level].substitute(symbol, with: row) { unsettle(level) }
        }
        artificial?.substitute(symbol, with: row)
    }

    /// Replaces `symbol` by `row` in every row that mentions it, its column taken: the definitions
    /// that mention a basic symbol whose row is dropped, or every row that mentions a marker
    /// pivoted out of the tableau in one pass (`pivotAndDrop`).
    mutating func substituteInEveryRow(_ symbol: Symbol, with row: Row) {
        let column = takeColumn(symbol)
        for entry in 0..<Int(column.entryCount) where mentions(column[entry], symbol) {
            modifyRow(inSlot: column[entry], clearing: symbol) { target, observe in
                target.substitute(symbol, with: row, observe: observe)
            }
        }
    }

    /// Drops `symbol` (a nonbasic symbol now fixed at zero) from every row and the objective.
    mutating func eliminate(_ symbol: Symbol) {
        if columns[Int(symbol.id)].entryCount > 0 {  // else no row mentions it, and none is taken
            let column = takeColumn(symbol)
            // Walked only when its count says some row mentions the symbol: a column keeps entries
            // of rows that no longer do (a removal's other error cancels out of every row the
            // marker's row is merged into, leaving only such entries, each a search of its row).
            assert(column.count > 0 || !(0..<Int(column.entryCount)).contains { mentions(column[$0], symbol) })
            if column.count > 0 {
                for entry in 0..<Int(column.entryCount) where mentions(column[entry], symbol) {
                    modifyRow(inSlot: column[entry], clearing: symbol) { target, observe in target.remove(symbol, observe: observe) }
                }
            }
        }
        // Asked before a level is written: most levels do not mention the symbol (a removal's
        // marker never), and a read needs no check that the level's storage is not shared.
        for level in objective.indices where objective[level].contains(symbol) {
            objective[level].remove(symbol)
            unsettle(level)
        }
    }

    /// Every nonbasic symbol that some row or objective level mentions.
    func mentionedNonbasicSymbols() -> Set<Symbol> {
        var symbols = Set<Symbol>()
        for row in rows.lazy.compactMap({ $0 }) + objective {
            for cell in row.cells where !isBasic(cell.symbol) { symbols.insert(cell.symbol) }
        }
        return symbols
    }

    /// Adds `delta` to the constant of `row` (the row of `basic`), journaling the old constant
    /// when `journaling` (the caller notes the row as changed).
    @inline(__always)
    private mutating func shiftConstant(of row: inout Row, basic: Symbol, by delta: Double, journaling: Bool) {
        if journaling { journal.constants.append((basic, row.constant)) }
        row.constant += delta
        if basic.kind != .external && row.constant < 0 && !isDeferred[Int(basic.id)] { infeasible.append(basic) }
    }

    /// Moves a constraint's constant through its marker: as if `marker` were replaced by
    /// `marker + delta` in every row (its own row, when basic, and every row that mentions it).
    mutating func shiftConstants(throughMarker marker: Symbol, by delta: Double) {
        let journaling = !journal.marks.isEmpty
        let start = journal.constants.count
        rowsVersion &+= 1
        makeExact(marker)
        // The column and the rows moved out for the walk and back, not copied (a copy would retain
        // and release its array), the rows written through a span (an array write checks that
        // its storage is not shared, once per row).
        var column = Column()
        swap(&column, &columns[Int(marker.id)])
        var rows: [Row?] = []
        swap(&rows, &self.rows)
        var span = rows.mutableSpan
        let own = slots[Int(marker.id)]
        if own >= 0 { shiftConstant(of: &span[Int(own)]!, basic: marker, by: -delta, journaling: journaling) }
        column.forEachEntry { slot in
            let coefficient = span[Int(slot)]!.coefficient(for: marker)
            shiftConstant(of: &span[Int(slot)]!, basic: basics[Int(slot)], by: coefficient * delta, journaling: journaling)
        }
        swap(&rows, &self.rows)
        if own >= 0 { definitions.noteChanged(marker) }
        definitions.noteChanged(rowsIn: column, basics: basics)
        swap(&column, &columns[Int(marker.id)])
        if journaling { journal.changes.append(.constants(start..<journal.constants.count)) }
    }

    /// Makes `a` and `b` (the two errors of one row) each other's partner, or neither's when
    /// `paired` is false: the dual simplex prefers a leaving symbol's partner among tied entering
    /// symbols (Tableau+Simplex.swift).
    mutating func setPartners(_ a: Symbol, _ b: Symbol, paired: Bool) {
        let needed = Int(max(a.id, b.id)) + 1
        if partners.count < needed {
            // Twice as far: a batch pairs a few new symbols at a time, grown once in many.
            partners += repeatElement(-1, count: max(needed, 2 * partners.count) - partners.count)
        }
        for (symbol, partner) in [(a, b), (b, a)] {
            if !journal.marks.isEmpty { journal.partnerChanges.append((symbol, partners[Int(symbol.id)])) }
            partners[Int(symbol.id)] = paired ? partner.id : -1
        }
    }

    /// The id of `symbol`'s partner (`setPartners`), -1 when it has none.
    func partner(of symbol: Symbol) -> Int32 {
        Int(symbol.id) < partners.count ? partners[Int(symbol.id)] : -1
    }

    /// Notes the coefficient a row is about to be solved for (see `hasPivotedOnAWideElement`).
    mutating func notePivot(on element: Double) {
        if abs(element) < 1e-3 || abs(element) > 1e3 { widePivotCount += 1 }
    }

    /// Makes `entering` basic in place of `leaving` (a canonical row, or a definition in nonbasic
    /// symbols only), in the same slot.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        pivotCount += 1
        record(leaving)
        record(entering)
        let slot = slots[Int(leaving.id)]
        var row = rows[Int(slot)].take()!
        notePivot(on: row.coefficient(for: entering))
        row.solve(for: entering, replacing: leaving)
        addToColumn(leaving, slot)
        removeFromColumn(entering)
        rows[Int(slot)] = row
        basics[Int(slot)] = entering
        slots[Int(entering.id)] = slot
        slots[Int(leaving.id)] = -1
        if entering.kind == .external { definitions.add(entering, rank: nil) }
        substitute(entering, with: row)
        compactStaleColumns()
    }

    /// Takes the row of a constraint out of the tableau, through its marker: a nonbasic marker is
    /// first pivoted into the basis (in place of a restricted row that blocks it first as it moves
    /// the way that improves the objective, `markerLeavingSymbol`; else of the user variable with
    /// the shortest definition that mentions it in nonbasic symbols only, or in definitions ranked
    /// below the others that mention the marker or that can be raised above it; else of a user
    /// variable whose expanded row depends on it), then its row is dropped and the definitions
    /// that mention it take the row in its place. The caller
    /// re-optimises. Returns true when some objective level mentioned the marker (so the reduced
    /// costs changed): found by the substitution itself, not by a search of every level.
    mutating func removeConstraint(markedBy marker: Symbol) -> Bool {
        // After `dropRow` or `pivotAndDrop` no row and no objective level mentions the marker
        // (each row that did took the marker's row in its place), so none is searched for it.
        if isBasic(marker) {
            dropRow(marker)
            return false  // a basic marker is in no level
        }
        if let leaving = markerLeavingSymbol(marker) { return pivotAndDrop(marker, leaving) }
        if let (leaving, raised) = shortestDefinition(mentioning: marker) {
            raise(raised)
            return pivotAndDrop(marker, leaving)
        }
        let objectiveMentionedMarker = objectiveMentions(marker)
        // The canonical row of a user variable whose row reaches the marker (a definition may
        // reach it through others, so the row is expanded first).
        for variable in column(marker) where variable.kind == .external {
            var row = expand(row(for: variable)!)
            guard !isNearZero(row.coefficient(for: marker)) else { continue }
            removeRow(variable)
            notePivot(on: row.coefficient(for: marker))
            row.solve(for: marker, replacing: variable)
            substitute(marker, with: row)
            setRow(marker, row)
            dropRow(marker)
            break
        }
        // The marker is now nonbasic and, but for rounding (a definition whose expansion cancels
        // it), absent from every row.
        eliminate(marker)
        return objectiveMentionedMarker
    }

    /// Pivots the nonbasic `marker` into `leaving`'s row and drops that row (`dropRow`). A row of
    /// at most 16 cells is solved for the marker outside the tableau and put in place of the
    /// marker in every row that mentions it, canonical rows and definitions in one pass, and in
    /// the objective: the same rows as the pivot and the drop would leave, without filing the
    /// row's cells in the marker's slot only to take them out again. A longer row (a chain's
    /// container equation) is pivoted and dropped, so that `dropRow` can hand it to a shorter
    /// definition whole (16 measured best on enaml and chain-100, against 8, 32 and 64).
    /// Returns true when some objective level mentioned the marker.
    private mutating func pivotAndDrop(_ marker: Symbol, _ leaving: Symbol) -> Bool {
        guard rows[Int(slots[Int(leaving.id)])]!.cells.count <= 16 else {
            let mentioned = objectiveMentions(marker)
            pivot(entering: marker, leaving: leaving)
            dropRow(marker)
            return mentioned
        }
        pivotCount += 1
        record(marker)
        var row = removeRow(leaving)
        notePivot(on: row.coefficient(for: marker))
        row.solve(for: marker, replacing: leaving)
        substituteInEveryRow(marker, with: row)
        var mentioned = false
        for level in objective.indices where objective[level].substitute(marker, with: row) {
            unsettle(level)
            mentioned = true
        }
        artificial?.substitute(marker, with: row)
        return mentioned
    }

    /// The user variable whose definition is the shortest among those that mention `marker` and
    /// otherwise only nonbasic symbols or definitions ranked below every other definition that
    /// mentions the marker (so none of them reaches the marker: its coefficient there is its true
    /// one, and the marker's row, put in place of the marker in the others, keeps the order of
    /// ranks), with a steady coefficient (at least a tenth of the largest the definitions give it;
    /// lowest id on ties); with the definitions to raise first (`definitionsToRaise`), when it
    /// mentions definitions ranked below none of the others only once those are raised. Pivoting
    /// the marker into it touches no restricted row (none mentions the marker when this is asked)
    /// and costs the definition's length: on a chain of views, the link of one view rather than
    /// the container's equation that reaches every view.
    private func shortestDefinition(mentioning marker: Symbol) -> (variable: Symbol, raising: [Symbol])? {
        typealias Candidate = (variable: Symbol, length: Int, coefficient: Double)
        // The candidates on the stack, at most one per column entry: no heap block per removal.
        return withUnsafeTemporaryAllocation(of: Candidate.self, capacity: Int(columns[Int(marker.id)].entryCount)) {
            buffer in
            var count = 0
            var largest = 0.0
            forEachRow(mentioning: marker, whoseBasic: { $0.kind == .external }) { basic, _, length, coefficient in
                largest = max(largest, abs(coefficient))
                buffer.initializeElement(at: count, to: (basic, length, abs(coefficient)))
                count += 1
            }
            var candidates = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
            defer { candidates.deinitialize() }
            candidates.sort { $0.length != $1.length ? $0.length < $1.length : $0.variable < $1.variable }
            return shortestDefinition(among: UnsafeBufferPointer(candidates), largest: largest, mentioning: marker)
        }
    }

    /// `shortestDefinition(mentioning:)` once the definitions that mention `marker` are gathered
    /// in `candidates`, shortest first (lowest id on ties), `largest` the largest magnitude of the
    /// marker's coefficient among them.
    private func shortestDefinition(
        among candidates: UnsafeBufferPointer<(variable: Symbol, length: Int, coefficient: Double)>,
        largest: Double, mentioning marker: Symbol
    ) -> (variable: Symbol, raising: [Symbol])? {
        // The two lowest ranks of the definitions that mention the marker (each counted once: a
        // definition visited twice gave the same length, so its repeats are adjacent).
        var lowest = (Int.max, Int.max)
        var previous: Symbol?
        for candidate in candidates where candidate.variable != previous {
            previous = candidate.variable
            let rank = definitions.ranks[Int(candidate.variable.id)]
            lowest = rank < lowest.0 ? (rank, lowest.0) : (lowest.0, min(lowest.1, rank))
        }
        let objectiveMentions = objective.contains { $0.contains(marker) }
        previous = nil
        for candidate in candidates where candidate.variable != previous {
            previous = candidate.variable
            let own = definitions.ranks[Int(candidate.variable.id)]
            let others = own == lowest.0 ? lowest.1 : lowest.0
            guard candidate.coefficient >= 0.1 * largest else { continue }
            if !row(for: candidate.variable)!.cells.contains(where: {
                isBasic($0.symbol)
                    && (objectiveMentions || $0.symbol.kind != .external || definitions.ranks[Int($0.symbol.id)] >= others)
            }) {
                return (candidate.variable, [])
            }
            if !objectiveMentions, let raising = definitionsToRaise(forPivotOf: marker, into: candidate.variable) {
                return (candidate.variable, raising)
            }
        }
        return nil
    }

    /// Gives each of `symbols` (definitions, lowest rank first) a rank above every other, in order.
    private mutating func raise(_ symbols: [Symbol]) {
        for symbol in symbols {
            record(symbol)
            definitions.add(symbol, rank: definitions.nextHighestRank())
        }
    }

    /// Drops the row of the basic `marker` and puts it in place of the marker in every definition
    /// that mentions it. When the row is longer than the last of those definitions, that
    /// definition moves into the row's slot instead (the row rewritten in place, the definition's
    /// few cells added): the column entries of the row's many cells stay true, so a long row (a
    /// chain's container equation) passes from one definition to the next at the cost of a scan,
    /// not of re-filing every cell.
    private mutating func dropRow(_ marker: Symbol) {
        let slot = slots[Int(marker.id)]
        let length = rows[Int(slot)]!.cells.count
        // A short row is cheaper to copy than the live entries are to gather.
        let mentioning = length > 8 ? liveEntries(of: marker) : []
        guard let heir = mentioning.last, length > rows[Int(heir)]!.cells.count else {
            substituteInEveryRow(marker, with: removeRow(marker))
            return
        }
        do {
            let row = rows[Int(slot)]!
            for other in mentioning.dropLast() {
                modifyRow(inSlot: other, clearing: marker) { target, observe in
                    target.substitute(marker, with: row, observe: observe)
                }
            }
        }
        let variable = basics[Int(heir)]
        record(marker)
        record(variable)
        var definition = rows[Int(heir)]!
        rows[Int(heir)] = nil
        for cell in definition.cells where cell.symbol != marker { removeFromColumn(cell.symbol) }
        freeSlots.append(heir)
        let coefficient = definition.coefficient(for: marker)
        definition.remove(marker)
        var merged = rows[Int(slot)]!
        rows[Int(slot)] = nil
        merged.multiply(by: coefficient) { symbol, _ in removeFromColumn(symbol) }
        merged.insert(definition) { symbol, change in
            switch change {
            case .inserted: addToColumn(symbol, slot)
            case .removed: removeFromColumn(symbol)
            }
        }
        rows[Int(slot)] = merged
        basics[Int(slot)] = variable
        slots[Int(variable.id)] = slot
        slots[Int(marker.id)] = -1
        compactStaleColumns()
    }

    /// The row to pivot a nonbasic marker into. A basic dummy's row (a required equality that was
    /// redundant when added: its dummy equals a sum of other dummies) comes first, lowest id
    /// first: it holds at exactly zero, so it blocks the marker at once, and the pivot hands its
    /// equation over to that constraint, moving no value. Otherwise a restricted row that blocks
    /// the marker first as it moves one way (once its constraint goes, the marker is free to move
    /// either way, and either such row keeps every row feasible): the way that improves the
    /// objective when some level mentions the marker, so that the removal's pivot is the first
    /// step of the re-optimisation rather than a step away from the optimum that the
    /// re-optimisation undoes (enaml's removals re-optimise in 17 pivots, not 22); else the way
    /// whose row is shorter, since every other row that mentions the marker takes that row's
    /// cells. Among rows that block at the same ratio, the shortest, then the lowest id. Nil when
    /// no restricted row mentions the marker.
    private func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        typealias Candidate = (ratio: Double, length: Int, symbol: Symbol)
        var dummy: Symbol?
        // The rows that block the marker first as it grows (a negative coefficient) and as it shrinks.
        var growing: Candidate?
        var shrinking: Candidate?
        forEachRow(mentioning: marker, whoseBasic: { $0.kind != .external }) { basic, constant, length, coefficient in
            if basic.kind == .dummy {
                if dummy == nil || basic < dummy! { dummy = basic }
                return
            }
            let candidate = (ratio: constant / abs(coefficient), length: length, symbol: basic)
            // A lower ratio, then a shorter row, then a lower id.
            if coefficient < 0 {
                if growing == nil || candidate < growing! { growing = candidate }
            } else if shrinking == nil || candidate < shrinking! {
                shrinking = candidate
            }
        }
        if let dummy { return dummy }
        guard let growing, let shrinking else { return (growing ?? shrinking)?.symbol }
        let improvingWay = objectiveSlope(of: marker)
        if improvingWay != 0 { return improvingWay < 0 ? growing.symbol : shrinking.symbol }
        return (shrinking.length, shrinking.symbol) < (growing.length, growing.symbol) ? shrinking.symbol : growing.symbol
    }

    /// The sign of `symbol`'s coefficient at the highest objective level where it is not near
    /// zero (how the objective moves as the symbol grows, lexicographically); 0 when no level
    /// mentions it.
    private func objectiveSlope(of symbol: Symbol) -> Double {
        for goal in objective {
            let coefficient = goal.coefficient(for: symbol)
            if !isNearZero(coefficient) { return coefficient < 0 ? -1 : 1 }
        }
        return 0
    }

    /// True when `value` (computed with `row`) counts as zero: it is within `relativeEpsilon` of
    /// the largest magnitude among the constants of the rows and of `row` (the values it was
    /// computed from), or within `epsilon`. Asked only where a decision turns on it (a conflict or
    /// a redundancy), and the rows are scanned only when `value` is beyond `epsilon`.
    @inline(never)  // rare: kept out of the simplex loops that ask it
    func isZero(_ value: Double, for row: Row) -> Bool {
        if isNearZero(value) { return true }
        var magnitude = abs(row.constant)
        for case let basic? in rows { magnitude = max(magnitude, abs(basic.constant)) }
        return abs(value) <= relativeEpsilon * magnitude
    }

    /// The objective level of `priority`, created (empty) when it is new.
    mutating func objectiveLevel(for priority: Priority) -> Int {
        let index = levelPriorities.firstIndex { $0 <= priority } ?? levelPriorities.count
        if index == levelPriorities.count || levelPriorities[index] != priority {
            levelPriorities.insert(priority, at: index)
            objective.insert(Row(), at: index)
            unsettle(index)
        }
        return index
    }

    /// The least value of `goal` over the tableau's solutions (found on a copy whose objective is
    /// `goal` alone), or nil when it is unbounded.
    func minimum(of goal: Row) -> Double? {
        var copy = self
        copy.objective = [goal]
        copy.settledLevels = 0
        copy.levelPriorities = [.required]
        guard copy.optimize() == .optimal else { return nil }
        return copy.objective[0].constant
    }

    /// The least value of `goal` among the optimal solutions (found on a copy that minimises
    /// `goal` as a last objective level, below every other, so the higher levels keep their
    /// optimum), with that copy; nil when `goal` is unbounded there.
    func minimizedOnOptimalFace(_ goal: Row) -> (Double, Tableau)? {
        var copy = self
        copy.objective.append(goal)
        copy.unsettle(copy.objective.count - 1)
        copy.levelPriorities.append(levelPriorities.last ?? .required)  // never read: a copy's last level
        guard copy.optimize() == .optimal else { return nil }
        return (copy.objective[copy.objective.count - 1].constant, copy)
    }

    /// Notes that the objective row `level` changed (or is new): it and the levels below it are no
    /// longer known to be settled.
    private mutating func unsettle(_ level: Int) {
        settledLevels = min(settledLevels, level)
    }

    /// True when some objective level mentions `symbol` (never a basic one).
    func objectiveMentions(_ symbol: Symbol) -> Bool {
        objective.contains { $0.contains(symbol) }
    }

    /// Adds `coefficient × symbol` to the objective row `level`, expanding a basic symbol.
    mutating func addToObjective(_ symbol: Symbol, coefficient: Double, level: Int) {
        unsettle(level)
        if let row = row(for: symbol) {
            objective[level].insert(row, times: coefficient)
        } else {
            objective[level].insert(symbol, coefficient: coefficient)
        }
    }

    /// Adds each error (coefficient 1) to the objective level of its priority, expanding a basic
    /// one: as `addToObjective(_:coefficient:level:)` for each, but summed first and merged into
    /// each level's row once.
    mutating func addToObjective(_ errors: [(error: Symbol, priority: Priority)]) {
        guard !errors.isEmpty else { return }
        // The distinct priorities, highest first: found by a search of the few seen so far, not by
        // sorting every error's (a batch's errors come in runs of a few priorities).
        var priorities: [Priority] = []
        for entry in errors where priorities.last != entry.priority && !priorities.contains(entry.priority) {
            priorities.append(entry.priority)
        }
        priorities.sort(by: >)
        var scratch = self.scratch
        self.scratch = ExpansionScratch()
        scratch.grow(to: symbolCount)
        for priority in priorities {
            let level = objectiveLevel(for: priority)
            unsettle(level)
            if let cells = cellsOfNonbasicErrors(errors, at: priority) {
                addToObjective(Row(constant: 0, sortedCells: cells), level: level)
                continue
            }
            // The deferred rows' errors expanded together: a definition that many of them reach (a
            // stack's width) is expanded once, times the sum of what they take of it. The others
            // in one pass of adds (`ExpansionScratch.accumulate`), the rows read in place by
            // index: a copy of a row would retain and release its cells.
            var deferredSum = Row()
            if hasDeferredRows {
                for entry in errors where entry.priority == priority && isDeferredRow(entry.error) {
                    deferredSum.insert(entry.error, coefficient: 1)
                }
            }
            let constant = scratch.accumulate { sums in
                var constant = 0.0
                for entry in errors where entry.priority == priority {
                    let slot = Int(slots[Int(entry.error.id)])
                    guard slot >= 0 else {
                        sums.add(entry.error, 1)
                        continue
                    }
                    guard !isDeferredRow(entry.error) else { continue }
                    constant += rows[slot]!.constant
                    sums.add(rows[slot]!.cells)
                }
                return constant
            }
            let cells = scratch.takeCells()
            addToObjective(Row(constant: constant, sortedCells: cells), level: level)
            if !deferredSum.cells.isEmpty {
                self.scratch = scratch
                let expanded = expand(deferredSum)
                scratch = self.scratch
                self.scratch = ExpansionScratch()
                addToObjective(expanded, level: level)
            }
        }
        self.scratch = scratch
    }

    /// Adds `row` to the objective's `level`. The first errors of a level are taken as they come:
    /// merged into the empty level, they were copied into a list of twice their length (a large
    /// batch's objective, the longest row of the build).
    private mutating func addToObjective(_ row: consuming Row, level: Int) {
        if objective[level].cells.isEmpty {
            row.constant += objective[level].constant
            objective[level] = row
        } else {
            objective[level].insert(row)
        }
    }

    /// The errors of `priority` among `errors` as cells of coefficient 1, when all of them are
    /// nonbasic and come in increasing id order (a batch's errors of one priority do, made one
    /// after another): their sum as it is, without the scratch; nil otherwise.
    private func cellsOfNonbasicErrors(_ errors: [(error: Symbol, priority: Priority)], at priority: Priority) -> [Row.Cell]? {
        var cells: [Row.Cell] = []
        for entry in errors where entry.priority == priority {
            guard !isBasic(entry.error), cells.last.map({ $0.symbol < entry.error }) ?? true else { return nil }
            cells.append(Row.Cell(symbol: entry.error, coefficient: 1))
        }
        return cells
    }

    // MARK: - Transactions

    /// Opens a transaction. Transactions nest: each journals the changes made until its own
    /// `commit` or `rollback`. A rollback puts back every row and the objective, and forgets the
    /// symbols made since `symbols` (by default, since now).
    mutating func beginTransaction(keepingSymbolsBefore symbols: SymbolMark? = nil) {
        journal.marks.append(Journal.Mark(
            symbols: symbols ?? symbolMark(), objective: objective, levelPriorities: levelPriorities,
            changeCount: journal.changes.count, partnerChangeCount: journal.partnerChanges.count,
            constantCount: journal.constants.count))
    }

    /// Closes the innermost transaction, keeping its changes (an enclosing one can still undo them).
    mutating func commit() {
        journal.marks.removeLast()
        if journal.marks.isEmpty {
            journal.changes.removeAll(keepingCapacity: true)
            journal.partnerChanges.removeAll()
            journal.constants.removeAll(keepingCapacity: true)  // a constant change's, each time
        }
    }

    /// Closes the innermost transaction, putting back everything as it was when it began.
    mutating func rollback() {
        let mark = journal.marks.removeLast()
        let enclosing = journal.marks
        journal.marks = []  // undoing is not journaled
        for change in journal.changes[mark.changeCount...].reversed() {
            switch change {
            case let .row(symbol, old, rank):
                if isBasic(symbol) { removeRow(symbol) }
                if let old { setRow(symbol, old, rank: rank) }
            case let .constants(range):
                // Undone in reverse order, so each row is where the shift left it.
                rowsVersion &+= 1
                for (symbol, old) in journal.constants[range].reversed() {
                    definitions.noteChanged(symbol)
                    rows[Int(slots[Int(symbol.id)])]!.constant = old
                }
            }
        }
        journal.constants.removeSubrange(mark.constantCount...)
        journal.changes.removeSubrange(mark.changeCount...)
        for (symbol, partner) in journal.partnerChanges[mark.partnerChangeCount...].reversed() {
            partners[Int(symbol.id)] = partner
        }
        journal.partnerChanges.removeSubrange(mark.partnerChangeCount...)
        journal.marks = enclosing
        forgetSymbols(since: mark.symbols)
        objective = mark.objective
        levelPriorities = mark.levelPriorities
        settledLevels = 0
        artificial = nil
        infeasible = []
    }

    /// Forgets the symbols made since `mark`, which no row mentions (a row never added).
    mutating func forgetSymbols(since mark: SymbolMark) {
        // The lists are cut back to the mark: every entry beyond a list's symbols is that of a
        // symbol not made yet.
        symbolCount = mark.count
        rowsVersion &+= 1  // the ids of the symbols forgotten are handed out again
        slots.removeLast(slots.count - mark.count)
        if partners.count > mark.count { partners.removeLast(partners.count - mark.count) }
        columns.removeLast(columns.count - mark.count)
        isDeferred.removeLast(isDeferred.count - mark.count)
        definitions.forgetSymbols(from: mark.count)
    }
}

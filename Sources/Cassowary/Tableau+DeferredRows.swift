/// Deferred rows: the rows of basic slacks and errors kept as their constraints are written, over
/// user variables, until a simplex step needs them in nonbasic symbols.
///
/// A restricted row is canonical in the paper: in nonbasic symbols only, so that a ratio test or
/// a pivot can read it. Written so, the row of a stretched view's content-size pair names every
/// symbol the view's width depends on: in a `fillEqually` stack, the marker of each of the stack's
/// required equalities (66 cells for a stack of 30 views, 57,000 of the 79,000 cells of a 30 × 30
/// grid), expanded, copied, filed in the column index and added to the objective one by one. Yet a
/// layout's first batch ends optimal without a pivot, and a constant change that leaves every row
/// feasible needs no pivot either: those rows are read only for their values. So a first batch
/// (into a tableau without rows) keeps such a row as written, `s = w - 40 + e`, three cells, when
/// its expansion would be long (`valueThroughRows`, which also gives the value its subject is
/// chosen by); the objective takes the deferred rows' expansions together, each definition once
/// for all the rows that reach it; a deferred row's value is its constant plus its user variables'
/// values. The first simplex step that needs them (a ratio test, the dual simplex on a row that
/// went negative), and every add, removal and explanation, expands every deferred row first
/// (`materializeDeferredRows()`), outside any transaction: what it computes is then what adding
/// the rows expanded would have given.
extension Tableau {
    /// True while some row is deferred.
    var hasDeferredRows: Bool { !deferredRows.isEmpty }

    /// True when `symbol`'s row is deferred.
    func isDeferredRow(_ symbol: Symbol) -> Bool { isDeferred[Int(symbol.id)] }

    /// Makes the fresh slack or error `symbol` basic with `row`, a constraint as written solved for
    /// it (mentioning basic user variables), deferred.
    mutating func setDeferredRow(_ symbol: Symbol, _ row: consuming Row) {
        setRow(symbol, row)
        isDeferred[Int(symbol.id)] = true
        deferredRows.append(symbol)
    }

    /// Expands every deferred row to nonbasic symbols (a basic symbol whose row then goes below
    /// zero is listed for the dual simplex). Never inside a transaction: the journal keeps rows,
    /// not whether they are deferred.
    mutating func materializeDeferredRows() {
        guard hasDeferredRows else { return }
        precondition(!isInTransaction, "deferred rows expanded inside a transaction")
        let symbols = deferredRows
        deferredRows = []
        for symbol in symbols {
            isDeferred[Int(symbol.id)] = false
            let expanded = expand(removeRow(symbol))
            let isInfeasible = expanded.constant < 0
            setRow(symbol, expanded)
            if isInfeasible { infeasible.append(symbol) }
        }
    }

    /// True when no deferred row's value is below zero: its constant plus each cell's coefficient
    /// times the value of its symbol, the definitions brought up to date first (the values stay
    /// listed for the next `Solver.updateVariables()`).
    mutating func deferredRowsAreFeasible() -> Bool {
        evaluateChanges()
        let values = definitions.values.span
        for symbol in deferredRows {
            let slot = Int(slotsOfSymbols[Int(symbol.id)])
            if Definitions.valueOfDefinition(inSlot: slot, rows: rows, values: values) < 0 { return false }
        }
        return true
    }

    /// The value `symbol` (a basic symbol) has as the rows stand — its row's constant plus each
    /// cell's coefficient times the value of its symbol, through the rows of the basic ones in
    /// turn — when its expansion would be at least `longRow` cells long: a row that long lies
    /// within two rows of its own (the test that spares most rows the walk: a label's width reaches
    /// only short rows, a stretched cell of a `fillEqually` stack the first cell's 65), and the
    /// cells of nonbasic symbols in the rows reached, a row reached twice counted twice, are that
    /// many. Nil when not, when the rows reached mention a nonbasic user variable (whose value the
    /// optimisation may still choose), or when more than `budget` cells are read. The values found
    /// are kept, in a small cache, while no row changes (`rowsVersion`), so the rows a batch's
    /// constraints share are mostly read once.
    mutating func valueThroughRows(of symbol: Symbol, longRow: Int, budget: Int) -> Double? {
        guard isBasic(symbol), reachesLongRow(from: Int(slotsOfSymbols[Int(symbol.id)]), longRow) else { return nil }
        if valueMemo.isEmpty { valueMemo = Array(repeating: ValueMemo(), count: memoSize) }
        let stamp = rowsVersion &+ 1
        // The memo moved out and written through a buffer, the walk's stack on the stack: no check
        // of a list's storage per symbol, no heap block per call.
        var memo: [ValueMemo] = []
        swap(&memo, &valueMemo)
        defer { swap(&memo, &valueMemo) }
        let isValued = memo.withUnsafeMutableBufferPointer { memo in
            rows.withUnsafeBufferPointer { rows in
                slotsOfSymbols.withUnsafeBufferPointer { slots in
                    withUnsafeTemporaryAllocation(of: Symbol.self, capacity: Tableau.valueWalkDepth) { stack in
                        Tableau.valueWalk(
                            from: symbol, stamp: stamp, budget: budget, rows: rows, slots: slots, memo: memo, stack: stack)
                    }
                }
            }
        }
        let entry = memo[Tableau.memoIndex(symbol, memo.count)]
        guard isValued, entry.holds(symbol, at: stamp), entry.expansionLength >= longRow else { return nil }
        return entry.value
    }

    /// True when the row in `slot`, or a row within two rows of it, has at least `length` cells.
    /// The longest row within one row of each basic symbol it mentions is kept, in a small cache,
    /// while no row changes: the content-size rows of a stack's views mention the stack's own
    /// symbols, which are then read once, not once per view.
    private mutating func reachesLongRow(from slot: Int, _ length: Int) -> Bool {
        if nearbyRowMemo.isEmpty { nearbyRowMemo = Array(repeating: NearbyRowMemo(), count: memoSize) }
        let stamp = rowsVersion &+ 1
        var memo: [NearbyRowMemo] = []
        swap(&memo, &nearbyRowMemo)
        defer { swap(&memo, &nearbyRowMemo) }
        // Through buffers: a row read by index here was copied out, a retain and a release each.
        return memo.withUnsafeMutableBufferPointer { memo in
            rows.withUnsafeBufferPointer { rows in
                slotsOfSymbols.withUnsafeBufferPointer { slots in
                    let count = rows[slot]!.cells.count
                    if count >= length { return true }
                    var index = 0
                    while index < count {
                        let child = rows[slot]!.cells[index].symbol
                        index += 1
                        let childSlot = Int(slots[Int(child.id)])
                        guard childSlot >= 0 else { continue }
                        let place = Tableau.memoIndex(child, memo.count)
                        if !memo[place].holds(child, at: stamp) {
                            var longest = rows[childSlot]!.cells.count
                            var cell = 0
                            while cell < rows[childSlot]!.cells.count {
                                let grandchild = slots[Int(rows[childSlot]!.cells[cell].symbol.id)]
                                cell += 1
                                if grandchild >= 0 { longest = max(longest, rows[Int(grandchild)]!.cells.count) }
                            }
                            memo[place] = NearbyRowMemo(stamp: stamp, symbolID: child.id, longest: Int32(longest))
                        }
                        if Int(memo[place].longest) >= length { return true }
                    }
                    return false
                }
            }
        }
    }

    /// How many entries each of the caches of `valueThroughRows` and `reachesLongRow` holds (a
    /// symbol's place is its id modulo the size): an eighth of the symbols the lists kept by symbol
    /// have room for, from 64 to 1024 — not a list as long as the symbols, written at every build,
    /// and small for a small layout, whose build a cache's fresh pages would slow by a few percent.
    private var memoSize: Int {
        let wanted = min(1024, max(64, slotsOfSymbols.count / 8))
        return 1 << (Int.bitWidth - 1 - wanted.leadingZeroBitCount)  // the power of two at most that
    }

    /// The place of `symbol` in a cache of `size` entries (a power of two).
    @inline(__always)
    static func memoIndex(_ symbol: Symbol, _ size: Int) -> Int { Int(symbol.id) & (size - 1) }

    /// How deep `valueThroughRows`' walk goes (symbols waiting on the stack) before it gives up.
    static let valueWalkDepth = 64

    /// `valueThroughRows`' walk, depth first: a row is valued once every basic symbol it mentions
    /// is (`memo` at `stamp`); false when it meets a nonbasic user variable, reads more than
    /// `budget` cells or goes deeper than the stack.
    private static func valueWalk(
        from symbol: Symbol, stamp: Int, budget: Int, rows: UnsafeBufferPointer<Row?>, slots: UnsafeBufferPointer<Int32>,
        memo: UnsafeMutableBufferPointer<ValueMemo>, stack: UnsafeMutableBufferPointer<Symbol>
    ) -> Bool {
        var depth = 1
        stack[0] = symbol
        var cellsRead = 0
        while depth > 0 {
            let top = stack[depth - 1]
            let topIndex = Tableau.memoIndex(top, memo.count)
            if memo[topIndex].holds(top, at: stamp) {
                depth -= 1
                continue
            }
            let slot = Int(slots[Int(top.id)])
            let count = rows[slot]!.cells.count
            cellsRead += count
            guard cellsRead <= budget else { return false }
            // The row valued in the pass that finds every basic symbol it mentions valued; else
            // those not valued yet go first, and the row is read again after them.
            var value = rows[slot]!.constant
            var length = 0
            var ready = true
            var index = 0
            while index < count {
                let cell = rows[slot]!.cells[index]
                index += 1
                let id = Int(cell.symbol.id)
                if slots[id] < 0 {
                    guard cell.symbol.kind != .external else { return false }
                    length += 1
                } else if case let entry = memo[Tableau.memoIndex(cell.symbol, memo.count)], entry.holds(cell.symbol, at: stamp) {
                    value += cell.coefficient * entry.value
                    length += Int(entry.expansionLength)
                } else {
                    guard depth < stack.count else { return false }
                    stack[depth] = cell.symbol
                    depth += 1
                    ready = false
                }
            }
            guard ready else { continue }
            memo[topIndex] = ValueMemo(
                stamp: stamp, value: value, symbolID: top.id, expansionLength: Int32(min(length, 1 << 20)))
            depth -= 1
        }
        return true
    }
}

/// Definitions in the tableau: making one, expanding a row to nonbasic symbols, evaluating
/// them (see `Definitions`).
extension Tableau {
    /// Makes the fresh user variable `variable` basic with `row`, as written: a definition that
    /// may mention basic symbols.
    mutating func define(_ variable: Symbol, as row: consuming Row) {
        setRow(variable, row, rank: definitions.nextHighestRank())
    }

    /// `row` written in nonbasic symbols only: every basic symbol it mentions replaced by its row,
    /// definitions by theirs in turn (highest rank first, so each is expanded once). Keeps the
    /// expansion of a definition that many rows mention once expansions keep reaching it
    /// (`ExpandedDefinitions`).
    mutating func expand(_ row: Row) -> Row {
        guard row.cells.contains(where: { isBasic($0.symbol) }) else { return row }
        var unkept: Symbol?
        let (merged, isExpanded) = expandByMerging(row, unkept: &unkept)
        if let unkept, expandedDefinitions.noteReached(unkept, at: rowsVersion) {
            expandedDefinitions.keep(expand(self.row(for: unkept)!), of: unkept)
        }
        return isExpanded ? merged : expandInScratch(merged)
    }

    /// `expand(_:)` by gathering the cells of the row and of every row it reaches in the scratch,
    /// by symbol, and reading them back in id order.
    private mutating func expandInScratch(_ row: Row) -> Row {
        var scratch = self.scratch
        self.scratch = ExpansionScratch()
        scratch.grow(to: symbolCount)
        var pendingDefinitions = RankHeap()
        swap(&pendingDefinitions, &scratch.pending)
        let constant = scratch.accumulate { sums in
            // The state of the pass declared here, not captured from outside: a variable captured
            // by this closure and again by the functions below is checked for exclusive access at
            // run time, a call per row and per definition.
            var constant = row.constant
            var pending = RankHeap()
            swap(&pending, &pendingDefinitions)
            defer { swap(&pending, &pendingDefinitions) }
            // Rows are read in place, by index: a row copied out (or a loop over its cells, which
            // holds a copy across the recursive calls) costs an atomic retain and release.
            func accumulate(_ symbol: Symbol, _ coefficient: Double) {
                let slot = Int(slotsOfSymbols[Int(symbol.id)])
                if slot < 0 {
                    sums.add(symbol, coefficient)
                } else if symbol.kind != .external {
                    accumulateRow(inSlot: slot, times: coefficient)
                } else if sums.addPending(symbol, coefficient) {
                    pending.push(symbol, rank: definitions.ranks[Int(symbol.id)])
                }
            }
            func accumulateRow(inSlot slot: Int, times factor: Double) {
                constant += factor * rows[slot]!.constant
                var cell = 0
                while cell < rows[slot]!.cells.count {
                    let (symbol, coefficient) = (rows[slot]!.cells[cell].symbol, rows[slot]!.cells[cell].coefficient)
                    cell += 1
                    accumulate(symbol, factor * coefficient)
                }
            }

            var cell = 0
            while cell < row.cells.count {
                accumulate(row.cells[cell].symbol, row.cells[cell].coefficient)
                cell += 1
            }
            // A definition's sum is taken when it pops (highest rank first, so once every row that
            // mentions it has added to it), and its row accumulated times that sum.
            while let definition = pending.popHighest() {
                let coefficient = sums.takeSum(of: definition)
                guard coefficient != 0 else { continue }
                accumulateRow(inSlot: Int(slotsOfSymbols[Int(definition.id)]), times: coefficient)
            }
            return constant
        }
        swap(&pendingDefinitions, &scratch.pending)
        let cells = scratch.takeCells()
        self.scratch = scratch
        return Row(constant: constant, sortedCells: cells)
    }

    /// The most rows `expandByMerging` substitutes before it leaves the expansion to the scratch.
    static let mergedExpansionLimit = 8

    /// The longest row `expandByMerging` merges another definition into while more than one basic
    /// symbol is left in it.
    static let longestRowMergedOn = 16

    /// `expand(_:)` by substituting into `row` the row of one basic symbol it mentions at a time
    /// (a canonical row's symbol first, else the highest-ranked definition, so each is substituted
    /// once), each a merge of sorted cells into the other of two buffers kept between calls: the
    /// row and true when that expands it, or the row as far as it got and false when it would take
    /// more than `mergedExpansionLimit` rows, or when the row has grown beyond 16 cells with more
    /// than one basic symbol left (a chain: each merge would copy the row again; `expandInScratch`
    /// takes it from there). A sum is zero as in the scratch: within `cancellationTolerance` of the
    /// larger of its terms. A content-size row of a 30-view `fillEqually` stack reaches two short
    /// definitions and one row of 67 cells: three merges cost less than gathering the cells in the
    /// scratch and sorting them; so do four for the first views' rows, whose 65 cells after two
    /// merges mention one width defined by 63 more.
    ///
    /// The buffers keep the length the longest expansion gave them (the row so far is the first
    /// `count` cells of one) and are written through spans: an append per cell, or emptying a
    /// buffer per merge, checks the storage and cost more than the merge's own work (a
    /// content-size row of a 1000-label stack takes three merges of about ten cells).
    ///
    /// A definition whose expansion is kept is merged as that expansion; `unkept` is set to the
    /// first definition merged that at least `manyMentions` rows mention whose expansion is not.
    mutating func expandByMerging(_ row: Row, unkept: inout Symbol?) -> (row: Row, isExpanded: Bool) {
        var cells: [Row.Cell] = []
        var merged: [Row.Cell] = []
        swap(&cells, &scratch.mergingCells)
        swap(&merged, &scratch.mergedCells)
        defer {
            swap(&cells, &scratch.mergingCells)
            swap(&merged, &scratch.mergedCells)
        }
        var count = row.cells.count
        Tableau.lengthen(&cells, to: count)
        do {
            var output = cells.mutableSpan
            for index in 0..<count { output[index] = row.cells[index] }
        }
        var constant = row.constant
        // True once the only basic symbol left was replaced by a canonical row (in nonbasic
        // symbols): the row is expanded, without a scan for basic symbols (a content-size row of a
        // `fillEqually` stack ends so, 67 cells long).
        var isExpanded = false
        for merges in 0...Tableau.mergedExpansionLimit {
            if isExpanded { return (Row(constant: constant, sortedCells: Tableau.prefix(count, of: cells)), true) }
            let (next, isOnlyBasic) = nextSubstitution(amongFirst: count, of: cells)
            // Copied out at its own size: the buffer keeps its storage for the next call.
            guard let substituted = next else {
                return (Row(constant: constant, sortedCells: Tableau.prefix(count, of: cells)), true)
            }
            guard merges < Tableau.mergedExpansionLimit, count <= Tableau.longestRowMergedOn || isOnlyBasic else { break }
            let factor = cells[substituted].coefficient
            let symbol = cells[substituted].symbol
            isExpanded = isOnlyBasic && symbol.kind != .external && !isDeferredRow(symbol)
            var kept: Int?
            if symbol.kind == .external && columns[Int(symbol.id)].count >= Tableau.manyMentions {
                kept = expandedDefinitions.position(of: symbol, at: rowsVersion)
                if kept == nil && unkept == nil { unkept = symbol }
                // A long expansion merged while other basic symbols remain leaves the row too long
                // to merge on: the definition is merged as it is (a row stack of a `fillEqually`
                // grid keeps its width's expansion, about 76 cells, which sent 757 expansions of
                // its cells' constraints a build to the scratch).
                if let position = kept, !isOnlyBasic,
                    count - 1 + expandedDefinitions.rows[position].cells.count > Tableau.longestRowMergedOn
                {
                    kept = nil
                }
            }
            if let kept {
                count = Tableau.merge(
                    cells, count: count, replacing: substituted, by: kept, of: expandedDefinitions, times: factor,
                    into: &merged, constant: &constant)
            } else {
                // The definition read in place, by slot: a copy of it would retain and release its cells.
                let definition = Int(slotsOfSymbols[Int(symbol.id)])
                constant += factor * rows[definition]!.constant
                Tableau.lengthen(&merged, to: count - 1 + rows[definition]!.cells.count)
                // The output's storage made unique before the definition is read: a check that
                // may reallocate between the two would have the definition retained across it.
                var output = merged.mutableSpan
                count = Tableau.merge(
                    cells, count: count, replacing: substituted, by: rows[definition]!.cells, times: factor, into: &output)
            }
            swap(&cells, &merged)
        }
        return (Row(constant: constant, sortedCells: Tableau.prefix(count, of: cells)), false)
    }

    /// The fewest rows that mention a definition whose expansion is kept (`expandedDefinitions`):
    /// a stack's own width, which each arranged view's width mentions (8 cost a grid of 30 × 30
    /// `fillEqually` stacks more than 32).
    static let manyMentions = 32

    /// The position among the first `count` of `cells` of the basic symbol `expandByMerging`
    /// substitutes next (the first canonical row's symbol, else the highest-ranked definition), nil
    /// when none is basic; and true when it is the only basic symbol there (a long row with one
    /// basic symbol left is no chain: one more merge, not a copy per link). One pass, read without
    /// bounds checks (a check per cell and list cost as much as the reads).
    @inline(__always)  // a call in the merging loop had it retain and release a list at each expansion
    private func nextSubstitution(amongFirst count: Int, of cells: [Row.Cell]) -> (position: Int?, isOnlyBasic: Bool) {
        cells.withUnsafeBufferPointer { cells in
            slotsOfSymbols.withUnsafeBufferPointer { slots in
                definitions.ranks.withUnsafeBufferPointer { ranks in
                    var canonical: Int?
                    var highest: Int?
                    var basics = 0
                    for index in 0..<count where slots[Int(cells[index].symbol.id)] >= 0 {
                        basics += 1
                        let symbol = cells[index].symbol
                        if symbol.kind != .external {
                            if canonical == nil { canonical = index }
                        } else if highest == nil || ranks[Int(symbol.id)] > ranks[Int(cells[highest!].symbol.id)] {
                            highest = index
                        }
                    }
                    return (canonical ?? highest, basics == 1)
                }
            }
        }
    }

    /// The first `count` of `cells`, copied out at their own size through a buffer pointer (a slice
    /// of the array retains and releases it).
    private static func prefix(_ count: Int, of cells: [Row.Cell]) -> [Row.Cell] {
        cells.withUnsafeBufferPointer { Array($0[..<count]) }
    }

    /// Makes `buffer` at least `count` cells long (the cells added are placeholders).
    private static func lengthen(_ buffer: inout [Row.Cell], to count: Int) {
        guard buffer.count < count else { return }
        buffer += repeatElement(Row.Cell(symbol: Symbol(id: 0, kind: .external), coefficient: 0), count: count - buffer.count)
    }

    /// `merge` of the expansion kept at position `kept` of `expanded` (read in place, as a
    /// definition: a copy would retain and release its cells), into `merged` made long enough,
    /// its constant times `factor` added to `constant`; returns how many cells it wrote. Out of
    /// line: a second copy of the merge in `expandByMerging` cost more than the call.
    @inline(never)
    private static func merge(
        _ cells: [Row.Cell], count: Int, replacing substituted: Int, by kept: Int, of expanded: borrowing ExpandedDefinitions,
        times factor: Double, into merged: inout [Row.Cell], constant: inout Double
    ) -> Int {
        constant += factor * expanded.rows[kept].constant
        lengthen(&merged, to: count - 1 + expanded.rows[kept].cells.count)
        var output = merged.mutableSpan
        return merge(cells, count: count, replacing: substituted, by: expanded.rows[kept].cells, times: factor, into: &output)
    }

    /// Writes to the start of `output` the sorted first `count` of `cells` with the one at
    /// `substituted` replaced by the sorted `definition` times `factor`, a sum left out when it
    /// cancels; returns how many cells it wrote.
    private static func merge(
        _ cells: [Row.Cell], count: Int, replacing substituted: Int, by definition: [Row.Cell], times factor: Double,
        into output: inout MutableSpan<Row.Cell>
    ) -> Int {
        precondition(substituted < count && count <= cells.count && count - 1 + definition.count <= output.count)
        return cells.withUnsafeBufferPointer { cells in
            definition.withUnsafeBufferPointer { definition in
                output.withUnsafeMutableBufferPointer { output in
                    merge(cells.baseAddress!, count: count, replacing: substituted, by: definition, times: factor, into: output.baseAddress!)
                }
            }
        }
    }

    /// `merge` through pointers, within the bounds its caller checked: the row's cells before the
    /// substituted one merged with the definition's, then those after it, then the rest of either.
    /// (Bounds checks on three lists, a test of the substituted position per cell, and a
    /// cancellation test on a cell of the definition alone cost more than the merge's own work.)
    private static func merge(
        _ cells: UnsafePointer<Row.Cell>, count: Int, replacing substituted: Int, by definition: UnsafeBufferPointer<Row.Cell>,
        times factor: Double, into output: UnsafeMutablePointer<Row.Cell>
    ) -> Int {
        var written = output
        var mine = cells
        var end = cells + substituted
        var theirs = definition.baseAddress!
        let last = theirs + definition.count
        while true {
            while mine < end && theirs < last {
                if mine.pointee.symbol.id < theirs.pointee.symbol.id {
                    written.initialize(to: mine.pointee)
                    written += 1
                    mine += 1
                    continue
                }
                if mine.pointee.symbol.id > theirs.pointee.symbol.id {
                    // The run of the definition's cells before the row's next one, in a loop of its
                    // own (a content-size row of a `fillEqually` stack takes 66 cells of the first
                    // view's error row around its own three).
                    let bound = mine.pointee.symbol.id
                    repeat {
                        let term = factor * theirs.pointee.coefficient
                        if !isNearZero(term) {
                            written.initialize(to: Row.Cell(symbol: theirs.pointee.symbol, coefficient: term))
                            written += 1
                        }
                        theirs += 1
                    } while theirs < last && theirs.pointee.symbol.id < bound
                    continue
                }
                // The same symbol in both: their sum.
                let term = factor * theirs.pointee.coefficient
                let sum = mine.pointee.coefficient + term
                mine += 1
                if !isCancelled(sum, from: max(abs(term), abs(mine[-1].coefficient))) {
                    written.initialize(to: Row.Cell(symbol: theirs.pointee.symbol, coefficient: sum))
                    written += 1
                }
                theirs += 1
            }
            if theirs == last {
                // The rest of the row, but the substituted cell.
                if mine < end {
                    written.initialize(from: mine, count: end - mine)
                    written += end - mine
                    mine = end
                }
                if end < cells + count {
                    mine = max(mine, cells + substituted + 1)
                    written.initialize(from: mine, count: cells + count - mine)
                    written += cells + count - mine
                }
                return written - output
            }
            guard end < cells + count else { break }
            mine = cells + substituted + 1
            end = cells + count
        }
        while theirs < last {
            let term = factor * theirs.pointee.coefficient
            if !isNearZero(term) {
                written.initialize(to: Row.Cell(symbol: theirs.pointee.symbol, coefficient: term))
                written += 1
            }
            theirs += 1
        }
        return written - output
    }

    /// The current value of each of `symbols` (user variables), written to `values`.
    mutating func evaluate(_ symbols: [Symbol], into values: inout [Double]) {
        evaluateChanges()
        for (index, symbol) in symbols.enumerated() { values[index] = definitions.values[Int(symbol.id)] }
    }

    /// Brings the value of every user variable (`definitions.values`) up to date, working only on
    /// what changed since the last evaluation, and lists in `definitions.evaluated` each user
    /// variable whose value may have changed, once: the user variables noted as changed (their
    /// row changed, or they became basic or nonbasic) and the definitions that mention, directly
    /// or through other definitions, a symbol whose value changed. Definitions are evaluated
    /// lowest rank first, so each after everything it mentions.
    mutating func evaluateChanges() {
        definitions.evaluateChanges(rows: rows, slots: slotsOfSymbols, columns: columns, basics: basics)
    }

    /// The row of a basic user variable in nonbasic symbols, or the symbol itself when nonbasic.
    mutating func expression(of symbol: Symbol) -> Row {
        if let row = row(for: symbol) { return expand(row) }
        var row = Row()
        row.insert(symbol, coefficient: 1)
        return row
    }
}

extension Definitions {
    /// `Tableau.evaluateChanges()` on the tableau's rows and basic symbols (by slot), slots and
    /// columns (by symbol id): the definitions reached from the changed symbols, or, when those
    /// are likely a good share of all (a good share of the rows changed, or the last evaluation
    /// reached a good share: a resize moves the same views round after round), every definition in
    /// rank order, which costs less than finding them (a column walk per changed symbol, a push
    /// and a pop per definition reached).
    mutating func evaluateChanges(rows: [Row?], slots: [Int32], columns: [Column], basics: [Symbol]) {
        if values.count < slots.count { values += repeatElement(0, count: slots.count - values.count) }
        let reach = max(changed.count, evaluated.count)
        if evaluatedWasRead {
            evaluated.removeAll(keepingCapacity: true)
            evaluatedWasRead = false
        } else if changed.isEmpty {
            return  // evaluated since the list was last read, and nothing changed since
        }
        if 3 * reach >= inRankOrder.count {
            evaluateEveryDefinition(rows: rows, slots: slots, basics: basics)
        } else {
            evaluateReachedDefinitions(rows: rows, slots: slots, columns: columns, basics: basics)
        }
    }

    /// `evaluateChanges` by the definitions the changed symbols reach. The lists are walked by
    /// index and rows read in place: a loop over a copy of a list, or a row copied out of the rows
    /// to be read, costs an atomic retain and release, several times the instructions of the reads
    /// themselves in time. The values and queued flags, written for every definition evaluated,
    /// are moved out and written through spans: a write to an array checks that its storage is not
    /// shared, a read of the array's header that, per definition and array, missed the cache on
    /// large layouts (the headers of large arrays share a cache set).
    private mutating func evaluateReachedDefinitions(rows: [Row?], slots: [Int32], columns: [Column], basics: [Symbol]) {
        var values: [Double] = []
        swap(&values, &self.values)
        var isQueued: [Bool] = []
        swap(&isQueued, &self.isQueued)
        defer {
            swap(&values, &self.values)
            swap(&isQueued, &self.isQueued)
        }
        var value = values.mutableSpan
        var queued = isQueued.mutableSpan
        let ranks = self.ranks
        let queue = preparedQueue(symbolCount: slots.count)
        // The symbols noted as changed: a user variable with a row waits to be evaluated, any other
        // symbol whose value changed is a source (a basic symbol's value is its row's constant, a
        // nonbasic one's zero).
        var next = 0
        while next < changed.count {
            let symbol = changed[next]
            next += 1
            if symbol.kind != .external {
                if Definitions.refreshValue(of: symbol, rows: rows, slots: slots, values: &value) { sources.append(symbol) }
            } else if slots[Int(symbol.id)] >= 0 {
                // Its constant may have moved: the copy of its row is kept up to date.
                inRankOrder.setConstant(rows[Int(slots[Int(symbol.id)])]!.constant, of: symbol)
                if !queued[Int(symbol.id)] {
                    queued[Int(symbol.id)] = true
                    queue.push(symbol, rank: ranks[Int(symbol.id)])
                }
            } else {
                evaluated.append(symbol)
                if value[Int(symbol.id)] != 0 {
                    value[Int(symbol.id)] = 0
                    sources.append(symbol)
                }
            }
        }
        clearChanged()
        // Every source's dependents are queued before the first definition is evaluated, and a
        // definition's before the next: each is evaluated once, after everything it mentions.
        // Queued directly, not listed first: an append checks its list's storage, a miss per
        // definition on large layouts.
        var nextSource = 0
        var moved: Symbol?
        while true {
            if moved == nil && nextSource < sources.count {
                moved = sources[nextSource]
                nextSource += 1
            }
            if let source = moved {
                // The definitions that mention a symbol whose value may have changed are queued.
                moved = nil
                let column = Int(source.id)
                guard columns[column].count > 0 else { continue }  // no row mentions it
                // As many entries as rows that mention the symbol: each row has an entry, so each
                // entry is a row that mentions it, without a search of the row.
                let live = Int(columns[column].entryCount) == Int(columns[column].count)
                var entry = 0
                while entry < Int(columns[column].entryCount) {
                    let slot = Int(columns[column][entry])
                    entry += 1
                    let basic = basics[slot]
                    guard basic.kind == .external && !queued[Int(basic.id)] && (live || rows[slot]?.contains(source) == true)
                    else { continue }
                    queued[Int(basic.id)] = true
                    queue.push(basic, rank: ranks[Int(basic.id)])
                }
                continue
            }
            guard let symbol = queue.popLowest() else { break }
            queued[Int(symbol.id)] = false
            let slot = Int(slots[Int(symbol.id)])
            guard slot >= 0 else { continue }
            let sum = Definitions.valueOfDefinition(inSlot: slot, rows: rows, values: value.span)
            evaluated.append(symbol)
            if sum != value[Int(symbol.id)] {
                value[Int(symbol.id)] = sum
                moved = symbol
            }
        }
        sources.removeAll(keepingCapacity: true)
    }

    /// `evaluateChanges` by every definition, lowest rank first, from their copies in
    /// `inRankOrder` when it holds them, else from the rows; lists in `evaluated` the user
    /// variables noted as changed (as the other way does: after a build afresh, a value can be
    /// what these definitions held before and still differ from what the solver last read) and
    /// the others whose values it changed.
    private mutating func evaluateEveryDefinition(rows: [Row?], slots: [Int32], basics: [Symbol]) {
        if rankOrderIsStale {
            inRankOrder.list(rows: rows, basics: basics, ranks: ranks, lowestRank: lowestRank)
        } else if copiedRowsAreStale {
            inRankOrder.dropCopies()
        } else if !inRankOrder.holdsCopies {
            // The rows held since the last evaluation of every definition: copied for this one and
            // the next.
            inRankOrder.copyRows(rows: rows, slots: slots)
        }
        rankOrderIsStale = false
        copiedRowsAreStale = false
        var values: [Double] = []
        swap(&values, &self.values)
        defer { swap(&values, &self.values) }
        var value = values.mutableSpan
        let fromCopies = inRankOrder.holdsCopies
        for symbol in changed {
            guard symbol.kind == .external else {
                _ = Definitions.refreshValue(of: symbol, rows: rows, slots: slots, values: &value)
                continue
            }
            evaluated.append(symbol)
            let slot = Int(slots[Int(symbol.id)])
            // A user variable that left the basis rests at 0; a copied definition may have had its
            // constant shifted (a row read only then: a build's first evaluation copies none).
            if slot < 0 {
                value[Int(symbol.id)] = 0
            } else if fromCopies {
                inRankOrder.setConstant(rows[slot]!.constant, of: symbol)
            }
        }
        // The copies read in order from the two dense lists (moved out for the walk and back, not
        // copied): no row reached through its slot and its own heap block.
        var order = DefinitionsInRankOrder()
        swap(&order, &inRankOrder)
        defer { swap(&order, &inRankOrder) }
        let entries = order.entries.span, cells = order.cells.span
        var cell = 0
        for index in entries.indices {
            let id = Int(entries[index].id)
            var sum: Double
            if fromCopies {
                sum = entries[index].constant
                while cell < Int(entries[index].end) {
                    sum += cells[cell].coefficient * value[Int(cells[cell].symbol.id)]
                    cell += 1
                }
            } else {
                let slot = Int(slots[id])
                guard slot >= 0 else { continue }  // left the basis since it was listed
                sum = Definitions.valueOfDefinition(inSlot: slot, rows: rows, values: value.span)
            }
            guard sum != value[id] else { continue }
            value[id] = sum
            if !isChanged[id] { evaluated.append(Symbol(id: Int32(id), kind: .external)) }
        }
        clearChanged()
    }

    /// Sets the value of `symbol` (not a user variable) to its row's constant, or 0 when it is
    /// nonbasic; true when that changed it.
    @inline(__always)
    private static func refreshValue(of symbol: Symbol, rows: [Row?], slots: [Int32], values: inout MutableSpan<Double>) -> Bool {
        let slot = Int(slots[Int(symbol.id)])
        let current = slot >= 0 ? rows[slot]!.constant : 0
        guard current != values[Int(symbol.id)] else { return false }
        values[Int(symbol.id)] = current
        return true
    }

    /// The value of the definition in `slot`: its constant plus each symbol it mentions times that
    /// symbol's value (`values`: 0 for a nonbasic symbol). A deferred row's value is read so too.
    @inline(__always)
    static func valueOfDefinition(inSlot slot: Int, rows: [Row?], values: Span<Double>) -> Double {
        var sum = rows[slot]!.constant
        let count = rows[slot]!.cells.count
        var index = 0
        while index < count {
            let cell = rows[slot]!.cells[index]
            index += 1
            sum += cell.coefficient * values[Int(cell.symbol.id)]
        }
        return sum
    }
}

/// Definitions in the tableau: making one, expanding a row to nonbasic symbols, evaluating
/// them (see `Definitions`).
extension Tableau {
    /// Makes the fresh user variable `variable` basic with `row`, as written: a definition that
    /// may mention basic symbols.
    mutating func define(_ variable: Symbol, as row: Row) {
        setRow(variable, row, rank: definitions.nextHighestRank())
    }

    /// `row` written in nonbasic symbols only: every basic symbol it mentions replaced by its row,
    /// definitions by theirs in turn (highest rank first, so each is expanded once).
    mutating func expand(_ row: Row) -> Row {
        guard row.cells.contains(where: { isBasic($0.symbol) }) else { return row }
        var scratch = self.scratch
        self.scratch = ExpansionScratch()
        scratch.grow(to: symbolCount)
        var constant = row.constant

        func accumulate(_ symbol: Symbol, _ coefficient: Double) {
            let index = Int(symbol.id)
            if symbol.kind != .external, let basic = self.row(for: symbol) {
                constant += coefficient * basic.constant
                for cell in basic.cells { accumulate(cell.symbol, coefficient * cell.coefficient) }
                return
            }
            if scratch.add(symbol, coefficient) && isBasic(symbol) {
                scratch.pending.push(symbol, rank: definitions.ranks[index])
            }
        }

        for cell in row.cells { accumulate(cell.symbol, cell.coefficient) }
        while let definition = scratch.pending.popHighest() {
            let index = Int(definition.id)
            let coefficient = scratch.coefficients[index]
            scratch.coefficients[index] = 0
            guard coefficient != 0 else { continue }
            let body = self.row(for: definition)!
            constant += coefficient * body.constant
            for cell in body.cells { accumulate(cell.symbol, coefficient * cell.coefficient) }
        }

        let cells = scratch.takeCells { !isBasic($0) }
        self.scratch = scratch
        return Row(constant: constant, sortedCells: cells)
    }

    /// The current value of each of `symbols` (user variables), written to `values`.
    mutating func evaluate(_ symbols: [Symbol], into values: inout [Double]) {
        evaluateDefinitions()
        for (index, symbol) in symbols.enumerated() {
            let slot = slotsOfSymbols[Int(symbol.id)]
            values[index] = slot < 0 ? 0
                : symbol.kind == .external ? definitions.values[Int(symbol.id)] : rows[Int(slot)]!.constant
        }
    }

    /// Brings the value of every basic user variable up to date, lowest rank first.
    mutating func evaluateDefinitions() {
        if definitions.orderIsStale {
            let slots = self.slotsOfSymbols
            definitions.rebuildOrder { slots[Int($0.id)] >= 0 }
        }
        if definitions.values.count < symbolCount {
            definitions.values += repeatElement(0, count: symbolCount - definitions.values.count)
        }
        var values = definitions.values
        definitions.values = []
        for symbol in definitions.order {
            let row = rows[Int(slotsOfSymbols[Int(symbol.id)])]!
            var value = row.constant
            for cell in row.cells {
                let slot = slotsOfSymbols[Int(cell.symbol.id)]
                guard slot >= 0 else { continue }
                value += cell.coefficient
                    * (cell.symbol.kind == .external ? values[Int(cell.symbol.id)] : rows[Int(slot)]!.constant)
            }
            values[Int(symbol.id)] = value
        }
        definitions.values = values
    }

    /// The row of a basic user variable in nonbasic symbols, or the symbol itself when nonbasic.
    mutating func expression(of symbol: Symbol) -> Row {
        if let row = row(for: symbol) { return expand(row) }
        var row = Row()
        row.insert(symbol, coefficient: 1)
        return row
    }
}

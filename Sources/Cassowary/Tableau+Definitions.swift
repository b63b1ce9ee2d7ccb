/// The rows of basic user variables, kept as definitions.
///
/// In the paper's tableau every basic row is written in nonbasic symbols only. For the user
/// variables of a layout that makes rows dense: in a row of views, `x₉₉ = x₉₈ + w₉₈ + 8` becomes
/// `x₉₉` in terms of every earlier width's slack and error symbols, and every pivot rewrites all of
/// those rows. A user variable is unrestricted, so its row never chooses a pivot; it only has to
/// give the variable's value. So its row is kept as a *definition*: it may mention other basic
/// symbols, pivots leave it alone, and the values are evaluated in dependency order.
///
/// A definition mentions only definitions of lower *rank*. A constraint that brings a fresh user
/// variable defines it as written, with a rank above every other (nothing mentions it yet); any
/// other row a user variable gets is expanded to nonbasic symbols and takes a rank below every
/// other (it mentions no definition). So the dependencies never form a cycle.
struct Definitions {
    /// Each symbol's rank, meaningful while it is a basic user variable.
    var ranks: [Int] = []
    private var lowestRank = 0
    private var highestRank = 0
    /// Every user variable given a row since the order was last built (some no longer basic).
    private var added: [Symbol] = []
    /// The basic user variables, lowest rank first, when `orderIsStale` is false.
    private(set) var order: [Symbol] = []
    var orderIsStale = false
    /// The value of each basic user variable as of the last evaluation, by symbol id.
    var values: [Double] = []

    /// Records that `symbol` became a basic user variable with `rank` (the lowest yet if nil).
    mutating func add(_ symbol: Symbol, rank: Int?) {
        if let rank {
            ranks[Int(symbol.id)] = rank
        } else {
            lowestRank -= 1
            ranks[Int(symbol.id)] = lowestRank
        }
        added.append(symbol)
        orderIsStale = true
    }

    /// A rank above every rank handed out so far.
    mutating func nextHighestRank() -> Int {
        highestRank += 1
        return highestRank
    }

    mutating func forgetSymbols(from count: Int) {
        ranks.removeLast(ranks.count - count)
        added.removeAll { Int($0.id) >= count }
        order.removeAll { Int($0.id) >= count }
        orderIsStale = true
    }

    /// Rebuilds `order` from the basic user variables (`isBasic` tells which still are).
    mutating func rebuildOrder(isBasic: (Symbol) -> Bool) {
        var symbols = (order + added).filter(isBasic)
        symbols.sort { ranks[Int($0.id)] != ranks[Int($1.id)] ? ranks[Int($0.id)] < ranks[Int($1.id)] : $0 < $1 }
        order = []
        order.reserveCapacity(symbols.count)
        for symbol in symbols where order.last != symbol { order.append(symbol) }
        added = []
        orderIsStale = false
    }
}

/// Scratch space for expanding rows, kept between calls so that an expansion costs what it
/// touches, not the number of symbols.
struct ExpansionScratch {
    var coefficients: [Double] = []
    var isTouched: [Bool] = []
    var touched: [Symbol] = []
    var pending = RankHeap()
}

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
        if scratch.coefficients.count < symbolCount {
            let growth = symbolCount - scratch.coefficients.count
            scratch.coefficients += repeatElement(0, count: growth)
            scratch.isTouched += repeatElement(false, count: growth)
        }
        var constant = row.constant

        func accumulate(_ symbol: Symbol, _ coefficient: Double) {
            let index = Int(symbol.id)
            if symbol.kind != .external, let basic = self.row(for: symbol) {
                constant += coefficient * basic.constant
                for cell in basic.cells { accumulate(cell.symbol, coefficient * cell.coefficient) }
                return
            }
            if !scratch.isTouched[index] {
                scratch.isTouched[index] = true
                scratch.touched.append(symbol)
                if isBasic(symbol) { scratch.pending.push(symbol, rank: definitions.ranks[index]) }
            }
            scratch.coefficients[index] += coefficient
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

        scratch.touched.sort()
        var cells: [Row.Cell] = []
        cells.reserveCapacity(scratch.touched.count)
        for symbol in scratch.touched {
            let index = Int(symbol.id)
            let coefficient = scratch.coefficients[index]
            if !isNearZero(coefficient) && !isBasic(symbol) {
                cells.append(Row.Cell(symbol: symbol, coefficient: coefficient))
            }
            scratch.coefficients[index] = 0
            scratch.isTouched[index] = false
        }
        scratch.touched.removeAll(keepingCapacity: true)
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

    /// The value of `symbol` in the current solution (a user variable's as of the last
    /// `evaluateDefinitions()`): zero when nonbasic.
    func currentValue(of symbol: Symbol) -> Double {
        guard let row = row(for: symbol) else { return 0 }
        return symbol.kind == .external ? definitions.values[Int(symbol.id)] : row.constant
    }

    /// The row of a basic user variable in nonbasic symbols, or the symbol itself when nonbasic.
    mutating func expression(of symbol: Symbol) -> Row {
        if let row = row(for: symbol) { return expand(row) }
        var row = Row()
        row.insert(symbol, coefficient: 1)
        return row
    }
}

/// A max-heap of symbols by rank (lowest id first among equal ranks).
struct RankHeap {
    private var items: [(rank: Int, symbol: Symbol)] = []

    private func before(_ a: Int, _ b: Int) -> Bool {
        items[a].rank != items[b].rank ? items[a].rank > items[b].rank : items[a].symbol < items[b].symbol
    }

    mutating func push(_ symbol: Symbol, rank: Int) {
        items.append((rank, symbol))
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard before(child, parent) else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popHighest() -> Symbol? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast().symbol
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < items.count else { break }
            var child = left
            if left + 1 < items.count && before(left + 1, left) { child = left + 1 }
            guard before(child, parent) else { break }
            items.swapAt(child, parent)
            parent = child
        }
        return top
    }
}

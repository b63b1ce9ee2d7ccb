/// Scratch space for expanding rows, kept between calls so that an expansion costs what it
/// touches, not the number of symbols.
struct ExpansionScratch {
    /// What the scratch holds for one symbol: one entry per symbol, not one list per field, so
    /// that adding a term checks the uniqueness of one list's storage, not three (the check is a
    /// call; adds are most of a short expansion).
    private struct Entry {
        var coefficient: Double = 0
        /// The largest magnitude of the terms added to the symbol's sum, which tells a sum that
        /// is zero but for rounding (`isCancelled`); a Float, whose 7 digits are plenty for that
        /// test, to keep an entry at 16 bytes.
        var magnitude: Float = 0
        /// 0 for a symbol not touched yet, else its kind's raw value plus one (so the touched
        /// symbols can be read back in id order without sorting them).
        var touchedKind: UInt8 = 0
    }

    /// By symbol id.
    private var entries: [Entry] = []
    var touched: [Symbol] = []
    var pending = RankHeap()
    /// The two buffers of an expansion by merging (`Tableau.expandByMerging`): the row so far, and
    /// the row with one more definition merged in, each as long as the longest expansion made it.
    var mergingCells: [Row.Cell] = []
    var mergedCells: [Row.Cell] = []

    /// Makes room for the symbols handed out so far (`count`).
    mutating func grow(to count: Int) {
        guard entries.count < count else { return }
        entries += repeatElement(Entry(), count: count - entries.count)
    }

    /// Adds `coefficient` to `symbol`'s sum; true when the symbol was not touched before.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Bool {
        let isFirst = ExpansionScratch.add(symbol, coefficient, to: &entries[Int(symbol.id)])
        if isFirst { touched.append(symbol) }
        return isFirst
    }

    /// Adds `coefficient` to `entry`, `symbol`'s; true when the symbol was not touched before.
    @inline(__always)
    private static func add(_ symbol: Symbol, _ coefficient: Double, to entry: inout Entry) -> Bool {
        let isFirst = entry.touchedKind == 0
        if isFirst { entry.touchedKind = symbol.kind.rawValue + 1 }
        entry.coefficient += coefficient
        entry.magnitude = max(entry.magnitude, Float(abs(coefficient)))
        return isFirst
    }

    /// Adds each of `cells` to its symbol's sum: `add(_:_:)` for each, through a span (one check
    /// of the storage per row, not one per cell: a `fillEqually` stack's content-size errors are
    /// rows of about 67 cells, each added to the objective).
    mutating func add(_ cells: borrowing [Row.Cell]) {
        ExpansionScratch.add(cells.span, to: &entries, touching: &touched)
    }

    /// `add(_:)` on the scratch's two lists passed apart, so that a span of the entries can be
    /// held while the touched list grows (a span of a property holds all of `self`, and moving
    /// the touched list out meanwhile retained and released an empty array).
    private static func add(_ cells: Span<Row.Cell>, to entries: inout [Entry], touching touched: inout [Symbol]) {
        var entries = entries.mutableSpan
        for index in cells.indices {
            let symbol = cells[index].symbol
            if add(symbol, cells[index].coefficient, to: &entries[Int(symbol.id)]) { touched.append(symbol) }
        }
    }

    /// The sum of `symbol` (zero when its terms cancel), which leaves the scratch; the symbol
    /// stays touched.
    mutating func takeSum(of symbol: Symbol) -> Double {
        let index = Int(symbol.id)
        let entry = entries[index]
        entries[index] = Entry(touchedKind: entry.touchedKind)
        return isCancelled(entry.coefficient, from: Double(entry.magnitude)) ? 0 : entry.coefficient
    }

    /// The sums of the touched symbols as cells sorted by symbol, leaving out those that cancel and
    /// those `keep` refuses; the scratch is left clear.
    mutating func takeCells(keeping keep: (Symbol) -> Bool) -> [Row.Cell] {
        if touched.count >= entries.count / 16 {
            // Many symbols (an expansion through a whole chain): reading them back in id order
            // costs less than sorting them.
            touched.removeAll(keepingCapacity: true)
            for (index, entry) in entries.enumerated() where entry.touchedKind != 0 {
                touched.append(Symbol(id: Int32(index), kind: Symbol.Kind(rawValue: entry.touchedKind - 1)!))
            }
        } else {
            touched.sort()
        }
        var cells: [Row.Cell] = []
        cells.reserveCapacity(touched.count)
        // Cleared through a span (one uniqueness check for the loop, not one per symbol), the
        // touched symbols moved out meanwhile (the span holds `self`).
        var symbols: [Symbol] = []
        swap(&symbols, &touched)
        var entries = self.entries.mutableSpan
        for symbol in symbols {
            let index = Int(symbol.id)
            let entry = entries[index]
            if !isCancelled(entry.coefficient, from: Double(entry.magnitude)) && keep(symbol) {
                cells.append(Row.Cell(symbol: symbol, coefficient: entry.coefficient))
            }
            entries[index] = Entry()
        }
        symbols.removeAll(keepingCapacity: true)
        touched = symbols
        return cells
    }
}

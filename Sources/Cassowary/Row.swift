/// A sparse linear row `constant + Σ coefficient × symbol`, its cells sorted by symbol.
///
/// In the tableau a row belongs to a basic symbol and reads `basic = constant + Σ …`. Cells whose
/// coefficient falls below `epsilon` are dropped. Every mutation can report the symbols that enter
/// or leave the row, which is how the tableau keeps its column index.
struct Row: Sendable {
    struct Cell: Sendable {
        var symbol: Symbol
        var coefficient: Double
    }

    /// What a mutation did to a symbol's presence in the row.
    enum Change { case inserted, removed }

    var constant: Double
    private(set) var cells: [Cell] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// A row from cells already sorted by symbol id, none of them near zero.
    init(constant: Double, sortedCells: [Cell]) {
        self.constant = constant
        self.cells = sortedCells
    }

    /// Appends `coefficient × symbol` for a symbol newer (of a higher id) than every symbol of
    /// the row, which stays sorted.
    mutating func appendNewest(_ symbol: Symbol, coefficient: Double) {
        assert(cells.last.map { $0.symbol.id < symbol.id } ?? true, "appendNewest(_:coefficient:) needs the newest symbol")
        cells.append(Cell(symbol: symbol, coefficient: coefficient))
    }

    /// The position of `symbol`, or where it would be inserted.
    private func position(of symbol: Symbol) -> (found: Bool, index: Int) {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let id = cells[mid].symbol.id
            if id == symbol.id { return (true, mid) }
            if id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return (false, low)
    }

    /// The coefficient of `symbol`, zero when it is absent.
    func coefficient(for symbol: Symbol) -> Double { coefficientIfPresent(for: symbol) ?? 0 }

    /// The coefficient of `symbol`, nil when it is absent.
    func coefficientIfPresent(for symbol: Symbol) -> Double? {
        let (found, index) = position(of: symbol)
        return found ? cells[index].coefficient : nil
    }

    func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

    /// True when every symbol of the row is a dummy (or the row has none).
    var hasOnlyDummies: Bool { cells.allSatisfy { $0.symbol.kind == .dummy } }

    /// Adds `coefficient × symbol`.
    mutating func insert(
        _ symbol: Symbol, coefficient: Double, observe: (Symbol, Change) -> Void = { _, _ in }
    ) {
        let (found, index) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if isCancelled(sum, from: coefficient) {
                cells.remove(at: index)
                observe(symbol, .removed)
            } else {
                cells[index].coefficient = sum
            }
        } else if !isNearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
            observe(symbol, .inserted)
        }
    }

    /// Adds `factor × other`, constant included.
    ///
    /// The cells are merged in place, from the back: the row grows by `other`'s cells, each cell
    /// is written at most once, and a cell that cancels leaves a gap closed at the end.
    mutating func insert(
        _ other: Row, times factor: Double = 1, observe: (Symbol, Change) -> Void = { _, _ in }
    ) {
        constant += factor * other.constant
        if other.cells.count <= 4 {
            if cells.count > Row.longRow {
                insertFew(other.cells, times: factor, dropping: nil, observe: observe)
            } else {
                for cell in other.cells {
                    insert(cell.symbol, coefficient: factor * cell.coefficient, observe: observe)
                }
            }
            return
        }
        var mine = cells.count - 1
        var theirs = other.cells.count - 1
        let merged = cells.count + other.cells.count
        // Room for the next merge as well: a row merged into once is often merged into again
        // (each pivot's row into every row that mentions its subject), and each growth is a
        // heap block copied and freed.
        if cells.capacity < merged { cells.reserveCapacity(2 * merged) }
        cells.append(contentsOf: other.cells)  // room for the merge; overwritten below
        var write = cells.count - 1
        while theirs >= 0 {
            let incoming = other.cells[theirs]
            if mine >= 0 && cells[mine].symbol.id > incoming.symbol.id {
                cells[write] = cells[mine]
                mine -= 1
            } else if mine >= 0 && cells[mine].symbol.id == incoming.symbol.id {
                let value = cells[mine].coefficient + factor * incoming.coefficient
                mine -= 1
                theirs -= 1
                if isCancelled(value, from: cells[mine + 1].coefficient) {
                    observe(incoming.symbol, .removed)
                    continue
                }
                cells[write] = Cell(symbol: incoming.symbol, coefficient: value)
            } else {
                let value = factor * incoming.coefficient
                theirs -= 1
                if isNearZero(value) { continue }
                cells[write] = Cell(symbol: incoming.symbol, coefficient: value)
                observe(incoming.symbol, .inserted)
            }
            write -= 1
        }
        // cells[0...mine] are in place; cells[write + 1 ..< count] hold the rest.
        if write > mine { cells.removeSubrange(mine + 1 ... write) }
        if cells.capacity > 4 * cells.count + 64 { releaseSpareCapacity() }
    }

    /// The length beyond which a change of a few cells is merged by `insertFew` (below it, one
    /// insertion per cell costs less than the merge's scratch array).
    private static let longRow = 64

    /// Adds `factor ×` a few sorted `incoming` cells (and drops `dropped`'s cell, when given) by
    /// merging only the stretch of the row they fall in and moving the cells after it once: a long
    /// row changed near its start (a chain's container equation, whose first views are its
    /// lowest symbols) is shifted once per change, not once per cell.
    private mutating func insertFew(
        _ incoming: [Cell], times factor: Double, dropping dropped: Symbol?, observe: (Symbol, Change) -> Void
    ) {
        guard !incoming.isEmpty || dropped != nil else { return }
        var start = cells.count
        var end = 0
        if let first = incoming.first, let last = incoming.last {
            start = position(of: first.symbol).index
            let (found, index) = position(of: last.symbol)
            end = found ? index + 1 : index
        }
        if let dropped {
            let index = position(of: dropped).index
            start = min(start, index)
            end = max(end, index + 1)
        }
        var merged: [Cell] = []
        merged.reserveCapacity(end - start + incoming.count)
        var mine = start
        for cell in incoming {
            while mine < end && cells[mine].symbol.id < cell.symbol.id {
                if cells[mine].symbol != dropped { merged.append(cells[mine]) } else { observe(dropped!, .removed) }
                mine += 1
            }
            let value = factor * cell.coefficient
            if mine < end && cells[mine].symbol == cell.symbol {
                let sum = cells[mine].coefficient + value
                mine += 1
                if isCancelled(sum, from: value) {
                    observe(cell.symbol, .removed)
                } else {
                    merged.append(Cell(symbol: cell.symbol, coefficient: sum))
                }
            } else if !isNearZero(value) {
                merged.append(Cell(symbol: cell.symbol, coefficient: value))
                observe(cell.symbol, .inserted)
            }
        }
        while mine < end {
            if cells[mine].symbol != dropped { merged.append(cells[mine]) } else { observe(dropped!, .removed) }
            mine += 1
        }
        cells.replaceSubrange(start..<end, with: merged)
    }

    /// Moves the cells to storage of their own size: a row that once held a long merge and
    /// then shrank (a chain's container row passes through many rows) gives the memory back.
    @inline(never)  // rare: kept out of the merge loop's caller
    private mutating func releaseSpareCapacity() {
        var fitted: [Cell] = []
        fitted.reserveCapacity(cells.count)
        fitted.append(contentsOf: cells)
        cells = fitted
    }

    /// Removes `symbol` from the row (a no-op when it is absent); false when it was absent.
    @discardableResult
    mutating func remove(_ symbol: Symbol, observe: (Symbol, Change) -> Void = { _, _ in }) -> Bool {
        let (found, index) = position(of: symbol)
        if found {
            cells.remove(at: index)
            observe(symbol, .removed)
        }
        return found
    }

    /// Multiplies the constant and every coefficient by `factor` (nonzero), dropping the cells
    /// that fall below `epsilon`.
    mutating func multiply(by factor: Double, observe: (Symbol, Change) -> Void = { _, _ in }) {
        constant *= factor
        guard abs(factor) < 1 else {
            // No cell can fall below epsilon: a plain loop the compiler vectorises.
            if factor != 1 { for index in cells.indices { cells[index].coefficient *= factor } }
            return
        }
        var dropped = false
        for index in cells.indices {
            cells[index].coefficient *= factor
            if isNearZero(cells[index].coefficient) {
                observe(cells[index].symbol, .removed)
                dropped = true
            }
        }
        if dropped { cells.removeAll { isNearZero($0.coefficient) } }
    }

    /// Multiplies the constant and every coefficient by -1.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Treats the row as `0 = row` and rewrites it as `symbol = …`, dropping `symbol`'s cell.
    mutating func solve(for symbol: Symbol) {
        let (found, index) = position(of: symbol)
        precondition(found, "solve(for:) needs a symbol of the row")
        let factor = -1.0 / cells[index].coefficient
        constant *= factor
        // One pass: the cells before the symbol's scaled in place, those after it moved down by one
        // as they are scaled (no separate removal moving them first). Through a buffer: one check
        // that the storage is not shared, not one per cell written.
        cells.withUnsafeMutableBufferPointer { cells in
            for i in 0..<index { cells[i].coefficient *= factor }
            for i in (index + 1)..<cells.count {
                cells[i - 1] = Cell(symbol: cells[i].symbol, coefficient: cells[i].coefficient * factor)
            }
        }
        cells.removeLast()
    }

    /// Rewrites `lhs = row` (where `rhs` is in the row and `lhs` is not) as `rhs = …` (where
    /// `lhs` now is). `lhs`'s cell takes the place of `rhs`'s, so only the cells between the two
    /// move.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        let (found, index) = position(of: rhs)
        precondition(found, "solve(for:replacing:) needs a symbol of the row")
        let (present, target) = position(of: lhs)
        precondition(!present, "solve(for:replacing:) needs a symbol absent from the row")
        let factor = -1.0 / cells[index].coefficient
        if target <= index {
            for i in stride(from: index, to: target, by: -1) { cells[i] = cells[i - 1] }
            cells[target] = Cell(symbol: lhs, coefficient: -1)
        } else {
            for i in index..<(target - 1) { cells[i] = cells[i + 1] }
            cells[target - 1] = Cell(symbol: lhs, coefficient: -1)
        }
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Replaces `symbol` by the expression `row`; false when the row does not mention `symbol`
    /// (and is left as it was).
    @discardableResult
    mutating func substitute(
        _ symbol: Symbol, with row: Row, observe: (Symbol, Change) -> Void = { _, _ in }
    ) -> Bool {
        let (found, index) = position(of: symbol)
        guard found else { return false }
        let coefficient = cells[index].coefficient
        guard row.cells.count > 4 || cells.count <= Row.longRow else {
            constant += coefficient * row.constant
            insertFew(row.cells, times: coefficient, dropping: symbol, observe: observe)
            return true
        }
        cells.remove(at: index)
        observe(symbol, .removed)
        insert(row, times: coefficient, observe: observe)
        return true
    }
}

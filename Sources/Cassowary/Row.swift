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

    /// A row from cells in any order: sorted by symbol, repeated symbols added together, cells
    /// near zero dropped.
    init(constant: Double, combining unsorted: [Cell]) {
        self.constant = constant
        var sorted = unsorted
        sorted.sort { $0.symbol.id < $1.symbol.id }
        cells.reserveCapacity(sorted.count + 2)
        for cell in sorted {
            if let last = cells.last, last.symbol == cell.symbol {
                cells[cells.count - 1].coefficient += cell.coefficient
            } else {
                cells.append(cell)
            }
        }
        cells.removeAll { isNearZero($0.coefficient) }
    }

    /// A row from cells already sorted by symbol id, none of them near zero.
    init(constant: Double, sortedCells: [Cell]) {
        self.constant = constant
        self.cells = sortedCells
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
    func coefficient(for symbol: Symbol) -> Double {
        let (found, index) = position(of: symbol)
        return found ? cells[index].coefficient : 0
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
            if isNearZero(sum) {
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
            for cell in other.cells {
                insert(cell.symbol, coefficient: factor * cell.coefficient, observe: observe)
            }
            return
        }
        var mine = cells.count - 1
        var theirs = other.cells.count - 1
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
                if isNearZero(value) {
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

    /// Moves the cells to storage of their own size: a row that once held a long merge and
    /// then shrank (a chain's container row passes through many rows) gives the memory back.
    @inline(never)  // rare: kept out of the merge loop's caller
    private mutating func releaseSpareCapacity() {
        var fitted: [Cell] = []
        fitted.reserveCapacity(cells.count)
        fitted.append(contentsOf: cells)
        cells = fitted
    }

    /// Removes `symbol` from the row (a no-op when it is absent).
    mutating func remove(_ symbol: Symbol, observe: (Symbol, Change) -> Void = { _, _ in }) {
        let (found, index) = position(of: symbol)
        if found {
            cells.remove(at: index)
            observe(symbol, .removed)
        }
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
        cells.remove(at: index)
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Rewrites `lhs = row` (where `rhs` is in the row) as `rhs = …` (where `lhs` now is).
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, coefficient: -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row`.
    mutating func substitute(
        _ symbol: Symbol, with row: Row, observe: (Symbol, Change) -> Void = { _, _ in }
    ) {
        let (found, index) = position(of: symbol)
        guard found else { return }
        let coefficient = cells[index].coefficient
        cells.remove(at: index)
        observe(symbol, .removed)
        insert(row, times: coefficient, observe: observe)
    }
}

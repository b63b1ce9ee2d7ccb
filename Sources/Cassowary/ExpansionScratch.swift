/// Scratch space for expanding rows, kept between calls so that an expansion costs what it
/// touches, not the number of symbols.
struct ExpansionScratch {
    var coefficients: [Double] = []
    var isTouched: [Bool] = []
    var touched: [Symbol] = []
    var pending = RankHeap()

    /// Makes room for the symbols handed out so far (`count`).
    mutating func grow(to count: Int) {
        guard coefficients.count < count else { return }
        let growth = count - coefficients.count
        coefficients += repeatElement(0, count: growth)
        isTouched += repeatElement(false, count: growth)
    }

    /// Adds `coefficient` to `symbol`'s sum; true when the symbol was not touched before.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Bool {
        let index = Int(symbol.id)
        let isFirst = !isTouched[index]
        if isFirst {
            isTouched[index] = true
            touched.append(symbol)
        }
        coefficients[index] += coefficient
        return isFirst
    }

    /// The sums of the touched symbols as cells sorted by symbol, leaving out those near zero and
    /// those `keep` refuses; the scratch is left clear.
    mutating func takeCells(keeping keep: (Symbol) -> Bool) -> [Row.Cell] {
        touched.sort()
        var cells: [Row.Cell] = []
        cells.reserveCapacity(touched.count)
        for symbol in touched {
            let index = Int(symbol.id)
            if !isNearZero(coefficients[index]) && keep(symbol) {
                cells.append(Row.Cell(symbol: symbol, coefficient: coefficients[index]))
            }
            coefficients[index] = 0
            isTouched[index] = false
        }
        touched.removeAll(keepingCapacity: true)
        return cells
    }
}

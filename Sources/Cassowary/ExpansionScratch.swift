/// Scratch space for expanding rows, kept between calls so that an expansion costs what it
/// touches, not the number of symbols.
struct ExpansionScratch {
    private var coefficients: [Double] = []
    /// By symbol id: the largest magnitude of the terms added to the symbol's sum, which tells a
    /// sum that is zero but for rounding (`isCancelled`); a Float, whose 7 digits are plenty for
    /// that test, to keep the scratch at 12 bytes per symbol.
    private var magnitudes: [Float] = []
    /// By symbol id: 0 for a symbol not touched yet, else its kind's raw value plus one (so the
    /// touched symbols can be read back in id order without sorting them).
    private var touchedKinds: [UInt8] = []
    var touched: [Symbol] = []
    var pending = RankHeap()

    /// Makes room for the symbols handed out so far (`count`).
    mutating func grow(to count: Int) {
        guard coefficients.count < count else { return }
        let growth = count - coefficients.count
        coefficients += repeatElement(0, count: growth)
        magnitudes += repeatElement(0, count: growth)
        touchedKinds += repeatElement(0, count: growth)
    }

    /// Adds `coefficient` to `symbol`'s sum; true when the symbol was not touched before.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Bool {
        let index = Int(symbol.id)
        let isFirst = touchedKinds[index] == 0
        if isFirst {
            touchedKinds[index] = symbol.kind.rawValue + 1
            touched.append(symbol)
        }
        coefficients[index] += coefficient
        magnitudes[index] = max(magnitudes[index], Float(abs(coefficient)))
        return isFirst
    }

    /// The sum of `symbol` (zero when its terms cancel), which leaves the scratch; the symbol
    /// stays touched.
    mutating func takeSum(of symbol: Symbol) -> Double {
        let index = Int(symbol.id)
        let sum = isCancelled(coefficients[index], from: Double(magnitudes[index])) ? 0 : coefficients[index]
        coefficients[index] = 0
        magnitudes[index] = 0
        return sum
    }

    /// The sums of the touched symbols as cells sorted by symbol, leaving out those that cancel and
    /// those `keep` refuses; the scratch is left clear.
    mutating func takeCells(keeping keep: (Symbol) -> Bool) -> [Row.Cell] {
        if touched.count >= touchedKinds.count / 16 {
            // Many symbols (an expansion through a whole chain): reading them back in id order
            // costs less than sorting them.
            touched.removeAll(keepingCapacity: true)
            for (index, kind) in touchedKinds.enumerated() where kind != 0 {
                touched.append(Symbol(id: Int32(index), kind: Symbol.Kind(rawValue: kind - 1)!))
            }
        } else {
            touched.sort()
        }
        var cells: [Row.Cell] = []
        cells.reserveCapacity(touched.count)
        for symbol in touched {
            let index = Int(symbol.id)
            if !isCancelled(coefficients[index], from: Double(magnitudes[index])) && keep(symbol) {
                cells.append(Row.Cell(symbol: symbol, coefficient: coefficients[index]))
            }
            coefficients[index] = 0
            magnitudes[index] = 0
            touchedKinds[index] = 0
        }
        touched.removeAll(keepingCapacity: true)
        return cells
    }
}

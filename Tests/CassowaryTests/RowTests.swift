@testable import Cassowary
import Testing

/// A sum of coefficients within 1e-10 of the terms it cancels is what rounding leaves of an exact
/// zero: the row drops it, as it drops a coefficient below 1e-8. A genuine difference stays.
@Suite struct RowTests {
    let a = Symbol(id: 1, kind: .slack)
    let b = Symbol(id: 2, kind: .error)

    @Test func aSumThatCancelsToRoundingIsDropped() {
        var row = Row(constant: 5)
        row.insert(a, coefficient: 2000)
        row.insert(b, coefficient: 1)
        row.insert(a, coefficient: -1999.99999997)  // leaves 3e-8: above 1e-8, below 1e-10 of 2000
        #expect(row.cells.map(\.symbol) == [b])
        #expect(row.constant == 5)
    }

    @Test func aSumAboveRoundingStays() {
        var row = Row()
        row.insert(a, coefficient: 2000)
        row.insert(a, coefficient: -1999.9999)
        #expect(row.cells.count == 1)
        #expect(abs(row.coefficient(for: a) - 1e-4) < 1e-12)
    }

    @Test func aMergedRowDropsTheCellsThatCancel() {
        var row = Row()
        for id in 1...6 { row.insert(Symbol(id: Int32(id), kind: .slack), coefficient: 2000) }
        var other = Row(constant: 1)
        for id in 1...6 { other.insert(Symbol(id: Int32(id), kind: .slack), coefficient: id == 3 ? 1.000000000013749 : 1) }
        row.insert(other, times: -2000)  // six cells: the merge, not the few-cell path
        #expect(row.cells.isEmpty)
        #expect(row.constant == -2000)
    }

    /// A cell for a symbol newer than every symbol of the row goes last: the row stays sorted,
    /// its other cells and constant as they were.
    @Test func aNewestSymbolIsAppendedAfterTheOthers() {
        var row = Row(constant: 3)
        row.insert(b, coefficient: 2)
        row.insert(a, coefficient: 1)
        let newest = Symbol(id: 7, kind: .dummy)
        row.appendNewest(newest, coefficient: -1)
        #expect(row.cells.map(\.symbol) == [a, b, newest])
        #expect(row.cells.map(\.coefficient) == [1, 2, -1])
        #expect(row.constant == 3)
    }

    /// `0 = 6 + 2s₁ + 4s₂ - 8s₃` solved for the first, a middle or the last symbol: its cell leaves,
    /// every other cell and the constant are divided by minus its coefficient, the order kept.
    @Test func solvingForASymbolAtAnyPositionDropsItsCellAndScalesTheRest() {
        let symbols = (1...3).map { Symbol(id: Int32($0), kind: .slack) }
        let coefficients = [2.0, 4, -8]
        for position in 0..<3 {
            var row = Row(constant: 6)
            for (symbol, coefficient) in zip(symbols, coefficients) { row.insert(symbol, coefficient: coefficient) }
            row.solve(for: symbols[position])
            let factor = -1 / coefficients[position]
            #expect(row.constant == 6 * factor)
            #expect(row.cells.map(\.symbol) == symbols.enumerated().filter { $0.offset != position }.map(\.element))
            #expect(row.cells.map(\.coefficient) == coefficients.enumerated().filter { $0.offset != position }.map { $0.element * factor })
        }
    }

    @Test func anExpansionDropsASumThatCancels() {
        var scratch = ExpansionScratch()
        scratch.grow(to: 3)
        scratch.accumulate { $0.add(a, -2000 * 1.000000000013749) }
        scratch.accumulate { $0.add(a, 2000) }
        scratch.accumulate { $0.add(b, 0.5) }
        let cells = scratch.takeCells()
        #expect(cells.map(\.symbol) == [b])
    }

    /// A row's cells added at once sum as they do added one by one: a sum that cancels is dropped,
    /// a symbol touched twice is listed once.
    @Test func cellsAddedAtOnceSumAsOneByOne() {
        var scratch = ExpansionScratch()
        scratch.grow(to: 3)
        scratch.accumulate { $0.add(a, -2000 * 1.000000000013749) }
        scratch.accumulate { $0.add([Row.Cell(symbol: a, coefficient: 2000), Row.Cell(symbol: b, coefficient: 0.5)]) }
        scratch.accumulate { $0.add([Row.Cell(symbol: b, coefficient: 0.25)]) }
        let cells = scratch.takeCells()
        #expect(cells.map(\.symbol) == [b] && cells.map(\.coefficient) == [0.75])
    }
}

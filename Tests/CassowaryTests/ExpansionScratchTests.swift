@testable import Cassowary
import Testing

/// The scratch sums terms by symbol and reads the sums back in id order, without sorting them:
/// symbols in any order, across words of 64 ids and blocks of 4,096, come back sorted, and the
/// scratch is left clear for the next expansion.
@Suite struct ExpansionScratchTests {
    @Test func sumsComeBackInIdOrderAcrossWordsAndBlocks() {
        var scratch = ExpansionScratch()
        scratch.grow(to: 9000)
        let ids: [Int32] = [8999, 3, 4096, 64, 63, 4095, 0, 130, 8192]
        for (index, id) in ids.enumerated() {
            scratch.accumulate { $0.add(Symbol(id: id, kind: index % 2 == 0 ? .slack : .dummy), Double(index + 1)) }
        }
        scratch.accumulate { $0.add(Symbol(id: 64, kind: .dummy), 1) }  // a second term of one symbol
        let cells = scratch.takeCells()
        #expect(cells.map(\.symbol.id) == ids.sorted())
        #expect(cells.map(\.symbol.kind) == ids.sorted().map { id in ids.firstIndex(of: id)! % 2 == 0 ? .slack : .dummy })
        #expect(cells.first { $0.symbol.id == 64 }?.coefficient == 5)
        #expect(scratch.takeCells().isEmpty)
        scratch.accumulate { $0.add(Symbol(id: 4096, kind: .error), 2) }
        #expect(scratch.takeCells().map(\.symbol.id) == [4096])
    }

    /// A definition's sum (`addPending`) is taken when it is expanded and never read back.
    @Test func aPendingSumIsTakenNotReadBack() {
        var scratch = ExpansionScratch()
        scratch.grow(to: 10)
        let x = Symbol(id: 7, kind: .external)
        let s = Symbol(id: 2, kind: .slack)
        let firsts = scratch.accumulate { sums in
            sums.add(s, 1)
            return [sums.addPending(x, 2), sums.addPending(x, 0.5)]
        }
        #expect(firsts == [true, false])
        #expect(scratch.accumulate { $0.takeSum(of: x) } == 2.5)
        #expect(scratch.takeCells().map(\.symbol) == [s])
        #expect(scratch.accumulate { $0.addPending(x, 1) })  // empty again once taken
    }

    /// Grown again, the scratch sums the symbols of every growth's room (its entries made afresh
    /// twice as long, its bits grown as far, so that a growth within that room makes none).
    @Test func aGrownScratchSumsTheSymbolsOfBothGrowths() {
        var scratch = ExpansionScratch()
        scratch.grow(to: 4000)
        scratch.accumulate { $0.add(Symbol(id: 3999, kind: .slack), 3) }
        #expect(scratch.takeCells().map(\.symbol.id) == [3999])
        scratch.grow(to: 5000)  // twofold: room for 8000
        scratch.grow(to: 7000)  // within it
        scratch.accumulate { $0.add(Symbol(id: 6999, kind: .slack), 1) }
        scratch.accumulate { $0.add(Symbol(id: 3999, kind: .slack), 2) }
        #expect(scratch.takeCells().map(\.coefficient) == [2, 1])
    }
}

import Testing

@testable import Cassowary

/// The list of definitions for an evaluation of every definition: lowest rank first, lowest id
/// among equal ranks, only the rows of user variables, whether the ranks are sorted by counting
/// (a range about as wide as the definitions are many) or by comparison (a much wider one).
@Suite struct DefinitionsInRankOrderTests {
    /// The ids `list` orders for rows of these basic symbols (a nil row: a free slot) and ranks.
    func listed(_ slots: [(symbol: Symbol, hasRow: Bool)], ranks: [Int32: Int]) -> [Int32] {
        var ranksByID = [Int](repeating: 0, count: Int(slots.map(\.symbol.id).max()!) + 1)
        for (id, rank) in ranks { ranksByID[Int(id)] = rank }
        var order = DefinitionsInRankOrder()
        order.list(
            rows: slots.map { $0.hasRow ? Row(constant: 0) : nil }, basics: slots.map(\.symbol), ranks: ranksByID,
            lowestRank: ranks.values.min()!)
        return order.entries.map(\.id)
    }

    @Test func lowestRankFirstThenLowestID() {
        let slots: [(symbol: Symbol, hasRow: Bool)] = [
            (Symbol(id: 7, kind: .external), true), (Symbol(id: 2, kind: .external), true),
            (Symbol(id: 9, kind: .slack), true), (Symbol(id: 4, kind: .external), true),
            (Symbol(id: 1, kind: .external), false), (Symbol(id: 3, kind: .external), true),
            (Symbol(id: 0, kind: .external), true), (Symbol(id: 5, kind: .external), true),
        ]
        // Ranks -3...2: counted. 7 and 3 share rank 1, 5 and 0 and 4 share rank -3.
        let ranks: [Int32: Int] = [7: 1, 2: 2, 9: -1, 4: -3, 1: -2, 3: 1, 0: -3, 5: -3]
        #expect(listed(slots, ranks: ranks) == [0, 4, 5, 3, 7, 2])
        // The same with ranks spread far apart: compared.
        let spread = ranks.mapValues { $0 * 1_000_000 }
        #expect(listed(slots, ranks: spread) == [0, 4, 5, 3, 7, 2])
    }
}

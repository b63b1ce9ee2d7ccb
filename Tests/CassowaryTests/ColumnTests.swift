@testable import Cassowary
import Testing

/// A column files each row that gains its symbol once while that row moves among a few slots: in a
/// column with stale entries, a row back in a slot among the last four entries reuses that entry.
@Suite struct ColumnTests {
    @Test func aRowBackInARecentSlotReusesItsEntry() {
        var column = Column()
        for slot: Int32 in [3, 7, 3, 7, 3] {
            let asks = column.add(slot)
            #expect(!asks)
            column.removeOne()
        }
        #expect(column.slots == [3, 7])
        #expect(column.count == 0)
    }

    @Test func aSlotOlderThanTheLastFourEntriesIsFiledAgain() {
        var column = Column()
        for slot: Int32 in 1...5 {
            _ = column.add(slot)
            column.removeOne()
        }
        _ = column.add(1)
        #expect(column.slots == [1, 2, 3, 4, 5, 1])
        #expect(column.count == 1)
    }

    @Test func staleEntriesOutnumberingLiveOnesAskForACompaction() {
        var column = Column()
        var asked: [Int32] = []
        // One row stays; each later one is filed (two rows then mention the symbol) and leaves
        // again. The column asks once it holds more than 4 × 2 + 64 entries: from slot 72 on.
        for slot: Int32 in 0..<75 {
            if column.add(slot) { asked.append(slot) }
            if slot > 0 { column.removeOne() }
        }
        #expect(asked == [72, 73, 74])
    }
}

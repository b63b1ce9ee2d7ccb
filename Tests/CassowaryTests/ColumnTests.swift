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
        #expect(entries(of: column) == [3, 7])
        #expect(column.count == 0)
    }

    @Test func aSlotOlderThanTheLastFourEntriesIsFiledAgain() {
        var column = stale(1...5)
        _ = column.add(1)
        #expect(entries(of: column) == [1, 2, 3, 4, 5, 1])
        #expect(column.entryCount == 6 && column[3] == 4 && column[5] == 1)
        #expect(column.count == 1)
    }

    /// In a column whose entries are in its array, a row back in any of the last four slots (not
    /// only the last) reuses its entry.
    @Test func aRowBackInOneOfTheLastFourSlotsOfAnArrayReusesItsEntry() {
        var column = stale(1...5)
        _ = column.add(2)
        #expect(entries(of: column) == [1, 2, 3, 4, 5])
        #expect(column.count == 1)
    }

    /// Filing with the first entry inlined files as `add` does: into an empty column, and, through
    /// `add`, into one with entries.
    @Test func filingWithTheFirstEntryInlinedFilesAsAdd() {
        var inlined = Column(), called = Column()
        for slot: Int32 in [4, 9, 4] {
            #expect(inlined.addInliningFirst(slot) == called.add(slot))
            #expect(entries(of: inlined) == entries(of: called))
            #expect(inlined.count == called.count && inlined.isExact == called.isExact)
        }
        #expect(entries(of: inlined) == [4, 9, 4] && inlined.count == 3)
    }

    /// A walk visits each entry once, in order, whether the column holds none, one to three in
    /// itself, or more in an array.
    @Test(arguments: 0...5) func aWalkVisitsTheEntriesInOrder(count: Int) {
        var column = Column()
        let slots = (0..<count).map { Int32(10 * $0 + 1) }
        for slot in slots { column.append(slot) }
        var visited: [Int32] = []
        column.forEachEntry { visited.append($0) }
        #expect(visited == slots)
        #expect(entries(of: column) == slots)
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

    /// Up to three entries live in the column, more in an array: a column given five holds all
    /// five in order, and keeping two of its seven entries (one repeated) leaves exactly those two,
    /// lowest first, in the column itself.
    @Test func keepingTheLiveEntriesOfAnArrayLeavesExactlyThose() {
        var column = Column()
        for slot: Int32 in [2, 4, 12, 8, 10] { _ = column.add(slot) }
        #expect(entries(of: column) == [2, 4, 12, 8, 10])
        #expect(column.count == 5)
        column.append(6)
        column.append(12)
        for _ in 0..<3 { column.removeOne() }
        #expect(!column.isExact && column.count == 2)
        column.keepLiveEntries { $0 == 6 || $0 == 12 }
        #expect(entries(of: column) == [6, 12])
        #expect(column.entryCount == 2 && column.count == 2 && column.isExact)
        column.append(1)
        #expect(entries(of: column) == [6, 12, 1])
    }

    /// A column of at most three entries keeps its live ones in itself, sorted, each once; and an
    /// array's that stay more than three stay in the array.
    @Test func keepingTheLiveEntriesSortsThemAndDropsRepeats() {
        var few = Column()
        for slot: Int32 in [9, 5, 2] { few.append(slot) }
        few.keepLiveEntries { $0 != 5 }
        #expect(entries(of: few) == [2, 9])
        #expect(few.count == 2 && few.isExact)
        var many = Column()
        for slot: Int32 in [7, 3, 11, 7, 5, 1, 9] { many.append(slot) }
        many.keepLiveEntries { $0 != 1 }
        #expect(entries(of: many) == [3, 5, 7, 9, 11])
        #expect(many.entryCount == 5 && many.count == 5 && many.isExact)
    }

    /// Sorting drops repeats and leaves the column exact, its count the entries left: three
    /// entries held in the column, and six in an array that shrink to three.
    @Test func sortingDropsRepeatsAndMakesTheColumnExact() {
        var few = Column()
        for slot: Int32 in [9, 2, 9] { few.append(slot) }
        few.sortAndDropRepeats()
        #expect(entries(of: few) == [2, 9])
        #expect(few.count == 2 && few.isExact)
        var many = Column()
        for slot: Int32 in [7, 3, 7, 5, 3, 5] { many.append(slot) }
        many.sortAndDropRepeats()
        #expect(entries(of: many) == [3, 5, 7])
        #expect(many.entryCount == 3 && many.count == 3 && many.isExact)
        many.append(1)
        #expect(entries(of: many) == [3, 5, 7, 1])
    }

    /// Filing rows in new slots (each beyond every slot before) appends each without a search and
    /// keeps an exact column exact, in itself and once it spills into an array; a column with
    /// stale entries stays as it was, not exact.
    @Test func filingInNewSlotsKeepsAnExactColumnExact() {
        var column = Column()
        for slot: Int32 in [2, 5, 6, 9, 14] {
            column.addInNewSlot(slot)
            #expect(column.isExact && column.count == column.entryCount)
        }
        #expect(entries(of: column) == [2, 5, 6, 9, 14])
        var old = stale(1...2)
        old.addInNewSlot(3)
        #expect(entries(of: old) == [1, 2, 3] && old.count == 1 && !old.isExact)
    }

    /// A column whose rows in `slots` each gained the symbol and lost it again: every entry stale.
    private func stale(_ slots: ClosedRange<Int32>) -> Column {
        var column = Column()
        for slot in slots {
            _ = column.add(slot)
            column.removeOne()
        }
        return column
    }

    /// The column's entries in order.
    private func entries(of column: Column) -> [Int32] { (0..<Int(column.entryCount)).map { column[$0] } }
}

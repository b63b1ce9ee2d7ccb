import Testing

@testable import Cassowary

/// The queue of an evaluation pops the lowest rank first and, among equal ranks, the lowest id,
/// across the whole range it was prepared for, and is reused empty.
@Suite struct DefinitionQueueTests {
    func symbol(_ id: Int32) -> Symbol { Symbol(id: id, kind: .external) }

    func drain(_ queue: DefinitionQueue) -> [Int32] {
        var popped: [Int32] = []
        while let next = queue.popLowest() { popped.append(next.id) }
        return popped
    }

    /// Ranks far apart (words and summary groups apart), negative and positive, and five ids at
    /// one rank pushed after the last, before the first and between.
    @Test func popsByRankThenLowestID() {
        let queue = DefinitionQueue()
        queue.prepare(ranks: -5_000...300_000, idCount: 12)
        let pushed: [(id: Int32, rank: Int)] = [
            (7, 0), (2, 299_999), (9, 0), (4, -5_000), (1, 64), (11, 0), (0, 4_096), (8, 0), (3, 63), (6, 0),
            (5, 300_000),
        ]
        for (id, rank) in pushed { queue.push(symbol(id), rank: rank) }
        #expect(queue.count == 11)
        #expect(drain(queue) == [4, 6, 7, 8, 9, 11, 3, 1, 0, 2, 5])
        #expect(queue.count == 0)
    }

    /// A rank pushed below the last one popped (before what is left) still pops first; ids
    /// pushed at a rank already popped from are chained again.
    @Test func aPushBelowWhatWasPoppedPopsNext() {
        let queue = DefinitionQueue()
        queue.prepare(ranks: 0...10_000, idCount: 8)
        queue.push(symbol(1), rank: 9_000)
        queue.push(symbol(2), rank: 5_000)
        #expect(queue.popLowest()?.id == 2)
        queue.push(symbol(6), rank: 100)
        queue.push(symbol(3), rank: 9_000)
        queue.push(symbol(5), rank: 100)
        #expect(drain(queue) == [5, 6, 1, 3])
    }

    /// A queue emptied and prepared for another range pops the new items alone, in order.
    @Test func aQueueEmptiedIsReused() {
        let queue = DefinitionQueue()
        queue.prepare(ranks: -20...20, idCount: 20)
        for id: Int32 in 0..<20 { queue.push(symbol(id), rank: Int(id % 4) - 2) }
        #expect(drain(queue).count == 20)
        queue.prepare(ranks: -100_000...5, idCount: 40)
        queue.push(symbol(30), rank: -1)
        queue.push(symbol(6), rank: -1)
        queue.push(symbol(1), rank: -100_000)
        #expect(drain(queue) == [1, 6, 30])
        #expect(queue.popLowest() == nil)
    }
}

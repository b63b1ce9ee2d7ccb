import Testing

@testable import Cassowary

/// The rank heap pops the highest rank first and, among equal ranks, the lowest id; negative
/// ranks (definitions ranked below every other) order the same way.
@Suite struct RankHeapTests {
    func symbol(_ id: Int32) -> Symbol { Symbol(id: id, kind: .external) }

    @Test func popsByRankThenLowestID() {
        var heap = RankHeap()
        let pushed: [(id: Int32, rank: Int)] = [
            (7, -3), (2, 5), (9, 5), (4, -3), (1, 0), (Int32.max, 5), (0, -2_000_000_000), (3, 2_000_000_000),
        ]
        for (id, rank) in pushed { heap.push(symbol(id), rank: rank) }
        var popped: [Int32] = []
        while let next = heap.popHighest() { popped.append(next.id) }
        #expect(popped == [3, 2, 9, Int32.max, 1, 4, 7, 0])
    }

    /// A heap emptied and filled again pops the new items alone, in order.
    @Test func aHeapEmptiedIsReused() {
        var heap = RankHeap()
        for id: Int32 in 0..<20 { heap.push(symbol(id), rank: Int(id % 4)) }
        while heap.popHighest() != nil {}
        heap.push(symbol(5), rank: -1)
        heap.push(symbol(6), rank: -1)
        heap.push(symbol(1), rank: -4)
        #expect(heap.popHighest()?.id == 5)
        #expect(heap.popHighest()?.id == 6)
        #expect(heap.popHighest()?.id == 1)
        #expect(heap.popHighest() == nil)
    }
}

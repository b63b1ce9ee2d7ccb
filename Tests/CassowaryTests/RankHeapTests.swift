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

    /// Pushes between pops, as an expansion makes them (each link of a chain pushed as the link
    /// above it pops, the item waiting in front of the heap): every pop is the highest of what
    /// waits, whether it was pushed above everything or below.
    @Test func popsTheHighestWhenPushesAndPopsInterleave() {
        var heap = RankHeap()
        var waiting: [(id: Int32, rank: Int)] = []
        var state: UInt64 = 12_800_001
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var id: Int32 = 0
        for _ in 0..<2000 {
            if waiting.isEmpty || next(3) > 0 {
                // Above everything waiting half of the time: the chain's next link.
                let rank = next(2) == 0 ? (waiting.map(\.rank).max() ?? 0) + 1 + next(3) : next(50) - 25
                heap.push(symbol(id), rank: rank)
                waiting.append((id, rank))
                id += 1
            } else {
                let highest = waiting.indices.max { (waiting[$0].rank, -waiting[$0].id) < (waiting[$1].rank, -waiting[$1].id) }!
                #expect(heap.popHighest()?.id == waiting.remove(at: highest).id)
            }
        }
        while let popped = heap.popHighest() {
            let highest = waiting.indices.max { (waiting[$0].rank, -waiting[$0].id) < (waiting[$1].rank, -waiting[$1].id) }!
            #expect(popped.id == waiting.remove(at: highest).id)
        }
        #expect(waiting.isEmpty)
    }
}

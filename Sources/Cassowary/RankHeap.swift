/// A max-heap of symbols by rank (lowest id first among equal ranks).
///
/// Sifting moves a hole instead of swapping pairs, and a popped heap keeps its storage, so a heap
/// kept between uses allocates only when it grows past its largest size so far.
struct RankHeap {
    private var items: [(rank: Int, symbol: Symbol)] = []

    /// True when `a` pops before `b`.
    private static func before(_ a: (rank: Int, symbol: Symbol), _ b: (rank: Int, symbol: Symbol)) -> Bool {
        a.rank != b.rank ? a.rank > b.rank : a.symbol < b.symbol
    }

    mutating func push(_ symbol: Symbol, rank: Int) {
        let item = (rank: rank, symbol: symbol)
        items.append(item)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.before(item, items[parent]) else { break }
            items[child] = items[parent]
            child = parent
        }
        items[child] = item
    }

    mutating func popHighest() -> Symbol? {
        guard let last = items.popLast() else { return nil }
        guard !items.isEmpty else { return last.symbol }
        let top = items[0].symbol
        let count = items.count
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < count else { break }
            var child = left
            if left + 1 < count && Self.before(items[left + 1], items[left]) { child = left + 1 }
            guard Self.before(items[child], last) else { break }
            items[parent] = items[child]
            parent = child
        }
        items[parent] = last
        return top
    }
}

/// A max-heap of symbols by rank (lowest id first among equal ranks).
///
/// Sifting moves a hole instead of swapping pairs, and a popped heap keeps its storage, so a heap
/// kept between uses allocates only when it grows past its largest size so far.
struct RankHeap {
    /// Each symbol with its order key: the rank in the high 32 bits, the id's complement in the
    /// low ones, so a larger key pops first (one comparison, not two).
    private var items: [(key: Int, symbol: Symbol)] = []

    /// True when `a` pops before `b`.
    @inline(__always)
    private static func before(_ a: (key: Int, symbol: Symbol), _ b: (key: Int, symbol: Symbol)) -> Bool {
        a.key > b.key
    }

    /// - Precondition: `rank` fits in 32 bits (ranks count definitions).
    mutating func push(_ symbol: Symbol, rank: Int) {
        assert(Int32(exactly: rank) != nil, "a rank beyond 32 bits")
        let item = (key: rank << 32 | Int(UInt32.max - UInt32(symbol.id)), symbol: symbol)
        items.append(item)
        items.withUnsafeMutableBufferPointer { items in  // no bounds or uniqueness check per level
            var child = items.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard Self.before(item, items[parent]) else { break }
                items[child] = items[parent]
                child = parent
            }
            items[child] = item
        }
    }

    mutating func popHighest() -> Symbol? {
        guard let last = items.popLast() else { return nil }
        guard !items.isEmpty else { return last.symbol }
        return items.withUnsafeMutableBufferPointer { items in  // as in push
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
}

/// A max-heap of symbols by rank (lowest id first among equal ranks).
///
/// Sifting moves a hole instead of swapping pairs, and a popped heap keeps its storage, so a heap
/// kept between uses allocates only when it grows past its largest size so far.
///
/// An item pushed above every item of a large heap waits in front of it, outside it: an expansion
/// through a chain of definitions pushes each link as it pops the one above it, with the chain's
/// other definitions waiting in the heap (a 1000-label stack's widths, about 500 of them), and
/// each link sifted up through them and back down cost a tenth of the expansion. A small heap
/// takes every item (sifting through a few levels costs less than asking).
struct RankHeap {
    typealias Item = (key: Int, symbol: Symbol)

    /// Once anything was pushed: the front's place first, then the heap, its root at 1 (a front
    /// of its own would widen the heap, and the scratch that holds it, which an expansion moves).
    /// Each symbol with its order key: the rank in the high 32 bits, the id's complement in the
    /// low ones, so a larger key pops first (one comparison, not two). The front's key is
    /// `Int.min` while no item waits there (no item's: an id's complement is positive). A front
    /// waits only in a heap of more than `frontMinimum` places: it is set in one, and pops take it
    /// before the heap can shrink.
    private var items: [Item] = []

    /// The fewest places (the front's and the heap's) for an item pushed above every item of the
    /// heap to wait in front.
    private static let frontMinimum = 16

    /// True when `a` pops before `b`.
    @inline(__always)
    private static func before(_ a: Item, _ b: Item) -> Bool {
        a.key > b.key
    }

    /// - Precondition: `rank` fits in 32 bits (ranks count definitions).
    mutating func push(_ symbol: Symbol, rank: Int) {
        assert(Int32(exactly: rank) != nil, "a rank beyond 32 bits")
        let item = (key: rank << 32 | Int(UInt32.max - UInt32(symbol.id)), symbol: symbol)
        // A heap of a few places takes every item, after a comparison or two.
        guard items.count > Self.frontMinimum || items.isEmpty else { return pushIntoHeap(item) }
        pushThroughFront(item)
    }

    /// `push` into an empty heap (which makes the front's place) or into one of more than
    /// `frontMinimum` places, through its front. Out of line: the expansion's loop that pushes
    /// stays small enough to be inlined whole.
    @inline(never)
    private mutating func pushThroughFront(_ pushed: Item) {
        var item = pushed
        if items.isEmpty {
            // Room for a small heap at once: the front's place alone would take a block of its own.
            items.reserveCapacity(Self.frontMinimum)
            items.append((key: Int.min, symbol: item.symbol))
        } else if items[0].key != Int.min {
            // The lower of the two goes into the heap.
            if Self.before(item, items[0]) { swap(&item, &items[0]) }
        } else if Self.before(item, items[1]) {
            items[0] = item
            return
        }
        pushIntoHeap(item)
    }

    @inline(__always)
    private mutating func pushIntoHeap(_ item: Item) {
        items.append(item)
        items.withUnsafeMutableBufferPointer { items in  // no bounds or uniqueness check per level
            var child = items.count - 1
            while child > 1 {
                let parent = child / 2
                guard Self.before(item, items[parent]) else { break }
                items[child] = items[parent]
                child = parent
            }
            items[child] = item
        }
    }

    mutating func popHighest() -> Symbol? {
        if items.count > Self.frontMinimum && items[0].key != Int.min {
            items[0].key = Int.min
            return items[0].symbol
        }
        guard items.count > 1 else { return nil }
        let last = items.removeLast()
        guard items.count > 1 else { return last.symbol }
        return items.withUnsafeMutableBufferPointer { items in  // as in push
            let top = items[1].symbol
            let count = items.count
            var parent = 1
            while true {
                let left = 2 * parent
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

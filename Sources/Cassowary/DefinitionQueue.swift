/// The queue of an evaluation of definitions (`Definitions.evaluateChanges`): user variables by
/// rank, popped lowest rank first, lowest id first among equal ranks.
///
/// A heap sifts through a dozen levels per definition, and an evaluation pops every definition it
/// evaluates. Ranks are small integers in a range the definitions know (`prepare`), so the queue
/// is a bit per rank, with a second level of a bit per nonzero word so that a pop skips 64 empty
/// words at a time; the ids queued at one rank are chained, lowest first (ranks are unique but
/// for the rank 0 a never-basic variable can be redefined at). The storage is raw memory kept
/// between evaluations: a push or a pop checks no bounds and no uniqueness. Only an empty queue
/// is shared (a copied tableau copies the reference): `Definitions` replaces a shared one.
final class DefinitionQueue {
    /// Bit `i` of word `w`: some id is queued at rank `base + 64w + i`.
    @exclusivity(unchecked) private var words: UnsafeMutablePointer<UInt64>
    /// Bit `i` of word `s`: word `64s + i` of `words` is nonzero.
    @exclusivity(unchecked) private var summary: UnsafeMutablePointer<UInt64>
    /// By rank - `base`: the lowest and the highest id queued at that rank (meaningful while its
    /// bit is set).
    @exclusivity(unchecked) private var heads: UnsafeMutablePointer<Int32>
    @exclusivity(unchecked) private var tails: UnsafeMutablePointer<Int32>
    /// By id: the next id queued at the same rank, -1 for none.
    @exclusivity(unchecked) private var next: UnsafeMutablePointer<Int32>
    /// How many words `words` holds (a multiple of 64), and ids `next` holds.
    @exclusivity(unchecked) private var wordCapacity = 0
    @exclusivity(unchecked) private var idCapacity = 0
    /// The rank of bit 0.
    @exclusivity(unchecked) private var base = 0
    /// No bit is set in the words before this one.
    @exclusivity(unchecked) private var cursor = 0
    /// How many ids are queued.
    @exclusivity(unchecked) private(set) var count = 0

    init() {
        words = .allocate(capacity: 0)
        summary = .allocate(capacity: 0)
        heads = .allocate(capacity: 0)
        tails = .allocate(capacity: 0)
        next = .allocate(capacity: 0)
    }

    deinit {
        words.deallocate()
        summary.deallocate()
        heads.deallocate()
        tails.deallocate()
        next.deallocate()
    }

    /// Makes the empty queue ready for ranks in `ranks` and ids below `idCount`.
    /// - Precondition: the queue is empty.
    func prepare(ranks: ClosedRange<Int>, idCount: Int) {
        precondition(count == 0, "a queue prepared while it holds ids")
        base = ranks.lowerBound
        cursor = 0
        let neededWords = (ranks.count + 63) / 64
        if neededWords > wordCapacity {
            let capacity = (max(neededWords, 2 * wordCapacity) + 63) / 64 * 64
            words.deallocate()
            summary.deallocate()
            heads.deallocate()
            tails.deallocate()
            words = .allocate(capacity: capacity)
            words.initialize(repeating: 0, count: capacity)
            summary = .allocate(capacity: capacity / 64)
            summary.initialize(repeating: 0, count: capacity / 64)
            heads = .allocate(capacity: capacity * 64)
            tails = .allocate(capacity: capacity * 64)
            wordCapacity = capacity
        }
        if idCount > idCapacity {
            let capacity = max(idCount, 2 * idCapacity)
            next.deallocate()
            next = .allocate(capacity: capacity)
            idCapacity = capacity
        }
    }

    /// Queues `symbol` (a user variable not queued yet) at `rank`.
    /// - Precondition: `rank` and `symbol`'s id lie in the ranges of the last `prepare`.
    func push(_ symbol: Symbol, rank: Int) {
        let index = rank - base
        let id = symbol.id
        precondition(index >= 0 && index < wordCapacity * 64 && Int(id) < idCapacity, "a rank or id outside the queue")
        let word = index >> 6, bit = UInt64(1) << UInt64(index & 63)
        count += 1
        if word < cursor { cursor = word }
        guard words[word] & bit != 0 else {
            words[word] |= bit
            summary[word >> 6] |= UInt64(1) << UInt64(word & 63)
            heads[index] = id
            tails[index] = id
            next[Int(id)] = -1
            return
        }
        // Another id holds the rank: chained in order of id. Many variables can share the rank 0,
        // pushed mostly in order of id: appended at the tail without a walk.
        if id > tails[index] {
            next[Int(tails[index])] = id
            tails[index] = id
            next[Int(id)] = -1
            return
        }
        if id < heads[index] {
            next[Int(id)] = heads[index]
            heads[index] = id
            return
        }
        var previous = heads[index]
        while next[Int(previous)] >= 0 && next[Int(previous)] < id { previous = next[Int(previous)] }
        next[Int(id)] = next[Int(previous)]
        next[Int(previous)] = id
    }

    /// Takes out the user variable of the lowest rank (of the lowest id among equal ranks); nil
    /// when the queue is empty.
    func popLowest() -> Symbol? {
        guard count > 0 else { return nil }
        count -= 1
        var word = cursor
        if words[word] == 0 {
            // The next nonzero word, by the summary: there is one, since an id is queued.
            var group = (word + 1) >> 6
            var bits = summary[group] & (~0 << UInt64((word + 1) & 63))
            while bits == 0 {
                group += 1
                bits = summary[group]
            }
            word = group << 6 | bits.trailingZeroBitCount
            cursor = word
        }
        let index = word << 6 | words[word].trailingZeroBitCount
        let id = heads[index]
        if next[Int(id)] >= 0 {
            heads[index] = next[Int(id)]
        } else {
            words[word] &= words[word] - 1  // the lowest bit cleared
            if words[word] == 0 { summary[word >> 6] &= ~(UInt64(1) << UInt64(word & 63)) }
        }
        return Symbol(id: id, kind: .external)
    }
}

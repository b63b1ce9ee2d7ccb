/// The rows that mention a symbol, kept lazily: an entry is appended when a row gains the symbol,
/// and only the count drops when a row loses it; a reader skips entries whose row no longer
/// mentions the symbol.
///
/// Up to three entries are held in the column itself, more in an array: most columns never hold
/// more than a few, and so need no heap block of their own (one allocated at a column's first
/// entry, and freed with the tableau, cost a tenth of a chain's build).
struct Column {
    /// How many entries the column holds in itself before it takes an array.
    private static let inlineCapacity: Int32 = 3
    /// The entries while there are at most `inlineCapacity` (those beyond `entryCount` mean
    /// nothing).
    private var inline: (Int32, Int32, Int32) = (0, 0, 0)
    /// How many entries the column holds: slots of rows that mention (or once mentioned) the
    /// symbol; may repeat. (Declared next to the inline entries, so that it fills the four bytes
    /// before the array's aligned reference: a column takes 32 bytes, not 40.)
    private(set) var entryCount: Int32 = 0
    /// Every entry, once there are more than `inlineCapacity` (nil before: a column without an
    /// array is copied and destroyed without touching a reference count, and every symbol made
    /// makes one).
    private var spilled: [Int32]?
    /// How many rows mention the symbol.
    var count: Int32 = 0
    /// True when the entries are exactly the rows that mention the symbol, lowest slot first.
    var isExact = true

    init() {}

    /// The entry at `position` (below `entryCount`).
    @inline(__always)  // read in the pivots' and evaluations' inner loops
    subscript(position: Int) -> Int32 {
        assert(position >= 0 && position < entryCount, "a column entry out of range")
        guard entryCount <= Column.inlineCapacity else { return spilled.unsafelyUnwrapped[position] }
        switch position {
        case 0: return inline.0
        case 1: return inline.1
        default: return inline.2
        }
    }

    /// Calls `body` with each entry, first to last. The entries held in the column and those in
    /// its array are read in straight code of their own: where the entries are is asked once per
    /// walk, not once per entry (the subscript's branch cost the suggestion path a few percent).
    @inline(__always)
    func forEachEntry(_ body: (Int32) -> Void) {
        let entries = entryCount
        if entries > Column.inlineCapacity {
            let spilled = self.spilled.unsafelyUnwrapped
            for position in 0..<spilled.count { body(spilled[position]) }
            return
        }
        if entries > 0 { body(inline.0) }
        if entries > 1 { body(inline.1) }
        if entries > 2 { body(inline.2) }
    }

    /// Keeps the entries `isLive` keeps (the rows that still mention the symbol), each once, lowest
    /// slot first, leaving the column exact. Compacted in its own storage: a compaction allocates
    /// nothing (gathering the live entries into a new array cost more than the stale entries it
    /// saved walking).
    mutating func keepLiveEntries(_ isLive: (Int32) -> Bool) {
        if entryCount > Column.inlineCapacity {
            spilled!.removeAll { !isLive($0) }
            entryCount = Int32(spilled!.count)
            if entryCount <= Column.inlineCapacity {
                let live = spilled!
                entryCount = 0
                spilled = nil
                for slot in live { append(slot) }
            }
        } else {
            let (entries, held) = (inline, entryCount)
            entryCount = 0
            if held > 0 && isLive(entries.0) { append(entries.0) }
            if held > 1 && isLive(entries.1) { append(entries.1) }
            if held > 2 && isLive(entries.2) { append(entries.2) }
        }
        sortAndDropRepeats()
    }

    /// Sorts the entries and drops repeated ones: a column of rows that all mention the symbol
    /// becomes exact, its count theirs.
    mutating func sortAndDropRepeats() {
        if entryCount > Column.inlineCapacity {
            spilled!.sortAndDropRepeats()
            if spilled!.count > Column.inlineCapacity {
                entryCount = Int32(spilled!.count)
            } else {
                let unique = spilled!
                entryCount = 0
                spilled = nil
                for slot in unique { append(slot) }
            }
        } else {
            var (a, b, c) = inline
            if entryCount >= 2 && a > b { swap(&a, &b) }
            if entryCount == 3 {
                if b > c { swap(&b, &c) }
                if a > b { swap(&a, &b) }
            }
            let sorted = entryCount
            entryCount = 0
            if sorted > 0 { append(a) }
            if sorted > 1 && b != a { append(b) }
            if sorted > 2 && c != b { append(c) }
        }
        count = entryCount
        isExact = true
    }

    /// Appends `slot` as an entry, whether or not it is one already (see `add(_:)`).
    @inline(__always)
    mutating func append(_ slot: Int32) {
        switch entryCount {
        case 0: inline.0 = slot
        case 1: inline.1 = slot
        case 2: inline.2 = slot
        case 3:
            // Room for many rows more at once: a column that outgrows its own entries grows further,
            // and each growth is a heap block copied and freed (an array begun with room for 8
            // grew on one in seven entries filed in enaml's build and removal; 32 takes enaml's
            // removal 1.7% and its build 1% fewer instructions, 64 little more).
            var entries: [Int32] = []
            entries.reserveCapacity(32)
            entries.append(inline.0)
            entries.append(inline.1)
            entries.append(inline.2)
            entries.append(slot)
            spilled = entries
        default: spilled!.append(slot)
        }
        entryCount &+= 1
    }

    /// `add(_:)` inlined for a column without entries (a new symbol's first row: most of the
    /// symbols of a row filed as a constraint is added), else the call.
    @inline(__always)
    mutating func addInliningFirst(_ slot: Int32) -> Bool {
        guard entryCount == 0 else { return add(slot) }
        count &+= 1
        isExact = false
        append(slot)
        return false
    }

    /// Records that the row in `slot`, a slot beyond every slot a row held so far, gained the
    /// symbol: no entry can repeat it, so none is compared, and as it comes after every entry an
    /// exact column stays exact.
    @inline(__always)
    mutating func addInNewSlot(_ slot: Int32) {
        count &+= 1
        append(slot)
    }

    /// Records that the row in `slot` gained the symbol; true when stale entries now outnumber
    /// live ones enough that the column should be compacted.
    @inline(never)  // kept out of the rows' merge loops, which call it through their observers
    mutating func add(_ slot: Int32) -> Bool {
        // A row that drops the symbol and takes it back (common in pivots) reuses its entry, and
        // so does, in a column with stale entries, a row back in a slot it held a moment ago (a
        // long definition handed between a few slots on every hidden toggle).
        let live = Int(count)
        count &+= 1  // fewer rows than an Int32 counts (slots are Int32)
        isExact = false
        let entries = Int(entryCount)
        if entries > Int(Column.inlineCapacity) {
            // At least four entries, all in the array: the last four are compared without a loop.
            let last = entries - 1
            if spilled.unsafelyUnwrapped[last] != slot
                && (entries <= live
                    || (spilled.unsafelyUnwrapped[last - 1] != slot && spilled.unsafelyUnwrapped[last - 2] != slot
                        && spilled.unsafelyUnwrapped[last - 3] != slot))
            {
                spilled!.append(slot)
                entryCount &+= 1
            }
            return Int(entryCount) > 4 * Int(count) + 64
        }
        // At most four entries after this one: never enough to ask for a compaction. Every entry
        // held in the column is among the last four, each compared once.
        let last = entries == 1 ? inline.0 : entries == 2 ? inline.1 : inline.2
        if entries > 0 && last == slot { return false }
        if entries > live
            && ((entries > 0 && inline.0 == slot) || (entries > 1 && inline.1 == slot) || (entries > 2 && inline.2 == slot))
        {
            return false
        }
        append(slot)
        return false
    }

    /// Records that some row lost the symbol.
    mutating func removeOne() {
        count &-= 1  // a row that lost the symbol had gained it: the count is positive
        isExact = false
    }
}

extension [Int32] {
    /// Sorts the slots and keeps, in place, the first of each run of equal ones.
    mutating func sortAndDropRepeats() {
        sort()
        var count = 0
        for index in indices where count == 0 || self[count - 1] != self[index] {
            self[count] = self[index]
            count += 1
        }
        removeLast(self.count - count)
    }
}

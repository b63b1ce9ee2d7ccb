/// Scratch space for expanding rows, kept between calls so that an expansion costs what it
/// touches, not the number of symbols.
struct ExpansionScratch {
    /// What the scratch holds for one symbol: one entry per symbol, not one list per field, so
    /// that adding a term writes one list, not three.
    fileprivate struct Entry {
        var coefficient: Double = 0
        /// The largest magnitude of the terms added to the symbol's sum, which tells a sum that
        /// is zero but for rounding (`isCancelled`); a Float, whose 7 digits are plenty for that
        /// test, to keep an entry at 16 bytes.
        var magnitude: Float = 0
        /// 0 for a symbol without a sum, else its kind's raw value plus one (so a symbol read
        /// back by id has its kind).
        var touchedKind: UInt8 = 0
    }

    /// By symbol id.
    private var entries: [Entry] = []
    /// A bit per symbol id, set for the symbols whose sums `takeCells` reads back: read in id
    /// order, they come sorted without a sort (which cost an expansion through a stack's
    /// definitions more than gathering its cells).
    private var touchedWords: [UInt64] = []
    /// A bit per word of `touchedWords`, set for the words with a bit set: reading back costs the
    /// symbols touched, not a word per 64 symbols (a 10,000-label stack has 50,000 symbols).
    private var touchedBlocks: [UInt64] = []
    /// How many bits of `touchedWords` are set.
    private var touchedCount = 0
    var pending = RankHeap()
    /// The two buffers of an expansion by merging (`Tableau.expandByMerging`): the row so far, and
    /// the row with one more definition merged in, each as long as the longest expansion made it.
    var mergingCells: [Row.Cell] = []
    var mergedCells: [Row.Cell] = []

    /// Makes room for the symbols handed out so far (`count`).
    mutating func grow(to count: Int) {
        guard entries.count < count else { return }
        // Appended to only within the storage's room (a few symbols more than the last growth of a
        // batch: the room of a large list is rounded up to whole pages). Else made afresh: between
        // expansions every entry is clear (`takeCells`, `takeSum(of:)`), so none is copied, and
        // appending `repeatElement` copied each new entry through the generic sequence path (about
        // 16 instructions a symbol of a 1000-label build). A scratch that held entries is made
        // at least twice as long, as an append would: an add at a time makes a symbol or two.
        var count = count
        if entries.capacity >= count {
            entries += repeatElement(Entry(), count: count - entries.count)
        } else {
            assert(entries.allSatisfy { $0.touchedKind == 0 }, "the scratch grew during an expansion")
            if !entries.isEmpty { count = max(count, 2 * entries.count) }
            entries = [Entry](repeating: Entry(), count: count)
        }
        let words = (count + 63) / 64
        if touchedWords.count < words { touchedWords += repeatElement(0, count: words - touchedWords.count) }
        let blocks = (words + 63) / 64
        if touchedBlocks.count < blocks { touchedBlocks += repeatElement(0, count: blocks - touchedBlocks.count) }
    }

    /// The scratch's lists through pointers, for one pass of adds: a write to an array checks
    /// that its storage is not shared, a call per write (three per cell added, more than the add
    /// itself). Made by `accumulate(_:)` only, and valid only within it.
    struct Accumulator {
        fileprivate let entries: UnsafeMutablePointer<Entry>
        fileprivate let words: UnsafeMutablePointer<UInt64>
        fileprivate let blocks: UnsafeMutablePointer<UInt64>
        fileprivate var touchedCount: Int

        /// Adds `coefficient` to `symbol`'s sum, which `takeCells` reads back.
        @inline(__always)
        mutating func add(_ symbol: Symbol, _ coefficient: Double) {
            let id = Int(symbol.id)
            if addToSum(symbol, coefficient) {
                touchedCount += 1
                words[id >> 6] |= 1 << UInt64(id & 63)
                blocks[id >> 12] |= 1 << UInt64((id >> 6) & 63)
            }
        }

        /// Adds each of `cells` to its symbol's sum (a `fillEqually` stack's content-size errors
        /// are rows of about 67 cells, each added to the objective).
        @inline(__always)
        mutating func add(_ cells: borrowing [Row.Cell]) {
            cells.withUnsafeBufferPointer { cells in
                for cell in cells { add(cell.symbol, cell.coefficient) }
            }
        }

        /// Adds `coefficient` to the sum of `symbol`, a definition the expansion substitutes (its
        /// sum is taken by `takeSum(of:)`, not read back); true when its sum was empty.
        @inline(__always)
        mutating func addPending(_ symbol: Symbol, _ coefficient: Double) -> Bool {
            addToSum(symbol, coefficient)
        }

        /// Adds `coefficient` to `symbol`'s sum; true when the sum was empty.
        @inline(__always)
        private func addToSum(_ symbol: Symbol, _ coefficient: Double) -> Bool {
            let entry = entries + Int(symbol.id)
            let isFirst = entry.pointee.touchedKind == 0
            if isFirst { entry.pointee.touchedKind = symbol.kind.rawValue + 1 }
            entry.pointee.coefficient += coefficient
            // Written as one comparison (`max` tests `>=` and chose by masks, four instructions more
            // per add: a `fillEqually` grid adds about 90,000 cells to its objective and expansions).
            let magnitude = Float(abs(coefficient))
            entry.pointee.magnitude = magnitude > entry.pointee.magnitude ? magnitude : entry.pointee.magnitude
            return isFirst
        }

        /// The sum of `symbol` (zero when its terms cancel), which leaves the scratch.
        mutating func takeSum(of symbol: Symbol) -> Double {
            let entry = entries[Int(symbol.id)]
            entries[Int(symbol.id)] = Entry()
            return isCancelled(entry.coefficient, from: Double(entry.magnitude)) ? 0 : entry.coefficient
        }
    }

    /// Calls `body` with the scratch's lists through pointers (`Accumulator`).
    mutating func accumulate<Result>(_ body: (inout Accumulator) -> Result) -> Result {
        precondition(!entries.isEmpty, "an expansion before the scratch grew")
        // Moved out for the pass, so that the pointers outlive no access to the scratch.
        var (entries, words, blocks) = ([Entry](), [UInt64](), [UInt64]())
        swap(&entries, &self.entries)
        swap(&words, &touchedWords)
        swap(&blocks, &touchedBlocks)
        defer {
            swap(&entries, &self.entries)
            swap(&words, &touchedWords)
            swap(&blocks, &touchedBlocks)
        }
        return entries.withUnsafeMutableBufferPointer { entries in
            words.withUnsafeMutableBufferPointer { words in
                blocks.withUnsafeMutableBufferPointer { blocks in
                    var accumulator = Accumulator(
                        entries: entries.baseAddress!, words: words.baseAddress!, blocks: blocks.baseAddress!,
                        touchedCount: touchedCount)
                    let result = body(&accumulator)
                    touchedCount = accumulator.touchedCount
                    return result
                }
            }
        }
    }

    /// The sums read back (`Accumulator.add`) as cells sorted by symbol, leaving out those that
    /// cancel; the scratch is left clear.
    mutating func takeCells() -> [Row.Cell] {
        var cells: [Row.Cell] = []
        cells.reserveCapacity(touchedCount)
        let blockCount = touchedBlocks.count
        accumulate { sums in
            for block in 0..<blockCount where sums.blocks[block] != 0 {
                var wordBits = sums.blocks[block]
                sums.blocks[block] = 0
                while wordBits != 0 {
                    let word = block << 6 | wordBits.trailingZeroBitCount
                    wordBits &= wordBits - 1
                    var bits = sums.words[word]
                    sums.words[word] = 0
                    while bits != 0 {
                        let id = word << 6 | bits.trailingZeroBitCount
                        bits &= bits - 1
                        let entry = sums.entries[id]
                        sums.entries[id] = Entry()
                        guard !isCancelled(entry.coefficient, from: Double(entry.magnitude)) else { continue }
                        let symbol = Symbol(id: Int32(id), kind: Symbol.Kind(rawValue: entry.touchedKind - 1)!)
                        cells.append(Row.Cell(symbol: symbol, coefficient: entry.coefficient))
                    }
                }
            }
            sums.touchedCount = 0
        }
        return cells
    }
}

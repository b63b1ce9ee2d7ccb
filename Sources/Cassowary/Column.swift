/// The rows that mention a symbol, kept lazily: an entry is appended when a row gains the symbol,
/// and only the count drops when a row loses it; a reader skips entries whose row no longer
/// mentions the symbol.
struct Column {
    /// Slots of rows that mention (or once mentioned) the symbol; may repeat.
    var slots: [Int32] = []
    /// How many rows mention the symbol.
    var count: Int32 = 0
    /// True when `slots` holds exactly the rows that mention the symbol, lowest slot first.
    var isExact = true

    /// Records that the row in `slot` gained the symbol; true when stale entries now outnumber
    /// live ones enough that the column should be compacted.
    mutating func add(_ slot: Int32) -> Bool {
        // A row that drops the symbol and takes it back (common in pivots) reuses its entry, and
        // so does, in a column with stale entries, a row back in a slot it held a moment ago (a
        // long definition handed between a few slots on every hidden toggle).
        if slots.last != slot && (slots.count <= Int(count) || !holdsRecently(slot)) {
            // Room for a few rows at once: most columns grow to a handful of entries.
            if slots.capacity == 0 { slots.reserveCapacity(4) }
            slots.append(slot)
        }
        count += 1
        isExact = false
        return slots.count > 4 * Int(count) + 64
    }

    /// True when `slot` is among the last four entries.
    private func holdsRecently(_ slot: Int32) -> Bool {
        var entry = slots.count - 1
        while entry >= max(slots.count - 4, 0) {
            if slots[entry] == slot { return true }
            entry -= 1
        }
        return false
    }

    /// Records that some row lost the symbol.
    mutating func removeOne() {
        count -= 1
        isExact = false
    }
}

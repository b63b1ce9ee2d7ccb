/// Every definition (the row of a basic user variable), lowest rank first (lowest id among equal
/// ranks), for an evaluation of every definition (`Definitions.evaluateEveryDefinition`); and,
/// once the rows held from one such evaluation to the next, copies of them in two dense lists:
/// each definition's constant in `entries`, its cells in `cells`, both read in order. In the
/// tableau each row's cells sit in a heap block of their own, reached through the symbol's slot
/// and the row's place in the rows: on a large resize, a cache miss or two per definition that
/// the copies avoid.
///
/// The copies hold while only constants move (`setConstant`): the rounds of a resize that change
/// no definition's cells copy nothing. They are made only when the rows held since the last
/// evaluation of every definition, so that a build, or a change that rewrites definitions each
/// time, evaluates from the rows and copies nothing.
struct DefinitionsInRankOrder {
    struct Entry {
        /// The id of the defined user variable.
        var id: Int32
        /// Where its cells end in `cells` (they begin where the previous entry's end), when the
        /// rows are copied.
        var end: Int32
        /// Its row's constant, when the rows are copied.
        var constant: Double
    }

    private(set) var entries: [Entry] = []
    private(set) var cells: [Row.Cell] = []
    /// True when `entries` and `cells` hold copies of the rows listed; else only their ids, some
    /// perhaps of symbols that left the basis since.
    private(set) var holdsCopies = false
    /// The position in `entries` of each listed definition, by symbol id, when the rows are copied.
    private var positions: [Int32] = []

    var count: Int { entries.count }

    /// Lists the definitions of `rows` (by slot; their basic symbols `basics`) in rank order,
    /// without copying them.
    mutating func list(rows: [Row?], basics: [Symbol], ranks: [Int], lowestRank: Int) {
        // Each definition as one key, its rank above its id, so that one sort of integers orders them.
        var keys: [Int] = []
        keys.reserveCapacity(rows.count)  // at most a key per row: grown by doubling, copied at each
        for slot in rows.indices where rows[slot] != nil && basics[slot].kind == .external {
            keys.append((ranks[Int(basics[slot].id)] - lowestRank) << 32 | Int(basics[slot].id))
        }
        keys.sort()
        dropCopies()
        entries = keys.map { Entry(id: Int32(truncatingIfNeeded: $0), end: 0, constant: 0) }
    }

    /// Forgets the copies (a definition's row changed), keeping the list.
    mutating func dropCopies() {
        guard holdsCopies else { return }
        for entry in entries where Int(entry.id) < positions.count { positions[Int(entry.id)] = -1 }
        holdsCopies = false
    }

    /// Copies the rows of the definitions listed, in the same order, dropping those that left the
    /// basis (`slots`: the slot of each symbol's row, by id, -1 for a nonbasic symbol).
    mutating func copyRows(rows: [Row?], slots: [Int32]) {
        dropCopies()
        if positions.count < slots.count { positions = Array(repeating: -1, count: slots.count) }
        var count = 0
        for entry in entries where slots[Int(entry.id)] >= 0 { count += rows[Int(slots[Int(entry.id)])]!.cells.count }
        // The lists moved out and back, not copied; the entries and positions written through
        // spans: one check that their storage is not shared, not one per definition.
        var copied: [Row.Cell] = [], listedEntries: [Entry] = [], listedPositions: [Int32] = []
        swap(&copied, &cells)
        swap(&listedEntries, &entries)
        swap(&listedPositions, &positions)
        copied.removeAll(keepingCapacity: true)
        copied.reserveCapacity(count)
        var listed = listedEntries.mutableSpan
        var position = listedPositions.mutableSpan
        var kept = 0
        for index in listed.indices {
            let id = listed[index].id
            let slot = Int(slots[Int(id)])
            guard slot >= 0 else { continue }
            // The cells read in place, by index: a copy of the row would retain and release them.
            for cell in rows[slot]!.cells.indices { copied.append(rows[slot]!.cells[cell]) }
            listed[kept] = Entry(id: id, end: Int32(copied.count), constant: rows[slot]!.constant)
            position[Int(id)] = Int32(kept)
            kept += 1
        }
        swap(&copied, &cells)
        swap(&listedEntries, &entries)
        swap(&listedPositions, &positions)
        entries.removeLast(entries.count - kept)
        holdsCopies = true
    }

    /// Sets the constant of the copy of `symbol`'s definition, when the rows are copied.
    mutating func setConstant(_ constant: Double, of symbol: Symbol) {
        let index = Int(symbol.id)
        guard holdsCopies, index < positions.count, positions[index] >= 0 else { return }
        entries[Int(positions[index])].constant = constant
    }
}

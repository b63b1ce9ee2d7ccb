/// The expansions (rows in nonbasic symbols only) of a few definitions that many rows mention,
/// kept between expansions while they hold: while the tableau's `rowsVersion` stays as it was
/// when they were made, and but for those that mention a symbol since given a row.
///
/// The content-size row of each label of a stack mentions the label's width, whose definition
/// reaches the stack's width, whose definition reaches the window's: merged in one definition at a
/// time, every label's row took the same six merges; with the stack's width kept expanded, it
/// takes three (`Tableau.expandByMerging`). A definition is expanded to be kept only once
/// expansions one after another have reached it `reachesBeforeKeeping` times at the same version:
/// where rows change every few adds (a grid of `fillEqually` stacks, whose stacks' expansions
/// reach their stack's definitions three times between changes), an expansion kept sooner
/// was dropped after one use or none, and cost more than it saved.
struct ExpandedDefinitions {
    /// The most expansions kept at once.
    static let capacity = 8
    /// How many expansions at one version reach a definition before its expansion is kept.
    static let reachesBeforeKeeping = 3

    /// The `rowsVersion` of the expansions kept and of `reached`.
    private var version = 0
    /// The definitions' basic symbols, and their expansions in the same order.
    private(set) var symbols: [Symbol] = []
    private(set) var rows: [Row] = []
    /// The definition whose expansion is not kept that the last expansions at `version` reached,
    /// and how many did.
    private var reachedSymbol = Symbol(id: -1, kind: .external)
    private var reachedCount = 0

    /// The position of `symbol`'s expansion, if one is kept that holds at `version`.
    @inline(__always)  // once per definition merged that many rows mention
    func position(of symbol: Symbol, at version: Int) -> Int? {
        guard version == self.version else { return nil }
        var position = 0
        while position < symbols.count {
            if symbols[position] == symbol { return position }
            position += 1
        }
        return nil
    }

    /// Notes that an expansion at `version` reached the definition of `symbol`, whose expansion
    /// is not kept; true when `reachesBeforeKeeping` had reached it before at that version, one
    /// after another, and there is room to keep its expansion (`keep`).
    @inline(__always)  // once per expansion that reaches such a definition
    mutating func noteReached(_ symbol: Symbol, at version: Int) -> Bool {
        if version != self.version || symbol != reachedSymbol {
            if version != self.version { forgetAll(newVersion: version) }
            reachedSymbol = symbol
            reachedCount = 1
            return false
        }
        reachedCount += 1
        return reachedCount > ExpandedDefinitions.reachesBeforeKeeping && symbols.count < ExpandedDefinitions.capacity
    }

    /// Forgets the expansions kept, made at an older version than `version`.
    @inline(never)  // once per version
    private mutating func forgetAll(newVersion version: Int) {
        self.version = version
        guard !symbols.isEmpty else { return }
        symbols.removeAll(keepingCapacity: true)
        rows.removeAll(keepingCapacity: true)
    }

    /// Keeps `row`, the expansion of `symbol`'s definition at the version last noted.
    mutating func keep(_ row: consuming Row, of symbol: Symbol) {
        // Full when the expansion of the row kept kept another.
        guard symbols.count < ExpandedDefinitions.capacity else { return }
        symbols.append(symbol)
        rows.append(row)
    }

    /// Forgets the expansions that mention `symbol` (just given a row at `version`, changing no
    /// other row).
    mutating func forget(mentioning symbol: Symbol, at version: Int) {
        guard version == self.version else { return }
        var position = symbols.count
        while position > 0 {
            position -= 1
            guard rows[position].contains(symbol) else { continue }
            symbols.remove(at: position)
            rows.remove(at: position)
        }
    }
}

/// The rows of basic user variables, kept as definitions.
///
/// In the paper's tableau every basic row is written in nonbasic symbols only. For the user
/// variables of a layout that makes rows dense: in a row of views, `x₉₉ = x₉₈ + w₉₈ + 8` becomes
/// `x₉₉` in terms of every earlier width's slack and error symbols, and every pivot rewrites all of
/// those rows. A user variable is unrestricted, so its row never chooses a pivot; it only has to
/// give the variable's value. So its row is kept as a *definition*: it may mention other basic
/// symbols, pivots leave it alone, and the values are evaluated in dependency order.
///
/// A definition mentions only definitions of lower *rank*. A constraint that brings a fresh user
/// variable defines it as written, with a rank above every other (nothing mentions it yet); any
/// other row a user variable gets is expanded to nonbasic symbols and takes a rank below every
/// other (it mentions no definition), or is a constraint as written that keeps the variable's rank
/// because it mentions only lower ranks (`Tableau+Redefinition.swift`,
/// `Tableau+ShorterDefinition.swift`). So the dependencies never form a cycle.
///
/// Values are brought up to date incrementally: every symbol whose row (or whose being basic)
/// changes is noted as *changed*, and an evaluation re-evaluates only the definitions that are
/// changed or mention, directly or through other definitions, a changed symbol — lowest rank
/// first, so each is evaluated once, after everything it mentions. When those are likely to be a
/// good share of all the definitions, every definition is evaluated in rank order instead, which
/// costs less than finding them.
struct Definitions {
    /// Each symbol's rank, meaningful while it is a basic user variable.
    var ranks: [Int] = []
    private(set) var lowestRank = 0
    private var highestRank = 0
    /// The value of each symbol as of the last evaluation, by symbol id: a basic user variable's
    /// that of its definition, another basic symbol's its row's constant, a nonbasic symbol's 0.
    /// Every symbol's, not only the user variables': a definition is evaluated as its constant
    /// plus each cell's coefficient times the value of its symbol, without asking whether the
    /// symbol is basic or where its row is.
    var values: [Double] = []
    /// The symbols whose rows changed (or that became basic or nonbasic) since the last
    /// evaluation, each once.
    private(set) var changed: [Symbol] = []
    /// By symbol id: true while the symbol is in `changed`.
    private(set) var isChanged: [Bool] = []
    /// By symbol id: true while the definition waits in an evaluation's queue (false between
    /// evaluations).
    var isQueued: [Bool] = []
    /// The user variables whose values the evaluations since `Solver.updateVariables()` last read
    /// the list may have changed (`evaluateChanges()`; one may be listed twice).
    var evaluated: [Symbol] = []
    /// True once `evaluated` was read: the next evaluation starts the list afresh.
    var evaluatedWasRead = true
    /// The definitions (rows of basic user variables), lowest rank first (lowest id among equal
    /// ranks), for an evaluation of every definition, with copies of their rows once these held
    /// from one such evaluation to the next (`DefinitionsInRankOrder`). Listed afresh when the
    /// order is stale (a rank was handed out, or symbols forgotten, since); the copies dropped
    /// when a definition's row changed beyond its constant, or it left the basis, since
    /// (`copiedRowsAreStale`).
    var inRankOrder = DefinitionsInRankOrder()
    var rankOrderIsStale = true
    var copiedRowsAreStale = true
    /// An evaluation's working list and queue, kept between evaluations so that they keep their
    /// storage.
    var sources: [Symbol] = []
    private var queue = DefinitionQueue()

    /// Makes room for the bookkeeping of `count` more symbols (`Tableau.growSymbolTables`).
    mutating func addSymbols(_ count: Int) {
        ranks += repeatElement(0, count: count)
        isChanged += repeatElement(false, count: count)
        isQueued += repeatElement(false, count: count)
    }

    /// Records that `symbol` became a basic user variable with `rank` (the lowest yet if nil).
    @inline(__always)  // once per definition set: a call cost a third of its work
    mutating func add(_ symbol: Symbol, rank: Int?) {
        rankOrderIsStale = true
        if let rank {
            // A rank handed out before (or 0): within the range, kept so for the queue's sake.
            ranks[Int(symbol.id)] = rank
            lowestRank = min(lowestRank, rank)
            highestRank = max(highestRank, rank)
        } else {
            lowestRank -= 1
            ranks[Int(symbol.id)] = lowestRank
        }
    }

    /// A rank above every rank handed out so far.
    mutating func nextHighestRank() -> Int {
        highestRank += 1
        return highestRank
    }

    /// The queue of an evaluation, empty and ready for every rank handed out and `symbolCount`
    /// ids (a fresh one when a copy of these definitions shares it).
    mutating func preparedQueue(symbolCount: Int) -> DefinitionQueue {
        if !isKnownUniquelyReferenced(&queue) { queue = DefinitionQueue() }
        queue.prepare(ranks: lowestRank...highestRank, idCount: symbolCount)
        return queue
    }

    /// Notes that `symbol`'s row changed beyond its constant, or that it became basic or nonbasic.
    @inline(__always)  // once per row a pivot or a substitution changes
    mutating func noteRowChanged(_ symbol: Symbol) {
        if symbol.kind == .external { copiedRowsAreStale = true }
        noteChanged(symbol)
    }

    /// Notes that `symbol`'s row changed: its constant only, unless `noteRowChanged` says more.
    @inline(__always)  // once per row a shift changes
    mutating func noteChanged(_ symbol: Symbol) {
        guard !isChanged[Int(symbol.id)] else { return }
        isChanged[Int(symbol.id)] = true
        changed.append(symbol)
    }

    /// Notes as changed the basic symbols (by slot, `basics`) of the rows in `column`, through
    /// buffers: one check that the lists' storage is not shared per column, not one per row (a
    /// suggestion's shift changes every row that mentions the edit's marker).
    @inline(__always)  // once per shift, of a few rows as often as not
    mutating func noteChanged(rowsIn column: Column, basics: [Symbol]) {
        // A few rows are noted one by one: the buffers cost more than the checks they save.
        guard column.entryCount > 4 else { return column.forEachEntry { noteChanged(basics[Int($0)]) } }
        var flags: [Bool] = []  // moved out for the walk and back, not copied
        swap(&flags, &isChanged)
        defer { swap(&flags, &isChanged) }
        var isChanged = flags.mutableSpan
        changed.append(addingCapacity: Int(column.entryCount)) { changed in
            column.forEachEntry { slot in
                let symbol = basics[Int(slot)]
                guard !isChanged[Int(symbol.id)] else { return }
                isChanged[Int(symbol.id)] = true
                changed.append(symbol)
            }
        }
    }

    /// Forgets the symbols noted as changed (keeping the list's storage).
    mutating func clearChanged() {
        for symbol in changed { isChanged[Int(symbol.id)] = false }
        changed.removeAll(keepingCapacity: true)
    }

    mutating func forgetSymbols(from count: Int) {
        rankOrderIsStale = true
        ranks.removeLast(ranks.count - count)
        isChanged.removeLast(isChanged.count - count)
        isQueued.removeLast(isQueued.count - count)
        changed.removeAll { Int($0.id) >= count }
        evaluated.removeAll { Int($0.id) >= count }
        if values.count > count { values.removeLast(values.count - count) }
    }
}

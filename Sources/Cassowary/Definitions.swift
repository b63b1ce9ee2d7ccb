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
/// other (it mentions no definition). So the dependencies never form a cycle.
struct Definitions {
    /// Each symbol's rank, meaningful while it is a basic user variable.
    var ranks: [Int] = []
    private var lowestRank = 0
    private var highestRank = 0
    /// Every user variable given a row since the order was last built (some no longer basic).
    private var added: [Symbol] = []
    /// The basic user variables, lowest rank first, when `orderIsStale` is false.
    private(set) var order: [Symbol] = []
    var orderIsStale = false
    /// The value of each basic user variable as of the last evaluation, by symbol id.
    var values: [Double] = []

    /// Records that `symbol` became a basic user variable with `rank` (the lowest yet if nil).
    mutating func add(_ symbol: Symbol, rank: Int?) {
        if let rank {
            ranks[Int(symbol.id)] = rank
        } else {
            lowestRank -= 1
            ranks[Int(symbol.id)] = lowestRank
        }
        added.append(symbol)
        orderIsStale = true
    }

    /// A rank above every rank handed out so far.
    mutating func nextHighestRank() -> Int {
        highestRank += 1
        return highestRank
    }

    mutating func forgetSymbols(from count: Int) {
        ranks.removeLast(ranks.count - count)
        added.removeAll { Int($0.id) >= count }
        order.removeAll { Int($0.id) >= count }
        orderIsStale = true
    }

    /// Rebuilds `order` from the basic user variables (`isBasic` tells which still are).
    mutating func rebuildOrder(isBasic: (Symbol) -> Bool) {
        var symbols = (order + added).filter(isBasic)
        symbols.sort { ranks[Int($0.id)] != ranks[Int($1.id)] ? ranks[Int($0.id)] < ranks[Int($1.id)] : $0 < $1 }
        order = []
        order.reserveCapacity(symbols.count)
        for symbol in symbols where order.last != symbol { order.append(symbol) }
        added = []
        orderIsStale = false
    }
}

/// A value `Tableau.valueThroughRows` found for the symbol `symbolID`, the estimated length of the
/// symbol's expansion, and the `rowsVersion` (plus one) they hold for (0: none).
struct ValueMemo {
    var stamp = 0
    var value = 0.0
    var symbolID: Int32 = -1
    var expansionLength: Int32 = 0

    /// True when the entry is `symbol`'s at `stamp`.
    @inline(__always)
    func holds(_ symbol: Symbol, at stamp: Int) -> Bool { self.stamp == stamp && symbolID == symbol.id }
}

/// The longest row within one row of the symbol `symbolID` (its own, or one a basic symbol it
/// mentions has), found by `Tableau.reachesLongRow`, and the `rowsVersion` (plus one) it holds for.
struct NearbyRowMemo {
    var stamp = 0
    var symbolID: Int32 = -1
    var longest: Int32 = 0

    /// True when the entry is `symbol`'s at `stamp`.
    @inline(__always)
    func holds(_ symbol: Symbol, at stamp: Int) -> Bool { self.stamp == stamp && symbolID == symbol.id }
}

/// Making a nonbasic user variable basic again with a row as written (a definition), instead of
/// the row expanded to nonbasic symbols (see `Definitions`).
extension Tableau {
    /// The rank a definition of the nonbasic user variable `symbol` by `row` (a row that
    /// mentions it) can take, or nil when it cannot be a definition: when a row other than a
    /// definition, the objective or phase one's row mentions `symbol` (those must stay in nonbasic
    /// symbols), or when `symbol`'s last rank is not above every definition `row` mentions and
    /// below every definition that mentions `symbol` (the order evaluation follows).
    ///
    /// Mutating (it changes nothing) so that the solver calls it on its tableau in place: a
    /// non-mutating call on the solver's stored tableau copies the whole tableau first, a retain
    /// and a release of each of its lists (1.7% of a 1000-label stack's build).
    mutating func rankForRedefinition(of symbol: Symbol, by row: Row) -> Int? {
        guard artificial == nil, !objective.contains(where: { $0.contains(symbol) }) else { return nil }
        let rank = definitions.ranks[Int(symbol.id)]
        for cell in row.cells where cell.symbol != symbol && cell.symbol.kind == .external && isBasic(cell.symbol) {
            guard definitions.ranks[Int(cell.symbol.id)] < rank else { return nil }
        }
        var fits = true
        forEachRow(mentioning: symbol) { basic, _, _, _ in
            fits = fits && basic.kind == .external && definitions.ranks[Int(basic.id)] > rank
        }
        return fits ? rank : nil
    }
}

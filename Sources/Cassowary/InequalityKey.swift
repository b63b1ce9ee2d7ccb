/// What pairs two inequalities below required (Docs/Solver.md, "Paired inequalities"): the
/// constraint written as `g >= 0` (its row negated for `<=`), scaled by ±1 so that `g`'s first
/// coefficient is positive, and which of the two signs it took. `x - 20 >= 0` and `x - 20 <= 0`
/// (or `20 - x >= 0`) have the same cells and constant and opposite signs: the two inequalities
/// are opposite, and hold together exactly when `x - 20 == 0`.
struct InequalityKey: Hashable {
    /// The user symbols of `g` (scaled), sorted by symbol.
    var cells: [Row.Cell]
    var constant: Double
    /// True when `g` was negated to make its first coefficient positive.
    var isNegated: Bool

    /// The key of `constraint` holding to the constant of `row` (its expression's cells, without
    /// slacks or errors); nil unless it is an inequality below required with at least one cell.
    init?(_ constraint: Constraint, row: Row) {
        guard constraint.relation != .equal, !constraint.priority.isRequired, let first = row.cells.first else {
            return nil
        }
        let sign: Double = constraint.relation == .greaterThanOrEqual ? 1 : -1
        isNegated = first.coefficient * sign < 0
        let factor = isNegated ? -sign : sign
        cells = factor == 1 ? row.cells : row.cells.map { Row.Cell(symbol: $0.symbol, coefficient: -$0.coefficient) }
        constant = factor * row.constant
    }

    /// The key of the opposite inequality.
    var opposite: InequalityKey {
        var key = self
        key.isNegated.toggle()
        return key
    }
}

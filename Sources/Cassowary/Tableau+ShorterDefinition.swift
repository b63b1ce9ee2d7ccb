/// Giving a basic user variable a shorter definition: the row of a constraint as written, once
/// that row, expanded, has made another symbol basic (see `Definitions`).
///
/// A constraint that mentions a basic user variable is expanded through its definition and solved
/// for another symbol, whose row then holds what the constraint and the definition say together.
/// The constraint as written, solved for the user variable, then defines it as well as its old
/// definition did (the two rows hold exactly when the old definition and the constraint hold), and
/// can be much shorter. In a `fillEqually` row of 30 views, one width is left with a row of every
/// link's and width's marker (65 cells); its content-size inequality, solved for its error, then
/// defines it as 40 plus its slack and error, and whatever mentions the width later expands
/// through two cells instead of 65 (`ShorterDefinitionTests`).
extension Tableau {
    /// Redefines the basic user variable of `written` (a constraint's row as written, just
    /// expanded and solved for `subject`) whose definition is longest, by `written` solved for
    /// it, if that is at most half as long (a replacement that saves a cell or two costs more
    /// than it saves). Only when every coefficient of `written` is ±1 (the edges, widths and
    /// spacings of views: solving it for the variable is exact), and only a variable that keeps
    /// its rank: every other user variable `written` mentions must be nonbasic, `subject`, or a
    /// definition ranked below it (the order evaluation follows).
    mutating func shortenDefinition(by written: Row, solvedFor subject: Symbol) {
        guard artificial == nil, written.cells.allSatisfy({ abs($0.coefficient) == 1 }) else { return }
        var chosen: (symbol: Symbol, length: Int)?
        for cell in written.cells where cell.symbol.kind == .external && cell.symbol != subject && isBasic(cell.symbol) {
            let length = row(for: cell.symbol)!.cells.count
            guard length >= 2 * written.cells.count, length > chosen?.length ?? 0 else { continue }
            if keepsRanksInOrder(redefining: cell.symbol, by: written, subject: subject) {
                chosen = (cell.symbol, length)
            }
        }
        guard let variable = chosen?.symbol else { return }
        let rank = definitions.ranks[Int(variable.id)]
        var definition = written
        definition.solve(for: variable)
        removeRow(variable)
        setRow(variable, definition, rank: rank)
    }

    /// True when every user variable of `written` but `variable` and `subject` that is basic is
    /// a definition ranked below `variable`.
    private func keepsRanksInOrder(redefining variable: Symbol, by written: Row, subject: Symbol) -> Bool {
        let rank = definitions.ranks[Int(variable.id)]
        return written.cells.allSatisfy { cell in
            cell.symbol == variable || cell.symbol == subject || cell.symbol.kind != .external
                || !isBasic(cell.symbol) || definitions.ranks[Int(cell.symbol.id)] < rank
        }
    }
}

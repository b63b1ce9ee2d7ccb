@testable import Cassowary
import Testing

/// Keeping the expansion of a definition that many rows mention (`ExpandedDefinitions`): kept once
/// expansions keep reaching it, used by the expansions after, and forgotten when it may no longer
/// hold (a row changed, or a symbol it mentions was given a row); an expansion through it is
/// always what a tableau that kept nothing gives.
@Suite struct ExpandedDefinitionsTests {
    /// `x0 == 10`, `2w == x0 + u` (`w` defined, `u` left nonbasic) and `vᵢ == w + i` for 40 views,
    /// each defining its fresh `vᵢ`: `w` is a definition that every `vᵢ`'s mentions.
    private func stack() throws -> (solver: Solver, x0: Symbol, w: Symbol, u: Symbol, v: [Symbol]) {
        let x0 = Variable("x0"), w = Variable("w"), u = Variable("u")
        let v = (0..<40).map { Variable("v\($0)") }
        let solver = Solver()
        try solver.addConstraint(x0 == 10)
        try solver.addConstraint(2 * w == x0 + u)
        for (i, view) in v.enumerated() { try solver.addConstraint(view == w + Double(i)) }
        func symbol(_ variable: Variable) -> Symbol { solver.variables.first { $0.variable === variable }!.symbol }
        return (solver, symbol(x0), symbol(w), symbol(u), v.map(symbol))
    }

    /// `symbol` alone as a row.
    private func row(_ symbol: Symbol) -> Row {
        Row(constant: 0, sortedCells: [Row.Cell(symbol: symbol, coefficient: 1)])
    }

    /// Expands the row of each of `views` in `tableau`, one after another.
    private func expandEach(_ views: ArraySlice<Symbol>, in tableau: inout Tableau) {
        for view in views { _ = tableau.expand(row(view)) }
    }

    /// True when the two rows have the same constant and cells.
    private func same(_ a: Row, _ b: Row) -> Bool {
        a.constant == b.constant && a.cells.map(\.symbol) == b.cells.map(\.symbol)
            && a.cells.map(\.coefficient) == b.cells.map(\.coefficient)
    }

    @Test func aDefinitionReachedAgainAndAgainIsKeptAndGivesTheSameExpansions() throws {
        let (solver, _, w, u, v) = try stack()
        #expect(solver.tableau.isBasic(w) && !solver.tableau.isBasic(u))
        #expect(solver.tableau.columnCount(w) >= Tableau.manyMentions)
        let fresh = solver.tableau
        var tableau = solver.tableau
        expandEach(v[0..<ExpandedDefinitions.reachesBeforeKeeping], in: &tableau)
        #expect(tableau.expandedDefinitions.symbols.isEmpty)
        _ = tableau.expand(row(v[ExpandedDefinitions.reachesBeforeKeeping]))
        #expect(tableau.expandedDefinitions.symbols == [w])
        for view in v.suffix(5) {
            var alone = fresh
            let expected = alone.expand(row(view))
            let expanded = tableau.expand(row(view))
            #expect(same(expanded, expected))
            #expect(expanded.constant == 5 + Double(v.firstIndex(of: view)!))
            #expect(expanded.contains(u))
        }
    }

    /// A kept expansion that mentions a symbol given a row since no longer holds: the expansions
    /// after are made through the new row.
    @Test func givingARowToASymbolAKeptExpansionMentionsForgetsIt() throws {
        let (solver, _, w, u, v) = try stack()
        var tableau = solver.tableau
        expandEach(v[0...ExpandedDefinitions.reachesBeforeKeeping], in: &tableau)
        #expect(tableau.expandedDefinitions.symbols == [w])
        var fresh = solver.tableau
        for copy in [0, 1] {
            let given = Row(constant: 6, sortedCells: [])
            if copy == 0 { tableau.setRow(u, given) } else { fresh.setRow(u, given) }
        }
        #expect(tableau.expandedDefinitions.symbols.isEmpty)
        let expanded = tableau.expand(row(v[10]))
        #expect(!expanded.contains(u))
        #expect(expanded.constant == 8 + 10)
        #expect(same(expanded, fresh.expand(row(v[10]))))
    }

    /// A row changed (here a constant moved through a marker) leaves no kept expansion in use.
    @Test func aChangedRowLeavesNoKeptExpansionInUse() throws {
        let (solver, x0, _, _, v) = try stack()
        var tableau = solver.tableau
        expandEach(v[0...ExpandedDefinitions.reachesBeforeKeeping], in: &tableau)
        var fresh = solver.tableau
        let marker = tableau.row(for: x0)!.cells.first { $0.symbol.kind == .dummy }!.symbol
        tableau.shiftConstants(throughMarker: marker, by: 4)
        fresh.shiftConstants(throughMarker: marker, by: 4)
        let expanded = tableau.expand(row(v[10]))
        #expect(same(expanded, fresh.expand(row(v[10]))))
        #expect(expanded.constant != 5 + 10)
    }
}

@testable import Cassowary
import Testing

/// Expanding a row through definitions (`Tableau.expand`): through a few rows by merging them in
/// one at a time, through more by gathering their cells in the scratch; both give the row in
/// nonbasic symbols, terms that cancel left out.
@Suite struct DefinitionExpansionTests {
    /// A chain x0 = 5, xᵢ = xᵢ₋₁ + 3 (each link defines its fresh xᵢ), and its variables' symbols.
    private func chain(_ links: Int) throws -> (Solver, [Symbol]) {
        let x = (0...links).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.addConstraint(x[0] == 5)
        for i in 1...links { try solver.addConstraint(x[i] == x[i - 1] + 3) }
        let symbols = x.map { variable in solver.variables.first { $0.variable === variable }!.symbol }
        return (solver, symbols)
    }

    /// `terms` (symbol, coefficient) as a row, sorted.
    private func row(_ terms: [(Symbol, Double)]) -> Row {
        Row(constant: 0, sortedCells: terms.sorted { $0.0 < $1.0 }.map { Row.Cell(symbol: $0.0, coefficient: $0.1) })
    }

    @Test(arguments: [3, 12])  // 4 definitions (merged in) and 13 (beyond the merging limit)
    func aChainsLastVariableExpandsToEveryLinksDummy(links: Int) throws {
        #expect((links + 1 <= Tableau.mergedExpansionLimit) == (links == 3))
        let (solver, x) = try chain(links)
        var tableau = solver.tableau
        let expanded = tableau.expand(row([(x[links], 1)]))
        #expect(expanded.constant == Double(5 + 3 * links))
        #expect(expanded.cells.count == links + 1)
        #expect(expanded.cells.allSatisfy { $0.symbol.kind == Symbol.Kind.dummy && abs($0.coefficient) == 1 })
        // Twice the last link less the one before: the earlier links' dummies cancel.
        let difference = tableau.expand(row([(x[links], 2), (x[links - 1], -1)]))
        #expect(difference.constant == Double(5 + 3 * links + 3))
        #expect(difference.cells.count == links + 1)
        #expect(difference.cells.filter { abs($0.coefficient) == 2 }.count == 1)  // the last link's
        let last = tableau.expand(row([(x[links], 1), (x[links - 1], -1)]))
        #expect(last.constant == 3)
        #expect(last.cells.count == 1)
    }

    /// A solver where `x` is defined as written by `x == v₁ + … + v₁₈ + y₁ + … + yₙ` (`basics`
    /// of n), each yᵢ a definition `yᵢ == i`: a definition of 20 cells or more whose yᵢ are basic.
    private func longDefinition(mentioning basics: Int) throws -> (Solver, x: Symbol) {
        let x = Variable("x")
        let v = (1...18).map { Variable("v\($0)") }
        let y = (1...basics).map { Variable("y\($0)") }
        let solver = Solver()
        for (i, yi) in y.enumerated() { try solver.addConstraint(yi == Double(i + 1)) }
        try solver.addConstraint(Constraint(Expression([Term(x, -1)] + (v + y).map { Term($0) }), .equal))
        let symbol = solver.variables.first { $0.variable === x }!.symbol
        #expect(solver.tableau.row(for: symbol)!.cells.count == 19 + basics)  // and x's dummy
        return (solver, symbol)
    }

    /// Merging goes on through a row grown beyond 16 cells while one basic symbol is left (no
    /// chain: one more merge), and leaves the rest to the scratch when two or more are.
    @Test(arguments: [1, 2])
    func aLongRowWithOneBasicSymbolLeftIsExpandedByMerging(basics: Int) throws {
        let (solver, x) = try longDefinition(mentioning: basics)
        var tableau = solver.tableau
        var unkept: Symbol?
        let (merged, isExpanded) = tableau.expandByMerging(row([(x, 1)]), unkept: &unkept)
        #expect(isExpanded == (basics == 1))
        let expanded = tableau.expand(row([(x, 1)]))
        #expect(expanded.constant == Double(basics * (basics + 1) / 2))
        #expect(expanded.cells.count == 19 + basics)  // the v's, x's dummy and each yᵢ's
        #expect(expanded.cells.allSatisfy { !tableau.isBasic($0.symbol) })
        if isExpanded { #expect(merged.cells.map(\.symbol) == expanded.cells.map(\.symbol)) }
    }

    /// The merging buffers keep the length of the longest expansion between calls: a shorter
    /// expansion after a longer one gives exactly what it gives on a fresh tableau.
    @Test func aShortExpansionAfterALongOneHasOnlyItsOwnCells() throws {
        let (solver, x) = try chain(3)
        var fresh = solver.tableau
        let alone = fresh.expand(row([(x[1], 1)]))
        var tableau = solver.tableau
        #expect(tableau.expand(row([(x[3], 2), (x[2], -1)])).cells.count == 4)
        let after = tableau.expand(row([(x[1], 1)]))
        #expect(after.constant == 8)
        #expect(after.cells.count == 2)
        #expect(after.cells.map(\.symbol) == alone.cells.map(\.symbol))
        #expect(after.cells.map(\.coefficient) == alone.cells.map(\.coefficient))
    }
}

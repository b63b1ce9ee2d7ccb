@testable import Cassowary
import Testing

/// Removing a constraint through its marker (`Tableau.removeConstraint(markedBy:)`): which row a
/// nonbasic marker enters, and what is left of the rows and the objective; and the column walks
/// the removal leans on.
@Suite struct TableauTests {
    /// A row `constant + Σ coefficient × symbol` from cells in any order.
    private static func row(_ constant: Double, _ cells: (Symbol, Double)...) -> Row {
        Row(constant: constant, sortedCells: cells.map { Row.Cell(symbol: $0.0, coefficient: $0.1) }.sorted { $0.symbol.id < $1.symbol.id })
    }

    /// The constant and the cells of `symbol`'s row, nil when it is nonbasic.
    private static func contents(of symbol: Symbol, in tableau: Tableau) -> (Double, [Symbol: Double])? {
        tableau.row(for: symbol).map { row in
            (row.constant, Dictionary(uniqueKeysWithValues: row.cells.map { ($0.symbol, $0.coefficient) }))
        }
    }

    /// The lists kept by symbol grow ahead of the symbols made: a symbol made after a rollback
    /// forgot symbols (whose rows and columns were filled meanwhile) takes the first id forgotten,
    /// nonbasic and in no row, as a symbol never seen.
    @Test func aSymbolMadeAfterARollbackStartsFresh() {
        var tableau = Tableau()
        let kept = (0..<100).map { _ in tableau.makeSymbol(.external) }  // past the first growth
        tableau.beginTransaction()
        let forgotten = tableau.makeSymbol(.slack)
        tableau.setRow(forgotten, Self.row(1, (kept[0], 1)))
        tableau.setRow(kept[1], Self.row(2, (forgotten, 1)))
        tableau.rollback()
        #expect(tableau.symbolCount == kept.count)
        let fresh = tableau.makeSymbol(.error)
        #expect(fresh.id == forgotten.id && fresh.kind == .error)
        #expect(!tableau.isBasic(fresh) && tableau.columnCount(fresh) == 0 && tableau.column(fresh).isEmpty)
        #expect(!tableau.isBasic(kept[1]) && tableau.column(kept[0]).isEmpty)
    }

    /// A reservation makes room for its symbols and rows in one step, the symbols' entries
    /// starting fresh (the symbols and rows made in it grow no list); a small reservation on
    /// lists already holding entries grows them to twice their length, not by the few asked.
    @Test func reservedSymbolsAndRowsAreMadeWithoutGrowingTheLists() {
        var tableau = Tableau()
        tableau.reserve(symbols: 1000, rows: 100)
        let reserved = tableau.slotsOfSymbols.count
        #expect(reserved == 1000 && tableau.rows.capacity >= 100)
        let symbols = (0..<1000).map { _ in tableau.makeSymbol(.slack) }
        #expect(tableau.slotsOfSymbols.count == reserved)
        #expect(symbols.allSatisfy { !tableau.isBasic($0) && tableau.columnCount($0) == 0 })
        let storage = tableau.rows.withUnsafeBufferPointer { $0.baseAddress }
        for symbol in symbols.prefix(100) { tableau.setRow(symbol, Self.row(1)) }
        #expect(tableau.rows.withUnsafeBufferPointer { $0.baseAddress } == storage)
        tableau.reserve(symbols: 1, rows: 0)
        #expect(tableau.slotsOfSymbols.count == 2 * reserved)
        tableau.reserve(symbols: 500, rows: 0)  // room enough: nothing grows
        #expect(tableau.slotsOfSymbols.count == 2 * reserved)
    }

    /// A batch's errors join the objective level of their priority as one sum, whether they come
    /// nonbasic in id order (their cells as they are) or not (summed in the scratch, a basic one
    /// through its row).
    @Test func errorsJoinTheObjectiveAsOneSumInAnyOrder() {
        func objective(_ order: [Int], basic: Bool) -> Row {
            var tableau = Tableau()
            let x = tableau.makeSymbol(.slack)
            let errors = (0..<3).map { _ in tableau.makeSymbol(.error) }
            if basic { tableau.setRow(errors[1], Self.row(2, (x, 1))) }
            tableau.addToObjective(order.map { (errors[$0], 500) } + [(errors[2], 750)])
            return tableau.objective[tableau.objectiveLevel(for: 500)]
        }
        for basic in [false, true] {
            let inOrder = objective([0, 1], basic: basic), reversed = objective([1, 0], basic: basic)
            #expect(inOrder.constant == (basic ? 2 : 0) && inOrder.constant == reversed.constant)
            #expect(inOrder.cells.map(\.symbol.id) == (basic ? [0, 1] : [1, 2]))
            #expect(inOrder.cells.map(\.symbol) == reversed.cells.map(\.symbol))
            #expect(inOrder.cells.allSatisfy { $0.coefficient == 1 })
            #expect(reversed.cells.allSatisfy { $0.coefficient == 1 })
        }
    }

    @Test func aMarkerTheObjectiveMentionsEntersTheWayThatImprovesIt() throws {
        var tableau = Tableau()
        let marker = tableau.makeSymbol(.slack)
        let growingLimit = tableau.makeSymbol(.slack), shrinkingLimit = tableau.makeSymbol(.slack)
        // growingLimit = 5 - marker stops the marker growing at 5; shrinkingLimit = 3 + marker stops
        // it shrinking at -3. The objective (2 × marker) falls as the marker shrinks.
        tableau.setRow(growingLimit, Self.row(5, (marker, -1)))
        tableau.setRow(shrinkingLimit, Self.row(3, (marker, 1)))
        let level = tableau.objectiveLevel(for: 750)
        tableau.addToObjective(marker, coefficient: 2, level: level)
        let objectiveMentionedMarker = tableau.removeConstraint(markedBy: marker)
        #expect(objectiveMentionedMarker)
        // The marker shrank to -3 (marker = shrinkingLimit - 3), in place of shrinkingLimit's row:
        // growingLimit = 8 - shrinkingLimit, and the objective -6 + 2 × shrinkingLimit is optimal
        // as it stands. Growing (kiwi's side first) would have left growingLimit = 0 with the
        // objective 10 - 2 × growingLimit, a pivot from its optimum.
        #expect(!tableau.isBasic(shrinkingLimit))
        let (constant, cells) = try #require(Self.contents(of: growingLimit, in: tableau))
        #expect(constant == 8 && cells == [shrinkingLimit: -1])
        #expect(tableau.objective[level].constant == -6)
        #expect(tableau.objective[level].cells.map(\.symbol) == [shrinkingLimit])
        #expect(tableau.objective[level].coefficient(for: shrinkingLimit) == 2)
        let pivots = tableau.pivotCount
        #expect(tableau.optimize() == .optimal)
        #expect(tableau.pivotCount == pivots)
    }

    @Test func aMarkerTheObjectiveDoesNotMentionEntersTheShorterRow() throws {
        var tableau = Tableau()
        let marker = tableau.makeSymbol(.slack)
        let a = tableau.makeSymbol(.slack), b = tableau.makeSymbol(.slack), c = tableau.makeSymbol(.slack)
        let growingLimit = tableau.makeSymbol(.slack), shrinkingLimit = tableau.makeSymbol(.slack)
        // Either way keeps every row feasible: growing stops at 5 in a row of four cells,
        // shrinking at -7 in a row of one.
        tableau.setRow(growingLimit, Self.row(5, (marker, -1), (a, 1), (b, 1), (c, 1)))
        tableau.setRow(shrinkingLimit, Self.row(7, (marker, 1)))
        let objectiveMentionedMarker = tableau.removeConstraint(markedBy: marker)
        #expect(!objectiveMentionedMarker)
        // marker = shrinkingLimit - 7, put in growingLimit's row: a cell for a cell.
        #expect(!tableau.isBasic(shrinkingLimit))
        let (constant, cells) = try #require(Self.contents(of: growingLimit, in: tableau))
        #expect(constant == 12 && cells == [shrinkingLimit: -1, a: 1, b: 1, c: 1])
    }

    @Test func amongRowsThatBlockTheMarkerAtOnceTheShortestIsEntered() throws {
        var tableau = Tableau()
        let marker = tableau.makeSymbol(.slack)
        let a = tableau.makeSymbol(.slack), b = tableau.makeSymbol(.slack)
        let long = tableau.makeSymbol(.slack), short = tableau.makeSymbol(.slack)
        // Both stop the marker growing at 4; the longer row has the lower id.
        tableau.setRow(long, Self.row(4, (marker, -1), (a, 1), (b, 1)))
        tableau.setRow(short, Self.row(8, (marker, -2)))
        let objectiveMentionedMarker = tableau.removeConstraint(markedBy: marker)
        #expect(!objectiveMentionedMarker)
        // marker = 4 - short / 2, so long = 4 - (4 - short / 2) + a + b.
        #expect(!tableau.isBasic(short))
        let (constant, cells) = try #require(Self.contents(of: long, in: tableau))
        #expect(constant == 0 && cells == [short: 0.5, a: 1, b: 1])
    }

    @Test func eliminatingASymbolDropsItFromItsRowsAndTheObjective() throws {
        var tableau = Tableau()
        let error = tableau.makeSymbol(.error), slack = tableau.makeSymbol(.slack)
        tableau.setRow(slack, Self.row(2, (error, 3)))
        let level = tableau.objectiveLevel(for: 500)
        tableau.addToObjective(error, coefficient: 1, level: level)
        tableau.eliminate(error)
        let (constant, cells) = try #require(Self.contents(of: slack, in: tableau))
        #expect(constant == 2 && cells.isEmpty)
        #expect(!tableau.objectiveMentions(error))
        #expect(tableau.columnCount(error) == 0)
    }

    /// A walk hands over each kept row's basic symbol, constant, length and the symbol's coefficient.
    @Test func forEachRowReadsOnlyTheRowsWhoseBasicSymbolThePredicateKeeps() {
        var tableau = Tableau()
        let symbol = tableau.makeSymbol(.slack), other = tableau.makeSymbol(.slack)
        let variable = tableau.makeSymbol(.external), slack = tableau.makeSymbol(.slack)
        tableau.setRow(variable, Self.row(1, (symbol, 2), (other, 5)))
        tableau.setRow(slack, Self.row(3, (symbol, -4)))
        var visited: [(Symbol, Double, Int, Double)] = []
        tableau.forEachRow(mentioning: symbol, whoseBasic: { $0.kind == .external }) { basic, constant, length, coefficient in
            visited.append((basic, constant, length, coefficient))
        }
        #expect(visited.count == 1)
        #expect(visited.first.map { $0.0 == variable && $0.1 == 1 && $0.2 == 2 && $0.3 == 2 } == true)
        visited = []
        tableau.forEachRow(mentioning: symbol) { basic, constant, length, coefficient in
            visited.append((basic, constant, length, coefficient))
        }
        #expect(Set(visited.map(\.0)) == [variable, slack])
        #expect(visited.first { $0.0 == slack }.map { $0.1 == 3 && $0.2 == 1 && $0.3 == -4 } == true)
    }
}

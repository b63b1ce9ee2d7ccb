@testable import Cassowary
import Testing

/// A constraint expanded through a long definition and solved for another symbol then defines
/// the variable as written, when that is at most half as long: in a row of equal widths, the
/// content size of the view whose width reaches every link defines that width in two cells.
@Suite struct ShorterDefinitionTests {
    @Test func aContentSizeDefinesTheWidthThatReachedEveryLinkAsWritten() throws {
        // Four views 2 apart filling 100, as a `fillEqually` stack builds them: the trailing edge
        // first (it defines x3), then the links (the last one defines w2), then the equal widths.
        let x = (0..<4).map { Variable("x\($0)") }, w = (0..<4).map { Variable("w\($0)") }
        let solver = Solver()
        try solver.addConstraint(x[0] == 0)
        try solver.addConstraint(x[3] + w[3] == 100)
        for i in 1..<4 { try solver.addConstraint(x[i] == x[i - 1] + w[i - 1] + 2) }
        func length(_ variable: Variable) -> Int {
            let symbol = solver.variables.first { $0.variable === variable }!.symbol
            return solver.tableau.row(for: symbol)?.cells.count ?? 0
        }
        try solver.addConstraint(w[1] == w[0])  // defines w0 as written: w1 + its dummy
        // w2 == w0, expanded through the links, is solved for w3 (of the nonbasic w1 and w3, the
        // one the fewest rows mention): w1 and the dummies of x0 == 0, of the trailing edge, of
        // the three links and of the two equal widths.
        try solver.addConstraint(w[2] == w[0])
        #expect(length(w[3]) == 8)
        // w3 == w0 is solved for w1; w3 keeps its row (w0 ranks above it).
        let w3 = w[3] == w[0]
        try solver.addConstraint(w3)
        #expect(length(w[3]) == 8)
        // w3's content size, expanded through that row, is solved for its error, and then defines
        // w3 as written: 10 plus its slack and error, two cells instead of eight.
        try solver.addConstraint((w[3] <= 10).priority(250))
        #expect(length(w[3]) == 2)
        try solver.addConstraint((w[3] >= 10).priority(750))
        solver.updateVariables()
        #expect(w.map { solver.value(of: $0) } == [23.5, 23.5, 23.5, 23.5])  // (100 - 3 × 2) / 4
        #expect(x.map { solver.value(of: $0) } == [0, 25.5, 51, 76.5])
        // Without w3 == w0, w3 takes its content size and the others share the rest.
        try solver.removeConstraint(w3)
        solver.updateVariables()
        #expect(w.map { solver.value(of: $0) } == [28, 28, 28, 10])  // (100 - 6 - 10) / 3
        #expect(x.map { solver.value(of: $0) } == [0, 30, 60, 90])
        // And back: as before.
        try solver.addConstraint(w3)
        solver.updateVariables()
        #expect(w.map { solver.value(of: $0) } == [23.5, 23.5, 23.5, 23.5])
        #expect(x.map { solver.value(of: $0) } == [0, 25.5, 51, 76.5])
    }
}

@testable import Cassowary
import Testing

/// A removal whose marker a short link and the container's long equations mention pivots into
/// the link, raising the long equations above the definitions the link mentions, instead of
/// solving a long equation for the marker.
@Suite struct RaisingRanksTests {
    @Test func hidingAViewOfARowKeepsTheContainersEquationsAsLongAsTheyWere() throws {
        // A row of 10 views built as a stack builds it: the container's trailing edge first (it
        // defines x9), then the links (the last one defines w8), then the widths (w8 and w9,
        // already defined, are expanded: w9 and the container's width get rows reaching every
        // link, ranked lowest).
        let s = Variable("s"), width = Variable("width")
        let x = (0..<10).map { Variable("x\($0)") }, w = (0..<10).map { Variable("w\($0)") }
        let solver = Solver()
        try solver.addConstraint(s == 0)
        try solver.addConstraint(x[0] == s)
        try solver.addConstraint(x[9] + w[9] == s + width)
        var links: [Constraint] = []
        for i in 1..<10 {
            links.append(x[i] == x[i - 1] + w[i - 1] + 8)
            try solver.addConstraint(links.last!)
        }
        for i in 0..<10 { try solver.addConstraint(w[i] == 30) }
        func length(_ variable: Variable) -> Int {
            let symbol = solver.variables.first { $0.variable === variable }!.symbol
            return solver.tableau.row(for: symbol)?.cells.count ?? 0
        }
        // w8 = 30 expanded and solved for w9: the container's width, the dummies of its leading
        // and trailing edges, of the 9 links and of the widths w0...w8 (s cancels); then w9 = 30
        // solved for the width (w9's dummy in place of w9), and w9, whose row was 21 cells long,
        // defined as written: 30 and its dummy (`Tableau+ShorterDefinition.swift`).
        let lengths = (length(w[9]), length(width))
        #expect(lengths == (1, 21))
        // View 5 hides: its two links go and its neighbours join.
        try solver.removeConstraint(links[4])
        try solver.removeConstraint(links[5])
        let join = x[6] == x[4] + w[4] + 8
        try solver.addConstraint(join)
        // The long row traded the two links' dummies for x4, w4, x6 and w5 (x5 cancels).
        #expect((length(w[9]), length(width)) == (lengths.0, lengths.1 + 2))
        #expect(length(x[6]) == 3)
        solver.updateVariables()
        #expect([4, 6, 7, 9].map { solver.value(of: x[$0]) } == [152, 190, 228, 304])
        #expect(solver.value(of: width) == 334)
        // Shown again: the links as they were, the long rows as they were but for the cells
        // of x4, w4, x6 and w5 they now mention (the joins' markers have gone).
        try solver.removeConstraint(join)
        try solver.addConstraint(links[4])
        try solver.addConstraint(links[5])
        solver.updateVariables()
        #expect([4, 5, 6, 9].map { solver.value(of: x[$0]) } == [152, 190, 228, 342])
        #expect(solver.value(of: width) == 372)
    }
}

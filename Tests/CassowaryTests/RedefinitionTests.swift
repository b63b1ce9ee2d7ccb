@testable import Cassowary
import Testing

/// A user variable left free by a removal is defined again by the next constraint that mentions
/// it, as written: joining the neighbours of a view taken out of a row costs one short row, not
/// the row expanded back through every earlier view.
@Suite struct RedefinitionTests {
    @Test func joiningAroundARemovedViewAddsTheJoinAsWritten() throws {
        let x = (0..<10).map { Variable("x\($0)") }, w = (0..<10).map { Variable("w\($0)") }
        let solver = Solver()
        try solver.addConstraint(x[0] == 0)
        for i in 0..<10 { try solver.addConstraint(w[i] == 10) }
        var links: [Constraint] = []
        for i in 1..<10 {
            links.append(x[i] == x[i - 1] + w[i - 1] + 8)
            try solver.addConstraint(links.last!)
        }
        func cells() -> Int { solver.tableau.rows.reduce(0) { $0 + ($1?.cells.count ?? 0) } }
        let before = cells()
        // View 5 leaves the row: x6 hangs from x4 (x6 = x4 + w4 + 8: three cells with its marker,
        // as many as the link it replaces; expanded, it would reach back to x0).
        try solver.removeConstraint(links[5])
        try solver.removeConstraint(links[4])
        try solver.addConstraint(x[6] == x[4] + w[4] + 8)
        #expect(cells() == before - 3)
        solver.updateVariables()
        #expect([4, 6, 7, 8, 9].map { solver.value(of: x[$0]) } == [72, 90, 108, 126, 144])
    }
}

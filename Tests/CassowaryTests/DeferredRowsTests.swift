@testable import Cassowary
import Testing

/// Deferred rows (Tableau+DeferredRows.swift): a first batch keeps the long content-size rows of a
/// `fillEqually`-like row of views as written; a constant change that keeps them feasible leaves
/// them so, and whatever needs them in nonbasic symbols expands them first. Every result equals
/// that of a solver built one add at a time (which defers nothing).
@Suite struct DeferredRowsTests {
    /// `count` views of content width 40 (compression resistance 750, hugging 250) in a row from
    /// 0 to `end`, 2 apart, each as wide as the first (the widths' rows name every link's marker),
    /// and after them a view of its own width, content width 40, compression resistance 700 and
    /// hugging 260: the first to give way when the row is too short, the last when it is too long.
    private struct Row {
        let x: [Variable]
        let w: [Variable]
        let free = (x: Variable("fx"), w: Variable("fw"))
        let end: Constraint
        let links: [Constraint]
        let compressions: [Constraint]
        let all: [Constraint]

        init(count: Int, width: Double) {
            x = (0..<count).map { Variable("x\($0)") }
            w = (0..<count).map { Variable("w\($0)") }
            end = free.x + free.w == width
            var constraints = [x[0] == 0, free.x == x[count - 1] + w[count - 1] + 2]
            var links: [Constraint] = []
            var compressions: [Constraint] = []
            for i in 1..<count {
                links.append(x[i] == x[i - 1] + w[i - 1] + 2)
                constraints += [links.last!, w[i] == w[0]]
            }
            // The free view's content size first: its width is then defined when the others' come,
            // whose values the rows give without a nonbasic user variable.
            constraints += [(free.w >= 40).priority(700), (free.w <= 40).priority(260), end]
            for i in 0..<count {
                compressions.append((w[i] >= 40).priority(750))
                constraints += [compressions.last!, (w[i] <= 40).priority(250)]
            }
            self.links = links
            self.compressions = compressions
            all = constraints
        }
    }

    /// A row built in one batch and the same row built one add at a time.
    private func pair(count: Int = 30, width: Double) throws -> (batch: Solver, batchRow: Row, single: Solver, singleRow: Row) {
        let batchRow = Row(count: count, width: width), singleRow = Row(count: count, width: width)
        let batch = Solver(), single = Solver()
        #expect(batch.addConstraints(batchRow.all).isEmpty)
        for constraint in singleRow.all { try single.addConstraint(constraint) }
        return (batch, batchRow, single, singleRow)
    }

    /// Every value of the two rows, each solver's updated first.
    private func values(_ solver: Solver, _ row: Row) -> [Double] {
        solver.updateVariables()
        return (row.x + row.w + [row.free.x, row.free.w]).map { solver.value(of: $0) }
    }

    private func expectSame(_ a: [Double], _ b: [Double], _ step: String) {
        #expect(a.count == b.count)
        for (u, v) in zip(a, b) { #expect(abs(u - v) <= 1e-9 * max(1, abs(v)), "\(step): \(u) against \(v)") }
    }

    @Test func aFirstBatchDefersTheStretchedViewsRowsAndSolvesAsAddsOneByOne() throws {
        // 30 × 50 + 29 × 2 + 2 + 40 = 1600: the free view at 40, every other view stretched from
        // 40 to 50.
        let (batch, batchRow, single, singleRow) = try pair(width: 1600)
        let (batchDefers, singleDefers) = (batch.tableau.hasDeferredRows, single.tableau.hasDeferredRows)
        #expect(batchDefers && !singleDefers)
        let solved = values(batch, batchRow)
        expectSame(solved, values(single, singleRow), "built")
        #expect(solved[30..<60].allSatisfy { abs($0 - 50) < 1e-9 }, "\(solved[30..<60])")
        #expect(abs(solved[29] - 29 * 52) < 1e-9 && abs(solved[61] - 40) < 1e-9, "\(solved[29]), \(solved[61])")
    }

    /// A wider and a narrower end (still stretching every view, or holding it at 40) keep every
    /// row feasible: the rows stay deferred and the values follow.
    @Test func aConstantChangeThatKeepsTheRowsFeasibleLeavesThemDeferred() throws {
        let (batch, batchRow, single, singleRow) = try pair(width: 1600)
        for (index, end) in [1900.0, 1300, 1600].enumerated() {
            try batch.setConstant(-end, for: batchRow.end)
            try single.setConstant(-end, for: singleRow.end)
            let defers = batch.tableau.hasDeferredRows
            #expect(defers, "step \(index)")
            expectSame(values(batch, batchRow), values(single, singleRow), "end \(end)")
        }
        // 1900 = 30 × 60 + 58 + 2 + 40.
        try batch.setConstant(-1900, for: batchRow.end)
        #expect(values(batch, batchRow)[30..<60].allSatisfy { abs($0 - 60) < 1e-9 })
    }

    /// An end too short for the equal views at their content width, as they stand (they would
    /// share the shortfall), makes the deferred rows negative: they are expanded outside the
    /// transaction, the change is made again, and the dual simplex hands the shortfall to the free
    /// view, which resists less; the values are those of the other solver.
    @Test func aChangeThatMakesADeferredRowNegativeExpandsThemAndTriesAgain() throws {
        let (batch, batchRow, single, singleRow) = try pair(width: 1600)
        try batch.setConstant(-1200, for: batchRow.end)
        try single.setConstant(-1200, for: singleRow.end)
        let defers = batch.tableau.hasDeferredRows
        #expect(!defers)
        let solved = values(batch, batchRow)
        expectSame(solved, values(single, singleRow), "compressed")
        // The equal views at 40 (30 × 40 + 29 × 2 = 1258), the free view 1200 - 1258 - 2 = -60.
        #expect(solved[30..<60].allSatisfy { abs($0 - 40) < 1e-9 })
        #expect(abs(solved[61] + 60) < 1e-9)
    }

    /// Each other kind of call expands the deferred rows first and then answers as the other
    /// solver does: a content-size constant (removed and added again), a removal, an add, an edit
    /// and its suggestions, the explanations.
    @Test func everyOtherCallExpandsTheRowsFirstAndAnswersAlike() throws {
        typealias Step = (Solver, Row) throws -> Void
        let steps: [(name: String, step: Step)] = [
            ("a content size", { solver, row in try solver.setConstant(-44, for: row.compressions[3]) }),
            ("a removal", { solver, row in try solver.removeConstraint(row.links[5]) }),
            ("an add", { solver, row in try solver.addConstraint((row.w[7] >= 55).priority(500)) }),
            ("an edit", { solver, row in
                try solver.addEditVariable(row.w[2], priority: 600)
                try solver.suggestValue(70, for: row.w[2])
                try solver.suggestValue(20, for: row.w[2])
            }),
            ("a batch", { solver, row in _ = solver.addConstraints([(row.x[4] >= 300).priority(900)]) }),
        ]
        for (name, step) in steps {
            let (batch, batchRow, single, singleRow) = try pair(width: 1600)
            try step(batch, batchRow)
            try step(single, singleRow)
            let defers = batch.tableau.hasDeferredRows
            #expect(!defers, "\(name)")
            expectSame(values(batch, batchRow), values(single, singleRow), name)
        }
        let (batch, batchRow, single, singleRow) = try pair(width: 1600)
        #expect(batch.ambiguousVariables().map(\.name) == single.ambiguousVariables().map(\.name))
        #expect(batch.isTight(batchRow.end) && single.isTight(singleRow.end))
        #expect(batch.dependence(of: batchRow.w[4]).value == single.dependence(of: singleRow.w[4]).value)
    }

    /// Random sequences of constant changes on the end and the content sizes, removals and adds
    /// of links, edits and suggestions: after every call, the same values as the other solver.
    @Test(arguments: 0..<20) func randomCallsAnswerAsAddsOneByOne(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let count = 24 + Int(random.next() % 20)
        let (batch, batchRow, single, singleRow) = try pair(
            count: count, width: Double(count) * 46 + 2 * Double(count - 1) + 42)
        let defers = batch.tableau.hasDeferredRows
        #expect(defers, "seed \(seed): \(count) views")
        var removed: Set<Int> = []
        var editing = false
        for step in 0..<12 {
            let choice = random.next() % 5
            var name = "step \(step) seed \(seed): "
            switch choice {
            case 0:
                let end = Double(count) * Double(25 + random.next() % 40) + 2 * Double(count - 1) + 42
                name += "end \(end)"
                try batch.setConstant(-end, for: batchRow.end)
                try single.setConstant(-end, for: singleRow.end)
            case 1:
                let view = Int(random.next() % UInt64(count)), size = Double(30 + random.next() % 30)
                name += "content size of \(view) \(size)"
                try batch.setConstant(-size, for: batchRow.compressions[view])
                try single.setConstant(-size, for: singleRow.compressions[view])
            case 2:
                let link = Int(random.next() % UInt64(count - 1))
                name += "link \(link)"
                if removed.contains(link) {
                    try batch.addConstraint(batchRow.links[link])
                    try single.addConstraint(singleRow.links[link])
                    removed.remove(link)
                } else {
                    try batch.removeConstraint(batchRow.links[link])
                    try single.removeConstraint(singleRow.links[link])
                    removed.insert(link)
                }
            case 3:
                let value = Double(random.next() % 80)
                name += "suggest \(value)"
                if !editing {
                    try batch.addEditVariable(batchRow.w[1], priority: 300)
                    try single.addEditVariable(singleRow.w[1], priority: 300)
                    editing = true
                }
                try batch.suggestValue(value, for: batchRow.w[1])
                try single.suggestValue(value, for: singleRow.w[1])
            default:
                name += "values"
            }
            expectSame(values(batch, batchRow), values(single, singleRow), name)
        }
    }
}

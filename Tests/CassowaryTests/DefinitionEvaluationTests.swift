@testable import Cassowary
import Testing

/// An evaluation of definitions follows the changes when they reach few definitions, and takes
/// every definition in rank order when they reach a good share (`Definitions.evaluateChanges`):
/// either way each value is right and `updateVariables()` names exactly the variables that moved.
@Suite struct DefinitionEvaluationTests {
    @Test func bothWaysOfEvaluatingGiveTheValuesAndNameTheVariablesThatMoved() throws {
        // A chain hung from an edited left edge, x[i] = left + 20i, and a short one hung from an
        // edited top, y = top + 3: 33 definitions.
        let left = Variable("left"), top = Variable("top"), y = Variable("y"), q = Variable("q")
        let x = (0..<30).map { Variable("x\($0)") }
        let solver = Solver()
        for edit in [left, top] { try solver.addEditVariable(edit, priority: 999) }
        try solver.addConstraint(x[0] == left)
        for i in 1..<30 { try solver.addConstraint(x[i] == x[i - 1] + 20) }
        let hangY = y == top + 3
        try solver.addConstraint(hangY)
        let all = [left, top, y, q] + x
        var before = all.map { _ in 0.0 }

        /// Updates, checks every value against `expected` (nil for a variable not given, left as
        /// it was), that exactly the variables that moved are named, and which way it evaluated.
        func update(_ expected: [(Variable, Double)], everyDefinition: Bool, _ comment: Comment) {
            let named = Set(solver.updateVariables())
            let definitions = solver.tableau.definitions
            // Only an evaluation of every definition lists them afresh.
            #expect(definitions.rankOrderIsStale == !everyDefinition, comment)
            for (variable, value) in expected { #expect(solver.value(of: variable) == value, "\(variable.name): \(comment)") }
            let after = all.map(solver.value(of:))
            let moved = Set(all.indices.filter { after[$0] != before[$0] }.map { solver.id(of: all[$0])! })
            #expect(named == moved, comment)
            before = after
        }

        // The first evaluation takes every definition (none has been listed yet).
        update(x.indices.map { (x[$0], 20 * Double($0)) } + [(y, 3)], everyDefinition: true, "built")
        // The last evaluation moved a good share of the values: every definition again.
        try solver.suggestValue(5, for: top)
        update([(top, 5), (y, 8), (x[29], 580)], everyDefinition: true, "top to 5")
        // A few changed rows after an evaluation that moved few values: the changes alone, which
        // leave the definitions' listing stale (a new definition, q, makes it so).
        try solver.addConstraint(q == top + 1)
        try solver.suggestValue(7, for: top)
        update([(top, 7), (y, 10), (q, 8), (x[29], 580)], everyDefinition: false, "top to 7, q added")
        // One changed row that reaches every x: still the changes alone, since neither they nor
        // the last evaluation reached many definitions; the next evaluation takes every definition,
        // the listing made afresh with q.
        try solver.suggestValue(100, for: left)
        update(x.indices.map { (x[$0], 100 + 20 * Double($0)) }, everyDefinition: false, "left to 100")
        try solver.suggestValue(50, for: left)
        update(x.indices.map { (x[$0], 50 + 20 * Double($0)) } + [(q, 8)], everyDefinition: true, "left to 50")
        // A variable that leaves the basis rests at 0, and is named, in an evaluation of every one.
        try solver.removeConstraint(hangY)
        try solver.suggestValue(60, for: left)
        update(x.indices.map { (x[$0], 60 + 20 * Double($0)) } + [(y, 0), (q, 8)], everyDefinition: true, "y freed")
    }

    /// An evaluation of every definition reads copies of the rows once they held from one such
    /// evaluation to the next; a constant that moved in an evaluation of the changes alone in
    /// between is in the copies when the next evaluation of every definition reads them.
    @Test func copiedDefinitionsKeepUpWithConstantsMovedBetweenEvaluationsOfEvery() throws {
        let left = Variable("left"), top = Variable("top"), y = Variable("y")
        let x = (0..<30).map { Variable("x\($0)") }
        let solver = Solver()
        for edit in [left, top] { try solver.addEditVariable(edit, priority: 999) }
        try solver.addConstraint(x[0] == left)
        for i in 1..<30 { try solver.addConstraint(x[i] == x[i - 1] + 20) }
        try solver.addConstraint(y == top + 3)
        solver.updateVariables()  // every definition, from the rows
        try solver.suggestValue(10, for: left)
        solver.updateVariables()  // every definition again (the last moved many): the rows copied
        #expect(solver.tableau.definitions.inRankOrder.holdsCopies)
        try solver.suggestValue(5, for: top)
        solver.updateVariables()  // every definition (the last moved many), from the copies: moves top and y
        try solver.suggestValue(7, for: top)
        solver.updateVariables()  // the changes alone (the last moved few): top's constant moves
        try solver.suggestValue(20, for: left)
        solver.updateVariables()  // the changes alone
        try solver.suggestValue(30, for: left)
        solver.updateVariables()  // every definition, from the copies
        #expect(solver.tableau.definitions.inRankOrder.holdsCopies)
        #expect([top, y, x[0], x[29]].map(solver.value(of:)) == [7, 10, 30, 610])
    }

    /// After a build afresh, an evaluation of every definition names a definition whose value is
    /// what the fresh definitions start from (0) but not what the solver read last.
    @Test func aBuildAfreshNamesADefinitionBackAtZero() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x == y)
        let wide = 0.01 * y == 5  // a wide coefficient: its removal, the last, builds the tableau afresh
        try solver.addConstraint(wide)
        solver.updateVariables()
        #expect([x, y].map(solver.value(of:)) == [500, 500])
        try solver.removeConstraint(wide)
        let named = Set(solver.updateVariables())
        #expect(solver.tableau.definitions.rankOrderIsStale == false)
        #expect([x, y].map(solver.value(of:)) == [0, 0])
        #expect(named == Set([x, y].map { solver.id(of: $0)! }))
    }
}

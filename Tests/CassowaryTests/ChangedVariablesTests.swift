import Cassowary
import Testing

/// `updateVariables()` names exactly the variables whose values it changed, and an id reads the
/// same value as its variable.
@Suite struct ChangedVariablesTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")

    /// The variables `updateVariables()` names, by name.
    func changed(_ solver: Solver) -> Set<String> {
        let ids = solver.updateVariables()
        #expect(Set(ids).count == ids.count, "a variable named twice")
        return Set(ids.map { id in [x, y, z, w].first { solver.id(of: $0) == id }!.name })
    }

    @Test func namesExactlyTheVariablesThatMoved() throws {
        let solver = Solver()
        let pinX = x == 10
        // x = 10, y = x + 5 = 15, z = 20; w ≥ 0 rests at 0, its value before.
        for constraint in [pinX, y == x + 5, z == 20, w >= 0] { try solver.addConstraint(constraint) }
        #expect(changed(solver) == ["x", "y", "z"])
        #expect(changed(solver) == [])
        // x = 12 moves y to 17; z and w stay.
        try solver.setConstant(-12, for: pinX)
        #expect(changed(solver) == ["x", "y"])
        #expect([x, y, z, w].map(solver.value(of:)) == [12, 17, 20, 0])
        // An edit of w moves w alone; suggesting the value it has moves nothing.
        try solver.addEditVariable(w, priority: .defaultHigh)
        try solver.suggestValue(3, for: w)
        #expect(changed(solver) == ["w"])
        try solver.suggestValue(3, for: w)
        #expect(changed(solver) == [])
        // Back to x = 10 and w = 0: x, y and w move back.
        try solver.setConstant(-10, for: pinX)
        try solver.suggestValue(0, for: w)
        #expect(changed(solver) == ["x", "y", "w"])
        // Removing y's constraint leaves y free: it rests at 0.
        try solver.removeConstraint(solver.constraints[1])
        #expect(changed(solver) == ["y"])
        #expect([x, y, z, w].map(solver.value(of:)) == [10, 0, 20, 0])
    }

    @Test func idsReadTheValuesOfTheirVariables() throws {
        let solver = Solver()
        #expect(solver.id(of: x) == nil)
        try solver.addConstraint(x == 4)
        try solver.addConstraint(y == 2 * x)
        solver.updateVariables()
        let ids = [x, y].map { solver.id(of: $0)! }
        #expect(ids.map(\.index) == [0, 1])
        #expect(solver.variableCount == 2)
        #expect(ids.map(solver.value(of:)) == [4, 8])
        #expect(solver.id(of: z) == nil)
    }
}

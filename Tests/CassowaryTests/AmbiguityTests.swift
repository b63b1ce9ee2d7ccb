import Cassowary
import Testing

@Suite struct AmbiguityTests {
    @Test func aDeterminedSystemHasNoAmbiguousVariables() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x == 10)
        try solver.addConstraint(y == x + 5)
        try solver.addConstraint((y <= 0).priority(.defaultLow))
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test func anUnderdeterminedSumIsAmbiguousInBothParts() throws {
        // x + y == 100 with nothing else: any split is optimal. z is fixed.
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.addConstraint(x + y == 100)
        try solver.addConstraint(z == 3)
        #expect(solver.ambiguousVariables().map(\.name) == ["x", "y"])
    }

    @Test func equalWeakPullsLeaveARangeOfOptima() throws {
        // a and b each want to be 0 at the same level, a + b == 10: every split costs 10.
        // A stronger pull on a settles it.
        let a = Variable("a"), b = Variable("b")
        let solver = Solver()
        try solver.addConstraint(a + b == 10)
        try solver.addConstraint(a >= 0)
        try solver.addConstraint(b >= 0)
        try solver.addConstraint((a == 0).priority(.defaultLow))
        try solver.addConstraint((b == 0).priority(.defaultLow))
        #expect(solver.ambiguousVariables().map(\.name) == ["a", "b"])
        try solver.addConstraint((a == 4).priority(.defaultHigh))
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test func aDegenerateCornerIsNotAmbiguous() throws {
        // x >= 0, y >= 0, x + y <= 0 pins both at 0, through degenerate rows.
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(y >= 0)
        try solver.addConstraint(x + y <= 0)
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test func aVariableWhoseConstraintsWereRemovedIsFree() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let pin = x == 5
        try solver.addConstraint(pin)
        try solver.addConstraint(y == 1)
        #expect(solver.ambiguousVariables().isEmpty)
        try solver.removeConstraint(pin)
        #expect(solver.ambiguousVariables().map(\.name) == ["x"])
    }

    @Test func aFreeParameterBlockedByDegenerateRowsInOneDirectionOnly() throws {
        // y == x and x <= 0: x can decrease without limit, so both are ambiguous (in the order
        // the solver first saw them).
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(y == x)
        try solver.addConstraint(x <= 0)
        #expect(solver.ambiguousVariables().map(\.name) == ["y", "x"])
    }

    @Test func aSizeHeldBetweenTwoPreferencesIsNotAmbiguous() throws {
        // w <= 100 @250 and w >= 100 @750 pin w at 100, through a degenerate slack; x centres it.
        let x = Variable("x"), w = Variable("w")
        let solver = Solver()
        try solver.addConstraint(x + 0.5 * w == 200)
        try solver.addConstraint((w <= 100).priority(.defaultLow))
        try solver.addConstraint((w >= 100).priority(.defaultHigh))
        #expect(solver.ambiguousVariables().isEmpty)
    }
}

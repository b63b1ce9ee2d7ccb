import Cassowary
import Testing

/// A required inequality that does not hold where the solver stands (its row has no subject that
/// keeps the rows feasible) is added with its slack basic below zero and made to hold by the dual
/// simplex, which keeps every priority level optimal; one that cannot hold changes nothing.
@Suite struct ViolatedInequalityTests {
    let x = Variable("x")
    let y = Variable("y")

    /// `x - y + constant <= 0` (required): x ≤ y − constant.
    func atMost(_ a: Variable, _ b: Variable, plus constant: Double) -> Constraint {
        Constraint(Expression([Term(a, 1), Term(b, -1)], constant: -constant), .lessThanOrEqual)
    }

    @Test func theWeakerLevelGivesWayAndTheStrongerKeepsItsOptimum() throws {
        let solver = Solver()
        try solver.addConstraint(Constraint(Expression([Term(x, 1)], constant: -10), .equal, priority: .defaultHigh))
        try solver.addConstraint(Constraint(Expression([Term(y, 1)], constant: -20), .equal, priority: .defaultLow))
        // y <= x + 2 does not hold at x = 10, y = 20: the weak y gives way.
        try solver.addConstraint(atMost(y, x, plus: 2))
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 12)
        // x >= 11 does not hold at x = 10: x moves as little as it can, y follows it.
        try solver.addConstraint(Constraint(Expression([Term(x, 1)], constant: -11), .greaterThanOrEqual))
        solver.updateVariables()
        #expect(solver.value(of: x) == 11)
        #expect(solver.value(of: y) == 13)
        // y <= 10 holds with x = 11 (y <= x + 2 is then slack).
        try solver.addConstraint(Constraint(Expression([Term(y, 1)], constant: -10), .lessThanOrEqual))
        solver.updateVariables()
        #expect(solver.value(of: x) == 11)
        #expect(solver.value(of: y) == 10)
    }

    @Test func anInequalityThatCannotHoldChangesNothing() throws {
        let solver = Solver()
        try solver.addConstraint(Constraint(Expression([Term(x, 1)], constant: -10), .equal, priority: .defaultHigh))
        let atLeastEleven = Constraint(Expression([Term(x, 1)], constant: -11), .greaterThanOrEqual)
        try solver.addConstraint(atLeastEleven)
        let atMostFive = Constraint(Expression([Term(x, 1)], constant: -5), .lessThanOrEqual)
        do {
            try solver.addConstraint(atMostFive)
            Issue.record("x <= 5 was added next to x >= 11")
        } catch {
            guard case .unsatisfiableConstraint(let constraint, let conflicts) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(constraint === atMostFive)
            #expect(conflicts.count == 2)
            #expect(conflicts.contains { $0 === atLeastEleven } && conflicts.contains { $0 === atMostFive })
        }
        #expect(!solver.hasConstraint(atMostFive))
        #expect(solver.constraints.count == 2)
        solver.updateVariables()
        #expect(solver.value(of: x) == 11)
        // The solver goes on from where it was.
        try solver.addConstraint(Constraint(Expression([Term(x, 1)], constant: -12), .lessThanOrEqual))
        solver.updateVariables()
        #expect(solver.value(of: x) == 11)
    }
}

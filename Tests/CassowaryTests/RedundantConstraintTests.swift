import Cassowary
import Testing

/// A required equality that the constraints already in the solver imply when it is added keeps
/// holding once they are gone or changed.
@Suite struct RedundantConstraintTests {
    let x0 = Variable("x0"), x1 = Variable("x1")

    @Test func aRedundantEqualityHoldsAfterTheOneImplyingItIsRemoved() throws {
        let solver = Solver()
        try solver.addConstraint((x0 + x1 + 190 <= 0).priority(500))
        let a = 5 * x0 == 0
        try solver.addConstraint(a)
        try solver.addConstraint((-2 * x1 - 14 >= 0).priority(50))
        let b = 10 * x0 == 0  // implied by a when added
        try solver.addConstraint(b)
        try solver.removeConstraint(a)
        solver.updateVariables()
        // b holds x0 at 0 (x1 <= -190 then satisfies both others; it is not unique).
        #expect(solver.value(of: x0) == 0)
        #expect(solver.value(of: x1) <= -190)
        #expect(solver.hasConstraint(b))
        #expect(solver.constraints.count == 3)
    }

    @Test func changingTheConstantOfTheImplyingEqualityConflictsWithTheRedundantOne() throws {
        let solver = Solver()
        let a = x0 == 0
        try solver.addConstraint(a)
        try solver.setConstant(-48, for: a)  // x0 == 48
        let b = 3 * x0 - 144 == 0  // x0 == 48: implied by a when added
        try solver.addConstraint(b)
        try solver.addEditVariable(x0, priority: 500)
        #expect { try solver.setConstant(-43, for: a) } throws: { error in
            guard case SolverError.unsatisfiableConstraint(let failing, let conflicts) = error else { return false }
            return failing === a && conflicts.count == 2 && conflicts[0] === b && conflicts[1] === a
        }
        solver.updateVariables()
        #expect(solver.value(of: x0) == 48)
        // a still holds to 48: moving it back to 48 is no change, and b can go.
        try solver.removeConstraint(b)
        try solver.setConstant(-43, for: a)
        solver.updateVariables()
        #expect(solver.value(of: x0) == 43)
    }
}

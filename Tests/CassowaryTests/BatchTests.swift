import Cassowary
import Testing

/// `addConstraints(_:)`: adds in order, one optimisation at the end, each add all or nothing.
@Suite struct BatchTests {
    @Test func aFailingRequiredConstraintInTheMiddleIsLeftOutAndTheRestGoIn() throws {
        let x = Variable("x"), y = Variable("y")
        let pin = x == 10
        let conflicting = x == 20
        let follower = y == x + 5
        let weak = (y == 0).priority(.defaultLow)
        let solver = Solver()
        let rejected = solver.addConstraints([pin, conflicting, follower, weak])
        try #require(rejected.count == 1)
        #expect(rejected[0].index == 1)
        guard case .unsatisfiableConstraint(let failed, let conflicts) = rejected[0].error else {
            Issue.record("expected unsatisfiableConstraint, got \(rejected[0].error)")
            return
        }
        #expect(failed === conflicting)
        #expect(conflicts.map(ObjectIdentifier.init) == [pin, conflicting].map(ObjectIdentifier.init))
        #expect(solver.constraints.map(ObjectIdentifier.init) == [pin, follower, weak].map(ObjectIdentifier.init))
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
    }

    @Test func eachRejectionCarriesTheErrorAnAddWouldThrow() {
        let x = Variable("x")
        let constraint = x >= 1
        let solver = Solver()
        let rejected = solver.addConstraints([constraint, constraint, (x == 2).priority(0), x <= .infinity])
        #expect(rejected.map(\.index) == [1, 2, 3])
        #expect(rejected.count == 3)
        guard rejected.count == 3 else { return }
        if case .duplicateConstraint(let duplicate) = rejected[0].error { #expect(duplicate === constraint) } else {
            Issue.record("expected duplicateConstraint, got \(rejected[0].error)")
        }
        if case .invalidPriority(let priority) = rejected[1].error { #expect(priority == 0) } else {
            Issue.record("expected invalidPriority, got \(rejected[1].error)")
        }
        if case .nonFiniteValue = rejected[2].error {} else {
            Issue.record("expected nonFiniteValue, got \(rejected[2].error)")
        }
        #expect(solver.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(constraint)])
    }

    @Test func strictPrioritiesHoldAcrossOneBatch() {
        // The stronger pin comes last, after a thousand weaker ones: the end optimisation still
        // lets it win; the level-250 pull takes what the level-750 sum leaves free.
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        var constraints = (0..<1000).map { _ in (x == 500).priority(1) }
        constraints.append((x == 10).priority(2))
        constraints.append((y + z == 100).priority(.defaultHigh))
        constraints += (0..<50).map { _ in (z == 0).priority(.fittingSizeLevel) }
        constraints.append((y == 30).priority(.defaultLow))
        #expect(solver.addConstraints(constraints).isEmpty)
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 30)
        #expect(solver.value(of: z) == 70)
    }

    @Test func editsAndSuggestionsWorkAfterABatch() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let solver = Solver()
        solver.addConstraints([
            right == left + width, left == 0, (width >= 100).priority(.defaultHigh),
            (width == 0).priority(.defaultLow),
        ])
        try solver.addEditVariable(right, priority: .defaultHigh + 1)
        try solver.suggestValue(300, for: right)
        solver.updateVariables()
        #expect(solver.value(of: width) == 300)
        try solver.suggestValue(40, for: right)
        solver.updateVariables()
        #expect(solver.value(of: width) == 40)
    }

    /// Random systems (required constraints often conflicting), each variable pinned last at a
    /// priority of its own below every other, so the optimum is unique: a batch rejects the same
    /// constraints with the same conflicts as adds one by one, and gives the same values.
    @Test func aBatchAgreesWithAddsOneByOne() {
        for seed in 0..<RandomScenario.caseCount(default: 300) {
            let scenario = RandomScenario(seed: UInt64(seed))
            let pins = scenario.variables.enumerated().map { index, variable in
                (variable == Double(7 * index - 20)).priority(Priority(0.5 - Float(index) * 0.01))
            }
            let constraints = scenario.addedConstraints + pins
            let oneByOne = Solver()
            var thrown: [(index: Int, error: SolverError)] = []
            for (index, constraint) in constraints.enumerated() {
                do throws(SolverError) {
                    try oneByOne.addConstraint(constraint)
                } catch {
                    thrown.append((index, error))
                }
            }
            let batched = Solver()
            let rejected = batched.addConstraints(constraints)
            #expect(rejected.map(\.index) == thrown.map(\.index), "seed \(seed)")
            #expect(rejected.map { "\($0.error)" } == thrown.map { "\($0.error)" }, "seed \(seed)")
            oneByOne.updateVariables()
            batched.updateVariables()
            for variable in scenario.variables {
                let expected = oneByOne.value(of: variable)
                let value = batched.value(of: variable)
                #expect(abs(value - expected) <= 1e-9 * max(1, abs(expected)), "seed \(seed): \(variable) \(value) \(expected)")
            }
        }
    }
}

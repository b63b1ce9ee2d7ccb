import Testing

@testable import Cassowary

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
            expectBatchAgreesWithAddsOneByOne(scenario.addedConstraints + pins(of: scenario), scenario.variables, seed: seed)
        }
    }

    /// The same with the scenario's constraints, each listed twice, spread through a batch long
    /// enough to be entered in the solver's index up front (`RecordTable.batchLength`).
    @Test func aLongBatchAgreesWithAddsOneByOne() {
        for seed in 0..<RandomScenario.caseCount(default: 6) {
            let scenario = RandomScenario(seed: UInt64(seed))
            var random = SeededGenerator(seed: UInt64(seed))
            var constraints = (0..<RecordTable.batchLength).map { Variable("f\($0)") == Double($0) }
            for constraint in scenario.addedConstraints + pins(of: scenario) + scenario.addedConstraints {
                constraints.insert(constraint, at: Int.random(in: 0...constraints.count, using: &random))
            }
            expectBatchAgreesWithAddsOneByOne(constraints, scenario.variables, seed: seed)
        }
    }

    /// A weak pin per variable of `scenario`, so that every value is determined.
    private func pins(of scenario: RandomScenario) -> [Constraint] {
        scenario.variables.enumerated().map { index, variable in
            (variable == Double(7 * index - 20)).priority(Priority(0.5 - Float(index) * 0.01))
        }
    }

    /// `constraints` added as a batch are refused with the errors adds one by one throw and give
    /// `variables` the values those give.
    private func expectBatchAgreesWithAddsOneByOne(_ constraints: [Constraint], _ variables: [Variable], seed: Int) {
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
        for variable in variables {
            let expected = oneByOne.value(of: variable)
            let value = batched.value(of: variable)
            #expect(abs(value - expected) <= 1e-9 * max(1, abs(expected)), "seed \(seed): \(variable) \(value) \(expected)")
        }
        #expect(batched.constraints.map(ObjectIdentifier.init) == oneByOne.constraints.map(ObjectIdentifier.init), "seed \(seed)")
    }

    /// A batch long enough to be entered in the solver's index up front (`RecordTable.batchLength`)
    /// refuses what a short one refuses and leaves the solver as adds one by one do.
    @Test func aLongBatchRefusesDuplicatesAndConflictsAsAddsDo() throws {
        let count = RecordTable.batchLength
        let xs = (0...count).map { Variable("x\($0)") }
        let pin = xs[0] == 0
        var chain = (1...count).map { xs[$0] == xs[$0 - 1] + 1 }
        // A conflict of two constraints on a variable of their own (the conflict is looked for
        // among the constraints that share variables with it).
        let y = Variable("y")
        let conflicting = y == 2
        let weak = (xs[count] == 0).priority(.defaultLow)
        chain.append(contentsOf: [y == 1, conflicting, chain[7], weak, pin])
        let solver = Solver()
        try solver.addConstraint(pin)
        let rejected = solver.addConstraints(chain)
        #expect(rejected.map(\.index) == [count + 1, count + 2, count + 4])
        if case .unsatisfiableConstraint(let failed, let conflicts) = rejected.first?.error {
            #expect(failed === conflicting && conflicts.count == 2)
        } else {
            Issue.record("expected unsatisfiableConstraint, got \(String(describing: rejected.first?.error))")
        }
        if case .duplicateConstraint(let duplicate) = rejected.dropFirst().first?.error { #expect(duplicate === chain[7]) } else {
            Issue.record("expected duplicateConstraint, got \(String(describing: rejected.dropFirst().first?.error))")
        }
        #expect(solver.constraints.count == count + 3)
        #expect(!solver.hasConstraint(conflicting) && solver.hasConstraint(chain[7]) && solver.hasConstraint(weak))
        solver.updateVariables()
        #expect(solver.value(of: xs[count]) == Double(count))
        // What the batch filed can be changed and removed; what it refused can be added.
        try solver.setConstant(-2, for: chain[count - 1])
        try solver.removeConstraint(chain[3])
        try solver.removeConstraint(weak)
        #expect(throws: SolverError.self) { try solver.removeConstraint(conflicting) }
        try solver.addConstraint(xs[4] == 100)
        solver.updateVariables()
        // From x4 = 100, steps of 1 and the last of 2.
        #expect(solver.value(of: xs[4]) == 100 && solver.value(of: xs[count]) == Double(100 + count - 3))
    }
}


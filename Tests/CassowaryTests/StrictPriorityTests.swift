import Cassowary
import Testing

/// Priorities are strict: no number of weaker constraints outweighs a stronger one.
@Suite struct StrictPriorityTests {
    @Test func aThousandWeakConstraintsDoNotBeatOneStrongerOne() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 10).priority(2))
        for _ in 0..<1000 { try solver.addConstraint((x == 500).priority(1)) }
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
    }

    @Test func aThousandEditsAtALowerLevelDoNotMoveAHigherOne() throws {
        // Each weak variable wants x large through its own edit; the one at 251 wins anyway.
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x <= 40).priority(251))
        for index in 0..<1000 {
            let v = Variable("v\(index)")
            try solver.addConstraint(v == x)
            try solver.addEditVariable(v, priority: .defaultLow)
            try solver.suggestValue(1000, for: v)
        }
        solver.updateVariables()
        #expect(solver.value(of: x) == 40)
    }

    @Test func closePrioritiesAreLevelsOfTheirOwn() throws {
        // 999.5 sits between 999 and 1000, 999.999 above 999.5.
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 1).priority(999))
        try solver.addConstraint((x == 2).priority(999.5))
        solver.updateVariables()
        #expect(solver.value(of: x) == 2)
        try solver.addConstraint((x == 3).priority(999.999))
        solver.updateVariables()
        #expect(solver.value(of: x) == 3)
    }

    @Test func aLowerLevelStillOptimisesWhatTheHigherOnesLeaveFree() throws {
        // The level-750 pair fixes x + y = 100; the level-250 one then picks x = 30.
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint((x + y == 100).priority(.defaultHigh))
        try solver.addConstraint((x == 30).priority(.defaultLow))
        for _ in 0..<50 { try solver.addConstraint((y == 0).priority(.fittingSizeLevel)) }
        solver.updateVariables()
        #expect(solver.value(of: x) == 30)
        #expect(solver.value(of: y) == 70)
    }
}

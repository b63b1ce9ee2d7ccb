import Cassowary
import Testing

/// Systems whose values reach 1e5–1e6 are solved as systems at 100: rounding leftovers of a few
/// 1e-8 there are not conflicts. Numbers beyond `Solver.maximumMagnitude` are refused.
@Suite struct MagnitudeTests {
    let x = (0..<8).map { Variable("x\($0)") }

    /// Every required constraint of `solver` holds to 1e-9 of `scale`.
    func requiredConstraintsHold(_ solver: Solver, scale: Double) -> Bool {
        solver.updateVariables()
        return solver.constraints.allSatisfy {
            !$0.priority.isRequired || SystemFixture.violation(of: $0, in: solver) <= 1e-9 * scale
        }
    }

    /// Phase one ends with an artificial objective of -1.5e-8: zero at this scale.
    @Test func phaseOneAtAMillionIsNotAConflict() throws {
        let solver = Solver()
        let cs: [Constraint] = [
            Constraint(Expression([Term(x[6], 0.5), Term(x[5], 10), Term(x[0], 1)], constant: -100000), .equal, priority: 50),
            Constraint(Expression([Term(x[1], 1)], constant: 84), .lessThanOrEqual, priority: Priority(313.66708)),
            Constraint(Expression([Term(x[6], 0), Term(x[0], -1)], constant: -519.3120448118816), .equal, priority: 25),
            Constraint(Expression([Term(x[3], 1), Term(x[2], 1), Term(x[2], 1)]), .greaterThanOrEqual),
            Constraint(Expression([Term(x[5], 3), Term(x[2], -1)], constant: -1000000), .equal),
            Constraint(Expression([Term(x[1], 1), Term(x[3], 0.5)]), .equal, priority: 250),
            Constraint(Expression([Term(x[7], -1), Term(x[5], -1), Term(x[6], -4)], constant: 64), .lessThanOrEqual, priority: 999),
            Constraint(Expression([Term(x[3], 0.5), Term(x[4], 1), Term(x[7], 1)], constant: -82), .lessThanOrEqual),
        ]
        for c in cs { try solver.addConstraint(c) }
        let last = Constraint(Expression([Term(x[1], 1), Term(x[4], -4)], constant: -620.240227874782), .equal)
        try solver.addConstraint(last)
        #expect(solver.constraints.count == 9)
        #expect(requiredConstraintsHold(solver, scale: 1e6))
    }

    /// A constraint twice one already there is redundant, though its expanded row keeps 3e-8.
    @Test func aRedundantRowAtAMillionIsNotAConflict() throws {
        let solver = Solver()
        try solver.addConstraint(Constraint(Expression([Term(x[4], 5), Term(x[2], -1), Term(x[4], 1)], constant: 282), .lessThanOrEqual, priority: 999))
        let c8 = Constraint(Expression([Term(x[1], 1), Term(x[5], 1)], constant: 614.0426890349845), .equal)
        try solver.addConstraint(c8)
        try solver.addConstraint(Constraint(Expression([Term(x[2], 1), Term(x[1], 1)]), .greaterThanOrEqual))
        try solver.addConstraint(Constraint(Expression([Term(x[3], 1)], constant: 120), .greaterThanOrEqual))
        try solver.addConstraint(Constraint(Expression([Term(x[2], 1), Term(x[3], 0.5), Term(x[4], 1)], constant: 162), .equal, priority: 999))
        try solver.addConstraint(Constraint(Expression([Term(x[2], 3), Term(x[5], 4)], constant: -5), .equal))
        let c13 = Constraint(Expression([Term(x[3], 1), Term(x[4], 1)], constant: -30), .equal, priority: Priority(917.6103))
        try solver.addConstraint(c13)
        try solver.removeConstraint(c8)
        try solver.addEditVariable(x[4], priority: 50)
        try solver.suggestValue(-139, for: x[4])
        try solver.removeConstraint(c13)
        try solver.suggestValue(-1000000, for: x[4])
        try solver.addConstraint(Constraint(Expression([Term(x[2], 6), Term(x[5], 8)], constant: -10), .equal))
        #expect(solver.constraints.count == 6)
        #expect(requiredConstraintsHold(solver, scale: 1e6))
    }

    /// The same small system shifted to 1e6 gives the same answer, shifted.
    @Test(arguments: [0.0, 1e6, -1e6, 1e8])
    func aShiftedSystemIsSolvedAsTheOriginal(_ offset: Double) throws {
        let left = Variable("left"), right = Variable("right"), middle = Variable("middle")
        let solver = Solver()
        try solver.addConstraint(left == offset)
        try solver.addConstraint(right == left + 300)
        try solver.addConstraint(2 * middle == left + right)
        try solver.addConstraint(middle - left == 150)  // redundant
        try solver.addConstraint((middle <= offset + 100).priority(750))  // cannot hold
        solver.updateVariables()
        #expect(solver.value(of: middle) == offset + 150)
        #expect { try solver.addConstraint(middle == offset + 151) } throws: { error in
            guard case SolverError.unsatisfiableConstraint = error else { return false }
            return true
        }
    }

    @Test func numbersBeyondTheMaximumMagnitudeAreRefused() throws {
        let y = Variable("y")
        let solver = Solver()
        let limit = Solver.maximumMagnitude
        try solver.addConstraint(y == limit)
        try solver.addConstraint((x[0] * limit >= 0).priority(10))
        let refused: [Constraint] = [y <= limit * 2, (x[1] * 1.5e9 == 3).priority(750), x[2] >= -2e9]
        for c in refused {
            #expect { try solver.addConstraint(c) } throws: { error in
                guard case SolverError.magnitudeTooLarge = error else { return false }
                return true
            }
        }
        let held = x[3] >= 5
        try solver.addConstraint(held)
        #expect { try solver.setConstant(-1.5e9, for: held) } throws: { error in
            guard case SolverError.magnitudeTooLarge = error else { return false }
            return true
        }
        try solver.addEditVariable(x[3], priority: 500)
        try solver.suggestValue(-limit, for: x[3])
        #expect { try solver.suggestValue(1e10, for: x[3]) } throws: { error in
            guard case SolverError.magnitudeTooLarge(let place) = error else { return false }
            return place == "suggested value 10000000000.0 for x3"
        }
        solver.updateVariables()
        #expect(solver.value(of: y) == limit)
        #expect(solver.value(of: x[3]) == 5)
        #expect(solver.constraints.count == 3)
    }
}

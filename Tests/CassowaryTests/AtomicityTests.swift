import Cassowary
import Testing

/// A change below required never fails, and a call that fails changes nothing, whatever the
/// priority of the constraint it touches.
@Suite struct AtomicityTests {
    let x = (0..<6).map { Variable("x\($0)") }

    /// A 2e-8 coefficient with a 1e9 constant: the dual simplex finds no pivot for the @999
    /// change by rounding alone; the change is made (afresh) and the required ones hold.
    @Test func aConstantChangeBelowRequiredDoesNotFail() throws {
        let solver = Solver()
        let c5 = Constraint(Expression([Term(x[0], 1), Term(x[0], -1), Term(x[1], 2e-08)], constant: -1000000000), .lessThanOrEqual)
        try solver.addConstraint(c5)  // 2e-8 x1 <= 1e9
        let c6 = Constraint(Expression([Term(x[0], 0), Term(x[0], 1), Term(x[1], 1)]), .greaterThanOrEqual)
        try solver.addConstraint(c6)  // x0 + x1 >= 0
        let c8 = Constraint(Expression([Term(x[0], 1), Term(x[1], 3)], constant: 193), .lessThanOrEqual, priority: 999)
        try solver.addConstraint(c8)  // x0 + 3 x1 + 193 <= 0 @999
        try solver.setConstant(0, for: c5)  // 2e-8 x1 <= 0
        try solver.setConstant(0, for: c8)  // x0 + 3 x1 <= 0 @999
        solver.updateVariables()
        // x1 <= 0 and -x1 <= x0 <= -3 x1: c8 can hold, so it does.
        let x0 = solver.value(of: x[0]), x1 = solver.value(of: x[1])
        #expect(x1 <= 1e-9)
        #expect(x0 + x1 >= -1e-9)
        #expect(x0 + 3 * x1 <= 1e-9)
    }

    /// Coefficients 1e6, 1e4 and 1e-3 and a suggestion of -1e9: the dual simplex stops by
    /// rounding, and a build afresh would leave `0.001 x4 >= 0` violated (its rows need products
    /// of 1e-9, below the 1e-8 at which coefficients are dropped). The call no longer traps (it
    /// used to assert) nor answers wrongly: it throws `beyondPrecision` and changes nothing.
    @Test func aSuggestionBeyondThePrecisionIsRefusedAndChangesNothing() throws {
        let solver = Solver()
        try solver.addEditVariable(x[4], priority: 250)
        try solver.addConstraint(Constraint(Expression([Term(x[5], -10000), Term(x[4], 1), Term(x[4], -0.12029485381813121)], constant: -97), .greaterThanOrEqual))
        try solver.addConstraint(Constraint(Expression([Term(x[3], 1), Term(x[1], 1000000)], constant: 173), .equal))
        try solver.addConstraint(Constraint(Expression([Term(x[1], -1), Term(x[4], 1)], constant: 972.598428238028), .lessThanOrEqual))
        try solver.addEditVariable(x[5], priority: 999.5)
        try solver.addEditVariable(x[3], priority: 750)
        let nonNegative = Constraint(Expression([Term(x[4], 0.001)]), .greaterThanOrEqual)
        try solver.addConstraint(nonNegative)
        solver.updateVariables()
        let before = x.map { solver.value(of: $0) }
        #expect(throws: SolverError.self) { try solver.suggestValue(-1000000000, for: x[5]) }
        do {
            try solver.suggestValue(-1000000000, for: x[5])
        } catch {
            guard case .beyondPrecision(let constraint) = error else { Issue.record("\(error)"); return }
            #expect(constraint === nonNegative)
        }
        solver.updateVariables()
        #expect(x.map { solver.value(of: $0) } == before)
        #expect(SystemFixture.violation(of: nonNegative, in: solver) == 0)
        #expect(solver.constraints.count == 4)
        // A suggestion within the precision is still taken.
        try solver.suggestValue(0, for: x[5])
        solver.updateVariables()
        #expect(solver.value(of: x[5]) == 0)
    }

    /// A failed constant change of a required constraint leaves every value as it was, bit for bit.
    @Test func aFailedConstantChangeLeavesTheValuesAsTheyWere() throws {
        let solver = Solver()
        let a = x[0] + x[1] == 100
        let b = x[0] - x[1] >= 20
        try solver.addConstraint(a)
        try solver.addConstraint(b)
        try solver.addConstraint((x[1] == 30).priority(500))
        try solver.addConstraint(x[1] >= 0)
        solver.updateVariables()
        let before = x.map { solver.value(of: $0).bitPattern }
        #expect { try solver.setConstant(100, for: a) } throws: { error in
            guard case SolverError.unsatisfiableConstraint(let failing, _) = error else { return false }
            return failing === a
        }
        solver.updateVariables()
        #expect(x.map { solver.value(of: $0).bitPattern } == before)
        #expect(solver.value(of: x[0]) == 70)
        #expect(solver.value(of: x[1]) == 30)
        #expect(solver.constraints.count == 4)
    }
}

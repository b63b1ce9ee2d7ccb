@testable import Cassowary
import Testing

/// Atomicity and determinism over many seeded random scenarios. The number of scenarios comes from
/// `CASSOWARY_PROPERTY_CASES` (default 500): `CASSOWARY_PROPERTY_CASES=100000 swift test
/// --filter PropertyTests` runs the long version.
@Suite struct PropertyTests {
    let cases = RandomScenario.caseCount(default: 500)

    /// The values of every scenario variable, as bit patterns.
    func snapshot(_ solver: Solver, _ scenario: RandomScenario) -> [UInt64] {
        solver.updateVariables()
        return scenario.variables.map { solver.value(of: $0).bitPattern }
    }

    @Test func aFailedCallLeavesTheSolverExactlyAsItWas() {
        for seed in 0..<cases {
            let scenario = RandomScenario(seed: UInt64(seed))
            // The values after every successful call of a solver that sees the failing calls...
            let observed = Solver()
            var failures: Set<Int> = []
            var observedValues: [[UInt64]] = []
            scenario.run(on: observed) { step, threw in
                if threw { failures.insert(step) } else { observedValues.append(snapshot(observed, scenario)) }
            }
            // ...equal, bit for bit, those of a twin that never sees them, and every call that
            // succeeded before succeeds for the twin.
            let twin = Solver()
            var twinValues: [[UInt64]] = []
            scenario.run(on: twin, skipping: failures) { step, threw in
                #expect(!threw, "seed \(seed): step \(step) failed only for the twin")
                twinValues.append(snapshot(twin, scenario))
            }
            #expect(observedValues == twinValues, "seed \(seed)")
        }
    }

    @Test func theSameCallsGiveBitIdenticalValues() {
        for seed in 0..<cases {
            // Two independent builds of the same scenario (fresh objects, other addresses).
            let first = RandomScenario(seed: UInt64(seed))
            let second = RandomScenario(seed: UInt64(seed))
            let a = Solver(), b = Solver()
            first.run(on: a)
            second.run(on: b)
            #expect(snapshot(a, first) == snapshot(b, second), "seed \(seed)")
        }
    }

    @Test func requiredConstraintsAlwaysHold() {
        for seed in 0..<cases {
            let scenario = RandomScenario(seed: UInt64(seed))
            let solver = Solver()
            scenario.run(on: solver)
            solver.updateVariables()
            for constraint in solver.constraints where constraint.priority.isRequired {
                // Constants may have been changed in place: only check unchanged ones.
                if scenario.changesConstant(of: constraint) { continue }
                let violation = SystemFixture.violation(of: constraint, in: solver)
                #expect(violation <= 1e-7, "seed \(seed): \(constraint) violated by \(violation)")
            }
        }
    }

    /// After any sequence of adds, removals, edits and suggestions, the solver is as good as a
    /// fresh solver given what is left: every priority level is violated by the same least amount.
    @Test func anIncrementallyChangedSolverIsAsGoodAsAFreshOne() throws {
        for seed in 0..<cases {
            let scenario = RandomScenario(seed: UInt64(seed))
            let solver = Solver()
            var edits: [(variable: Variable, priority: Priority, value: Double)] = []
            scenario.run(on: solver) { step, threw in
                guard !threw else { return }
                switch scenario.operations[step] {
                case .addEdit(let index, let priority): edits.append((scenario.variables[index], priority, 0))
                case .suggest(let index, let value):
                    if let position = edits.firstIndex(where: { $0.variable === scenario.variables[index] }) {
                        edits[position].value = value
                    }
                default: break
                }
            }
            let kept = solver.constraints
            if kept.contains(where: scenario.changesConstant) { continue }  // constants not readable back
            let fresh = Solver()
            fresh.pairsOppositeInequalities = false  // judged against separate rows
            for edit in edits {
                try fresh.addEditVariable(edit.variable, priority: edit.priority)
                try fresh.suggestValue(edit.value, for: edit.variable)
            }
            for constraint in kept { try fresh.addConstraint(constraint) }
            let judged = kept + edits.map { Constraint(Expression([Term($0.variable)], constant: -$0.value), .equal, priority: $0.priority) }
            func violations(_ solver: Solver) -> [Priority: Double] {
                solver.updateVariables()
                return judged.reduce(into: [:]) { $0[$1.priority, default: 0] += SystemFixture.violation(of: $1, in: solver) }
            }
            let incremental = violations(solver), rebuilt = violations(fresh)
            for (priority, least) in rebuilt {
                let found = incremental[priority] ?? 0
                #expect(abs(found - least) <= 1e-6 * max(1, abs(least)), "seed \(seed) at \(priority): \(found), fresh \(least)")
            }
        }
    }
}

import Cassowary
import Foundation
import Testing

/// Random systems judged against an independent strict-priority LP (`Fixtures/oracle.py`, SciPy),
/// whose answers are checked in as `Fixtures/oracle.json` (regenerate with
/// `Fixtures/make-oracle-fixtures.py`). An optimum need not be unique, so the test compares the
/// violation of each priority level, not the values.
@Suite struct OracleTests {
    struct Fixture {
        let seed: Int
        let system: SystemFixture
        let unsatisfiable: [Int]
        let levels: [(priority: Float, violation: Double)]
    }

    static let fixtures: [Fixture] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/oracle.json")
        let entries = try! JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [[String: Any]]
        return entries.map { entry in
            let expected = entry["expected"] as! [String: Any]
            return Fixture(
                seed: entry["seed"] as! Int,
                system: SystemFixture(json: entry["system"]!),
                unsatisfiable: expected["unsatisfiable"] as! [Int],
                levels: (expected["levels"] as! [[NSNumber]]).map { ($0[0].floatValue, $0[1].doubleValue) })
        }
    }()

    @Test func thereAreAtLeastTwoHundredFixtures() {
        #expect(Self.fixtures.count >= 200)
    }

    @Test(arguments: 0..<210)
    func matchesTheLexicographicOptimum(_ index: Int) throws {
        try #require(index < Self.fixtures.count)
        let fixture = Self.fixtures[index]
        let system = fixture.system
        let solver = Solver()
        let unsatisfiable = system.solve(with: solver)
        #expect(unsatisfiable == fixture.unsatisfiable, "seed \(fixture.seed)")
        for (index, constraint) in system.constraints.enumerated()
        where constraint.priority.isRequired && !unsatisfiable.contains(index) {
            let violation = SystemFixture.violation(of: constraint, in: solver)
            #expect(violation <= 1e-6, "seed \(fixture.seed): required constraint \(index) violated by \(violation)")
        }
        for level in fixture.levels {
            var violation = system.constraints.filter { $0.priority.rawValue == level.priority }
                .reduce(0) { $0 + SystemFixture.violation(of: $1, in: solver) }
            for edit in system.edits where edit.priority.rawValue == level.priority {
                violation += abs(solver.value(of: edit.variable) - edit.value)
            }
            #expect(
                abs(violation - level.violation) <= 1e-6 * max(1, abs(level.violation)),
                "seed \(fixture.seed): level \(level.priority) violated by \(violation), optimum \(level.violation)")
        }
    }
}

import Cassowary
import Foundation

/// The three figures of `../shared/benchmarks.md`, medians, measured exactly as kiwi-replay does.
struct Figures {
    var buildMicroseconds: Double
    var suggestNanoseconds: Double
    var removeMicroseconds: Double
}

/// A workload's solver objects, built as the contract says: edit variables first (each suggested
/// at once), then every constraint in order (an unsatisfiable one skipped), then the values.
struct BuiltWorkload {
    let solver = Solver()
    let variables: [Variable]
    let constraints: [Constraint]

    init(_ workload: Workload) {
        let variables = workload.variableNames.map(Variable.init)
        self.variables = variables
        constraints = workload.constraints.map { entry in
            Constraint(
                Expression(entry.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: entry.constant),
                entry.relation, priority: entry.priority)
        }
        for edit in workload.edits {
            try? solver.addEditVariable(variables[edit.variable], priority: edit.priority)
            try? solver.suggestValue(edit.value, for: variables[edit.variable])
        }
        for constraint in self.constraints { try? solver.addConstraint(constraint) }
        solver.updateVariables()
    }

    func values(_ workload: Workload) -> [String: Double] {
        Dictionary(uniqueKeysWithValues: zip(workload.variableNames, variables.map(solver.value(of:))))
    }

    func suggest(_ round: [(variable: Int, value: Double)]) {
        for (variable, value) in round { try? solver.suggestValue(value, for: variables[variable]) }
        solver.updateVariables()
    }
}

enum Measure {
    /// Median seconds per call over samples of `operation(batch)`, each sample a batch grown until
    /// it lasts 1 ms; at least 3 samples, then until `budget` seconds are spent (200 at most).
    static func median(_ budget: Double, _ operation: (Int) -> Double) -> Double {
        var samples: [Double] = []
        let start = ContinuousClock.now
        var batch = 1
        while samples.count < 3 || (seconds(since: start) < budget && samples.count < 200) {
            let time = operation(batch)
            if time < 1e-3 && batch < (1 << 20) {
                batch *= 2
                continue
            }
            samples.append(time / Double(batch))
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let duration = ContinuousClock.now - start
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    /// Times the three figures of `workload`.
    static func figures(_ workload: Workload, budget: Double) -> Figures {
        let build = median(budget) { count in
            var total = 0.0
            for _ in 0..<count {
                let start = ContinuousClock.now
                _ = BuiltWorkload(workload)
                total += seconds(since: start)
            }
            return total
        }
        var suggest = 0.0
        if !workload.rounds.isEmpty {
            let built = BuiltWorkload(workload)
            var round = 0
            suggest = median(budget) { count in
                let start = ContinuousClock.now
                for _ in 0..<count {
                    built.suggest(workload.rounds[round % workload.rounds.count])
                    round += 1
                }
                return seconds(since: start)
            }
        }
        let remove = median(budget) { count in
            var total = 0.0
            for _ in 0..<count {
                let built = BuiltWorkload(workload)
                let start = ContinuousClock.now
                for constraint in built.constraints where built.solver.hasConstraint(constraint) {
                    try? built.solver.removeConstraint(constraint)
                }
                total += seconds(since: start)
            }
            return total
        }
        return Figures(buildMicroseconds: build * 1e6, suggestNanoseconds: suggest * 1e9, removeMicroseconds: remove * 1e6)
    }

    /// Builds the workload, checks its answer, then every round's; the first wrong answer, or nil.
    static func verify(_ workload: Workload) -> String? {
        let built = BuiltWorkload(workload)
        if let wrong = workload.check(built.values(workload), nil) { return wrong }
        for round in workload.rounds {
            built.suggest(round)
            if let wrong = workload.check(built.values(workload), round) { return wrong }
        }
        return nil
    }
}

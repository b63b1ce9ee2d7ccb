import Cassowary

/// A workload added to a fresh solver: the solver, its variables and the constraints it holds.
struct BuiltWorkload {
    let solver = Solver()
    let variables: [Variable]
    /// Every constraint of the workload, in order; nil for one that was unsatisfiable.
    private(set) var constraints: [Constraint?] = []

    /// Adds the edit variables with their values, then every constraint in order (skipping an
    /// unsatisfiable one), then brings every value up to date.
    init(_ workload: Workload) throws(BenchmarkFailure) {
        variables = workload.variables.map { Variable($0) }
        do {
            for edit in workload.edits {
                try solver.addEditVariable(variables[edit.variable], priority: edit.priority)
                try solver.suggestValue(edit.value, for: variables[edit.variable])
            }
            constraints.reserveCapacity(workload.constraints.count)
            for spec in workload.constraints {
                let terms = spec.terms.map { Term(variables[$0.variable], $0.coefficient) }
                let constraint = Constraint(Expression(terms, constant: spec.constant), spec.relation, priority: spec.priority)
                do {
                    try solver.addConstraint(constraint)
                    constraints.append(constraint)
                } catch .unsatisfiableConstraint {
                    constraints.append(nil)
                }
            }
        } catch {
            throw BenchmarkFailure("\(workload.name): the solver refused the workload: \(error)")
        }
        solver.updateVariables()
    }

    /// Suggests every value of `round` and brings every value up to date.
    func suggest(_ round: [(variable: Int, value: Double)]) throws(BenchmarkFailure) {
        for (variable, value) in round {
            do { try solver.suggestValue(value, for: variables[variable]) } catch {
                throw BenchmarkFailure("suggesting \(value) for \(variables[variable]): \(error)")
            }
        }
        solver.updateVariables()
    }

    /// Removes every constraint in insertion order.
    func removeAll() throws(BenchmarkFailure) {
        for case let constraint? in constraints {
            do { try solver.removeConstraint(constraint) } catch {
                throw BenchmarkFailure("removing \(constraint): \(error)")
            }
        }
    }

    /// Checks that every required constraint held and every expectation holds.
    func check(_ workload: Workload, _ expectations: [Workload.Expectation], after moment: String) throws(BenchmarkFailure) {
        let value = { (name: String) -> Double in
            workload.variables.firstIndex(of: name).map { solver.value(of: variables[$0]) } ?? .nan
        }
        for expectation in expectations {
            let actual = expectation.terms.reduce(0.0) { $0 + $1.coefficient * value($1.variable) }
            guard abs(actual - expectation.value) <= 1e-6 * max(1, abs(expectation.value)) else {
                throw BenchmarkFailure(
                    "\(workload.name): after \(moment), \(expectation.label) is \(actual), expected \(expectation.value)")
            }
        }
        for (spec, constraint) in zip(workload.constraints, constraints)
        where constraint != nil && spec.priority.isRequired {
            let residual = spec.terms.reduce(spec.constant) { $0 + $1.coefficient * solver.value(of: variables[$1.variable]) }
            let tolerance = 1e-7 * max(1, spec.terms.reduce(abs(spec.constant)) { $0 + abs($1.coefficient) * abs(solver.value(of: variables[$1.variable])) })
            let holds = switch spec.relation {
            case .equal: abs(residual) <= tolerance
            case .lessThanOrEqual: residual <= tolerance
            case .greaterThanOrEqual: residual >= -tolerance
            }
            guard holds else {
                throw BenchmarkFailure("\(workload.name): after \(moment), a required constraint \(constraint!) is off by \(residual)")
            }
        }
    }
}

/// A benchmark that gave a wrong answer or could not run.
struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The three figures of a replay (Benchmarks/README.md), medians.
struct Figures {
    var workload: String
    var constraints: Int
    var buildMicroseconds: Double
    /// Nil when only the build was timed (`--build-only`).
    var suggestNanoseconds: Double?
    /// Nil when the removal was not timed (`--build-only`, `--suggest-only`).
    var removeMicroseconds: Double?

    var json: String {
        "{\"workload\": \"\(workload)\", \"constraints\": \(constraints), \"build_us\": \(fixed(buildMicroseconds, 3)), "
            + "\"suggest_ns\": \(suggestNanoseconds.map { fixed($0, 1) } ?? "null"), "
            + "\"remove_us\": \(removeMicroseconds.map { fixed($0, 3) } ?? "null")}"
    }
}

/// Times the `timed` figures of a workload, checking its answers after a build and, unless only
/// the build is timed, after each round.
func measure(_ workload: Workload, seconds: Double, timed: TimedFigures = .all) throws(BenchmarkFailure) -> Figures {
    let checked = try BuiltWorkload(workload)
    try checked.check(workload, workload.afterBuild, after: "the build")
    if timed == .build {
        return Figures(
            workload: workload.name, constraints: workload.constraints.count,
            buildMicroseconds: try timeBuild(workload, seconds: seconds) * 1e6)
    }
    for k in workload.rounds.indices {
        try checked.suggest(workload.rounds[k])
        try checked.check(workload, workload.afterRound(k), after: "suggestion round \(k)")
    }
    let build = try timeBuild(workload, seconds: seconds)
    var suggest = 0.0
    if !workload.rounds.isEmpty {
        let built = try BuiltWorkload(workload)
        var k = 0
        suggest = try median(seconds: seconds) { (n: Int) throws(BenchmarkFailure) in
            let start = now()
            for _ in 0..<n {
                try built.suggest(workload.rounds[k % workload.rounds.count])
                k += 1
            }
            return now() - start
        }
    }
    if timed == .buildAndSuggest {
        return Figures(
            workload: workload.name, constraints: workload.constraints.count, buildMicroseconds: build * 1e6,
            suggestNanoseconds: suggest * 1e9)
    }
    let remove = try median(seconds: seconds) { (n: Int) throws(BenchmarkFailure) in
        var total = 0.0
        for _ in 0..<n {
            let built = try BuiltWorkload(workload)
            let start = now()
            try built.removeAll()
            total += now() - start
        }
        return total
    }
    return Figures(
        workload: workload.name, constraints: workload.constraints.count, buildMicroseconds: build * 1e6,
        suggestNanoseconds: suggest * 1e9, removeMicroseconds: remove * 1e6)
}

/// The median time, in seconds, to build the workload's solver.
func timeBuild(_ workload: Workload, seconds: Double) throws(BenchmarkFailure) -> Double {
    try median(seconds: seconds) { (n: Int) throws(BenchmarkFailure) in
        var total = 0.0
        for _ in 0..<n {
            let start = now()
            _ = try BuiltWorkload(workload)
            total += now() - start
        }
        return total
    }
}

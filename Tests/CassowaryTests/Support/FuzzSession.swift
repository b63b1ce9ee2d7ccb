@testable import Cassowary

/// A sequence of solver calls on `variableCount` variables, run on a fresh solver with the
/// invariants checked after every call:
/// - a call fails exactly when it must (a number beyond the limit, an unknown constraint or edit
///   variable, a duplicate edit), and only a required constraint can be unsatisfiable, when a
///   fresh solver given the required constraints cannot take it either;
/// - a failed call changes nothing: the values (bit for bit), the constraint list, the edits;
/// - every required constraint in the solver holds, to a tolerance scaled by the largest
///   magnitude the session has held (rounding left by a value of 1e9 stays when it returns to 0);
/// - at the end, every priority level is violated exactly as much as in a fresh solver given
///   the final constraints and edits in the order they were added (which takes every required
///   one). The order is part of the state: where coefficients compound through pivots (0.025 =
///   0.25 / 10 against 10 and 3), rounding in another order moves a level by a few 1e-8 of the
///   largest value (Docs/Solver.md, "Numeric limits").
/// `run()` returns the first broken invariant and a trace (outcomes and values) that must be the
/// same in every run of the same session.
struct FuzzSession {
    let variableCount: Int
    let calls: [FuzzCall]

    /// A broken invariant: its kind (what shrinking preserves), the call after which it broke,
    /// and what was seen.
    struct Failure: Error {
        let kind: String
        let step: Int
        let message: String
    }

    /// How a call ended.
    enum Outcome: UInt64 {
        case success, unsatisfiable, duplicateConstraint, unknownConstraint, duplicateEditVariable
        case unknownEditVariable, requiredEditVariable, invalidPriority, nonFiniteValue, magnitudeTooLarge
        case beyondPrecision

        init(_ error: SolverError) {
            self = switch error {
            case .unsatisfiableConstraint: .unsatisfiable
            case .duplicateConstraint: .duplicateConstraint
            case .unknownConstraint: .unknownConstraint
            case .duplicateEditVariable: .duplicateEditVariable
            case .unknownEditVariable: .unknownEditVariable
            case .requiredEditVariable: .requiredEditVariable
            case .invalidPriority: .invalidPriority
            case .nonFiniteValue: .nonFiniteValue
            case .magnitudeTooLarge: .magnitudeTooLarge
            case .beyondPrecision: .beyondPrecision
            }
        }
    }

    /// What the session believes the solver holds.
    private struct Model {
        var constraints: [Int: Constraint] = [:]
        /// The constant each constraint holds to now.
        var constants: [Int: Double] = [:]
        var held: Set<Int> = []
        var edits: [(variable: Int, priority: Priority, value: Double, order: Int)] = []
        /// When each constraint and edit was added (a count of the adds made so far).
        var addOrder: [Int: Int] = [:]
        var addCount = 0
        /// The largest magnitude held so far (values, constants, suggestions), and the largest
        /// coefficient.
        var peak = 1.0
        var peakCoefficient = 1.0

        /// Takes in the magnitudes of the constants and suggestions held now.
        mutating func observeInputs() {
            for id in held {
                peak = max(peak, abs(constants[id]!))
                for term in constraints[id]!.expression.terms { peakCoefficient = max(peakCoefficient, abs(term.coefficient)) }
            }
            for edit in edits { peak = max(peak, abs(edit.value)) }
        }

        /// Takes in the magnitudes of the values (once they are checked: a wrong value must not
        /// widen the tolerance that judges it).
        mutating func observeValues(_ solver: Solver, _ x: [Variable]) {
            for variable in x { peak = max(peak, abs(solver.value(of: variable))) }
        }

        /// How far values may stray from exact: `1e-9` of the largest magnitude held, times the
        /// largest coefficient.
        var tolerance: Double { 1e-9 * peak * peakCoefficient }

        func isEdit(_ variable: Int) -> Bool { edits.contains { $0.variable == variable } }

        /// The constraint as it holds now (a copy with its current constant when it changed).
        func current(_ id: Int) -> Constraint {
            let c = constraints[id]!
            let constant = constants[id]!
            return constant == c.expression.constant
                ? c : Constraint(Expression(c.expression.terms, constant: constant), c.relation, priority: c.priority)
        }
    }

    /// Runs the session; the trace holds each call's outcome and the values after it.
    func run() -> (failure: Failure?, trace: [UInt64]) {
        let x = (0..<variableCount).map { Variable("x\($0)") }
        let solver = Solver()
        var model = Model()
        var trace: [UInt64] = []
        var previous = x.map { _ in 0.0 }
        var wrongChanges: String?
        /// The values after an update, checking that the update named exactly the variables
        /// whose values it changed.
        func values() -> [UInt64] {
            let changed = Set(solver.updateVariables())
            let now = x.map { solver.value(of: $0) }
            let moved = Set(x.indices.filter { now[$0] != previous[$0] }.compactMap { solver.id(of: x[$0]) })
            if changed != moved && wrongChanges == nil {
                wrongChanges = "updateVariables() named \(changed.map(\.index).sorted()), the values of \(moved.map(\.index).sorted()) changed"
            }
            previous = now
            return now.map(\.bitPattern)
        }
        for (step, call) in calls.enumerated() {
            let before = values()
            let constraintsBefore = solver.constraints.map(ObjectIdentifier.init)
            let editsBefore = x.map(solver.hasEditVariable)
            var outcome = Outcome.success
            do throws(SolverError) {
                try perform(call, on: solver, x, &model)
            } catch {
                outcome = Outcome(error)
            }
            let after = values()
            trace.append(outcome.rawValue)
            trace += after
            if let wrongChanges { return (Failure(kind: "wrong-changed-variables", step: step, message: wrongChanges), trace) }
            if let failure = judge(call, outcome, model) { return (Failure(kind: failure.0, step: step, message: failure.1), trace) }
            if outcome == .unsatisfiable && freshSolverTakes(call, model, x) {
                return (Failure(kind: "spurious-unsatisfiable", step: step, message: "a fresh solver takes it"), trace)
            }
            if outcome != .success {
                if after != before || solver.constraints.map(ObjectIdentifier.init) != constraintsBefore
                    || x.map(solver.hasEditVariable) != editsBefore
                {
                    return (Failure(kind: "failed-call-changed-state", step: step, message: "\(outcome) changed the solver"), trace)
                }
            } else {
                apply(call, to: &model)
            }
            model.observeInputs()
            if let broken = brokenRequiredConstraint(solver, model) {
                return (Failure(kind: "required-violated", step: step, message: broken), trace)
            }
            model.observeValues(solver, x)
        }
        if let difference = differenceFromFresh(solver, x, model) {
            return (Failure(kind: "incremental-differs-from-fresh", step: calls.count - 1, message: difference), trace)
        }
        return (nil, trace)
    }

    /// Makes the call; adds create their constraint in the model first.
    private func perform(_ call: FuzzCall, on solver: Solver, _ x: [Variable], _ model: inout Model) throws(SolverError) {
        switch call {
        case .add(let id, let terms, let constant, let relation, let priority):
            let constraint = Constraint(
                Expression(terms.map { Term(x[$0.variable], $0.coefficient) }, constant: constant), relation,
                priority: priority)
            model.constraints[id] = constraint
            model.constants[id] = constant
            try solver.addConstraint(constraint)
        case .remove(let id): try solver.removeConstraint(model.constraints[id]!)
        case .setConstant(let id, let value): try solver.setConstant(value, for: model.constraints[id]!)
        case .addEdit(let variable, let priority): try solver.addEditVariable(x[variable], priority: priority)
        case .removeEdit(let variable): try solver.removeEditVariable(x[variable])
        case .suggest(let variable, let value): try solver.suggestValue(value, for: x[variable])
        }
    }

    /// The kind and text of a wrong outcome: an error where none may be, or none where one must be.
    private func judge(_ call: FuzzCall, _ outcome: Outcome, _ model: Model) -> (String, String)? {
        let required: Outcome?  // nil: success, or unsatisfiable for a required constraint
        var mayBeUnsatisfiable = false
        switch call {
        case _ where call.isBeyondLimit: required = .magnitudeTooLarge
        case .add(_, _, _, _, let priority):
            required = nil
            mayBeUnsatisfiable = priority.isRequired
        case .remove(let id): required = model.held.contains(id) ? nil : .unknownConstraint
        case .setConstant(let id, _):
            required = model.held.contains(id) ? nil : .unknownConstraint
            mayBeUnsatisfiable = model.constraints[id]!.priority.isRequired
        case .addEdit(let variable, _): required = model.isEdit(variable) ? .duplicateEditVariable : nil
        case .removeEdit(let variable), .suggest(let variable, _):
            required = model.isEdit(variable) ? nil : .unknownEditVariable
        }
        if let required {
            return outcome == required ? nil : ("wrong-error", "expected \(required), got \(outcome)")
        }
        if outcome == .success || (outcome == .unsatisfiable && mayBeUnsatisfiable) { return nil }
        return ("unexpected-error", "\(outcome)")
    }

    /// True when a fresh solver takes the required constraints held and the one the call adds or
    /// changes: the call was refused as unsatisfiable although it can hold.
    private func freshSolverTakes(_ call: FuzzCall, _ model: Model, _ x: [Variable]) -> Bool {
        guard let id = call.constraintID else { return false }
        var changed = model
        if case .setConstant(_, let value) = call { changed.constants[id] = value }
        let fresh = Solver()
        do throws(SolverError) {
            for other in model.held.sorted() where other != id && model.constraints[other]!.priority.isRequired {
                try fresh.addConstraint(model.current(other))
            }
            try fresh.addConstraint(changed.current(id))
        } catch {
            return false
        }
        return true
    }

    private func apply(_ call: FuzzCall, to model: inout Model) {
        switch call {
        case .add(let id, _, _, _, _):
            model.held.insert(id)
            model.addOrder[id] = model.addCount
            model.addCount += 1
        case .remove(let id): model.held.remove(id)
        case .setConstant(let id, let value): model.constants[id] = value
        case .addEdit(let variable, let priority):
            model.edits.append((variable, priority, 0, model.addCount))
            model.addCount += 1
        case .removeEdit(let variable): model.edits.removeAll { $0.variable == variable }
        case .suggest(let variable, let value):
            model.edits[model.edits.firstIndex { $0.variable == variable }!].value = value
        }
    }

    private func brokenRequiredConstraint(_ solver: Solver, _ model: Model) -> String? {
        let tolerance = model.tolerance
        for id in model.held.sorted() where model.constraints[id]!.priority.isRequired {
            let violation = SystemFixture.violation(of: model.current(id), in: solver)
            if violation > tolerance { return "c\(id) violated by \(violation) (tolerance \(tolerance))" }
        }
        return nil
    }

    /// The levels at which the solver and a fresh one given the final constraints disagree.
    private func differenceFromFresh(_ solver: Solver, _ x: [Variable], _ model: Model) -> String? {
        let fresh = Solver()
        fresh.pairsOppositeInequalities = false  // judged against separate rows
        let kept = model.held.sorted().map(model.current)
        let inOrder = model.held.sorted { model.addOrder[$0]! < model.addOrder[$1]! }
        var added = 0
        do throws(SolverError) {
            func addConstraints(before order: Int) throws(SolverError) {
                while added < inOrder.count, model.addOrder[inOrder[added]]! < order {
                    try fresh.addConstraint(model.current(inOrder[added]))
                    added += 1
                }
            }
            for edit in model.edits {
                try addConstraints(before: edit.order)
                try fresh.addEditVariable(x[edit.variable], priority: edit.priority)
                try fresh.suggestValue(edit.value, for: x[edit.variable])
            }
            try addConstraints(before: .max)
        } catch {
            return "a fresh solver refuses the final constraints: \(error)"
        }
        let judged = kept + model.edits.map {
            Constraint(Expression([Term(x[$0.variable])], constant: -$0.value), .equal, priority: $0.priority)
        }
        func violations(_ solver: Solver) -> [Priority: Double] {
            solver.updateVariables()
            return judged.reduce(into: [:]) { $0[$1.priority, default: 0] += SystemFixture.violation(of: $1, in: solver) }
        }
        let incremental = violations(solver), rebuilt = violations(fresh)
        let tolerance = Double(judged.count + 1) * model.tolerance
        for priority in rebuilt.keys.sorted(by: >) {
            let found = incremental[priority] ?? 0, least = rebuilt[priority]!
            if abs(found - least) > tolerance {
                return "at \(priority) the solver violates by \(found), a fresh one by \(least) (tolerance \(tolerance))"
            }
        }
        return nil
    }
}

import Cassowary

/// Counts of what layouts asked of the solver, for tests that show a layout is incremental.
struct LayoutStatistics: Equatable {
    /// Solvers built from scratch.
    var solverBuilds = 0
    var additions = 0
    var removals = 0
    var constantChanges = 0
    /// Layout constraints turned into solver form (each layout re-derives only those that
    /// changed, or all after a change of direction, margins or hierarchy).
    var derivations = 0
}

/// Lays out one hierarchy: keeps a solver across layouts and sends it only what changed since the
/// last one — constraints activated or deactivated, constants changed in place, generated
/// constraints whose inputs changed — then writes every frame.
final class LayoutEngine {
    let solver = Solver()
    private(set) var statistics = LayoutStatistics(solverBuilds: 1)
    private var installations: [ObjectIdentifier: Installation] = [:]
    private var nextSequence = 0
    /// The layout constraint behind each solver constraint, to name conflicts.
    private var layoutConstraintOf: [ObjectIdentifier: LayoutConstraint] = [:]
    /// Counts changes outside the constraints that their solver forms depend on (a layout
    /// direction, margins, the hierarchy); see `environmentDidChange()`.
    private var environment = 0

    /// A layout constraint as the solver holds it.
    private struct Installation {
        let constraint: LayoutConstraint
        let solverConstraint: Constraint
        let shape: Shape
        /// The constant the solver holds the constraint to now (changed in place).
        var constant: Double
        /// Set when the constraint could not be satisfied: it is left out of the solver.
        var broken: UnsatisfiableConstraints?
        let sequence: Int
        /// What the solver form was derived from; nil when it must be derived at every layout.
        var inputs: Inputs?
    }

    /// What a layout constraint's solver form is derived from, beyond what never changes (its
    /// items, attributes, relation, multiplier): while these are equal, the form is the same. A
    /// baseline constraint has none, since a view's baseline view may be computed on the fly.
    private struct Inputs: Equatable {
        var constant: Double
        var priority: Priority
        var environment: Int

        init?(_ constraint: LayoutConstraint, environment: Int) {
            guard !constraint.firstAttribute.isBaseline, constraint.secondAttribute?.isBaseline != true else { return nil }
            (constant, priority, self.environment) = (constraint.constant, constraint.priority, environment)
        }
    }

    /// Marks every solver form as possibly out of date: something it may depend on outside the
    /// constraints changed (a layout direction, margins, the hierarchy).
    func environmentDidChange() { environment += 1 }

    /// A solver constraint without its constant: when only the constant differs, it is changed in
    /// place.
    private struct Shape: Equatable {
        var variables: [ObjectIdentifier]
        var coefficients: [Double]
        var relation: Relation
        var priority: Priority

        init(_ constraint: Constraint) {
            variables = constraint.expression.terms.map { ObjectIdentifier($0.variable) }
            coefficients = constraint.expression.terms.map(\.coefficient)
            relation = constraint.relation
            priority = constraint.priority
        }
    }

    /// Brings the solver in line with `constraints` (in a deterministic order) and solves: first
    /// the constraints that left are removed, then constants are changed in place, then broken
    /// constraints are tried again if anything was relaxed, and last the new ones are added.
    func synchronize(with constraints: [LayoutConstraint], report: (LayoutIssue) -> Void) {
        let removalsBefore = statistics.removals
        let constantChangesBefore = statistics.constantChanges
        var wanted = Set<ObjectIdentifier>(minimumCapacity: constraints.count)
        let unique = constraints.filter { wanted.insert(ObjectIdentifier($0)).inserted }
        let leaving = installations.keys.filter { !wanted.contains($0) }
        for key in leaving.sorted(by: { installations[$0]!.sequence < installations[$1]!.sequence }) { uninstall(key) }
        var additions: [(constraint: LayoutConstraint, derived: Constraint?)] = []
        for constraint in unique {
            let key = ObjectIdentifier(constraint)
            guard let installed = installations[key] else {
                additions.append((constraint, nil))
                continue
            }
            let inputs = Inputs(constraint, environment: environment)
            if inputs != nil && inputs == installed.inputs { continue }
            guard let solverConstraint = constraint.solverConstraint() else {
                uninstall(key)
                continue
            }
            statistics.derivations += 1
            let shape = Shape(solverConstraint)
            let constant = solverConstraint.expression.constant
            if shape == installed.shape && installed.broken == nil {
                if constant != installed.constant { changeConstant(of: installed, to: constant, report: report) }
            } else if shape != installed.shape || constant != installed.constant {
                uninstall(key)
                additions.append((constraint, solverConstraint))
                continue
            }
            installations[key]?.inputs = inputs
        }
        if statistics.removals > removalsBefore || statistics.constantChanges > constantChangesBefore {
            retryBrokenConstraints()
        }
        for (constraint, derived) in additions { install(constraint, derived: derived, report: report) }
        solver.updateVariables()
    }

    /// Once a constraint left or a constant changed, a constraint broken earlier may hold again:
    /// it is added back (silently; it was reported when it broke).
    private func retryBrokenConstraints() {
        let broken = installations.filter { $0.value.broken != nil }.sorted { $0.value.sequence < $1.value.sequence }
        for (key, installation) in broken {
            guard (try? solver.addConstraint(installation.solverConstraint)) != nil else { continue }
            statistics.additions += 1
            layoutConstraintOf[ObjectIdentifier(installation.solverConstraint)] = installation.constraint
            installations[key]!.broken = nil
        }
    }

    /// Adds `constraint` to the solver in solver form: `derived`, when the caller has just derived
    /// it, else derived here.
    private func install(_ constraint: LayoutConstraint, derived: Constraint? = nil, report: (LayoutIssue) -> Void) {
        guard let solverConstraint = derived ?? constraint.solverConstraint() else { return }
        if derived == nil { statistics.derivations += 1 }
        var installation = Installation(
            constraint: constraint, solverConstraint: solverConstraint, shape: Shape(solverConstraint),
            constant: solverConstraint.expression.constant, broken: nil, sequence: nextSequence,
            inputs: Inputs(constraint, environment: environment))
        nextSequence += 1
        do {
            try solver.addConstraint(solverConstraint)
            statistics.additions += 1
            layoutConstraintOf[ObjectIdentifier(solverConstraint)] = constraint
        } catch {
            installation.broken = unsatisfiable(constraint, error)
        }
        // Recorded before it is reported: whatever the report leads to sees the constraint broken.
        installations[ObjectIdentifier(constraint)] = installation
        if let broken = installation.broken { report(.unsatisfiable(broken)) }
    }

    private func uninstall(_ key: ObjectIdentifier) {
        guard let installation = installations.removeValue(forKey: key) else { return }
        guard installation.broken == nil else { return }
        layoutConstraintOf[ObjectIdentifier(installation.solverConstraint)] = nil
        try? solver.removeConstraint(installation.solverConstraint)
        statistics.removals += 1
    }

    /// Changes a constant in place; when the new value cannot hold, the constraint is broken.
    private func changeConstant(of installation: Installation, to constant: Double, report: (LayoutIssue) -> Void) {
        let key = ObjectIdentifier(installation.constraint)
        do {
            try solver.setConstant(constant, for: installation.solverConstraint)
            statistics.constantChanges += 1
            installations[key]!.constant = constant
        } catch {
            uninstall(key)
            install(installation.constraint, report: report)
        }
    }

    private func unsatisfiable(_ constraint: LayoutConstraint, _ error: SolverError) -> UnsatisfiableConstraints {
        guard case .unsatisfiableConstraint(_, let conflicts) = error else {
            return UnsatisfiableConstraints(broken: constraint, conflicting: [constraint])
        }
        let named = conflicts.map { layoutConstraintOf[ObjectIdentifier($0)] ?? constraint }
        return UnsatisfiableConstraints(broken: constraint, conflicting: named)
    }

    /// The constraints left out because they could not be satisfied, in the order they came.
    var unsatisfiable: [UnsatisfiableConstraints] {
        installations.values.filter { $0.broken != nil }.sorted { $0.sequence < $1.sequence }.map { $0.broken! }
    }

    /// The constraints in the solver, in the order they were added.
    var installedConstraints: [LayoutConstraint] {
        installations.values.filter { $0.broken == nil }.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    /// The layout constraint a solver constraint in the solver stands for.
    func layoutConstraint(for constraint: Constraint) -> LayoutConstraint? { layoutConstraintOf[ObjectIdentifier(constraint)] }

    /// The value of a variable after the last synchronisation.
    func value(of variable: Variable) -> Double { solver.value(of: variable) }
}

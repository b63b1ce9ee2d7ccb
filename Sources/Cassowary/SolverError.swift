/// Why a solver call failed. A call that throws leaves the solver exactly as it was.
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint cannot hold with the required constraints already in the solver.
    /// `conflicts` is a minimal set of required constraints that cannot hold together, the
    /// failing constraint included (in the order they were added, the failing one last).
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must have a priority below required.
    case requiredEditVariable(Variable)
    /// A priority outside (0, 1000].
    case invalidPriority(Priority)
    /// A NaN or infinite coefficient, constant or suggested value; the text says where.
    case nonFiniteValue(String)
    /// A coefficient, constant or suggested value whose magnitude exceeds
    /// `Solver.maximumMagnitude`; the text says where.
    case magnitudeTooLarge(String)
    /// The call would leave this required constraint violated by rounding: the system mixes
    /// coefficients of such different sizes that their products fall below the solver's precision
    /// (see "Numeric limits" in Docs/Solver.md).
    case beyondPrecision(Constraint)

    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let constraint, let conflicts):
            let list = conflicts.map { "  \($0)" }.joined(separator: "\n")
            return "unsatisfiable required constraint \(constraint); these cannot hold together:\n\(list)"
        case .duplicateConstraint(let constraint):
            return "the constraint \(constraint) is already in the solver"
        case .unknownConstraint(let constraint):
            return "the constraint \(constraint) is not in the solver"
        case .duplicateEditVariable(let variable):
            return "\(variable) is already an edit variable"
        case .unknownEditVariable(let variable):
            return "\(variable) is not an edit variable"
        case .requiredEditVariable(let variable):
            return "the edit variable \(variable) must have a priority below required (1000)"
        case .invalidPriority(let priority):
            return "priority \(priority.rawValue) is outside (0, 1000]"
        case .nonFiniteValue(let place):
            return "not a finite number: \(place)"
        case .magnitudeTooLarge(let place):
            return "beyond the solver's maximum magnitude (\(formatted(Solver.maximumMagnitude))): \(place)"
        case .beyondPrecision(let constraint):
            return "the required constraint \(constraint) cannot be held within the solver's precision (coefficients of too different sizes)"
        }
    }
}

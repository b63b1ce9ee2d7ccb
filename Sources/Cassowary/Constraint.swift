/// How the two sides of a constraint compare.
public enum Relation: String, Sendable, CaseIterable {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="
}

/// A linear constraint `expression relation 0` with a priority.
///
/// A class: its identity is what a solver adds and removes, so two constraints that read the same
/// are two constraints. A constraint is immutable; a solver can change the constant it holds a
/// constraint to in place (`Solver.setConstant(_:for:)`).
public final class Constraint: Sendable, CustomStringConvertible {
    /// The left side minus the right side.
    public let expression: Expression
    public let relation: Relation
    public let priority: Priority

    /// `expression relation 0` at `priority`.
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// `lhs relation rhs` at `priority`.
    public convenience init(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required
    ) {
        self.init(lhs - rhs, relation, priority: priority)
    }

    /// The same relation at another priority (a new constraint).
    public func priority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority)
    }

    public var description: String {
        "\(expression) \(relation.rawValue) 0" + (priority.isRequired ? "" : " @\(priority)")
    }
}

// MARK: - Building constraints

public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }

public func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
public func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
public func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }

public func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }

public func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }

public func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(constant: rhs) }
public func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(constant: rhs) }
public func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(constant: rhs) }

public func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(constant: rhs) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(constant: rhs) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(constant: rhs) }

/// A symbol of the simplex tableau: a user variable, a slack, an error or a dummy.
///
/// Symbols are small integers handed out in increasing order; every choice the solver makes
/// between symbols (entering, leaving, subject) prefers the lowest id, so results never depend on
/// hashing or on the order a dictionary happens to iterate in.
struct Symbol: Hashable, Comparable, Sendable {
    /// What a symbol stands for.
    enum Kind: UInt8, Sendable {
        /// A user variable: unrestricted in sign.
        case external
        /// The slack of an inequality: never negative.
        case slack
        /// The error of a non-required constraint: never negative, minimised by the objective.
        case error
        /// The marker of a required equality: always zero, never enters the basis.
        case dummy
    }

    let id: Int32
    let kind: Kind

    /// Slacks and errors are restricted to non-negative values.
    var isRestricted: Bool { kind == .slack || kind == .error }

    /// Dummies never enter the basis; every other symbol may be pivoted in.
    var isPivotable: Bool { kind != .dummy }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Coefficients and constants closer to zero than this are treated as zero.
let epsilon = 1.0e-8

@inline(__always)
func isNearZero(_ value: Double) -> Bool { value < epsilon && value > -epsilon }

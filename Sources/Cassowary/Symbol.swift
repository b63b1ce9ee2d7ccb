/// A symbol of the simplex tableau: a user variable, a slack, an error or a dummy.
///
/// Symbols are small integers handed out in increasing order. Every choice the solver makes
/// between symbols (entering, leaving, subject) is made by value first (a reduced cost, a pivot's
/// size, how many rows a symbol is in) and then by the lowest id, so results never depend on
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

/// Coefficients closer to zero than this are treated as zero (and dropped from rows).
let epsilon = 1.0e-8

@inline(__always)
func isNearZero(_ value: Double) -> Bool { value < epsilon && value > -epsilon }

/// The relative tolerance of a sum of coefficients: a sum within this fraction of the coefficient
/// it was added to is what rounding left of two terms that cancel, and counts as zero.
let cancellationTolerance = 1.0e-10

/// True when `sum`, the result of adding a term to `coefficient`, is zero: near zero, or so far
/// below `coefficient` that only rounding can be left of it. Pivots leave every coefficient a few
/// hundred units in the last place off; a coefficient of 2000 that cancels exactly leaves 3e-8,
/// and that leftover is no coefficient: a simplex step that pivots on it moves values by 1e14.
@inline(__always)
func isCancelled(_ sum: Double, from coefficient: Double) -> Bool {
    let magnitude = abs(sum)
    return magnitude < epsilon || magnitude < cancellationTolerance * abs(coefficient)
}

/// The relative tolerance of the tests that decide whether a row's constant is zero: a constant
/// is zero when it is within this fraction of the largest magnitude in the tableau (and never
/// below `epsilon`). Rounding leaves constants a few units in the last place of the values they
/// were computed from (6e-8 where values reach 1e6, 6e-14 of them); an absolute test would call
/// that a conflict.
let relativeEpsilon = 1.0e-11

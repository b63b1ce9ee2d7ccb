/// The numbers layout accepts.
///
/// Every length, position, constant and multiplier that reaches the solver — a constraint's
/// constant and multiplier, a frame, margins, a baseline offset, a readable width, an intrinsic
/// size, a stack's spacing, a fitting target — must be finite and at most `maximumMagnitude` in
/// magnitude. Beyond it the solver's arithmetic (doubles, with tolerances sized for screen
/// coordinates) can no longer tell a value from its rounding errors, so a larger value is refused
/// with a `LayoutError` and leaves the layout as it was, instead of being solved wrongly.
public enum LayoutLimits {
    /// 1e9 points: the solver's own limit (`Solver.maximumMagnitude`).
    public static let maximumMagnitude: Double = 1e9

    /// True when `value` is finite and within `maximumMagnitude`.
    public static func accepts(_ value: Double) -> Bool { value.isFinite && abs(value) <= maximumMagnitude }
}

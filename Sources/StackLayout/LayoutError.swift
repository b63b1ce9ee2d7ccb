import Cassowary

/// Why a layout call was refused. Nothing is changed when one is thrown.
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    /// A constraint relates items that share no common ancestor view.
    case noCommonAncestor(constraint: String)
    /// A view cannot be added to itself or to one of its own descendants.
    case viewIsAncestor(view: String, of: String)
    /// A constant or multiplier that is NaN or infinite.
    case nonFinite(constraint: String)
    /// A multiplier of 0 on a position attribute (only dimensions may be scaled to nothing).
    case zeroMultiplier(constraint: String)
    /// A position (left, top, leading, centerX, a baseline, …) related to a bare constant: only a
    /// width or height can be, as in UIKit.
    case positionToConstant(constraint: String)
    /// A constraint relates attributes of different axes, or a dimension to a position.
    case incompatibleAttributes(constraint: String)
    /// An active constraint's priority cannot move between required and not required.
    case requiredPriorityChange(constraint: String)
    /// A priority outside (0, 1000].
    case invalidPriority(constraint: String)
    /// A content hugging or compression resistance priority outside [0, 1000].
    case invalidContentPriority(view: String, priority: Float)
    /// A frame, margins, baseline offset or readable width that is NaN or infinite (or a
    /// negative readable width).
    case invalidGeometry(view: String, property: String, values: [Double])
    /// An intrinsic width or height that is NaN, infinite or negative.
    case invalidIntrinsicContentSize(view: String, width: Double?, height: Double?)
    /// `addConstraint(_:)` on a view that is not an ancestor of (or) every item.
    case constraintOutsideView(constraint: String, view: String)
    /// A finite number beyond `LayoutLimits.maximumMagnitude` (1e9), which layout cannot solve
    /// exactly: `what` names where it was given (a constraint's constant, a view's frame, …).
    case beyondMaximumMagnitude(what: String, value: Double)
    /// `setCustomSpacing(_:after:)` names a view that is not one of the stack's arranged views.
    case notArranged(view: String, stack: String)

    public var description: String {
        switch self {
        case .noCommonAncestor(let c): "the items of \(c) have no common ancestor"
        case .viewIsAncestor(let view, let of): "\(view) cannot be added to \(of): it is \(of) or one of its ancestors"
        case .nonFinite(let c): "\(c) has a constant or multiplier that is not a finite number"
        case .zeroMultiplier(let c): "\(c) has a multiplier of 0 on a position attribute"
        case .incompatibleAttributes(let c): "\(c) relates attributes that cannot be compared"
        case .positionToConstant(let c): "\(c) relates a position to a constant; only a width or height can be"
        case .requiredPriorityChange(let c): "the priority of the active constraint \(c) cannot change between required and not required"
        case .invalidPriority(let c): "\(c) has a priority outside (0, 1000]"
        case .invalidContentPriority(let view, let priority):
            "the content priority \(Priority(priority)) of \(view) is outside [0, 1000]"
        case .invalidGeometry(let view, let property, let values):
            "the \(property) (\(values.map(formatted).joined(separator: ", "))) of \(view) must be finite (and a width not negative)"
        case .invalidIntrinsicContentSize(let view, let width, let height):
            "the intrinsic content size (\(width.map(formatted) ?? "none"), \(height.map(formatted) ?? "none")) of \(view) is not finite and non-negative"
        case .constraintOutsideView(let c, let view): "\(c) names items outside \(view), the view it was added to"
        case .beyondMaximumMagnitude(let what, let value):
            "\(what) is \(formatted(value)), beyond \(formatted(LayoutLimits.maximumMagnitude)), the largest magnitude layout accepts"
        case .notArranged(let view, let stack): "\(view) is not an arranged view of \(stack)"
        }
    }
}

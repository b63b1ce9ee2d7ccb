import Cassowary

/// The constraints UIKit makes from a view's frame and autoresizing mask while
/// `translatesAutoresizingMaskIntoConstraints` is on (`NSAutoresizingMaskLayoutConstraint`s):
/// two per axis, the position and the length in the superview's bounds, each a linear function
/// of the superview's length. Fixed parts of the axis (margins, length) keep the sizes the frame
/// gave them; the flexible ones share the change of the superview's length since the frame was
/// set (or since the view was first laid out in it), in proportion to their sizes then (equally
/// when those are all zero) — a superview that grows from zero hands its whole size to them, as
/// UIKit's autoresizing does. They are required, owned by
/// the superview, and print with the mask's notation: `h=--& v=--& v.minX == 20`.
extension View {
    /// Which parts of the frame stretch with the superview (none by default).
    public var autoresizingMask: AutoresizingMask {
        get { rareState.autoresizingMask }
        set {
            rareState.autoresizingMask = newValue
            needsFullLayout()
        }
    }

    /// Records a frame set on the view and its superview's size then: what the autoresizing
    /// constraints keep. A view without a superview yet takes the size of the superview it is
    /// first laid out in.
    func recordAutoresizingFrame(_ frame: Rect) {
        rareState.autoresizingFrame = frame
        rareState.autoresizingReference = superview.map { (ObjectIdentifier($0), $0.frame.size) }
    }

    /// The view's autoresizing constraints: none for a root or when it does not translate.
    func autoresizingConstraints() -> [LayoutConstraint] {
        guard translatesAutoresizingMaskIntoConstraints, let parent = superview else { return [] }
        let state = rareState
        let frame = state.autoresizingFrame
        if state.autoresizingReference?.superview != ObjectIdentifier(parent) {
            state.autoresizingReference = (ObjectIdentifier(parent), parent.frame.size)
        }
        let reference = state.autoresizingReference!.size
        let notation = autoresizingMask.notation
        var made: [LayoutConstraint] = []
        for axis in LayoutAxis.allCases {
            let horizontal = axis == .horizontal
            let start = Double(horizontal ? frame.origin.x : frame.origin.y)
            let length = Double(horizontal ? frame.size.width : frame.size.height)
            let total = Double(horizontal ? reference.width : reference.height)
            let parts = [start, length, total - start - length]
            let flexible = autoresizingMask.flexibility(along: axis)
            // A part's new size is size + share × (new total − old total).
            let flexibleTotal = zip(parts, flexible).filter(\.1).map(\.0).reduce(0, +)
            let count = Double(flexible.filter { $0 }.count)
            let shares = zip(parts, flexible).map { part, isFlexible in
                guard isFlexible else { return 0.0 }
                return flexibleTotal != 0 ? part / flexibleTotal : 1 / count
            }
            let dimension: LayoutAttribute = horizontal ? .width : .height
            let terms = [
                (horizontal ? LayoutAttribute.left : .top, start, shares[0]),
                (dimension, length, shares[1]),
            ]
            for (attribute, value, share) in terms {
                made.append(autoresizingConstraint(
                    attribute, multiplier: share, of: parent, dimension: dimension, constant: value - share * total,
                    notation: notation))
            }
        }
        return made
    }

    /// One autoresizing constraint, `attribute == multiplier × superview.dimension + constant`
    /// (a position measured from the superview's bounds), kept across layouts while its shape is
    /// the same.
    private func autoresizingConstraint(
        _ attribute: LayoutAttribute, multiplier: Double, of parent: View, dimension: LayoutAttribute,
        constant: Double, notation: String
    ) -> LayoutConstraint {
        let key = AutoresizingConstraintKey(
            attribute: attribute, multiplier: multiplier, superview: ObjectIdentifier(parent), notation: notation)
        if let existing = rareState.autoresizingConstraints[key] {
            existing.constant = constant
            return existing
        }
        let constraint = LayoutConstraint(
            item: self, attribute: attribute, relatedBy: .equal, toItem: multiplier == 0 ? nil : parent,
            attribute: multiplier == 0 ? nil : dimension, multiplier: multiplier == 0 ? 1 : multiplier, constant: constant)
        constraint.autoresizingNotation = notation
        constraint.owner = parent
        constraint.installed = true
        let state = rareState
        state.autoresizingConstraints = state.autoresizingConstraints.filter { $0.key.attribute != attribute }
        state.autoresizingConstraints[key] = constraint
        return constraint
    }
}

/// What an autoresizing constraint stands for: a new multiplier, superview or mask makes another.
struct AutoresizingConstraintKey: Hashable {
    var attribute: LayoutAttribute
    var multiplier: Double
    var superview: ObjectIdentifier
    var notation: String
}

extension LayoutConstraint {
    /// The solver form of an autoresizing constraint of `view` in `parent`: a position is measured
    /// from the parent's bounds (its origin, less a scroll view's content offset), a length as it
    /// is; `multiplier × parent.dimension + constant` on the other side.
    func autoresizingSolverConstraint(of view: View, in parent: View) -> Constraint {
        var difference = view.expression(for: firstAttribute, rightToLeft: false)
        let bounds = parent.boundsOrigin
        switch firstAttribute {
        case .left: difference = difference - parent.expression(for: .left, rightToLeft: false) + Double(bounds.x)
        case .top: difference = difference - parent.expression(for: .top, rightToLeft: false) + Double(bounds.y)
        default: break
        }
        if let secondItem, let secondAttribute {
            difference = difference - multiplier * secondItem.expression(for: secondAttribute, rightToLeft: false)
        }
        return Constraint(difference - constant, relation, priority: priority)
    }
}

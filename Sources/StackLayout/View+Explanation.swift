import Cassowary

/// Why a view or guide is where it is after the last layout: for each of its x, y, width and
/// height, the constraints that hold it (they hold with equality and the value rests on them), or,
/// when the value is not determined, the range it can slide over and what stops it; and the broken
/// constraints whose conflicts mention it. Built on `Solver.dependence(of:)` and
/// `Solver.slide(of:)`.
public struct LayoutExplanation {
    /// One of the four numbers of a frame.
    public enum Dimension: String, CaseIterable, Sendable {
        case x, y, width, height
    }

    /// What holds one dimension.
    public struct Part {
        public let dimension: Dimension
        /// The frame's value (x and y in the coordinates of the superview or owning view).
        public let value: Double
        /// The constraints the value rests on, grouped by priority, highest first; within a group
        /// in the order they were added. Empty for a dimension no constraint determines.
        public let held: [(priority: Priority, constraints: [LayoutConstraint])]
        /// Set when the dimension is not determined (the layout is ambiguous in it).
        public let slide: Slide?
    }

    /// The range an ambiguous dimension can take, in the same coordinates as `Part.value`, and the
    /// constraints that stop it at each end (none when that end is unbounded).
    public struct Slide {
        /// True when no constraint mentions the dimension at all (a stack's gap guide across the
        /// stack's axis): both ends are unbounded.
        public let isUnconstrained: Bool
        public let lower: Double?
        public let upper: Double?
        public let lowerStops: [LayoutConstraint]
        public let upperStops: [LayoutConstraint]
    }

    /// The view or guide explained.
    public let item: LayoutItem
    /// x, y, width, height, in that order.
    public let parts: [Part]
    /// The broken constraints whose conflicting set mentions the item.
    public let unsatisfiable: [UnsatisfiableConstraints]
}

extension LayoutItem {
    /// Why the item is where it is, as of a layout done now (nil for an item in no hierarchy).
    public func layoutExplanation() -> LayoutExplanation? {
        guard let root = hostView?.rootView else { return nil }
        root.layoutIfNeeded()
        let engine = root.engine!
        let solver = engine.solver
        let b = box
        let frame = self.frame
        // Each dimension's variable, its frame value, and what the variable adds to that value
        // (x and y are in the root's coordinates in the solver, relative in the frame).
        let variables: [(LayoutExplanation.Dimension, Variable, Double, Double)] = [
            (.x, b.left, frame.x, solver.value(of: b.left) - frame.x), (.y, b.top, frame.y, solver.value(of: b.top) - frame.y),
            (.width, b.width, frame.width, 0), (.height, b.height, frame.height, 0),
        ]
        func named(_ constraints: [Constraint]) -> [LayoutConstraint] { constraints.compactMap(engine.layoutConstraint(for:)) }
        let parts = variables.map { dimension, variable, value, offset in
            var slide: LayoutExplanation.Slide?
            if !solver.contains(variable) {
                slide = LayoutExplanation.Slide(isUnconstrained: true, lower: nil, upper: nil, lowerStops: [], upperStops: [])
            } else if let range = solver.slide(of: variable) {
                slide = LayoutExplanation.Slide(
                    isUnconstrained: false, lower: range.lower.map { $0 - offset }, upper: range.upper.map { $0 - offset },
                    lowerStops: named(range.lowerStops), upperStops: named(range.upperStops))
            }
            let holding = slide == nil ? named(solver.dependence(of: variable).constraints) : []
            let priorities = Set(holding.map(\.priority)).sorted(by: >)
            let held = priorities.map { priority in (priority, holding.filter { $0.priority == priority }) }
            return LayoutExplanation.Part(dimension: dimension, value: value, held: held, slide: slide)
        }
        let unsatisfiable = root.unsatisfiableConstraints.filter { entry in
            entry.conflicting.contains { $0.firstItem === self || $0.secondItem === self }
        }
        return LayoutExplanation(item: self, parts: parts, unsatisfiable: unsatisfiable)
    }
}

@testable import StackLayout

/// The model of a fuzz case: what the hierarchy should be after the operations so far, kept
/// apart from the views, following the library's documented rules (refusals, constraints a
/// removal deactivates, custom spacing forgotten with its view). A fresh hierarchy is built from
/// it to compare with the one changed step by step.
struct FuzzState {
    struct ViewState {
        var parent: Int?
        var subviews: [Int] = []
        var arranged: [Int] = []
        var customSpacing: [Int: Double] = [:]
        var intrinsicSize = FuzzIntrinsicSize.none
        var isHidden = false
        var margins = DirectionalEdgeInsets(all: 8)
        var direction: LayoutDirection?
        var firstBaseline: Double?
        var lastBaseline: Double?
        var hugging: [LayoutAxis: Priority] = [:]
        var compressionResistance: [LayoutAxis: Priority] = [:]
        var axis = LayoutAxis.horizontal
        var distribution = StackDistribution.fill
        var alignment = StackAlignment.fill
        var spacing: Double = 0
        var isBaselineRelative = false
        var isMarginsRelative = false
        var followsReadableWidth = false
    }

    struct ConstraintState {
        var constant: Double
        var priority: Priority
        var isActive = false
    }

    let cast: FuzzCast
    var views: [ViewState]
    var constraints: [ConstraintState]
    var rootFrame: Rect?

    init(cast: FuzzCast) {
        self.cast = cast
        views = Array(repeating: ViewState(), count: cast.viewCount)
        constraints = cast.constraints.map { ConstraintState(constant: $0.constant, priority: $0.priority) }
    }

    /// The view and its descendants.
    func subtree(of view: Int) -> [Int] { [view] + views[view].subviews.flatMap(subtree) }

    func root(of view: Int) -> Int { views[view].parent.map(root) ?? view }

    /// The views of the hierarchy being laid out (view 0's), parents first.
    var laidOut: [Int] { subtree(of: 0) }

    /// The documented precision of the lengths of the `fillProportionally` stacks laid out
    /// (Docs/ViewModel.md, "Numeric limits"), summed over the stacks (a stack's length moves its
    /// neighbours): below 1e-9 points at screen sizes. `length` gives a stack's length in the
    /// reference layout (a fresh one), when known. Nil when a stack's shares leave a gap the
    /// solver takes for zero: nothing is promised for its length.
    func proportionalLengthPrecision(length: (Int) -> Double? = { _ in nil }) -> Double? {
        var sum = 0.0
        for stack in laidOut where cast.isStack[stack] && views[stack].distribution == .fillProportionally {
            let model = views[stack]
            // As the stack reads them: the system spacing is 8, no intrinsic length is 0.
            func resolved(_ spacing: Double) -> Double { spacing == StackView.spacingUseSystem ? systemSpacing : spacing }
            let visible = model.arranged.filter { !views[$0].isHidden }
            let lengths = visible.map { view in
                let size = views[view].intrinsicSize
                return (model.axis == .horizontal ? size.width : size.height) ?? 0
            }
            let spacings = visible.dropLast().map { resolved(model.customSpacing[$0] ?? model.spacing) }
            guard let precision = FuzzState.proportionalLengthPrecision(
                lengths: lengths, spacing: resolved(model.spacing), spacings: spacings,
                arrangedCount: model.arranged.count, length: length(stack))
            else { return nil }
            sum += precision
        }
        return sum
    }

    /// How precisely layout knows the length of a `fillProportionally` stack (Docs/ViewModel.md,
    /// "Numeric limits"): its visible views' intrinsic `lengths`, the stack's `spacing`, the
    /// `spacings` laid out between visible neighbours (custom ones included; the stack's spacing
    /// when nil), its arranged views, hidden ones counted (`arrangedCount`; the visible ones when
    /// nil), and its `length` in the reference layout, when known. Zero when the stack fills
    /// equally instead (nothing to share out); nil when nothing is promised.
    ///
    /// A visible view's share is its length over D = lengths + spacing × (visible − 1), with the
    /// stack's own spacing even where a custom spacing is set (UIKit's rule,
    /// Docs/UIKitReference.md); a share below the solver's zero for a coefficient (1e-8) is
    /// dropped (it asks for a length of 0). The shares, each rounded to a double, leave a gap
    /// 1 − Σ shares = g / D, g the stack's spacing × (visible − 1) plus the lengths of the
    /// dropped shares, and fix the length in one of two ways:
    /// - With a gap, the length is L = A / (g / D), A the spacings laid out. Summing n shares
    ///   rounds the gap by about n × 1.1e-16, which moves L by L × (D / g) × n × 1.1e-16. A gap
    ///   below 1e-8 is dropped where rows combine: the shares no longer fix the length, it is
    ///   whatever the other constraints make it, which need not be the same in an incremental
    ///   layout and a fresh one, and nothing is promised.
    /// - Without a gap (a stack of spacing 0), they fix only the proportions (custom spacing makes
    ///   the last share give way), and the length comes from elsewhere, usually from the views'
    ///   intrinsic lengths through the shares. A share the solver takes as following from the
    ///   others (1 − Σ others) is known to about n × 1.1e-16, D / d times that relatively for a
    ///   view of length d, so such a length is known to L × (D / d) × n × 1.1e-16, d the
    ///   shortest view with a share, L at least D + A.
    ///
    /// L is at least D (a layout that held the views at their lengths keeps rounding of that
    /// size) and at least `length`. The promise is 32 times the bound: a build through pivots on
    /// the shares adds rounding of its own, amplified as much.
    static func proportionalLengthPrecision(
        lengths: [Double], spacing: Double, spacings: [Double]? = nil, arrangedCount: Int? = nil, length: Double? = nil
    ) -> Double? {
        let visibleCount = lengths.count
        // The stack's own arithmetic (DistributionRule.fillProportionally).
        let total = lengths.reduce(0) { $0 + max($1, 0) } + spacing * Double(visibleCount - 1)
        guard visibleCount > 0, total > max(spacing * Double((arrangedCount ?? visibleCount) - 1), 1) else { return 0 }
        let shared = lengths.filter { $0 > 0 && $0 / total >= 1e-8 }
        let dropped = lengths.filter { $0 > 0 && $0 / total < 1e-8 }.reduce(0, +)
        let laidOut = abs((spacings ?? Array(repeating: spacing, count: visibleCount - 1)).reduce(0, +))
        let gap = abs(spacing * Double(visibleCount - 1) + dropped) / total
        let rounding = 32 * Double(max(shared.count, 1)) * 1.1e-16
        if gap == 0 {
            // A lone share is 1, a required constraint: exact.
            guard shared.count > 1, let shortest = shared.min() else { return 0 }
            return rounding * max(total + laidOut, abs(length ?? 0)) * (total / shortest)
        }
        guard gap >= 1e-8 else { return nil }
        return rounding * max(total, laidOut / gap, abs(length ?? 0)) / gap
    }

    /// True when layout accepts the number (finite, within `LayoutLimits.maximumMagnitude`).
    static func accepts(_ values: Double...) -> Bool { values.allSatisfy { $0.isFinite && abs($0) <= 1e9 } }

    mutating func apply(_ operation: FuzzOperation) {
        switch operation {
        case .insertSubview(let view, let parent, let index): insert(view, into: parent, at: index)
        case .insertArranged(let view, let stack, let index):
            if views[view].parent != stack {
                guard insert(view, into: stack, at: views[stack].subviews.count) else { return }
            }
            views[stack].arranged.removeAll { $0 == view }
            views[stack].arranged.insert(view, at: min(max(index, 0), views[stack].arranged.count))
        case .removeArranged(let view, let stack):
            views[stack].arranged.removeAll { $0 == view }
            views[stack].customSpacing[view] = nil
        case .removeFromSuperview(let view): removeFromSuperview(view)
        case .setConstant(let index, let value):
            if !constraints[index].isActive || FuzzState.accepts(value) { constraints[index].constant = value }
        case .setPriority(let index, let priority):
            if !constraints[index].isActive || priority.isRequired == constraints[index].priority.isRequired {
                constraints[index].priority = priority
            }
        case .setActive(let index, let on):
            if !on { constraints[index].isActive = false } else if canActivate(index) { constraints[index].isActive = true }
        case .setIntrinsicSize(let view, let size):
            let lengths = [size.width, size.height].compactMap { $0 }
            if lengths.allSatisfy({ $0 >= 0 && FuzzState.accepts($0) }) { views[view].intrinsicSize = size }
        case .setHidden(let view, let hidden): views[view].isHidden = hidden
        case .setMargins(let view, let m):
            if FuzzState.accepts(m.top, m.leading, m.bottom, m.trailing) { views[view].margins = m }
        case .setDirection(let view, let direction): views[view].direction = direction
        case .setFirstBaseline(let view, let offset):
            if FuzzState.accepts(offset ?? 0) { views[view].firstBaseline = offset }
        case .setLastBaseline(let view, let offset):
            if FuzzState.accepts(offset ?? 0) { views[view].lastBaseline = offset }
        case .setHugging(let view, let axis, let priority): views[view].hugging[axis] = priority
        case .setCompressionResistance(let view, let axis, let priority): views[view].compressionResistance[axis] = priority
        case .setAxis(let stack, let axis): views[stack].axis = axis
        case .setDistribution(let stack, let distribution): views[stack].distribution = distribution
        case .setAlignment(let stack, let alignment): views[stack].alignment = alignment
        case .setSpacing(let stack, let spacing): if FuzzState.accepts(spacing) { views[stack].spacing = spacing }
        case .setBaselineRelative(let stack, let on): views[stack].isBaselineRelative = on
        case .setMarginsRelative(let stack, let on): views[stack].isMarginsRelative = on
        case .setFollowsReadableWidth(let stack, let on): views[stack].followsReadableWidth = on
        case .setCustomSpacing(let stack, let view, let spacing):
            guard views[stack].arranged.contains(view) else { return }
            if spacing == StackView.spacingUseDefault {
                views[stack].customSpacing[view] = nil
            } else if FuzzState.accepts(spacing) {
                views[stack].customSpacing[view] = spacing
            }
        case .setRootFrame(let frame):
            if FuzzState.accepts(frame.x, frame.y, frame.width, frame.height) { rootFrame = frame }
        case .layout: break
        }
    }

    /// `insertSubview(_:at:)`: refused into the view's own subtree; within the same superview a
    /// reordering; otherwise a removal from the old superview first. False when refused.
    @discardableResult
    private mutating func insert(_ view: Int, into parent: Int, at index: Int) -> Bool {
        guard !subtree(of: view).contains(parent) else { return false }
        if views[view].parent == parent {
            views[parent].subviews.removeAll { $0 == view }
        } else {
            removeFromSuperview(view)
            views[view].parent = parent
        }
        views[parent].subviews.insert(view, at: min(max(index, 0), views[parent].subviews.count))
        return true
    }

    /// Leaves the superview and its arranged views; the user constraints that reached from the
    /// subtree to the rest of the hierarchy are deactivated.
    private mutating func removeFromSuperview(_ view: Int) {
        guard let parent = views[view].parent else { return }
        views[parent].subviews.removeAll { $0 == view }
        views[parent].arranged.removeAll { $0 == view }
        views[parent].customSpacing[view] = nil
        views[view].parent = nil
        let inside = Set(subtree(of: view))
        for (index, shape) in cast.constraints.enumerated() where constraints[index].isActive {
            let items = [shape.first.view] + (shape.second.map { [$0.view] } ?? [])
            if items.contains(where: inside.contains) && !items.allSatisfy(inside.contains) {
                constraints[index].isActive = false
            }
        }
    }

    /// `activate()` succeeds for a valid constraint whose items share a hierarchy.
    private func canActivate(_ index: Int) -> Bool {
        let shape = cast.constraints[index]
        let state = constraints[index]
        guard FuzzState.accepts(state.constant, shape.multiplier), state.priority.isValid else { return false }
        return shape.second.map { root(of: $0.view) == root(of: shape.first.view) } ?? true
    }
}

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
    /// neighbours): below 1e-9 points at screen sizes. Nil when a stack's shares leave a gap the
    /// solver takes for zero: nothing is promised for its length.
    var proportionalLengthPrecision: Double? {
        var sum = 0.0
        for stack in laidOut where cast.isStack[stack] && views[stack].distribution == .fillProportionally {
            let model = views[stack]
            let visible = model.arranged.filter { !views[$0].isHidden }
            let lengths = visible.map { view in
                let size = views[view].intrinsicSize
                return abs((model.axis == .horizontal ? size.width : size.height) ?? 0)
            }
            let spacing = visible.dropLast().map { abs(model.customSpacing[$0] ?? model.spacing) }.reduce(0, +)
            guard let precision = FuzzState.proportionalLengthPrecision(lengths: lengths.reduce(0, +), spacing: spacing) else {
                return nil
            }
            sum += precision
        }
        return sum
    }

    /// How precisely a `fillProportionally` stack's length is known when its shares fix it
    /// (Docs/ViewModel.md): length = spacing / (1 − Σ shares) with 1 − Σ shares = spacing / D,
    /// D = lengths + spacing, so a rounding of the shares (1.1e-16 each, relative) moves it by
    /// about D × (D / spacing) × 1.1e-16; 32 times that (a build through pivots on the shares
    /// adds its own rounding, amplified as much: 13.5 times in seed 161535). Zero without spacing (the shares then
    /// do not fix the length). Nil when spacing / D is below the solver's zero for a coefficient
    /// (1e-8): the gap is dropped where rows combine, and the length is whatever the other
    /// constraints make it, which need not be the same in an incremental layout and a fresh one.
    static func proportionalLengthPrecision(lengths: Double, spacing: Double) -> Double? {
        guard spacing > 0 else { return 0 }
        let total = lengths + spacing
        guard spacing / total >= 1e-8 else { return nil }
        return 32 * total * (total / spacing) * 1.1e-16
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

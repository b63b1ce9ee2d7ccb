/// The first and last visible views are pinned to the canvas (to the ordering spanner when every
/// view is hidden).
struct CanvasConnectionRule: StackRule {
    func appendConstraints(in context: StackContext, to specs: inout [StackConstraintSpec]) {
        specs += Self.connections(in: context)
    }

    /// The two constraints of the rule (also compiled alone around a hidden or shown view).
    static func connections(in context: StackContext) -> [StackConstraintSpec] {
        let along = context.along
        let id = "UISV-canvas-connection"
        guard let first = context.visible.first, let last = context.visible.last else {
            return [
                StackConstraintSpec(id, context.canvas, along.leading, .equal, .orderingSpanner, along.leading),
                StackConstraintSpec(id, .orderingSpanner, along.trailing, .equal, context.canvas, along.trailing),
            ]
        }
        return [
            StackConstraintSpec(id, context.canvas, along.leading, .equal, .arranged(first), along.leading),
            StackConstraintSpec(id, .arranged(last), along.trailing, .equal, context.canvas, along.trailing),
        ]
    }
}

/// Visible neighbours are joined edge to edge with the spacing after the first of them
/// (baseline to baseline in a baseline-relative vertical stack); a minimum under equal spacing or
/// equal centering.
struct SpacingRule: StackRule {
    func appendConstraints(in context: StackContext, to specs: inout [StackConstraintSpec]) {
        for (previous, next) in zip(context.visible, context.visible.dropFirst()) {
            specs.append(Self.join(previous, next, in: context))
        }
    }

    /// The spacing constraint between the visible neighbours `previous` and `next`.
    static func join(_ previous: Int, _ next: Int, in context: StackContext) -> StackConstraintSpec {
        let (nextEdge, previousEdge): (LayoutAttribute, LayoutAttribute) = context.isBaselineRelative
            ? (.firstBaseline, .lastBaseline) : (context.along.leading, context.along.trailing)
        return StackConstraintSpec(
            "UISV-spacing", .arranged(next), nextEdge, context.spacingRelation, .arranged(previous), previousEdge,
            constant: context.spacing(after: previous))
    }
}

/// What each distribution adds: equal lengths, proportional lengths, or gap guides.
struct DistributionRule: StackRule {
    func appendConstraints(in context: StackContext, to specs: inout [StackConstraintSpec]) {
        switch context.distribution {
        case .fill: break
        case .fillEqually: specs += fillEqually(context)
        case .fillProportionally: specs += fillProportionally(context)
        case .equalSpacing, .equalCentering:
            specs += gaps(context)
            specs.append(context.canvasFit(context.along))
        }
    }

    /// Every visible view as long as the first visible one.
    private func fillEqually(_ context: StackContext) -> [StackConstraintSpec] {
        guard let first = context.visible.first else { return [] }
        return context.visible.dropFirst().map { Self.equalLength($0, as: first, in: context) }
    }

    /// `UISV-fill-equally`: the visible view `index` as long as the first visible view, `first`.
    static func equalLength(_ index: Int, as first: Int, in context: StackContext) -> StackConstraintSpec {
        StackConstraintSpec(
            "UISV-fill-equally", .arranged(index), context.along.length, .equal, .arranged(first), context.along.length)
    }

    /// Each visible view's length a share of the canvas in proportion to its intrinsic length;
    /// fill equally when there is nothing to share out.
    private func fillProportionally(_ context: StackContext) -> [StackConstraintSpec] {
        let arranged = context.configuration.arranged
        let lengths = context.visible.map { arranged[$0].intrinsicLength ?? 0 }
        let total = lengths.reduce(0) { $0 + max($1, 0) } + context.spacing * Double(context.visible.count - 1)
        guard total > max(context.spacing * Double(context.count - 1), 1) else { return fillEqually(context) }
        return zip(context.visible, lengths).map { index, length in
            let id = "UISV-fill-proportionally"
            let share = length / total
            let priority: Priority = share == 1 ? .required : Priority(Float(max(999 - index, 751)))
            guard length > 0 else {
                return StackConstraintSpec(id, .arranged(index), context.along.length, .equal, nil, nil, priority: priority)
            }
            return StackConstraintSpec(
                id, .arranged(index), context.along.length, .equal, context.canvas, context.along.length,
                multiplier: share, priority: priority)
        }
    }

    /// A gap guide between each pair of visible neighbours, all as long as the first: edge to edge
    /// for equal spacing, centre to centre for equal centering.
    private func gaps(_ context: StackContext) -> [StackConstraintSpec] {
        let along = context.along
        let centering = context.distribution == .equalCentering
        var specs: [StackConstraintSpec] = []
        for (gap, (previous, next)) in zip(context.visible, context.visible.dropFirst()).enumerated() {
            let id = "UISV-distributing-edge"
            if centering {
                specs.append(StackConstraintSpec(id, .gap(gap), along.leading, .equal, .arranged(previous), along.center))
                specs.append(StackConstraintSpec(id, .gap(gap), along.trailing, .equal, .arranged(next), along.center))
            } else {
                specs.append(StackConstraintSpec(id, .gap(gap), along.leading, .equal, .arranged(previous), along.trailing))
                specs.append(StackConstraintSpec(id, .arranged(next), along.leading, .equal, .gap(gap), along.trailing))
            }
            guard gap > 0 else { continue }
            let priority: Priority = centering ? Priority(Float(max(150 - previous, 50))) : .required
            specs.append(StackConstraintSpec(
                "UISV-fill-equally", .gap(gap), along.length, .equal, .gap(0), along.length, priority: priority))
        }
        return specs
    }
}

/// A hidden view collapses to nothing along the axis and keeps a weak place in the order: after
/// the visible view before it, half that view's spacing (its custom spacing when set) away when a
/// visible view follows, at its edge when none does.
struct HiddenViewRule: StackRule {
    func appendConstraints(in context: StackContext, to specs: inout [StackConstraintSpec]) {
        for index in context.configuration.arranged.indices where context.configuration.arranged[index].isHidden {
            specs += Self.hiding(index, in: context)
        }
    }

    /// The two constraints of the hidden view `index`: its length 0 and its place in the order.
    static func hiding(_ index: Int, in context: StackContext) -> [StackConstraintSpec] {
        let along = context.along
        let relation = context.spacingRelation
        let collapse = StackConstraintSpec("UISV-hiding", .arranged(index), along.length, .equal, nil, nil, priority: 999.999)
        let id = "UISV-spacing-hidden"
        if let previous = context.visible.last(where: { $0 < index }) {
            let followed = context.visible.last.map { $0 > index } ?? false
            let previousEdge: LayoutAttribute = context.isBaselineRelative ? .lastBaseline : along.trailing
            return [collapse, StackConstraintSpec(
                id, .arranged(index), along.leading, relation, .arranged(previous), previousEdge,
                constant: followed ? context.spacing(after: previous) / 2 : 0, priority: 50)]
        } else if let firstVisible = context.visible.first {
            let firstEdge: LayoutAttribute = context.isBaselineRelative ? .firstBaseline : along.leading
            return [collapse, StackConstraintSpec(
                id, .arranged(firstVisible), firstEdge, relation, .arranged(index), along.trailing, priority: 50)]
        } else {
            return [collapse, StackConstraintSpec(
                id, .arranged(index), along.leading, relation, .orderingSpanner, along.trailing, priority: 50)]
        }
    }
}

/// Across the axis: every arranged view aligned with a reference view, the alignment spanner
/// wrapping the visible ones, the canvas around the spanner, and the weak pulls that settle what
/// the alignment leaves free. A single arranged view gets edge constraints instead.
///
/// Baseline alignment is defined for horizontal stacks; a vertical stack treats `firstBaseline`
/// and `lastBaseline` as `fill`.
struct AlignmentRule: StackRule {
    func appendConstraints(in context: StackContext, to specs: inout [StackConstraintSpec]) {
        let alignment = Self.alignment(in: context)
        if context.count == 1 { specs += single(alignment, context) } else { appendAligned(alignment, context, to: &specs) }
    }

    /// The stack's alignment, with a vertical stack's baselines as `fill`.
    static func alignment(in context: StackContext) -> StackAlignment {
        let alignment = context.configuration.alignment
        let isBaseline = alignment == .firstBaseline || alignment == .lastBaseline
        return context.configuration.axis == .vertical && isBaseline ? .fill : alignment
    }

    /// The alignment spanner's two boundaries around the visible view `index` (alignments other
    /// than `fill`, two or more arranged views).
    static func spanningBoundaries(_ index: Int, _ alignment: StackAlignment, in context: StackContext) -> [StackConstraintSpec] {
        let across = context.across
        let spanner = StackItem.alignmentSpanner
        let (top, bottom): (Relation, Relation) = switch alignment {
        case .leading: (.equal, .greaterThanOrEqual)
        case .trailing: (.lessThanOrEqual, .equal)
        default: (.lessThanOrEqual, .greaterThanOrEqual)
        }
        return [
            StackConstraintSpec(
                "UISV-spanning-boundary", spanner, across.leading, top, .arranged(index), across.leading,
                priority: top == .equal ? 999.5 : .required),
            StackConstraintSpec(
                "UISV-spanning-boundary", spanner, across.trailing, bottom, .arranged(index), across.trailing,
                priority: bottom == .equal ? 999.5 : .required),
        ]
    }

    /// Two or more arranged views: appends their constraints to `specs`, each as it is made (a
    /// stack of n views compiles 2n alignments under fill).
    private func appendAligned(_ alignment: StackAlignment, _ context: StackContext, to specs: inout [StackConstraintSpec]) {
        let across = context.across
        let canvas = context.canvas
        let arranged = context.configuration.arranged
        let reference = referenceView(alignment, context)
        let connection = "UISV-canvas-connection"
        func align(_ attribute: LayoutAttribute, fallback: LayoutAttribute? = nil) {
            for index in arranged.indices where index != reference {
                // A view without a baseline is aligned by its top (or bottom), on both sides.
                let hasBaseline = { (i: Int) in
                    attribute == .firstBaseline ? arranged[i].hasFirstBaseline : arranged[i].hasLastBaseline
                }
                let resolved = fallback == nil || (hasBaseline(index) && hasBaseline(reference)) ? attribute : fallback!
                specs.append(StackConstraintSpec(
                    "UISV-alignment", .arranged(reference), resolved, .equal, .arranged(index), resolved))
            }
        }
        if alignment == .fill {
            specs.reserveCapacity(specs.count + 2 * arranged.count)
            align(across.leading)
            align(across.trailing)
            specs.append(StackConstraintSpec(connection, canvas, across.leading, .equal, .arranged(reference), across.leading))
            specs.append(StackConstraintSpec(connection, .arranged(reference), across.trailing, .equal, canvas, across.trailing))
            return
        }
        let spanner = StackItem.alignmentSpanner
        switch alignment {
        case .leading: align(across.leading)
        case .trailing: align(across.trailing)
        case .center: align(across.center)
        case .firstBaseline: align(.firstBaseline, fallback: .top)
        default: align(.lastBaseline, fallback: .bottom)
        }
        for index in context.visible { specs += Self.spanningBoundaries(index, alignment, in: context) }
        specs.append(StackConstraintSpec(
            "UISV-spanning-fit", spanner, across.length, .equal, nil, nil,
            priority: context.visible.isEmpty ? 0.001 : 51))
        switch alignment {
        case .leading:
            specs.append(StackConstraintSpec(connection, canvas, across.leading, .equal, .arranged(reference), across.leading))
            specs.append(StackConstraintSpec(connection, spanner, across.trailing, .equal, canvas, across.trailing))
        case .trailing:
            specs.append(StackConstraintSpec(connection, canvas, across.leading, .equal, spanner, across.leading))
            specs.append(StackConstraintSpec(connection, .arranged(reference), across.trailing, .equal, canvas, across.trailing))
        case .center:
            specs.append(StackConstraintSpec(connection, canvas, across.leading, .equal, spanner, across.leading))
            specs.append(StackConstraintSpec(connection, spanner, across.trailing, .equal, canvas, across.trailing))
            specs.append(StackConstraintSpec(connection, canvas, across.center, .equal, .arranged(reference), across.center))
        case .firstBaseline:
            specs.append(StackConstraintSpec(
                connection, canvas, across.leading, .lessThanOrEqual, .arranged(reference), across.leading))
            specs.append(context.canvasFit(across))
            specs.append(StackConstraintSpec(connection, spanner, across.trailing, .equal, canvas, across.trailing))
        default:
            specs.append(StackConstraintSpec(connection, canvas, across.leading, .equal, spanner, across.leading))
            specs.append(StackConstraintSpec(
                connection, canvas, across.trailing, .greaterThanOrEqual, .arranged(reference), across.trailing))
            specs.append(context.canvasFit(across))
        }
        specs += suppression(context)
    }

    /// Arranged view 0, even when hidden; under baseline alignment, when view 0 has no baseline,
    /// the first visible view that has one.
    private func referenceView(_ alignment: StackAlignment, _ context: StackContext) -> Int {
        let arranged = context.configuration.arranged
        switch alignment {
        case .firstBaseline where !arranged[0].hasFirstBaseline:
            return context.visible.first { arranged[$0].hasFirstBaseline } ?? 0
        case .lastBaseline where !arranged[0].hasLastBaseline:
            return context.visible.first { arranged[$0].hasLastBaseline } ?? 0
        default:
            return 0
        }
    }

    /// One arranged view: the edges the alignment pins are equal, the others inequalities (with
    /// the canvas fitting them), centres equal.
    private func single(_ alignment: StackAlignment, _ context: StackContext) -> [StackConstraintSpec] {
        let across = context.across
        let canvas = context.canvas
        let view = StackItem.arranged(0)
        let connection = "UISV-canvas-connection"
        let pinsLeading = alignment == .fill || alignment == .leading
        let pinsTrailing = alignment == .fill || alignment == .trailing
        var specs = [
            StackConstraintSpec(
                connection, canvas, across.leading, pinsLeading ? .equal : .lessThanOrEqual, view, across.leading),
            pinsTrailing
                ? StackConstraintSpec(connection, view, across.trailing, .equal, canvas, across.trailing)
                : StackConstraintSpec(connection, canvas, across.trailing, .greaterThanOrEqual, view, across.trailing),
        ]
        if alignment == .center {
            specs.append(StackConstraintSpec(connection, canvas, across.center, .equal, view, across.center))
        }
        if !(pinsLeading && pinsTrailing) { specs.append(context.canvasFit(across)) }
        return alignment == .fill ? specs : specs + suppression(context)
    }

    /// `UISV-ambiguity-suppression: v.length == 0 @25` for every arranged view.
    private func suppression(_ context: StackContext) -> [StackConstraintSpec] {
        context.configuration.arranged.indices.map {
            StackConstraintSpec(
                "UISV-ambiguity-suppression", .arranged($0), context.across.length, .equal, nil, nil, priority: 25)
        }
    }
}

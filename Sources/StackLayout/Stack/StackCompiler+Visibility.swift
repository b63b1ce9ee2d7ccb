/// A stretch of a compiled constraint list replaced by other constraints: `range` of the old list
/// gives way to `specs`.
struct StackConstraintReplacement: Equatable, Sendable {
    var range: Range<Int>
    var specs: [StackConstraintSpec]
}

extension StackCompiler {
    /// What changes when one arranged view is hidden or shown, computed from the slots around that
    /// view only: replacements, in ascending order and not overlapping, that turn
    /// `constraints(for: old)` into `constraints(for: new)` (none when the two are equal).
    ///
    /// Nil when the configurations differ in more than one view's `isHidden`, or when the change
    /// reaches beyond the view's neighbours: distributions other than `fill` and `fillEqually`
    /// (proportional lengths and gap guides depend on every visible view), the first visible view
    /// of `fillEqually` (every view is as long as it), baseline alignment across a horizontal
    /// stack (the reference view may move), a fill row of two or more multi-line labels (they
    /// share its width), or a stack whose views are all hidden before or after. The caller
    /// compiles in full then.
    static func visibilityChange(
        from old: StackConfiguration, to new: StackConfiguration
    ) -> [StackConstraintReplacement]? {
        guard let toggled = onlyVisibilityDifference(old, new) else { return nil }
        guard let toggled else { return [] }
        return visibilityChange(ofView: toggled, from: old, to: new)
    }

    /// `visibilityChange(from:to:)` when `new` is known to be `old` with arranged view `toggled`
    /// hidden or shown, and nothing else changed (a stack told which view it was): the two
    /// configurations are not compared.
    static func visibilityChange(
        ofView toggled: Int, from old: StackConfiguration, to new: StackConfiguration
    ) -> [StackConstraintReplacement]? {
        let before = StackContext(old)
        // The visible views before the toggled one: its rank among the visible views when shown.
        let rank = before.visible.partitioningIndex { $0 >= toggled }
        var visible = before.visible
        if new.arranged[toggled].isHidden { visible.remove(at: rank) } else { visible.insert(toggled, at: rank) }
        let after = StackContext(new, visible: visible)
        let sharesWidth = old.axis == .horizontal && old.distribution == .fill
            && old.arranged.count(where: { $0.isMultilineText }) >= 2
        guard !before.visible.isEmpty, !after.visible.isEmpty, !sharesWidth,
            old.distribution == .fill || old.distribution == .fillEqually,
            [.fill, .leading, .trailing, .center].contains(AlignmentRule.alignment(in: before))
        else { return nil }
        if old.distribution == .fillEqually && rank == 0 { return nil }
        var replacements: [StackConstraintReplacement] = []
        /// Records that `removed`, at `offset` of the old list, gives way to `added`, less what
        /// both begin and end with.
        func replace(at offset: Int, _ removed: [StackConstraintSpec], with added: [StackConstraintSpec]) {
            var (start, removedEnd, addedEnd) = (0, removed.count, added.count)
            while start < removedEnd && start < addedEnd && removed[start] == added[start] { start += 1 }
            while removedEnd > start && addedEnd > start && removed[removedEnd - 1] == added[addedEnd - 1] {
                (removedEnd, addedEnd) = (removedEnd - 1, addedEnd - 1)
            }
            guard start < removedEnd || start < addedEnd else { return }
            replacements.append(StackConstraintReplacement(
                range: (offset + start)..<(offset + removedEnd), specs: Array(added[start..<addedEnd])))
        }
        replace(at: 0, CanvasConnectionRule.connections(in: before), with: CanvasConnectionRule.connections(in: after))
        // Spacing: the joins of the toggled view and its visible neighbours, or of the neighbours.
        var offset = 2
        let firstJoin = max(rank - 1, 0)
        func joins(_ context: StackContext) -> [StackConstraintSpec] {
            let isShown = !context.configuration.arranged[toggled].isHidden
            let end = min(rank + (isShown ? 1 : 0), context.visible.count - 1)
            return (firstJoin..<max(end, firstJoin)).map {
                SpacingRule.join(context.visible[$0], context.visible[$0 + 1], in: context)
            }
        }
        replace(at: offset + firstJoin, joins(before), with: joins(after))
        offset += before.visible.count - 1
        // Fill equally: the toggled view's equal length, after those of the visible views before it.
        if old.distribution == .fillEqually {
            func equalLength(_ context: StackContext) -> [StackConstraintSpec] {
                context.configuration.arranged[toggled].isHidden
                    ? [] : [DistributionRule.equalLength(toggled, as: context.visible[0], in: context)]
            }
            replace(at: offset + rank - 1, equalLength(before), with: equalLength(after))
            offset += before.visible.count - 1
        }
        // Hidden views: those between the toggled view's visible neighbours (their place in the
        // order names the neighbour before them, or the first visible view).
        let previous = rank > 0 ? before.visible[rank - 1] : -1
        let shown = before.visible.count > after.visible.count ? before : after
        let next = rank + 1 < shown.visible.count ? shown.visible[rank + 1] : old.arranged.count
        func hiding(_ context: StackContext) -> [StackConstraintSpec] {
            ((previous + 1)..<next).filter { context.configuration.arranged[$0].isHidden }
                .flatMap { HiddenViewRule.hiding($0, in: context) }
        }
        let hiddenBefore = old.arranged[..<(previous + 1)].count { $0.isHidden }
        replace(at: offset + 2 * hiddenBefore, hiding(before), with: hiding(after))
        offset += 2 * old.arranged.count { $0.isHidden }
        // Alignment: only the spanner's boundaries name visible views, after one alignment per
        // view but the reference; a single arranged view never gets here (it would be hidden).
        let alignment = AlignmentRule.alignment(in: before)
        if alignment != .fill {
            func boundaries(_ context: StackContext) -> [StackConstraintSpec] {
                context.configuration.arranged[toggled].isHidden
                    ? [] : AlignmentRule.spanningBoundaries(toggled, alignment, in: context)
            }
            replace(at: offset + old.arranged.count - 1 + 2 * rank, boundaries(before), with: boundaries(after))
        }
        return replacements
    }

    /// The one arranged view whose `isHidden` is all that differs between `old` and `new`
    /// (`.some(nil)` when nothing differs); nil when anything else differs.
    private static func onlyVisibilityDifference(_ old: StackConfiguration, _ new: StackConfiguration) -> Int?? {
        guard old.arranged.count == new.arranged.count else { return nil }
        var toggled: Int?
        for index in old.arranged.indices where old.arranged[index] != new.arranged[index] {
            var shown = old.arranged[index]
            shown.isHidden = new.arranged[index].isHidden
            guard toggled == nil, shown == new.arranged[index] else { return nil }
            toggled = index
        }
        var same = new
        same.arranged = old.arranged
        return same == old ? .some(toggled) : nil
    }
}

extension Array where Element == Int {
    /// In an ascending array, the index of the first element for which `belongs` holds (the
    /// count when none does), by bisection.
    fileprivate func partitioningIndex(where belongs: (Int) -> Bool) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

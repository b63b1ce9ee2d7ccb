import Cassowary

/// Counts of what layouts asked of the solver, for tests that show a layout is incremental.
struct LayoutStatistics: Equatable {
    /// Solvers built from scratch.
    var solverBuilds = 0
    var additions = 0
    var removals = 0
    var constantChanges = 0
    /// Layout constraints turned into solver form (each layout re-derives only those that
    /// changed, or all after a change of direction, margins or hierarchy).
    var derivations = 0
}

/// Lays out one hierarchy: keeps a solver across layouts and sends it only what changed since the
/// last one — constraints activated or deactivated, constants changed in place, generated
/// constraints whose inputs changed — then writes every frame.
///
/// Two kinds of layout: a full one gathers every constraint of the hierarchy (after anything that
/// may change the generated constraints or the solver forms: a view that needs its constraints
/// updated, a new intrinsic size or content priority, margins, a direction, the hierarchy); an
/// incremental one looks only at the constraints that told the engine they changed (activated,
/// deactivated, a new constant or priority) since the last layout.
final class LayoutEngine {
    // Stored properties are not checked for overlapping access at run time
    // (`@exclusivity(unchecked)`): no access to them overlaps another, and the checks ran for
    // every constraint a stack installs (`constraintDidChange(_:)`).
    let solver = Solver()
    @exclusivity(unchecked) private(set) var statistics = LayoutStatistics(solverBuilds: 1)
    /// Set when the next layout must gather every constraint; see `needsFullLayout()`.
    @exclusivity(unchecked) private(set) var needsFullPass = true
    /// How many layouts gathered every constraint (the others looked only at what changed).
    private(set) var fullPasses = 0
    /// Writes the hierarchy's frames; the solver's moved variables are noted in it. (No access
    /// to it can overlap: it calls nothing that reaches the engine.)
    @exclusivity(unchecked) var frames = FrameTable()
    /// The constraints that changed since the last layout, while no full layout is pending.
    @exclusivity(unchecked) private var changed: [LayoutConstraint] = []
    /// True from `beginFullPass()` to `discardChanges()`, while the caller gathers every
    /// constraint: what changes meanwhile is in what it gathers, so it is not noted in `changed`
    /// (a first layout would note every constraint a stack generates, only to discard them).
    @exclusivity(unchecked) private var gathering = false
    /// The views that asked for `updateConstraints()` since the last layout (some may have been
    /// updated since, by `updateConstraintsIfNeeded()`), while no full layout is pending. Held by
    /// their boxes, which read nil once a view is freed (the root holds the engine).
    @exclusivity(unchecked) private var viewsAsking: [LayoutBox] = []
    /// What the solver holds, one value per installed constraint in no particular order (a
    /// removal moves the last one into the gap): no object per constraint.
    @exclusivity(unchecked) private var installations: [Installation] = []
    /// The solver form of each installation, at the same position: the list the first layout
    /// hands the solver as it is (a list made for the batch retained and released every form).
    @exclusivity(unchecked) private var installedForms: [Constraint] = []
    /// This engine's number, never reused in the process: a layout constraint notes the engine
    /// that installed it first, and where, in its `installationSlot`.
    private let serial = AutomaticName.nextNumber()
    /// Where each installed layout constraint whose slot another engine holds is in
    /// `installations` (32 bits; see `position(of:)`): a constraint two engines hold at once (a
    /// fitting's engine, or a subtree's own once it left a hierarchy whose engine has not laid out
    /// since). Empty otherwise: the slot is read, no dictionary.
    @exclusivity(unchecked) private var installationIndex: [ObjectKey: Int32] = [:]
    /// Where each view's installed content-size constraints are in `installations`, by the
    /// view's box: one entry per view, not per constraint.
    @exclusivity(unchecked) private var contentSizeIndex: [ObjectKey: ContentSizePositions] = [:]
    /// Counts full synchronisations, to mark the content-size constraints each one wants.
    @exclusivity(unchecked) private var fullSynchronizations = 0
    /// The installed constraints that could not be satisfied, left out of the solver (rare: kept
    /// beside the installations, not in each), by their solver constraint.
    @exclusivity(unchecked) private var broken: [ObjectKey: BrokenConstraint] = [:]
    @exclusivity(unchecked) private var nextSequence = 0
    /// The position of the installation behind each solver constraint not broken, to name
    /// conflicts and explanations: built when one asks (`layoutConstraintIndex()`), nil once
    /// installations change, so a layout that names nothing pays nothing per constraint.
    @exclusivity(unchecked) private var layoutConstraintOf: [ObjectKey: Int32]?
    /// Counts changes outside the constraints that their solver forms depend on (a layout
    /// direction, margins, the hierarchy); see `environmentDidChange()`.
    @exclusivity(unchecked) private var environment = 0
    /// Counts changes of the hierarchy's views: one added, removed, or moved among its siblings
    /// (see `hierarchyDidChange()`).
    @exclusivity(unchecked) private(set) var hierarchyChanges = 0
    /// True when the last full layout found no right-to-left view in the hierarchy: then no
    /// solver form looks a direction up (a direction or the hierarchy changing asks for a full
    /// layout, which finds it again). False until a full layout says so.
    @exclusivity(unchecked) var leftToRightThroughout = false

    /// A constraint as the solver holds it (updated in place in `installations`; its solver form
    /// is in `installedForms`).
    private struct Installation {
        let source: Source
        /// The constant the solver holds the constraint to now (changed in place).
        var constant: Double
        let sequence: Int
        /// What the solver form was derived from; nil when it must be derived at every layout
        /// (or, for content size, is compared directly).
        var inputs: Inputs?
    }

    /// What an installation stands for: a layout constraint, or one of the content-size
    /// constraints of the view `contentSizeIndex` files under this key (which slot is found
    /// there, by position: no byte more per installation). The entry holds the view's box
    /// while any of them is installed, so the key names one object (no retain per installation).
    private enum Source {
        case constraint(LayoutConstraint)
        case contentSize(ObjectKey)
    }

    /// How an installation is found: by its layout constraint (not retained: the caller or the
    /// installation holds it), or by its view's box and slot.
    private enum InstallationKey {
        case constraint(Unmanaged<LayoutConstraint>)
        case contentSize(ObjectKey, slot: UInt8)
    }

    /// Where an engine keeps a layout constraint's installation, noted in the constraint by the
    /// first engine that installs it while no other holds the slot (serial 0: none).
    struct InstallationSlot {
        var serial = 0
        var position: Int32 = -1
    }

    /// Where a view's content-size constraints are in `installations`, by slot (-1: none), and
    /// which slots the current full synchronisation wants.
    private struct ContentSizePositions {
        /// The view's box.
        let box: LayoutBox
        var positions = InlineArray<4, Int32>(repeating: -1)
        /// The full synchronisation that last marked `wanted` (see `fullSynchronizations`).
        var synchronization = -1
        /// One bit per slot wanted.
        var wanted: UInt8 = 0

        mutating func mark(_ wanted: UInt8, by synchronization: Int) {
            (self.wanted, self.synchronization) = (wanted, synchronization)
        }

        /// Notes the positions of the slots just installed (-1 for the others, left as they are).
        mutating func note(_ made: InlineArray<4, Int32>) {
            for slot in 0..<4 where made[slot] >= 0 { positions[slot] = made[slot] }
        }

        /// The slot whose constraint is at `position` in `installations`.
        func slot(at position: Int) -> Int? { (0..<4).first { positions[$0] == Int32(position) } }
    }

    /// An installed constraint the solver refused, left out of it.
    private struct BrokenConstraint {
        let solverConstraint: Constraint
        let sequence: Int
        let report: UnsatisfiableConstraints
    }

    /// Constraints to add to the solver in one batch, in order (`install`; a layout constraint
    /// queued twice is installed once): a first layout hands over every constraint it gathered as
    /// it is, with no pair made per constraint.
    private struct Additions {
        var constraints = GatheredConstraints()
        /// Beside each of `constraints`, the solver form the caller derived already (to compare
        /// it with the installed one), nil for one derived when installed; empty (no array
        /// allocated) until the caller derives one.
        var derived: [Constraint?] = []
        /// Content-size constraints, each request before the layout constraint at its position.
        var contentSizes: [ContentSizeRequest] = []

        /// Appends `constraint`, with the solver form the caller derived if any.
        mutating func append(_ constraint: LayoutConstraint, derived form: Constraint? = nil) {
            if form != nil && derived.isEmpty { derived = Array(repeating: nil, count: constraints.count) }
            if form != nil || !derived.isEmpty { derived.append(form) }
            constraints.append(constraint)
        }
    }

    /// What a layout constraint's solver form is derived from, beyond what never changes (its
    /// items, attributes, relation, multiplier): while these are equal, the form is the same. A
    /// baseline constraint has none, since a view's baseline view may be computed on the fly.
    private struct Inputs: Equatable {
        // Priority last: the optional's tag then fits beside it (an installation is 56 bytes, not 64).
        var constant: Double
        var environment: Int
        var priority: Priority

        init?(_ constraint: borrowing LayoutConstraint, environment: Int) {
            guard !constraint.firstAttribute.isBaseline, constraint.secondAttribute?.isBaseline != true else { return nil }
            (constant, self.environment, priority) = (constraint.constant, environment, constraint.priority)
        }
    }

    /// Marks every solver form as possibly out of date: something it may depend on outside the
    /// constraints changed (a layout direction, margins, the hierarchy).
    func environmentDidChange() {
        environment += 1
        needsFullLayout()
    }

    /// A view of the hierarchy was added, removed or moved among its siblings: a walk of the
    /// hierarchy made before is out of date (`View.updateConstraints(ifNeededIn:)`).
    func hierarchyDidChange() { hierarchyChanges += 1 }

    /// The next layout gathers every constraint of the hierarchy: something the generated
    /// constraints or the solver forms depend on may have changed.
    func needsFullLayout() {
        needsFullPass = true
        // Emptied only when not empty: a first layout asks once per view (its derived margins are
        // new), and each emptying released the empty lists.
        if !changed.isEmpty || !viewsAsking.isEmpty { forgetChanges() }
    }

    /// Forgets the constraints that changed and the views that asked for an update: a full
    /// layout is pending, which gathers them all.
    @inline(never) private func forgetChanges() {
        changed = []
        viewsAsking = []
    }

    /// `view` asked for `updateConstraints()` before the next layout.
    func viewNeedsUpdate(_ view: View) {
        if !needsFullPass { viewsAsking.append(view.box) }
    }

    /// Runs `updateConstraints()` on the views that asked for it, parents first, round after
    /// round until none asks (at most 8 rounds; those still asking wait for the next layout), or
    /// until something needs a full layout. What the updates change reaches the engine as changed
    /// constraints.
    func updateConstraintsOfViewsThatAsked() {
        for _ in 0..<8 {
            guard !needsFullPass, !viewsAsking.isEmpty else { return }
            // One view asking (a stack whose arranged view was hidden): no repeats to drop, no
            // order to find.
            if viewsAsking.count == 1 {
                let view = viewsAsking[0].view
                viewsAsking = []
                if let view, view.needsUpdateConstraints {
                    view.needsUpdateConstraints = false
                    view.updateConstraints()
                }
                continue
            }
            var seen = Set<ObjectIdentifier>()
            let asking = viewsAsking.compactMap(\.view).filter {
                $0.needsUpdateConstraints && seen.insert(ObjectIdentifier($0)).inserted
            }
            viewsAsking = []
            let parentsFirst = asking.enumerated().map { (view: $1, depth: $1.depth, order: $0) }
                .sorted { ($0.depth, $0.order) < ($1.depth, $1.order) }
            for entry in parentsFirst where entry.view.needsUpdateConstraints {
                entry.view.needsUpdateConstraints = false
                entry.view.updateConstraints()
            }
        }
    }

    /// `constraint` was activated or deactivated, or its constant or priority changed. A
    /// content-size constraint is only a view onto what the engine holds: its changes are ignored.
    func constraintDidChange(_ constraint: LayoutConstraint) {
        if !needsFullPass && !gathering && !constraint.isContentSize { changed.append(constraint) }
    }

    /// Starts a full layout: what changed until now is in what the caller is about to gather.
    func beginFullPass() {
        fullPasses += 1
        needsFullPass = false
        gathering = true
        changed = []
        viewsAsking = []
    }

    /// Forgets the constraints that changed and the views already updated: the caller has
    /// gathered them all.
    func discardChanges() {
        gathering = false
        changed = []
        viewsAsking.removeAll { $0.view?.needsUpdateConstraints != true }
    }

    /// Brings the solver in line with the constraints that changed since the last layout and
    /// solves: the incremental layout, for when no full one is needed. A changed constraint is
    /// wanted while it is active (an active constraint of this hierarchy; a generated one stays
    /// active while its view generates it, and changes only in a full layout).
    func synchronizeChanged(report: (LayoutIssue) -> Void) {
        // One changed constraint (a constant changed) needs no set to drop repeats.
        var seen = Set<ObjectKey>(minimumCapacity: changed.count > 1 ? changed.count : 0)
        let constraints = changed.count <= 1 ? changed : changed.filter { seen.insert(ObjectKey($0)).inserted }
        changed = []
        let removalsBefore = statistics.removals
        let constantChangesBefore = statistics.constantChanges
        // Read by index (no copy of a constraint retained for a filter or an iterator).
        var leaving: [(key: InstallationKey, sequence: Int)] = []
        for index in constraints.indices where !constraints[index].installed {
            let key = InstallationKey.constraint(Unmanaged.passUnretained(constraints[index]))
            guard let position = position(of: key) else { continue }
            // Room for the rest at the first: the list grew twice for a view hidden or shown.
            if leaving.isEmpty { leaving.reserveCapacity(constraints.count - index) }
            leaving.append((key, installations[position].sequence))
        }
        uninstall(leaving)
        var additions = Additions()
        for index in constraints.indices where constraints[index].installed {
            update(constraints[index], additions: &additions, report: report)
        }
        if statistics.removals > removalsBefore || statistics.constantChanges > constantChangesBefore {
            retryBrokenConstraints()
        }
        install(additions, report: report)
        frames.noteMoved(solver.updateVariables())
    }

    /// True when two solver constraints differ at most in their constants (the same variables
    /// with the same coefficients in the same order, relation and priority): then only the
    /// constant is changed in place. Compared term by term, so an installation keeps no copy.
    private static func haveSameShape(_ a: Constraint, _ b: Constraint) -> Bool {
        guard a.relation == b.relation, a.priority == b.priority,
            a.expression.terms.count == b.expression.terms.count
        else { return false }
        return zip(a.expression.terms, b.expression.terms).allSatisfy {
            $0.variable === $1.variable && $0.coefficient == $1.coefficient
        }
    }

    /// Brings the solver in line with `wanted` (in a deterministic order) and solves: first the
    /// constraints that left are removed, then constants are changed in place, then broken
    /// constraints are tried again if anything was relaxed, and last the new ones are added.
    func synchronize(with wanted: consuming WantedConstraints, report: (LayoutIssue) -> Void) {
        // A first layout: every constraint is new, and `install` drops repeats.
        if installations.isEmpty && broken.isEmpty {
            // Taken as they are (no solver form derived yet), and freed by `install` before the
            // solver adds the batch, when memory peaks.
            let additions = Additions(constraints: wanted.constraints, contentSizes: wanted.contentSizes)
            wanted = WantedConstraints()
            install(additions, report: report)
            frames.noteMoved(solver.updateVariables())
            return
        }
        let removalsBefore = statistics.removals
        let constantChangesBefore = statistics.constantChanges
        var constraints = wanted.constraints
        let contentSizes = wanted.contentSizes
        wanted = WantedConstraints()
        var wantedKeys = Set<ObjectKey>(minimumCapacity: constraints.count)
        for group in constraints.groups {
            for index in group.indices { wantedKeys.insert(ObjectKey(group[index])) }
        }
        fullSynchronizations += 1
        for request in contentSizes { markWanted(request) }
        var leaving: [(key: InstallationKey, sequence: Int)] = []
        for installation in installations {
            guard case .constraint(let constraint) = installation.source, !wantedKeys.contains(ObjectKey(constraint))
            else { continue }
            leaving.append((.constraint(Unmanaged.passUnretained(constraint)), installation.sequence))
        }
        for (box, entry) in contentSizeIndex {
            for slot in 0..<4 where entry.positions[slot] >= 0
                && (entry.synchronization != fullSynchronizations || entry.wanted & (1 << slot) == 0)
            {
                leaving.append((.contentSize(box, slot: UInt8(slot)), installations[Int(entry.positions[slot])].sequence))
            }
        }
        uninstall(leaving)
        // Sized for a first layout, where every constraint is new; each constraint is updated at
        // its first occurrence (taken out of `wantedKeys`), each view's content size before the
        // constraint it was gathered before.
        var additions = Additions()
        additions.constraints.reserveCapacity(max(0, wantedKeys.count - installations.count))
        var nextContentSize = 0
        var position = 0
        for group in constraints.groups {
            for index in group.indices {
                while nextContentSize < contentSizes.count && contentSizes[nextContentSize].position <= position {
                    update(contentSizes[nextContentSize], additions: &additions, report: report)
                    nextContentSize += 1
                }
                if wantedKeys.remove(ObjectKey(group[index])) != nil {
                    update(group[index], additions: &additions, report: report)
                }
                position += 1
            }
        }
        for request in contentSizes[nextContentSize...] { update(request, additions: &additions, report: report) }
        // Both freed before the solver adds the batch, when memory peaks.
        wantedKeys = []
        constraints = GatheredConstraints()
        if statistics.removals > removalsBefore || statistics.constantChanges > constantChangesBefore {
            retryBrokenConstraints()
        }
        install(additions, report: report)
        frames.noteMoved(solver.updateVariables())
    }

    /// Notes which of the view's content-size constraints the current full synchronisation wants.
    private func markWanted(_ request: ContentSizeRequest) {
        var wanted: UInt8 = 0
        for slot in 0..<4 where request.slots[slot] != nil { wanted |= 1 << slot }
        contentSizeIndex[ObjectKey(request.box)]?.mark(wanted, by: fullSynchronizations)
    }

    /// Brings a view's wanted content-size constraints up to date: a new length changes the
    /// constant in place; one that is new, or has a new priority, is queued in `additions` (a
    /// replaced one is removed first).
    private func update(_ request: ContentSizeRequest, additions: inout Additions, report: (LayoutIssue) -> Void) {
        let box = ObjectKey(request.box)
        var queued = ContentSizeRequest(box: request.boxReference, position: additions.constraints.count)
        for slot in 0..<4 {
            guard let wanted = request.slots[slot] else { continue }
            let key = InstallationKey.contentSize(box, slot: UInt8(slot))
            guard let index = position(of: key) else {
                queued.slots[slot] = wanted
                continue
            }
            let constant = -wanted.length
            let samePriority = installedForms[index].priority == wanted.priority
            if samePriority && constant == installations[index].constant { continue }
            if samePriority && !isBroken(at: index) {
                statistics.derivations += 1
                changeConstant(of: key, at: index, to: constant, report: report)
            } else {
                uninstall(key)
                queued.slots[slot] = wanted
            }
        }
        if !queued.isEmpty { additions.contentSizes.append(queued) }
    }

    /// Brings one wanted constraint up to date: its constant changed in place, or it is queued in
    /// `additions` (new, or its solver form changed beyond the constant; then it is removed first).
    private func update(
        _ constraint: LayoutConstraint, additions: inout Additions,
        report: (LayoutIssue) -> Void
    ) {
        let key = InstallationKey.constraint(Unmanaged.passUnretained(constraint))
        guard let index = position(of: key) else { return additions.append(constraint) }
        let installed = installations[index]
        let inputs = Inputs(constraint, environment: environment)
        if inputs != nil && inputs == installed.inputs { return }
        guard let solverConstraint = constraint.solverConstraint(leftToRightThroughout: leftToRightThroughout) else {
            return uninstall(key)
        }
        statistics.derivations += 1
        let sameShape = LayoutEngine.haveSameShape(solverConstraint, installedForms[index])
        let constant = solverConstraint.expression.constant
        if sameShape && !isBroken(at: index) {
            if constant != installed.constant { changeConstant(of: key, at: index, to: constant, report: report) }
        } else if !sameShape || constant != installed.constant {
            uninstall(key)
            return additions.append(constraint, derived: solverConstraint)
        }
        // Looked up again: a constant that could not hold reinstalled the constraint elsewhere.
        if let index = position(of: key) { installations[index].inputs = inputs }
    }

    /// Once a constraint left or a constant changed, a constraint broken earlier may hold again:
    /// it is added back (silently; it was reported when it broke).
    private func retryBrokenConstraints() {
        guard !broken.isEmpty else { return }
        for retried in broken.values.sorted(by: { $0.sequence < $1.sequence }) {
            guard (try? solver.addConstraint(retried.solverConstraint)) != nil else { continue }
            statistics.additions += 1
            broken[ObjectKey(retried.solverConstraint)] = nil
            layoutConstraintOf = nil
        }
    }

    /// Adds `additions` to the solver in solver form, in order and in one batch (the solver
    /// optimises once, at the end): each `derived` form the caller has just derived, the others
    /// derived here. A constraint the solver refuses is recorded broken and reported.
    private func install(
        _ additions: consuming Additions, report: (LayoutIssue) -> Void
    ) {
        let first = installations.count
        // Grown geometrically (a layout that adds one constraint must not copy them all), and
        // to the exact size for the first batch, the largest.
        let count = additions.constraints.count
        var contentSizeCount = 0
        for request in additions.contentSizes {
            for slot in 0..<4 where request.slots[slot] != nil { contentSizeCount += 1 }
        }
        if installations.capacity < first + count + contentSizeCount {
            let capacity = max(first + count + contentSizeCount, 2 * installations.capacity)
            installations.reserveCapacity(capacity)
            installedForms.reserveCapacity(capacity)
        }
        contentSizeIndex.reserveCapacity(contentSizeIndex.count + additions.contentSizes.count)
        // Installed before the solver is asked (nothing reads them meanwhile) and before the
        // conflicts are named, so they can name constraints of this batch.
        var nextContentSize = 0
        var index = -1
        for group in additions.constraints.groups {
            for constraint in group {
                index += 1
                while nextContentSize < additions.contentSizes.count
                    && additions.contentSizes[nextContentSize].position <= index
                {
                    install(additions.contentSizes[nextContentSize])
                    nextContentSize += 1
                }
                // A constraint queued twice is installed once, at its first occurrence.
                if position(of: constraint) != nil { continue }
                // Bound once, by one `guard` (a form bound in branches was retained and released
                // once more).
                let caller = additions.derived.isEmpty ? nil : additions.derived[index]
                guard let solverConstraint = caller ?? derive(constraint) else { continue }
                // Moved into the installation with the layout constraint: one retain each, no copy
                // released again.
                let inputs = Inputs(constraint, environment: environment)
                notePosition(installations.count, ofNew: constraint)
                installations.append(Installation(
                    source: .constraint(consume constraint), constant: solverConstraint.expression.constant,
                    sequence: nextSequence, inputs: inputs))
                installedForms.append(consume solverConstraint)
                nextSequence += 1
            }
        }
        for request in additions.contentSizes[nextContentSize...] { install(request) }
        additions = Additions()  // freed before the solver adds the batch, when memory peaks
        // The first batch is every installed form: the list itself, no copy; an empty one (a
        // layout that only changed constants) reads no slice of the list.
        let batch = first == 0 ? installedForms : first < installedForms.count ? Array(installedForms[first...]) : []
        let rejected = solver.addConstraints(batch)
        statistics.additions += batch.count - rejected.count
        layoutConstraintOf = nil
        var reported: [UnsatisfiableConstraints] = []
        for (index, error) in rejected {
            let position = first + index
            // The views of a batch are alive while it is added: the caller holds their hierarchy.
            let constraint = layoutConstraint(at: position)!
            let unsatisfiable = unsatisfiable(constraint, error)
            broken[ObjectKey(installedForms[position])] = BrokenConstraint(
                solverConstraint: installedForms[position], sequence: installations[position].sequence,
                report: unsatisfiable)
            reported.append(unsatisfiable)
        }
        layoutConstraintOf = nil  // the index named the rejected ones too
        // Recorded before they are reported: whatever a report leads to sees the constraints broken.
        for unsatisfiable in reported { report(.unsatisfiable(unsatisfiable)) }
    }

    /// `constraint`'s solver form, derived now (counted), nil once an item is freed.
    private func derive(_ constraint: LayoutConstraint) -> Constraint? {
        guard let form = constraint.solverConstraint(leftToRightThroughout: leftToRightThroughout) else { return nil }
        statistics.derivations += 1
        return form
    }

    /// Installs a view's content-size constraints (made here, each the view's dimension minus its
    /// length, sharing the box's one-term array), for the batch `install(_:report:)` adds.
    ///
    /// Along each axis the compression resistance goes to the solver before the hugging: the
    /// second of a pair shares the first's row, whose basic symbol is then the first's slack, now
    /// the second's error. Hugging first, a view whose length rests at its content size (the
    /// height of a horizontal stack's views) left the compression-resistance error basic, and the
    /// solver swapped it out by a pivot (`Solver.join`), one per view. The sequence numbers keep
    /// the order of the slots (hugging first), the order listings show them in.
    private func install(_ request: ContentSizeRequest) {
        let box = request.box
        let key = ObjectKey(box)
        var made = InlineArray<4, Int32>(repeating: -1)
        for slot in ContentSizeRequest.installationOrder {
            guard let wanted = request.slots[slot] else { continue }
            // The box read where it is used: borrowed, no retain.
            let terms = box.terms(along: ContentSizeRequest.axis(ofSlot: slot))
            let solverConstraint = Constraint(
                Expression(terms, constant: -wanted.length), ContentSizeRequest.relation(ofSlot: slot), priority: wanted.priority)
            statistics.derivations += 1
            made[slot] = Int32(installations.count)
            installations.append(Installation(
                source: .contentSize(key), constant: solverConstraint.expression.constant, sequence: nextSequence + slot,
                inputs: nil))
            installedForms.append(consume solverConstraint)
        }
        nextSequence += 4
        // Noted in place; a new entry takes the box over (no retain for a default value).
        if let index = contentSizeIndex.index(forKey: key) {
            contentSizeIndex.values[index].note(made)
        } else {
            var entry = ContentSizePositions(box: consume box)
            entry.note(made)
            contentSizeIndex[key] = consume entry
        }
    }

    /// The position in `installations` of the installation `key` names.
    private func position(of key: InstallationKey) -> Int? {
        switch key {
        case .constraint(let constraint): return constraint._withUnsafeGuaranteedRef { position(of: $0) }
        case .contentSize(let box, let slot):
            guard let position = contentSizeIndex[box]?.positions[Int(slot)], position >= 0 else { return nil }
            return Int(position)
        }
    }

    /// The position in `installations` of `constraint`'s installation: its slot when this engine
    /// holds it, else the index (nil: not installed here).
    private func position(of constraint: LayoutConstraint) -> Int? {
        if constraint.installationSlot.serial == serial { return Int(constraint.installationSlot.position) }
        return installationIndex.isEmpty ? nil : installationIndex[ObjectKey(constraint)].map(Int.init)
    }

    /// Notes `position` as where `constraint`, not installed here until now, is installed: in its
    /// slot when no engine holds it, else in the index.
    private func notePosition(_ position: Int, ofNew constraint: LayoutConstraint) {
        if constraint.installationSlot.serial == 0 {
            constraint.installationSlot = InstallationSlot(serial: serial, position: Int32(position))
        } else {
            installationIndex[ObjectKey(constraint)] = Int32(position)
        }
    }

    /// Moves the last installation to `position`, the gap a removal left.
    private func moveLastInstallation(to position: Int) {
        let last = installations.removeLast()
        installations[position] = last
        installedForms[position] = installedForms.removeLast()
        switch last.source {
        case .constraint(let constraint):
            if constraint.installationSlot.serial == serial {
                constraint.installationSlot.position = Int32(position)
            } else {
                installationIndex[ObjectKey(constraint)] = Int32(position)
            }
        case .contentSize(let box):
            guard let slot = contentSizeIndex[box]?.slot(at: installations.count) else { return }
            contentSizeIndex[box]!.positions[slot] = Int32(position)
        }
    }

    /// Forgets where the installation `key` names is, and returns it (nil: none is installed). A
    /// view's entry goes with its last content-size constraint.
    private func removePosition(of key: InstallationKey) -> Int? {
        switch key {
        case .constraint(let constraint):
            return constraint._withUnsafeGuaranteedRef { constraint in
                guard constraint.installationSlot.serial == serial else {
                    return installationIndex.isEmpty ? nil : installationIndex.removeValue(forKey: ObjectKey(constraint)).map(Int.init)
                }
                defer { constraint.installationSlot = InstallationSlot() }
                return Int(constraint.installationSlot.position)
            }
        case .contentSize(let box, let slot):
            guard var entry = contentSizeIndex[box], entry.positions[Int(slot)] >= 0 else { return nil }
            let position = Int(entry.positions[Int(slot)])
            entry.positions[Int(slot)] = -1
            contentSizeIndex[box] = (0..<4).contains { entry.positions[$0] >= 0 } ? entry : nil
            return position
        }
    }

    /// True when the installation at `position` is broken (no lookup while none is).
    private func isBroken(at position: Int) -> Bool {
        !broken.isEmpty && broken[ObjectKey(installedForms[position])] != nil
    }

    /// Uninstalls the installations `leaving` names, in the order they were installed.
    private func uninstall(_ leaving: consuming [(key: InstallationKey, sequence: Int)]) {
        // Sorted in place: the callers hand their lists over (a sorted copy was one more array).
        leaving.sort { $0.sequence < $1.sequence }
        for (key, _) in leaving { uninstall(key) }
    }

    private func uninstall(_ key: InstallationKey) {
        guard let index = removePosition(of: key) else { return }
        let form = installedForms[index]
        if index < installations.count - 1 {
            moveLastInstallation(to: index)
        } else {
            installations.removeLast()
            installedForms.removeLast()
        }
        if !broken.isEmpty && broken.removeValue(forKey: ObjectKey(form)) != nil { return }
        layoutConstraintOf = nil
        // Throws only for a constraint the solver does not hold, which an installation never is
        // (a removal is never refused for precision).
        try? solver.removeConstraint(form)
        statistics.removals += 1
    }

    /// Changes a constant in place; when the new value cannot hold, the constraint is broken.
    /// `key` names the installation at `index`.
    private func changeConstant(
        of key: InstallationKey, at index: Int, to constant: Double, report: (LayoutIssue) -> Void
    ) {
        do {
            try solver.setConstant(constant, for: installedForms[index])
            statistics.constantChanges += 1
            installations[index].constant = constant
        } catch {
            let installation = installations[index]
            var again = Additions()
            switch installation.source {
            case .constraint(let constraint): again.constraints.append(constraint)
            case .contentSize(let box):
                // Read before the uninstallation, which drops the view's entry with its last one.
                guard let entry = contentSizeIndex[box], entry.box.view != nil, case .contentSize(_, let slot) = key else {
                    return uninstall(key)
                }
                var request = ContentSizeRequest(box: Unmanaged.passUnretained(entry.box), position: 0)
                request.slots[Int(slot)] = .init(length: -constant, priority: installedForms[index].priority)
                again.contentSizes = [request]
            }
            uninstall(key)
            install(again, report: report)
        }
    }

    private func unsatisfiable(_ constraint: LayoutConstraint, _ error: SolverError) -> UnsatisfiableConstraints {
        guard case .unsatisfiableConstraint(_, let conflicts) = error else {
            return UnsatisfiableConstraints(broken: constraint, conflicting: [constraint])
        }
        let index = layoutConstraintIndex()
        let named = conflicts.map { conflict in
            index[ObjectKey(conflict)].flatMap { layoutConstraint(at: Int($0)) } ?? constraint
        }
        return UnsatisfiableConstraints(broken: constraint, conflicting: named)
    }

    /// The constraints left out because they could not be satisfied, in the order they came.
    var unsatisfiable: [UnsatisfiableConstraints] {
        broken.values.sorted { $0.sequence < $1.sequence }.map(\.report)
    }

    /// The constraints in the solver, in the order they were added (a view's content-size
    /// constraints in the order of their slots, `install(_:)`).
    var installedConstraints: [LayoutConstraint] {
        installations.indices.filter { !isBroken(at: $0) }
            .sorted { installations[$0].sequence < installations[$1].sequence }.compactMap(layoutConstraint(at:))
    }

    /// The layout constraint a solver constraint in the solver stands for.
    func layoutConstraint(for constraint: Constraint) -> LayoutConstraint? {
        layoutConstraintIndex()[ObjectKey(constraint)].flatMap { layoutConstraint(at: Int($0)) }
    }

    /// The layout constraint the installation at `position` stands for: a content-size one made
    /// (or brought up to date) now, nil once its view is freed.
    private func layoutConstraint(at position: Int) -> LayoutConstraint? {
        switch installations[position].source {
        case .constraint(let constraint): return constraint
        case .contentSize(let box):
            guard let entry = contentSizeIndex[box], let view = entry.box.view, let slot = entry.slot(at: position)
            else { return nil }
            return view.contentSizeConstraint(
                ContentSizeRequest.axis(ofSlot: slot), ContentSizeRequest.relation(ofSlot: slot),
                -installations[position].constant, installedForms[position].priority)
        }
    }

    /// `layoutConstraintOf`, built from the installations not broken if it is out of date.
    private func layoutConstraintIndex() -> [ObjectKey: Int32] {
        if let index = layoutConstraintOf { return index }
        var index: [ObjectKey: Int32] = [:]
        for position in installations.indices where !isBroken(at: position) {
            index[ObjectKey(installedForms[position])] = Int32(position)
        }
        layoutConstraintOf = index
        return index
    }

    /// The value of a variable after the last synchronisation.
    func value(of variable: Variable) -> Double { solver.value(of: variable) }
}

/// An incremental Cassowary solver with strict priorities.
///
/// Add and remove constraints, add edit variables and suggest values for them, then call
/// `updateVariables()` and read `value(of:)`. Priorities are strict: the solver minimises the
/// violation of each priority level in turn, highest first, so no number of weaker constraints
/// outweighs a stronger one. Every call that throws leaves the solver exactly as it was, and the
/// same calls give bit-identical values in every process.
///
/// The algorithm follows the Cassowary paper (Badros, Borning, Stuckey) as engineered in kiwi,
/// with a lexicographic objective (one row per priority level) in place of kiwi's weights.
public final class Solver {
    /// The largest magnitude of a coefficient, a constant or a suggested value the solver takes;
    /// beyond it a call throws `magnitudeTooLarge`. Below it, the tests that decide whether a
    /// constraint conflicts or is redundant scale with the magnitudes in the system, so a system
    /// at 1e6 is solved as one at 100 (Docs/Solver.md, "Numeric limits").
    public static let maximumMagnitude: Double = 1e9

    // The stored properties opt out of dynamic exclusivity checks (each access to a class's
    // stored property otherwise pays one; they were 8–12% of a small system's build). No access
    // can overlap: only the solver's own methods touch them, none of them calls out to code that
    // could re-enter the solver, and a `Solver` is not `Sendable`, so one thread uses it at a time.
    @exclusivity(unchecked) private(set) var tableau = Tableau()
    @exclusivity(unchecked) private(set) var records = RecordTable()
    @exclusivity(unchecked) private var nextOrder = 0
    @exclusivity(unchecked) private var variableIndex = PositionIndex()
    /// Every variable the solver has seen, with its symbol and last computed value.
    @exclusivity(unchecked) private(set) var variables: [(variable: Variable, symbol: Symbol)] = []
    /// The symbols of `variables`, in the same order (read without touching the variables).
    @exclusivity(unchecked) private var variableSymbols: [Symbol] = []
    /// By symbol id: the index in `variables` of a user variable's symbol (-1 for other symbols,
    /// and for those beyond the end: symbols made after the last variable, or not made yet).
    @exclusivity(unchecked) private var variableOfSymbol: [Int32] = []
    /// Each variable's value as of the last `updateVariables()`, in the order of `variables`.
    /// Visible to inlined code: `value(of:)` by id is inlined into the stack layer's frame
    /// writing (four reads per frame, a call each otherwise).
    @usableFromInline @exclusivity(unchecked) private(set) var values: [Double] = []
    /// What the last `updateVariables()` returned, kept so that the next reuses its storage once
    /// the caller let it go (no heap block per update).
    @exclusivity(unchecked) private var changedVariables: [VariableID] = []
    @exclusivity(unchecked) private var edits: [IdentityKey: Edit] = [:]
    /// True while `addConstraints(_:)` runs: an add that may move the optimum sets
    /// `optimumIsStale` instead of re-optimising.
    @exclusivity(unchecked) private var isBatching = false
    /// True in a batch whose restricted rows may be deferred (Tableau+DeferredRows.swift): a first
    /// batch, into a tableau that never held a row, in a solver without precision checks.
    @exclusivity(unchecked) private var defersRows = false
    /// True when an add in the running batch may have moved the optimum.
    @exclusivity(unchecked) private var optimumIsStale = false
    /// The errors of the constraints added in the running batch, with their priorities: they
    /// join the objective at the batch's end, in one merge per level (each merge into a level's
    /// row costs the row's length, so one per add would make a batch quadratic).
    @exclusivity(unchecked) private var pendingErrors: [(error: Symbol, priority: Priority)] = []
    /// The slots of the records of the inequalities below required that share no row, by their
    /// key's hash, for pairing (an entry may be missing, e.g. for a second inequality with the
    /// hash of one already there: pairing is only a faster form of the same system).
    @exclusivity(unchecked) private var unpairedInequalities = PositionIndex()
    /// The inequality last filed among the unpaired ones in a batch: an inequality of the batch
    /// written as its opposite (`lastFiledOpposite`) joins it without its row being derived (a
    /// batch's content-size constraints come in such pairs; single adds are not worth the check).
    @exclusivity(unchecked) private var lastFiled: FiledInequality?
    /// False gives every inequality a row of its own, as before pairing: the reference the tests
    /// judge paired solvers against.
    @exclusivity(unchecked) var pairsOppositeInequalities = true
    /// How many constraints in the solver have a wide coefficient (`hasWideCoefficient`).
    @exclusivity(unchecked) private var wideConstraintCount = 0
    /// True while the tableau may have dropped a coefficient that was not rounding: it has held a
    /// constraint with a wide coefficient since it was last built afresh. Every call then checks
    /// the required constraints against its result (Docs/Solver.md, "Numeric limits").
    @exclusivity(unchecked) private var checksRequiredConstraints = false

    /// What the tableau knows of a constraint.
    ///
    /// An inequality below required that is paired with its opposite (Docs/Solver.md, "Paired
    /// inequalities") shares its partner's row: its slack is its partner's error, and its error
    /// its partner's slack.
    struct Tag {
        /// The symbol that identifies the constraint's row: its slack, its dummy, or its first error.
        var marker: Symbol
        /// The second error of a non-required equality, or the error of a non-required inequality.
        var other: Symbol?
        /// True when `marker` has the coefficient -1 in the constraint's row as written (else +1):
        /// a flag, not a Double, so that a tag (kept in every record) packs into 16 bytes.
        private var markerIsNegative: Bool
        /// True when `marker` is an error (a non-required equality's first).
        var markerIsError: Bool

        init(marker: Symbol, other: Symbol?, markerCoefficient: Double, markerIsError: Bool = false) {
            self.marker = marker
            self.other = other
            self.markerIsNegative = markerCoefficient < 0
            self.markerIsError = markerIsError
        }

        /// The coefficient `marker` has in the constraint's row as written (±1).
        var markerCoefficient: Double { markerIsNegative ? -1 : 1 }

        /// Calls `body` with each error symbol of the constraint (none for a required one).
        func forEachError(_ body: (Symbol) -> Void) {
            if markerIsError { body(marker) }
            if let other { body(other) }
        }
    }

    struct Record {
        let constraint: Constraint
        var tag: Tag
        var order: Int
        /// The constant the constraint holds to now (its expression's, unless changed in place).
        var constant: Double
        /// The slot of the record of the opposite inequality this one shares its row with, if
        /// paired (`RecordTable`).
        var partner: Int32?
        /// The bits of the hash of the constraint's `InequalityKey` at `constant`, 0 for none (a
        /// hash is never 0): 8 bytes where an optional hash takes 9, which the record's 8-byte
        /// alignment makes 16 (a record of 56 bytes, not 64).
        private var inequalityHashBits: UInt

        /// The hash of the constraint's `InequalityKey` at `constant` (nil unless it is an
        /// inequality below required): what files it among the unpaired inequalities, kept so
        /// that filing and unfiling it derive no row again.
        var inequalityHash: InequalityKey.Hash? {
            get { inequalityHashBits == 0 ? nil : InequalityKey.Hash(UInt64(inequalityHashBits)) }
            set { inequalityHashBits = newValue?.bits ?? 0 }
        }

        init(
            constraint: Constraint, tag: Tag, order: Int, constant: Double, partner: Int32?,
            inequalityHash: InequalityKey.Hash?
        ) {
            self.constraint = constraint
            self.tag = tag
            self.order = order
            self.constant = constant
            self.partner = partner
            inequalityHashBits = inequalityHash?.bits ?? 0
        }
    }

    /// An inequality filed among the unpaired ones, as `lastFiled` keeps it: read only once checked
    /// against `unpairedInequalities` and `records`, so it may be stale.
    private struct FiledInequality {
        /// The slot of the inequality's record.
        let slot: Int32
        let key: InequalityKey
        /// The identity of the variable of the constraint's first term and the magnitude of the
        /// constant it holds to: an inequality whose first term is on another variable, or whose
        /// constant has another magnitude, is not written as its opposite, which is seen without a
        /// lookup (most inequalities added are not).
        let firstVariable: ObjectIdentifier
        let constantMagnitude: Double
    }

    private struct Edit {
        /// The key of the edit constraint's record (the record holds the constraint): a plain
        /// value, so reading an edit retains nothing.
        let constraintKey: IdentityKey
        /// The edit constraint's tag (it changes only when the tableau is rebuilt), kept here so
        /// a suggestion looks up nothing else.
        var tag: Tag
        /// The last suggested value (the edit constraint holds `variable == value`).
        var value: Double
    }

    public init() {}

    // MARK: - Constraints

    /// Adds a constraint.
    /// - Throws: `unsatisfiableConstraint` (with a minimal conflicting set) when a required
    ///   constraint cannot hold, `duplicateConstraint`, `invalidPriority`, `nonFiniteValue`,
    ///   `magnitudeTooLarge`.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        let wide = try validate(constraint)
        tableau.materializeDeferredRows()
        try checkingRequiredConstraints(startingNow: wide, undo: { records.remove(constraint) }) {
            () throws(SolverError) in
            try insert(constraint, constant: constraint.expression.constant, explainingConflicts: true)
        }
        if wide { wideConstraintCount += 1 }
    }

    /// `addConstraint(_:)` inside a batch, which checks the required constraints at its end
    /// (`addConstraints(_:)`): the add runs as it is, not through `checkingRequiredConstraints`
    /// and a closure. Returns true when the constraint has a wide coefficient.
    private func addInBatch(_ constraint: Constraint) throws(SolverError) -> Bool {
        let wide = try validate(constraint)
        try insert(constraint, constant: constraint.expression.constant, explainingConflicts: true)
        if wide {
            checksRequiredConstraints = true
            wideConstraintCount += 1
        }
        return wide
    }

    /// Adds `constraints` in order, each as `addConstraint(_:)` would (all or nothing for each),
    /// and optimises once at the end instead of after each add: the values are those of adding
    /// them one by one (the same optimum; where several solutions are optimal, one of them).
    /// A constraint that cannot be added is left out and the others go in.
    /// - Returns: the position in `constraints` of each constraint left out, with the error
    ///   `addConstraint(_:)` would have thrown for it, in order (empty when all went in).
    @discardableResult
    public func addConstraints(_ constraints: [Constraint]) -> [(index: Int, error: SolverError)] {
        // The copy to go back to, kept when the checks are on or a constraint has a wide
        // coefficient. An empty solver is copied whatever the batch holds (a copy of empty lists
        // costs nothing), and the batch tells which constraints are wide as it validates them: a
        // pass over the constraints before the batch read each twice, a cache miss or two per
        // constraint of a large layout.
        let checked = checksRequired
        let copy = checked || records.isEmpty && variables.isEmpty || constraints.contains(where: Solver.hasWideCoefficient)
            ? state() : nil
        let widePivotsBefore = tableau.widePivotCount
        let batch = addInOneBatch(constraints)
        var rejected = batch.rejected
        let before = checked || batch.anyWide ? copy : nil
        // As after any call (`checkAfterStep`): a batch that pivoted on a wide element, or left a
        // required constraint violated, ends with a build afresh. Not even a fresh build holds
        // them all: back to where the solver was, and the constraints are added one by one, each
        // checked, those that cannot hold left out.
        let pivotedWide = tableau.widePivotCount > widePivotsBefore
        if pivotedWide || checksRequired && violatedRequiredConstraint() != nil,
            rebuildOrGoBack(
                to: before, undo: { forgetRecords(of: constraints) },
                keepingAStepThatHolds: !pivotedWide
                    && violatedRequiredConstraint(relative: Solver.refusingTolerance) == nil) != nil
        {
            rejected = []
            for (index, constraint) in constraints.enumerated() {
                do throws(SolverError) {
                    try addConstraint(constraint)
                } catch {
                    rejected.append((index, error))
                }
            }
        }
        return rejected
    }

    /// Takes the records of those of `constraints` that are in the solver out, leaving the tableau
    /// as it is (for a fresh build without them).
    private func forgetRecords(of constraints: [Constraint]) {
        for constraint in constraints where records.remove(constraint) {
            if Solver.hasWideCoefficient(constraint) { wideConstraintCount -= 1 }
        }
    }

    /// Adds `constraints` as `addConstraints(_:)` describes, without checking the result; returns
    /// the constraints left out and whether any of `constraints` has a wide coefficient.
    private func addInOneBatch(_ constraints: [Constraint]) -> (rejected: [(index: Int, error: SolverError)], anyWide: Bool) {
        var rejected: [(index: Int, error: SolverError)] = []
        var anyWide = false
        if !constraints.isEmpty { tableau.materializeDeferredRows() }  // an empty batch adds nothing
        defersRows = tableau.rows.isEmpty && !checksRequired && wideConstraintCount == 0
        reserve(forBatchOf: constraints.count)
        records.beginBatch(constraints)
        isBatching = true
        for index in constraints.indices {
            records.fileNext(index)
            // Each constraint passed on unretained: the caller's array holds it throughout the
            // batch (one read out of the array is retained and released otherwise).
            let failure = Unmanaged.passUnretained(constraints[index])._withUnsafeGuaranteedRef {
                constraint -> SolverError? in
                do throws(SolverError) {
                    anyWide = try addInBatch(constraint) || anyWide
                    return nil
                } catch {
                    anyWide = anyWide || Solver.hasWideCoefficient(constraint)
                    return error
                }
            }
            if let failure { rejected.append((index, failure)) }
        }
        isBatching = false
        records.endBatch()
        defersRows = false
        lastFiled = nil
        tableau.addToObjective(pendingErrors)
        pendingErrors = []
        if optimumIsStale {
            optimumIsStale = false
            _ = tableau.optimize()
        }
        return (rejected, anyWide)
    }

    /// Makes room for what a batch of `count` constraints is expected to bring, each list grown
    /// once, not step by step (a list grown from empty is copied at every doubling): a record and
    /// a row per constraint, two symbols (its slack and error, its dummy, or its errors, and the
    /// variables it brings) and three variables per five constraints (a stack's layout makes
    /// about 1.6 symbols and 0.57 variables per constraint: a view's four variables for about
    /// seven constraints). Beyond that, the lists grow by doubling.
    private func reserve(forBatchOf count: Int) {
        records.reserveCapacity(records.count + count)
        tableau.reserve(symbols: 2 * count, rows: count)
        let variableCount = variables.count + count * 3 / 5
        // At least doubled, as an append would: reserved exactly, the lists would be copied at
        // every small batch that needs a variable more.
        if variableCount > variables.capacity {
            reserveVariables(max(variableCount, 2 * variables.count, Solver.initialCapacity))
        }
    }

    /// Removes a constraint. A removal is never refused for precision (Docs/Solver.md, "Numeric
    /// limits"): fewer constraints can always hold.
    /// - Throws: `unknownConstraint`.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let slot = records.slot(of: constraint) else { throw .unknownConstraint(constraint) }
        tableau.materializeDeferredRows()
        // A removal is never undone (its result stands, or the tableau is built afresh without the
        // constraint), so the record is moved out of the table: no copy kept for an undo.
        try checkingRequiredConstraints(removing: true, undo: {}) { () throws(SolverError) in
            let optimumMayMove = removeRow(ofRecordIn: slot)
            records.remove(at: slot)
            if optimumMayMove { _ = tableau.optimize() }
        }
        // No wide constraint in the solver: the removed one was not (its terms not scanned).
        guard wideConstraintCount > 0 && Solver.hasWideCoefficient(constraint) else { return }
        wideConstraintCount -= 1
        // The last wide constraint left: a fresh build drops nothing but rounding, and needs no
        // more checks (a fresh build that fails keeps the checked result and the checks).
        if wideConstraintCount == 0 && checksRequiredConstraints { try? rebuild() }
    }

    /// True when the constraint is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        records.slot(of: constraint) != nil
    }

    /// The constraints in the solver, in the order they were added (edit constraints excluded).
    public var constraints: [Constraint] {
        let editConstraints = Set(edits.values.map(\.constraintKey))
        return records.inOrder.map(\.constraint)
            .filter { !editConstraints.contains(IdentityKey($0)) }
    }

    /// Changes the constant a constraint in the solver holds to, in place (as Auto Layout does for
    /// an active constraint), as if its expression's constant were `constant`.
    /// - Throws: `unknownConstraint`, `nonFiniteValue`, `magnitudeTooLarge`, or
    ///   `unsatisfiableConstraint` when a required constraint can no longer hold; the solver is
    ///   then left as it was.
    public func setConstant(_ constant: Double, for constraint: Constraint) throws(SolverError) {
        try check(constant, "constant \(constant) for \(constraint)")
        guard let record = records[constraint] else { throw .unknownConstraint(constraint) }
        guard constant != record.constant else { return }
        try checkingRequiredConstraints(undo: { records[records.slot(of: constraint)!].constant = record.constant }) {
            () throws(SolverError) in
            try changeConstant(of: record, to: constant)
        }
    }

    /// `setConstant(_:for:)` once its arguments are checked and the constant differs.
    private func changeConstant(of record: Record, to constant: Double) throws(SolverError) {
        let constraint = record.constraint
        let key = IdentityKey(constraint)
        if atomically({ moveConstant(record, to: constant) }) { return }
        if tableau.hasDeferredRows {
            // A deferred row went below zero inside the transaction: expanded, the step is tried again.
            tableau.materializeDeferredRows()
            if atomically({ moveConstant(record, to: constant) }) { return }
        }
        let probe = Constraint(
            Expression(constraint.expression.terms, constant: constant), constraint.relation,
            priority: constraint.priority)
        let others = heldConstraints().filter { $0.original !== constraint }
        if !constraint.priority.isRequired || Solver.canHoldTogether(others.map(\.held) + [probe]) {
            // The change can hold (a constraint below required always can): the incremental
            // step failed by rounding alone, so the tableau is built afresh.
            try rebuild(changing: key, to: constant)
            return
        }
        let conflicts = minimalConflict(adding: probe, to: others)
        throw .unsatisfiableConstraint(constraint, conflicts: conflicts.map { $0 === probe ? constraint : $0 })
    }

    /// Moves the constant `record`'s constraint holds to; false when the rows cannot be made
    /// feasible (the caller rolls back).
    ///
    /// A paired inequality leaves its pair (its partner keeps the row alone) and is added again
    /// at the new constant, as is an inequality that the new constant makes opposite to an
    /// unpaired one (the two are paired); neither step can fail below required.
    private func moveConstant(_ record: Record, to constant: Double) -> Bool {
        let slot = records.slot(of: record.constraint)!
        let isInequalityBelowRequired = record.constraint.relation != .equal && !record.constraint.priority.isRequired
        if needsReinsertion(record.tag) || record.partner != nil
            || isInequalityBelowRequired && pairsOppositeInequalities && opposesAnUnpaired(record.constraint, at: constant)
        {
            // Removed and added again, the rows must be in nonbasic symbols: the caller expands the
            // deferred ones, outside the transaction, and tries again.
            if tableau.hasDeferredRows { return false }
            let optimumMayMove = removeRow(ofRecordIn: slot)
            records.remove(at: slot)
            if optimumMayMove { _ = tableau.optimize() }
            do {
                try insert(record.constraint, constant: constant, explainingConflicts: false)
            } catch {
                // The caller rolls the tableau back; the pairing goes back with it.
                let slot = records.insert(record)
                if let partner = record.partner.map(Int.init) {
                    unregister(Solver.inequalityHash(&records[partner]), from: partner)
                    records[partner].partner = Int32(slot)
                } else {
                    register(record.inequalityHash, from: slot)
                }
                return false
            }
            records[records.slot(of: record.constraint)!].order = record.order
            return true
        }
        shiftConstant(of: record.tag, by: constant - record.constant)
        guard tableau.dualOptimize() else { return false }
        records[slot].constant = constant
        if isInequalityBelowRequired {
            unregister(record.inequalityHash, from: slot)
            let hash = inequalityKey(of: record.constraint, constant: constant)?.hash
            records[slot].inequalityHash = hash
            if let hash { register(slot, hash) }
        }
        return true
    }

    /// A required equality whose dummy is basic, or shares a row with a basic dummy, cannot have
    /// its constant shifted in place: a dummy must stay exactly zero. It is removed and added again.
    private func needsReinsertion(_ tag: Tag) -> Bool {
        guard tag.marker.kind == .dummy else { return false }
        return tableau.isBasic(tag.marker) || tableau.someRow(mentioning: tag.marker) { $0.kind == .dummy }
    }

    // MARK: - Edit variables

    /// Makes `variable` an edit variable at `priority` (below required), its value suggested 0.
    /// - Throws: `duplicateEditVariable`, `requiredEditVariable`, `invalidPriority`.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        let key = IdentityKey(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
        guard priority.isValid else { throw .invalidPriority(priority) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        tableau.materializeDeferredRows()
        let constraint = Constraint(Expression(variable), .equal, priority: priority)
        try checkingRequiredConstraints(undo: { records.remove(constraint) }) { () throws(SolverError) in
            try insert(constraint, constant: 0, explainingConflicts: false)
        }
        edits[key] = Edit(constraintKey: IdentityKey(constraint), tag: records[records.slot(of: constraint)!].tag, value: 0)
    }

    /// Stops editing `variable` (never refused for precision, as a removal).
    /// - Throws: `unknownEditVariable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let key = IdentityKey(variable)
        guard let edit = edits[key] else { throw .unknownEditVariable(variable) }
        tableau.materializeDeferredRows()
        let slot = records.slot(of: edit.constraintKey)!
        let record = records[slot]
        try checkingRequiredConstraints(
            removing: true,
            undo: {
                records.insert(record)
                edits[key] = edit
            }
        ) { () throws(SolverError) in
            edits[key] = nil
            let optimumMayMove = removeRow(ofRecordIn: slot)
            records.remove(at: slot)
            if optimumMayMove { _ = tableau.optimize() }
        }
    }

    /// True when `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[IdentityKey(variable)] != nil
    }

    /// Suggests a value for an edit variable; the solver re-solves with the dual simplex.
    /// - Throws: `unknownEditVariable`, `nonFiniteValue`, `magnitudeTooLarge`.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try check(value, "suggested value \(value) for \(variable)")
        let key = IdentityKey(variable)
        // One lookup: a suggestion is the hot path of a resize.
        guard let index = edits.index(forKey: key) else { throw .unknownEditVariable(variable) }
        let edit = edits.values[index]
        try checkingRequiredConstraints(undo: { edits[key]!.value = edit.value }) { () throws(SolverError) in
            try suggest(value, for: key, at: index, replacing: edit.value, edit.tag)
        }
    }

    /// `suggestValue(_:for:)` once its arguments are checked; `index` is the edit's in `edits`,
    /// `previous` its last suggested value and `tag` its constraint's tag.
    private func suggest(
        _ value: Double, for key: IdentityKey, at index: Dictionary<IdentityKey, Edit>.Index,
        replacing previous: Double, _ tag: Tag
    ) throws(SolverError) {
        let delta = value - previous
        edits.values[index].value = value
        shiftConstant(of: tag, by: -delta)
        guard !tableau.dualOptimize() else { return }
        // An edit is never required, so only rounding can stop the dual simplex (the step is not
        // journaled: suggestions are the hot path). The tableau is built afresh with the value.
        do {
            try rebuild()
        } catch {
            // The required constraints held before the call, so only rounding could make a fresh
            // build fail too; the solver is built with the previous value and the error reported.
            edits[key]!.value = previous
            try? rebuild()
            throw error
        }
    }

    // MARK: - Values

    /// Brings every variable's value up to date with the solved tableau and returns the variables
    /// whose values it changed: each once, in an order that depends only on the calls made, none
    /// whose value is what the previous call left (a variable the solver saw since then counts as
    /// having been 0). The work is proportional to what the calls since the previous update
    /// changed — the rows they touched and the values that depend on those — not to the number of
    /// variables (when those reach a third of the variables the solver defines, it evaluates
    /// every one, which costs less), so a caller can update only what depends on the variables
    /// returned.
    @discardableResult
    public func updateVariables() -> [VariableID] {
        tableau.evaluateChanges()
        // The lists are read through local copies (no load through the solver per read) and the
        // values written through a span (an array write checks that its storage is not shared).
        let evaluated = tableau.definitions.evaluated, current = tableau.definitions.values
        tableau.definitions.evaluatedWasRead = true
        let variableOfSymbol = self.variableOfSymbol
        var changed: [VariableID] = []
        swap(&changed, &changedVariables)
        changed.removeAll(keepingCapacity: true)
        changed.reserveCapacity(evaluated.count)
        var values: [Double] = []
        swap(&values, &self.values)
        defer { swap(&values, &self.values) }
        var span = values.mutableSpan
        for symbol in evaluated {
            let index = Int(variableOfSymbol[Int(symbol.id)])
            let value = current[Int(symbol.id)]
            guard span[index] != value else { continue }
            span[index] = value
            changed.append(VariableID(index: index))
        }
        changedVariables = changed
        return changed
    }

    /// True when some constraint or edit has mentioned `variable`; a variable the solver never
    /// saw is unconstrained.
    public func contains(_ variable: Variable) -> Bool {
        variableIndex.position(of: variable) != nil
    }

    /// The value of `variable` as of the last `updateVariables()` (0 for a variable never seen).
    public func value(of variable: Variable) -> Double {
        variableIndex.position(of: variable).map { values[$0] } ?? 0
    }

    /// The id of `variable` in this solver, nil for a variable no constraint or edit has
    /// mentioned (its value is 0).
    public func id(of variable: Variable) -> VariableID? {
        variableIndex.position(of: variable).map { VariableID(index: $0) }
    }

    /// The value of the variable `id` names, as of the last `updateVariables()`: an array read.
    /// - Precondition: `id` came from this solver.
    @inlinable public func value(of id: VariableID) -> Double { values[id.index] }

    /// How many variables the solver has seen: their ids are 0 up to this count.
    public var variableCount: Int { variables.count }

    // MARK: - Adding and removing rows

    /// Throws the error an add of `constraint` throws before it touches the tableau, if any; returns
    /// true when the constraint has a wide coefficient (`hasWideCoefficient`), told in the same
    /// pass over its terms.
    private func validate(_ constraint: Constraint) throws(SolverError) -> Bool {
        guard !hasConstraint(constraint) else { throw .duplicateConstraint(constraint) }
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
        // One pass for the common case, every magnitude within the limit (which no NaN or infinity
        // is); the checks below tell which error it is otherwise.
        let expression = constraint.expression
        let terms = expression.terms.span  // read in place: a term copied out retains its variable
        var wide = false
        var withinLimit = abs(expression.constant) <= Solver.maximumMagnitude
        // A NaN coefficient is outside the steady magnitudes too: its limit check fails.
        for index in terms.indices where !Solver.isSteady(terms[index].coefficient) {
            wide = true
            withinLimit = withinLimit && abs(terms[index].coefficient) <= Solver.maximumMagnitude
        }
        if withinLimit { return wide }
        guard constraint.expression.isFinite else {
            throw .nonFiniteValue("a coefficient or the constant of \(constraint)")
        }
        for term in constraint.expression.terms where abs(term.coefficient) > Solver.maximumMagnitude {
            throw .magnitudeTooLarge("the coefficient \(term.coefficient) of \(term.variable) in \(constraint)")
        }
        throw .magnitudeTooLarge("the constant of \(constraint)")
    }

    /// Throws unless `value` is a finite number of magnitude at most `maximumMagnitude`.
    private func check(_ value: Double, _ place: @autoclosure () -> String) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteValue(place()) }
        guard abs(value) <= Solver.maximumMagnitude else { throw .magnitudeTooLarge(place()) }
    }

    /// Adds `constraint` holding to `constant`; all or nothing.
    func insert(
        _ constraint: Constraint, constant: Double, explainingConflicts: Bool
    ) throws(SolverError) {
        if isBatching && pairsOppositeInequalities && constraint.relation != .equal && !constraint.priority.isRequired,
            let (partner, key) = lastFiledOpposite(of: constraint, constant)
        {
            join(constraint, constant, to: partner, key: key)
            return
        }
        let mark = tableau.symbolMark()
        let variableCount = variables.count
        let expression = expressionRow(for: constraint, constant: constant)
        let key = InequalityKey(constraint, row: expression)
        if pairsOppositeInequalities, let key, let partner = unpairedOpposite(of: constraint, expression, key) {
            join(constraint, constant, to: partner, key: key)
            return
        }
        // The row as written is a constant read by the checks and moved into the branch that
        // takes it: a variable read by them is copied for each (a retain and a release).
        let (written, tag) = makeRow(for: constraint, from: expression)
        if let fresh = freshSubject(written, madeSince: mark) {
            var row = consume written
            row.solve(for: fresh)
            tableau.define(fresh, as: consume row)
            record(constraint, tag, constant, key, mayLeaveOptimum: false)
            return
        }
        if let (subject, rank) = redefinableSubject(written) {
            // As for a fresh subject: no canonical row, no objective level changes.
            var row = consume written
            row.solve(for: subject)
            tableau.setRow(subject, consume row, rank: rank)
            record(constraint, tag, constant, key, mayLeaveOptimum: false)
            return
        }
        if defersRows, let subject = deferredSubject(written, tag) {
            // As for a fresh subject: no canonical row, no objective level changes.
            var row = consume written
            row.solve(for: subject)
            tableau.setDeferredRow(subject, consume row)
            record(constraint, tag, constant, key, mayLeaveOptimum: false)
            return
        }
        var row = tableau.expand(written)
        if row.constant < 0 { row.reverseSign() }
        var subject = chooseSubject(row, tag)
        if subject == nil && row.hasOnlyDummies && tableau.isZero(row.constant, for: row) {
            subject = tag.marker  // redundant with the constraints already there
        }
        // Only the artificial-variable path can fail after changing the tableau: journal it alone.
        let added: Bool
        if subject == nil && !row.hasOnlyDummies {
            // The dual simplex or phase one pivots: every row in nonbasic symbols first, outside
            // their transaction (the expanded row stays as it is: no row it reached was deferred).
            tableau.materializeDeferredRows()
        }
        if let subject {
            tableau.notePivot(on: row.coefficient(for: subject))
            row.solve(for: subject)
            tableau.substitute(subject, with: row)
            tableau.setRow(subject, consume row)
            // Not where rounding is delicate: a solver that holds a wide coefficient keeps the rows
            // its precision checks were judged on (the precision tests pin their values exactly).
            if !checksRequired && wideConstraintCount == 0 { tableau.shortenDefinition(by: written, solvedFor: subject) }
            added = true
        } else if row.hasOnlyDummies {
            added = false
        } else if !isBatching && tag.marker.kind == .slack {
            // A required inequality that does not hold where the optimal tableau stands.
            // The closures capture the row's value, not the variable: a variable captured by
            // reference would be copied for every call above that reads it.
            added = atomically(keepingSymbolsBefore: mark) { [row] in tableau.addThroughDualSimplex(row, slack: tag.marker) }
        } else {
            added = atomically(keepingSymbolsBefore: mark) { [row] in tableau.addWithArtificialVariable(row) }
        }
        guard added else {
            tableau.forgetSymbols(since: mark)  // the symbols of a row never added
            forgetVariables(from: variableCount)
            guard explainingConflicts else { throw .unsatisfiableConstraint(constraint, conflicts: [constraint]) }
            let held = heldConstraints()
            if Solver.canHoldTogether(held.map(\.held) + [constraint]) {
                // The constraint can hold: the incremental step failed by rounding alone, so the
                // tableau is built afresh with it. Where the order they came in makes the same
                // rounding again (rows at 1e10, amplified where coefficients of 0.1 and 10 meet),
                // the required constraints go first: they alone build as the probe just did, and
                // the others cannot fail.
                if let error = rebuildIfItHolds(adding: constraint) { throw error }
                return
            }
            throw .unsatisfiableConstraint(constraint, conflicts: minimalConflict(adding: constraint, to: held))
        }
        // A subject new to the tableau changed no row and no objective level.
        record(constraint, tag, constant, key, mayLeaveOptimum: subject.map { !tableau.isNew($0, since: mark) } ?? true)
    }

    /// Files a constraint just added to the tableau (`inequality` its `InequalityKey`, if it has
    /// one; `partner` the inequality it joined, if any; an inequality that joined none is filed as
    /// unpaired), adds its errors to the objective and re-optimises unless the optimum cannot have
    /// moved: the tableau was left optimal
    /// (`mayLeaveOptimum` false) and every error is nonbasic, so the objective only gains
    /// symbols at zero with positive costs. In a batch the re-optimisation waits for the batch's
    /// end: an add keeps the rows feasible (its subject is chosen so, or phase one makes it so),
    /// and nothing but adds runs in between, so one optimisation at the end finds the optimum.
    private func record(
        _ constraint: Constraint, _ tag: Tag, _ constant: Double, _ inequality: InequalityKey?,
        partner: Int32? = nil, mayLeaveOptimum: Bool
    ) {
        if records.isEmpty { records.reserveCapacity(Solver.initialCapacity) }
        let slot = records.insert(
            Record(
                constraint: constraint, tag: tag, order: nextOrder, constant: constant, partner: partner,
                inequalityHash: inequality?.hash))
        nextOrder += 1
        if let partner {
            records[Int(partner)].partner = Int32(slot)
        } else if let inequality {
            register(slot, inequality.hash)
            if isBatching {
                // An inequality has a key only with a term (`InequalityKey`).
                lastFiled = FiledInequality(
                    slot: Int32(slot), key: inequality, firstVariable: ObjectIdentifier(constraint.expression.terms[0].variable),
                    constantMagnitude: abs(constant))
            }
        }
        var optimumMayMove = mayLeaveOptimum
        if !constraint.priority.isRequired && isBatching {
            tag.forEachError { error in
                if tableau.isBasic(error) { optimumMayMove = true }
                pendingErrors.append((error, constraint.priority))
            }
        } else if !constraint.priority.isRequired {
            let level = tableau.objectiveLevel(for: constraint.priority)
            tag.forEachError { error in
                if tableau.isBasic(error) { optimumMayMove = true }
                tableau.addToObjective(error, coefficient: 1, level: level)
            }
        }
        guard optimumMayMove else { return }
        if isBatching { optimumIsStale = true } else { _ = tableau.optimize() }
    }

    /// A user variable that the constraint brings to the solver (no row mentions it yet): the
    /// constraint can define it as written, whatever the other rows hold. The one with the
    /// largest coefficient (lowest id on ties), if that is at least a tenth of the largest
    /// coefficient of any user variable in the row (a steady pivot).
    private func freshSubject(_ row: Row, madeSince mark: Tableau.SymbolMark) -> Symbol? {
        var largest = 0.0
        var best: Row.Cell?
        for cell in row.cells where cell.symbol.kind == .external {
            largest = max(largest, abs(cell.coefficient))
            if tableau.isNew(cell.symbol, since: mark) && (best == nil || abs(cell.coefficient) > abs(best!.coefficient)) {
                best = cell
            }
        }
        guard let best, abs(best.coefficient) >= 0.1 * largest else { return nil }
        return best.symbol
    }

    /// The subject for which `written` (a constraint's row as written) can be deferred
    /// (Tableau+DeferredRows.swift), if it can: an inequality below required on one user
    /// variable, basic, whose value the rows give without a nonbasic user variable (a content-size
    /// inequality of a view that other constraints place). The subject is the one
    /// `chooseSubject` would take from the expanded row — the marker, else the other symbol, that
    /// keeps the row feasible — found from the expanded row's constant alone: its slack and error
    /// are new, so their coefficients are those written.
    private func deferredSubject(_ written: Row, _ tag: Tag) -> Symbol? {
        guard let other = tag.other, written.cells.count == 3 else { return nil }
        var variable: Row.Cell?
        for cell in written.cells where cell.symbol.kind == .external { variable = cell }
        guard let variable,
            let value = tableau.valueThroughRows(of: variable.symbol, longRow: Solver.deferredLength, budget: Solver.deferralBudget)
        else { return nil }
        let constant = written.constant + variable.coefficient * value
        let sign: Double = constant < 0 ? -1 : 1
        func keepsFeasible(_ candidate: Symbol) -> Bool {
            candidate.isRestricted && (sign * written.coefficient(for: candidate) < 0 || constant == 0)
        }
        return keepsFeasible(tag.marker) ? tag.marker : keepsFeasible(other) ? other : nil
    }

    /// The most cells `deferredSubject` reads to find a user variable's value (a stretched cell of a
    /// `fillEqually` stack of 30 reads about 70).
    static let deferralBudget = 512

    /// The shortest expansion of a user variable on which `deferredSubject` defers a row (as
    /// `Tableau.valueThroughRows` estimates it): a shorter one costs less than the deferral.
    static let deferredLength = 48

    /// A nonbasic user variable of `row` (as written) that only definitions mention, which the
    /// row can define as written, unexpanded, at the rank it returns: the rank the variable had
    /// when it was last basic, if that is still above every definition the row mentions and below
    /// every definition that mentions the variable. (A constraint that joins two views of a row
    /// after one between them was hidden: expanded, it would reach back through every earlier
    /// view.) A steady pivot, as `freshSubject`'s.
    private func redefinableSubject(_ row: Row) -> (symbol: Symbol, rank: Int)? {
        var largest = 0.0
        for cell in row.cells where cell.symbol.kind == .external { largest = max(largest, abs(cell.coefficient)) }
        for cell in row.cells where cell.symbol.kind == .external && !tableau.isBasic(cell.symbol)
            && abs(cell.coefficient) >= 0.1 * largest
        {
            if let rank = tableau.rankForRedefinition(of: cell.symbol, by: row) { return (cell.symbol, rank) }
        }
        return nil
    }

    /// The constraint's expression as a row holding to `constant` (its user variables, basic or
    /// not).
    private func expressionRow(for constraint: Constraint, constant: Double) -> Row {
        Row(constant: constant, sortedCells: expressionCells(of: constraint))
    }

    /// The cells of the constraint's `expressionRow`: sorted by symbol, a repeated variable's
    /// coefficients added together, none near zero; with room for the slack and error `makeRow`
    /// appends.
    ///
    /// The cells are listed as written, then sorted in place by insertion (a long expression's by
    /// the general sort first), a repeated variable's coefficients added up in the order written.
    private func expressionCells(of constraint: Constraint) -> [Row.Cell] {
        let expressionTerms = constraint.expression.terms
        let terms = expressionTerms.span  // read in place (`symbol(ofTerm:in:)`)
        var cells: [Row.Cell] = []
        cells.reserveCapacity(terms.count + 2)
        for term in terms.indices where !isNearZero(terms[term].coefficient) {
            cells.append(Row.Cell(symbol: symbol(ofTerm: term, in: terms), coefficient: terms[term].coefficient))
        }
        // A long expression sorted by the general sort (stable) first: the insertion sort below
        // then only passes over it.
        if terms.count > Solver.shortExpression { cells.sort { $0.symbol.id < $1.symbol.id } }
        // Sorted in place through a buffer (one check that the storage is not shared, not one per
        // cell moved), a repeated symbol's cells kept in the order written and then added up in
        // that order.
        let kept = cells.withUnsafeMutableBufferPointer { cells -> Int? in
            var repeated = false
            for index in cells.indices.dropFirst() {
                let cell = cells[index]
                var place = index
                while place > 0 && cells[place - 1].symbol.id > cell.symbol.id {
                    cells[place] = cells[place - 1]
                    place -= 1
                }
                cells[place] = cell
                repeated = repeated || place > 0 && cells[place - 1].symbol == cell.symbol
            }
            guard repeated else { return nil }
            var count = 0
            for index in cells.indices {
                if count > 0 && cells[count - 1].symbol == cells[index].symbol {
                    cells[count - 1].coefficient += cells[index].coefficient
                } else {
                    cells[count] = cells[index]
                    count += 1
                }
            }
            return count
        }
        if let kept {
            cells.removeLast(cells.count - kept)
            cells.removeAll { isNearZero($0.coefficient) }
        }
        return cells
    }

    /// The most terms `expressionCells` sorts by insertion (quadratic in the terms, but without
    /// the general sort's overhead, which dominates a row of two or three cells).
    private static let shortExpression = 8

    /// The constraint's row as written: its `expressionRow` (taken, its cells appended to in
    /// place), plus its slack, error or dummy symbols. These are newer than every symbol of the
    /// expression, so they are appended in order and the cells stay sorted.
    private func makeRow(for constraint: Constraint, from expression: consuming Row) -> (Row, Tag) {
        var row = expression
        let required = constraint.priority.isRequired
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.makeSymbol(.slack)
            row.appendNewest(slack, coefficient: sign)
            var error: Symbol?
            if !required {
                error = tableau.makeSymbol(.error)
                row.appendNewest(error!, coefficient: -sign)
            }
            tag = Tag(marker: slack, other: error, markerCoefficient: sign)
        case .equal where required:
            let dummy = tableau.makeSymbol(.dummy)
            row.appendNewest(dummy, coefficient: 1)
            tag = Tag(marker: dummy, other: nil, markerCoefficient: 1)
        case .equal:
            let plus = tableau.makeSymbol(.error)
            let minus = tableau.makeSymbol(.error)
            row.appendNewest(plus, coefficient: -1)
            row.appendNewest(minus, coefficient: 1)
            tag = Tag(marker: plus, other: minus, markerCoefficient: -1, markerIsError: true)
        }
        return (row, tag)
    }

    /// The symbol to make basic for a new (expanded) row: a user variable if there is one (the
    /// one the fewest rows mention, so substituting it touches little); else a slack or error of
    /// the constraint that keeps the row feasible (a negative coefficient, or either sign when the
    /// row's constant is 0); else, for a row at zero, any slack or error; nil when none fits.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let variable = leastMentionedSteadySymbol(of: row, where: { $0.kind == .external }) {
            return variable
        }
        // The marker, then the other symbol, without an array of the two (an allocation per add).
        if Solver.keepsRowFeasible(tag.marker, row) { return tag.marker }
        if let other = tag.other, Solver.keepsRowFeasible(other, row) { return other }
        guard row.constant == 0 else { return nil }
        // A row at zero may be solved for any slack or error: it stays zero, so no other row's
        // value moves (only the objective, re-optimised afterwards).
        return leastMentionedSteadySymbol(of: row, where: \.isRestricted)
    }

    /// True when `candidate` (a symbol of the constraint's tag) is a slack or error that `row` can
    /// be solved for with every row staying feasible: a negative coefficient, or a row at zero.
    private static func keepsRowFeasible(_ candidate: Symbol, _ row: Row) -> Bool {
        candidate.isRestricted && (row.coefficient(for: candidate) < 0 || row.constant == 0)
    }

    /// Among the symbols of `row` satisfying `condition` whose coefficient is at least a tenth of
    /// the largest such (a steady pivot), the one the fewest rows mention (lowest id on ties).
    private func leastMentionedSteadySymbol(of row: Row, where condition: (Symbol) -> Bool) -> Symbol? {
        var largest = 0.0
        for cell in row.cells where condition(cell.symbol) { largest = max(largest, abs(cell.coefficient)) }
        guard largest > 0 else { return nil }
        var best: (symbol: Symbol, rows: Int)?
        for cell in row.cells where condition(cell.symbol) && abs(cell.coefficient) >= 0.1 * largest {
            let rows = tableau.columnCount(cell.symbol)
            if best == nil || rows < best!.rows { best = (cell.symbol, rows) }
        }
        return best?.symbol
    }

    /// Takes the row of the constraint whose record is in `slot` out of the tableau (the record
    /// stays: the caller takes it out of `records`, after this reads it in place). Returns false
    /// when the tableau is still optimal: every error was nonbasic (so only their own costs leave
    /// the objective) and no objective level mentions the marker once they have left (it was
    /// basic and its row just goes, or it is pivoted into a row and that row goes: the objective
    /// does not change, so every reduced cost stays as it was); otherwise the caller re-optimises.
    private func removeRow(ofRecordIn slot: Int) -> Bool {
        let (tag, priority, partner) = Solver.tagPriorityAndPartner(&records[slot])
        if let partner {
            detach(tag, priority, from: Int(partner))
            return true
        }
        unregister(Solver.inequalityHash(&records[slot]), from: slot)
        var optimumMayMove = false
        if !priority.isRequired {
            let level = tableau.objectiveLevel(for: priority)
            tag.forEachError { error in
                if tableau.isBasic(error) { optimumMayMove = true }
                tableau.addToObjective(error, coefficient: -1, level: level)
            }
        }
        if tableau.removeConstraint(markedBy: tag.marker) { optimumMayMove = true }
        if let other = tag.other, !tableau.isBasic(other) { tableau.eliminate(other) }
        return optimumMayMove
    }

    // MARK: - Paired inequalities

    /// Adds `constraint` (an inequality below required whose key is `key`) to the row of the
    /// unpaired opposite inequality `partner` (Docs/Solver.md, "Paired inequalities"): the
    /// partner's slack becomes this constraint's error, costing at its priority, and the
    /// partner's error its slack. No row changes; only the objective gains the cost.
    ///
    /// But when the partner's slack is basic at zero and this constraint outranks the partner,
    /// the slack leaves its row for the partner's error (still zero, so every row stays feasible):
    /// the symbol costing less is the basic one, as the partner's slack, costing nothing, was
    /// before. Left basic, it holds the higher cost at a degenerate vertex, and the optimisation
    /// pays a pivot through every row that mentions the view to take it out: the rows of a
    /// `fillEqually` stack's cells, a pivot per cell (Benchmarks/README.md, "The grid's build").
    private func join(_ constraint: Constraint, _ constant: Double, to partner: Int32, key: InequalityKey) {
        unpairedInequalities.remove(key: key.oppositeHash.bits)
        let (partnerTag, partnerPriority, _) = Solver.tagPriorityAndPartner(&records[Int(partner)])
        let (slack, error) = (partnerTag.marker, partnerTag.other!)
        let slackSign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
        let tag = Tag(marker: error, other: slack, markerCoefficient: slackSign)
        tableau.setPartners(slack, error, paired: true)
        var swapped = false
        if constraint.priority > partnerPriority && tableau.isDeferredRow(slack) {
            tableau.materializeDeferredRows()  // the swap reads the row's value as its constant
        }
        if constraint.priority > partnerPriority, let row = tableau.row(for: slack), row.constant == 0,
            !tableau.isBasic(error), row.coefficient(for: error) != 0
        {
            tableau.pivot(entering: error, leaving: slack)
            swapped = true
        }
        // A swap changed the objective's reduced costs (not its value).
        record(constraint, tag, constant, key, partner: partner, mayLeaveOptimum: swapped)
    }

    /// Takes a paired inequality out of its pair: its error's cost leaves the objective, and its
    /// partner keeps the row as its own (as if added alone). The caller re-optimises: the error
    /// stays in the tableau as the partner's slack, so the optimum may move.
    private func detach(_ tag: Tag, _ priority: Priority, from partner: Int) {
        let level = tableau.objectiveLevel(for: priority)
        tableau.addToObjective(tag.other!, coefficient: -1, level: level)
        tableau.setPartners(tag.marker, tag.other!, paired: false)
        records[partner].partner = nil
        register(Solver.inequalityHash(&records[partner]), from: partner)
    }

    /// The `inequalityHash` of `record`, reached in place (see `tagPriorityAndPartner`).
    private static func inequalityHash(_ record: inout Record) -> InequalityKey.Hash? { record.inequalityHash }

    /// The tag, priority and partner of `record`, reached in place: read through `records[slot]`,
    /// a record is copied out (a retain and a release of its constraint), through `&records[slot]`
    /// it is not.
    private static func tagPriorityAndPartner(_ record: inout Record) -> (Tag, Priority, Int32?) {
        (record.tag, record.constraint.priority, record.partner)
    }

    /// The unpaired inequality opposite to `constraint` (whose expression row is `row`, its key
    /// `key`), if one is filed.
    private func unpairedOpposite(of constraint: Constraint, _ row: Row, _ key: InequalityKey) -> Int32? {
        guard let candidate = unpairedInequalities.position(ofKey: key.oppositeHash.bits).map(Int32.init) else { return nil }
        if Solver.isWrittenOpposite(constraint, row.constant, &records[Int(candidate)]) { return candidate }
        let other = records[Int(candidate)].constraint, otherConstant = records[Int(candidate)].constant
        let otherRow = expressionRow(for: other, constant: otherConstant)
        return InequalityKey.isOpposite(constraint, row, other, otherRow) ? candidate : nil
    }

    /// The inequality filed last (`lastFiled`) and the key of `constraint` holding to `constant`,
    /// when that inequality is still filed as unpaired under its key (a record is filed only under
    /// its own hash) and `constraint` (an inequality below required) is written as its opposite
    /// (`isWrittenOpposite`): the pair `unpairedOpposite` would find, without deriving
    /// `constraint`'s row or key. A content-size pair (`w >= c @750`, then `w <= c @250`) comes so.
    private func lastFiledOpposite(of constraint: Constraint, _ constant: Double) -> (Int32, InequalityKey)? {
        guard let last = lastFiled, abs(constant) == last.constantMagnitude, !constraint.expression.terms.isEmpty,
            ObjectIdentifier(constraint.expression.terms[0].variable) == last.firstVariable,  // the term not copied out
            unpairedInequalities.position(ofKey: last.key.hash.bits) == Int(last.slot)
        else { return nil }
        return Solver.isWrittenOpposite(constraint, constant, &records[Int(last.slot)]) ? (last.slot, last.key.opposite) : nil
    }

    /// `isWrittenOpposite` of `a` and the constraint of `record` at the constant it holds to, the
    /// record reached in place (see `tagPriorityAndPartner`).
    private static func isWrittenOpposite(_ a: Constraint, _ aConstant: Double, _ record: inout Record) -> Bool {
        isWrittenOpposite(a, aConstant, record.constraint, record.constant)
    }

    /// True when the inequalities `a` and `b`, holding to `aConstant` and `bConstant`, are written
    /// as opposites term by term: `b`'s terms are `a`'s, in the same order, each times the factor
    /// `InequalityKey.isOpposite` compares by (±1, exact), and so is the constant. Their rows are
    /// then opposite too (the same sums, negated or not, dropped alike), without being derived.
    private static func isWrittenOpposite(_ a: Constraint, _ aConstant: Double, _ b: Constraint, _ bConstant: Double) -> Bool {
        let (aTerms, bTerms) = (a.expression.terms, b.expression.terms)
        let factor: Double = a.relation == b.relation ? -1 : 1
        guard aTerms.count == bTerms.count, bConstant == factor * aConstant else { return false }
        for index in aTerms.indices {
            guard aTerms[index].variable === bTerms[index].variable,
                bTerms[index].coefficient == factor * aTerms[index].coefficient
            else { return false }
        }
        return true
    }

    /// True when `constraint` (an inequality below required) holding to `constant` would be
    /// opposite to an unpaired inequality.
    private func opposesAnUnpaired(_ constraint: Constraint, at constant: Double) -> Bool {
        let row = expressionRow(for: constraint, constant: constant)
        guard let key = InequalityKey(constraint, row: row) else { return false }
        return unpairedOpposite(of: constraint, row, key) != nil
    }

    /// The key of `constraint` holding to `constant`, if it is an inequality below required.
    private func inequalityKey(of constraint: Constraint, constant: Double) -> InequalityKey? {
        guard constraint.relation != .equal && !constraint.priority.isRequired else { return nil }
        return InequalityKey(constraint, row: expressionRow(for: constraint, constant: constant))
    }

    /// Files the unpaired inequality below required whose record is in `slot` under its key's hash
    /// (unless another has it).
    private func register(_ slot: Int, _ hash: InequalityKey.Hash) {
        _ = unpairedInequalities.position(ofKey: hash.bits, enteringAt: slot)
    }

    /// `register(_:_:)` for the record in `slot`, whose `inequalityHash` is `hash`, if it has one.
    private func register(_ hash: InequalityKey.Hash?, from slot: Int) {
        guard let hash else { return }
        register(slot, hash)
    }

    /// Takes the entry of an unpaired inequality, whose record is (or was last) in `slot` with the
    /// `inequalityHash` `hash`, out of `unpairedInequalities`.
    private func unregister(_ hash: InequalityKey.Hash?, from slot: Int) {
        guard let hash else { return }
        if unpairedInequalities.position(ofKey: hash.bits) == slot { unpairedInequalities.remove(key: hash.bits) }
    }

    /// Shifts the rows that depend on a constraint's constant when it changes by `delta`.
    private func shiftConstant(of tag: Tag, by delta: Double) {
        tableau.shiftConstants(throughMarker: tag.marker, by: delta / tag.markerCoefficient)
    }

    // MARK: - Bookkeeping

    /// The symbol of the variable of `terms[index]`, made when the solver first sees it. The term
    /// is read in place and its variable looked up by identity (one probe that enters a new one):
    /// a variable passed to a call is retained for it (and released after), though the expression
    /// holds it throughout, so only one new to the solver is passed on (`symbol(ofNew:)`).
    @inline(__always)
    private func symbol(ofTerm index: Int, in terms: borrowing Span<Term>) -> Symbol {
        let (position, isNew) = variableIndex.position(of: ObjectIdentifier(terms[index].variable), enteringAt: variables.count)
        return isNew ? symbol(ofNew: terms[index].variable) : variableSymbols[position]
    }

    /// The symbol of `variable`, made when the solver first sees it.
    private func symbol(for variable: consuming Variable) -> Symbol {
        let (position, isNew) = variableIndex.position(of: ObjectIdentifier(variable), enteringAt: variables.count)
        return isNew ? symbol(ofNew: variable) : variableSymbols[position]
    }

    /// Makes the symbol of `variable`, just entered in `variableIndex` at the end of the lists of
    /// variables. The variable is taken owned and moved into `variables`: one retain (the
    /// caller's), where a borrowed one is retained by the caller for the call and again to be kept.
    private func symbol(ofNew variable: consuming Variable) -> Symbol {
        if variables.isEmpty { reserveVariables(Solver.initialCapacity) }
        let symbol = tableau.makeSymbol(.external)
        let id = Int(symbol.id)
        if variableOfSymbol.count <= id {
            // Grown ahead to twice its length, as the tableau's lists kept by symbol: the slacks and
            // errors made between two variables cost no append each.
            variableOfSymbol += repeatElement(-1, count: max(id + 1, 2 * variableOfSymbol.count) - variableOfSymbol.count)
        }
        variableOfSymbol[id] = Int32(variables.count)
        variables.append((consume variable, symbol))
        variableSymbols.append(symbol)
        values.append(0)
        return symbol
    }

    /// The room the records and the lists of variables take at their first entry: a dictionary or
    /// list grown from empty allocates anew and moves every entry at each doubling, and those up
    /// to 64 entries cost about 1% of a small system's build.
    private static let initialCapacity = 64

    /// Makes room for `count` variables in the lists of variables.
    private func reserveVariables(_ count: Int) {
        variableIndex.reserveCapacity(count)
        variables.reserveCapacity(count)
        variableSymbols.reserveCapacity(count)
        values.reserveCapacity(count)
        variableOfSymbol.reserveCapacity(count)
    }

    private func forgetVariables(from count: Int) {
        for entry in variables[count...] {
            variableIndex.remove(ObjectIdentifier(entry.variable))
            variableOfSymbol[Int(entry.symbol.id)] = -1
        }
        variables.removeLast(variables.count - count)
        variableSymbols.removeLast(variableSymbols.count - count)
        values.removeLast(values.count - count)
    }

    /// Runs `step` in a transaction of the tableau, rolled back when the step returns false (the
    /// symbols made since `mark`, by default since now, forgotten). The one way the solver opens
    /// transactions; they nest.
    private func atomically(keepingSymbolsBefore mark: Tableau.SymbolMark? = nil, _ step: () -> Bool) -> Bool {
        tableau.beginTransaction(keepingSymbolsBefore: mark)
        let done = step()
        if done { tableau.commit() } else { tableau.rollback() }
        return done
    }

    /// Builds the tableau afresh from the constraints and edits in the solver, in the order they
    /// were added (the required ones first, in that order, when `requiredFirst`), each at the
    /// constant it holds to now (`constant` for the one `changing` names), then `adding` (new,
    /// last; among the required ones when `requiredFirst`). For the rare call whose incremental
    /// step fails by rounding alone: a fresh build is the reference every incremental step must
    /// agree with. Throws the failure of a required constraint (numerically impossible to add
    /// afresh) and then leaves the solver as it was.
    private func rebuild(
        changing changed: IdentityKey? = nil, to constant: Double = 0, adding added: Constraint? = nil,
        requiredFirst: Bool = false
    ) throws(SolverError) {
        let saved = state()
        var entries = records.inOrder
        var addedLast = added
        if requiredFirst {
            entries = entries.filter { $0.constraint.priority.isRequired }
                + entries.filter { !$0.constraint.priority.isRequired }
        }
        var editConstants: [IdentityKey: Double] = [:]
        for edit in edits.values { editConstants[edit.constraintKey] = -edit.value }
        tableau = Tableau()
        records = RecordTable()
        unpairedInequalities = PositionIndex()
        variableIndex = PositionIndex()
        variables = []
        variableSymbols = []
        variableOfSymbol = []
        pendingErrors = []
        for entry in saved.variables { _ = symbol(for: entry.variable) }
        values = saved.values
        checksRequiredConstraints = entries.contains { Solver.hasWideCoefficient($0.constraint) }
            || added.map(Solver.hasWideCoefficient) == true
        do throws(SolverError) {
            for record in entries {
                if let added = addedLast, requiredFirst, !record.constraint.priority.isRequired {
                    try insert(added, constant: added.expression.constant, explainingConflicts: false)
                    addedLast = nil
                }
                let key = IdentityKey(record.constraint)
                let held = key == changed ? constant : editConstants[key] ?? record.constant
                try insert(record.constraint, constant: held, explainingConflicts: false)
                records[records.slot(of: record.constraint)!].order = record.order
            }
            if let added = addedLast { try insert(added, constant: added.expression.constant, explainingConflicts: false) }
            if let violated = violatedRequiredConstraint(relative: Solver.refusingTolerance) {
                throw SolverError.beyondPrecision(violated)
            }
        } catch {
            restore(saved)
            throw error
        }
        // The fresh tableau noted the rows it made, not the variables left nonbasic: every value
        // is compared at the next update.
        for symbol in variableSymbols { tableau.definitions.noteChanged(symbol) }
        for key in edits.keys { edits[key]!.tag = records[records.slot(of: edits[key]!.constraintKey)!].tag }
    }

    /// How far off a call may leave a required constraint, relative to its largest term or
    /// constant, before the tableau is built afresh: the incremental steps round more than a fresh
    /// build (seed 8233399 of the solver fuzzer left one 4e-8 of its terms off, 4,466 at 1e11,
    /// where a fresh build holds it to 6e-6), and the fresh build is the reference.
    static let rebuildingTolerance = 1e-9

    /// How far off a fresh build may leave a required constraint, relative to its largest term or
    /// constant, before the call is refused with `beyondPrecision`: what a fresh build rounds
    /// where coefficients of very different sizes meet.
    static let refusingTolerance = 1e-7

    /// Everything a call can change, to put back when it fails.
    private struct State {
        var tableau: Tableau
        var records: RecordTable
        var nextOrder: Int
        var variableIndex: PositionIndex
        var variables: [(variable: Variable, symbol: Symbol)]
        var variableSymbols: [Symbol]
        var variableOfSymbol: [Int32]
        var values: [Double]
        var edits: [IdentityKey: Edit]
        var pendingErrors: [(error: Symbol, priority: Priority)]
        var unpairedInequalities: PositionIndex
        var wideConstraintCount: Int
        var checksRequiredConstraints: Bool
    }

    private func state() -> State {
        State(
            tableau: tableau, records: records, nextOrder: nextOrder, variableIndex: variableIndex,
            variables: variables, variableSymbols: variableSymbols, variableOfSymbol: variableOfSymbol,
            values: values, edits: edits, pendingErrors: pendingErrors, unpairedInequalities: unpairedInequalities,
            wideConstraintCount: wideConstraintCount, checksRequiredConstraints: checksRequiredConstraints)
    }

    private func restore(_ state: State) {
        (tableau, records, nextOrder, variableIndex, variables, variableSymbols, variableOfSymbol) = (
            state.tableau, state.records, state.nextOrder, state.variableIndex, state.variables,
            state.variableSymbols, state.variableOfSymbol)
        (values, edits, pendingErrors, unpairedInequalities, wideConstraintCount, checksRequiredConstraints) = (
            state.values, state.edits, state.pendingErrors, state.unpairedInequalities, state.wideConstraintCount,
            state.checksRequiredConstraints)
    }

    /// The magnitudes of coefficients that solve exactly, but for those near a multiple of a half
    /// (`isSteady`): the tableau drops only rounding (the solver fuzzer's range). Wider ones
    /// multiply into coefficients below `epsilon`, which the tableau drops although they carry a
    /// value (a share of 5e-8 of a length of 1e9 is 50 points).
    private static let steadyMagnitudes: ClosedRange<Double> = 0.1...10

    /// How near a multiple of a half a coefficient other than that multiple may lie and still be
    /// steady. Rows combine a constraint's coefficients with those of others, mostly ±1 and ±1/2
    /// (edges, lengths, centres): one within a millionth of such a multiple cancels against it to
    /// a difference the tableau may drop (a share of 0.999999997 of a length, beside the length
    /// itself, leaves 3e-9, 3 points at 1e9).
    private static let nearHalfMultiple = 1e-6

    /// True when the tableau combines `coefficient` exactly, but for rounding: ±1, or within
    /// `steadyMagnitudes` and not within `nearHalfMultiple` of a multiple of a half it is not.
    /// False for a NaN.
    @inline(__always)
    private static func isSteady(_ coefficient: Double) -> Bool {
        if coefficient == 1 || coefficient == -1 { return true }
        guard steadyMagnitudes.contains(abs(coefficient)) else { return false }
        let offHalfMultiple = abs(2 * coefficient - (2 * coefficient).rounded())
        return offHalfMultiple == 0 || offHalfMultiple >= 2 * nearHalfMultiple
    }

    /// True when a coefficient of `constraint` is not steady (`isSteady`): wide, or nearly a
    /// multiple of a half (a NaN is neither: `validate` refuses it).
    private static func hasWideCoefficient(_ constraint: Constraint) -> Bool {
        constraint.expression.terms.contains { !$0.coefficient.isNaN && !isSteady($0.coefficient) }
    }

    /// True while the tableau may carry a value in a dropped coefficient or in amplified
    /// rounding: it holds a constraint with a wide coefficient, or has pivoted on a wide element
    /// since it was built afresh. Every call then checks the required constraints afterwards.
    private var checksRequired: Bool { checksRequiredConstraints || tableau.hasPivotedOnAWideElement }

    /// Runs `step` (a call's work, all or nothing, `startingNow` when it adds a wide coefficient)
    /// and, while `checksRequired`, checks that every required constraint holds afterwards; when
    /// one does not, or when the step itself pivoted on a wide element, see `rebuildOrGoBack`
    /// (`undo` puts the constraints and edits back as they were before the call, for when the
    /// checks started during the step and no copy was kept; a step `removing` a constraint is
    /// never undone). A wide pivot amplifies the rounding
    /// the rows carry: after a few pivots on ratios of 400 a reduced cost of 1e-6 that should be
    /// 0 can enter and a coefficient of 1.6e-6 that should be 0 can block it, moving values to
    /// 1e13 with every required constraint still holding; the build afresh is the reference.
    private func checkingRequiredConstraints(
        startingNow: Bool = false, removing: Bool = false, undo: () -> Void, _ step: () throws(SolverError) -> Void
    ) throws(SolverError) {
        let widePivotsBefore = tableau.widePivotCount
        guard checksRequired || startingNow else {
            // No checks yet: no copy of the solver to go back to (and no empty optional one, which
            // costs a check of each of its fields when it goes, on every call).
            try step()
            try checkAfterStep(widePivotsBefore: widePivotsBefore, before: nil, removing: removing, undo: undo)
            return
        }
        let before = state()
        if startingNow { checksRequiredConstraints = true }
        do {
            try step()
        } catch {
            restore(before)
            throw error
        }
        try checkAfterStep(widePivotsBefore: widePivotsBefore, before: before, removing: removing, undo: undo)
    }

    /// The checks of `checkingRequiredConstraints` once its step is done.
    private func checkAfterStep(widePivotsBefore: Int, before: State?, removing: Bool, undo: () -> Void) throws(SolverError) {
        let pivotedWide = tableau.widePivotCount > widePivotsBefore
        guard pivotedWide || checksRequired && violatedRequiredConstraint() != nil else { return }
        if removing {
            _ = rebuildIfItHolds()  // else the removal's own result stands, and the checks stay on
        } else if let error = rebuildOrGoBack(
            to: before, undo: undo,
            keepingAStepThatHolds: !pivotedWide && violatedRequiredConstraint(relative: Solver.refusingTolerance) == nil)
        {
            throw error
        }
    }

    /// After a call left a required constraint violated: builds the tableau afresh
    /// (`rebuildIfItHolds`). When that fails, puts the solver back as it was before the call
    /// (`before`, or when no copy was kept, `undo` and a fresh build) and returns the error; nil
    /// when the fresh build holds, or when not even the solver before the call builds afresh (the
    /// call's result then stands, and the checks stay on), or when `keepingAStepThatHolds` (the
    /// call's result holds to what a fresh build is held to, and stands; asked only when the
    /// fresh build fails, of the solver the failed build left as the call left it).
    private func rebuildOrGoBack(
        to before: State?, undo: () -> Void, keepingAStepThatHolds: @autoclosure () -> Bool = false
    ) -> SolverError? {
        if let error = rebuildIfItHolds() {
            if keepingAStepThatHolds() { return nil }
            if let before {
                restore(before)
                return error
            }
            let stepped = state()
            undo()
            do {
                try rebuild()
            } catch {
                restore(stepped)
                return nil
            }
            return error
        }
        return nil
    }

    /// Builds the tableau afresh (with `added`, if given, after the others), the reference every
    /// incremental step must agree with: in the order the constraints came, else with the required
    /// ones first (the order decides where rounding lands). Returns the error of the second build
    /// when neither holds, the solver then left as it was.
    private func rebuildIfItHolds(adding added: Constraint? = nil) -> SolverError? {
        do throws(SolverError) {
            do {
                try rebuild(adding: added)
            } catch {
                try rebuild(adding: added, requiredFirst: true)
            }
            return nil
        } catch {
            return error
        }
    }

    /// A required constraint the solved tableau does not hold, beyond rounding: `relative` of the
    /// largest magnitude among its terms and constant, plus 1e-12 of the largest value or constant
    /// in the solver (rounding follows the largest magnitude held: Docs/Solver.md, "Numeric
    /// limits"). Every call while `checksRequired` asks it with `rebuildingTolerance` (since only
    /// coefficients of very different sizes, whose products fall below 1e-8, or a nearly singular
    /// pivot can cause it), a build afresh with the looser `refusingTolerance`.
    private func violatedRequiredConstraint(relative: Double = Solver.rebuildingTolerance) -> Constraint? {
        var solved = values
        var reader = tableau  // a copy: the next update still sees what changed
        reader.evaluate(variableSymbols, into: &solved)
        var largest = solved.reduce(0) { max($0, abs($1)) }
        let inOrder = records.inOrder
        for record in inOrder { largest = max(largest, abs(record.constant)) }
        for record in inOrder where record.constraint.priority.isRequired {
            var sum = record.constant
            var magnitude = abs(record.constant)
            for term in record.constraint.expression.terms {
                let value = term.coefficient * (variableIndex.position(of: term.variable).map { solved[$0] } ?? 0)
                sum += value
                magnitude = max(magnitude, abs(value))
            }
            let tolerance = relative * max(1, magnitude) + 1e-12 * largest
            let holds = switch record.constraint.relation {
            case .equal: abs(sum) <= tolerance
            case .lessThanOrEqual: sum <= tolerance
            case .greaterThanOrEqual: sum >= -tolerance
            }
            if !holds { return record.constraint }
        }
        return nil
    }

    /// The required constraints in the solver, in the order they were added, each with the
    /// constant it holds to now (a stand-in constraint when that differs from its expression's).
    func heldConstraints() -> [(original: Constraint, held: Constraint)] {
        records.inOrder
            .filter { $0.constraint.priority.isRequired }
            .map { record in
                let c = record.constraint
                guard record.constant != c.expression.constant else { return (c, c) }
                let held = Constraint(Expression(c.expression.terms, constant: record.constant), c.relation)
                return (c, held)
            }
    }
}

/// Why the solution is what it is: which constraints hold with equality, which of them a
/// variable's value rests on, and how far an ambiguous variable can slide.
///
/// At the solution every nonbasic symbol of the tableau is zero and each basic variable is a
/// constant plus a combination of nonbasic symbols. A nonbasic symbol is a constraint's marker (a
/// slack, an error or a dummy) or a user variable no constraint fixes. So a variable's value rests
/// on the constraints whose symbols its row mentions and that hold with equality: relax one of
/// them and the value may move; the others could change without moving it.
extension Solver {
    /// What holds a variable's value at the solution (`dependence(of:)`).
    public struct Dependence {
        /// The value at the solution (up to date without `updateVariables()`).
        public let value: Double
        /// True when the variable is basic: a row of the tableau defines it.
        public let isBasic: Bool
        /// The constraints the value rests on, in the order they were added: each holds with
        /// equality, and its marker is in the variable's row (edit constraints included).
        public let constraints: [Constraint]
        /// The user variables no constraint fixes that the value moves with (the variable itself
        /// when it is nonbasic); empty when the constraints alone give the value.
        public let freeVariables: [Variable]
    }

    /// How far an ambiguous variable can move while every priority level keeps its least
    /// violation (`slide(of:)`).
    public struct Slide {
        /// The least value over the optimal solutions; nil when there is none (unbounded).
        public let lower: Double?
        /// The greatest value over the optimal solutions; nil when unbounded.
        public let upper: Double?
        /// The constraints that stop the slide at `lower`: they hold with equality there and not
        /// at `upper`, in the order they were added.
        public let lowerStops: [Constraint]
        /// The constraints that stop the slide at `upper`.
        public let upperStops: [Constraint]
    }

    /// True when a row of the tableau defines `variable` (false for a variable never seen).
    public func isBasic(_ variable: Variable) -> Bool {
        guard let symbol = symbolOf(variable) else { return false }
        return tableau.isBasic(symbol)
    }

    /// The constraints and free variables that `variable`'s value rests on at the solution.
    public func dependence(of variable: Variable) -> Dependence {
        guard let symbol = symbolOf(variable) else {
            return Dependence(value: 0, isBasic: false, constraints: [], freeVariables: [variable])
        }
        var reader = tableau  // expanding a row uses the tableau's scratch space
        let row = reader.expression(of: symbol)
        let owners = constraintsBySymbol()
        let variableOf = Dictionary(uniqueKeysWithValues: variables.map { ($0.symbol, $0.variable) })
        var mentioned: [Record] = []
        var free: [Variable] = []
        for cell in row.cells {
            if let owner = owners[cell.symbol] {
                // Both inequalities of a pair own both symbols of their row.
                for record in [owner] + (owner.partner.map { [records[Int($0)]] } ?? [])
                where holdsAgainstThePull(record) && !mentioned.contains(where: { $0.constraint === record.constraint }) {
                    mentioned.append(record)
                }
            } else if let user = variableOf[cell.symbol] {
                free.append(user)
            }
        }
        let values = currentValues(of: tableau)
        let tight = mentioned.filter { Self.holdsWithEquality($0, values) }.sorted { $0.order < $1.order }
        return Dependence(
            value: row.constant, isBasic: tableau.isBasic(symbol), constraints: tight.map(\.constraint),
            freeVariables: free)
    }

    /// True when `constraint` is in the solver and holds with equality at the solution (an
    /// equality that is satisfied, an inequality at its bound).
    public func isTight(_ constraint: Constraint) -> Bool {
        guard let record = records[constraint] else { return false }
        return Self.holdsWithEquality(record, currentValues(of: tableau))
    }

    /// The constraints that hold with equality at the solution, in the order they were added
    /// (edit constraints included).
    public var tightConstraints: [Constraint] {
        let values = currentValues(of: tableau)
        return records.inOrder.filter { Self.holdsWithEquality($0, values) }
            .map(\.constraint)
    }

    /// The range `variable` can take over the optimal solutions and the constraints that bound it
    /// at each end; nil when its value is the same in every optimal solution (or it was never
    /// seen).
    ///
    /// Each end is found by appending "minimise ±variable" to the lexicographic objective as a
    /// last level: the higher levels keep their optimum, so the simplex moves only along the
    /// optimal face.
    public func slide(of variable: Variable) -> Slide? {
        guard let symbol = symbolOf(variable) else { return nil }
        var ends: [(value: Double?, values: [ObjectIdentifier: Double])] = []
        for sign in [1.0, -1.0] {
            var copy = tableau
            let expression = copy.expression(of: symbol)
            var goal = Row(constant: sign * expression.constant)
            for cell in expression.cells { goal.insert(cell.symbol, coefficient: sign * cell.coefficient) }
            if let (least, optimized) = copy.minimizedOnOptimalFace(goal) {
                ends.append((sign * least, currentValues(of: optimized)))
            } else {
                ends.append((nil, [:]))
            }
        }
        if let lower = ends[0].value, let upper = ends[1].value, abs(upper - lower) <= 1e-7 * max(1, abs(lower)) {
            return nil
        }
        let ordered = records.inOrder
        func stops(at end: Int) -> [Constraint] {
            guard ends[end].value != nil else { return [] }
            let other = ends[1 - end]
            return ordered.filter { record in
                Self.holdsWithEquality(record, ends[end].values)
                    && (other.value == nil || !Self.holdsWithEquality(record, other.values))
            }.map(\.constraint)
        }
        return Slide(lower: ends[0].value, upper: ends[1].value, lowerStops: stops(at: 0), upperStops: stops(at: 1))
    }

    // MARK: - Helpers

    private func symbolOf(_ variable: Variable) -> Symbol? {
        variables.first { $0.variable === variable }?.symbol
    }

    /// A constraint's record by each symbol of its row (marker and second error; of a pair's
    /// two inequalities, the one added last).
    private func constraintsBySymbol() -> [Symbol: Record] {
        var owners: [Symbol: Record] = [:]
        for record in records.inOrder {
            owners[record.tag.marker] = record
            if let other = record.tag.other { owners[other] = record }
        }
        return owners
    }

    /// For one inequality of a pair at its bound (both errors nonbasic): true unless the pull on
    /// the pair's expression is toward its own side, so that without it the value would still
    /// stay (the other one holds it). The pull is its error's reduced cost without the
    /// constraint's own cost: lexicographically negative means the optimum would move past the
    /// bound, zero that it could. At most one of the two is pulled away from, so one or both hold.
    /// True for any other constraint.
    private func holdsAgainstThePull(_ record: Record) -> Bool {
        guard record.partner != nil, let error = record.tag.other, !tableau.isBasic(error) else { return true }
        let ownLevel = tableau.levelPriorities.firstIndex(of: record.constraint.priority)
        for (level, goal) in tableau.objective.enumerated() {
            let pull = goal.coefficient(for: error) - (level == ownLevel ? 1 : 0)
            if !isNearZero(pull) { return pull < 0 }
        }
        return true
    }

    /// The value of every user variable in `tableau` (nonbasic symbols at zero), by variable.
    private func currentValues(of tableau: Tableau) -> [ObjectIdentifier: Double] {
        var copy = tableau
        var values: [ObjectIdentifier: Double] = [:]
        for entry in variables { values[ObjectIdentifier(entry.variable)] = copy.expression(of: entry.symbol).constant }
        return values
    }

    /// True when the record's constraint, at the constant it holds to now, is satisfied with
    /// equality by `values`.
    private static func holdsWithEquality(_ record: Record, _ values: [ObjectIdentifier: Double]) -> Bool {
        var total = record.constant
        var scale = abs(record.constant)
        for term in record.constraint.expression.terms {
            let value = term.coefficient * (values[ObjectIdentifier(term.variable)] ?? 0)
            total += value
            scale = max(scale, abs(value))
        }
        return abs(total) <= 1e-7 * max(1, scale)
    }
}

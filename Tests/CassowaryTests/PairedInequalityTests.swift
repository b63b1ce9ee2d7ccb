import Testing

@testable import Cassowary

/// Two opposite inequalities below required on one expression (a view's compression resistance
/// and content hugging) share one row (Docs/Solver.md, "Paired inequalities").
@Suite struct PairedInequalityTests {
    /// `w >= intrinsic @compression` and `w <= intrinsic @hugging`.
    func contentSize(_ w: Variable, _ intrinsic: Double, compression: Priority = 750, hugging: Priority = 250)
        -> (Constraint, Constraint)
    {
        ((w >= intrinsic).priority(compression), (w <= intrinsic).priority(hugging))
    }

    /// Adds `contentSize(…)` to `solver`, the compression resistance first.
    func addContentSize(
        _ solver: Solver, _ w: Variable, _ intrinsic: Double, compression: Priority = 750, hugging: Priority = 250
    ) throws -> (Constraint, Constraint) {
        let (lower, upper) = contentSize(w, intrinsic, compression: compression, hugging: hugging)
        try solver.addConstraint(lower)
        try solver.addConstraint(upper)
        return (lower, upper)
    }

    func isPaired(_ solver: Solver, _ constraint: Constraint) -> Bool {
        solver.records[constraint]?.partner != nil
    }

    /// Four views of intrinsic widths 10, 20, 30, 40 fill a container edited at 999: the widths
    /// sum to it. Each suggestion that turns from stretching to compressing (or back) is one
    /// pivot, and the same view absorbs both ways.
    @Test func aRowThatTurnsFromStretchedToCompressedTakesOnePivot() throws {
        let widths = (0..<4).map { Variable("w\($0)") }
        let container = Variable("container")
        let solver = Solver()
        for (index, w) in widths.enumerated() {
            let (compression, hugging) = try addContentSize(solver, w, Double(10 * (index + 1)))
            #expect(isPaired(solver, compression) && isPaired(solver, hugging))
        }
        try solver.addConstraint(widths[0] + widths[1] + widths[2] + widths[3] == container)
        try solver.addEditVariable(container, priority: 999)
        // Every view could stretch at the same cost; ties go to the lowest symbol: w0's row.
        func round(_ width: Double, _ expected: [Double]) throws -> Int {
            let before = solver.tableau.pivotCount
            try solver.suggestValue(width, for: container)
            solver.updateVariables()
            #expect(widths.map(solver.value(of:)) == expected)
            return solver.tableau.pivotCount - before
        }
        _ = try round(100, [10, 20, 30, 40])
        _ = try round(130, [40, 20, 30, 40])
        #expect(try round(120, [30, 20, 30, 40]) == 0)  // still stretched: no pivot
        #expect(try round(90, [0, 20, 30, 40]) == 1)  // compressed: w0's other error enters
        #expect(try round(80, [-10, 20, 30, 40]) == 0)
        #expect(try round(110, [20, 20, 30, 40]) == 1)
    }

    /// w2 hugs weakest (249), so it alone stretches; every view resists compression at 750, so
    /// compressing any one costs the same. The dual simplex keeps the change on w2 (its row's
    /// other error enters) rather than moving it to w0, the lowest symbol among the tied.
    @Test func aTieGoesToTheLeavingErrorsPartner() throws {
        let widths = (0..<3).map { Variable("w\($0)") }
        let container = Variable("container")
        let solver = Solver()
        for (index, w) in widths.enumerated() {
            _ = try addContentSize(solver, w, Double(10 * (index + 1)), hugging: index == 2 ? 249 : 250)
        }
        try solver.addConstraint(widths[0] + widths[1] + widths[2] == container)
        try solver.addEditVariable(container, priority: 999)
        try solver.suggestValue(80, for: container)
        solver.updateVariables()
        #expect(widths.map(solver.value(of:)) == [10, 20, 50])
        let before = solver.tableau.pivotCount
        try solver.suggestValue(50, for: container)
        solver.updateVariables()
        #expect(widths.map(solver.value(of:)) == [10, 20, 20])
        #expect(solver.tableau.pivotCount - before == 1)
    }

    /// A row of `fillEqually` cells as a stack adds it: each cell's width equals the first's, then
    /// its hugging, then its compression resistance. The hugging's slack is basic at zero when the
    /// compression resistance joins it, and costs at 750 from then on, so it gives its place to
    /// the hugging's error (costing 250): one pivot on the cell's own row. Left basic, it would be
    /// taken out by the optimisation through the first cell's error, which every cell's row then
    /// mentions (in a batch, one such pivot per cell, each through the rows of all the cells).
    @Test func aJoiningHalfThatOutranksItsPartnerTakesItsSlackOutOfTheBasis() throws {
        let widths = (0..<5).map { Variable("w\($0)") }
        let container = Variable("container")
        let (compression0, hugging0) = contentSize(widths[0], 10)
        var batch = [hugging0, compression0]
        var later: [(compression: Constraint, hugging: Constraint)] = []
        for w in widths.dropFirst() {
            let (compression, hugging) = contentSize(w, 10)
            batch += [w == widths[0], hugging]
            later.append((compression, hugging))
        }
        batch.append(container == widths.dropFirst().reduce(Expression(widths[0])) { $0 + $1 })
        let solver = Solver()
        #expect(solver.addConstraints(batch).isEmpty)
        let firstError = solver.records[hugging0]!.tag.other!
        for (compression, hugging) in later {
            let before = solver.tableau.pivotCount
            try solver.addConstraint(compression)
            #expect(isPaired(solver, compression))
            #expect(solver.tableau.pivotCount - before == 1)
            #expect(solver.tableau.isBasic(solver.records[hugging]!.tag.other!))
            #expect(!solver.tableau.isBasic(firstError))
        }
        try solver.addEditVariable(container, priority: 999)
        for (total, width) in [(50.0, 10.0), (100, 20), (20, 4)] {
            try solver.suggestValue(total, for: container)
            solver.updateVariables()
            #expect(widths.map(solver.value(of:)) == Array(repeating: width, count: 5), "container \(total)")
        }
    }

    /// The two halves at different priorities, the `<=` added first and written the other way
    /// round (`10 - x >= 0`): each side gives way only to a stronger pull.
    @Test func halvesAtDifferentPrioritiesGiveWayOnlyToStrongerPulls() throws {
        let x = Variable("x")
        let upper = Constraint(10 - x, .greaterThanOrEqual, priority: 300)  // x <= 10 @300
        let lower = (x >= 10).priority(600)
        for pull in [30.0, -30] {
            for strength in [Priority(200), 400, 700] {
                let solver = Solver()
                try solver.addConstraint(upper)
                try solver.addConstraint(lower)
                #expect(isPaired(solver, upper))
                try solver.addConstraint((x == pull).priority(strength))
                solver.updateVariables()
                // Up, the pull beats x <= 10 (300) from 400; down, x >= 10 (600) only at 700.
                let beaten = pull > 0 ? strength > 300 : strength > 600
                #expect(solver.value(of: x) == (beaten ? pull : 10), "pull \(pull) @\(strength)")
            }
        }
    }

    /// x is held at 10 by its pair against a pull up (x == 30 @500) or down (x == -30 @500):
    /// removing the half that holds frees x, removing the other does not; the remaining half
    /// then stands alone.
    @Test func removingEitherHalfLeavesTheOther() throws {
        let x = Variable("x")
        for pull in [30.0, -30] {
            for removeUpper in [true, false] {
                let solver = Solver()
                let (lower, upper) = try addContentSize(solver, x, 10, compression: 600, hugging: 600)
                try solver.addConstraint((x == pull).priority(500))
                solver.updateVariables()
                #expect(solver.value(of: x) == 10)
                try solver.removeConstraint(removeUpper ? upper : lower)
                let remaining = removeUpper ? lower : upper
                #expect(!isPaired(solver, remaining))
                solver.updateVariables()
                let holds = (pull > 0) != removeUpper  // the half left stops the pull
                #expect(solver.value(of: x) == (holds ? 10 : pull))
                try solver.removeConstraint(remaining)
                solver.updateVariables()
                #expect(solver.value(of: x) == pull)
                #expect(solver.constraints.count == 1)
            }
        }
    }

    /// The removed half added again pairs again; a third inequality with the same key finds the
    /// pair taken and stands alone.
    @Test func aHalfAddedAgainPairsAgain() throws {
        let x = Variable("x")
        let solver = Solver()
        let (lower, upper) = try addContentSize(solver, x, 10)
        try solver.removeConstraint(upper)
        try solver.addConstraint(upper)
        #expect(isPaired(solver, lower) && isPaired(solver, upper))
        let another = (x <= 10).priority(100)
        try solver.addConstraint(another)
        #expect(!isPaired(solver, another))
        try solver.addConstraint((x == 25).priority(200))
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)  // x <= 10 @250 holds it
        try solver.removeConstraint(upper)  // x <= 10 @100 does not
        solver.updateVariables()
        #expect(solver.value(of: x) == 25)
    }

    /// In a batch, an inequality written as the opposite of the one filed just before joins it
    /// without its row being derived, under the key its row would give: once its partner is removed, that partner
    /// added again finds it by its row's key and pairs with it. Written with the same relation
    /// (every term negated) or the other one, at a constant that negation must keep exact.
    @Test func anOppositeWrittenNextPairsUnderTheKeyItsRowGives() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        for sameRelation in [true, false] {
            let solver = Solver()
            let first = (2 * x + 3 * y - 0.1 <= 0).priority(250)
            let second = sameRelation ? (-2 * x - 3 * y + 0.1 <= 0).priority(750) : (2 * x + 3 * y - 0.1 >= 0).priority(750)
            solver.addConstraints([first, second])
            #expect(isPaired(solver, first) && isPaired(solver, second))
            try solver.removeConstraint(first)
            #expect(!isPaired(solver, second))
            try solver.addConstraint((x == 5).priority(100))
            try solver.addConstraint(first)
            #expect(isPaired(solver, first) && isPaired(solver, second))
            solver.updateVariables()
            #expect(abs(2 * solver.value(of: x) + 3 * solver.value(of: y) - 0.1) < 1e-12)
        }
    }

    /// An inequality opposite to the one a batch filed last, when that one was not filed under its key
    /// (another inequality with the same key holds it), pairs with the one filed there, as an
    /// inequality added at any other time would.
    @Test func anOppositeOfAnUnfiledInequalityPairsWithTheFiledOne() throws {
        let x = Variable("x")
        let solver = Solver()
        let filed = (x <= 10).priority(250)
        let sameKey = (x <= 10).priority(100)
        let opposite = (x >= 10).priority(750)
        solver.addConstraints([filed, sameKey, opposite])
        #expect(isPaired(solver, filed) && isPaired(solver, opposite) && !isPaired(solver, sameKey))
        #expect(solver.records[opposite]?.partner == solver.records.slot(of: filed).map(Int32.init))
    }

    /// Changing the constant of one half splits the pair (x between 10 and 15); changing the
    /// other's to match pairs them again.
    @Test func setConstantOnAHalfSplitsThenPairsAgain() throws {
        let x = Variable("x")
        let solver = Solver()
        let (lower, upper) = try addContentSize(solver, x, 10, compression: 600, hugging: 600)
        let pull = (x == 30).priority(500)
        try solver.addConstraint(pull)
        try solver.setConstant(-15, for: upper)  // x <= 15
        #expect(!isPaired(solver, lower) && !isPaired(solver, upper))
        solver.updateVariables()
        #expect(solver.value(of: x) == 15)
        try solver.setConstant(-15, for: lower)  // x >= 15
        #expect(isPaired(solver, lower) && isPaired(solver, upper))
        solver.updateVariables()
        #expect(solver.value(of: x) == 15)
        try solver.setConstant(30, for: pull)  // x == -30 @500 now pulls down
        solver.updateVariables()
        #expect(solver.value(of: x) == 15)
        try solver.setConstant(-5, for: lower)  // x >= 5
        solver.updateVariables()
        #expect(solver.value(of: x) == 5)
    }

    /// Required constraints beat the pair; a required conflict names only required constraints
    /// and changes nothing.
    @Test func aPairUnderRequiredConflicts() throws {
        let x = Variable("x")
        let solver = Solver()
        let (lower, _) = try addContentSize(solver, x, 10)
        let floor = x >= 20
        try solver.addConstraint(floor)
        solver.updateVariables()
        #expect(solver.value(of: x) == 20)
        let ceiling = x <= 5
        #expect { try solver.addConstraint(ceiling) } throws: { error in
            guard case SolverError.unsatisfiableConstraint(let failing, let conflicts) = error else { return false }
            return failing === ceiling && conflicts.count == 2 && conflicts[0] === floor && conflicts[1] === ceiling
        }
        let roof = x <= 40
        try solver.addConstraint(roof)
        #expect(throws: SolverError.self) { try solver.setConstant(-50, for: floor) }  // x >= 50
        try solver.setConstant(-25, for: floor)
        solver.updateVariables()
        #expect(solver.value(of: x) == 25)
        try solver.removeConstraint(floor)
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
        #expect(isPaired(solver, lower) && !solver.hasConstraint(ceiling))
    }

    /// x at 10 rests on the half that holds it against a pull, or on both when nothing pulls.
    @Test func theExplanationNamesTheHalfThatHolds() throws {
        let x = Variable("x")
        for pull in [nil, 30.0, -30] {
            let solver = Solver()
            let (lower, upper) = try addContentSize(solver, x, 10)
            if let pull { try solver.addConstraint((x == pull).priority(100)) }
            let expected = switch pull {
            case nil: [lower, upper]
            case 30: [upper]
            default: [lower]
            }
            let dependence = solver.dependence(of: x)
            #expect(dependence.value == 10)
            #expect(dependence.constraints.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
            #expect(solver.isTight(lower) && solver.isTight(upper))
            #expect(solver.ambiguousVariables().isEmpty)
        }
    }
}

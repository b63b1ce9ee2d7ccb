import Cassowary
import Testing

@Suite struct ExplanationTests {
    @Test func aChainOfEqualitiesHoldsTheValue() throws {
        // x == 10, y == x + 5: y = 15 rests on both; a weak y <= 0 is violated, so not tight.
        let x = Variable("x"), y = Variable("y")
        let fixX = x == 10, chain = y == x + 5, weak = (y <= 0).priority(.defaultLow)
        let solver = Solver()
        for constraint in [fixX, chain, weak] { try solver.addConstraint(constraint) }
        let dependence = solver.dependence(of: y)
        #expect(dependence.value == 15)
        #expect(dependence.constraints.map(ObjectIdentifier.init) == [fixX, chain].map(ObjectIdentifier.init))
        #expect(dependence.freeVariables.isEmpty)
        #expect(!solver.isTight(weak))
        #expect(solver.tightConstraints.map(ObjectIdentifier.init) == [fixX, chain].map(ObjectIdentifier.init))
        #expect(solver.slide(of: y) == nil)
    }

    @Test func anInequalityAtItsBoundIsTightAndHoldsTheValue() throws {
        // x >= 20 against a weak pull to 0: x = 20 rests on the bound; the pull is not tight.
        let x = Variable("x")
        let bound = x >= 20, pull = (x == 0.0).priority(.defaultLow), loose = x <= 100
        let solver = Solver()
        for constraint in [bound, pull, loose] { try solver.addConstraint(constraint) }
        let dependence = solver.dependence(of: x)
        #expect(dependence.value == 20)
        #expect(dependence.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(bound)])
        #expect(solver.isTight(bound) && !solver.isTight(pull) && !solver.isTight(loose))
    }

    @Test func anAmbiguousVariableSlidesBetweenTwoBounds() throws {
        // The example of Docs/Solver.md: x + y == 100, x >= 10, y >= 30; x can be anything in
        // [10, 70].
        let x = Variable("x"), y = Variable("y")
        let sum = x + y == 100, low = x >= 10, high = y >= 30
        let solver = Solver()
        for constraint in [sum, low, high] { try solver.addConstraint(constraint) }
        let slide = try #require(solver.slide(of: x))
        #expect(slide.lower == 10 && slide.upper == 70)
        #expect(slide.lowerStops.map(ObjectIdentifier.init) == [ObjectIdentifier(low)])
        #expect(slide.upperStops.map(ObjectIdentifier.init) == [ObjectIdentifier(high)])
    }

    @Test func aSlideWithNoUpperBoundHasNoUpperEnd() throws {
        let x = Variable("x")
        let bound = x >= 10
        let solver = Solver()
        try solver.addConstraint(bound)
        let slide = try #require(solver.slide(of: x))
        #expect(slide.lower == 10 && slide.upper == nil)
        #expect(slide.lowerStops.map(ObjectIdentifier.init) == [ObjectIdentifier(bound)])
        #expect(slide.upperStops.isEmpty)
    }

    @Test func aVariableThatFollowsAnUnfixedOneMovesWithIt() throws {
        // x == y + 2 alone: x is defined by y, which nothing fixes.
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x == y + 2)
        let dependence = solver.dependence(of: x)
        #expect(dependence.isBasic && dependence.value == 2)
        #expect(dependence.freeVariables.map(ObjectIdentifier.init) == [ObjectIdentifier(y)])
        let slide = try #require(solver.slide(of: x))
        #expect(slide.lower == nil && slide.upper == nil)
    }

    @Test func aVariableNeverSeenIsFreeAndNotBasic() {
        let solver = Solver(), x = Variable("x")
        #expect(!solver.isBasic(x))
        #expect(solver.dependence(of: x).freeVariables.map(ObjectIdentifier.init) == [ObjectIdentifier(x)])
        #expect(solver.slide(of: x) == nil)
    }

    @Test func aVariableDefinedByARowIsBasic() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x == 3)
        #expect(solver.isBasic(x))
        #expect(!solver.isTight(x >= 0))  // not in the solver
    }
}

import Cassowary
import Testing

/// Issue 20, view fuzz seed 29265 brought down to the solver: the constraints of a horizontal
/// `fillProportionally` stack whose width nothing else fixes, with arranged views of intrinsic
/// widths 73 and 1e9 and spacing 4 (D = 1e9 + 77):
///
///     W == a + b + 4                                      required (canvas and spacing)
///     a == 73/D * W  @999,  b == 1e9/D * W  @998          UISV-fill-proportionally
///     a <= 73 @250, a >= 73 @750, b <= 1e9 @250, b >= 1e9 @750   content size
///
/// Only the two shares fix W: W = 4 / (1 - 73/D - 1e9/D), and 1 - 73/D - 1e9/D = 4/D = 4e-9.
/// The shares are rounded to doubles, so the system as given is solved exactly by
/// W = 1000000082.8668656 (worked out in rationals from the two doubles), not D; a rounding of
/// one unit in the last place of a coefficient moves W by about D × D/4 × 1.1e-16 = 28.
/// The solver answers D in four of the five orders below. Adding the content-size constraints
/// first makes it pivot on the coefficient 7.3e-8 (a share), which scales a row by 1.4e7; the
/// reduced cost 4e-9 that the other orders drop as below 1e-8 read 0.055 there and was taken
/// (W = 1000000082.87, the rounded system's answer) until a call that pivots on such an element
/// came to end with a build afresh (Docs/Solver.md, "Numeric limits"), which answers D. In the
/// fifth order, adding the shares first leaves the sum W - a - b with the coefficient 4e-9 on W, dropped
///   while W is 0; once W is near 1e9 the row it was dropped from is 4 off, and the 998 level is
///   left violated by 4 (W = 1000000081), where every other order violates it by less than 1e-7.
///
/// An incremental layout meets the constraints in another order than a fresh one, so the view
/// fuzzer sees frames 6.8 apart. Neither a tolerance relative to the operands of each sum nor one
/// relative to a column's coefficients makes every order agree (tried; each moves which orders
/// answer D): the system is ill-conditioned (condition D/4 = 2.5e8), and its answer is known only
/// to about 28 points, the precision Docs/Solver.md documents for such systems (magnitude ×
/// condition × 1.1e-16). Every order answers within four times that of both D and the rounded
/// system's exact answer.
@Suite struct IllConditionedSystemTests {
    static let small = 73.0, large = 1e9, spacing = 4.0
    static let total = small + large + spacing

    /// The stack's width W after adding the constraints (numbered as in the comment above) in
    /// `order`.
    static func width(addingInOrder order: [Int]) throws -> Double {
        let w = Variable("W"), a = Variable("a"), b = Variable("b")
        let constraints: [Constraint] = [
            w == a + b + spacing,
            (a == (small / total) * w).priority(999),
            (b == (large / total) * w).priority(998),
            (b <= large).priority(250), (b >= large).priority(750),
            (a <= small).priority(250), (a >= small).priority(750),
        ]
        let solver = Solver()
        for index in order { try solver.addConstraint(constraints[index]) }
        solver.updateVariables()
        return solver.value(of: w)
    }

    /// The documented precision of this ill-conditioned system: 4 × magnitude × condition ×
    /// 1.1e-16, with the condition D / spacing (110 points).
    static let precision = 4 * total * (total / spacing) * 1.1e-16
    /// The exact answer of the system as given (its shares rounded to doubles), in rationals.
    static let exactAnswer = 1000000082.8668656

    @Test(arguments: [[0, 1, 2, 5, 6, 3, 4], [0, 1, 2, 3, 4, 5, 6], [5, 6, 3, 4, 2, 1, 0], [3, 4, 5, 6, 0, 1, 2]])
    func ordersThatAnswerTheIntrinsicTotal(order: [Int]) throws {
        let width = try IllConditionedSystemTests.width(addingInOrder: order)
        #expect(abs(width - IllConditionedSystemTests.total) <= 1e-6 + 1e-12 * IllConditionedSystemTests.total)
    }

    @Test func theOrderThatAnswersAnotherWidthWithinThePrecision() throws {
        let width = try IllConditionedSystemTests.width(addingInOrder: [1, 2, 0, 3, 4, 5, 6])
        // 4 off at 998 (a coefficient of 4e-9 dropped).
        #expect(abs(width - 1000000081) <= 1e-5)
        #expect(abs(width - IllConditionedSystemTests.total) <= IllConditionedSystemTests.precision)
        #expect(abs(width - IllConditionedSystemTests.exactAnswer) <= IllConditionedSystemTests.precision)
    }
}

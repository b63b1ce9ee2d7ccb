@testable import StackLayout
import Testing

/// Issue 20, view fuzz seed 29265 shrunk: a `fillProportionally` stack whose width nothing else
/// fixes, one view 73 wide, then a second 1e9 wide (the documented maximum), spacing 4. The width
/// is fixed by the shares alone, W = 4 / (1 - Σ shares), an ill-conditioned system (see
/// `IllConditionedSystemTests` for the solver's side): an incremental layout meets its
/// constraints in another order than a fresh one and answers another width, within the
/// documented precision of such a length (Docs/ViewModel.md, "Numeric limits"), which here is
/// none: the shares leave a gap the solver takes for zero.
@Suite struct FillProportionallyPrecisionTests {
    /// The stack laid out with v3 (73 × 294) alone, then with v1 (1e9 × 118) after it when
    /// `incrementally`; with both from the start otherwise. Returns v0, v1, v3.
    func layOut(incrementally: Bool) -> [View] {
        let v0 = StackView(id: "v0")
        let v1 = View(id: "v1")
        let v3 = View(id: "v3")
        v0.addArrangedSubview(v3)
        v0.addArrangedSubview(v1)
        v0.distribution = .fillProportionally
        v0.spacing = 4
        v3.setIntrinsicContentSize(Size(width: 73, height: 294))
        if incrementally { v0.layoutIfNeeded() }
        v1.setIntrinsicContentSize(Size(width: 1e9, height: 118))
        v0.layoutIfNeeded()
        return [v0, v1, v3]
    }

    @Test func aFreshLayoutGivesEveryViewItsIntrinsicWidth() {
        let views = layOut(incrementally: false)
        // 73 + 4 + 1e9; the height is v3's 294 (alignment fill: v1 stretches to it).
        #expect(views.map(\.frame) == [
            Rect(x: 0, y: 0, width: 1_000_000_077, height: 294),
            Rect(x: 77, y: 0, width: 1e9, height: 294),
            Rect(x: 0, y: 0, width: 73, height: 294),
        ])
    }

    @Test func anIncrementalLayoutIsPromisedNothingForTheWidthBeyondTheSolversPrecision() {
        let incremental = layOut(incrementally: true).map(\.frame)
        // 1 − Σ shares is 4 / (1e9 + 77) = 4e-9, below the solver's zero for a coefficient
        // (1e-8): the shares do not fix the width to the solver. The incremental layout answered
        // 1000000083.79 when the fuzzer found the case, 6.79 from the fresh one (the order the
        // constraints came in); since the engine adds a layout's constraints in one batch it
        // answers as the fresh one does, but nothing promises that.
        #expect(FuzzState.proportionalLengthPrecision(lengths: 1e9 + 73, spacing: 4) == nil)
        // What holds exactly: heights and the first view's place.
        #expect(incremental.map(\.height) == [294, 294, 294])
        #expect([incremental[2].x, incremental[2].y] == [0, 0])
    }

    /// View fuzz seed 44676 shrunk: a horizontal `fillProportionally` stack v1 in a vertical
    /// stack v0 (alignment center, 749 × 772), arranging v3 (no intrinsic size) and v5 (1e9 × 65)
    /// with spacing 7; v5 is centred on v0 (required), so v3 is −7 wide, breaking its share
    /// (`v3.width == 0` at 999), and v1 is as wide as v5. Then v5's share, v5.width ==
    /// (1 − 7e-9) × v1.width at 998, asks for a width of 0 exactly, against v5's compression
    /// resistance (1e9 at 750); a gap of 7e-9 is below the solver's zero for a coefficient, so
    /// a fresh layout answered 749 and an incremental one (the stack laid out before v3 came)
    /// 2.3e-6. Both hold every required constraint.
    func layOutSeed44676(incrementally: Bool) -> [View] {
        let (v0, v1, v5, v8) = (StackView(id: "v0"), StackView(id: "v1"), StackView(id: "v5"), StackView(id: "v8"))
        let v3 = View(id: "v3")
        for view in [v0, v1, v3, v5, v8] { view.translatesAutoresizingMaskIntoConstraints = false }
        v0.addArrangedSubview(v1)
        v1.addArrangedSubview(v5)
        v5.addArrangedSubview(v8)
        (v0.axis, v0.alignment) = (.vertical, .center)
        v1.distribution = .fillProportionally
        v5.setIntrinsicContentSize(Size(width: 1e9, height: 65))
        (v5.axis, v5.alignment) = (.vertical, .leading)
        v5.centerXAnchor.constraint(equalTo: v0.centerXAnchor).isActive = true
        if incrementally { v0.layoutIfNeeded() }
        v1.insertArrangedSubview(v3, at: 0)
        v1.spacing = 7
        v0.frame = Rect(x: 3, y: -4, width: 749, height: 772)
        v8.setIntrinsicContentSize(Size(width: 155, height: View.noIntrinsicMetric))
        v0.layoutIfNeeded()
        return [v0, v1, v3, v5]
    }

    @Test func seed44676HoldsItsRequiredConstraintsEitherWay() {
        #expect(FuzzState.proportionalLengthPrecision(lengths: 1e9, spacing: 7) == nil)
        for incrementally in [false, true] {
            let (v1, v3, v5) = { ($0[1], $0[2], $0[3]) }(layOutSeed44676(incrementally: incrementally))
            #expect(v3.frame == Rect(x: 0, y: 0, width: -7, height: 772))
            #expect(v1.frame.size.width == v5.frame.size.width)
            // v5 is centred on v0: its centre in v0 is 374.5.
            #expect(abs(v1.frame.x + v5.frame.x + v5.frame.size.width / 2 - 374.5) < 1e-9)
            #expect([v1.frame.height, v5.frame.height] == [772, 772])
        }
    }

    @Test func atScreenSizesThePrecisionIsNegligible() {
        // Ten views of 100 points, spacing 8: 4 × 1072 × (1072 / 72) × 1.1e-16 = 7.0e-12.
        #expect(FuzzState.proportionalLengthPrecision(lengths: 1000, spacing: 72)! < 1e-11)
        #expect(FuzzState.proportionalLengthPrecision(lengths: 1e6, spacing: 0) == 0)
        // A million points with spacing 1: 4 × (1e6 + 1)² × 1.1e-16 = 4.4e-4.
        #expect(abs(FuzzState.proportionalLengthPrecision(lengths: 1e6, spacing: 1)! - 4.4000088e-4) < 1e-10)
    }
}

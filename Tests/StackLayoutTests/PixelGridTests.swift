import Testing
@testable import StackLayout

/// `PixelGrid.relative(_:to:)`, through which every frame a layout writes passes.
@Suite struct PixelGridTests {
    /// A solver value of -0 (reached along one sequence of pivots, +0 along another) becomes a
    /// frame of +0: a frame is rewritten only when it differs, and -0 == +0, so a -0 written once
    /// would otherwise stay or not depending on the layouts before (view fuzz seed 40932).
    @Test func aNegativeZeroBecomesPositive() {
        let rect = Rect(origin: Point(x: -0.0, y: -0.0), size: Size(width: -0.0, height: -0.0))
        let frame = PixelGrid.relative(rect, to: .zero)
        #expect([frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map(\.sign) == [.plus, .plus, .plus, .plus])
        #expect(frame == .zero)
    }

    /// Other values move by the origin and keep their sign; a negative size stays negative.
    @Test func otherValuesMoveByTheOrigin() {
        let rect = Rect(origin: Point(x: 3, y: -2), size: Size(width: -5, height: 7))
        let frame = PixelGrid.relative(rect, to: Point(x: 1, y: -4))
        #expect([frame.origin.x, frame.origin.y, frame.size.width, frame.size.height] == [2, 2, -5, 7])
    }
}

import StackLayout
import Testing

@testable import StackLayoutCommand

/// Labels placed without overlap: inside first, then outside, nearest first; worked out by hand.
@Suite struct LabelPlacerTests {
    @Test func insideCornersThenTheMiddleThenOutside() {
        // A 100 × 50 box, 30 × 13 labels: the inner box is (2, 2) … (98, 48).
        var placer = LabelPlacer()
        let box = Rect(x: 0, y: 0, width: 100, height: 50)
        let size = Size(width: 30, height: 13)
        let places = (0..<6).map { _ in placer.place(size, for: box, obstacles: []) }
        #expect(places.map { $0?.rect.origin } == [
            Point(x: 2, y: 2), Point(x: 68, y: 2), Point(x: 2, y: 35), Point(x: 68, y: 35), Point(x: 35, y: 18.5),
            Point(x: 0, y: -15),
        ])
        #expect(places.map { $0?.isInside } == [true, true, true, true, true, false])
    }

    @Test func anOutsideLabelKeepsOffOtherBoxesWhenItCan() {
        // Too small inside; above is another box, so the label goes below.
        var placer = LabelPlacer()
        let box = Rect(x: 0, y: 20, width: 10, height: 10)
        let place = placer.place(Size(width: 30, height: 13), for: box, obstacles: [Rect(x: 0, y: 0, width: 40, height: 20)])
        #expect(place == LabelPlacer.Placement(rect: Rect(x: 0, y: 32, width: 30, height: 13), isInside: false))
    }

    @Test func aLeaderLineCrossesNoLabel() {
        // A label already sits just above the box: the next one may not go further up (its
        // leader would cross it), so it goes below.
        var placer = LabelPlacer()
        placer.occupy(Rect(x: 0, y: 7, width: 30, height: 13))
        let box = Rect(x: 0, y: 22, width: 2, height: 2)
        let place = placer.place(Size(width: 30, height: 13), for: box, obstacles: [])
        #expect(place == LabelPlacer.Placement(rect: Rect(x: 0, y: 26, width: 30, height: 13), isInside: false))
        #expect(LabelPlacer.segment(from: Point(x: 0, y: 0), to: Point(x: 10, y: 10), entersInsideOf: Rect(x: 4, y: 4, width: 2, height: 2)))
        #expect(!LabelPlacer.segment(from: Point(x: 0, y: 0), to: Point(x: 10, y: 0), entersInsideOf: Rect(x: 4, y: 0, width: 2, height: 2)))
        #expect(!LabelPlacer.segment(from: Point(x: 0, y: 0), to: Point(x: 3, y: 3), entersInsideOf: Rect(x: 4, y: 4, width: 2, height: 2)))
    }

    @Test func aCrowdedPlaceRunsOutAndNothingOverlaps() {
        var placer = LabelPlacer()
        let box = Rect(x: 0, y: 0, width: 1, height: 1)
        let places = (0..<100).map { _ in placer.place(Size(width: 30, height: 13), for: box, obstacles: []) }
        let placed = places.compactMap(\.?.rect)
        // At least one on each side of the point; further out, most leaders would cross those.
        #expect(placed.count < 100 && placed.count >= 4)
        for (index, rect) in placed.enumerated() {
            #expect(placed[(index + 1)...].allSatisfy { !$0.overlaps(rect) })
        }
    }
}

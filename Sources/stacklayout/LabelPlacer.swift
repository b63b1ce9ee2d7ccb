import StackLayout

/// Places text labels on a picture so that no two overlap: inside the labelled box when one fits
/// there, else outside it with a leader line to the box that crosses no other label, nearest
/// first, preferring places that cover no other box.
struct LabelPlacer {
    /// Where a label went.
    struct Placement: Equatable {
        /// The label's rectangle.
        let rect: Rect
        /// False when the label lies outside its box.
        let isInside: Bool

        /// The leader line of a label outside its box: from the label's nearest point to the
        /// box's nearest point to the label's centre.
        func leader(to box: Rect) -> (from: Point, to: Point) {
            let target = box.nearestPoint(to: Point(x: rect.midX, y: rect.midY))
            return (rect.nearestPoint(to: target), target)
        }
    }

    /// The rectangles of the labels placed so far (and anything else labels must not cover).
    private(set) var occupied: [Rect] = []

    /// The approximate size of `text` in 11-point sans-serif.
    static func size(of text: String) -> Size {
        Size(width: Double(text.count) * 6.4 + 4, height: 13)
    }

    /// Keeps later labels off `rect`.
    mutating func occupy(_ rect: Rect) { occupied.append(rect) }

    /// Places a label of `size` for `box`, keeping off `obstacles` (other boxes) when it can;
    /// nil when no place up to `rings` label heights away is free of other labels.
    mutating func place(_ size: Size, for box: Rect, obstacles: [Rect], rings: Int = 6) -> Placement? {
        let inner = box.insetBy(2)
        let inside = [
            Point(x: inner.x, y: inner.y), Point(x: inner.maxX - size.width, y: inner.y),
            Point(x: inner.x, y: inner.maxY - size.height), Point(x: inner.maxX - size.width, y: inner.maxY - size.height),
            Point(x: inner.midX - size.width / 2, y: inner.midY - size.height / 2),
        ].map { Rect(x: $0.x, y: $0.y, width: size.width, height: size.height) }
        for rect in inside where inner.contains(rect) && isFree(rect) && !obstacles.contains(where: { $0.overlaps(rect) }) {
            return record(Placement(rect: rect, isInside: true))
        }
        let outside = Self.outsideCandidates(size, around: box, rings: rings)
        for avoidingBoxes in [true, false] {
            for rect in outside where isFree(rect) && !(avoidingBoxes && obstacles.contains(where: { $0.overlaps(rect) })) {
                let placement = Placement(rect: rect, isInside: false)
                let leader = placement.leader(to: box)
                guard !crossesALabel(from: leader.from, to: leader.to) else { continue }
                // Later labels keep off a leader that runs straight (a slanted one is left bare).
                let line = Rect(from: leader.from, to: leader.to)
                if line.width < 1 || line.height < 1 { occupied.append(line.insetBy(-0.5)) }
                return record(placement)
            }
        }
        return nil
    }

    private func isFree(_ rect: Rect) -> Bool { !occupied.contains { $0.overlaps(rect) } }

    /// True when the segment passes through the inside of a placed label.
    private func crossesALabel(from start: Point, to end: Point) -> Bool {
        occupied.contains { Self.segment(from: start, to: end, entersInsideOf: $0) }
    }

    /// Liang–Barsky clipping against the open rectangle: true when a piece of the segment of
    /// positive length (or the point, for a segment of none) lies strictly inside it.
    static func segment(from start: Point, to end: Point, entersInsideOf rect: Rect) -> Bool {
        let dx = end.x - start.x, dy = end.y - start.y
        var low = 0.0, high = 1.0
        for (p, q) in [(-dx, start.x - rect.x), (dx, rect.maxX - start.x), (-dy, start.y - rect.y), (dy, rect.maxY - start.y)] {
            if p == 0 {
                if q <= 0 { return false }
            } else if p < 0 {
                low = max(low, q / p)
            } else {
                high = min(high, q / p)
            }
        }
        return dx == 0 && dy == 0 ? true : low < high
    }

    private mutating func record(_ placement: Placement) -> Placement {
        occupied.append(placement.rect)
        return placement
    }

    /// Places around `box`, ring by ring (2 points away, then one label height further each
    /// time). A box wider than tall is labelled above or below first (at its left, right, then
    /// middle), then beside; a taller one beside first (at its middle, top, then bottom), where a
    /// label reads as belonging to it.
    static func outsideCandidates(_ size: Size, around box: Rect, rings: Int) -> [Rect] {
        var candidates: [Rect] = []
        for ring in 0..<rings {
            let d = 2 + Double(ring) * size.height
            var aboveAndBelow: [Rect] = []
            for x in [box.x, box.maxX - size.width, box.midX - size.width / 2] {
                aboveAndBelow.append(Rect(x: x, y: box.y - d - size.height, width: size.width, height: size.height))
                aboveAndBelow.append(Rect(x: x, y: box.maxY + d, width: size.width, height: size.height))
            }
            var beside: [Rect] = []
            for y in [box.midY - size.height / 2, box.y, box.maxY - size.height] {
                beside.append(Rect(x: box.maxX + d, y: y, width: size.width, height: size.height))
                beside.append(Rect(x: box.x - d - size.width, y: y, width: size.width, height: size.height))
            }
            candidates += box.width >= box.height ? aboveAndBelow + beside : beside + aboveAndBelow
        }
        return candidates
    }
}

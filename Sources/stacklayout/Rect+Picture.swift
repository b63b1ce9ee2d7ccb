import StackLayout

/// The rectangle arithmetic the picture needs.
extension Rect {
    /// The rectangle spanned by two corners.
    init(from a: Point, to b: Point) {
        self.init(x: Swift.min(a.x, b.x), y: Swift.min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }

    /// True when the two rectangles share some area (touching edges do not count).
    func overlaps(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// True when `other` lies inside this rectangle.
    func contains(_ other: Rect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        let left = min(x, other.x), top = min(y, other.y)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// Shrunk by `amount` on every side (grown when it is negative).
    func insetBy(_ amount: Double) -> Rect {
        Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// The point of this rectangle nearest to `point`.
    func nearestPoint(to point: Point) -> Point {
        Point(x: Swift.min(Swift.max(point.x, x), maxX), y: Swift.min(Swift.max(point.y, y), maxY))
    }
}

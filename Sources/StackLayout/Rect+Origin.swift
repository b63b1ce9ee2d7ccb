import Foundation

extension Rect {
    /// The origin's x (the left edge for a rectangle of positive width).
    public var x: CGFloat { origin.x }
    /// The origin's y (the top edge for a rectangle of positive height).
    public var y: CGFloat { origin.y }

    /// True when origin and size are the same numbers. (`==` compares standardized rectangles:
    /// two frames of negative width whose origins differ by less than a unit in the last place
    /// of `x + width` are `==`.)
    func isIdentical(to other: Rect) -> Bool { origin == other.origin && size == other.size }
}

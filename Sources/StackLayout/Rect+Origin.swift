import Foundation

extension Rect {
    /// The origin's x (the left edge for a rectangle of positive width).
    public var x: CGFloat { origin.x }
    /// The origin's y (the top edge for a rectangle of positive height).
    public var y: CGFloat { origin.y }
}

import Foundation

/// A position in points, origin top left, y down: Foundation's `CGPoint`, so code written for
/// UIKit compiles unchanged.
public typealias Point = CGPoint

/// A width and a height in points: Foundation's `CGSize`.
public typealias Size = CGSize

/// A rectangle in points, origin top left, y down: Foundation's `CGRect`. Its `width` and
/// `height` are standardized (never negative), as Core Graphics reads them; `size` holds the
/// values exactly as laid out.
public typealias Rect = CGRect

/// Insets from each edge, left and right fixed.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any side.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Insets from each edge, leading and trailing following the layout direction.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every side.
    public init(all inset: Double) {
        self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
    }

    /// No inset on any side.
    public static let zero = DirectionalEdgeInsets(all: 0)
}

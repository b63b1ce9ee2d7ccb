/// The attributes of a view or layout guide that a constraint can relate, as in UIKit; the raw
/// values are the names of the text form (Docs/Formats.md §3).
public enum LayoutAttribute: String, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The axis the attribute measures along.
    public var axis: LayoutAxis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
            .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline,
            .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        }
    }

    /// True for the attributes that follow the layout direction: leading, trailing and their margins.
    public var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// True for left, right and their margins, which ignore the layout direction.
    var isAbsoluteHorizontal: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: true
        default: false
        }
    }

    /// True for the first and last baselines.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// True for `width` and `height`.
    public var isDimension: Bool { self == .width || self == .height }

    /// For an attribute whose expression is one of an item's variables or the sum of two, with no
    /// constant (edges and dimensions; leading and trailing resolved `rightToLeft` or not), those
    /// variables in the order of `LayoutItem.expression(for:rightToLeft:)`; nil for the others
    /// (centres, baselines, margins).
    func boxSides(rightToLeft: Bool) -> (LayoutBox.Side, LayoutBox.Side?)? {
        switch self {
        case .left: (.left, nil)
        case .top: (.top, nil)
        case .width: (.width, nil)
        case .height: (.height, nil)
        // The left edge, plus the width for the edge on the right.
        case .leading, .trailing: (.left, (self == .trailing) != rightToLeft ? .width : nil)
        case .right: (.left, .width)
        case .bottom: (.top, .height)
        default: nil
        }
    }

    /// How many of an item's variables the attribute's expression mentions, at most (exact but
    /// for baselines, which may mention one): a solver constraint reserves exactly the terms it
    /// keeps for as long as it is installed.
    func termCount(rightToLeft: Bool) -> Int {
        switch self {
        case .left, .top, .width, .height, .leftMargin, .topMargin: 1
        case .leading, .leadingMargin: rightToLeft ? 2 : 1
        case .trailing, .trailingMargin: rightToLeft ? 1 : 2
        default: 2
        }
    }
}

/// A direction of layout.
public enum LayoutAxis: String, Sendable, CaseIterable {
    case horizontal, vertical
}

/// Which way leading and trailing run.
public enum LayoutDirection: String, Sendable {
    case leftToRight, rightToLeft
}

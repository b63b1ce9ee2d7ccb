import StackLayout

/// Where an anchor is on a picture, to draw a constraint between its two anchors: a position
/// (left, centerY, a baseline, a margin…) is a segment across the item at that place; a width or
/// height a segment along the item through its middle. In the container's coordinates.
enum AnchorGeometry {
    /// The segment `[x1, y1, x2, y2]` showing `attribute` of `item`; `frame` gives any item's frame
    /// in the container's coordinates.
    static func segment(_ attribute: LayoutAttribute, of item: LayoutItem, frame: (LayoutItem) -> Rect) -> [Double] {
        let f = frame(item)
        let view = item as? View
        let host = view ?? (item as? LayoutGuide)?.owningView
        let rightToLeft = host?.effectiveLayoutDirection == .rightToLeft
        let margins = view?.layoutMargins ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        func across(x: Double) -> [Double] { [x, f.y, x, f.maxY] }
        func across(y: Double) -> [Double] { [f.x, y, f.maxX, y] }
        switch attribute {
        case .left: return across(x: f.x)
        case .right: return across(x: f.maxX)
        case .leading: return across(x: rightToLeft ? f.maxX : f.x)
        case .trailing: return across(x: rightToLeft ? f.x : f.maxX)
        case .centerX: return across(x: f.midX)
        case .top: return across(y: f.y)
        case .bottom: return across(y: f.maxY)
        case .centerY: return across(y: f.midY)
        case .width: return [f.x, f.midY, f.maxX, f.midY]
        case .height: return [f.midX, f.y, f.midX, f.maxY]
        case .leftMargin: return across(x: f.x + margins.left)
        case .rightMargin: return across(x: f.maxX - margins.right)
        case .leadingMargin: return across(x: rightToLeft ? f.maxX - margins.right : f.x + margins.left)
        case .trailingMargin: return across(x: rightToLeft ? f.x + margins.left : f.maxX - margins.right)
        case .topMargin: return across(y: f.y + margins.top)
        case .bottomMargin: return across(y: f.maxY - margins.bottom)
        case .centerXWithinMargins: return across(x: f.midX + (margins.left - margins.right) / 2)
        case .centerYWithinMargins: return across(y: f.midY + (margins.top - margins.bottom) / 2)
        case .firstBaseline, .lastBaseline:
            guard let view else { return across(y: f.maxY) }
            let source = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            let s = frame(source)
            let offset = attribute == .firstBaseline ? source.firstBaselineOffset : source.lastBaselineOffset
            return [f.x, s.y + (offset ?? s.height), f.maxX, s.y + (offset ?? s.height)]
        }
    }
}

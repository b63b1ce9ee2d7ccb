import Cassowary

/// Something constraints can position: a `View` or a `LayoutGuide`.
public protocol LayoutItem: AnyObject {
    /// The name the text form uses: a view's id, or `OWNER.identifier` for a guide.
    var layoutName: String { get }
    /// The frame from the last layout, in the coordinates of the superview (a guide: its owning
    /// view).
    var frame: Rect { get }
    /// The item's solver variables, and what constraints hold the item by (it reads `nil` once
    /// the item is freed); only `View` and `LayoutGuide` make them.
    var layoutBox: LayoutBox { get }
}

extension LayoutItem {
    /// The view whose hierarchy the item belongs to (itself, or a guide's owning view).
    var hostView: View? {
        switch self {
        case let view as View: view
        case let guide as LayoutGuide: guide.owningView
        default: nil
        }
    }

    var box: LayoutBox { layoutBox }

    /// Appends the terms of `attribute`'s expression (see `expression(for:rightToLeft:)`), each
    /// coefficient times `factor`, to `terms`, and returns its constant times `factor`: the
    /// common attributes without building an `Expression` (this runs for every constraint a
    /// layout derives).
    func appendTerms(
        of attribute: LayoutAttribute, rightToLeft: Bool, times factor: Double, to terms: inout [Term]
    ) -> Double {
        if let (side, other) = attribute.boxSides(rightToLeft: rightToLeft) {
            let b = box
            terms.append(Term(b[side], factor))
            if let other { terms.append(Term(b[other], factor)) }
            return 0
        }
        let expression = expression(for: attribute, rightToLeft: rightToLeft)
        for term in expression.terms { terms.append(Term(term.variable, term.coefficient * factor)) }
        return expression.constant * factor
    }

    /// The linear expression of `attribute` in the item's variables, leading and trailing
    /// resolved `rightToLeft` or not: by the constraint's direction, not the item's own.
    func expression(for attribute: LayoutAttribute, rightToLeft: Bool) -> Expression {
        let b = box
        // Read only by the attributes that need them: finding them walks the hierarchy.
        var margins: EdgeInsets { (self as? View)?.layoutMargins ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
        switch attribute {
        case .left: return Expression(b.left)
        case .right: return b.left + b.width
        case .top: return Expression(b.top)
        case .bottom: return b.top + b.height
        case .leading: return rightToLeft ? b.left + b.width : Expression(b.left)
        case .trailing: return rightToLeft ? Expression(b.left) : b.left + b.width
        case .width: return Expression(b.width)
        case .height: return Expression(b.height)
        case .centerX: return b.left + 0.5 * b.width
        case .centerY: return b.top + 0.5 * b.height
        case .firstBaseline, .lastBaseline:
            guard let view = self as? View else { return b.top + b.height }
            let source = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            if source !== view { return source.expression(for: attribute, rightToLeft: rightToLeft) }
            let offset = attribute == .firstBaseline ? view.firstBaselineOffset : view.lastBaselineOffset
            guard let offset else { return b.top + b.height }
            return b.top + offset
        case .leftMargin: return b.left + margins.left
        case .rightMargin: return b.left + b.width - margins.right
        case .topMargin: return b.top + margins.top
        case .bottomMargin: return b.top + b.height - margins.bottom
        case .leadingMargin: return expression(for: rightToLeft ? .rightMargin : .leftMargin, rightToLeft: rightToLeft)
        case .trailingMargin: return expression(for: rightToLeft ? .leftMargin : .rightMargin, rightToLeft: rightToLeft)
        case .centerXWithinMargins: return b.left + 0.5 * b.width + 0.5 * (margins.left - margins.right)
        case .centerYWithinMargins: return b.top + 0.5 * b.height + 0.5 * (margins.top - margins.bottom)
        }
    }
}

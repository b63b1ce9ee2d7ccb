extension View {
    /// The margins, leading and trailing following the layout direction (8 each side by default).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { margins }
        set {
            let values = [newValue.top, newValue.leading, newValue.bottom, newValue.trailing]
            if !refuses("directionalLayoutMargins", values) { margins = newValue }
        }
    }

    /// The margins with left and right resolved for the current layout direction.
    public var layoutMargins: EdgeInsets {
        get {
            let rightToLeft = effectiveLayoutDirection == .rightToLeft
            let margins = effectiveMargins
            return EdgeInsets(
                top: margins.top, left: rightToLeft ? margins.trailing : margins.leading,
                bottom: margins.bottom, right: rightToLeft ? margins.leading : margins.trailing)
        }
        set {
            let rightToLeft = effectiveLayoutDirection == .rightToLeft
            directionalLayoutMargins = DirectionalEdgeInsets(
                top: newValue.top, leading: rightToLeft ? newValue.right : newValue.left,
                bottom: newValue.bottom, trailing: rightToLeft ? newValue.left : newValue.right)
        }
    }

    /// The guide inset from the view's edges by its layout margins.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = layoutGuides.first(where: { $0.identifier == View.marginsGuideName }) { return guide }
        let guide = LayoutGuide(identifier: View.marginsGuideName)
        addLayoutGuide(guide)
        return guide
    }

    /// The guide for text: inside the layout margins, at most `readableWidth` wide, centred.
    public var readableContentGuide: LayoutGuide {
        if let guide = madeReadableContentGuide { return guide }
        _ = layoutMarginsGuide
        let guide = LayoutGuide(identifier: View.readableGuideName)
        addLayoutGuide(guide)
        return guide
    }

    /// The readable content guide if it has been made (it is made when first asked for and
    /// stays), without making it.
    var madeReadableContentGuide: LayoutGuide? { layoutGuides.first { $0.identifier == View.readableGuideName } }

    static let marginsGuideName = "layoutMarginsGuide"
    static let readableGuideName = "readableContentGuide"
}

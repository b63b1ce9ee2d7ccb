extension View {
    /// The guide for content clear of system bars, as UIKit's: here no device insets anything, so
    /// it covers the view's bounds (held by `UIViewSafeAreaLayoutGuide-…` constraints). Code
    /// that pins to it lays out as on a device whose safe area insets are zero.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = layoutGuides.first(where: { $0.identifier == View.safeAreaGuideName }) { return guide }
        let guide = LayoutGuide(identifier: View.safeAreaGuideName)
        addLayoutGuide(guide)
        return guide
    }

    /// The safe area's insets from the view's edges: zero, as no device insets anything here.
    public var safeAreaInsets: EdgeInsets { .zero }

    /// The safe area guide at the view's edges, when the guide was asked for.
    func safeAreaConstraints() -> [LayoutConstraint] {
        guard let guide = layoutGuides.first(where: { $0.identifier == View.safeAreaGuideName }) else { return [] }
        let insets = safeAreaInsets
        return [
            generated(.safeAreaGuide, guide, .left, .equal, self, .left, constant: insets.left),
            generated(.safeAreaGuide, guide, .top, .equal, self, .top, constant: insets.top),
            generated(.safeAreaGuide, self, .right, .equal, guide, .right, constant: insets.right),
            generated(.safeAreaGuide, self, .bottom, .equal, guide, .bottom, constant: insets.bottom),
        ]
    }

    static let safeAreaGuideName = "UIViewSafeAreaLayoutGuide"
}

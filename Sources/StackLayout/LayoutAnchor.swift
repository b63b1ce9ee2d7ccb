/// The kinds of anchor: an x anchor can only be constrained to an x anchor, and so on.
public enum XAxisAnchorKind {}
/// The kind of `LayoutYAxisAnchor`.
public enum YAxisAnchorKind {}
/// The kind of `LayoutDimension`.
public enum DimensionAnchorKind {}

/// One attribute of a layout item, typed by what it measures, for building constraints as in
/// UIKit: `a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)`.
public struct LayoutAnchor<Kind> {
    /// The view or guide the anchor belongs to.
    public let item: LayoutItem
    /// The attribute it stands for.
    public let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    func relate(
        _ relation: Relation, _ other: LayoutAnchor<Kind>?, multiplier: Double = 1, constant: Double
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
            attribute: other?.attribute, multiplier: multiplier, constant: constant)
    }

    /// `self == other + constant`.
    public func constraint(equalTo other: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        relate(.equal, other, constant: constant)
    }

    /// `self >= other + constant`.
    public func constraint(greaterThanOrEqualTo other: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        relate(.greaterThanOrEqual, other, constant: constant)
    }

    /// `self <= other + constant`.
    public func constraint(lessThanOrEqualTo other: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        relate(.lessThanOrEqual, other, constant: constant)
    }
}

/// An anchor along x: leading, trailing, left, right, centerX.
public typealias LayoutXAxisAnchor = LayoutAnchor<XAxisAnchorKind>
/// An anchor along y: top, bottom, centerY, the baselines.
public typealias LayoutYAxisAnchor = LayoutAnchor<YAxisAnchorKind>
/// A width or height anchor.
public typealias LayoutDimension = LayoutAnchor<DimensionAnchorKind>

/// The standard space between siblings (UIKit's system spacing).
public let systemSpacing: Double = 8

extension LayoutAnchor where Kind == XAxisAnchorKind {
    /// `self == other + multiplier × 8`: system spacing after `other`.
    public func constraint(equalToSystemSpacingAfter other: LayoutXAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        relate(.equal, other, constant: systemSpacing * multiplier)
    }

    /// `self >= other + multiplier × 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter other: LayoutXAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        relate(.greaterThanOrEqual, other, constant: systemSpacing * multiplier)
    }
}

extension LayoutAnchor where Kind == YAxisAnchorKind {
    /// `self == other + multiplier × 8`: system spacing below `other`.
    public func constraint(equalToSystemSpacingBelow other: LayoutYAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        relate(.equal, other, constant: systemSpacing * multiplier)
    }

    /// `self >= other + multiplier × 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow other: LayoutYAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        relate(.greaterThanOrEqual, other, constant: systemSpacing * multiplier)
    }
}

extension LayoutAnchor where Kind == DimensionAnchorKind {
    /// `self == multiplier × other + constant`.
    public func constraint(equalTo other: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        relate(.equal, other, multiplier: multiplier, constant: constant)
    }

    /// `self >= multiplier × other + constant`.
    public func constraint(greaterThanOrEqualTo other: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        relate(.greaterThanOrEqual, other, multiplier: multiplier, constant: constant)
    }

    /// `self <= multiplier × other + constant`.
    public func constraint(lessThanOrEqualTo other: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        relate(.lessThanOrEqual, other, multiplier: multiplier, constant: constant)
    }

    /// `self == constant`.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint { relate(.equal, nil, constant: constant) }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        relate(.greaterThanOrEqual, nil, constant: constant)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        relate(.lessThanOrEqual, nil, constant: constant)
    }
}

extension LayoutItem {
    /// The leading edge (left, or right under right-to-left).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .leading) }
    /// The trailing edge.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .right) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutAnchor(self, .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutAnchor(self, .height) }
}

extension View {
    /// The first baseline (the bottom for a view without one).
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .firstBaseline) }
    /// The last baseline (the bottom for a view without one).
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .lastBaseline) }
}

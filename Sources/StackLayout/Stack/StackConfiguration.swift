/// How a stack sizes and places its arranged views along its axis (UIKit's
/// `UIStackView.Distribution`).
public enum StackDistribution: String, Sendable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

/// How a stack places its arranged views across its axis (UIKit's `UIStackView.Alignment`;
/// `leading`/`top` and `trailing`/`bottom` are the same cases).
public enum StackAlignment: String, Sendable, CaseIterable {
    case fill, leading, trailing, center, firstBaseline, lastBaseline

    public static let top = StackAlignment.leading
    public static let bottom = StackAlignment.trailing
}

/// Everything the stack's constraints depend on: the compiler's input.
public struct StackConfiguration: Hashable, Sendable {
    /// What the compiler needs to know of one arranged view.
    public struct Arranged: Hashable, Sendable {
        public var isHidden: Bool
        /// The intrinsic length along the stack's axis (`fillProportionally`); nil for none.
        public var intrinsicLength: Double?
        public var hasFirstBaseline: Bool
        public var hasLastBaseline: Bool
        /// `setCustomSpacing(_:after:)`; nil for the stack's spacing.
        public var customSpacingAfter: Double?
        /// A label that may take more than one line (`UISV-text-width-disambiguation`).
        public var isMultilineText: Bool

        public init(
            isHidden: Bool = false, intrinsicLength: Double? = nil, hasFirstBaseline: Bool = false,
            hasLastBaseline: Bool = false, customSpacingAfter: Double? = nil, isMultilineText: Bool = false
        ) {
            self.isHidden = isHidden
            self.intrinsicLength = intrinsicLength
            self.hasFirstBaseline = hasFirstBaseline
            self.hasLastBaseline = hasLastBaseline
            self.customSpacingAfter = customSpacingAfter
            self.isMultilineText = isMultilineText
        }
    }

    public var axis: LayoutAxis
    public var distribution: StackDistribution
    public var alignment: StackAlignment
    public var spacing: Double
    public var isBaselineRelativeArrangement: Bool
    public var isLayoutMarginsRelativeArrangement: Bool
    public var layoutMarginsFollowReadableWidth: Bool
    public var arranged: [Arranged]

    public init(
        axis: LayoutAxis = .horizontal, distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
        spacing: Double = 0, isBaselineRelativeArrangement: Bool = false,
        isLayoutMarginsRelativeArrangement: Bool = false, layoutMarginsFollowReadableWidth: Bool = false,
        arranged: [Arranged] = []
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.layoutMarginsFollowReadableWidth = layoutMarginsFollowReadableWidth
        self.arranged = arranged
    }
}

/// The reader's preferred text size (UIKit's `UIContentSizeCategory`): seven standard sizes and
/// five larger accessibility sizes. The root view's category sizes every text style below it.
public enum ContentSizeCategory: String, Sendable, CaseIterable {
    case extraSmall = "XS", small = "S", medium = "M", large = "L", extraLarge = "XL"
    case extraExtraLarge = "XXL", extraExtraExtraLarge = "XXXL"
    case accessibilityMedium = "AX1", accessibilityLarge = "AX2", accessibilityExtraLarge = "AX3"
    case accessibilityExtraExtraLarge = "AX4", accessibilityExtraExtraExtraLarge = "AX5"

    /// True for the five accessibility sizes (AX1…AX5).
    public var isAccessibilityCategory: Bool { index >= 7 }

    /// The position in the list from `extraSmall` (0) to `accessibilityExtraExtraExtraLarge` (11).
    var index: Int { Self.allCases.firstIndex(of: self)! }
}

/// A semantic text style (UIKit's `UIFont.TextStyle`), sized by the content size category.
public enum TextStyle: String, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The point size at `category`: the table of Apple's Human Interface Guidelines (iOS,
    /// "Dynamic Type sizes"), xS…xxxL then AX1…AX5.
    public func pointSize(for category: ContentSizeCategory) -> Double {
        Self.sizes[self]![category.index]
    }

    private static let sizes: [TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 50],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 48],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]
}

/// A label's font: a fixed point size, or a text style that follows the content size category
/// (UIKit's `UIFont.systemFont(ofSize:)` and `UIFont.preferredFont(forTextStyle:)`).
public enum Font: Hashable, Sendable {
    case system(size: Double)
    case textStyle(TextStyle)

    /// The point size at `category`.
    public func pointSize(for category: ContentSizeCategory) -> Double {
        switch self {
        case .system(let size): size
        case .textStyle(let style): style.pointSize(for: category)
        }
    }
}

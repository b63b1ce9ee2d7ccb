import Foundation

/// UIKit's spellings of what the view model names otherwise, so ported code compiles unchanged.
extension View {
    /// The view's own rectangle: origin zero, the frame's size (UIKit's `bounds`, without scrolling).
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// UIKit's `effectiveUserInterfaceLayoutDirection`: `effectiveLayoutDirection`.
    public var effectiveUserInterfaceLayoutDirection: LayoutDirection { effectiveLayoutDirection }

    /// UIKit's `semanticContentAttribute`, over `semanticLayoutDirection`: `.unspecified`
    /// inherits; the forced directions force it; `.playback` and `.spatial` never flip, so they
    /// force left to right (and read back as `.forceLeftToRight`).
    public var semanticContentAttribute: SemanticContentAttribute {
        get {
            switch semanticLayoutDirection {
            case nil: .unspecified
            case .leftToRight: .forceLeftToRight
            case .rightToLeft: .forceRightToLeft
            }
        }
        set {
            switch newValue {
            case .unspecified: semanticLayoutDirection = nil
            case .forceRightToLeft: semanticLayoutDirection = .rightToLeft
            case .forceLeftToRight, .playback, .spatial: semanticLayoutDirection = .leftToRight
            }
        }
    }

    /// `systemLayoutSizeFitting(_:)`'s target for the smallest size, as UIKit's.
    public static let layoutFittingCompressedSize = Size.zero
}

/// How a view's content follows the layout direction (UIKit's `UISemanticContentAttribute`).
public enum SemanticContentAttribute: Sendable, CaseIterable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

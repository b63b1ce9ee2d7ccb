/// When a scroll view adds its safe-area insets to its content inset (UIKit's
/// `UIScrollView.ContentInsetAdjustmentBehavior`).
public enum ContentInsetAdjustmentBehavior: String, Sendable, CaseIterable {
    /// As `scrollableAxes` (UIKit's default; its navigation-controller exception does not arise
    /// here).
    case automatic
    /// Along each axis the content scrolls on: content longer than the frame less the content
    /// inset.
    case scrollableAxes
    /// Never.
    case never
    /// Always, on every edge.
    case always
}

/// A view whose content is larger than its frame, as UIKit's `UIScrollView` with its two guides.
///
/// Subviews are laid out in content coordinates: constrain them to `contentLayoutGuide`, whose
/// size is the `contentSize`, and use `frameLayoutGuide` for the visible rectangle (a column as
/// wide as the frame: `content.widthAnchor == frameLayoutGuide.widthAnchor`). The content rests
/// at its top left: `contentOffset` is minus the adjusted inset's top and left (scrolling is not
/// modelled), so the content's origin is on screen `adjustedContentInset` inside the frame.
public final class ScrollView: View {
    /// The content's rectangle in content coordinates; its size is the content size.
    public let contentLayoutGuide = LayoutGuide(identifier: "contentLayoutGuide")
    /// The scroll view's own frame, in content coordinates (it sits at the content offset).
    public let frameLayoutGuide = LayoutGuide(identifier: "frameLayoutGuide")

    /// Extra space around the content (zero by default). NaN or an infinity is refused and
    /// reported.
    public var contentInset = EdgeInsets.zero {
        didSet {
            let values = [contentInset.top, contentInset.left, contentInset.bottom, contentInset.right]
            if refuses("contentInset", values) { return contentInset = oldValue }
            needsFullLayout()
        }
    }
    /// When the safe-area insets are added to the content inset (`automatic` by default).
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { needsFullLayout() }
    }
    /// The content inset plus the safe-area insets the adjustment behavior adds (at the last
    /// layout).
    public private(set) var adjustedContentInset = EdgeInsets.zero

    /// A scroll view at `frame`, with its content and frame guides (`ScrollView()` and
    /// `ScrollView(id:)` are inherited).
    public override init(frame: Rect) {
        super.init(frame: frame)
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
    }

    /// The size of the content: the content guide's, from the last layout.
    public var contentSize: Size { contentLayoutGuide.frame.size }

    /// Where the visible rectangle starts in content coordinates: at rest, minus the adjusted
    /// inset's left and top.
    public var contentOffset: Point { Point(x: -adjustedContentInset.left, y: -adjustedContentInset.top) }

    /// The adjusted content inset from the frame and safe area of the last layout; true when it
    /// changed.
    func updateAdjustedContentInset() -> Bool {
        let safe = safeAreaInsets
        let (vertical, horizontal): (Bool, Bool) = switch contentInsetAdjustmentBehavior {
        case .never: (false, false)
        case .always: (true, true)
        case .automatic, .scrollableAxes: (
            contentSize.height + contentInset.top + contentInset.bottom > frame.height,
            contentSize.width + contentInset.left + contentInset.right > frame.width)
        }
        let adjusted = EdgeInsets(
            top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (vertical ? safe.bottom : 0), right: contentInset.right + (horizontal ? safe.right : 0))
        guard adjusted != adjustedContentInset else { return false }
        adjustedContentInset = adjusted
        return true
    }

    /// The frame guide on the scroll view's edges; the content guide's top left at the content
    /// origin (the adjusted inset inside the frame). Its size comes from the content.
    func scrollGuideConstraints() -> [LayoutConstraint] {
        let frameGuide = frameLayoutGuide, content = contentLayoutGuide
        return [
            generated(.scrollFrameGuide, frameGuide, .left, .equal, self, .left),
            generated(.scrollFrameGuide, frameGuide, .top, .equal, self, .top),
            generated(.scrollFrameGuide, frameGuide, .width, .equal, self, .width),
            generated(.scrollFrameGuide, frameGuide, .height, .equal, self, .height),
            generated(.scrollContentGuide, content, .left, .equal, self, .left, constant: adjustedContentInset.left),
            generated(.scrollContentGuide, content, .top, .equal, self, .top, constant: adjustedContentInset.top),
        ]
    }
}

extension View {
    /// The origin of the view's bounds: a scroll view's content offset, else zero. Subviews and
    /// guides have their frames in these coordinates.
    var boundsOrigin: Point { (self as? ScrollView)?.contentOffset ?? .zero }
}

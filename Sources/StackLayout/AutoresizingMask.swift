/// Which parts of a view's frame stretch when its superview's size changes (UIKit's
/// `UIView.AutoresizingMask`). Used only while `translatesAutoresizingMaskIntoConstraints` is on.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The three parts of one axis — leading margin, length, trailing margin — flexible or not.
    /// With none flexible, the trailing margin is (as UIKit treats an empty mask).
    func flexibility(along axis: LayoutAxis) -> [Bool] {
        let parts: [AutoresizingMask] = axis == .horizontal
            ? [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            : [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        let flexible = parts.map(contains)
        return flexible.contains(true) ? flexible : [false, false, true]
    }

    /// UIKit's notation in a conflict log: `h=--& v=--&` (`-` fixed, `&` flexible, in the order
    /// left margin, width, right margin; then top margin, height, bottom margin).
    var notation: String {
        func axis(_ axis: LayoutAxis) -> String { String(flexibility(along: axis).map { $0 ? "&" : "-" }) }
        return "h=\(axis(.horizontal)) v=\(axis(.vertical))"
    }
}

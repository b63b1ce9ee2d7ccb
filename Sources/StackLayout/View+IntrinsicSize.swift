import Foundation

extension View {
    /// The intrinsic length along `axis` as layout reads it: nil for `noIntrinsicMetric`, and nil
    /// for a length an overriding `intrinsicContentSize` answers that is NaN, infinite, negative
    /// or beyond `LayoutLimits.maximumMagnitude` (`contentSizeConstraints()` reports it).
    func intrinsicLength(along axis: LayoutAxis) -> Double? {
        let size = intrinsicContentSize
        let length = Double(axis == .horizontal ? size.width : size.height)
        return length >= 0 && LayoutLimits.accepts(length) ? length : nil
    }

    /// The first finite length of `size` beyond `LayoutLimits.maximumMagnitude`, if any.
    static func lengthBeyondLimit(_ size: Size) -> Double? {
        [Double(size.width), Double(size.height)].first { $0.isFinite && !LayoutLimits.accepts($0) }
    }

    /// The lengths of `size` as an issue names them (nil for `noIntrinsicMetric`) when one of them
    /// is NaN, infinite or negative other than `noIntrinsicMetric`; nil when `size` is valid.
    static func invalidIntrinsicSize(_ size: Size) -> (width: Double?, height: Double?)? {
        func isInvalid(_ length: CGFloat) -> Bool { length != noIntrinsicMetric && !(length.isFinite && length >= 0) }
        guard isInvalid(size.width) || isInvalid(size.height) else { return nil }
        func named(_ length: CGFloat) -> Double? { length == noIntrinsicMetric ? nil : Double(length) }
        return (named(size.width), named(size.height))
    }
}

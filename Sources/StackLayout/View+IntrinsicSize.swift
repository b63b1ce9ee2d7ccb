import Foundation

extension View {
    /// The intrinsic length along `axis` as layout reads it: nil for `noIntrinsicMetric`, and nil
    /// for a length an overriding `intrinsicContentSize` answers that is NaN, infinite, negative
    /// or beyond `LayoutLimits.maximumMagnitude` (`appendContentSize(to:)` reports it).
    func intrinsicLength(along axis: LayoutAxis) -> Double? {
        View.intrinsicLength(of: intrinsicContentSize, along: axis)
    }

    /// The length of `size` (an intrinsic size) along `axis` as layout reads it (see
    /// `intrinsicLength(along:)`).
    static func intrinsicLength(of size: Size, along axis: LayoutAxis) -> Double? {
        let length = Double(axis == .horizontal ? size.width : size.height)
        return length >= 0 && LayoutLimits.accepts(length) ? length : nil
    }

    /// Why `size` cannot be an intrinsic size of this view, if it cannot: a length that is NaN,
    /// infinite or negative other than `noIntrinsicMetric`, or one beyond
    /// `LayoutLimits.maximumMagnitude`.
    func intrinsicSizeError(_ size: Size) -> LayoutError? {
        // Two lengths within limits (nearly every view): no error to look for.
        if View.intrinsicLength(of: size, along: .horizontal) != nil && View.intrinsicLength(of: size, along: .vertical) != nil {
            return nil
        }
        func isInvalid(_ length: CGFloat) -> Bool { length != View.noIntrinsicMetric && !(length.isFinite && length >= 0) }
        func named(_ length: CGFloat) -> Double? { length == View.noIntrinsicMetric ? nil : Double(length) }
        if isInvalid(size.width) || isInvalid(size.height) {
            return .invalidIntrinsicContentSize(view: id, width: named(size.width), height: named(size.height))
        }
        // No array: this runs for every view at every full layout.
        let large = !LayoutLimits.accepts(Double(size.width)) ? size.width
            : !LayoutLimits.accepts(Double(size.height)) ? size.height : nil
        return large.map { .beyondMaximumMagnitude(what: "the intrinsic content size of \(id)", value: Double($0)) }
    }
}

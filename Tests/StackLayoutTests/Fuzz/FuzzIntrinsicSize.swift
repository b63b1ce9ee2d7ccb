import StackLayout

/// An intrinsic size as the fuzzer draws and models it: `nil` in an axis for none.
struct FuzzIntrinsicSize: Equatable {
    var width: Double?
    var height: Double?

    static let none = FuzzIntrinsicSize(width: nil, height: nil)

    /// The size `setIntrinsicContentSize(_:)` takes (`View.noIntrinsicMetric` for none).
    var size: Size { Size(width: width ?? View.noIntrinsicMetric, height: height ?? View.noIntrinsicMetric) }
}

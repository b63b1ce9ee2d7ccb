/// A view that shows text, as UIKit's `UILabel`: its intrinsic size is the size of its text, and
/// a label of more than one line wraps its text to the width it is given.
///
/// As in UIKit, a multi-line label without a `preferredMaxLayoutWidth` is first measured without
/// a width limit; once a layout gives it a width, it is measured again at that width and the
/// hierarchy is laid out a second time (`layoutIfNeeded()` does both). A later change of width
/// measures it again.
public final class Label: View {
    /// The text; newlines start new lines.
    public var text = "" { didSet { measure() } }
    /// The font: a point size, or a text style sized by the root view's content size category.
    public var font = Font.system(size: 17) { didSet { measure() } }
    /// The most lines the text may take; 0 for no limit. 1 (the default) never wraps.
    /// A negative number is refused and reported.
    public var numberOfLines = 1 {
        didSet {
            if numberOfLines < 0 {
                reportIssue(.invalidGeometry(view: id, property: "numberOfLines", values: [Double(numberOfLines)]))
                numberOfLines = oldValue
            }
            measure()
            // A stack holds multi-line labels to a share of its width: it compiles again.
            superview?.setNeedsUpdateConstraints()
        }
    }
    /// Where lines break (UILabel's default: truncating the tail, which wraps words).
    public var lineBreakMode = LineBreakMode.byTruncatingTail { didSet { measure() } }
    /// The width a multi-line label wraps to; 0 (the default) wraps to the width the layout gives.
    /// NaN, an infinity or a negative width is refused and reported.
    public var preferredMaxLayoutWidth: Double = 0 {
        didSet {
            if refuses("preferredMaxLayoutWidth", [preferredMaxLayoutWidth], allowingNegative: false) {
                preferredMaxLayoutWidth = oldValue
            }
            measure()
        }
    }
    /// What measures the text; by default the deterministic `MonospacedTextMeasurer`.
    public var textMeasurer: any TextMeasurer = MonospacedTextMeasurer() { didSet { measure() } }

    /// The width the last layout gave the label; nil before its first layout.
    private var laidOutWidth: Double?
    /// The last measurement.
    public private(set) var measurement = TextMeasurement(lines: [], size: .zero, firstBaseline: 0, lastBaseline: 0)

    /// A label at `frame` with no text (`Label()` and `Label(id:)` are inherited).
    public override init(frame: Rect) {
        super.init(frame: frame)
        measure()
    }

    /// The size of the text as last measured.
    public override var intrinsicContentSize: Size { measurement.size }

    /// The point size the font has under the root view's content size category.
    public var pointSize: Double { font.pointSize(for: rootView.contentSizeCategory) }

    /// The width lines wrap to: none for one line, else `preferredMaxLayoutWidth` when set, else
    /// the width of the last layout.
    var wrappingWidth: Double? {
        guard numberOfLines != 1 else { return nil }
        return preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : laidOutWidth
    }

    /// Measures the text again with the current font size and wrapping width; returns true when
    /// the intrinsic size or a baseline changed (the superview then updates its constraints).
    @discardableResult
    func measure() -> Bool {
        let measured = textMeasurer.measure(TextMeasurementRequest(
            text: text, pointSize: pointSize, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            maximumWidth: wrappingWidth))
        let changed = measured.size != measurement.size || measured.firstBaseline != measurement.firstBaseline
            || measured.lastBaseline != measurement.lastBaseline
        measurement = measured
        if changed { invalidateIntrinsicContentSize() }
        if firstBaselineOffset != measured.firstBaseline { firstBaselineOffset = measured.firstBaseline }
        if lastBaselineOffset != measured.lastBaseline { lastBaselineOffset = measured.lastBaseline }
        return changed
    }

    /// After a layout: a label that wraps to its laid-out width measures again when that width
    /// changed (a width of 0 is none yet: a label squeezed to nothing, or laid out before its
    /// constraints, is measured without a limit). Returns true when its size did.
    func layoutDidChangeWidth() -> Bool {
        let width = frame.width > 0 ? Double(frame.width) : nil
        guard laidOutWidth != width else { return false }
        laidOutWidth = width
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0 else { return false }
        return measure()
    }

    /// True for a label whose text may take more than one line (a stack disambiguates its width).
    var isMultiline: Bool { numberOfLines != 1 }
}

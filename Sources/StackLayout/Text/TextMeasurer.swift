/// How a label breaks its text into lines (UIKit's `NSLineBreakMode`, the modes that decide where
/// lines break).
public enum LineBreakMode: String, Sendable, CaseIterable {
    /// Lines break between words; a word longer than a line breaks between characters.
    case byWordWrapping
    /// Lines break between any two characters.
    case byCharWrapping
    /// As word wrapping; the last line allowed is cut short (UILabel's default).
    case byTruncatingTail
}

/// What a text measurer is asked: the text, its point size, how many lines it may take (0 for no
/// limit) and how wide a line may be (`nil` for no limit).
public struct TextMeasurementRequest: Hashable, Sendable {
    public var text: String
    public var pointSize: Double
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    public var maximumWidth: Double?

    public init(text: String, pointSize: Double, numberOfLines: Int, lineBreakMode: LineBreakMode, maximumWidth: Double?) {
        self.text = text
        self.pointSize = pointSize
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.maximumWidth = maximumWidth
    }
}

/// Text laid out in lines: its size and its baselines, measured from its top.
public struct TextMeasurement: Hashable, Sendable {
    /// The lines as they break.
    public var lines: [String]
    public var size: Size
    public var firstBaseline: Double
    public var lastBaseline: Double

    public init(lines: [String], size: Size, firstBaseline: Double, lastBaseline: Double) {
        self.lines = lines
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}

/// Measures text for labels. Implement it with real fonts in a host that has them; the default,
/// `MonospacedTextMeasurer`, is deterministic and needs none.
public protocol TextMeasurer: Sendable {
    func measure(_ request: TextMeasurementRequest) -> TextMeasurement
}

/// A deterministic measurer: every character advances 0.5 em and every line is 1.2 em tall;
/// words wrap greedily at spaces (a run of spaces is one break; a line neither starts nor ends
/// with one), a word longer than a line breaks between characters, and a newline always starts a
/// new line. The first baseline is 0.9 em below the top, the last 0.9 em below the top of the
/// last line. Empty text is 0 × 0.
public struct MonospacedTextMeasurer: TextMeasurer {
    public init() {}

    public func measure(_ request: TextMeasurementRequest) -> TextMeasurement {
        let em = request.pointSize
        let advance = em / 2
        // At least one character per line, however narrow the width.
        let capacity = request.maximumWidth.map { max(Int((($0 / advance) + 1e-9).rounded(.down)), 1) }
        var lines: [String] = []
        for paragraph in request.text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrap(String(paragraph), capacity: capacity, byCharacter: request.lineBreakMode == .byCharWrapping)
        }
        if request.text.isEmpty { lines = [] }
        if request.numberOfLines > 0 && lines.count > request.numberOfLines {
            // The last line allowed holds what is left, cut to the width.
            let kept = lines[..<(request.numberOfLines - 1)]
            let rest = lines[(request.numberOfLines - 1)...].joined(separator: " ")
            lines = Array(kept) + [capacity.map { String(rest.prefix($0)) } ?? rest]
        }
        let widest = lines.map(\.count).max() ?? 0
        let lineCount = Double(lines.count)
        return TextMeasurement(
            lines: lines,
            size: Size(width: Double(widest) * em / 2, height: lineCount * em * 6 / 5),
            firstBaseline: em * 9 / 10,
            lastBaseline: max(lineCount - 1, 0) * em * 6 / 5 + em * 9 / 10)
    }

    /// One paragraph in lines of at most `capacity` characters (no limit when nil).
    private func wrap(_ paragraph: String, capacity: Int?, byCharacter: Bool) -> [String] {
        guard let capacity else { return [paragraph.split(separator: " ").joined(separator: " ")] }
        if byCharacter {
            let characters = Array(paragraph)
            guard !characters.isEmpty else { return [""] }
            return stride(from: 0, to: characters.count, by: capacity).map {
                String(characters[$0..<min($0 + capacity, characters.count)])
            }
        }
        var lines: [String] = []
        var line = ""
        for word in paragraph.split(separator: " ").map(String.init) {
            if line.isEmpty || line.count + 1 + word.count > capacity {
                if !line.isEmpty { lines.append(line) }
                line = ""
                var rest = Substring(word)
                while rest.count > capacity {
                    lines.append(String(rest.prefix(capacity)))
                    rest = rest.dropFirst(capacity)
                }
                line = String(rest)
            } else {
                line += " " + word
            }
        }
        lines.append(line)
        return lines
    }
}

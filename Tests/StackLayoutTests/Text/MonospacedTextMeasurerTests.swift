import StackLayout
import Testing

/// The default measurer's line breaks, worked out by hand: at 10 points every character is 5
/// wide and every line 12 tall.
@Suite struct MonospacedTextMeasurerTests {
    static let fox = "The quick brown fox jumps over the lazy dog"

    func measure(
        _ text: String, width: Double?, lines: Int = 0, mode: LineBreakMode = .byWordWrapping, size: Double = 10
    ) -> TextMeasurement {
        MonospacedTextMeasurer().measure(TextMeasurementRequest(
            text: text, pointSize: size, numberOfLines: lines, lineBreakMode: mode, maximumWidth: width))
    }

    @Test func wordsWrapGreedilyAtSpaces() {
        // 100 wide holds 20 characters: "The quick brown fox" is 19, with " jumps" 25.
        let m = measure(Self.fox, width: 100)
        #expect(m.lines == ["The quick brown fox", "jumps over the lazy", "dog"])
        #expect(m.size == Size(width: 95, height: 36))
        #expect(m.firstBaseline == 9)
        #expect(m.lastBaseline == 33)  // 2 × 12 + 9
    }

    @Test func withoutAWidthTheTextIsOneLine() {
        let m = measure(Self.fox, width: nil)
        #expect(m.lines == [Self.fox])
        #expect(m.size == Size(width: 215, height: 12))  // 43 characters
        #expect(m.lastBaseline == 9)
    }

    @Test func aWordLongerThanALineBreaksBetweenCharacters() {
        // 42 wide holds 8 characters (8.4 rounded down).
        let m = measure("a supercalifragilistic word", width: 42)
        #expect(m.lines == ["a", "supercal", "ifragili", "stic", "word"])
        #expect(m.size == Size(width: 40, height: 60))
    }

    @Test func newlinesStartLinesAndEmptyTextIsEmpty() {
        #expect(measure("one\n\ntwo", width: nil).lines == ["one", "", "two"])
        #expect(measure("one\n\ntwo", width: nil).size == Size(width: 15, height: 36))
        #expect(measure("", width: 100).size == Size.zero)
    }

    @Test func aLineLimitCutsTheLastLineAllowedToTheWidth() {
        let m = measure(Self.fox, width: 100, lines: 2, mode: .byTruncatingTail)
        #expect(m.lines == ["The quick brown fox", "jumps over the lazy "])
        #expect(m.size == Size(width: 100, height: 24))
    }

    @Test func characterWrappingBreaksAnywhere() {
        #expect(measure("abc def", width: 15, mode: .byCharWrapping).lines == ["abc", " de", "f"])
    }

    @Test func emsScaleEverything() {
        // 17 points: 8.5 per character, 20.4 per line, baseline 15.3.
        let m = measure("Hello", width: nil, size: 17)
        #expect(m.size == Size(width: 42.5, height: 20.4))
        #expect(m.firstBaseline == 15.3)
    }
}

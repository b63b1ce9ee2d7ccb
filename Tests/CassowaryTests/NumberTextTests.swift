import Cassowary
import Testing

/// The one number formatter every text of the package uses.
@Suite struct NumberTextTests {
    @Test func integersHaveNoFraction() {
        #expect(formatted(320) == "320")
        #expect(formatted(-16) == "-16")
        #expect(formatted(999_999_999_999_999) == "999999999999999")
    }

    @Test func negativeZeroIsZero() {
        #expect(formatted(-0.0) == "0")
    }

    @Test func otherValuesReadBackExactly() {
        #expect(formatted(0.5) == "0.5")
        #expect(formatted(1.0 / 3) == "0.3333333333333333")
        #expect(formatted(1e15) == "1000000000000000.0")
        #expect(formatted(1e20) == "1e+20")
        #expect(formatted(-.infinity) == "-inf")
        #expect(formatted(.nan) == "nan")
    }
}

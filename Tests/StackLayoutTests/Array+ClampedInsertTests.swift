import Testing

@testable import StackLayout

/// An insertion at a position clamped to the array's bounds: before the first element, between
/// two, or after the last (an append).
@Suite struct ArrayClampedInsertTests {
    @Test func aPositionBeforeTheStartInsertsFirst() {
        var array = [1, 2]
        array.insert(0, clampedAt: -3)
        #expect(array == [0, 1, 2])
    }

    @Test func aPositionInsideInsertsThere() {
        var array = [1, 3]
        array.insert(2, clampedAt: 1)
        #expect(array == [1, 2, 3])
    }

    @Test func theEndOrBeyondAppends() {
        var array = [1]
        array.insert(2, clampedAt: 1)
        array.insert(3, clampedAt: 10)
        #expect(array == [1, 2, 3])
    }
}

import Testing

@testable import StackLayout

/// A loop over an array of objects that borrows each element: every element (or every one at
/// the given positions) once, in order, the very objects the array holds.
@Suite struct ArrayForEachBorrowedTests {
    @Test func everyElementInOrder() {
        let views = [View(id: "a"), View(id: "b"), View(id: "c")]
        var seen: [View] = []
        views.forEachBorrowed { seen.append($0) }
        #expect(seen.count == 3 && zip(seen, views).allSatisfy { $0 === $1 })
    }

    @Test func theElementsAtThePositionsInTheirOrder() {
        let views = [View(id: "a"), View(id: "b"), View(id: "c")]
        var seen: [String] = []
        views.forEachBorrowed(at: [2, 0]) { seen.append($0.id) }
        #expect(seen == ["c", "a"])
    }
}

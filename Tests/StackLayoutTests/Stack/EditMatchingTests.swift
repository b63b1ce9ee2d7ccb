@testable import StackLayout
import Testing

/// The shortest-edit-script matching a stack uses to keep its constraints across a recompile.
@Suite struct EditMatchingTests {
    func matches(_ old: String, _ new: String, maximumEdits: Int = 10) -> [Int?]? {
        EditMatching.matches(from: Array(old), to: Array(new), maximumEdits: maximumEdits)
    }

    @Test func equalListsKeepEveryElement() {
        #expect(matches("abc", "abc") == [0, 1, 2])
        #expect(matches("", "") == [])
    }

    @Test func oneReplacedElementInTheMiddle() {
        // Delete c (old 2), insert x: a, b, d, e kept at their old places.
        #expect(matches("abcde", "abxde") == [0, 1, nil, 3, 4])
    }

    @Test func aHiddenViewInTwoSections() {
        // As a toggle: one spacing pair becomes one new spacing (section 1), a hiding spec is
        // added (section 2), the rest is kept.
        #expect(matches("pqrSTu", "pqYrSTuZ") == [0, 1, nil, 2, 3, 4, 5, nil])
        #expect(matches("pqYrSTuZ", "pqrSTu") == [0, 1, 3, 4, 5, 6])
    }

    @Test func insertionsAndDeletionsAtTheEnds() {
        #expect(matches("abc", "xabcy") == [nil, 0, 1, 2, nil])
        #expect(matches("xabcy", "abc") == [1, 2, 3])
        #expect(matches("", "ab") == [nil, nil])
        #expect(matches("ab", "") == [])
    }

    @Test func repeatedElementsAreEachKeptOnce() {
        #expect(matches("aaa", "aa") == [0, 1])
        #expect(matches("aa", "aaa") == [0, 1, nil])
    }

    @Test func moreEditsThanAllowedGiveNothing() {
        // abc → xyz: 3 deletions and 3 insertions.
        #expect(matches("abc", "xyz", maximumEdits: 5) == nil)
        #expect(matches("abc", "xyz", maximumEdits: 6) == [nil, nil, nil])
        #expect(matches("", "abc", maximumEdits: 2) == nil)
        #expect(matches("abcd", "b", maximumEdits: 3) == [1])
        #expect(matches("abcd", "b", maximumEdits: 2) == nil)
    }
}

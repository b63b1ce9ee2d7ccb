import Testing

@testable import Cassowary

/// The position index answers each object's position by identity, and each key's, through
/// insertions, growth and removals (whose backward shifts must keep every other entry reachable).
@Suite struct PositionIndexTests {
    @Test func anEmptyIndexHoldsNothing() {
        let index = PositionIndex()
        #expect(index.position(of: Variable("x")) == nil)
        #expect(index.count == 0)
    }

    /// Entering a variable twice answers its first position; growth keeps every position.
    @Test func entersEachVariableOnce() {
        var index = PositionIndex()
        let variables = (0..<1000).map { Variable("v\($0)") }
        for (position, variable) in variables.enumerated() {
            let entered = index.position(of: ObjectIdentifier(variable), enteringAt: position)
            #expect(entered.position == position && entered.isNew)
        }
        for (position, variable) in variables.enumerated() {
            let again = index.position(of: ObjectIdentifier(variable), enteringAt: 5000)
            #expect(again.position == position && !again.isNew)
            #expect(index.position(of: variable) == position)
            #expect(index.position(of: ObjectIdentifier(variable)) == position)  // by identity alike
        }
        #expect(index.count == 1000)
        #expect(index.position(of: Variable("other")) == nil)
    }

    /// With a thousand variables in the table, probe runs are certain; removing every third
    /// leaves the others at their positions, and the removed ones can be entered anew.
    @Test func removalKeepsTheOthersReachable() {
        var index = PositionIndex()
        let variables = (0..<1000).map { Variable("v\($0)") }
        for (position, variable) in variables.enumerated() { _ = index.position(of: ObjectIdentifier(variable), enteringAt: position) }
        for (position, variable) in variables.enumerated() where position % 3 == 0 { index.remove(ObjectIdentifier(variable)) }
        #expect(index.count == 666)
        for (position, variable) in variables.enumerated() {
            #expect(index.position(of: variable) == (position % 3 == 0 ? nil : position))
        }
        for (position, variable) in variables.enumerated() where position % 3 == 0 {
            let entered = index.position(of: ObjectIdentifier(variable), enteringAt: 2000 + position)
            #expect(entered.position == 2000 + position && entered.isNew)
        }
        for (position, variable) in variables.enumerated() {
            #expect(index.position(of: variable) == (position % 3 == 0 ? 2000 + position : position))
        }
        #expect(index.count == 1000)
    }

    /// Keys other than identities (a hash) are entered and removed alike; a key entered twice
    /// keeps its first position, and removing a key the index does not hold answers nil.
    @Test func keysEnterOnceAndRemoveWhereHeld() {
        var index = PositionIndex()
        let fromEmpty = index.remove(key: 7)
        #expect(fromEmpty == nil)
        for key in UInt(1)...300 { _ = index.position(ofKey: key &* 0x1000_0001, enteringAt: Int(key)) }
        let again = index.position(ofKey: 5 &* 0x1000_0001, enteringAt: 900)
        #expect(again == (5, false))
        let removed = [index.remove(key: 5 &* 0x1000_0001), index.remove(key: 5 &* 0x1000_0001), index.remove(key: 301 &* 0x1000_0001)]
        #expect(removed == [5, nil, nil])
        #expect(index.count == 299)
        for key in UInt(1)...300 {
            #expect(index.position(ofKey: key &* 0x1000_0001) == (key == 5 ? nil : Int(key)))
        }
    }
}

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

    /// Addresses in a repeating pattern of sizes (two objects of 112 bytes in every 736, as
    /// objects allocated in turn lie) are spread as a random hash spreads keys: about 1.8 entries
    /// read per lookup at three quarters full. The top bits of one multiplication (Fibonacci
    /// hashing) crowded these into runs of about 139.
    @Test func addressesInARepeatingPatternProbeShortRuns() {
        var index = PositionIndex()
        let base: UInt = 0x5555_0000_A000
        var keys: [UInt] = []
        for pair in UInt(0)..<20_000 { keys += [base + pair * 736, base + pair * 736 + 112] }
        for (position, key) in keys.enumerated() { _ = index.position(ofKey: key, enteringAt: position) }
        let probes = keys.reduce(0) { $0 + index.probes(toFind: $1) }
        #expect(Double(probes) / Double(keys.count) < 2.5, "\(Double(probes) / Double(keys.count)) entries read per lookup")
    }

    /// A table beyond the cached size is filled to three quarters before it grows (49,152 keys in
    /// 65,536 slots, where a table at most half full takes 131,072): its long probe runs keep every
    /// key reachable through the removal of every third and the entry of others.
    @Test func aLargeTableThreeQuartersFullKeepsEveryKeyReachable() {
        var index = PositionIndex()
        let keys = (UInt(1)...49_152).map { $0 &* 0x9E37_79B9 }
        index.reserveCapacity(keys.count)
        for (position, key) in keys.enumerated() { _ = index.position(ofKey: key, enteringAt: position) }
        for (position, key) in keys.enumerated() where position % 3 == 0 { index.remove(key: key) }
        let later = (UInt(1)...16_384).map { ($0 + 100_000) &* 0x9E37_79B9 }
        for (position, key) in later.enumerated() { _ = index.position(ofKey: key, enteringAt: 100_000 + position) }
        let misplaced = keys.indices.filter { index.position(ofKey: keys[$0]) != ($0 % 3 == 0 ? nil : $0) }
        let misplacedLater = later.indices.filter { index.position(ofKey: later[$0]) != 100_000 + $0 }
        #expect(misplaced.isEmpty && misplacedLater.isEmpty)
        #expect(index.count == 49_152 - 16_384 + 16_384)
    }

    /// A list entered at once (in the order of the keys' home slots) gives each key the position
    /// it held, or its place after `firstPosition`, a key listed twice the place of its first
    /// listing; it holds what entering the keys one by one holds.
    @Test func aListEnteredAtOnceHoldsWhatEntriesOneByOneHold() {
        var index = PositionIndex()
        let held = (UInt(1)...500).map { $0 &* 0x9E37_79B9 }
        for (position, key) in held.enumerated() { _ = index.position(ofKey: key, enteringAt: position) }
        var oneByOne = index
        // New keys, with every tenth held key and every seventh new key listed again among them.
        var listed = (UInt(1)...20_000).map { ($0 + 1_000) &* 0x9E37_79B9 }
        for place in stride(from: 0, to: 20_000, by: 7) { listed.append(listed[place]) }
        for place in stride(from: 0, to: 500, by: 10) { listed.insert(held[place], at: 3 * place) }
        let positions = index.enter(listed, atPositionsFrom: 10_000)
        let expected = listed.enumerated().map { place, key in
            Int32(oneByOne.position(ofKey: key, enteringAt: 10_000 + place).position)
        }
        #expect(positions == expected)
        #expect(index.count == oneByOne.count && index.count == 500 + 20_000)
        #expect(listed.allSatisfy { index.position(ofKey: $0) == oneByOne.position(ofKey: $0) })
        #expect(positions[0] == 0 && positions[1] == 10_001)  // held[0], then the first new key
    }
}


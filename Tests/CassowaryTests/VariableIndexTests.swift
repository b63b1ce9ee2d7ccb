import Testing

@testable import Cassowary

/// The variable index answers each variable's position by identity, through insertions, growth
/// and removals (whose backward shifts must keep every other entry reachable).
@Suite struct VariableIndexTests {
    @Test func anEmptyIndexHoldsNothing() {
        let index = VariableIndex()
        #expect(index.position(of: Variable("x")) == nil)
        #expect(index.count == 0)
    }

    /// Entering a variable twice answers its first position; growth keeps every position.
    @Test func entersEachVariableOnce() {
        var index = VariableIndex()
        let variables = (0..<1000).map { Variable("v\($0)") }
        for (position, variable) in variables.enumerated() {
            let entered = index.position(of: variable, enteringAt: position)
            #expect(entered.position == position && entered.isNew)
        }
        for (position, variable) in variables.enumerated() {
            let again = index.position(of: variable, enteringAt: 5000)
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
        var index = VariableIndex()
        let variables = (0..<1000).map { Variable("v\($0)") }
        for (position, variable) in variables.enumerated() { _ = index.position(of: variable, enteringAt: position) }
        for (position, variable) in variables.enumerated() where position % 3 == 0 { index.remove(variable) }
        #expect(index.count == 666)
        for (position, variable) in variables.enumerated() {
            #expect(index.position(of: variable) == (position % 3 == 0 ? nil : position))
        }
        for (position, variable) in variables.enumerated() where position % 3 == 0 {
            let entered = index.position(of: variable, enteringAt: 2000 + position)
            #expect(entered.position == 2000 + position && entered.isNew)
        }
        for (position, variable) in variables.enumerated() {
            #expect(index.position(of: variable) == (position % 3 == 0 ? 2000 + position : position))
        }
        #expect(index.count == 1000)
    }
}

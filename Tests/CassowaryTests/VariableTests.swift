import Testing

@testable import Cassowary

/// A variable's name, given whole or as a base and a fixed suffix put together when read.
@Suite struct VariableTests {
    @Test func aNameGivenWholeIsTheName() {
        #expect(Variable("x").name == "x")
        #expect(Variable("x").description == "x")
    }

    @Test func aBaseAndASuffixReadAsOneName() {
        let width = Variable("button", suffix: ".width")
        #expect(width.name == "button.width")
        #expect(width.description == "button.width")
        #expect(Variable("", suffix: ".left").name == ".left")
        #expect(Variable("é→1", suffix: "").name == "é→1")
    }

    /// A variable without a name prints its identity, so that two unnamed ones differ.
    @Test func anUnnamedVariablePrintsItsIdentity() {
        let a = Variable(), b = Variable("", suffix: "")
        #expect(a.name.isEmpty && b.name.isEmpty)
        #expect(a.description.hasPrefix("Variable(") && a.description != b.description)
    }
}

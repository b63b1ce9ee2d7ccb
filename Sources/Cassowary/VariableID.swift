extension Solver {
    /// A variable's number in one solver: 0, 1, 2, … in the order the solver first sees
    /// variables (in a constraint or an edit), kept for the solver's lifetime. A value read
    /// through it (`value(of:)`) is an array read, without the lookup a `Variable` takes, and
    /// `updateVariables()` names the variables whose values changed by it. Ids of one solver mean
    /// nothing to another.
    public struct VariableID: Hashable, Comparable, Sendable {
        /// The number: the variable's place in the order the solver saw them.
        public let index: Int

        public static func < (lhs: VariableID, rhs: VariableID) -> Bool { lhs.index < rhs.index }
    }
}

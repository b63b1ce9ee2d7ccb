/// A line that is not a constraint in the text form (Docs/Formats.md §3): what is wrong, with
/// the line quoted.
public struct ConstraintTextError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, in a few words, ending with the line in quotes.
    public let reason: String

    /// An error for `reason`.
    public init(reason: String) { self.reason = reason }

    /// The reason.
    public var description: String { reason }
}

/// A parse error at a line and column of the text.
public struct JSONSyntaxError: Error, CustomStringConvertible {
    /// The line of the error, from 1.
    public let line: Int
    /// The column of the error on its line, from 1, counted in UTF-8 bytes.
    public let column: Int
    /// What is wrong there, in a few words.
    public let reason: String

    /// `line L, column C: reason`.
    public var description: String { "line \(line), column \(column): \(reason)" }
}

/// A file that does not follow its format: where (a key path such as `constraints[2].op`, or a
/// line) and why. Printed as one line; the tool exits with status 2.
public struct FormatError: Error, CustomStringConvertible {
    /// Where the file goes wrong: a key path such as `constraints[2].op`, or empty for the whole
    /// file.
    public let place: String
    /// What is wrong there, in a few words.
    public let reason: String

    /// An error at `place` (empty for none) for `reason`.
    public init(place: String, reason: String) {
        self.place = place
        self.reason = reason
    }

    /// A file that is not JSON, placed at the line and column of the syntax error.
    public init(_ syntaxError: JSONSyntaxError) {
        self.init(place: "line \(syntaxError.line), column \(syntaxError.column)", reason: syntaxError.reason)
    }

    /// `place: reason`, or only the reason when there is no place.
    public var description: String { place.isEmpty ? reason : "\(place): \(reason)" }
}

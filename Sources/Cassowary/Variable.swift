/// An unknown of a constraint system. Its identity is the object; `name` is only for printing.
public final class Variable: Sendable, CustomStringConvertible {
    /// A name for messages and printing; two variables may share it.
    public let name: String

    public init(_ name: String = "") {
        self.name = name
    }

    public var description: String { name.isEmpty ? "Variable(\(ObjectIdentifier(self).hashValue))" : name }
}

/// An unknown of a constraint system. Its identity is the object; `name` is only for printing.
public final class Variable: Sendable, CustomStringConvertible {
    /// The name, or its first part when a suffix follows.
    private let base: String
    /// The name's fixed last part (empty for most variables).
    private let suffix: StaticString

    /// A name for messages and printing; two variables may share it.
    public var name: String { suffix.utf8CodeUnitCount == 0 ? base : base + suffix.description }

    public init(_ name: String = "") {
        base = name
        suffix = ""
    }

    /// A variable named `base` followed by `suffix` (`Variable("button", suffix: ".width")` is
    /// named `button.width`). The name is put together only when it is read: the variables of a
    /// layout are many and their names are read only when printed.
    public init(_ base: String, suffix: StaticString) {
        self.base = base
        self.suffix = suffix
    }

    public var description: String { name.isEmpty ? "Variable(\(ObjectIdentifier(self).hashValue))" : name }
}

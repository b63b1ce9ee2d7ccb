/// Reads typed values out of parsed JSON, naming the key path in every error.
public struct JSONCursor: Sendable {
    /// The value under the cursor.
    public let value: JSON
    /// The key path of the value from the root (`constraints[2].op`); empty at the root.
    public let path: String

    /// A cursor on `value`, found at `path` (empty for the root).
    public init(_ value: JSON, path: String = "") {
        self.value = value
        self.path = path
    }

    /// A format error at this cursor's path for `reason`.
    public func fail(_ reason: String) -> FormatError { FormatError(place: path, reason: reason) }

    /// The path of this object's member `key`.
    private func path(of key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The members of an object, after checking that every key is one of `allowed`.
    public func object(allowing allowed: Set<String>) throws(FormatError) -> [String: JSONCursor] {
        guard case .object(let members) = value else { throw fail("expected an object, found \(value.typeName)") }
        var result: [String: JSONCursor] = [:]
        for (key, member) in members {
            let child = JSONCursor(member, path: path(of: key))
            guard allowed.contains(key) else { throw child.fail("unknown key") }
            result[key] = child
        }
        return result
    }

    /// The members of an object whose keys are names chosen by the file (in file order).
    public func namedMembers() throws(FormatError) -> [(key: String, value: JSONCursor)] {
        guard case .object(let members) = value else { throw fail("expected an object, found \(value.typeName)") }
        return members.map { ($0.key, JSONCursor($0.value, path: path(of: $0.key))) }
    }

    /// The member `key` that this object must have, from its `members` (`object(allowing:)`);
    /// the error, `PATH.key: missing`, names where it should be.
    public func required(_ key: String, in members: [String: JSONCursor]) throws(FormatError) -> JSONCursor {
        guard let member = members[key] else { throw FormatError(place: path(of: key), reason: "missing") }
        return member
    }

    /// The elements of an array, each with its index in its path.
    public func array() throws(FormatError) -> [JSONCursor] {
        guard case .array(let elements) = value else { throw fail("expected an array, found \(value.typeName)") }
        return elements.enumerated().map { JSONCursor($1, path: "\(path)[\($0)]") }
    }

    /// The value as a number.
    public func number() throws(FormatError) -> Double {
        guard case .number(let number) = value else { throw fail("expected a number, found \(value.typeName)") }
        return number
    }

    /// The value as a string.
    public func string() throws(FormatError) -> String {
        guard case .string(let string) = value else { throw fail("expected a string, found \(value.typeName)") }
        return string
    }

    /// The value as a boolean.
    public func bool() throws(FormatError) -> Bool {
        guard case .bool(let bool) = value else { throw fail("expected true or false, found \(value.typeName)") }
        return bool
    }

    /// Whether the value is `null`.
    public var isNull: Bool { value == .null }
}

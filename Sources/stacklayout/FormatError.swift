/// A file that does not follow its format: where (a key path such as `constraints[2].op`, or a
/// line) and why. Printed as one line; the tool exits with status 2.
struct FormatError: Error, CustomStringConvertible {
    let place: String
    let reason: String
    var description: String { place.isEmpty ? reason : "\(place): \(reason)" }
}

/// Reads typed values out of parsed JSON, naming the key path in every error.
struct JSONCursor {
    let value: JSON
    let path: String

    init(_ value: JSON, path: String = "") {
        self.value = value
        self.path = path
    }

    func fail(_ reason: String) -> FormatError { FormatError(place: path, reason: reason) }

    /// The members of an object, after checking that every key is one of `allowed`.
    func object(allowing allowed: Set<String>) throws(FormatError) -> [String: JSONCursor] {
        guard case .object(let members) = value else { throw fail("expected an object, found \(value.typeName)") }
        var result: [String: JSONCursor] = [:]
        for (key, member) in members {
            let child = JSONCursor(member, path: path.isEmpty ? key : "\(path).\(key)")
            guard allowed.contains(key) else { throw child.fail("unknown key") }
            result[key] = child
        }
        return result
    }

    /// The members of an object whose keys are names chosen by the file (in file order).
    func namedMembers() throws(FormatError) -> [(key: String, value: JSONCursor)] {
        guard case .object(let members) = value else { throw fail("expected an object, found \(value.typeName)") }
        return members.map { ($0.key, JSONCursor($0.value, path: path.isEmpty ? $0.key : "\(path).\($0.key)")) }
    }

    func array() throws(FormatError) -> [JSONCursor] {
        guard case .array(let elements) = value else { throw fail("expected an array, found \(value.typeName)") }
        return elements.enumerated().map { JSONCursor($1, path: "\(path)[\($0)]") }
    }

    func number() throws(FormatError) -> Double {
        guard case .number(let number) = value else { throw fail("expected a number, found \(value.typeName)") }
        return number
    }

    func string() throws(FormatError) -> String {
        guard case .string(let string) = value else { throw fail("expected a string, found \(value.typeName)") }
        return string
    }

    func bool() throws(FormatError) -> Bool {
        guard case .bool(let bool) = value else { throw fail("expected true or false, found \(value.typeName)") }
        return bool
    }

    var isNull: Bool { value == .null }
}

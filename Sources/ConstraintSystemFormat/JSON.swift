import Cassowary

/// A JSON value with its object keys in file order.
public enum JSON: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number (`parse` gives only finite ones).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSON])
    /// An object, its members in file order (keys are unique).
    case object([(key: String, value: JSON)])

    /// Equal values: same kind and contents, object members in the same order.
    public static func == (lhs: JSON, rhs: JSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// A short name of the value's type, for messages.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension JSON {
    /// Parses a whole JSON text (RFC 8259; duplicate keys are an error).
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSON {
        var parser = Parser(bytes: Array(text.utf8))
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the value") }
        return value
    }

    /// Parses a whole JSON text for a format: a syntax error is a format error at its line and
    /// column.
    public static func parse(formatText text: String) throws(FormatError) -> JSON {
        do { return try parse(text) } catch { throw FormatError(error) }
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        func error(_ reason: String) -> JSONSyntaxError {
            var line = 1
            var column = 1
            for byte in bytes[..<min(index, bytes.count)] {
                if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
            }
            return JSONSyntaxError(line: line, column: column, reason: reason)
        }

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
        }

        mutating func expect(_ literal: String, _ value: JSON) throws(JSONSyntaxError) -> JSON {
            for byte in literal.utf8 {
                guard current == byte else { throw error("invalid literal") }
                index += 1
            }
            return value
        }

        mutating func value(depth: Int) throws(JSONSyntaxError) -> JSON {
            guard depth < 512 else { throw error("nested too deeply") }
            guard let byte = current else { throw error("unexpected end of text") }
            switch byte {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try expect("true", .bool(true))
            case UInt8(ascii: "f"): return try expect("false", .bool(false))
            case UInt8(ascii: "n"): return try expect("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default: throw error("unexpected character '\(Character(Unicode.Scalar(byte)))'")
            }
        }

        mutating func object(depth: Int) throws(JSONSyntaxError) -> JSON {
            index += 1
            var members: [(key: String, value: JSON)] = []
            skipWhitespace()
            if current == UInt8(ascii: "}") { index += 1; return .object(members) }
            while true {
                skipWhitespace()
                guard current == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
                let keyStart = index
                let key = try string()
                if members.contains(where: { $0.key == key }) {
                    index = keyStart
                    throw error("duplicate key \"\(key)\"")
                }
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
                index += 1
                skipWhitespace()
                members.append((key, try value(depth: depth + 1)))
                skipWhitespace()
                if current == UInt8(ascii: ",") { index += 1; continue }
                if current == UInt8(ascii: "}") { index += 1; return .object(members) }
                throw error("expected ',' or '}' in an object")
            }
        }

        mutating func array(depth: Int) throws(JSONSyntaxError) -> JSON {
            index += 1
            var elements: [JSON] = []
            skipWhitespace()
            if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
            while true {
                skipWhitespace()
                elements.append(try value(depth: depth + 1))
                skipWhitespace()
                if current == UInt8(ascii: ",") { index += 1; continue }
                if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
                throw error("expected ',' or ']' in an array")
            }
        }

        mutating func number() throws(JSONSyntaxError) -> Double {
            let start = index
            func digits(_ parser: inout Parser) -> Int {
                var count = 0
                while let byte = parser.current, byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    parser.index += 1
                    count += 1
                }
                return count
            }
            if current == UInt8(ascii: "-") { index += 1 }
            if current == UInt8(ascii: "0") {
                index += 1
            } else if digits(&self) == 0 {
                throw error("invalid number")
            }
            if current == UInt8(ascii: ".") {
                index += 1
                guard digits(&self) > 0 else { throw error("invalid number") }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard digits(&self) > 0 else { throw error("invalid number") }
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let value = Double(text), value.isFinite else {
                index = start
                throw error("number out of range: \(text)")
            }
            return value
        }

        mutating func string() throws(JSONSyntaxError) -> String {
            index += 1
            var scalars = String.UnicodeScalarView()
            var run: [UInt8] = []
            func flush(_ run: inout [UInt8], into scalars: inout String.UnicodeScalarView) {
                scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
                run.removeAll(keepingCapacity: true)
            }
            while true {
                guard let byte = current else { throw error("unterminated string") }
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    flush(&run, into: &scalars)
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    flush(&run, into: &scalars)
                    guard let escaped = current else { throw error("unterminated string") }
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "\""): scalars.append("\"")
                    case UInt8(ascii: "\\"): scalars.append("\\")
                    case UInt8(ascii: "/"): scalars.append("/")
                    case UInt8(ascii: "b"): scalars.append("\u{08}")
                    case UInt8(ascii: "f"): scalars.append("\u{0C}")
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "u"):
                        var code = try hex4()
                        if (0xD800..<0xDC00).contains(code), current == UInt8(ascii: "\\") {
                            index += 1
                            guard current == UInt8(ascii: "u") else { throw error("invalid surrogate pair") }
                            index += 1
                            let low = try hex4()
                            guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair") }
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                        scalars.append(scalar)
                    default: throw error("invalid escape")
                    }
                case 0..<0x20:
                    throw error("control character in a string")
                default:
                    run.append(byte)
                }
            }
        }

        mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
            var code: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = current, let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                    throw error("invalid \\u escape")
                }
                code = code * 16 + UInt32(digit)
                index += 1
            }
            return code
        }
    }
}

extension JSON {
    /// The value as compact JSON text, numbers in their shortest exact form (integers without a
    /// fraction).
    public var text: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return formatted(value)
        case .string(let value): return JSON.quote(value)
        case .array(let elements): return "[" + elements.map(\.text).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { JSON.quote($0.key) + ": " + $0.value.text }.joined(separator: ", ") + "}"
        }
    }

    /// A string as a JSON string literal, quoted and escaped.
    public static func quote(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let s where s.value < 0x20:
                let hex = String(s.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

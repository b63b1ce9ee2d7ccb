import Cassowary

/// A constraint system as Docs/Formats.md §1 describes it, read and checked whole before
/// anything is solved.
public struct ConstraintSystem: Sendable {
    /// One constraint: `sum(coefficient × variable) + constant  relation  0` at `priority`.
    public struct Entry: Sendable {
        /// The terms, in file order.
        public let terms: [(coefficient: Double, variable: String)]
        /// The constant added to the terms (0 when omitted).
        public let constant: Double
        /// `==`, `<=` or `>=` 0.
        public let relation: Relation
        /// The priority (required when omitted).
        public let priority: Priority
    }

    /// An edit variable, its priority below required, and its first suggested value.
    public struct Edit: Sendable {
        /// The variable's name.
        public let variable: String
        /// The edit's priority, below required.
        public let priority: Priority
        /// The first value suggested.
        public let value: Double
    }

    /// Every variable name: the declared ones, then the others in the order they first appear.
    public private(set) var variables: [String] = []
    /// The constraints, in file order (the order they are added in).
    public private(set) var constraints: [Entry] = []
    /// The edit variables, in file order (added before the constraints).
    public private(set) var edits: [Edit] = []
    /// The rounds of suggestions, in order, each its edit variables' values in file order.
    public private(set) var suggestions: [[(variable: String, value: Double)]] = []

    /// The priority names of the format.
    public static let priorityNames: [String: Priority] = [
        "required": .required, "defaultHigh": .defaultHigh, "defaultLow": .defaultLow,
        "fittingSizeLevel": .fittingSizeLevel,
    ]

    /// A priority: a number in (0, 1000] or one of `priorityNames`.
    public static func priority(_ cursor: JSONCursor) throws(FormatError) -> Priority {
        if case .string(let name) = cursor.value {
            guard let priority = priorityNames[name] else { throw cursor.fail("unknown priority name \"\(name)\"") }
            return priority
        }
        let number = try cursor.number()
        guard number > 0 && number <= 1000 else { throw cursor.fail("priority \(formatted(number)) is outside (0, 1000]") }
        return Priority(Float(number))
    }

    /// Parses, reads and checks a whole file: the one reader of the format (`stacklayout solve`
    /// and the benchmarks use it). The error names the line of a syntax error or the key path of
    /// the first problem.
    public init(parsing text: String) throws(FormatError) {
        try self.init(try JSON.parse(formatText: text))
    }

    /// Reads and checks a whole system; the error names the key path of the first problem.
    public init(_ json: JSON) throws(FormatError) {
        let file = JSONCursor(json)
        let root = try file.object(allowing: ["variables", "constraints", "edits", "suggestions"])
        var known = Set<String>()
        func declare(_ name: String) {
            if known.insert(name).inserted { variables.append(name) }
        }
        for cursor in try root["variables"]?.array() ?? [] {
            let name = try cursor.string()
            guard !known.contains(name) else { throw cursor.fail("variable \"\(name)\" is declared twice") }
            declare(name)
        }
        for cursor in try file.required("constraints", in: root).array() {
            let keys = try cursor.object(allowing: ["terms", "constant", "op", "priority"])
            var terms: [(Double, String)] = []
            for termCursor in try cursor.required("terms", in: keys).array() {
                let pair = try termCursor.array()
                guard pair.count == 2 else { throw termCursor.fail("expected [coefficient, variable]") }
                let name = try pair[1].string()
                terms.append((try pair[0].number(), name))
                declare(name)
            }
            let opCursor = try cursor.required("op", in: keys)
            let op = try opCursor.string()
            guard let relation = Relation(rawValue: op) else { throw opCursor.fail("unknown op \"\(op)\"") }
            constraints.append(Entry(
                terms: terms, constant: try keys["constant"]?.number() ?? 0, relation: relation,
                priority: try keys["priority"].map(ConstraintSystem.priority) ?? .required))
        }
        for cursor in try root["edits"]?.array() ?? [] {
            let keys = try cursor.object(allowing: ["variable", "priority", "value"])
            let variableCursor = try cursor.required("variable", in: keys)
            let name = try variableCursor.string()
            guard !edits.contains(where: { $0.variable == name }) else {
                throw variableCursor.fail("\"\(name)\" is already an edit variable")
            }
            let priority = try keys["priority"].map(ConstraintSystem.priority) ?? .required
            guard !priority.isRequired else {
                throw (keys["priority"] ?? cursor).fail("an edit variable's priority must be below 1000")
            }
            let value = try cursor.required("value", in: keys).number()
            edits.append(Edit(variable: name, priority: priority, value: value))
            declare(name)
        }
        for round in try root["suggestions"]?.array() ?? [] {
            var values: [(String, Double)] = []
            for (name, valueCursor) in try round.namedMembers() {
                guard edits.contains(where: { $0.variable == name }) else {
                    throw valueCursor.fail("\"\(name)\" is not an edit variable")
                }
                values.append((name, try valueCursor.number()))
            }
            suggestions.append(values)
        }
    }
}

import Cassowary

/// The text form of a constraint (Docs/Formats.md §3), printed and parsed:
/// `[IDENTIFIER: ]ITEM.ATTR RELATION [MULTIPLIER * ]ITEM.ATTR [+|- CONSTANT] [@PRIORITY]` or
/// `[IDENTIFIER: ]ITEM.ATTR RELATION CONSTANT [@PRIORITY]`; the priority is left out when
/// required. Items are names here (a view id, `container`, `OWNER.GUIDE`); a layout file's
/// reader looks them up.
public struct ConstraintText: Equatable, Sendable, CustomStringConvertible {
    /// The identifier before the colon, if any.
    public var identifier: String?
    /// The name of the first item.
    public var firstItem: String
    /// The first item's attribute.
    public var firstAttribute: LayoutAttribute
    /// `==`, `<=` or `>=`.
    public var relation: Relation
    /// The second item's factor (1 unless written).
    public var multiplier: Double = 1
    /// The name of the second item, nil for a constant.
    public var secondItem: String?
    /// The second item's attribute, nil for a constant.
    public var secondAttribute: LayoutAttribute?
    /// The constant (0 unless written).
    public var constant: Double = 0
    /// The priority (required unless written).
    public var priority: Priority = .required

    /// Parses one constraint; the error says what is wrong with it and quotes it.
    public init(parsing line: String) throws(ConstraintTextError) {
        var rest = Substring(line)
        func fail(_ reason: String) -> ConstraintTextError { ConstraintTextError(reason: "\(reason) in \"\(line)\"") }
        if let colon = rest.firstIndex(of: ":") {
            identifier = String(rest[..<colon].drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
            rest = rest[rest.index(after: colon)...]
        }
        var words = rest.split(separator: " ").map(String.init)
        if let last = words.last, last.hasPrefix("@") {
            guard let value = Float(last.dropFirst()), value > 0, value <= 1000 else { throw fail("bad priority \(last)") }
            priority = Priority(value)
            words.removeLast()
        }
        func reference(_ word: String) throws(ConstraintTextError) -> (String, LayoutAttribute) {
            guard let dot = word.lastIndex(of: "."), dot != word.startIndex else { throw fail("expected ITEM.ATTR, found \"\(word)\"") }
            let name = String(word[word.index(after: dot)...])
            guard let attribute = LayoutAttribute(rawValue: name) else { throw fail("unknown attribute \"\(name)\"") }
            return (String(word[..<dot]), attribute)
        }
        guard words.count >= 3 else { throw fail("expected ITEM.ATTR RELATION …") }
        (firstItem, firstAttribute) = try reference(words[0])
        guard let relation = Relation(rawValue: words[1]) else { throw fail("unknown relation \"\(words[1])\"") }
        self.relation = relation
        var index = 2
        if words.count == 3, let constant = Double(words[2]) {
            self.constant = constant
            return
        }
        if words.count > index + 1 && words[index + 1] == "*" {
            guard let multiplier = Double(words[index]) else { throw fail("bad multiplier \"\(words[index])\"") }
            self.multiplier = multiplier
            index += 2
        }
        guard index < words.count else { throw fail("expected ITEM.ATTR after the relation") }
        (secondItem, secondAttribute) = try reference(words[index])
        index += 1
        if index < words.count {
            guard index + 2 == words.count, words[index] == "+" || words[index] == "-", let value = Double(words[index + 1])
            else { throw fail("expected + CONSTANT or - CONSTANT at the end") }
            constant = words[index] == "-" ? -value : value
        }
    }

    /// The constraint in the text form, as the parser reads it back.
    public var description: String {
        constraintText(
            identifier: identifier, first: "\(firstItem).\(firstAttribute.rawValue)", relation: relation,
            multiplier: multiplier, second: secondItem.flatMap { item in secondAttribute.map { "\(item).\($0.rawValue)" } },
            constant: constant, priority: priority)
    }
}

/// Prints the text form; `first` and `second` are already `ITEM.ATTR`. Every constraint the
/// package describes (layout constraints, the stack compiler's specs) goes through here.
func constraintText(
    identifier: String?, first: String, relation: Relation, multiplier: Double, second: String?,
    constant: Double, priority: Priority
) -> String {
    var text = identifier.map { "\($0): " } ?? ""
    text += "\(first) \(relation.rawValue) "
    if let second {
        if multiplier != 1 { text += "\(formatted(multiplier)) * " }
        text += second
        if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(formatted(abs(constant)))" }
    } else {
        text += formatted(constant)
    }
    if !priority.isRequired { text += " @\(priority)" }
    return text
}

import ConstraintSystemFormat
import StackLayout

/// The text form of a constraint (`formats.md` §3), parsed:
/// `[IDENTIFIER: ]ITEM.ATTR RELATION [MULTIPLIER * ]ITEM.ATTR [+|- CONSTANT] [@PRIORITY]` or
/// `[IDENTIFIER: ]ITEM.ATTR RELATION CONSTANT [@PRIORITY]`.
struct ConstraintText {
    var identifier: String?
    var firstItem: String
    var firstAttribute: LayoutAttribute
    var relation: Relation
    var multiplier: Double = 1
    var secondItem: String?
    var secondAttribute: LayoutAttribute?
    var constant: Double = 0
    var priority: Priority = .required

    /// Parses one line; the error says what is wrong with it.
    init(_ line: String) throws(FormatError) {
        var rest = Substring(line)
        func fail(_ reason: String) -> FormatError { FormatError(place: "", reason: "\(reason) in \"\(line)\"") }
        if let colon = rest.firstIndex(of: ":") {
            identifier = rest[..<colon].trimmingSpaces()
            rest = rest[rest.index(after: colon)...]
        }
        var words = rest.split(separator: " ").map(String.init)
        if let last = words.last, last.hasPrefix("@") {
            let text = String(last.dropFirst())
            guard let value = Float(text), value > 0, value <= 1000 else { throw fail("bad priority \(last)") }
            priority = Priority(value)
            words.removeLast()
        }
        func reference(_ word: String) throws(FormatError) -> (String, LayoutAttribute) {
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
        let (second, attribute) = try reference(words[index])
        (secondItem, secondAttribute) = (second, attribute)
        index += 1
        if index < words.count {
            guard index + 2 == words.count, words[index] == "+" || words[index] == "-", let value = Double(words[index + 1])
            else { throw fail("expected + CONSTANT or - CONSTANT at the end") }
            constant = words[index] == "-" ? -value : value
        }
    }
}

extension Substring {
    func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}

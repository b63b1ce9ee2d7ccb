import Cassowary

/// The text form of a constraint (`formats.md` §3):
/// `[IDENTIFIER: ]FIRST RELATION [MULTIPLIER * ]SECOND [+|- CONSTANT] [@PRIORITY]`, or
/// `[IDENTIFIER: ]FIRST RELATION CONSTANT [@PRIORITY]` without a second item; the priority is
/// left out when required. `first` and `second` are already `ITEM.ATTR`.
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

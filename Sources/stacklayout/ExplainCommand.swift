import Cassowary
import ConstraintSystemFormat
import StackLayout

/// `stacklayout explain FILE ITEM`: why a view or guide is where it is — for each of x, y, width
/// and height, the constraints that hold it at the solution, grouped by priority; for a dimension
/// the constraints leave free, the range it slides over and what stops it; the broken constraints
/// whose conflicts mention it.
enum ExplainCommand {
    /// The view (by id) or guide (`OWNER.identifier`) named `name`, laid out.
    static func item(named name: String, in document: LayoutDocument) throws(FormatError) -> LayoutItem {
        document.container.layoutIfNeeded()
        for view in document.views {
            if view.id == name { return view }
            if let guide = view.layoutGuides.first(where: { $0.layoutName == name }) { return guide }
        }
        throw FormatError(place: "", reason: "no view or guide named \"\(name)\"")
    }

    static func run(_ document: LayoutDocument, item name: String) throws(FormatError) -> String {
        let item = try item(named: name, in: document)
        return text(item.layoutExplanation()!)
    }

    /// The explanation as text, one dimension after another.
    static func text(_ explanation: LayoutExplanation) -> String {
        let item = explanation.item
        let numbers = explanation.parts.map { "\($0.dimension.rawValue) \(formatted($0.value))" }
        let hidden = (item as? View)?.isHidden == true ? " (hidden: its stack leaves it out)" : ""
        var lines = ["\(item.layoutName): \(numbers.joined(separator: ", "))\(hidden)"]
        for part in explanation.parts {
            let head = "\(part.dimension.rawValue) = \(formatted(part.value))"
            if part.slide?.isUnconstrained == true {
                lines.append("\(head): not determined; no constraint mentions it")
            } else if let slide = part.slide {
                lines.append("\(head): not determined; it can slide \(range(slide))")
                for (end, stops) in [(slide.lower, slide.lowerStops), (slide.upper, slide.upperStops)] {
                    guard let end, !stops.isEmpty else { continue }
                    lines.append("  stopped at \(formatted(end)) by:")
                    lines += stops.map { "    \($0)" }
                }
            } else if part.held.isEmpty {
                lines.append("\(head): held by no constraint")
            } else {
                lines.append("\(head), held by:")
                for (priority, constraints) in part.held {
                    lines.append("  @\(priority):")
                    lines += constraints.map { "    \($0)" }
                }
            }
        }
        if explanation.unsatisfiable.isEmpty {
            lines.append("unsatisfiable: none")
        } else {
            for entry in explanation.unsatisfiable {
                lines.append("unsatisfiable: broken \(entry.broken)")
                lines += entry.conflicting.map { "  conflicting: \($0)" }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func range(_ slide: LayoutExplanation.Slide) -> String {
        switch (slide.lower, slide.upper) {
        case let (lower?, upper?): "from \(formatted(lower)) to \(formatted(upper))"
        case let (lower?, nil): "from \(formatted(lower)) upwards, without bound"
        case let (nil, upper?): "up to \(formatted(upper)), without bound below"
        case (nil, nil): "anywhere: nothing bounds it either way"
        }
    }
}

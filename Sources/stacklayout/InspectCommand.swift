import Cassowary
import ConstraintSystemFormat
import StackLayout

/// `stacklayout inspect FILE`: builds and lays out a layout file (format §2) and prints its
/// constraints grouped by owner, then the frames (format §4), as text or JSON.
enum InspectCommand {
    enum Format { case text, json }

    /// What a layout came to: the constraints by owner, frames, ambiguity and conflicts.
    struct Report {
        let document: LayoutDocument
        let groups: [(owner: View, constraints: [LayoutConstraint])]
        let frames: [(name: String, frame: Rect)]
        let ambiguous: [String]
        let unsatisfiable: [UnsatisfiableConstraints]

        /// Throws when a frame comes out infinite or NaN (numbers so large that the arithmetic
        /// overflows), which neither the text nor the JSON could state.
        init(_ document: LayoutDocument) throws(FormatError) {
            self.document = document
            let container = document.container
            // The report lists the constraints that could not be satisfied; nothing goes to
            // standard error. (A file that was read without error changes nothing a layout would
            // refuse.)
            container.layoutIssueHandler = { _ in }
            // The one layout: the ambiguity check lays the hierarchy out first.
            ambiguous = container.viewsWithAmbiguousLayout().compactMap { ($0 as? View)?.id }
            let inPlay = container.constraintsInPlay
            groups = document.views.compactMap { view in
                let owned = inPlay.filter { $0.owner === view }
                return owned.isEmpty ? nil : (view, owned)
            }
            frames = document.views.flatMap { view in
                [(view.id, view.frame)] + view.layoutGuides.map { ($0.layoutName, $0.frame) }
            }
            if let (name, _) = frames.first(where: { !Self.isFinite($0.frame) }) {
                throw FormatError(place: "", reason: "the frame of \(name) is not finite: the layout's numbers are too large")
            }
            unsatisfiable = container.unsatisfiableConstraints
        }

        private static func isFinite(_ frame: Rect) -> Bool {
            [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite)
        }
    }

    /// The report as text or JSON.
    static func render(_ report: Report, format: Format) -> String {
        format == .json ? json(report) : text(report)
    }

    static func text(_ report: Report) -> String {
        var lines = ["constraints:"]
        for (owner, constraints) in report.groups {
            lines.append("  \(owner.id):")
            lines += constraints.map { "    \($0)" }
        }
        lines.append("frames:")
        lines += report.frames.map { name, frame in
            "  \(name): x \(formatted(frame.x)), y \(formatted(frame.y)), width \(formatted(frame.width)), height \(formatted(frame.height))"
        }
        lines.append("ambiguous: " + (report.ambiguous.isEmpty ? "none" : report.ambiguous.joined(separator: ", ")))
        if report.unsatisfiable.isEmpty {
            lines.append("unsatisfiable: none")
        } else {
            lines.append("unsatisfiable:")
            for entry in report.unsatisfiable {
                lines.append("  \(entry.broken)")
                lines += entry.conflicting.map { "    conflicts with: \($0)" }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ report: Report) -> String {
        func item(_ item: LayoutItem?, _ attribute: LayoutAttribute?) -> JSON {
            guard let item, let attribute else { return .null }
            return .string("\(item.layoutName).\(attribute.rawValue)")
        }
        let constraints = report.groups.flatMap { owner, constraints in
            constraints.map { constraint in
                JSON.object([
                    ("identifier", constraint.identifier.map(JSON.string) ?? .null),
                    ("owner", .string(owner.id)),
                    ("text", .string(constraint.description)),
                    ("first", item(constraint.firstItem, constraint.firstAttribute)),
                    ("relation", .string(constraint.relation.rawValue)),
                    ("multiplier", .number(constraint.multiplier)),
                    ("second", item(constraint.secondItem, constraint.secondAttribute)),
                    ("constant", .number(constraint.constant)),
                    ("priority", .number(Double(constraint.priority.rawValue))),
                ])
            }
        }
        let frames = JSON.object(report.frames.map { name, frame in
            (name, .object([
                ("x", .number(frame.x)), ("y", .number(frame.y)),
                ("width", .number(frame.width)), ("height", .number(frame.height)),
            ]))
        })
        let unsatisfiable = report.unsatisfiable.map { entry in
            JSON.object([
                ("constraint", .string(entry.broken.description)),
                ("conflicts", .array(entry.conflicting.map { .string($0.description) })),
            ])
        }
        return """
            {
              "constraints": [
            \(constraints.map { "    " + $0.text }.joined(separator: ",\n"))
              ],
              "frames": \(frames.text),
              "ambiguous": \(JSON.array(report.ambiguous.map(JSON.string)).text),
              "unsatisfiable": \(JSON.array(unsatisfiable).text)
            }

            """
    }
}

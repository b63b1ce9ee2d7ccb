/// Something a layout could not do as asked. Layout goes on; the issue goes to the root view's
/// `layoutIssueHandler` (standard error by default).
public enum LayoutIssue: CustomStringConvertible {
    /// A required constraint could not hold with the others; it was left out (broken).
    case unsatisfiable(UnsatisfiableConstraints)
    /// A change to an active constraint was refused; the constraint keeps its old value.
    case refusedChange(LayoutError)
    /// The issue handler kept asking for layout (or kept causing new issues) for `rounds` rounds
    /// of one call; the layout stopped there, frames as the last round left them.
    case feedbackLoop(rounds: Int)

    public var description: String {
        switch self {
        case .unsatisfiable(let report): report.description
        case .refusedChange(let error): "Refused a layout change: \(error)"
        case .feedbackLoop(let rounds):
            "Layout feedback loop: the issue handler kept asking for layout or causing new issues for \(rounds) rounds; stopped"
        }
    }
}

/// A constraint that could not be satisfied, and the minimal set of required constraints it
/// conflicts with (itself included).
public struct UnsatisfiableConstraints: CustomStringConvertible {
    /// The constraint that was broken: left out of the layout.
    public let broken: LayoutConstraint
    /// A minimal set of required constraints that cannot hold together, `broken` included.
    public let conflicting: [LayoutConstraint]

    /// UIKit's hint when a conflict involves constraints made from an autoresizing mask.
    private var autoresizingNote: String {
        guard conflicting.contains(where: { $0.autoresizingNotation != nil }) else { return "" }
        return "\n(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)"
    }

    /// UIKit's message, the constraints in the text form.
    public var description: String {
        """
        Unable to simultaneously satisfy constraints.
        Probably at least one of the constraints in the following list is one you don't want.\(autoresizingNote)
        (
        \(conflicting.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        )
        Will attempt to recover by breaking constraint
        \(broken)
        """
    }
}

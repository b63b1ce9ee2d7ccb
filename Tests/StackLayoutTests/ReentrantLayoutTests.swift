@testable import StackLayout
import Testing

/// Layout is not re-entrant: what the issue handler (or an `updateConstraints()` override) asks
/// for while a hierarchy is laid out gets the answer `Docs/ViewModel.md` promises, never a
/// recursion.
@Suite struct ReentrantLayoutTests {
    /// A 100×100 root and a subview `a` held to two widths at once (10, then 20: the 20 breaks).
    func conflictingWidths() throws -> (root: View, a: View, twenty: LayoutConstraint) {
        let root = container(100, 100, id: "root")
        let a = View(id: "a")
        a.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(a)
        let twenty = a.widthAnchor.constraint(equalToConstant: 20)
        LayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 10), twenty])
        return (root, a, twenty)
    }

    /// Fuzz finding 01: a handler that asks whether the layout is ambiguous used to lay out again
    /// and recurse until the stack overflowed. It now answers for the finished layout.
    @Test func aHandlerAskingForAmbiguityAnswersForTheFinishedLayout() throws {
        let (root, a, twenty) = try conflictingWidths()
        var seen: [(issue: String, width: Double, broken: Int, ambiguous: [String], rootAmbiguous: Bool)] = []
        root.layoutIssueHandler = { issue in
            seen.append((issue.description, a.frame.width, root.unsatisfiableConstraints.count,
                         root.viewsWithAmbiguousLayout().map(\.layoutName), root.hasAmbiguousLayout))
        }
        root.layoutIfNeeded()
        // One report; the handler saw the frames written (a 10 wide) and the broken constraint
        // recorded; a's position is free, the root's is not.
        #expect(seen.count == 1)
        #expect(seen.first?.issue.hasSuffix("Will attempt to recover by breaking constraint\n\(twenty)") == true)
        #expect(seen.first?.width == 10)
        #expect(seen.first?.broken == 1)
        #expect(seen.first?.ambiguous == ["a"])
        #expect(seen.first?.rootAmbiguous == false)
        root.layoutIfNeeded()
        #expect(seen.count == 1)   // still broken, not reported again
        #expect(root.unsatisfiableConstraints.count == 1 && root.unsatisfiableConstraints[0].broken === twenty)
    }

    /// A handler that changes something and lays out again gets another round after it returns:
    /// inside the handler the frames are still the finished layout's.
    @Test func aHandlerAskingForLayoutGetsAnotherRound() throws {
        let (root, a, _) = try conflictingWidths()
        let height = a.heightAnchor.constraint(equalToConstant: 5)
        try height.activateOrThrow()
        var calls = 0
        var heightSeenByHandler: Double?
        root.layoutIssueHandler = { _ in
            calls += 1
            height.constant = 6
            root.layoutIfNeeded()            // noted, not run here
            heightSeenByHandler = a.frame.height
        }
        root.layoutIfNeeded()
        #expect(calls == 1)
        #expect(heightSeenByHandler == 5)
        #expect(a.frame.height == 6)
        #expect(a.frame.width == 10)
    }

    /// A handler whose every answer causes a new conflict is stopped after
    /// `View.maximumLayoutRounds` rounds with a `feedbackLoop` report.
    @Test func aHandlerThatKeepsBreakingIsStopped() throws {
        let (root, _, twenty) = try conflictingWidths()
        var issues: [String] = []
        root.layoutIssueHandler = { issue in
            issues.append(issue.description)
            guard case .unsatisfiable = issue else { return }
            twenty.constant += 1             // still conflicts with 10
            root.layoutIfNeeded()
        }
        root.layoutIfNeeded()
        #expect(View.maximumLayoutRounds == 8)
        #expect(issues.count == 9)
        #expect(issues.prefix(8).allSatisfy { $0.hasPrefix("Unable to simultaneously satisfy constraints.") })
        #expect(issues.last == LayoutIssue.feedbackLoop(rounds: 8).description)
        // The eighth round broke a.width == 27; the handler's last change (to 28) waits for a layout.
        #expect(twenty.constant == 28)
        issues = []
        root.layoutIssueHandler = { issues.append($0.description) }
        root.layoutIfNeeded()
        #expect(issues.count == 1)
        #expect(issues.first?.hasSuffix("a.width == 28") == true)
    }

    /// Measuring from the handler solves on a solver of its own; its own conflict is reported in
    /// the next round, so a handler that measures on every report is stopped like any loop.
    @Test func aHandlerMayMeasureAFittingSize() throws {
        let (root, a, twenty) = try conflictingWidths()
        var sizes: [Size] = []
        var feedbackLoops = 0
        root.layoutIssueHandler = { issue in
            if case .feedbackLoop = issue { return feedbackLoops += 1 }
            sizes.append(a.systemLayoutSizeFitting(.zero))
        }
        root.layoutIfNeeded()
        // The measure breaks a.width == 20 again (10 wide, no height), an issue the handler was
        // already given in this run: it is not given again, and the run ends.
        #expect(sizes == [Size(width: 10, height: 0)])
        #expect(feedbackLoops == 0)
        // A later layout is a new run: the conflict broken again is given again.
        twenty.isActive = false
        root.layoutIfNeeded()
        twenty.isActive = true
        root.layoutIfNeeded()
        #expect(sizes == [Size(width: 10, height: 0), Size(width: 10, height: 0)])
    }

    /// A refused change reported from outside a layout is delivered at once; a layout the handler
    /// asks for then runs after it returns.
    @Test func aRefusedChangeOutsideALayout() throws {
        let (root, a, twenty) = try conflictingWidths()
        root.layoutIssueHandler = { _ in }
        root.layoutIfNeeded()
        var issues: [String] = []
        root.layoutIssueHandler = { issue in
            issues.append(issue.description)
            if case .refusedChange = issue { twenty.constant = 10 }   // the conflict goes away
            root.layoutIfNeeded()
        }
        twenty.constant = .nan
        #expect(issues == [LayoutIssue.refusedChange(.nonFinite(constraint: "a.width == nan")).description])
        // The layout the handler asked for ran: a.width == 10 twice holds, nothing broken.
        #expect(root.unsatisfiableConstraints.isEmpty)
        #expect(a.frame.width == 10)
    }

    /// An `updateConstraints()` override that lays out or asks about ambiguity does not recurse.
    @Test func anUpdateConstraintsOverrideMayAskForLayout() throws {
        final class Eager: View {
            var answers: [Bool] = []
            override func updateConstraints() {
                super.updateConstraints()
                layoutIfNeeded()
                answers.append(hasAmbiguousLayout)
            }
        }
        let root = container(100, 100, id: "root")
        let eager = Eager(id: "eager")
        eager.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(eager)
        LayoutConstraint.activate([
            eager.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            eager.topAnchor.constraint(equalTo: root.topAnchor),
            eager.widthAnchor.constraint(equalToConstant: 30),
            eager.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        // Asked before the first layout solved anything: ambiguous then. The second round it asked
        // for runs no update (nothing needs one).
        #expect(eager.answers == [true])
        #expect(eager.frame == Rect(x: 0, y: 0, width: 30, height: 40))
        #expect(!eager.hasAmbiguousLayout)
    }
}

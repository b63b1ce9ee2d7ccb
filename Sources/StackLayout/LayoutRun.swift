/// A layout of one hierarchy in progress, kept on its root view while it runs.
///
/// Layout is not re-entrant. The issues a layout finds (and any reported while it runs) are held
/// until its frames are written, then given to the root's `layoutIssueHandler` one by one, so a
/// handler always sees a finished layout. A `layoutIfNeeded()` asked for while the layout runs —
/// by the handler, or by an `updateConstraints()` override — does not lay out there and then: it
/// is noted, and the layout runs another round once the handler returns. Each distinct issue (by
/// its text) is given to the handler once per run: a handler that measures or lays out again
/// meets the same conflicts again, and is not told of them again. A handler that keeps asking
/// (or keeps causing new issues) is stopped after `View.maximumLayoutRounds` rounds with a
/// `LayoutIssue.feedbackLoop`.
final class LayoutRun {
    /// Issues found and not yet given to the handler.
    var issues: [LayoutIssue] = []
    /// The text of every issue given to the handler in this run.
    var delivered: Set<String> = []
    /// Set when `layoutIfNeeded()` was called while the layout ran.
    var layoutRequested = false
}

extension View {
    /// The most rounds (a layout and the delivery of its issues) one call lays out for.
    public static let maximumLayoutRounds = 8

    /// Runs `work` as part of this root's layout: at once when a layout is running (its issues
    /// join that layout's), otherwise as a new layout whose issues are delivered after `work`.
    func withinLayout<Result>(_ work: () -> Result) -> Result {
        if layoutRun != nil { return work() }
        let run = LayoutRun()
        layoutRun = run
        defer { layoutRun = nil }
        let result = work()
        for round in 1... {
            let batch = run.issues
            run.issues = []
            for issue in batch where run.delivered.insert(issue.description).inserted { layoutIssueHandler(issue) }
            guard run.layoutRequested || run.issues.contains(where: { !run.delivered.contains($0.description) }) else { break }
            guard round < View.maximumLayoutRounds else {
                // Whatever this last call raises is dropped with the run.
                layoutIssueHandler(.feedbackLoop(rounds: round))
                break
            }
            if run.layoutRequested {
                run.layoutRequested = false
                layOut()
            }
        }
        return result
    }
}

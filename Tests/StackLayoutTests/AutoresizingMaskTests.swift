import StackLayout
import Testing

/// The constraints UIKit makes from a frame and an autoresizing mask while
/// `translatesAutoresizingMaskIntoConstraints` is on, worked out by hand.
@Suite struct AutoresizingMaskTests {
    /// A view at `frame` in a 375 × 667 root, translating its frame and `mask`.
    func translating(_ frame: Rect, _ mask: AutoresizingMask = []) -> (View, View) {
        let root = container()
        let view = View(id: "v")
        root.addSubview(view)
        view.frame = frame
        view.autoresizingMask = mask
        return (root, view)
    }

    func autoresizing(_ root: View) -> [String] {
        root.constraintsInPlay.filter { $0.autoresizingNotation != nil }.map(\.description)
    }

    @Test func aViewMadeInCodeTranslatesUntilAStackArrangesIt() {
        let view = View()
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        let stack = StackView()
        stack.addArrangedSubview(view)
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func anEmptyMaskHoldsTheFrame() throws {
        // h=--& v=--&: the left and top margins and the size fixed; the frame stays when the
        // superview grows.
        let (root, view) = translating(Rect(x: 20, y: 30, width: 100, height: 50))
        root.layoutIfNeeded()
        #expect(autoresizing(root) == [
            "h=--& v=--& v.minX == 20", "h=--& v=--& v.width == 100", "h=--& v=--& v.minY == 30",
            "h=--& v=--& v.height == 50",
        ])
        #expect(view.frame == Rect(x: 20, y: 30, width: 100, height: 50))
        root.frame = Rect(x: 0, y: 0, width: 500, height: 800)
        root.layoutIfNeeded()
        #expect(view.frame == Rect(x: 20, y: 30, width: 100, height: 50))
        #expect(root.unsatisfiableConstraints.isEmpty)
    }

    @Test func aFlexibleSizeKeepsTheMargins() throws {
        // h=-&- v=-&-: 20 and 30 from the left and top, 20 and 30 from the right and bottom of
        // 375 × 667; at 320 × 480 the view is 280 × 420.
        let (root, view) = translating(Rect(x: 20, y: 30, width: 335, height: 607), [.flexibleWidth, .flexibleHeight])
        root.layoutIfNeeded()
        #expect(autoresizing(root) == [
            "h=-&- v=-&- v.minX == 20", "h=-&- v=-&- v.width == container.width - 40", "h=-&- v=-&- v.minY == 30",
            "h=-&- v=-&- v.height == container.height - 60",
        ])
        root.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        root.layoutIfNeeded()
        #expect(view.frame == Rect(x: 20, y: 30, width: 280, height: 420))
    }

    @Test func flexibleMarginsShareTheChangeInProportion() throws {
        // h=&-&: margins 100 and 100 share the change half each: minX == 0.5 × width − 87.5, so at
        // 475 wide the view is at 150. v=&--: only the top margin (30) stretches.
        let (root, view) = translating(
            Rect(x: 100, y: 30, width: 175, height: 50), [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin])
        root.layoutIfNeeded()
        #expect(autoresizing(root) == [
            "h=&-& v=&-- v.minX == 0.5 * container.width - 87.5", "h=&-& v=&-- v.width == 175",
            "h=&-& v=&-- v.minY == container.height - 637", "h=&-& v=&-- v.height == 50",
        ])
        root.frame = Rect(x: 0, y: 0, width: 475, height: 767)
        root.layoutIfNeeded()
        #expect(view.frame == Rect(x: 150, y: 130, width: 175, height: 50))
    }

    @Test func forgettingToTurnItOffIsTheConflictUIKitLogs() throws {
        // A view made in code and pinned 20 from the container's sides, its frame still zero:
        // its width cannot be both 0 and 335. The autoresizing width comes last and is broken.
        let root = container()
        let log = IssueLog(root)
        let card = View(id: "card")
        root.addSubview(card)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            root.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            card.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        #expect(log.issues.first == """
            Unable to simultaneously satisfy constraints.
            Probably at least one of the constraints in the following list is one you don't want.
            (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
            (
                "card.leading == container.leading + 20",
                "h=--& v=--& card.minX == 0"
            )
            Will attempt to recover by breaking constraint
            h=--& v=--& card.minX == 0
            """)
        #expect(root.unsatisfiableConstraints.map(\.broken.description) == [
            "h=--& v=--& card.minX == 0", "h=--& v=--& card.width == 0", "h=--& v=--& card.minY == 0",
            "h=--& v=--& card.height == 0",
        ])
        #expect(card.frame == Rect(x: 20, y: 20, width: 335, height: 100))
        // Turned off, the conflicts leave with the constraints.
        card.translatesAutoresizingMaskIntoConstraints = false
        root.layoutIfNeeded()
        #expect(root.unsatisfiableConstraints.isEmpty)
    }
}

extension AutoresizingMaskTests {
    @Test func aFrameSetBeforeTheViewHasASuperviewFollowsTheFirstOneItIsLaidOutIn() {
        // Made with its frame, then added to the 375-wide root: the width is flexible from there,
        // so at 320 wide it is 335 − 55 = 280.
        let root = container()
        let view = View(frame: Rect(x: 20, y: 30, width: 335, height: 100))
        view.autoresizingMask = .flexibleWidth
        root.addSubview(view)
        root.layoutIfNeeded()
        #expect(view.frame == Rect(x: 20, y: 30, width: 335, height: 100))
        root.frame = Rect(x: 0, y: 0, width: 320, height: 667)
        root.layoutIfNeeded()
        #expect(view.frame == Rect(x: 20, y: 30, width: 280, height: 100))
    }
}

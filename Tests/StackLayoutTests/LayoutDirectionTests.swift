import StackLayout
import Testing

/// Leading and trailing follow the direction of the view that holds the constraint, as UIKit
/// lays out a view's subviews in that view's direction.
@Suite struct LayoutDirectionTests {
    @Test func aNestedStackForcedRightToLeftSitsAtTheRowsTrailingEdgeAndOrdersItsButtonsRightToLeft() throws {
        // A 375-wide screen; a row (horizontal stack, spacing 8) inset 16 each side: 343 wide. It
        // arranges a title (100 × 20.5, hugging 249 across, so it takes the slack) and a stack of
        // two 44 × 44 buttons (spacing 8) forced right-to-left. The row's constraints are the
        // row's, left to right: the buttons stack is 44 + 8 + 44 = 96 wide at the row's trailing
        // edge, x = 343 − 96 = 247; the title fills 247 − 8 = 239. The buttons stack's own
        // constraints are right to left: its first button at its right edge (x 52), the second at
        // its left (x 0). Every view is as tall as the tallest, 44.
        let screen = container(375, 667, id: "screen")
        let row = StackView(id: "row")
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(row)
        let title = View(id: "title")
        title.setIntrinsicContentSize(Size(width: 100, height: 20.5))
        title.setContentHuggingPriority(249, for: .horizontal)
        let buttons = StackView(id: "buttons")
        buttons.spacing = 8
        buttons.semanticLayoutDirection = .rightToLeft
        let (share, like) = (View(id: "share"), View(id: "like"))
        for button in [share, like] {
            button.setIntrinsicContentSize(Size(width: 44, height: 44))
            buttons.addArrangedSubview(button)
        }
        row.addArrangedSubview(title)
        row.addArrangedSubview(buttons)
        LayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: screen.topAnchor, constant: 20),
            row.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -16),
        ])
        screen.layoutIfNeeded()
        #expect(row.frame == Rect(x: 16, y: 20, width: 343, height: 44))
        #expect(title.frame == Rect(x: 0, y: 0, width: 239, height: 44))
        #expect(buttons.frame == Rect(x: 247, y: 0, width: 96, height: 44))
        #expect(share.frame == Rect(x: 52, y: 0, width: 44, height: 44))
        #expect(like.frame == Rect(x: 0, y: 0, width: 44, height: 44))
        #expect(screen.viewsWithAmbiguousLayout().isEmpty && screen.unsatisfiableConstraints.isEmpty)
    }

    @Test func aViewsOwnDirectionDoesNotFlipTheConstraintsThatPlaceIt() throws {
        // `box.leading == screen.leading + 10` is held by the left-to-right screen: box sits at
        // x 10 although box itself is right-to-left. `a.leading == box.leading + 10`, held by box,
        // is right to left: a's right edge 10 in from box's, x = 100 − 10 − 50 = 40.
        let screen = container(375, 667, id: "screen")
        let box = label("box", 100, 100, in: screen)
        box.semanticLayoutDirection = .rightToLeft
        let a = label("a", 50, 50, in: box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 10), box.topAnchor.constraint(equalTo: screen.topAnchor),
            a.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10), a.topAnchor.constraint(equalTo: box.topAnchor),
        ])
        screen.layoutIfNeeded()
        #expect(box.frame == Rect(x: 10, y: 0, width: 100, height: 100))
        #expect(a.frame == Rect(x: 40, y: 0, width: 50, height: 50))
    }
}

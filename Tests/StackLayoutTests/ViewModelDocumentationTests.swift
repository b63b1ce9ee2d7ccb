import StackLayout
import Testing

/// The complete example of Docs/ViewModel.md, step by step, with the frames it states.
@Suite struct ViewModelDocumentationTests {
    @Test func theDocumentedExample() throws {
        let container = View(id: "container")
        container.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        var reports: [String] = []
        container.layoutIssueHandler = { reports.append($0.description) }

        let title = View(id: "title")
        title.setIntrinsicContentSize(Size(width: 120, height: 21))
        title.firstBaselineOffset = 17
        let badge = View(id: "badge")
        badge.setIntrinsicContentSize(Size(width: 40, height: 30))
        badge.firstBaselineOffset = 20
        title.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(title)
        badge.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(badge)

        let margins = container.layoutMarginsGuide
        let gap = badge.leadingAnchor.constraint(equalToSystemSpacingAfter: title.trailingAnchor)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            title.topAnchor.constraint(equalTo: margins.topAnchor, constant: 12),
            gap,
            badge.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
        ])
        container.layoutIfNeeded()
        #expect(title.frame == Rect(x: 8, y: 20, width: 120, height: 21))
        #expect(badge.frame == Rect(x: 136, y: 17, width: 40, height: 30))
        #expect(!badge.hasAmbiguousLayout)
        #expect(container.constraints.map(\.description) == [
            "title.leading == container.layoutMarginsGuide.leading",
            "title.top == container.layoutMarginsGuide.top + 12",
            "badge.leading == title.trailing + 8",
            "badge.firstBaseline == title.firstBaseline",
        ])
        #expect(badge.constraintsAffectingLayout(for: .horizontal).map(\.description) == [
            "badge.leading == title.trailing + 8",
            "badge.width <= 40 @250 (content size)",
            "badge.width >= 40 @750 (content size)",
        ])

        gap.constant = 20
        container.layoutIfNeeded()
        #expect(badge.frame == Rect(x: 148, y: 17, width: 40, height: 30))

        LayoutConstraint.activate([
            title.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            title.widthAnchor.constraint(equalToConstant: 400),
        ])
        container.layoutIfNeeded()
        // title.width == 400 cannot hold inside the margins (359 wide): it is broken, reported, and
        // the rest is laid out as before.
        #expect(title.frame == Rect(x: 8, y: 20, width: 120, height: 21))
        #expect(reports == ["""
            Unable to simultaneously satisfy constraints.
            Probably at least one of the constraints in the following list is one you don't want.
            (
                "title.leading == container.layoutMarginsGuide.leading",
                "UIView-margin-guide-constraint: container.layoutMarginsGuide.leading == container.leading + 8",
                "UIView-margin-guide-constraint: container.trailing == container.layoutMarginsGuide.trailing + 8",
                "UIView-Encapsulated-Layout-Width: container.width == 375",
                "title.trailing <= container.layoutMarginsGuide.trailing",
                "title.width == 400"
            )
            Will attempt to recover by breaking constraint
            title.width == 400
            """])
        #expect(container.unsatisfiableConstraints.map(\.broken.description) == ["title.width == 400"])
    }
}

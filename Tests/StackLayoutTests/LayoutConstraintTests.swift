import StackLayout
import Testing

@Suite struct LayoutConstraintTests {
    @Test func theTextForm() throws {
        let root = container(id: "container")
        let a = label("a", nil, nil, in: root)
        let b = label("b", nil, nil, in: root)
        let spacing = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
        spacing.identifier = "UISV-spacing"
        #expect(spacing.description == "UISV-spacing: b.leading == a.trailing + 8")
        let card = a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -16)
        card.priority = 750
        #expect(card.description == "a.width == 0.5 * container.width - 16 @750")
        let suppression = a.widthAnchor.constraint(equalToConstant: 0)
        suppression.identifier = "UISV-ambiguity-suppression"
        suppression.priority = 25
        #expect(suppression.description == "UISV-ambiguity-suppression: a.width == 0 @25")
        let guide = a.topAnchor.constraint(greaterThanOrEqualTo: root.layoutMarginsGuide.topAnchor)
        guide.priority = 999.999
        #expect(guide.description == "a.top >= container.layoutMarginsGuide.top @999.999")
    }

    @Test func contentSizeConstraintsAreMarked() throws {
        let root = container()
        let title = label("title", 120, 21, in: root)
        LayoutConstraint.activate([title.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        #expect(title.constraintsAffectingLayout(for: .horizontal).map(\.description) == [
            "title.leading == container.leading",
            "title.width <= 120 @250 (content size)",
            "title.width >= 120 @750 (content size)",
        ])
    }

    @Test func activationAndDeactivation() throws {
        let root = container()
        let a = label("a", nil, nil, in: root)
        let pin = a.widthAnchor.constraint(equalToConstant: 10)
        #expect(!pin.isActive)
        pin.isActive = true
        #expect(pin.isActive && pin.owner === a)
        let spacing = a.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        spacing.isActive = true
        #expect(spacing.owner === root)
        LayoutConstraint.deactivate([pin, spacing])
        #expect(!pin.isActive && !spacing.isActive && root.constraints.isEmpty && a.constraints.isEmpty)
    }

    @Test func deactivatingABatchAcrossOwnersKeepsTheRest() throws {
        let root = container(id: "container")
        let a = label("a", nil, nil, in: root)
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        let height = a.heightAnchor.constraint(equalToConstant: 20)
        let left = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
        let top = a.topAnchor.constraint(equalTo: root.topAnchor, constant: 7)
        let bottom = a.bottomAnchor.constraint(equalTo: root.bottomAnchor)
        LayoutConstraint.activate([width, height, left, top, bottom])
        root.layoutIfNeeded()
        // Owners interleaved (a, root, a, root), an inactive one among them, one repeated.
        LayoutConstraint.deactivate([width, left, height, bottom, width, a.widthAnchor.constraint(equalToConstant: 1)])
        #expect(a.constraints.isEmpty)
        #expect(root.constraints.map(\.description) == ["a.top == container.top + 7"])
        #expect([width, height, left, bottom].allSatisfy { !$0.isActive && $0.owner == nil } && top.isActive)
        LayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 30), a.heightAnchor.constraint(equalToConstant: 4),
                                   a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 2)])
        root.layoutIfNeeded()
        #expect(a.frame == Rect(x: 2, y: 7, width: 30, height: 4))
    }

    @Test func settingIsActive() throws {
        let root = container()
        let log = IssueLog(root)
        let a = label("a", nil, nil, in: root)
        let pin = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12)
        pin.isActive = true
        #expect(pin.isActive && pin.owner === root && root.constraints.map(\.description) == ["a.leading == container.leading + 12"])
        pin.isActive = false
        #expect(!pin.isActive && root.constraints.isEmpty)
        // A failed activation leaves the constraint inactive and is reported.
        let stranger = View(id: "stranger")
        let stray = a.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        stray.isActive = true
        #expect(!stray.isActive)
        #expect(log.issues == ["Refused a layout change: the items of a.leading == stranger.leading have no common ancestor"])
    }
}

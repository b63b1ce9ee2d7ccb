import StackLayout
import Testing

/// `layoutExplanation()` on layouts worked out by hand: which constraints hold each dimension.
@Suite struct ViewExplanationTests {
    /// Each dimension's held constraints as text, by priority: `["1000: …", "250: …"]`.
    func held(_ item: LayoutItem, _ dimension: LayoutExplanation.Dimension) throws -> [String] {
        let part = try #require(item.layoutExplanation()?.parts.first { $0.dimension == dimension })
        return part.held.flatMap { priority, constraints in constraints.map { "\(priority): \($0)" } }
    }

    /// A 300 × 100 container with a horizontal stack pinned to its four edges, spacing 10,
    /// arranged a (held 100 wide by a constraint of its own) and b (no content size).
    func stack(_ distribution: StackDistribution) throws -> (View, StackView, View, View) {
        let root = container(300, 100)
        let stack = StackView(id: "stack")
        stack.distribution = distribution
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let a = View(id: "a"), b = View(id: "b")
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor), stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            a.widthAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        return (root, stack, a, b)
    }

    @Test func aFillStackGivesTheLastViewWhatIsLeft() throws {
        // b.width = stack.trailing − (a.leading + 100 + 10) = 300 − 110 = 190: the container's
        // width, both side pins, both canvas edges, the spacing and a's width; the container's
        // left cancels out (it moves both ends).
        let (root, _, _, b) = try stack(.fill)
        defer { withExtendedLifetime(root) {} }
        #expect(b.frame == Rect(x: 110, y: 0, width: 190, height: 100))
        let explanation = try #require(b.layoutExplanation())
        #expect(explanation.parts.allSatisfy { $0.slide == nil } && explanation.unsatisfiable.isEmpty)
        #expect(Set(try held(b, .width)) == [
            "1000: UIView-Encapsulated-Layout-Width: container.width == 300",
            "1000: stack.leading == container.leading",
            "1000: stack.trailing == container.trailing",
            "1000: UISV-canvas-connection: stack.leading == a.leading",
            "1000: UISV-canvas-connection: b.trailing == stack.trailing",
            "1000: UISV-spacing: b.leading == a.trailing + 10",
            "1000: a.width == 100",
        ])
    }

    @Test func anEqualSpacingGapTakesWhatTheViewsLeave() throws {
        // a 100 and b 60 wide (constraints of their own) in 300: the one gap guide is
        // 300 − 100 − 60 = 140 wide, held by the two widths, the canvas edges, the pins, the
        // container's width and the guide's edges on a and b.
        let (root, stack, _, b) = try stack(.equalSpacing)
        b.widthAnchor.constraint(equalToConstant: 60).isActive = true
        root.layoutIfNeeded()
        let gap = try #require(stack.layoutGuides.first { $0.identifier == "gap0" })
        #expect(gap.frame.x == 100 && gap.frame.width == 140)
        // Across the stack's axis no constraint mentions a gap guide.
        let y = try #require(gap.layoutExplanation()?.parts[1])
        #expect(y.dimension == .y && y.slide?.isUnconstrained == true && y.held.isEmpty)
        #expect(Set(try held(gap, .width)) == [
            "1000: UIView-Encapsulated-Layout-Width: container.width == 300",
            "1000: stack.leading == container.leading",
            "1000: stack.trailing == container.trailing",
            "1000: UISV-canvas-connection: stack.leading == a.leading",
            "1000: UISV-canvas-connection: b.trailing == stack.trailing",
            "1000: UISV-distributing-edge: stack.gap0.leading == a.trailing",
            "1000: UISV-distributing-edge: b.leading == stack.gap0.trailing",
            "1000: a.width == 100",
            "1000: b.width == 60",
        ])
    }

    @Test func aHiddenViewIsHeldAtZeroByItsHidingConstraint() throws {
        let root = container(300, 100)
        let stack = StackView(id: "stack")
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let a = label("a", 40, 20, in: stack), b = label("b", 60, 20, in: stack)
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        b.isHidden = true
        defer { withExtendedLifetime(root) {} }
        #expect(try held(b, .width) == ["999.999: UISV-hiding: b.width == 0 @999.999"])
    }

    @Test func anAmbiguousViewSlidesBetweenItsBounds() throws {
        // v is 50 wide, somewhere between the container's edges: x in [0, 250].
        let root = container(300, 100)
        let v = View(id: "v")
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let leading = v.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor)
        let trailing = v.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor)
        LayoutConstraint.activate([
            leading, trailing, v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 50),
            v.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        defer { withExtendedLifetime(root) {} }
        let explanation = try #require(v.layoutExplanation())
        let x = explanation.parts[0]
        let slide = try #require(x.slide)
        #expect(x.dimension == .x && x.held.isEmpty)
        #expect(!slide.isUnconstrained && slide.lower == 0 && slide.upper == 250)
        #expect(slide.lowerStops.map(\.description) == ["v.leading >= container.leading"])
        #expect(slide.upperStops.map(\.description) == ["v.trailing <= container.trailing"])
        #expect(explanation.parts.dropFirst().allSatisfy { $0.slide == nil })
    }

    @Test func aBrokenConstraintNamesItsConflictingSet() throws {
        // v.width == 50 holds; v.width == 80, added after it, is broken.
        let root = container(300, 100)
        let log = IssueLog(root)
        let v = View(id: "v")
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10), v.widthAnchor.constraint(equalToConstant: 50),
            v.widthAnchor.constraint(equalToConstant: 80),
        ])
        let explanation = try #require(v.layoutExplanation())
        #expect(try held(v, .width) == ["1000: v.width == 50"])
        #expect(explanation.unsatisfiable.map(\.broken.description) == ["v.width == 80"])
        #expect(explanation.unsatisfiable.first?.conflicting.map(\.description) == ["v.width == 50", "v.width == 80"])
        #expect(log.issues.count == 1)
    }
}

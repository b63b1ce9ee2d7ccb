@testable import StackLayout
import Testing

/// Changing the arranged views of a stack that has already been laid out: the generated
/// constraints must follow the views, not their old positions.
@Suite struct StackViewRearrangementTests {
    @Test func insertingAtTheFrontShiftsEveryView() throws {
        let (root, stack, v) = laidOutRow([100, 50], spacing: 10)
        let first = View(id: "first")
        first.setIntrinsicContentSize(Size(width: 30, height: 20))
        stack.insertArrangedSubview(first, at: 0)
        root.layoutIfNeeded()
        // first at 0 (30 wide), v0 at 30 + 10 = 40 (100 wide), v1 at 140 + 10 = 150; stack 200 wide.
        #expect([first.frame.x, v[0].frame.x, v[1].frame.x] == [0, 40, 150])
        #expect(stack.frame.width == 200)
    }

    @Test func removingTheFirstArrangedViewRejoinsTheOthers() throws {
        let (root, stack, v) = laidOutRow([100, 50, 30], spacing: 10)
        stack.removeArrangedSubview(v[0])
        v[0].removeFromSuperview()
        root.layoutIfNeeded()
        // v1 at 0 (50 wide), v2 at 60 (30 wide); the stack is 90 wide.
        #expect([v[1].frame.x, v[2].frame.x] == [0, 60])
        #expect(stack.frame.width == 90)
        #expect(!stack.generatedConstraints.contains { $0.firstItem === v[0] || $0.secondItem === v[0] })
    }

    /// View fuzz seed 45158: a constraint on a stack's last baseline follows the stack's last
    /// arranged view when views are added or removed after a layout (it was left on the old one).
    @Test func aConstraintOnTheStacksBaselineFollowsItsLastArrangedView() throws {
        let root = container(300, 300, id: "root")
        let stack = StackView(id: "stack")
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let views = [("a", 20.0), ("b", 30.0), ("c", 40.0)].map { id, height in
            let view = View(id: id)
            view.setIntrinsicContentSize(Size(width: 10, height: height))
            return view
        }
        stack.addArrangedSubview(views[0])
        stack.addArrangedSubview(views[1])
        stack.addSubview(views[2])  // a subview first: arranging it changes no hierarchy
        views[2].isHidden = true
        let marker = View(id: "marker")
        marker.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(marker)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            marker.topAnchor.constraint(equalTo: stack.lastBaselineAnchor),
            marker.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            marker.widthAnchor.constraint(equalToConstant: 5),
            marker.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        // b's bottom (no baseline: its bottom edge): 20 + 30.
        #expect(marker.frame.y == 50)
        views[2].isHidden = false
        stack.addArrangedSubview(views[2])
        root.layoutIfNeeded()
        // c's bottom: 20 + 30 + 40.
        #expect(marker.frame.y == 90)
        stack.removeArrangedSubview(views[2])  // still a subview
        views[2].isHidden = true
        root.layoutIfNeeded()
        #expect(marker.frame.y == 50)
        #expect(root.unsatisfiableConstraints.isEmpty)
    }

    @Test func movingAViewToTheEnd() throws {
        let (root, stack, v) = laidOutRow([100, 50], spacing: 10)
        stack.insertArrangedSubview(v[0], at: 1)
        root.layoutIfNeeded()
        // v1 at 0 (50 wide), v0 at 60.
        #expect([v[1].frame.x, v[0].frame.x] == [0, 60])
    }

    /// Fuzz finding 04: an arranged view removed from its superview and put back before the next
    /// layout used to keep the stack constraints the removal deactivated (listed, inactive, the
    /// frame ambiguous, nothing reported). The stack makes them anew.
    @Test func removedFromTheSuperviewAndPutBackBeforeALayout() throws {
        let (root, stack, v) = laidOutRow([50, 70], spacing: 10)
        v[1].removeFromSuperview()
        stack.insertArrangedSubview(v[1], at: 1)
        root.layoutIfNeeded()
        // v0 at 0 (50 wide), v1 at 50 + 10 = 60 (70 wide), both 20 tall; as before the removal.
        #expect(v[0].frame == Rect(x: 0, y: 0, width: 50, height: 20))
        #expect(v[1].frame == Rect(x: 60, y: 0, width: 70, height: 20))
        #expect(stack.generatedConstraints.allSatisfy { $0.isActive })
        #expect(root.viewsWithAmbiguousLayout().isEmpty)
        #expect(root.unsatisfiableConstraints.isEmpty)
        // Put back in front this time: v1 at 0, v0 at 70 + 10 = 80.
        v[1].removeFromSuperview()
        stack.insertArrangedSubview(v[1], at: 0)
        root.layoutIfNeeded()
        #expect([v[1].frame.x, v[0].frame.x] == [0, 80])
        #expect(stack.generatedConstraints.allSatisfy { $0.isActive })
        #expect(root.viewsWithAmbiguousLayout().isEmpty)
    }

    /// Fuzz finding 05: custom spacing was kept by object identity, so it outlived its view and
    /// attached to a later view at the same address. It now belongs to an arranged view and is
    /// forgotten when the view stops being arranged; a view that is not arranged is refused.
    @Test func customSpacingIsForgottenWithItsView() throws {
        let (root, stack, v) = laidOutRow([50, 70], spacing: 10)
        let log = IssueLog(root)
        stack.setCustomSpacing(40, after: v[0])
        root.layoutIfNeeded()
        #expect(v[1].frame.x == 90)            // 50 + 40
        v[0].removeFromSuperview()
        stack.insertArrangedSubview(v[0], at: 0)
        root.layoutIfNeeded()
        #expect(stack.customSpacing(after: v[0]) == StackView.spacingUseDefault)
        #expect(v[1].frame.x == 60)            // 50 + the stack's 10
        do {
            let temporary = View(id: "temporary")
            stack.addArrangedSubview(temporary)
            stack.setCustomSpacing(71, after: temporary)
            stack.removeArrangedSubview(temporary)
            temporary.removeFromSuperview()
        }
        let fresh = View(id: "fresh")
        fresh.setIntrinsicContentSize(Size(width: 30, height: 20))
        stack.addArrangedSubview(fresh)
        stack.setCustomSpacing(71, after: View(id: "stranger"))
        root.layoutIfNeeded()
        #expect(stack.customSpacing(after: fresh) == StackView.spacingUseDefault)
        #expect(log.issues == [LayoutIssue.refusedChange(.notArranged(view: "stranger", stack: "stack")).description])
        // fresh follows v1 at 60 + 70 + 10 = 140.
        #expect(fresh.frame.x == 140)
    }
}

/// A nested stack's baselines are its arranged views': when they change, the outer stack
/// compiles again.
@Test func anOuterStackFollowsTheBaselineOfANestedStack() throws {
    let root = container(1000, 1000)
    let outer = StackView(id: "outer")
    outer.alignment = .firstBaseline
    outer.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(outer)
    let label = View(id: "label")
    label.setIntrinsicContentSize(Size(width: 50, height: 20))
    label.firstBaselineOffset = 10
    let inner = StackView(id: "inner")
    inner.axis = .vertical
    let box = View(id: "box")
    box.setIntrinsicContentSize(Size(width: 30, height: 30))
    inner.addArrangedSubview(box)
    outer.addArrangedSubview(label)
    outer.addArrangedSubview(inner)
    LayoutConstraint.activate([
        outer.topAnchor.constraint(equalTo: root.topAnchor), outer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    ])
    root.layoutIfNeeded()
    // The inner stack has no baseline yet: aligned by its top.
    #expect(inner.frame.y == 0)
    let caption = View(id: "caption")
    caption.setIntrinsicContentSize(Size(width: 30, height: 10))
    caption.firstBaselineOffset = 5
    inner.insertArrangedSubview(caption, at: 0)
    root.layoutIfNeeded()
    // Now label.top + 10 == inner.top + 5 (the caption tops the inner stack): inner.y = label.y + 5;
    // the outer stack hugs both (canvas-fit): label.y = 0, inner.y = 5, height 5 + 10 + 30 = 45.
    #expect(label.frame.y == 0 && inner.frame.y == 5)
    #expect(outer.frame.height == 45)
}

/// A spacing that is not a finite number never reaches the constraints: it is refused and
/// reported, and the stack keeps its old spacing.
@Test func aNonFiniteSpacingIsRefusedAndReported() throws {
    let root = container(1000, 1000)
    var issues: [String] = []
    root.layoutIssueHandler = { issues.append($0.description) }
    let stack = StackView(id: "stack")
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    let a = View(id: "a"), b = View(id: "b")
    stack.addArrangedSubview(a)
    stack.addArrangedSubview(b)
    stack.spacing = 10
    stack.spacing = .nan
    stack.setCustomSpacing(.infinity, after: a)
    #expect(stack.spacing == 10)
    #expect(stack.customSpacing(after: a) == StackView.spacingUseDefault)
    #expect(issues == [
        LayoutIssue.refusedChange(.invalidGeometry(view: "stack", property: "spacing", values: [.nan])).description,
        LayoutIssue.refusedChange(.invalidGeometry(view: "stack", property: "custom spacing after a", values: [.infinity])).description,
    ])
}

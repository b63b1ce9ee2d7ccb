@testable import StackLayout
import Testing

/// Changing the arranged views of a stack that has already been laid out: the generated
/// constraints must follow the views, not their old positions.
@Suite struct StackViewRearrangementTests {
    /// A horizontal fill stack in a 1000×1000 container, pinned at the top left, laid out once.
    func laidOutStack(_ widths: [Double]) throws -> (View, StackView, [View]) {
        let root = container(1000, 1000)
        let stack = StackView(id: "stack")
        stack.spacing = 10
        try root.addSubview(stack)
        let views = try widths.enumerated().map { index, width in
            let view = View(id: "v\(index)")
            view.intrinsicContentSize = IntrinsicContentSize(width: width, height: 20)
            try stack.addArrangedSubview(view)
            return view
        }
        try LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        return (root, stack, views)
    }

    @Test func insertingAtTheFrontShiftsEveryView() throws {
        let (root, stack, v) = try laidOutStack([100, 50])
        let first = View(id: "first")
        first.intrinsicContentSize = IntrinsicContentSize(width: 30, height: 20)
        try stack.insertArrangedSubview(first, at: 0)
        root.layoutIfNeeded()
        // first at 0 (30 wide), v0 at 30 + 10 = 40 (100 wide), v1 at 140 + 10 = 150; stack 200 wide.
        #expect([first.frame.x, v[0].frame.x, v[1].frame.x] == [0, 40, 150])
        #expect(stack.frame.width == 200)
    }

    @Test func removingTheFirstArrangedViewRejoinsTheOthers() throws {
        let (root, stack, v) = try laidOutStack([100, 50, 30])
        stack.removeArrangedSubview(v[0])
        v[0].removeFromSuperview()
        root.layoutIfNeeded()
        // v1 at 0 (50 wide), v2 at 60 (30 wide); the stack is 90 wide.
        #expect([v[1].frame.x, v[2].frame.x] == [0, 60])
        #expect(stack.frame.width == 90)
        #expect(!stack.generatedConstraints.contains { $0.firstItem === v[0] || $0.secondItem === v[0] })
    }

    @Test func movingAViewToTheEnd() throws {
        let (root, stack, v) = try laidOutStack([100, 50])
        try stack.insertArrangedSubview(v[0], at: 1)
        root.layoutIfNeeded()
        // v1 at 0 (50 wide), v0 at 60.
        #expect([v[1].frame.x, v[0].frame.x] == [0, 60])
    }
}

/// A nested stack's baselines are its arranged views': when they change, the outer stack
/// compiles again.
@Test func anOuterStackFollowsTheBaselineOfANestedStack() throws {
    let root = container(1000, 1000)
    let outer = StackView(id: "outer")
    outer.alignment = .firstBaseline
    try root.addSubview(outer)
    let label = View(id: "label")
    label.intrinsicContentSize = IntrinsicContentSize(width: 50, height: 20)
    label.firstBaselineOffset = 10
    let inner = StackView(id: "inner")
    inner.axis = .vertical
    let box = View(id: "box")
    box.intrinsicContentSize = IntrinsicContentSize(width: 30, height: 30)
    try inner.addArrangedSubview(box)
    try outer.addArrangedSubview(label)
    try outer.addArrangedSubview(inner)
    try LayoutConstraint.activate([
        outer.topAnchor.constraint(equalTo: root.topAnchor), outer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    ])
    root.layoutIfNeeded()
    // The inner stack has no baseline yet: aligned by its top.
    #expect(inner.frame.y == 0)
    let caption = View(id: "caption")
    caption.intrinsicContentSize = IntrinsicContentSize(width: 30, height: 10)
    caption.firstBaselineOffset = 5
    try inner.insertArrangedSubview(caption, at: 0)
    root.layoutIfNeeded()
    // Now label.top + 10 == inner.top + 5 (the caption tops the inner stack): inner.y = label.y + 5;
    // the outer stack hugs both (canvas-fit): label.y = 0, inner.y = 5, height 5 + 10 + 30 = 45.
    #expect(label.frame.y == 0 && inner.frame.y == 5)
    #expect(outer.frame.height == 45)
}

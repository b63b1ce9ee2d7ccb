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

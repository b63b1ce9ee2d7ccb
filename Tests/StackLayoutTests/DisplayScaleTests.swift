import StackLayout
import Testing

/// Frames rounded to the root's pixel grid, as UIKit rounds them to the display's pixels.
@Suite struct DisplayScaleTests {
    /// Three views filling a 100-wide stack equally, inset 10.3 from the top left of a 200 × 100
    /// root: their edges fall at 10.3 + 0, 100/3, 200/3 and 100 across; 10.3 and 30.3 down.
    func thirds(scale: Double?) -> (root: View, views: [View]) {
        let root = container(200, 100, id: "root")
        root.displayScale = scale
        let stack = StackView(arrangedSubviews: (1...3).map { View(id: "v\($0)") })
        stack.distribution = .fillEqually
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10.3),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10.3),
            stack.widthAnchor.constraint(equalToConstant: 100), stack.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        return (root, stack.arrangedSubviews)
    }

    @Test func withoutAScaleFramesAreExact() {
        let (root, views) = thirds(scale: nil)
        #expect(root.subviews[0].frame == Rect(x: 10.3, y: 10.3, width: 100, height: 20))
        // The solver's values, rounding errors included: 100/3 to within the arithmetic.
        #expect(abs(views[1].frame.origin.x - 100.0 / 3) < 1e-9 && abs(views[1].frame.size.width - 100.0 / 3) < 1e-9)
    }

    @Test func atOneTimesEdgesRoundToWholePoints() {
        // The stack's edges 10.3 → 10, 110.3 → 110 (across) and 30.3 → 30 (down). In root
        // coordinates the views' edges are 10.3, 43.63, 76.97, 110.3 → 10, 44, 77, 110: widths
        // 34, 33, 33, at 0, 34, 67 in the stack.
        let (root, views) = thirds(scale: 1)
        #expect(root.subviews[0].frame == Rect(x: 10, y: 10, width: 100, height: 20))
        #expect(views.map(\.frame) == [
            Rect(x: 0, y: 0, width: 34, height: 20), Rect(x: 34, y: 0, width: 33, height: 20), Rect(x: 67, y: 0, width: 33, height: 20),
        ])
    }

    @Test func atTwoTimesEdgesRoundToHalfPoints() {
        // 10.3 → 10.5, 110.3 → 110.5, 30.3 → 30.5; the views' edges 43.63 → 43.5, 76.97 → 77:
        // widths 33, 33.5, 33.5.
        let (root, views) = thirds(scale: 2)
        #expect(root.subviews[0].frame == Rect(x: 10.5, y: 10.5, width: 100, height: 20))
        #expect(views.map(\.frame) == [
            Rect(x: 0, y: 0, width: 33, height: 20), Rect(x: 33, y: 0, width: 33.5, height: 20), Rect(x: 66.5, y: 0, width: 33.5, height: 20),
        ])
    }

    @Test func atThreeTimesEdgesRoundToThirds() {
        // In pixels: 10.3 × 3 = 30.9 → 31; 43.63 × 3 = 130.9 → 131; 76.97 × 3 = 230.9 → 231;
        // 110.3 × 3 = 330.9 → 331; 30.3 × 3 = 90.9 → 91. Every view is 100 pixels wide.
        let (root, views) = thirds(scale: 3)
        let edges: [Double] = [31.0 / 3, 131.0 / 3, 231.0 / 3, 331.0 / 3]
        let bottom: Double = 91.0 / 3
        let stack = root.subviews[0].frame
        #expect(stack.origin == Point(x: edges[0], y: edges[0]))
        #expect(stack.size == Size(width: edges[3] - edges[0], height: bottom - edges[0]))
        let xs: [Double] = [0, edges[1] - edges[0], edges[2] - edges[0]]
        let widths: [Double] = [edges[1] - edges[0], edges[2] - edges[1], edges[3] - edges[2]]
        #expect(views.map { Double($0.frame.origin.x) } == xs)
        #expect(views.map { Double($0.frame.size.width) } == widths)
    }

    @Test func aFittingSizeIsRoundedToo() {
        // A width of 173.25: 346.5 → 347 half points at 2×, 519.75 → 520 thirds at 3×, as
        // UIKit answers.
        let view = View(id: "v")
        LayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 173.25), view.heightAnchor.constraint(equalToConstant: 10)])
        #expect(view.systemLayoutSizeFitting(.zero) == Size(width: 173.25, height: 10))
        view.displayScale = 2
        #expect(view.systemLayoutSizeFitting(.zero) == Size(width: 173.5, height: 10))
        view.displayScale = 3
        #expect(view.systemLayoutSizeFitting(.zero).width == CGFloat(520.0 / 3))
    }

    @Test func aScaleThatIsNotPositiveIsRefused() {
        let root = container(id: "root")
        let log = IssueLog(root)
        root.displayScale = 2
        root.displayScale = 0
        #expect(root.displayScale == 2)
        #expect(log.issues == ["Refused a layout change: the displayScale (0) of root must be finite (and a width not negative)"])
    }
}

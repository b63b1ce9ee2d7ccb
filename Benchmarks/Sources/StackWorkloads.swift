import Foundation
import StackLayout

/// Stack-layer workloads: a hierarchy built and laid out, then one change laid out again.
struct LayoutWorkload {
    var name: String
    /// Builds the hierarchy (untimed parts included) and returns its root and the change to make.
    var make: () -> (root: View, change: () -> Void)
    /// Checks the layout after the first layout and after each change; nil when right.
    var check: (_ root: View, _ changes: Int) -> String?
}

enum StackWorkloads {
    static var all: [LayoutWorkload] { [labels(1000), labels(10_000), grid30, toggleHidden] }

    /// A label of `width` × `height`.
    static func label(_ id: String, _ width: Double, _ height: Double) -> View {
        let view = View(id: id)
        view.setIntrinsicContentSize(Size(width: width, height: height))
        return view
    }

    /// A vertical stack of `count` labels (20 tall, 4 apart) in a window `count` × 30 tall, whose
    /// top inset changes between 0 and 10: `stack-1000-labels`, and `stack-10000-labels` to show
    /// how both figures scale.
    static func labels(_ count: Int) -> LayoutWorkload { LayoutWorkload(
        name: "stack-\(count)-labels",
        make: {
            let root = View(id: "window")
            root.frame = Rect(x: 0, y: 0, width: 375, height: Double(count * 30))
            let stack = StackView(id: "stack")
            stack.axis = .vertical
            stack.spacing = 4
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            for index in 0..<count { stack.addArrangedSubview(label("l\(index)", 100, 20)) }
            let top = stack.topAnchor.constraint(equalTo: root.topAnchor)
            LayoutConstraint.activate([
                top, stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            ])
            return (root, { top.constant = top.constant == 0 ? 10 : 0 })
        },
        check: { root, changes in
            let last = root.subviews[0].subviews[count - 1].frame.y + root.subviews[0].frame.y
            let expected = Double((count - 1) * 24) + (changes % 2 == 1 ? 10 : 0)
            return last == expected ? nil : "the last label is at \(last), expected \(expected)"
        }) }

    /// A 30 × 30 grid of labels: a vertical stack of 30 horizontal stacks; the window's width changes.
    static var grid30: LayoutWorkload { LayoutWorkload(
        name: "stack-grid-30x30",
        make: {
            let root = View(id: "window")
            root.frame = Rect(x: 0, y: 0, width: 2000, height: 2000)
            let grid = StackView(id: "grid")
            grid.axis = .vertical
            grid.spacing = 2
            grid.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(grid)
            for row in 0..<30 {
                let line = StackView(id: "row\(row)")
                line.distribution = .fillEqually
                line.spacing = 2
                for column in 0..<30 { line.addArrangedSubview(label("c\(row)_\(column)", 40, 20)) }
                grid.addArrangedSubview(line)
            }
            let width = grid.widthAnchor.constraint(equalToConstant: 1478)
            LayoutConstraint.activate([
                width, grid.topAnchor.constraint(equalTo: root.topAnchor), grid.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            ])
            return (root, { width.constant = width.constant == 1478 ? 1778 : 1478 })
        },
        check: { root, changes in
            // 30 equal cells and 29 gaps of 2: (1478 - 58) / 30 = 47.333…, (1778 - 58) / 30 = 57.333….
            let cell = root.subviews[0].subviews[29].subviews[29].frame.width
            let expected = ((changes % 2 == 1 ? 1778 : 1478) - 58) / 30.0
            return abs(cell - expected) < 1e-6 ? nil : "a cell is \(cell) wide, expected \(expected)"
        }) }

    /// A row of 100 views, one of which is hidden and shown in turn.
    static var toggleHidden: LayoutWorkload { LayoutWorkload(
        name: "stack-toggle-hidden",
        make: {
            let root = View(id: "window")
            root.frame = Rect(x: 0, y: 0, width: 5000, height: 100)
            let stack = StackView(id: "stack")
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            for index in 0..<100 { stack.addArrangedSubview(label("v\(index)", 30, 20)) }
            LayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: root.topAnchor), stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            ])
            let toggled = stack.arrangedSubviews[50]
            return (root, { toggled.isHidden.toggle() })
        },
        check: { root, changes in
            let width = root.subviews[0].frame.width
            let expected: Double = changes % 2 == 1 ? 99 * 30 + 98 * 8 : 100 * 30 + 99 * 8
            return width == expected ? nil : "the stack is \(width) wide, expected \(expected)"
        }) }
}

/// Build (the hierarchy and its first layout) in µs, and one change laid out in ns, medians.
func measure(_ workload: LayoutWorkload, seconds: Double) throws(BenchmarkFailure) -> (build: Double, change: Double) {
    try verify(workload)
    let build = try median(seconds: seconds) { count in
        var total = 0.0
        for _ in 0..<count {
            let start = now()
            let (root, _) = workload.make()
            root.layoutIfNeeded()
            total += now() - start
            // Freed after the clock is read, as Yoga's side frees its tree untimed.
            withExtendedLifetime(root) {}
        }
        return total
    }
    let (root, change) = workload.make()
    root.layoutIfNeeded()
    let relayout = try median(seconds: seconds) { count in
        let start = now()
        for _ in 0..<count {
            change()
            root.layoutIfNeeded()
        }
        return now() - start
    }
    return (build * 1e6, relayout * 1e9)
}

/// The first layout and three changes, each checked.
private func verify(_ workload: LayoutWorkload) throws(BenchmarkFailure) {
    let (root, change) = workload.make()
    root.layoutIfNeeded()
    for changes in 0...3 {
        if changes > 0 {
            change()
            root.layoutIfNeeded()
        }
        if let wrong = workload.check(root, changes) { throw BenchmarkFailure("\(workload.name): \(wrong)") }
    }
}

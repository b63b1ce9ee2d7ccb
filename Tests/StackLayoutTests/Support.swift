import StackLayout

/// A root view held at `size`, like a window.
func container(_ width: Double = 375, _ height: Double = 667, id: String = "container") -> View {
    let view = View(id: id)
    view.frame = Rect(x: 0, y: 0, width: width, height: height)
    return view
}

/// A view with an intrinsic size (nil for none), added to `parent`.
func label(_ id: String, _ width: Double?, _ height: Double?, in parent: View) -> View {
    let view = View(id: id)
    view.translatesAutoresizingMaskIntoConstraints = false  // placed by constraints
    view.setIntrinsicContentSize(Size(width: width ?? View.noIntrinsicMetric, height: height ?? View.noIntrinsicMetric))
    parent.addSubview(view)
    return view
}

/// A vertical stack `spacing` apart, added to `parent`, arranging three views of intrinsic size
/// 40 × 20 named l0, l1, l2.
func stackOfThreeLabels(spacing: Double = 0, in parent: View) -> (stack: StackView, labels: [View]) {
    let stack = StackView(id: "stack")
    stack.axis = .vertical
    stack.spacing = spacing
    stack.translatesAutoresizingMaskIntoConstraints = false  // placed by constraints
    parent.addSubview(stack)
    let labels = (0..<3).map { index in
        let view = View(id: "l\(index)")
        view.setIntrinsicContentSize(Size(width: 40, height: 20))
        stack.addArrangedSubview(view)
        return view
    }
    return (stack, labels)
}

/// A horizontal stack `spacing` apart arranging views v0, v1, … of the given widths (20 tall),
/// pinned at the top left of a 1000 × 1000 root, laid out once.
func laidOutRow(
    _ widths: [Double], _ distribution: StackDistribution = .fill, spacing: Double
) -> (root: View, stack: StackView, views: [View]) {
    let root = container(1000, 1000)
    let stack = StackView(id: "stack")
    stack.distribution = distribution
    stack.spacing = spacing
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    let views = widths.enumerated().map { index, width in
        let view = View(id: "v\(index)")
        view.setIntrinsicContentSize(Size(width: width, height: 20))
        stack.addArrangedSubview(view)
        return view
    }
    LayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: root.topAnchor), stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    ])
    root.layoutIfNeeded()
    return (root, stack, views)
}

/// Collects the issues a hierarchy reports.
final class IssueLog {
    var issues: [String] = []

    init(_ root: View) {
        root.layoutIssueHandler = { [unowned self] in self.issues.append($0.description) }
    }
}

/// A horizontal stack `spacing` apart, added to `parent` and pinned to its top and leading edges,
/// arranging `count` views of intrinsic size `width` × `height` named v0, v1, ….
func rowOfSizedViews(_ count: Int, _ width: Double, _ height: Double, spacing: Double, in parent: View) -> StackView {
    let stack = StackView(id: "stack")
    stack.spacing = spacing
    stack.translatesAutoresizingMaskIntoConstraints = false  // placed by constraints
    parent.addSubview(stack)
    for index in 0..<count {
        let view = View(id: "v\(index)")
        view.setIntrinsicContentSize(Size(width: width, height: height))
        stack.addArrangedSubview(view)
    }
    LayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: parent.topAnchor), stack.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
    ])
    return stack
}

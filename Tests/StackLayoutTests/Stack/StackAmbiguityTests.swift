import StackLayout
import Testing

/// `viewsWithAmbiguousLayout()` and `hasAmbiguousLayout` agree: a stack's own spanners and gaps
/// are not listed while every view is determined.
@Suite struct StackAmbiguityTests {
    @Test(arguments: LayoutAxis.allCases)
    func aPinnedStackOfSizedViewsListsNothingInAnyConfiguration(axis: LayoutAxis) {
        for alignment in StackAlignment.allCases {
            for distribution in StackDistribution.allCases {
                let root = container()
                let stack = StackView(arrangedSubviews: [label("a", 40, 20, in: root), label("b", 30, 10, in: root)])
                (stack.axis, stack.alignment, stack.distribution) = (axis, alignment, distribution)
                stack.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(stack)
                LayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: root.topAnchor), stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                ])
                #expect(root.viewsWithAmbiguousLayout().isEmpty, "\(axis) \(alignment) \(distribution)")
                #expect(![root, stack].contains { $0.hasAmbiguousLayout })
                // The guides exist: the list is empty because they are determined where their
                // constraints reach, not because there are none.
                if alignment == .center && distribution == .equalSpacing {
                    #expect(stack.layoutGuides.map(\.identifier) == ["gap0", "alignmentSpanner"])
                }
            }
        }
    }

    @Test func anUnpinnedStackAndItsViewsAreListed() {
        let root = container()
        let stack = StackView(arrangedSubviews: [label("a", 40, 20, in: root)])
        stack.id = "stack"
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        #expect(root.viewsWithAmbiguousLayout().map(\.layoutName) == ["stack", "a"])
        #expect(stack.hasAmbiguousLayout)
    }
}

import StackLayout
import Testing

/// A laid-out hierarchy is freed once nothing outside it holds its root: constraints do not keep
/// their items alive, as UIKit's do not. What a freed view leaves behind (its subviews, its
/// guides, a view it was moved from) no longer refers to it.
@Suite struct HierarchyLifetimeTests {
    /// A root held at a frame, a stack of labels, a constraint of the user's on the root itself and
    /// one between two views, laid out (and, with `changed`, laid out again after a label is
    /// hidden): the root, the last label and the stack.
    private func laidOutHierarchy(changed: Bool) -> (root: View, label: View, stack: StackView) {
        let root = container()
        let (stack, labels) = stackOfThreeLabels(in: root)
        stack.isLayoutMarginsRelativeArrangement = true
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            root.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
        ])
        root.layoutIfNeeded()
        if changed {
            labels[1].isHidden = true
            root.layoutIfNeeded()
        }
        return (root, labels[2], stack)
    }

    @Test(arguments: [false, true]) func laidOutHierarchyIsFreedWithItsRoot(changed: Bool) {
        weak var root: View?
        weak var label: View?
        weak var stack: StackView?
        do {
            let hierarchy = laidOutHierarchy(changed: changed)
            (root, label, stack) = (hierarchy.root, hierarchy.label, hierarchy.stack)
            #expect(label?.frame == Rect(x: 8, y: changed ? 28 : 48, width: 40, height: 20))
        }
        #expect(root == nil)
        #expect(label == nil)
        #expect(stack == nil)
    }

    @Test func constraintOutlivingItsItemsCannotBeActivated() {
        var constraint: LayoutConstraint?
        do {
            let root = View(id: "root")
            let child = View(id: "child")
            root.addSubview(child)
            constraint = child.widthAnchor.constraint(equalTo: root.widthAnchor, constant: 5)
        }
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.secondItem == nil)
        #expect(constraint?.description == "?.width == ?.width + 5")
        #expect(throws: LayoutError.noCommonAncestor(constraint: "?.width == ?.width + 5")) {
            try constraint?.activateOrThrow()
        }
    }

    @Test func rootThatAskedForAnUpdateIsFreed() {
        weak var root: View?
        do {
            let hierarchy = laidOutHierarchy(changed: false)
            hierarchy.root.setNeedsUpdateConstraints()
            hierarchy.label.invalidateIntrinsicContentSize()
            root = hierarchy.root
        }
        #expect(root == nil)
    }

    @Test func subviewOutlivingItsSuperviewBecomesARoot() {
        let child: View
        do {
            let parent = container(id: "parent")
            child = label("child", 30, 10, in: parent)
            parent.layoutIfNeeded()
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
        #expect(child.rootView === child)
        child.layoutIfNeeded()
        #expect(child.frame == Rect(x: 0, y: 0, width: 30, height: 10))
    }

    @Test func viewMovedToAnotherParentKeepsItWhenTheFirstIsFreed() {
        let second = container(id: "second")
        let child: View
        do {
            let first = container(id: "first")
            child = label("child", 30, 10, in: first)
            first.layoutIfNeeded()
            second.addSubview(child)
        }
        #expect(child.superview === second)
        #expect(second.subviews == [child])
        second.layoutIfNeeded()
        #expect(child.frame.size == Size(width: 30, height: 10))
    }

    @Test func viewRemovedFromItsSuperviewStaysARootWhenTheSuperviewIsFreed() {
        let child = View(id: "child")
        do {
            let parent = container(id: "parent")
            parent.addSubview(child)
            child.removeFromSuperview()
        }
        #expect(child.superview == nil)
    }

    @Test func guideOutlivingItsViewHasNoOwner() {
        var guide: LayoutGuide?
        do {
            let view = container(id: "view")
            guide = view.layoutMarginsGuide
            view.layoutIfNeeded()
            #expect(guide?.owningView === view)
        }
        #expect(guide?.owningView == nil)
        #expect(guide?.layoutName == "?.layoutMarginsGuide")
    }
}

@testable import StackLayout
import Testing

/// What holds a view or a guide by its reference reads `nil` once the item is freed: a
/// constraint's items and owner, the views a layout engine is to update.
@Suite struct LayoutItemReferenceTests {
    @Test func referenceIsMadeOnceAndClearedWhenItsItemIsFreed() {
        var references: [LayoutItemReference] = []
        do {
            let view = View(id: "view")
            let guide = LayoutGuide(identifier: "guide")
            references = [view.layoutReference, guide.layoutReference]
            #expect(view.layoutReference === references[0])
            #expect(guide.layoutReference === references[1])
            #expect(references[0].item === view)
            #expect(references[1].item === guide)
        }
        #expect(references.allSatisfy { $0.item == nil })
    }

    @Test func referenceHoldsTheItemsBoxAndSaysOnceTheItemIsFreed() {
        var reference: LayoutItemReference?
        var constraint: LayoutConstraint?
        do {
            let view = View(id: "view")
            reference = view.layoutReference
            #expect(reference?.box === view.layoutBox)
            #expect(reference?.itemIsFreed == false)
            constraint = view.widthAnchor.constraint(equalToConstant: 10)
            #expect(constraint?.solverConstraint() != nil)
        }
        #expect(reference?.itemIsFreed == true)
        #expect(constraint?.solverConstraint() == nil)
    }

    @Test func constraintOutlivingAGuideSeesItFreed() {
        let view = View(id: "view")
        var constraint: LayoutConstraint?
        do {
            let guide = LayoutGuide(identifier: "guide")
            view.addLayoutGuide(guide)
            constraint = guide.widthAnchor.constraint(equalTo: view.widthAnchor)
            constraint?.isActive = true
            view.removeLayoutGuide(guide)
        }
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.secondItem === view)
        #expect(constraint?.description == "?.width == view.width")
    }

    @Test func constraintOutlivingItsOwnerSeesItFreed() {
        var constraint: LayoutConstraint?
        do {
            let root = View(id: "root")
            let (first, second) = (View(id: "first"), View(id: "second"))
            root.addSubview(first)
            root.addSubview(second)
            constraint = first.widthAnchor.constraint(equalTo: second.widthAnchor)
            constraint?.isActive = true
            #expect(constraint?.owner === root)
        }
        #expect(constraint?.owner == nil)
        #expect(constraint?.firstItem == nil)
    }

    @Test func autoresizingConstraintOutlivingTheSuperviewSeesItFreed() {
        let child = View(id: "child")
        var constraints: [LayoutConstraint] = []
        do {
            let parent = container(100, 100, id: "parent")
            child.frame = Rect(x: 10, y: 10, width: 20, height: 20)
            child.autoresizingMask = [.flexibleWidth]
            parent.addSubview(child)
            parent.layoutIfNeeded()
            constraints = Array(child.screen.autoresizingConstraints.values)
            #expect(constraints.contains { $0.owner === parent && $0.secondItem === parent })
        }
        #expect(child.superview == nil)
        #expect(constraints.allSatisfy { $0.owner == nil && $0.secondItem == nil })
    }

    @Test func engineSkipsAViewFreedAfterAskingForAnUpdate() {
        let root = container()
        root.layoutIfNeeded()
        do {
            let view = View(id: "asking")
            root.engine?.viewNeedsUpdate(view)
        }
        root.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(!root.needsUpdateConstraints)
    }
}

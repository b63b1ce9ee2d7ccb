import Testing

@testable import StackLayout

/// A layout box names its four solver variables after the item: the item's name, a dot and the
/// variable, whatever the name's length or characters. What holds a view or a guide by its box
/// (a constraint's items and owner, the views a layout engine is to update) reads `nil` once the
/// item is freed.
@Suite struct LayoutBoxTests {
    func names(_ box: LayoutBox) -> [String] { [box.left.name, box.top.name, box.width.name, box.height.name] }

    @Test func aShortNameIsFollowedByEachVariable() {
        #expect(names(View(id: "a").layoutBox) == ["a.left", "a.top", "a.width", "a.height"])
    }

    /// Past 15 bytes a string is no longer stored inline, on either side.
    @Test func aLongNameIsKeptWhole() {
        let id = "a-view-with-a-rather-long-identifier"
        #expect(names(View(id: id).layoutBox) == [id + ".left", id + ".top", id + ".width", id + ".height"])
    }

    @Test func aNameBeyondASCIIKeepsItsCharacters() {
        #expect(names(View(id: "étiquette→1").layoutBox) == [
            "étiquette→1.left", "étiquette→1.top", "étiquette→1.width", "étiquette→1.height",
        ])
    }

    @Test func anEmptyNameLeavesTheVariableAfterTheDot() {
        #expect(names(View(id: "").layoutBox) == [".left", ".top", ".width", ".height"])
    }

    @Test func aGuideIsNamedByItsIdentifier() {
        let guide = LayoutGuide(identifier: "g")
        #expect(names(guide.layoutBox) == ["g.left", "g.top", "g.width", "g.height"])
    }

    @Test func boxIsMadeOnceAndClearedWhenItsItemIsFreed() {
        var boxes: [LayoutBox] = []
        do {
            let view = View(id: "view")
            let guide = LayoutGuide(identifier: "guide")
            boxes = [view.layoutBox, guide.layoutBox]
            #expect(view.layoutBox === boxes[0])
            #expect(guide.layoutBox === boxes[1])
            #expect(boxes[0].item === view)
            #expect(boxes[1].item === guide)
        }
        #expect(boxes.allSatisfy { $0.item == nil })
    }

    @Test func boxHeldByAConstraintSaysOnceTheItemIsFreed() {
        var box: LayoutBox?
        var constraint: LayoutConstraint?
        do {
            let view = View(id: "view")
            box = view.layoutBox
            #expect(box?.itemIsFreed == false)
            constraint = view.widthAnchor.constraint(equalToConstant: 10)
            #expect(constraint?.solverConstraint() != nil)
        }
        #expect(box?.itemIsFreed == true)
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
            constraints = Array(child.rareState.autoresizingConstraints.values)
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

import Testing

@testable import StackLayout

/// A layout box names its four solver variables after the item: the item's name, a dot and the
/// variable, whatever the name's length or characters.
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
}

import StackLayout
import Testing

/// The text form parsed, and printed back as it was written.
@Suite struct ConstraintTextFormTests {
    @Test func everyPartIsRead() throws {
        let text = try ConstraintText(parsing: "card-width: card.width == 0.5 * container.width - 16 @750")
        #expect(text.identifier == "card-width")
        #expect(text.firstItem == "card" && text.firstAttribute == .width)
        #expect(text.relation == .equal)
        #expect(text.multiplier == 0.5)
        #expect(text.secondItem == "container" && text.secondAttribute == .width)
        #expect(text.constant == -16)
        #expect(text.priority == 750)
    }

    @Test func aConstantAloneHasNoSecondItem() throws {
        let text = try ConstraintText(parsing: "body.height >= 200")
        #expect(text.identifier == nil && text.secondItem == nil && text.secondAttribute == nil)
        #expect(text.constant == 200 && text.multiplier == 1 && text.priority == .required)
    }

    @Test func guidesAreItemsWithDots() throws {
        let text = try ConstraintText(parsing: "a.top == stack.layoutMarginsGuide.top")
        #expect(text.secondItem == "stack.layoutMarginsGuide" && text.secondAttribute == .top)
    }

    @Test func printingGivesBackTheLine() throws {
        for line in [
            "UISV-spacing: b.leading == a.trailing + 8", "UISV-ambiguity-suppression: a.width == 0 @25",
            "card.width == 0.5 * container.width - 16 @750", "a.centerY <= b.centerY", "a.width >= 0.25 @999.5",
        ] {
            #expect(try ConstraintText(parsing: line).description == line)
        }
    }

    @Test func badLinesSayWhatIsWrong() {
        #expect(throws: ConstraintTextError(reason: "unknown attribute \"size\" in \"a.size == 4\"")) {
            try ConstraintText(parsing: "a.size == 4")
        }
        #expect(throws: ConstraintTextError(reason: "unknown relation \"=\" in \"a.width = 4\"")) {
            try ConstraintText(parsing: "a.width = 4")
        }
        #expect(throws: ConstraintTextError(reason: "bad priority @1001 in \"a.width == 4 @1001\"")) {
            try ConstraintText(parsing: "a.width == 4 @1001")
        }
        #expect(throws: ConstraintTextError(reason: "expected + CONSTANT or - CONSTANT at the end in \"a.width == b.width plus 2\"")) {
            try ConstraintText(parsing: "a.width == b.width plus 2")
        }
    }
}

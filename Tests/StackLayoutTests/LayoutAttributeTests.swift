import StackLayout
import Testing

@Suite struct LayoutAttributeTests {
    @Test func everyAttributeHasTheAxisItMeasuresAlong() {
        let horizontal = LayoutAttribute.allCases.filter { $0.axis == .horizontal }.map(\.rawValue)
        #expect(horizontal == [
            "left", "right", "leading", "trailing", "width", "centerX",
            "leftMargin", "rightMargin", "leadingMargin", "trailingMargin", "centerXWithinMargins",
        ])
        let vertical = LayoutAttribute.allCases.filter { $0.axis == .vertical }.map(\.rawValue)
        #expect(vertical == [
            "top", "bottom", "height", "centerY", "firstBaseline", "lastBaseline",
            "topMargin", "bottomMargin", "centerYWithinMargins",
        ])
    }

    @Test func onlyWidthAndHeightAreDimensions() {
        #expect(LayoutAttribute.allCases.filter(\.isDimension) == [.width, .height])
    }
}

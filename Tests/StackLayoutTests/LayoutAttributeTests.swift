import Cassowary
@testable import StackLayout
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

    /// A solver form reserves `termCount` terms per item: what `appendTerms` appends, in both
    /// directions (for a view without a baseline offset, whose baselines are its bottom).
    @Test func termCountIsHowManyTermsAnAttributeAppends() {
        let view = View(id: "v")
        for attribute in LayoutAttribute.allCases {
            for rightToLeft in [false, true] {
                var terms: [Term] = []
                _ = view.appendTerms(of: attribute, rightToLeft: rightToLeft, times: 1, to: &terms)
                #expect(terms.count == attribute.termCount(rightToLeft: rightToLeft), "\(attribute), rightToLeft \(rightToLeft)")
            }
        }
    }
}

import StackLayout
import Testing

/// Content hugging and compression resistance accept any priority in [0, 1000], as UIKit.
@Suite struct ContentPriorityTests {
    /// A card on a 390-wide screen, inset 10 from each side: a vertical stack (spacing 8, margins
    /// 24 top and bottom, 20 leading and trailing, so its content is 390 − 20 − 40 = 330 wide) of
    /// an image (intrinsic 100 × 100, its height 3/4 of its width at 249) and two one-line labels
    /// (20.5 tall). `configure` sets the image's content priorities.
    func card(configure: (View) -> Void) throws -> (card: StackView, image: View) {
        let screen = container(390, 844, id: "screen")
        let card = StackView(id: "card")
        card.axis = .vertical
        card.spacing = 8
        card.isLayoutMarginsRelativeArrangement = true
        card.directionalLayoutMargins = DirectionalEdgeInsets(top: 24, leading: 20, bottom: 24, trailing: 20)
        card.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(card)
        let image = View(id: "image")
        image.setIntrinsicContentSize(Size(width: 100, height: 100))
        configure(image)
        card.addArrangedSubview(image)
        for id in ["title", "subtitle"] {
            let label = View(id: id)
            label.setIntrinsicContentSize(Size(width: 120, height: 20.5))
            card.addArrangedSubview(label)
        }
        let aspect = image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 0.75)
        aspect.priority = 249
        LayoutConstraint.activate([
            aspect,
            card.topAnchor.constraint(equalTo: screen.topAnchor, constant: 10),
            card.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 10),
            card.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -10),
        ])
        screen.layoutIfNeeded()
        return (card, image)
    }

    @Test func zeroContentPrioritiesLetAnAspectRatioAt249DecideTheHeight() throws {
        // Hugging and compression resistance 0 generate no content-size constraint: the aspect
        // ratio at 249 is the only thing on the image's height, 0.75 × 330 = 247.5. The card is
        // 24 + 247.5 + 8 + 20.5 + 8 + 20.5 + 24 = 352.5 tall.
        let (card, image) = try card { image in
            for axis in LayoutAxis.allCases {
                image.setContentHuggingPriority(Priority(0), for: axis)
                image.setContentCompressionResistancePriority(Priority(0), for: axis)
            }
        }
        #expect(image.contentHuggingPriority(for: .vertical) == Priority(0))
        #expect(image.frame == Rect(x: 20, y: 24, width: 330, height: 247.5))
        #expect(card.frame == Rect(x: 10, y: 10, width: 370, height: 352.5))
        #expect(card.constraintsAffectingLayout(for: .vertical).filter(\.isContentSize).allSatisfy { $0.firstItem !== image })
    }

    @Test func defaultContentPrioritiesHoldTheIntrinsicHeightAgainstTheAspectRatio() throws {
        // Hugging 250 and compression resistance 750 both outrank the ratio at 249: the image
        // keeps its intrinsic 100, and the card is 24 + 100 + 8 + 20.5 + 8 + 20.5 + 24 = 205 tall.
        let (card, image) = try card { _ in }
        #expect(image.frame == Rect(x: 20, y: 24, width: 330, height: 100))
        #expect(card.frame == Rect(x: 10, y: 10, width: 370, height: 205))
    }
}

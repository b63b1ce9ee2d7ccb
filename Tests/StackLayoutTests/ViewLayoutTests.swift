import StackLayout
import Testing

/// Frames for layouts worked out by hand.
@Suite struct ViewLayoutTests {
    @Test func aViewPinnedInAContainer() throws {
        let root = container()
        let card = label("card", nil, nil, in: root)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            root.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            card.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        #expect(root.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(card.frame == Rect(x: 20, y: 40, width: 335, height: 100))  // 375 - 20 - 20
    }

    @Test func centring() throws {
        let root = container()
        let badge = label("badge", 100, 50, in: root)
        LayoutConstraint.activate([
            badge.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        // (375 - 100) / 2 = 137.5, (667 - 50) / 2 = 308.5; the size is the intrinsic size.
        #expect(badge.frame == Rect(x: 137.5, y: 308.5, width: 100, height: 50))
        #expect(!badge.hasAmbiguousLayout)
    }

    /// Two labels side by side, 8 apart, filling the container's width.
    func twoLabels(width: Double, configure: (View, View) -> Void) throws -> (View, View) {
        let root = container(width, 100)
        let a = label("a", 100, 20, in: root)
        let b = label("b", 100, 20, in: root)
        configure(a, b)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        return (a, b)
    }

    @Test func theLabelThatHugsLessStretches() throws {
        // 300 - 8 = 292 for both: a keeps its 100 (hugging 250), b (249) takes the other 192.
        let (a, b) = try twoLabels(width: 300) { _, b in b.setContentHuggingPriority(249, for: .horizontal) }
        #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(b.frame == Rect(x: 108, y: 0, width: 192, height: 20))
    }

    @Test func theLabelThatResistsLessIsCompressed() throws {
        // 150 - 8 = 142 for both: b keeps its 100 (resistance 750), a (749) gets 42.
        let (a, b) = try twoLabels(width: 150) { a, _ in a.setContentCompressionResistancePriority(749, for: .horizontal) }
        #expect(a.frame == Rect(x: 0, y: 0, width: 42, height: 20))
        #expect(b.frame == Rect(x: 50, y: 0, width: 100, height: 20))
    }

    @Test func marginsAndTheReadableContentGuide() throws {
        // 1024 wide, margins 8: 1008 inside the margins, more than 672, so the readable guide is
        // 672 wide and centred: x = (1024 - 672) / 2 = 176.
        let root = container(1024, 768)
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 20, leading: 8, bottom: 8, trailing: 8)
        let text = label("text", nil, 300, in: root)
        let guide = root.readableContentGuide
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            text.topAnchor.constraint(equalTo: guide.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(root.layoutMarginsGuide.frame == Rect(x: 8, y: 20, width: 1008, height: 740))
        #expect(guide.frame == Rect(x: 176, y: 20, width: 672, height: 740))
        #expect(text.frame == Rect(x: 176, y: 20, width: 672, height: 300))
    }

    @Test func aNarrowContainerKeepsTheReadableGuideInsideTheMargins() throws {
        // 375 wide: the margins leave 359, less than 672: the guide is the margins' width.
        let root = container()
        let guide = root.readableContentGuide
        root.layoutIfNeeded()
        #expect(guide.frame == Rect(x: 8, y: 8, width: 359, height: 651))
    }

    @Test func theReadableGuideDoesNotWidenAContentSizedView() throws {
        // box is centred with no width of its own; text (100×20) fills its readable guide. The
        // guide is as wide as the margins allow, so box wraps text: 100 + 8 + 8 = 116 wide,
        // x = (1024 - 116) / 2 = 454; 20 + 8 + 8 = 36 high.
        let root = container(1024, 768)
        let box = label("box", nil, nil, in: root)
        let text = label("text", 100, 20, in: box)
        let guide = box.readableContentGuide
        LayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            text.leadingAnchor.constraint(equalTo: guide.leadingAnchor), text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            text.topAnchor.constraint(equalTo: guide.topAnchor), text.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 454, y: 0, width: 116, height: 36))
        #expect(text.frame == Rect(x: 8, y: 8, width: 100, height: 20))
    }

    @Test func rightToLeftMirrorsLeadingAndTrailing() throws {
        let root = container()
        root.semanticLayoutDirection = .rightToLeft
        let title = label("title", 100, 20, in: root)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            title.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
        ])
        root.layoutIfNeeded()
        // Leading is the right edge: x = 375 - 20 - 100 = 255.
        #expect(title.frame == Rect(x: 255, y: 8, width: 100, height: 20))
        #expect(title.effectiveLayoutDirection == .rightToLeft)
        #expect(root.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func rightToLeftMirrorsInequalities() throws {
        // `b.leading >= a.trailing + 8` keeps b at least 8 further towards the leading side (left
        // under right-to-left) than a's trailing edge. a: x = 375 - 100 = 275. b is pulled towards
        // the leading edge (the right) but stops at 275 - 8 = 267: x = 267 - 50 = 217.
        let root = container()
        root.semanticLayoutDirection = .rightToLeft
        let a = label("a", 100, 20, in: root)
        let b = label("b", 50, 20, in: root)
        let pull = b.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        pull.priority = 500
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            b.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 8),
            b.topAnchor.constraint(equalTo: root.topAnchor), pull,
        ])
        root.layoutIfNeeded()
        #expect(a.frame == Rect(x: 275, y: 0, width: 100, height: 20))
        #expect(b.frame == Rect(x: 217, y: 0, width: 50, height: 20))
    }

    @Test func rightToLeftMirrorsDirectionalMargins() throws {
        // Leading 20 is on the right under right-to-left: the guide runs from x = 8 to 375 - 20.
        let root = container()
        root.semanticLayoutDirection = .rightToLeft
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 8)
        let guide = root.layoutMarginsGuide
        let badge = label("badge", 40, 20, in: root)
        LayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            badge.topAnchor.constraint(equalTo: guide.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(root.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 20))
        #expect(guide.frame == Rect(x: 8, y: 8, width: 347, height: 651))
        #expect(badge.frame == Rect(x: 315, y: 8, width: 40, height: 20))  // 355 - 40
        #expect(root.constraints(for: guide) == [
            "UIView-margin-guide-constraint: container.layoutMarginsGuide.leading == container.leading + 20",
            "UIView-margin-guide-constraint: container.trailing == container.layoutMarginsGuide.trailing + 8",
            "UIView-margin-guide-constraint: container.layoutMarginsGuide.top == container.top + 8",
            "UIView-margin-guide-constraint: container.bottom == container.layoutMarginsGuide.bottom + 8",
        ])
    }

    @Test func baselineAlignment() throws {
        // a's baseline is 17 below its top, b's 30: with a at y = 10, b's top is 10 + 17 - 30 = -3.
        let root = container()
        let a = label("a", 60, 21, in: root)
        let b = label("b", 80, 36, in: root)
        a.firstBaselineOffset = 17
        b.firstBaselineOffset = 30
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor),
            b.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        #expect(b.frame == Rect(x: 68, y: -3, width: 80, height: 36))
        // Without a baseline, the bottom stands in: c's bottom meets a's baseline at 27.
        let c = label("c", 10, 10, in: root)
        LayoutConstraint.activate([
            c.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            c.lastBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        #expect(c.frame == Rect(x: 0, y: 17, width: 10, height: 10))
    }

    @Test func changingAConstantRelaysOutIncrementally() throws {
        let root = container()
        let box = label("box", nil, nil, in: root)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([
            width, box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 0, y: 0, width: 100, height: 50))
        width.constant = 150
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 0, y: 0, width: 150, height: 75))
    }

    @Test func systemLayoutSizeFittingPullsTowardsTheTarget() throws {
        // A card with a 200×40 label inside 10-point insets: its compressed size is 220×60.
        let card = View(id: "card")
        let text = label("text", 200, 40, in: card)
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            card.trailingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor, constant: 10),
            text.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            card.bottomAnchor.constraint(equalTo: text.bottomAnchor, constant: 10),
        ])
        #expect(card.systemLayoutSizeFitting(.zero) == Size(width: 220, height: 60))
        // A wider target stretches only what may stretch: the trailing inset is >= 10.
        #expect(card.systemLayoutSizeFitting(Size(width: 500, height: 0)) == Size(width: 500, height: 60))
    }

    @Test func fittingACellToAWidth() throws {
        // text spans the cell between 10-point insets. At fitting priority (50) the text's
        // hugging (250) wins: 220 wide. With the width required, the cell is 300 wide and the
        // text stretches to 280; the height stays compressed: 10 + 40 + 10.
        let cell = View(id: "cell")
        let log = IssueLog(cell)
        let text = label("text", 200, 40, in: cell)
        let fixed = text.widthAnchor.constraint(greaterThanOrEqualToConstant: 150)
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            cell.trailingAnchor.constraint(equalTo: text.trailingAnchor, constant: 10),
            text.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            cell.bottomAnchor.constraint(equalTo: text.bottomAnchor, constant: 10),
            fixed,
        ])
        #expect(cell.systemLayoutSizeFitting(Size(width: 300, height: 0)) == Size(width: 220, height: 60))
        #expect(cell.systemLayoutSizeFitting(
            Size(width: 300, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            == Size(width: 300, height: 60))
        // 100 wide would leave the text 80, below its required 150: the pull is broken and
        // reported, and the text keeps its intrinsic 200.
        #expect(cell.systemLayoutSizeFitting(
            Size(width: 100, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            == Size(width: 220, height: 60))
        #expect(log.issues.count == 1 && log.issues[0].hasSuffix("Will attempt to recover by breaking constraint\ncell.width == 100"))
        #expect(cell.systemLayoutSizeFitting(Size(width: Double.nan, height: 0)) == Size(width: 220, height: 60))
        #expect(log.issues.last == "Refused a layout change: cell.width == nan @50 has a constant or multiplier that is not a finite number")
    }

    /// A view that, the first time it updates its constraints, adds `added` as a subview and moves
    /// its subview `moved` to the front.
    final class RearrangingView: View {
        var added: View?
        var moved: View?

        override func updateConstraints() {
            super.updateConstraints()
            if let added {
                addSubview(added)
                self.added = nil
            }
            if let moved {
                insertSubview(moved, at: 0)
                self.moved = nil
            }
        }
    }

    /// A view an update adds is updated and laid out in the same layout (the walk of the
    /// hierarchy is made again when the updates change it).
    @Test func aViewAnUpdateAddsIsLaidOut() throws {
        let root = RearrangingView(id: "root")
        root.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        let added = View(id: "added")
        added.translatesAutoresizingMaskIntoConstraints = false
        added.setIntrinsicContentSize(Size(width: 30, height: 20))
        root.added = added
        root.layoutIfNeeded()
        #expect(added.superview === root && added.frame.size == Size(width: 30, height: 20))
    }

    /// The constraints are gathered in the hierarchy's order as the updates leave it: a subview
    /// an update moves to the front is gathered first.
    @Test func aLayoutGathersInTheOrderTheUpdatesLeave() throws {
        let root = RearrangingView(id: "root")
        root.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        _ = label("a", 10, 10, in: root)
        root.moved = label("b", 20, 20, in: root)
        root.layoutIfNeeded()
        #expect(root.subviews.map(\.id) == ["b", "a"])
        let sized = root.constraintsInPlay.filter(\.isContentSize).compactMap { ($0.firstItem as? View)?.id }
        #expect(sized == ["b", "b", "b", "b", "a", "a", "a", "a"])
    }
}

extension View {
    /// The text of the laid-out constraints between this view and `guide`, horizontal ones first.
    fileprivate func constraints(for guide: LayoutGuide) -> [String] {
        [LayoutAxis.horizontal, .vertical].flatMap(constraintsAffectingLayout(for:)).filter {
            $0.firstItem === guide || $0.secondItem === guide
        }.map(\.description)
    }
}

@testable import StackLayout
import Testing

/// Frames of the reference's three views (160×200, 80×100, 40×50; baselines a 150/180, b 60/90,
/// c 30/40), worked out by hand.
@Suite struct StackViewFrameTests {
    /// A stack of the three views in a 1000×1000 container: pinned at the top left, and to both
    /// sides of a 400-wide container when `width` is given.
    func stack(
        _ axis: LayoutAxis = .horizontal, _ distribution: StackDistribution = .fill, _ alignment: StackAlignment = .fill,
        spacing: Double = 10, width: Double? = nil, configure: (StackView) -> Void = { _ in }
    ) throws -> (StackView, [View]) {
        let root = container(width ?? 1000, 1000)
        let stack = StackView(id: "stack")
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let baselines: [(Double, Double)] = [(150, 180), (60, 90), (30, 40)]
        let views = zip(["a", "b", "c"], zip(referenceSizes, baselines)).map { id, sizes in
            let view = View(id: id)
            view.setIntrinsicContentSize(Size(width: sizes.0.0, height: sizes.0.1))
            (view.firstBaselineOffset, view.lastBaselineOffset) = sizes.1
            stack.addArrangedSubview(view)
            return view
        }
        configure(stack)
        var pins = [stack.topAnchor.constraint(equalTo: root.topAnchor), stack.leadingAnchor.constraint(equalTo: root.leadingAnchor)]
        if width != nil { pins.append(stack.trailingAnchor.constraint(equalTo: root.trailingAnchor)) }
        LayoutConstraint.activate(pins)
        root.layoutIfNeeded()
        return (stack, views)
    }

    func frames(_ views: [View]) -> [Rect] { views.map(\.frame) }

    @Test func freeHorizontalStackInEveryAlignment() throws {
        // Along: intrinsic widths, 10 apart: x = 0, 170, 260; the stack is 300 wide and, across,
        // as tall as the tallest view (200) in every alignment.
        // fill: every height equal; 200 is the least that compresses nothing.
        var (stack, v) = try stack()
        #expect(frames(v) == [Rect(x: 0, y: 0, width: 160, height: 200), Rect(x: 170, y: 0, width: 80, height: 200), Rect(x: 260, y: 0, width: 40, height: 200)])
        #expect(stack.frame == Rect(x: 0, y: 0, width: 300, height: 200))
        // top: intrinsic heights, tops at 0.
        (stack, v) = try self.stack(.horizontal, .fill, .leading)
        #expect(frames(v).map(\.y) == [0, 0, 0] && frames(v).map(\.height) == [200, 100, 50])
        #expect(stack.frame.height == 200)
        // bottom: bottoms at 200.
        (stack, v) = try self.stack(.horizontal, .fill, .trailing)
        #expect(frames(v).map(\.y) == [0, 100, 150] && stack.frame.height == 200)
        // center: centres at 100.
        (stack, v) = try self.stack(.horizontal, .fill, .center)
        #expect(frames(v).map(\.y) == [0, 50, 75] && stack.frame.height == 200)
        // firstBaseline: baselines at 150: b.top = 150 - 60 = 90, c.top = 150 - 30 = 120.
        (stack, v) = try self.stack(.horizontal, .fill, .firstBaseline)
        #expect(frames(v).map(\.y) == [0, 90, 120] && stack.frame.height == 200)
        // lastBaseline: baselines at 180: b.top = 90, c.top = 140.
        (stack, v) = try self.stack(.horizontal, .fill, .lastBaseline)
        #expect(frames(v).map(\.y) == [0, 90, 140] && stack.frame.height == 200)
        #expect(!stack.hasAmbiguousLayout)
    }

    @Test func freeVerticalStack() throws {
        // y = 0, 210, 320; center alignment: x centred on the widest (160): 0, 40, 60.
        let (stack, v) = try stack(.vertical, .fill, .center)
        #expect(frames(v) == [Rect(x: 0, y: 0, width: 160, height: 200), Rect(x: 40, y: 210, width: 80, height: 100), Rect(x: 60, y: 320, width: 40, height: 50)])
        #expect(stack.frame == Rect(x: 0, y: 0, width: 160, height: 370))
    }

    @Test func distributionsInAStackPinnedToA400WideContainer() throws {
        // fill: 400 - 160 - 80 - 40 - 2 × 8 = 104 extra; c hugs least (249) and takes it all.
        var (_, v) = try stack(.horizontal, .fill, .center, spacing: 8, width: 400) { stack in
            stack.arrangedSubviews[2].setContentHuggingPriority(249, for: .horizontal)
        }
        #expect(frames(v).map(\.x) == [0, 168, 256] && frames(v).map(\.width) == [160, 80, 144])
        // fillEqually: (400 - 16) / 3 = 128 each.
        (_, v) = try stack(.horizontal, .fillEqually, .center, spacing: 8, width: 400)
        #expect(frames(v).map(\.x) == [0, 136, 272] && frames(v).map(\.width) == [128, 128, 128])
        // equalSpacing: intrinsic widths, two equal gaps of (400 - 280) / 2 = 60.
        (_, v) = try stack(.horizontal, .equalSpacing, .center, spacing: 8, width: 400)
        #expect(frames(v).map(\.x) == [0, 220, 360] && frames(v).map(\.width) == [160, 80, 40])
        // equalCentering: centres 80 and 380 at the ends, b's centre halfway at 230.
        (_, v) = try stack(.horizontal, .equalCentering, .center, spacing: 8, width: 400)
        #expect(frames(v).map(\.x) == [0, 190, 360] && frames(v).map(\.width) == [160, 80, 40])
        // fillProportionally: a and b take their shares of 400 exactly (@999, @998): 400 × 160/296
        // and 400 × 80/296; c (@997) takes what the spacing leaves.
        (_, v) = try stack(.horizontal, .fillProportionally, .center, spacing: 8, width: 400)
        let a = 400 * 160 / 296.0, b = 400 * 80 / 296.0
        #expect(abs(v[0].frame.width - a) < 1e-9 && abs(v[1].frame.width - b) < 1e-9)
        #expect(abs(v[2].frame.width - (384 - a - b)) < 1e-9)
    }

    @Test func hiddenViewsCollapse() throws {
        let (stack, v) = try stack(.horizontal, .fill, .center, spacing: 10) { stack in
            stack.arrangedSubviews[1].isHidden = true
        }
        // a at 0, c right after a and one spacing: 170; b has no width and sits half a spacing
        // after a (UISV-spacing-hidden @50): 165.
        #expect(frames(v).map(\.x) == [0, 165, 170] && v[1].frame.width == 0)
        #expect(stack.frame.width == 210)
    }

    @Test func togglingOneHiddenViewInAHundredViewStackTouchesAHandful() throws {
        let root = container(10_000, 200)
        let stack = rowOfSizedViews(100, 10, 10, spacing: 4, in: root)
        root.layoutIfNeeded()
        let before = root.layoutStatistics
        stack.arrangedSubviews[50].isHidden = true
        root.layoutIfNeeded()
        let after = root.layoutStatistics
        // Out: the two spacings around v50. In: the joined spacing, UISV-hiding, UISV-spacing-hidden.
        #expect(after.removals - before.removals == 2)
        #expect(after.additions - before.additions == 3)
        #expect(stack.arrangedSubviews[51].frame.x == CGFloat(50 * 14))
    }

    @Test func arrangedViewsAreSubviews() throws {
        let (stack, v) = try stack()
        let background = View(id: "background")
        stack.insertSubview(background, at: 0)
        #expect(stack.subviews.map(\.id) == ["background", "a", "b", "c"])
        stack.removeArrangedSubview(v[1])
        #expect(stack.arrangedSubviews.map(\.id) == ["a", "c"] && v[1].superview === stack)
        v[2].removeFromSuperview()
        #expect(stack.arrangedSubviews.map(\.id) == ["a"])
        stack.layoutIfNeeded()
        // The background has no stack constraints.
        #expect(!stack.generatedConstraints.contains { $0.firstItem === background || $0.secondItem === background })
    }

    @Test func customAndSystemSpacing() throws {
        let (_, v) = try stack(spacing: StackView.spacingUseSystem) { stack in
            stack.setCustomSpacing(30, after: stack.arrangedSubviews[0])
        }
        #expect(frames(v).map(\.x) == [0, 190, 278])  // 160 + 30; 270 + 8
    }

    @Test func rightToLeftPutsTheFirstArrangedViewAtTheRight() throws {
        // The same constraints; leading resolves to the right. In a 1000-wide container the
        // 300-wide stack hugs the right edge (x = 700); a is rightmost: 300 - 160 = 140, then
        // b at 140 - 10 - 80 = 50, c at 0.
        let (stack, v) = try stack { stack in stack.superview!.semanticLayoutDirection = .rightToLeft }
        #expect(stack.frame == Rect(x: 700, y: 0, width: 300, height: 200))
        #expect(frames(v).map(\.x) == [140, 50, 0])
        // The generated constraints are the same as left to right.
        let (leftToRight, _) = try self.stack()
        #expect(stack.generatedConstraints.map(\.description) == leftToRight.generatedConstraints.map(\.description))
    }
}

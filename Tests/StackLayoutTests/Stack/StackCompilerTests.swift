import StackLayout
import Testing

/// The exact constraint sets UIKit generates (`Docs/StackView.md`), compared as sets of normalised
/// relations with identifiers and priorities.
@Suite struct StackCompilerTests {
    static let canvas = [
        "UISV-canvas-connection: stack.leading == a.leading",
        "UISV-canvas-connection: c.trailing == stack.trailing",
    ]
    static let spacing = [
        "UISV-spacing: b.leading == a.trailing + 8",
        "UISV-spacing: c.leading == b.trailing + 8",
    ]
    static let fillAcross = [
        "UISV-alignment: a.top == b.top", "UISV-alignment: a.top == c.top",
        "UISV-alignment: a.bottom == b.bottom", "UISV-alignment: a.bottom == c.bottom",
        "UISV-canvas-connection: stack.top == a.top", "UISV-canvas-connection: a.bottom == stack.bottom",
    ]
    static let suppression = [
        "UISV-ambiguity-suppression: a.height == 0 @25", "UISV-ambiguity-suppression: b.height == 0 @25",
        "UISV-ambiguity-suppression: c.height == 0 @25",
    ]

    @Test func fillFill() {
        #expect(generated(configuration(spacing: 8)) == expected(Self.canvas + Self.spacing + Self.fillAcross))
    }

    @Test func fillEqually() {
        #expect(generated(configuration(.horizontal, .fillEqually, spacing: 8)) == expected(
            Self.canvas + Self.spacing + Self.fillAcross
                + ["UISV-fill-equally: b.width == a.width", "UISV-fill-equally: c.width == a.width"]))
    }

    @Test func fillProportionallyWithoutSpacing() {
        // D = 160 + 80 + 40 = 280: 160/280, 80/280, 40/280 at 999, 998, 997.
        let multipliers = [160.0 / 280, 80.0 / 280, 40.0 / 280]
        #expect(generated(configuration(.horizontal, .fillProportionally)) == expected(
            Self.canvas + ["UISV-spacing: b.leading == a.trailing", "UISV-spacing: c.leading == b.trailing"]
                + Self.fillAcross + [
                    "UISV-fill-proportionally: a.width == \(multipliers[0]) * stack.width @999",
                    "UISV-fill-proportionally: b.width == \(multipliers[1]) * stack.width @998",
                    "UISV-fill-proportionally: c.width == \(multipliers[2]) * stack.width @997",
                ]))
        let rounded = multipliers.map { (value: Double) -> Double in (value * 1_000_000).rounded() / 1_000_000 }
        #expect(rounded == [0.571429, 0.285714, 0.142857])
    }

    @Test func fillProportionallyWithSpacing() {
        // D = 280 + 10 × 2 = 300: 0.533333, 0.266667, 0.133333.
        let specs = StackCompiler.constraints(for: configuration(.horizontal, .fillProportionally, spacing: 10))
            .filter { $0.identifier == "UISV-fill-proportionally" }
        let multipliers: [Double] = [160.0 / 300, 80.0 / 300, 40.0 / 300]
        let priorities: [Priority] = [999, 998, 997]
        #expect(specs.map(\.multiplier) == multipliers)
        #expect(specs.map(\.priority) == priorities)
    }

    @Test func fillProportionallyFallsBackToFillEquallyWithNothingToShare() {
        var config = configuration(.horizontal, .fillProportionally, spacing: 8)
        for index in config.arranged.indices { config.arranged[index].intrinsicLength = nil }
        #expect(generated(config) == generated(configuration(.horizontal, .fillEqually, spacing: 8)))
    }

    @Test func fillProportionallyGivesAViewWithoutLengthZero() {
        var config = configuration(.horizontal, .fillProportionally)
        config.arranged[1].intrinsicLength = nil
        let specs = StackCompiler.constraints(for: config).filter { $0.identifier == "UISV-fill-proportionally" }
        #expect(specs.map(normalized) == [
            normalized(StackConstraintSpec("UISV-fill-proportionally", .arranged(0), .width, .equal, .stack, .width, multiplier: 0.8, priority: 999)),
            normalized(StackConstraintSpec("UISV-fill-proportionally", .arranged(1), .width, .equal, nil, nil, priority: 998)),
            normalized(StackConstraintSpec("UISV-fill-proportionally", .arranged(2), .width, .equal, .stack, .width, multiplier: 0.2, priority: 997)),
        ])
    }

    @Test func equalSpacing() {
        #expect(generated(configuration(.horizontal, .equalSpacing, spacing: 8)) == expected(
            Self.canvas + [
                "UISV-spacing: b.leading >= a.trailing + 8", "UISV-spacing: c.leading >= b.trailing + 8",
                "UISV-distributing-edge: stack.gap0.leading == a.trailing",
                "UISV-distributing-edge: b.leading == stack.gap0.trailing",
                "UISV-distributing-edge: stack.gap1.leading == b.trailing",
                "UISV-distributing-edge: c.leading == stack.gap1.trailing",
                "UISV-fill-equally: stack.gap1.width == stack.gap0.width",
                "UISV-canvas-fit: stack.width == 0 @49",
            ] + Self.fillAcross))
    }

    @Test func equalCenteringWithFourViews() {
        let specs = generated(configuration(.horizontal, .equalCentering, count: 4, spacing: 8))
        let gaps = expected([
            "UISV-distributing-edge: stack.gap0.leading == a.centerX", "UISV-distributing-edge: stack.gap0.trailing == b.centerX",
            "UISV-distributing-edge: stack.gap1.leading == b.centerX", "UISV-distributing-edge: stack.gap1.trailing == c.centerX",
            "UISV-distributing-edge: stack.gap2.leading == c.centerX", "UISV-distributing-edge: stack.gap2.trailing == d.centerX",
            "UISV-fill-equally: stack.gap1.width == stack.gap0.width @149",
            "UISV-fill-equally: stack.gap2.width == stack.gap0.width @148",
            "UISV-spacing: d.leading >= c.trailing + 8", "UISV-canvas-fit: stack.width == 0 @49",
        ])
        #expect(gaps.isSubset(of: specs))
        #expect(specs.count == 2 + 3 + 6 + 2 + 1 + 6 + 2)  // canvas, spacing, edges, gaps, fit, alignment, canvas
    }

    @Test func topAlignment() {
        #expect(generated(configuration(.horizontal, .fill, .leading)) == expected(
            Self.canvas + ["UISV-spacing: b.leading == a.trailing", "UISV-spacing: c.leading == b.trailing"] + [
                "UISV-alignment: a.top == b.top", "UISV-alignment: a.top == c.top",
                "UISV-spanning-boundary: stack.alignmentSpanner.top == a.top @999.5",
                "UISV-spanning-boundary: stack.alignmentSpanner.bottom >= a.bottom",
                "UISV-spanning-boundary: stack.alignmentSpanner.top == b.top @999.5",
                "UISV-spanning-boundary: stack.alignmentSpanner.bottom >= b.bottom",
                "UISV-spanning-boundary: stack.alignmentSpanner.top == c.top @999.5",
                "UISV-spanning-boundary: stack.alignmentSpanner.bottom >= c.bottom",
                "UISV-spanning-fit: stack.alignmentSpanner.height == 0 @51",
                "UISV-canvas-connection: stack.top == a.top",
                "UISV-canvas-connection: stack.alignmentSpanner.bottom == stack.bottom",
            ] + Self.suppression))
    }

    @Test func bottomAlignment() {
        #expect(generated(configuration(.horizontal, .fill, .trailing)) == expected(
            Self.canvas + ["UISV-spacing: b.leading == a.trailing", "UISV-spacing: c.leading == b.trailing"] + [
                "UISV-alignment: a.bottom == b.bottom", "UISV-alignment: a.bottom == c.bottom",
                "UISV-spanning-boundary: stack.alignmentSpanner.top <= a.top",
                "UISV-spanning-boundary: stack.alignmentSpanner.bottom == a.bottom @999.5",
                "UISV-spanning-boundary: stack.alignmentSpanner.top <= b.top",
                "UISV-spanning-boundary: stack.alignmentSpanner.bottom == b.bottom @999.5",
                "UISV-spanning-boundary: stack.alignmentSpanner.top <= c.top",
                "UISV-spanning-boundary: stack.alignmentSpanner.bottom == c.bottom @999.5",
                "UISV-spanning-fit: stack.alignmentSpanner.height == 0 @51",
                "UISV-canvas-connection: stack.top == stack.alignmentSpanner.top",
                "UISV-canvas-connection: a.bottom == stack.bottom",
            ] + Self.suppression))
    }

    static let looseBoundaries = [
        "UISV-spanning-boundary: stack.alignmentSpanner.top <= a.top", "UISV-spanning-boundary: stack.alignmentSpanner.bottom >= a.bottom",
        "UISV-spanning-boundary: stack.alignmentSpanner.top <= b.top", "UISV-spanning-boundary: stack.alignmentSpanner.bottom >= b.bottom",
        "UISV-spanning-boundary: stack.alignmentSpanner.top <= c.top", "UISV-spanning-boundary: stack.alignmentSpanner.bottom >= c.bottom",
        "UISV-spanning-fit: stack.alignmentSpanner.height == 0 @51",
    ]

    @Test func centerAlignment() {
        #expect(generated(configuration(.horizontal, .fill, .center)) == expected(
            Self.canvas + ["UISV-spacing: b.leading == a.trailing", "UISV-spacing: c.leading == b.trailing"]
                + ["UISV-alignment: a.centerY == b.centerY", "UISV-alignment: a.centerY == c.centerY"] + Self.looseBoundaries + [
                    "UISV-canvas-connection: stack.top == stack.alignmentSpanner.top",
                    "UISV-canvas-connection: stack.alignmentSpanner.bottom == stack.bottom",
                    "UISV-canvas-connection: stack.centerY == a.centerY",
                ] + Self.suppression))
    }

    @Test func firstBaselineAlignment() {
        #expect(generated(configuration(.horizontal, .fill, .firstBaseline)) == expected(
            Self.canvas + ["UISV-spacing: b.leading == a.trailing", "UISV-spacing: c.leading == b.trailing"]
                + ["UISV-alignment: a.firstBaseline == b.firstBaseline", "UISV-alignment: a.firstBaseline == c.firstBaseline"]
                + Self.looseBoundaries + [
                    "UISV-canvas-connection: stack.top <= a.top", "UISV-canvas-fit: stack.height == 0 @49",
                    "UISV-canvas-connection: stack.alignmentSpanner.bottom == stack.bottom",
                ] + Self.suppression))
    }

    @Test func lastBaselineAlignment() {
        #expect(generated(configuration(.horizontal, .fill, .lastBaseline)) == expected(
            Self.canvas + ["UISV-spacing: b.leading == a.trailing", "UISV-spacing: c.leading == b.trailing"]
                + ["UISV-alignment: a.lastBaseline == b.lastBaseline", "UISV-alignment: a.lastBaseline == c.lastBaseline"]
                + Self.looseBoundaries + [
                    "UISV-canvas-connection: stack.top == stack.alignmentSpanner.top",
                    "UISV-canvas-connection: stack.bottom >= a.bottom", "UISV-canvas-fit: stack.height == 0 @49",
                ] + Self.suppression))
    }

    @Test func baselineFallbacks() {
        // View 0 has no baseline: the reference is b; a aligns by its top on both sides.
        var config = configuration(.horizontal, .fill, .firstBaseline)
        config.arranged[0].hasFirstBaseline = false
        let alignment = StackCompiler.constraints(for: config).filter { $0.identifier == "UISV-alignment" }.map(normalized)
        #expect(Set(alignment) == expected(["UISV-alignment: b.top == a.top", "UISV-alignment: b.firstBaseline == c.firstBaseline"]))
        #expect(generated(config).contains(expected(["UISV-canvas-connection: stack.top <= b.top"]).first!))
    }

    @Test func verticalStacksSwapTheAxes() {
        #expect(generated(configuration(.vertical, .fillEqually, .center, spacing: 8)) == expected([
            "UISV-canvas-connection: stack.top == a.top", "UISV-canvas-connection: c.bottom == stack.bottom",
            "UISV-spacing: b.top == a.bottom + 8", "UISV-spacing: c.top == b.bottom + 8",
            "UISV-fill-equally: b.height == a.height", "UISV-fill-equally: c.height == a.height",
            "UISV-alignment: a.centerX == b.centerX", "UISV-alignment: a.centerX == c.centerX",
            "UISV-spanning-boundary: stack.alignmentSpanner.leading <= a.leading", "UISV-spanning-boundary: stack.alignmentSpanner.trailing >= a.trailing",
            "UISV-spanning-boundary: stack.alignmentSpanner.leading <= b.leading", "UISV-spanning-boundary: stack.alignmentSpanner.trailing >= b.trailing",
            "UISV-spanning-boundary: stack.alignmentSpanner.leading <= c.leading", "UISV-spanning-boundary: stack.alignmentSpanner.trailing >= c.trailing",
            "UISV-spanning-fit: stack.alignmentSpanner.width == 0 @51",
            "UISV-canvas-connection: stack.leading == stack.alignmentSpanner.leading",
            "UISV-canvas-connection: stack.alignmentSpanner.trailing == stack.trailing",
            "UISV-canvas-connection: stack.centerX == a.centerX",
            "UISV-ambiguity-suppression: a.width == 0 @25", "UISV-ambiguity-suppression: b.width == 0 @25",
            "UISV-ambiguity-suppression: c.width == 0 @25",
        ]))
    }

    @Test func verticalStacksTreatBaselineAlignmentAsFill() {
        #expect(generated(configuration(.vertical, .fill, .firstBaseline)) == generated(configuration(.vertical, .fill, .fill)))
    }

    @Test func aHiddenViewInTheMiddle() {
        #expect(generated(configuration(.horizontal, .fill, .fill, hidden: [1], spacing: 8, custom: [0: 20, 1: 99])) == expected([
            "UISV-canvas-connection: stack.leading == a.leading", "UISV-canvas-connection: c.trailing == stack.trailing",
            "UISV-spacing: c.leading == a.trailing + 20",
            "UISV-hiding: b.width == 0 @999.999",
            "UISV-spacing-hidden: b.leading == a.trailing + 4 @50",
        ] + Self.fillAcross))
    }

    @Test func hiddenViewsAtTheEdges() {
        let specs = generated(configuration(.horizontal, .equalSpacing, .fill, count: 4, hidden: [0, 3], spacing: 8))
        #expect(expected([
            "UISV-hiding: a.width == 0 @999.999", "UISV-hiding: d.width == 0 @999.999",
            "UISV-spacing-hidden: b.leading >= a.trailing @50",
            "UISV-spacing-hidden: d.leading >= c.trailing @50",
            "UISV-canvas-connection: stack.leading == b.leading", "UISV-canvas-connection: c.trailing == stack.trailing",
            // Across, view 0 stays the reference even when hidden.
            "UISV-alignment: a.top == d.top", "UISV-canvas-connection: stack.top == a.top",
        ]).isSubset(of: specs))
    }

    @Test func everyViewHidden() {
        #expect(generated(configuration(.horizontal, .fill, .center, count: 2, hidden: [0, 1])) == expected([
            "UISV-canvas-connection: stack.leading == stack.orderingSpanner.leading",
            "UISV-canvas-connection: stack.orderingSpanner.trailing == stack.trailing",
            "UISV-hiding: a.width == 0 @999.999", "UISV-hiding: b.width == 0 @999.999",
            "UISV-spacing-hidden: a.leading == stack.orderingSpanner.trailing @50",
            "UISV-spacing-hidden: b.leading == stack.orderingSpanner.trailing @50",
            "UISV-alignment: a.centerY == b.centerY",
            "UISV-spanning-fit: stack.alignmentSpanner.height == 0 @0.001",
            "UISV-canvas-connection: stack.top == stack.alignmentSpanner.top",
            "UISV-canvas-connection: stack.alignmentSpanner.bottom == stack.bottom",
            "UISV-canvas-connection: stack.centerY == a.centerY",
            "UISV-ambiguity-suppression: a.height == 0 @25", "UISV-ambiguity-suppression: b.height == 0 @25",
        ]))
    }

    @Test func baselineRelativeVerticalSpacing() {
        #expect(generated(configuration(.vertical, .fill, .fill, count: 2, spacing: 12, baselineRelative: true)) == expected([
            "UISV-canvas-connection: stack.top == a.top", "UISV-canvas-connection: b.bottom == stack.bottom",
            "UISV-spacing: b.firstBaseline == a.lastBaseline + 12",
            "UISV-alignment: a.leading == b.leading", "UISV-alignment: a.trailing == b.trailing",
            "UISV-canvas-connection: stack.leading == a.leading", "UISV-canvas-connection: a.trailing == stack.trailing",
        ]))
        // Horizontal stacks ignore it.
        #expect(generated(configuration(.horizontal, count: 2, spacing: 12, baselineRelative: true))
            == generated(configuration(.horizontal, count: 2, spacing: 12)))
    }

    @Test func marginsRelativeArrangementPinsToTheMarginsGuide() {
        #expect(generated(configuration(.horizontal, .fillProportionally, .fill, count: 2, marginsRelative: true)) == expected([
            "UISV-canvas-connection: stack.layoutMarginsGuide.leading == a.leading",
            "UISV-canvas-connection: b.trailing == stack.layoutMarginsGuide.trailing",
            "UISV-spacing: b.leading == a.trailing",
            "UISV-fill-proportionally: a.width == \(160.0 / 240) * stack.layoutMarginsGuide.width @999",
            "UISV-fill-proportionally: b.width == \(80.0 / 240) * stack.layoutMarginsGuide.width @998",
            "UISV-alignment: a.top == b.top", "UISV-alignment: a.bottom == b.bottom",
            "UISV-canvas-connection: stack.layoutMarginsGuide.top == a.top",
            "UISV-canvas-connection: a.bottom == stack.layoutMarginsGuide.bottom",
        ]))
        // Canvas fit stays on the stack itself.
        #expect(generated(configuration(.horizontal, .equalSpacing, count: 2, marginsRelative: true))
            .contains(expected(["UISV-canvas-fit: stack.width == 0 @49"]).first!))
    }

    @Test func oneViewCentered() {
        #expect(generated(configuration(.horizontal, .fill, .center, count: 1)) == expected([
            "UISV-canvas-connection: stack.leading == a.leading", "UISV-canvas-connection: a.trailing == stack.trailing",
            "UISV-canvas-connection: stack.top <= a.top", "UISV-canvas-connection: stack.bottom >= a.bottom",
            "UISV-canvas-connection: stack.centerY == a.centerY", "UISV-canvas-fit: stack.height == 0 @49",
            "UISV-ambiguity-suppression: a.height == 0 @25",
        ]))
    }

    @Test func oneViewFilledOrPinnedToOneEdge() {
        #expect(generated(configuration(.horizontal, .fill, .fill, count: 1)) == expected([
            "UISV-canvas-connection: stack.leading == a.leading", "UISV-canvas-connection: a.trailing == stack.trailing",
            "UISV-canvas-connection: stack.top == a.top", "UISV-canvas-connection: a.bottom == stack.bottom",
        ]))
        #expect(generated(configuration(.vertical, .fill, .trailing, count: 1)) == expected([
            "UISV-canvas-connection: stack.top == a.top", "UISV-canvas-connection: a.bottom == stack.bottom",
            "UISV-canvas-connection: stack.leading <= a.leading", "UISV-canvas-connection: a.trailing == stack.trailing",
            "UISV-canvas-fit: stack.width == 0 @49", "UISV-ambiguity-suppression: a.width == 0 @25",
        ]))
    }

    @Test func noViewsNoConstraints() {
        #expect(StackCompiler.constraints(for: configuration(count: 0)).isEmpty)
    }
}

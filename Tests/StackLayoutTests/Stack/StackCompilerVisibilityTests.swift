@testable import StackLayout
import Testing

/// `StackCompiler.visibilityChange(from:to:)`: the constraints around one view hidden or shown,
/// compiled without the rest, are exactly the difference between the two full compiles.
@Suite struct StackCompilerVisibilityTests {
    /// `constraints(for: old)` with `replacements` made.
    func applied(_ replacements: [StackConstraintReplacement], to old: StackConfiguration) -> [StackConstraintSpec] {
        var specs = StackCompiler.constraints(for: old)
        for replacement in replacements.reversed() { specs.replaceSubrange(replacement.range, with: replacement.specs) }
        return specs
    }

    /// Four views in a fill row 8 apart, view 2 hidden: the joins v1–v2 and v2–v3 (list positions
    /// 3 and 4, after the two canvas connections and v0–v1) give way to v1–v3, and view 2's two
    /// hidden-view constraints come after the three joins; nothing across the axis changes.
    @Test func hidingOneViewOfAFillRow() {
        let shown = configuration(count: 4, spacing: 8)
        let hidden = configuration(count: 4, hidden: [2], spacing: 8)
        let hide = StackCompiler.visibilityChange(from: shown, to: hidden)
        #expect(hide == [
            StackConstraintReplacement(range: 3..<5, specs: [
                StackConstraintSpec("UISV-spacing", .arranged(3), .leading, .equal, .arranged(1), .trailing, constant: 8),
            ]),
            StackConstraintReplacement(range: 5..<5, specs: [
                StackConstraintSpec("UISV-hiding", .arranged(2), .width, .equal, nil, nil, priority: 999.999),
                StackConstraintSpec(
                    "UISV-spacing-hidden", .arranged(2), .leading, .equal, .arranged(1), .trailing, constant: 4,
                    priority: 50),
            ]),
        ])
        #expect(applied(hide ?? [], to: shown) == StackCompiler.constraints(for: hidden))
        let show = StackCompiler.visibilityChange(from: hidden, to: shown)
        #expect(show?.map(\.range) == [3..<4, 4..<6])
        #expect(applied(show ?? [], to: hidden) == StackCompiler.constraints(for: shown))
        #expect(StackCompiler.visibilityChange(from: shown, to: shown) == [])
    }

    /// What else differs, or a change that reaches every view, is left to a full compile.
    @Test func changesBeyondTheNeighboursAreNotLocal() {
        let shown = configuration(count: 4, spacing: 8)
        #expect(StackCompiler.visibilityChange(from: shown, to: configuration(count: 4, hidden: [1, 2], spacing: 8)) == nil)
        #expect(StackCompiler.visibilityChange(from: shown, to: configuration(count: 4, hidden: [2], spacing: 9)) == nil)
        let equally = configuration(.horizontal, .fillEqually, count: 4)
        #expect(StackCompiler.visibilityChange(from: equally, to: configuration(.horizontal, .fillEqually, count: 4, hidden: [0])) == nil)
        #expect(StackCompiler.visibilityChange(from: equally, to: configuration(.horizontal, .fillEqually, count: 4, hidden: [1])) != nil)
        let spacing = configuration(.horizontal, .equalSpacing, count: 4)
        #expect(StackCompiler.visibilityChange(from: spacing, to: configuration(.horizontal, .equalSpacing, count: 4, hidden: [1])) == nil)
        #expect(StackCompiler.visibilityChange(from: configuration(count: 1), to: configuration(count: 1, hidden: [0])) == nil)
    }

    /// The generated guides (spanners and gaps) that `specs` name.
    func generatedGuides(_ specs: [StackConstraintSpec]) -> Set<StackItem> {
        Set(specs.flatMap { [$0.first, $0.second] }.compactMap { item in
            switch item {
            case .orderingSpanner?, .alignmentSpanner?, .gap?: item
            default: nil
            }
        })
    }

    /// Random configurations of every kind, each view hidden or shown in turn: wherever the
    /// change is local, the replacements turn the old compile into the new one and name the same
    /// generated guides, and every change
    /// of a fill stack with an alignment that names no baseline and no multi-line text, whose
    /// views are not all hidden before or after, is local.
    @Test func replacementsEqualTheFullCompilesDifference() {
        var random = FuzzRandom(seed: 1414)
        var local = 0
        for _ in 0..<400 {
            let count = random.int(1...9)
            var old = StackConfiguration(
                axis: random.pick([.horizontal, .vertical]), distribution: random.pick(StackDistribution.allCases),
                alignment: random.pick(StackAlignment.allCases), spacing: Double(random.int(0...3) * 4),
                isBaselineRelativeArrangement: random.chance(0.3), isLayoutMarginsRelativeArrangement: random.chance(0.3),
                layoutMarginsFollowReadableWidth: random.chance(0.2),
                arranged: (0..<count).map { _ in
                    StackConfiguration.Arranged(
                        isHidden: random.chance(0.3), intrinsicLength: random.chance(0.2) ? nil : Double(random.int(0...50)),
                        hasFirstBaseline: random.chance(0.7), hasLastBaseline: random.chance(0.7),
                        customSpacingAfter: random.chance(0.2) ? Double(random.int(0...20)) : nil,
                        isMultilineText: random.chance(0.1))
                })
            for index in 0..<count {
                var new = old
                new.arranged[index].isHidden.toggle()
                let change = StackCompiler.visibilityChange(from: old, to: new)
                if let change {
                    local += 1
                    #expect(applied(change, to: old) == StackCompiler.constraints(for: new), "\(old) → \(index)")
                    #expect(zip(change, change.dropFirst()).allSatisfy { $0.range.upperBound <= $1.range.lowerBound })
                    // A stack swaps replacements in without adding or removing generated guides.
                    #expect(generatedGuides(StackCompiler.constraints(for: new)) == generatedGuides(StackCompiler.constraints(for: old)))
                }
                let isBaseline = [.firstBaseline, .lastBaseline].contains(old.alignment) && old.axis == .horizontal
                let isMultiline = old.arranged.contains(where: \.isMultilineText)
                let allHidden = [old, new].contains { $0.arranged.allSatisfy(\.isHidden) }
                if old.distribution == .fill && !isBaseline && !isMultiline && !allHidden {
                    #expect(change != nil, "\(old) → \(index)")
                }
                if random.chance(0.5) { old = new }
            }
        }
        #expect(local > 500)
    }
}

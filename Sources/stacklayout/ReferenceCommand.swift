import StackLayout

/// `stacklayout reference`: the constraints a stack view generates for each choice, printed by
/// the compiler itself (Docs/StackView.md holds its output, so the page cannot drift).
enum ReferenceCommand {
    /// A horizontal stack of three arranged views a, b, c with spacing 8, unless a case says
    /// otherwise.
    static func cases() -> [(title: String, configuration: StackConfiguration)] {
        func three(
            _ distribution: StackDistribution = .fill, _ alignment: StackAlignment = .fill,
            axis: LayoutAxis = .horizontal, hidden: Set<Int> = [], count: Int = 3, marginsRelative: Bool = false,
            baselineRelative: Bool = false
        ) -> StackConfiguration {
            let lengths: [Double] = [160, 80, 40]
            return StackConfiguration(
                axis: axis, distribution: distribution, alignment: alignment, spacing: 8,
                isBaselineRelativeArrangement: baselineRelative, isLayoutMarginsRelativeArrangement: marginsRelative,
                arranged: (0..<count).map { index in
                    StackConfiguration.Arranged(
                        isHidden: hidden.contains(index), intrinsicLength: lengths[index % 3],
                        hasFirstBaseline: true, hasLastBaseline: true)
                })
        }
        return StackDistribution.allCases.map { ("distribution \($0.rawValue), alignment fill", three($0)) }
            + StackAlignment.allCases.dropFirst().map { ("alignment \($0.rawValue), distribution fill", three(.fill, $0)) }
            + [
                ("vertical, alignment center", three(.fill, .center, axis: .vertical)),
                ("b hidden", three(hidden: [1])),
                ("every view hidden, alignment center", three(.fill, .center, hidden: [0, 1, 2])),
                ("one view, alignment center", three(.fill, .center, count: 1)),
                ("vertical, baseline-relative", three(axis: .vertical, count: 2, baselineRelative: true)),
                ("margins-relative", three(count: 2, marginsRelative: true)),
            ]
    }

    static func run() -> String {
        cases().map { title, configuration in
            let names = ["a", "b", "c"]
            let lines = StackCompiler.constraints(for: configuration).map { spec in
                var text = spec.description
                for (index, name) in names.enumerated() { text = text.replacingAll("arranged[\(index)]", name) }
                return "    " + text
            }
            return "\(title):\n" + lines.joined(separator: "\n")
        }.joined(separator: "\n\n") + "\n"
    }
}

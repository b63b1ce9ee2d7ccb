import StackLayout
import Testing

/// Every distribution × alignment × axis: the exact set, composed from the reference's rules
/// along the axis (per distribution) and across it (per alignment), which are independent. The
/// lists are written for a horizontal stack of a, b, c with spacing 8; a vertical stack swaps
/// leading/trailing/width/centerX with top/bottom/height/centerY everywhere.
@Suite struct StackCompilerCombinationTests {
    static let canvas = ["UISV-canvas-connection: stack.leading == a.leading", "UISV-canvas-connection: c.trailing == stack.trailing"]
    static let spacing = ["UISV-spacing: b.leading == a.trailing + 8", "UISV-spacing: c.leading == b.trailing + 8"]
    static let minimumSpacing = ["UISV-spacing: b.leading >= a.trailing + 8", "UISV-spacing: c.leading >= b.trailing + 8"]

    static let along: [StackDistribution: [String]] = [
        .fill: canvas + spacing,
        .fillEqually: canvas + spacing + ["UISV-fill-equally: b.width == a.width", "UISV-fill-equally: c.width == a.width"],
        .equalSpacing: canvas + minimumSpacing + [
            "UISV-distributing-edge: stack.gap0.leading == a.trailing", "UISV-distributing-edge: b.leading == stack.gap0.trailing",
            "UISV-distributing-edge: stack.gap1.leading == b.trailing", "UISV-distributing-edge: c.leading == stack.gap1.trailing",
            "UISV-fill-equally: stack.gap1.width == stack.gap0.width", "UISV-canvas-fit: stack.width == 0 @49",
        ],
        .equalCentering: canvas + minimumSpacing + [
            "UISV-distributing-edge: stack.gap0.leading == a.centerX", "UISV-distributing-edge: stack.gap0.trailing == b.centerX",
            "UISV-distributing-edge: stack.gap1.leading == b.centerX", "UISV-distributing-edge: stack.gap1.trailing == c.centerX",
            "UISV-fill-equally: stack.gap1.width == stack.gap0.width @149", "UISV-canvas-fit: stack.width == 0 @49",
        ],
    ]

    static let boundaries = [
        "UISV-spanning-boundary: stack.alignmentSpanner.top <= a.top", "UISV-spanning-boundary: stack.alignmentSpanner.bottom >= a.bottom",
        "UISV-spanning-boundary: stack.alignmentSpanner.top <= b.top", "UISV-spanning-boundary: stack.alignmentSpanner.bottom >= b.bottom",
        "UISV-spanning-boundary: stack.alignmentSpanner.top <= c.top", "UISV-spanning-boundary: stack.alignmentSpanner.bottom >= c.bottom",
    ]
    static let spanned = ["UISV-spanning-fit: stack.alignmentSpanner.height == 0 @51"] + [
        "UISV-ambiguity-suppression: a.height == 0 @25", "UISV-ambiguity-suppression: b.height == 0 @25",
        "UISV-ambiguity-suppression: c.height == 0 @25",
    ]

    static let across: [StackAlignment: [String]] = [
        .fill: [
            "UISV-alignment: a.top == b.top", "UISV-alignment: a.top == c.top",
            "UISV-alignment: a.bottom == b.bottom", "UISV-alignment: a.bottom == c.bottom",
            "UISV-canvas-connection: stack.top == a.top", "UISV-canvas-connection: a.bottom == stack.bottom",
        ],
        .leading: spanned + [
            "UISV-alignment: a.top == b.top", "UISV-alignment: a.top == c.top",
            "UISV-spanning-boundary: stack.alignmentSpanner.top == a.top @999.5", "UISV-spanning-boundary: stack.alignmentSpanner.bottom >= a.bottom",
            "UISV-spanning-boundary: stack.alignmentSpanner.top == b.top @999.5", "UISV-spanning-boundary: stack.alignmentSpanner.bottom >= b.bottom",
            "UISV-spanning-boundary: stack.alignmentSpanner.top == c.top @999.5", "UISV-spanning-boundary: stack.alignmentSpanner.bottom >= c.bottom",
            "UISV-canvas-connection: stack.top == a.top", "UISV-canvas-connection: stack.alignmentSpanner.bottom == stack.bottom",
        ],
        .trailing: spanned + [
            "UISV-alignment: a.bottom == b.bottom", "UISV-alignment: a.bottom == c.bottom",
            "UISV-spanning-boundary: stack.alignmentSpanner.top <= a.top", "UISV-spanning-boundary: stack.alignmentSpanner.bottom == a.bottom @999.5",
            "UISV-spanning-boundary: stack.alignmentSpanner.top <= b.top", "UISV-spanning-boundary: stack.alignmentSpanner.bottom == b.bottom @999.5",
            "UISV-spanning-boundary: stack.alignmentSpanner.top <= c.top", "UISV-spanning-boundary: stack.alignmentSpanner.bottom == c.bottom @999.5",
            "UISV-canvas-connection: stack.top == stack.alignmentSpanner.top", "UISV-canvas-connection: a.bottom == stack.bottom",
        ],
        .center: spanned + boundaries + [
            "UISV-alignment: a.centerY == b.centerY", "UISV-alignment: a.centerY == c.centerY",
            "UISV-canvas-connection: stack.top == stack.alignmentSpanner.top",
            "UISV-canvas-connection: stack.alignmentSpanner.bottom == stack.bottom",
            "UISV-canvas-connection: stack.centerY == a.centerY",
        ],
        .firstBaseline: spanned + boundaries + [
            "UISV-alignment: a.firstBaseline == b.firstBaseline", "UISV-alignment: a.firstBaseline == c.firstBaseline",
            "UISV-canvas-connection: stack.top <= a.top", "UISV-canvas-fit: stack.height == 0 @49",
            "UISV-canvas-connection: stack.alignmentSpanner.bottom == stack.bottom",
        ],
        .lastBaseline: spanned + boundaries + [
            "UISV-alignment: a.lastBaseline == b.lastBaseline", "UISV-alignment: a.lastBaseline == c.lastBaseline",
            "UISV-canvas-connection: stack.top == stack.alignmentSpanner.top",
            "UISV-canvas-connection: stack.bottom >= a.bottom", "UISV-canvas-fit: stack.height == 0 @49",
        ],
    ]

    /// The reference's lines for a vertical stack: the two axes' attributes swapped.
    static func vertical(_ lines: [String]) -> [String] {
        let pairs = [("leading", "top"), ("trailing", "bottom"), ("width", "height"), ("centerX", "centerY")]
        return lines.map { line in
            var text = line
            for (index, (horizontal, vertical)) in pairs.enumerated() {
                text = text.replacingOccurrences(".\(horizontal)", "#h\(index)").replacingOccurrences(".\(vertical)", "#v\(index)")
            }
            for (index, (horizontal, vertical)) in pairs.enumerated() {
                text = text.replacingOccurrences("#h\(index)", ".\(vertical)").replacingOccurrences("#v\(index)", ".\(horizontal)")
            }
            return text
        }
    }

    @Test(arguments: StackDistribution.allCases.filter { $0 != .fillProportionally }, LayoutAxis.allCases)
    func exactSetForEveryAlignment(_ distribution: StackDistribution, _ axis: LayoutAxis) {
        for alignment in StackAlignment.allCases {
            // A vertical stack treats baseline alignment as fill.
            let effective = axis == .vertical && [.firstBaseline, .lastBaseline].contains(alignment) ? .fill : alignment
            let lines = Self.along[distribution]! + Self.across[effective]!
            let wanted = expected(axis == .horizontal ? lines : Self.vertical(lines))
            #expect(generated(configuration(axis, distribution, alignment, spacing: 8)) == wanted, "\(distribution) \(alignment) \(axis)")
        }
    }

    @Test(arguments: LayoutAxis.allCases)
    func fillProportionallyForEveryAlignment(_ axis: LayoutAxis) {
        // D = the three lengths + 2 × 8; priorities 999, 998, 997.
        let lengths: [Double] = axis == .horizontal ? [160, 80, 40] : [200, 100, 50]
        let total = lengths.reduce(16, +)
        let proportional = zip(["a", "b", "c"], lengths).enumerated().map { index, pair in
            "UISV-fill-proportionally: \(pair.0).width == \(pair.1 / total) * stack.width @\(999 - index)"
        }
        for alignment in StackAlignment.allCases {
            let effective = axis == .vertical && [.firstBaseline, .lastBaseline].contains(alignment) ? .fill : alignment
            let lines = Self.along[.fill]! + proportional + Self.across[effective]!
            let wanted = expected(axis == .horizontal ? lines : Self.vertical(lines))
            #expect(generated(configuration(axis, .fillProportionally, alignment, spacing: 8)) == wanted, "\(alignment) \(axis)")
        }
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

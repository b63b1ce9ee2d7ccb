/// Compiles a stack's configuration into exactly the constraints UIKit's `UIStackView` generates
/// (Docs/UIKitReference.md): a pure function, testable without solving anything.
///
/// Each rule of the reference is a small `StackRule` that produces its constraints; the compiler
/// runs them in order: along the axis (canvas, spacing, distribution, hidden views), then across
/// it (alignment).
public enum StackCompiler {
    static let rules: [any StackRule] = [
        CanvasConnectionRule(), SpacingRule(), DistributionRule(), HiddenViewRule(), AlignmentRule(),
        TextWidthDisambiguationRule(),
    ]

    /// The constraints a stack with `configuration` generates, in a stable order.
    public static func constraints(for configuration: StackConfiguration) -> [StackConstraintSpec] {
        guard !configuration.arranged.isEmpty else { return [] }
        let context = StackContext(configuration)
        // One array the rules append to (no array per rule copied into another), with room for
        // what the common stacks generate (3 per view under fill: a spacing, two alignments), so
        // that it is not moved as it grows.
        var specs: [StackConstraintSpec] = []
        specs.reserveCapacity(3 * configuration.arranged.count + 4)
        for rule in rules { rule.appendConstraints(in: context, to: &specs) }
        return specs
    }
}

/// One rule of the stack: the constraints it adds for a configuration.
protocol StackRule: Sendable {
    /// Appends the rule's constraints for `context` to `specs`.
    func appendConstraints(in context: StackContext, to specs: inout [StackConstraintSpec])
}

/// The attributes of one axis: its two edges, its length and its centre.
struct AxisAttributes {
    let leading: LayoutAttribute
    let trailing: LayoutAttribute
    let length: LayoutAttribute
    let center: LayoutAttribute

    init(_ axis: LayoutAxis) {
        switch axis {
        case .horizontal: (leading, trailing, length, center) = (.leading, .trailing, .width, .centerX)
        case .vertical: (leading, trailing, length, center) = (.top, .bottom, .height, .centerY)
        }
    }
}

/// What every rule needs to know, worked out once.
struct StackContext {
    let configuration: StackConfiguration
    let along: AxisAttributes
    let across: AxisAttributes
    /// Indices of the arranged views that are not hidden.
    let visible: [Int]
    /// What the arranged views are pinned to: the stack, its margins guide or its readable guide.
    let canvas: StackItem

    init(_ configuration: StackConfiguration) {
        // A loop into a reserved array, not a filter of the indices (which grows its result and
        // reads each view through the configuration): a context is made per compile and per view
        // hidden or shown.
        var visible: [Int] = []
        visible.reserveCapacity(configuration.arranged.count)
        for (index, view) in configuration.arranged.enumerated() where !view.isHidden { visible.append(index) }
        self.init(configuration, visible: visible)
    }

    /// The context of `configuration`, whose visible views (indices, ascending) are `visible`.
    init(_ configuration: StackConfiguration, visible: [Int]) {
        self.configuration = configuration
        along = AxisAttributes(configuration.axis)
        across = AxisAttributes(configuration.axis == .horizontal ? .vertical : .horizontal)
        self.visible = visible
        canvas = configuration.layoutMarginsFollowReadableWidth ? .readableContentGuide
            : configuration.isLayoutMarginsRelativeArrangement ? .layoutMarginsGuide : .stack
    }

    var count: Int { configuration.arranged.count }
    var spacing: Double { configuration.spacing }
    var distribution: StackDistribution { configuration.distribution }

    /// The space after arranged view `index`: its custom spacing, else the stack's.
    func spacing(after index: Int) -> Double {
        configuration.arranged[index].customSpacingAfter ?? spacing
    }

    /// Spacing is a minimum when gap guides share out the free space.
    var spacingRelation: Relation {
        distribution == .equalSpacing || distribution == .equalCentering ? .greaterThanOrEqual : .equal
    }

    /// Baseline-relative spacing applies to vertical stacks only.
    var isBaselineRelative: Bool { configuration.isBaselineRelativeArrangement && configuration.axis == .vertical }

    /// `UISV-canvas-fit: stack.length == 0 @49` along `axis`.
    func canvasFit(_ attributes: AxisAttributes) -> StackConstraintSpec {
        StackConstraintSpec("UISV-canvas-fit", .stack, attributes.length, .equal, nil, nil, priority: 49)
    }
}

/// `UISV-text-width-disambiguation`: in a horizontal stack that sizes its views from their content
/// (fill, equal spacing, equal centering), m ≥ 2 visible multi-line text views would share the
/// width in no particular way — each wraps to whatever it is given. Each is held to at most its
/// share: `v.width <= (1/m) × stack.width − SPACING × (m − 1) / m @950`.
struct TextWidthDisambiguationRule: StackRule {
    func appendConstraints(in context: StackContext, to specs: inout [StackConstraintSpec]) {
        guard context.configuration.axis == .horizontal,
            [.fill, .equalSpacing, .equalCentering].contains(context.distribution)
        else { return }
        let texts = context.visible.filter { context.configuration.arranged[$0].isMultilineText }
        guard texts.count >= 2 else { return }
        let m = Double(texts.count)
        for index in texts {
            specs.append(StackConstraintSpec(
                "UISV-text-width-disambiguation", .arranged(index), .width, .lessThanOrEqual, .stack, .width,
                multiplier: 1 / m, constant: -context.spacing * (m - 1) / m, priority: 950))
        }
    }
}

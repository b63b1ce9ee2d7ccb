@testable import StackLayout

/// The live objects of a fuzz case: the cast's views and constraints, changed through the public
/// API, with every issue the hierarchy reports.
final class FuzzWorld {
    /// What the issue handler does besides recording: nothing, ask about ambiguity, lay out
    /// again, or measure the root's fitting size (all answered without re-entering the layout).
    enum HandlerMode: Int, CaseIterable {
        case record, askAmbiguity, layOutAgain, measure
    }

    let views: [View]
    let constraints: [LayoutConstraint]
    private(set) var issues: [String] = []

    init(cast: FuzzCast, handler: HandlerMode) {
        views = cast.isStack.indices.map { cast.isStack[$0] ? StackView(id: "v\($0)") : View(id: "v\($0)") }
        // The fuzzer's views are placed by constraints alone.
        for view in views { view.translatesAutoresizingMaskIntoConstraints = false }
        let views = self.views
        func item(_ item: FuzzCast.Item) -> LayoutItem {
            item.marginsGuide ? views[item.view].layoutMarginsGuide : views[item.view]
        }
        constraints = cast.constraints.map { shape in
            LayoutConstraint(
                item: item(shape.first), attribute: shape.firstAttribute, relatedBy: shape.relation,
                toItem: shape.second.map(item), attribute: shape.secondAttribute, multiplier: shape.multiplier,
                constant: shape.constant, priority: shape.priority)
        }
        let root = views[0]
        for view in views {
            let id = view.id
            view.layoutIssueHandler = { [unowned self, unowned root] issue in
                issues.append("\(id): \(issue)")
                switch handler {
                case .record: break
                case .askAmbiguity: _ = root.viewsWithAmbiguousLayout()
                case .layOutAgain: root.layoutIfNeeded()
                case .measure: _ = root.systemLayoutSizeFitting(.zero)
                }
            }
        }
    }

    var root: View { views[0] }

    func stack(_ index: Int) -> StackView { views[index] as! StackView }

    func apply(_ operation: FuzzOperation) {
        switch operation {
        case .insertSubview(let v, let p, let i): try? views[p].insertSubviewOrThrow(views[v], at: i)
        case .insertArranged(let v, let s, let i): try? stack(s).insertArrangedSubviewOrThrow(views[v], at: i)
        case .removeArranged(let v, let s): stack(s).removeArrangedSubview(views[v])
        case .removeFromSuperview(let v): views[v].removeFromSuperview()
        case .setConstant(let c, let value): constraints[c].constant = value
        case .setPriority(let c, let priority): constraints[c].priority = priority
        case .setActive(let c, let on): constraints[c].isActive = on
        case .setIntrinsicSize(let v, let size): views[v].setIntrinsicContentSize(size.size)
        case .setHidden(let v, let hidden): views[v].isHidden = hidden
        case .setMargins(let v, let margins): views[v].directionalLayoutMargins = margins
        case .setDirection(let v, let direction): views[v].semanticLayoutDirection = direction
        case .setFirstBaseline(let v, let offset): views[v].firstBaselineOffset = offset
        case .setLastBaseline(let v, let offset): views[v].lastBaselineOffset = offset
        case .setHugging(let v, let axis, let priority): views[v].setContentHuggingPriority(priority, for: axis)
        case .setCompressionResistance(let v, let axis, let priority):
            views[v].setContentCompressionResistancePriority(priority, for: axis)
        case .setAxis(let s, let axis): stack(s).axis = axis
        case .setDistribution(let s, let distribution): stack(s).distribution = distribution
        case .setAlignment(let s, let alignment): stack(s).alignment = alignment
        case .setSpacing(let s, let spacing): stack(s).spacing = spacing
        case .setBaselineRelative(let s, let on): stack(s).isBaselineRelativeArrangement = on
        case .setMarginsRelative(let s, let on): stack(s).isLayoutMarginsRelativeArrangement = on
        case .setFollowsReadableWidth(let s, let on): stack(s).layoutMarginsFollowReadableWidth = on
        case .setCustomSpacing(let s, let v, let spacing): stack(s).setCustomSpacing(spacing, after: views[v])
        case .setRootFrame(let frame): root.frame = frame
        case .layout: root.layoutIfNeeded()
        }
    }

    /// A hierarchy built anew in `state`: properties first, then the views parents first (all
    /// subviews in order, then the arranged ones in order), custom spacings, constraints.
    convenience init(building state: FuzzState) {
        self.init(cast: state.cast, handler: .record)
        for (index, model) in state.views.enumerated() {
            let view = views[index]
            view.setIntrinsicContentSize(model.intrinsicSize.size)
            view.isHidden = model.isHidden
            view.directionalLayoutMargins = model.margins
            view.semanticLayoutDirection = model.direction
            view.firstBaselineOffset = model.firstBaseline
            view.lastBaselineOffset = model.lastBaseline
            for (axis, priority) in model.hugging { view.setContentHuggingPriority(priority, for: axis) }
            for (axis, priority) in model.compressionResistance {
                view.setContentCompressionResistancePriority(priority, for: axis)
            }
            guard let stack = view as? StackView else { continue }
            stack.axis = model.axis
            stack.distribution = model.distribution
            stack.alignment = model.alignment
            stack.spacing = model.spacing
            stack.isBaselineRelativeArrangement = model.isBaselineRelative
            stack.isLayoutMarginsRelativeArrangement = model.isMarginsRelative
            stack.layoutMarginsFollowReadableWidth = model.followsReadableWidth
        }
        if let frame = state.rootFrame { root.frame = frame }
        for (index, model) in state.views.enumerated() {
            for child in model.subviews { try? views[index].addSubviewOrThrow(views[child]) }
            for (position, child) in model.arranged.enumerated() { try? stack(index).insertArrangedSubviewOrThrow(views[child], at: position) }
            for (child, spacing) in model.customSpacing { stack(index).setCustomSpacing(spacing, after: views[child]) }
        }
        for (index, model) in state.constraints.enumerated() {
            constraints[index].constant = model.constant
            constraints[index].priority = model.priority
            if model.isActive { constraints[index].isActive = true }
        }
    }
}

/// The constraints a view generates for itself: content size from its intrinsic size, the
/// constraints that hold its margins and readable-content guides, and a root view's frame.
///
/// Each generated constraint is one object kept across layouts (content size: one solver
/// constraint the engine keeps), so a new intrinsic size, new margins or a new root frame reach
/// the solver as changed constants, in place. Only a priority change (hugging, compression
/// resistance) replaces a constraint.
extension View {
    /// Appends every constraint the view generates now to `wanted`, in a fixed order: its content
    /// size as plain data, the others as constraints (no array per view and kind: this runs for
    /// every view at every full layout).
    func appendSystemConstraints(isRoot: Bool, to wanted: inout WantedConstraints) {
        appendContentSize(to: &wanted)
        if !layoutGuides.isEmpty {
            wanted += guideConstraints()
            wanted += safeAreaConstraints()
        }
        if let scrollView = self as? ScrollView { wanted += scrollView.scrollGuideConstraints() }
        // A view placed by constraints asks for no empty array of autoresizing constraints.
        if isRoot { wanted += rootConstraints() } else if translatesAutoresizingMaskIntoConstraints { wanted += autoresizingConstraints() }
    }

    /// Appends `v.width <= w @hugging` and `v.width >= w @compressionResistance` for an intrinsic
    /// width w, likewise for the height, to `wanted` as plain data. A content priority of 0
    /// generates nothing: a constraint at 0 would never hold against anything (constraints
    /// themselves keep priorities in (0, 1000]).
    func appendContentSize(to wanted: inout WantedConstraints) {
        let size = intrinsicContentSize
        if let error = intrinsicSizeError(size) { reportIssue(error) }
        // The box read here, where the view is in the cache, not retained (the view holds it; a
        // layout makes every view's box anyway, to write its frame).
        var request = ContentSizeRequest(box: unretainedBox, position: wanted.constraints.count)
        for axis in LayoutAxis.allCases {
            // The size is asked once: a label measures its text to answer.
            guard let length = View.intrinsicLength(of: size, along: axis) else { continue }
            let hugging = contentHuggingPriority(for: axis)
            let resistance = contentCompressionResistancePriority(for: axis)
            if hugging.rawValue > 0 {
                request.slots[ContentSizeRequest.slot(axis, .lessThanOrEqual)] = .init(length: length, priority: hugging)
            }
            if resistance.rawValue > 0 {
                request.slots[ContentSizeRequest.slot(axis, .greaterThanOrEqual)] = .init(length: length, priority: resistance)
            }
        }
        // Moved in (a copy retained the view again, and the request's copy released it).
        if !request.isEmpty { wanted.contentSizes.append(consume request) }
    }

    /// The content-size constraint along `axis` with `relation`, as a layout constraint for those
    /// who look at one (the engine holds content size as plain data): made the first time it is
    /// asked for and afterwards given the length and priority; like `generated(…)`, another one
    /// once the priority crosses required. It follows the view's intrinsic size and content
    /// priorities only: the engine ignores changes made to it.
    func contentSizeConstraint(
        _ axis: LayoutAxis, _ relation: Relation, _ length: Double, _ priority: Priority
    ) -> LayoutConstraint {
        let slot = 2 * ContentSizeRequest.slot(axis, relation) + (priority.isRequired ? 1 : 0)
        if let slots = madeRareState?.contentSizeConstraintSlots, let existing = slots[slot] {
            if existing.constant != length { existing.constant = length }
            if existing.priority != priority { existing.priority = priority }
            return existing
        }
        let constraint = LayoutConstraint(
            item: self, attribute: axis == .horizontal ? .width : .height, relatedBy: relation, toItem: nil,
            attribute: nil, constant: length, priority: priority)
        constraint.isOwnedByFirstItem = true
        constraint.installed = true
        constraint.isContentSize = true
        var slots = rareState.contentSizeConstraintSlots ?? .init(repeating: nil)
        slots[slot] = constraint
        rareState.contentSizeConstraintSlots = slots
        return constraint
    }

    /// The margins guide sits at the layout margins; the readable guide inside it, centred, at
    /// most `readableWidth` wide.
    func guideConstraints() -> [LayoutConstraint] {
        guard let margins = layoutGuides.first(where: { $0.identifier == View.marginsGuideName }) else { return [] }
        let insets = effectiveMargins
        var made = [
            generated(.marginGuide, margins, .leading, .equal, self, .leading, constant: insets.leading),
            generated(.marginGuide, margins, .top, .equal, self, .top, constant: insets.top),
            generated(.marginGuide, self, .trailing, .equal, margins, .trailing, constant: insets.trailing),
            generated(.marginGuide, self, .bottom, .equal, margins, .bottom, constant: insets.bottom),
        ]
        if let readable = madeReadableContentGuide {
            made += [
                generated(.readableGuide, readable, .top, .equal, margins, .top),
                generated(.readableGuide, readable, .bottom, .equal, margins, .bottom),
                generated(.readableGuide, readable, .centerX, .equal, margins, .centerX),
                generated(.readableGuide, readable, .leading, .greaterThanOrEqual, margins, .leading),
                generated(.readableGuide, readable, .width, .lessThanOrEqual, nil, nil, constant: readableWidth),
                // As wide as the margins allow: pulled towards the margins' width, so a view whose
                // width comes from its content is not widened to reach `readableWidth`.
                generated(.readableGuide, readable, .width, .equal, margins, .width, priority: 999),
            ]
        }
        return made
    }

    /// A root view's origin, and its size when its frame was set.
    func rootConstraints() -> [LayoutConstraint] {
        var pins: [(LayoutAttribute, Double)] = [
            (.left, isFramePinned ? frameStorage.x : 0), (.top, isFramePinned ? frameStorage.y : 0),
        ]
        if isFramePinned {
            pins.append((.width, frameStorage.width))
            pins.append((.height, frameStorage.height))
        }
        return pins.map { attribute, value in
            generated(.encapsulatedLayout, self, attribute, .equal, nil, nil, constant: value)
        }
    }

    /// The generated constraint for one role, made the first time and afterwards given the new
    /// constant and priority. It is known by its role, items, attributes, relation and whether it
    /// is required (an active constraint cannot cross required, so crossing makes another one).
    func generated(
        _ role: GeneratedConstraintRole, _ item: LayoutItem, _ attribute: LayoutAttribute,
        _ relation: Relation, _ other: LayoutItem?, _ otherAttribute: LayoutAttribute?,
        constant: Double = 0, priority: Priority = .required
    ) -> LayoutConstraint {
        let key = GeneratedConstraintKey(
            role: role, item: ObjectIdentifier(item), attribute: attribute, relation: relation,
            other: other.map(ObjectIdentifier.init), otherAttribute: otherAttribute, isRequired: priority.isRequired)
        if let existing = systemConstraintsByRole[key] {
            if existing.constant != constant { existing.constant = constant }
            if existing.priority != priority { existing.priority = priority }
            return existing
        }
        let constraint = LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
            constant: constant, priority: priority)
        constraint.identifier = role.identifier(for: attribute)
        constraint.owner = self
        constraint.installed = true
        systemConstraintsByRole[key] = constraint
        return constraint
    }
}

/// What a generated constraint stands for, so the same one is reused from layout to layout.
struct GeneratedConstraintKey: Hashable {
    var role: GeneratedConstraintRole
    var item: ObjectIdentifier
    var attribute: LayoutAttribute
    var relation: Relation
    var other: ObjectIdentifier?
    var otherAttribute: LayoutAttribute?
    var isRequired: Bool
}

/// Why a view generated a constraint (content size aside: those have slots of their own,
/// `ViewRareState.contentSizeConstraintSlots`), with UIKit's identifier for each.
enum GeneratedConstraintRole: Hashable {
    case marginGuide, readableGuide, encapsulatedLayout, safeAreaGuide, scrollFrameGuide, scrollContentGuide

    /// UIKit's identifier, e.g. `UIView-Encapsulated-Layout-Width` for a root's width.
    func identifier(for attribute: LayoutAttribute) -> String {
        switch self {
        case .marginGuide: "UIView-margin-guide-constraint"
        case .readableGuide: "UIView-readable-content-guide-constraint"
        case .safeAreaGuide: "UIViewSafeAreaLayoutGuide-" + attribute.rawValue
        case .scrollFrameGuide: "UIScrollView-frame-layout-guide"
        case .scrollContentGuide: "UIScrollView-content-layout-guide"
        // Written out (a root makes them at its first layout; capitalising the attribute's name
        // took thousands of instructions each).
        case .encapsulatedLayout:
            switch attribute {
            case .left: "UIView-Encapsulated-Layout-Left"
            case .top: "UIView-Encapsulated-Layout-Top"
            case .width: "UIView-Encapsulated-Layout-Width"
            case .height: "UIView-Encapsulated-Layout-Height"
            default: preconditionFailure("a root's frame is pinned by its left, top, width and height")
            }
        }
    }
}

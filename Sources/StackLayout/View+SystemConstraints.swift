/// The constraints a view generates for itself: content size from its intrinsic size, the
/// constraints that hold its margins and readable-content guides, and a root view's frame.
///
/// Each generated constraint is one object kept across layouts, so a new intrinsic size, new
/// margins or a new root frame reach the solver as changed constants, in place. Only a priority
/// change (hugging, compression resistance) replaces a constraint.
extension View {
    /// Every constraint the view generates now, in a fixed order.
    func systemConstraints(isRoot: Bool) -> [LayoutConstraint] {
        contentSizeConstraints() + guideConstraints() + (isRoot ? rootConstraints() : [])
    }

    /// `v.width <= w @hugging` and `v.width >= w @compressionResistance` for an intrinsic width w;
    /// likewise for the height.
    func contentSizeConstraints() -> [LayoutConstraint] {
        var made: [LayoutConstraint] = []
        for axis in LayoutAxis.allCases {
            guard let length = intrinsicContentSize.length(along: axis) else { continue }
            let dimension: LayoutAttribute = axis == .horizontal ? .width : .height
            for (relation, priority) in [
                (Relation.lessThanOrEqual, contentHuggingPriority(for: axis)),
                (.greaterThanOrEqual, contentCompressionResistancePriority(for: axis)),
            ] {
                let constraint = generated(
                    role: "content-size", self, dimension, relation, nil, nil, constant: length, priority: priority)
                constraint.isContentSize = true
                made.append(constraint)
            }
        }
        return made
    }

    /// The margins guide sits at the layout margins; the readable guide inside it, centred, at
    /// most `readableWidth` wide.
    func guideConstraints() -> [LayoutConstraint] {
        guard let margins = layoutGuides.first(where: { $0.identifier == View.marginsGuideName }) else { return [] }
        let insets = self.margins
        let marginID = "UIView-margin-guide-constraint"
        var made = [
            generated(identifier: marginID, margins, .leading, .equal, self, .leading, constant: insets.leading),
            generated(identifier: marginID, margins, .top, .equal, self, .top, constant: insets.top),
            generated(identifier: marginID, self, .trailing, .equal, margins, .trailing, constant: insets.trailing),
            generated(identifier: marginID, self, .bottom, .equal, margins, .bottom, constant: insets.bottom),
        ]
        if let readable = layoutGuides.first(where: { $0.identifier == View.readableGuideName }) {
            let readableID = "UIView-readable-content-guide-constraint"
            made += [
                generated(identifier: readableID, readable, .top, .equal, margins, .top),
                generated(identifier: readableID, readable, .bottom, .equal, margins, .bottom),
                generated(identifier: readableID, readable, .centerX, .equal, margins, .centerX),
                generated(identifier: readableID, readable, .leading, .greaterThanOrEqual, margins, .leading),
                generated(identifier: readableID, readable, .width, .lessThanOrEqual, nil, nil, constant: readableWidth),
                // As wide as the margins allow: pulled towards the margins' width, so a view whose
                // width comes from its content is not widened to reach `readableWidth`.
                generated(identifier: readableID, readable, .width, .equal, margins, .width, priority: 999),
            ]
        }
        return made
    }

    /// A root view's origin, and its size when its frame was set.
    func rootConstraints() -> [LayoutConstraint] {
        var pins: [(LayoutAttribute, Double, String)] = [
            (.left, isFramePinned ? frameStorage.x : 0, "UIView-Encapsulated-Layout-Left"),
            (.top, isFramePinned ? frameStorage.y : 0, "UIView-Encapsulated-Layout-Top"),
        ]
        if isFramePinned {
            pins.append((.width, frameStorage.width, "UIView-Encapsulated-Layout-Width"))
            pins.append((.height, frameStorage.height, "UIView-Encapsulated-Layout-Height"))
        }
        return pins.map { attribute, value, identifier in
            generated(identifier: identifier, self, attribute, .equal, nil, nil, constant: value)
        }
    }

    /// The generated constraint for one role, made the first time and afterwards given the new
    /// constant and priority. A role is its identifier (or `role`), items, attributes, relation
    /// and whether it is required (an active constraint cannot cross required, so crossing makes
    /// another one).
    private func generated(
        identifier: String? = nil, role: String? = nil, _ item: LayoutItem, _ attribute: LayoutAttribute,
        _ relation: Relation, _ other: LayoutItem?, _ otherAttribute: LayoutAttribute?,
        constant: Double = 0, priority: Priority = .required
    ) -> LayoutConstraint {
        let key = GeneratedConstraintKey(
            role: identifier ?? role ?? "", item: ObjectIdentifier(item), attribute: attribute, relation: relation,
            other: other.map(ObjectIdentifier.init), otherAttribute: otherAttribute, isRequired: priority.isRequired)
        if let existing = systemConstraintsByRole[key] {
            existing.constant = constant
            existing.priority = priority
            return existing
        }
        let constraint = LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
            constant: constant, priority: priority)
        constraint.identifier = identifier
        constraint.owner = self
        constraint.installed = true
        systemConstraintsByRole[key] = constraint
        return constraint
    }
}

/// What a generated constraint stands for, so the same one is reused from layout to layout.
struct GeneratedConstraintKey: Hashable {
    var role: String
    var item: ObjectIdentifier
    var attribute: LayoutAttribute
    var relation: Relation
    var other: ObjectIdentifier?
    var otherAttribute: LayoutAttribute?
    var isRequired: Bool
}

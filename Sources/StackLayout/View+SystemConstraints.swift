/// The constraints a view generates for itself: content size from its intrinsic size, the
/// constraints that hold its margins and readable-content guides, and a root view's frame.
extension View {
    /// What the generated constraints depend on; they are made again only when it changes.
    struct SystemConstraintInputs: Equatable {
        var intrinsicContentSize: IntrinsicContentSize
        var hugging: [Priority]
        var compressionResistance: [Priority]
        var margins: DirectionalEdgeInsets
        var readableWidth: Double
        var guides: [String]
        var rootFrame: Rect?
        var isRootFramePinned: Bool
    }

    func systemConstraintInputs(isRoot: Bool) -> SystemConstraintInputs {
        SystemConstraintInputs(
            intrinsicContentSize: intrinsicContentSize,
            hugging: LayoutAxis.allCases.map(contentHuggingPriority(for:)),
            compressionResistance: LayoutAxis.allCases.map(contentCompressionResistancePriority(for:)),
            margins: margins, readableWidth: readableWidth,
            guides: layoutGuides.map(\.identifier),
            rootFrame: isRoot && isFramePinned ? frameStorage : nil,
            isRootFramePinned: isRoot && isFramePinned)
    }

    /// The generated constraints, reusing the previous objects while their inputs are unchanged.
    func systemConstraints(isRoot: Bool) -> [LayoutConstraint] {
        let inputs = systemConstraintInputs(isRoot: isRoot)
        if let cached = systemConstraintCache, cached.inputs == inputs, cached.isRoot == isRoot {
            return cached.constraints
        }
        let made = contentSizeConstraints() + guideConstraints() + (isRoot ? rootConstraints() : [])
        for constraint in made {
            constraint.owner = self
            constraint.isActive = true
        }
        systemConstraintCache = (inputs, isRoot, made)
        return made
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
                let constraint = LayoutConstraint(
                    item: self, attribute: dimension, relatedBy: relation, toItem: nil, attribute: nil,
                    constant: length, priority: priority)
                constraint.isContentSize = true
                made.append(constraint)
            }
        }
        return made
    }

    /// The margins guide sits at the layout margins; the readable guide inside it, centred, at
    /// most `readableWidth` wide.
    func guideConstraints() -> [LayoutConstraint] {
        var made: [LayoutConstraint] = []
        func make(
            _ identifier: String, _ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: Relation,
            _ other: LayoutItem?, _ otherAttribute: LayoutAttribute?, constant: Double = 0,
            priority: Priority = .required
        ) {
            let constraint = LayoutConstraint(
                item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
                constant: constant, priority: priority)
            constraint.identifier = identifier
            made.append(constraint)
        }
        guard let margins = layoutGuides.first(where: { $0.identifier == View.marginsGuideName }) else { return [] }
        let marginID = "UIView-margin-guide-constraint"
        make(marginID, margins, .leading, .equal, self, .leading, constant: self.margins.leading)
        make(marginID, margins, .top, .equal, self, .top, constant: self.margins.top)
        make(marginID, self, .trailing, .equal, margins, .trailing, constant: self.margins.trailing)
        make(marginID, self, .bottom, .equal, margins, .bottom, constant: self.margins.bottom)
        if let readable = layoutGuides.first(where: { $0.identifier == View.readableGuideName }) {
            let readableID = "UIView-readable-content-guide-constraint"
            make(readableID, readable, .top, .equal, margins, .top)
            make(readableID, readable, .bottom, .equal, margins, .bottom)
            make(readableID, readable, .centerX, .equal, margins, .centerX)
            make(readableID, readable, .leading, .greaterThanOrEqual, margins, .leading)
            make(readableID, readable, .width, .lessThanOrEqual, nil, nil, constant: readableWidth)
            make(readableID, readable, .width, .equal, nil, nil, constant: readableWidth, priority: 999)
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
            let constraint = LayoutConstraint(
                item: self, attribute: attribute, relatedBy: .equal, toItem: nil, attribute: nil, constant: value)
            constraint.identifier = identifier
            return constraint
        }
    }
}

import StackLayout

/// A laid-out layout as the picture and the HTML page draw it: every view and guide with its frame
/// in the container's coordinates, what kind of thing it is and how it is marked, and the measured
/// gaps between the arranged views of each stack.
struct PictureScene {
    enum Kind: Equatable {
        case view, hiddenView
        /// A layout margins guide: the margins around it are shaded.
        case marginsGuide
        /// The readable content guide.
        case readableGuide
        /// A guide a stack generates (gap guides, spanners).
        case stackGuide
    }

    /// How a guide is drawn: a box, or a line beside its owner when the guide has no extent across
    /// its axis and stretching it over the owner would only repeat the owner's outline.
    enum Shape: Equatable {
        case box(Rect)
        case line(from: Point, to: Point)
    }

    struct Item {
        /// The view's id or the guide's `OWNER.identifier`.
        let name: String
        let kind: Kind
        /// The frame in the container's coordinates.
        let frame: Rect
        /// The frame as `inspect` prints it: in the superview's (a guide: its owner's) coordinates.
        let localFrame: Rect
        /// What is drawn: the frame, or for a guide without extent across its axis, the frame
        /// stretched over its owner (or a line beside it).
        let shape: Shape
        /// The depth in the hierarchy (the container 0; a guide its owner's).
        let depth: Int
        /// The colour the file gives a view.
        let color: String?
        let isAmbiguous: Bool
        /// True when a constraint of an unsatisfiable set mentions it.
        let isInConflict: Bool
        /// A label's text as it broke into lines.
        var text: DrawnText? = nil
    }

    /// A label's lines and point size, drawn in its box as the default measurer measured them.
    struct DrawnText {
        let lines: [String]
        let pointSize: Double
    }

    /// The space between two consecutive visible arranged views of a stack, along its axis.
    struct Gap {
        let stack: String
        let axis: LayoutAxis
        /// Where the gap starts and ends along the axis, in the container's coordinates.
        let start: Double
        let end: Double
        /// Where across the axis the measure is drawn (the middle of the stack).
        let across: Double
    }

    /// Every view (the container first, parents before children) and, after each view, its guides.
    let items: [Item]
    let gaps: [Gap]
    /// What is laid out: every item but the container (the container itself when it is alone).
    let bounds: Rect

    init(_ report: InspectCommand.Report) {
        let document = report.document
        let ambiguous = Set(report.ambiguous)
        var conflicting = Set<String>()
        for entry in report.unsatisfiable {
            for constraint in entry.conflicting {
                if let first = constraint.firstItem { conflicting.insert(first.layoutName) }
                if let second = constraint.secondItem { conflicting.insert(second.layoutName) }
            }
        }
        var items: [Item] = []
        var gaps: [Gap] = []
        func visit(_ view: View, origin: Point, depth: Int, hidden: Bool) {
            let frame = Rect(x: origin.x + view.frame.x, y: origin.y + view.frame.y, width: view.frame.width, height: view.frame.height)
            let isHidden = hidden || view.isHidden
            items.append(Item(
                name: view.id, kind: isHidden ? .hiddenView : .view, frame: frame, localFrame: view.frame, shape: .box(frame), depth: depth,
                color: document.colors[view.id], isAmbiguous: ambiguous.contains(view.id),
                isInConflict: conflicting.contains(view.id),
                text: (view as? Label).map { DrawnText(lines: $0.measurement.lines, pointSize: $0.pointSize) }))
            // Subviews and guides are in the bounds' coordinates: a scroll view's content moves by its offset.
            let offset = (view as? ScrollView)?.contentOffset ?? .zero
            let bounds = Point(x: frame.x - offset.x, y: frame.y - offset.y)
            for guide in view.layoutGuides {
                let g = Rect(x: bounds.x + guide.frame.x, y: bounds.y + guide.frame.y, width: guide.frame.width, height: guide.frame.height)
                let kind: Kind = switch guide.identifier {
                case "layoutMarginsGuide": .marginsGuide
                case "readableContentGuide": .readableGuide
                default: .stackGuide
                }
                items.append(Item(
                    name: guide.layoutName, kind: kind, frame: g, localFrame: guide.frame, shape: Self.shape(of: g, in: frame), depth: depth, color: nil,
                    isAmbiguous: ambiguous.contains(guide.layoutName), isInConflict: conflicting.contains(guide.layoutName)))
            }
            if let stack = view as? StackView, !isHidden {
                gaps += Self.gaps(of: stack, at: frame)
            }
            for subview in view.subviews {
                visit(subview, origin: bounds, depth: depth + 1, hidden: isHidden)
            }
        }
        visit(document.container, origin: .zero, depth: 0, hidden: false)
        self.items = items
        self.gaps = gaps
        let laidOut = items.dropFirst().map { item -> Rect in
            switch item.shape {
            case .box(let rect): rect
            case .line(let from, let to): Rect(from: from, to: to)
            }
        }
        bounds = laidOut.reduce(nil as Rect?) { $0?.union($1) ?? $1 } ?? items[0].frame
    }

    /// A guide with no extent across one axis is stretched over its owner's extent on that axis; if
    /// that is the owner's own frame, it becomes a line 6 points before the owner's leading or top
    /// edge, as long as the guide.
    static func shape(of guide: Rect, in owner: Rect) -> Shape {
        switch (guide.width == 0, guide.height == 0) {
        case (true, false):
            let stretched = Rect(x: owner.x, y: guide.y, width: owner.width, height: guide.height)
            if stretched == owner { return .line(from: Point(x: owner.x - 6, y: guide.y), to: Point(x: owner.x - 6, y: guide.maxY)) }
            return .box(stretched)
        case (false, true):
            let stretched = Rect(x: guide.x, y: owner.y, width: guide.width, height: owner.height)
            if stretched == owner { return .line(from: Point(x: guide.x, y: owner.y - 6), to: Point(x: guide.maxX, y: owner.y - 6)) }
            return .box(stretched)
        default:
            return .box(guide)
        }
    }

    /// The positive gaps between consecutive visible arranged views of `stack` (at `frame`), in
    /// either direction (a right-to-left stack runs backwards).
    static func gaps(of stack: StackView, at frame: Rect) -> [Gap] {
        let horizontal = stack.axis == .horizontal
        let spans = stack.arrangedSubviews.filter { !$0.isHidden }.map { view in
            horizontal
                ? (start: frame.x + view.frame.x, end: frame.x + view.frame.maxX)
                : (start: frame.y + view.frame.y, end: frame.y + view.frame.maxY)
        }
        return zip(spans, spans.dropFirst()).compactMap { before, after in
            let (start, end) = after.start >= before.end ? (before.end, after.start) : (after.end, before.start)
            guard end > start else { return nil }
            return Gap(stack: stack.id, axis: stack.axis, start: start, end: end, across: horizontal ? frame.midY : frame.midX)
        }
    }
}

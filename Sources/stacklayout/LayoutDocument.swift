import Cassowary
import ConstraintSystemFormat
import StackLayout

/// A layout file (Docs/Formats.md §2) built into views: the container, the root and its subviews,
/// the root's pins and the file's own constraints. Reading lays nothing out; the errors name the
/// key path.
final class LayoutDocument {
    /// The root of the hierarchy: the container, held at the file's size.
    let container: View
    /// Every view, the container first, parents before children.
    private(set) var views: [View] = []
    /// The colour the file gives each view, by id.
    private(set) var colors: [String: String] = [:]
    private var viewsByID: [String: View] = [:]
    /// Frames given in the file, set once every view is in its superview.
    private var pendingFrames: [(View, Rect)] = []

    private static let viewKeys: Set<String> = [
        "id", "kind", "intrinsicSize", "hugging", "compressionResistance", "baseline", "hidden", "margins", "subviews",
        "color", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins",
        "translatesAutoresizingMaskIntoConstraints", "autoresizingMask", "frame",
    ]
    /// A label measures its own size and baselines: it has text keys instead.
    private static let labelKeys: Set<String> = ["text", "font", "numberOfLines", "lineBreakMode", "preferredMaxLayoutWidth"]
    private static let scrollKeys: Set<String> = ["contentInset", "contentInsetAdjustmentBehavior"]
    private static let stackKeys: Set<String> = [
        "axis", "distribution", "alignment", "spacing", "customSpacing", "baselineRelativeArrangement",
        "layoutMarginsRelativeArrangement", "layoutMarginsFollowReadableWidth", "arranged",
    ]

    init(_ json: JSON) throws(FormatError) {
        let file = JSONCursor(json)
        let top = try file.object(allowing: ["container", "layoutDirection", "root", "constraints"])
        container = View(id: "container")
        viewsByID["container"] = container
        views.append(container)
        let containerCursor = try file.required("container", in: top)
        let size = try containerCursor.object(allowing: [
            "width", "height", "readableWidth", "margins", "safeArea", "contentSizeCategory",
        ])
        container.frame = Rect(
            x: 0, y: 0, width: try containerCursor.required("width", in: size).nonNegativeNumber(),
            height: try containerCursor.required("height", in: size).nonNegativeNumber())
        if let readable = size["readableWidth"] { container.readableWidth = try readable.nonNegativeNumber() }
        if let margins = size["margins"] { container.directionalLayoutMargins = try Self.margins(margins) }
        if let safeArea = size["safeArea"] { container.safeAreaInsets = try Self.edgeInsets(safeArea, nonNegative: true) }
        if let category = size["contentSizeCategory"] {
            let name = try category.string()
            guard let value = ContentSizeCategory(rawValue: name) else {
                throw category.fail("unknown content size category \"\(name)\" (XS, S, M, L, XL, XXL, XXXL, AX1…AX5)")
            }
            container.contentSizeCategory = value
        }
        if let direction = top["layoutDirection"] {
            let name = try direction.string()
            guard let value = LayoutDirection(rawValue: name) else { throw direction.fail("unknown layout direction \"\(name)\"") }
            container.semanticLayoutDirection = value
        }
        let rootCursor = try file.required("root", in: top)
        let root = try makeView(rootCursor, isRoot: true)
        try add(root, to: container, at: rootCursor)
        for (view, frame) in pendingFrames { view.frame = frame }
        // The stacks generate their constraints and guides now (nothing is laid out), so that the
        // file's constraints can name the guides.
        container.updateConstraintsIfNeeded()
        let pins = try Self.pins(of: root, in: container, rootCursor)
        do { try LayoutConstraint.activateOrThrow(pins) } catch {
            throw FormatError(place: rootCursor.path.isEmpty ? "pin" : "\(rootCursor.path).pin", reason: error.description)
        }
        for cursor in try top["constraints"]?.array() ?? [] {
            let line = try cursor.string()
            let text: ConstraintText
            do { text = try ConstraintText(parsing: line) } catch { throw cursor.fail(error.reason) }
            let constraint = try constraint(text, at: cursor)
            do { try LayoutConstraint.activateOrThrow([constraint]) } catch { throw cursor.fail(error.description) }
        }
    }

    private func add(_ view: View, to parent: View, at cursor: JSONCursor) throws(FormatError) {
        do { try parent.addSubviewOrThrow(view) } catch { throw cursor.fail(error.description) }
    }

    /// Builds a view object and, recursively, its arranged views and subviews.
    private func makeView(_ cursor: JSONCursor, isRoot: Bool) throws(FormatError) -> View {
        guard case .object(let members) = cursor.value else { throw cursor.fail("expected a view object, found \(cursor.value.typeName)") }
        var kind = "view"
        if let member = members.first(where: { $0.key == "kind" }) {
            let kindCursor = JSONCursor(member.value, path: "\(cursor.path).kind")
            kind = try kindCursor.string()
            guard ["view", "stack", "label", "scroll"].contains(kind) else { throw kindCursor.fail("unknown kind \"\(kind)\"") }
        }
        var allowed = switch kind {
        case "stack": Self.viewKeys.union(Self.stackKeys)
        case "label": Self.viewKeys.subtracting(["intrinsicSize", "baseline"]).union(Self.labelKeys)
        case "scroll": Self.viewKeys.union(Self.scrollKeys)
        default: Self.viewKeys
        }
        if isRoot { allowed.insert("pin") }
        let keys = try cursor.object(allowing: allowed)
        let id = try cursor.required("id", in: keys).string()
        guard id.first.map({ $0.isLetter || $0 == "_" }) == true,
            id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }), id.unicodeScalars.allSatisfy(\.isASCII)
        else { throw keys["id"]!.fail("invalid id \"\(id)\"") }
        guard viewsByID[id] == nil else { throw keys["id"]!.fail("duplicate id \"\(id)\"") }
        let view: View = switch kind {
        case "stack": StackView(id: id)
        case "label": Label(id: id)
        case "scroll": ScrollView(id: id)
        default: View(id: id)
        }
        viewsByID[id] = view
        views.append(view)
        if let color = keys["color"] { colors[id] = try color.string() }
        if let size = keys["intrinsicSize"] {
            let axes = try size.object(allowing: ["width", "height"])
            view.setIntrinsicContentSize(Size(
                width: try Self.optionalLength(axes["width"]) ?? View.noIntrinsicMetric,
                height: try Self.optionalLength(axes["height"]) ?? View.noIntrinsicMetric))
        }
        for (key, set) in [("hugging", view.setContentHuggingPriority), ("compressionResistance", view.setContentCompressionResistancePriority)] {
            guard let priorities = keys[key] else { continue }
            for (axisName, value) in try priorities.object(allowing: ["horizontal", "vertical"]) {
                set(try ConstraintSystem.priority(value), axisName == "horizontal" ? .horizontal : .vertical)
            }
        }
        if let baseline = keys["baseline"] {
            let offsets = try baseline.object(allowing: ["first", "last"])
            view.firstBaselineOffset = try offsets["first"]?.length()
            view.lastBaselineOffset = try offsets["last"]?.length()
        }
        if let hidden = keys["hidden"] { view.isHidden = try hidden.bool() }
        if let margins = keys["margins"] { view.directionalLayoutMargins = try Self.margins(margins) }
        // As Interface Builder does for views it constrains, a file's views are placed by
        // constraints unless they say otherwise.
        view.translatesAutoresizingMaskIntoConstraints = try keys["translatesAutoresizingMaskIntoConstraints"]?.bool() ?? false
        if let mask = keys["autoresizingMask"] { view.autoresizingMask = try Self.autoresizingMask(mask) }
        if let frame = keys["frame"] { pendingFrames.append((view, try Self.frame(frame))) }
        if let flag = keys["insetsLayoutMarginsFromSafeArea"] { view.insetsLayoutMarginsFromSafeArea = try flag.bool() }
        if let flag = keys["preservesSuperviewLayoutMargins"] { view.preservesSuperviewLayoutMargins = try flag.bool() }
        if let label = view as? Label { try Self.configure(label, keys) }
        if let scroll = view as? ScrollView { try Self.configure(scroll, keys) }
        // Subviews that are not arranged (backgrounds, overlays) go behind the arranged views.
        for child in try keys["subviews"]?.array() ?? [] {
            try add(try makeView(child, isRoot: false), to: view, at: child)
        }
        if let stack = view as? StackView { try configure(stack, keys) }
        return view
    }

    private func configure(_ stack: StackView, _ keys: [String: JSONCursor]) throws(FormatError) {
        if let axis = keys["axis"] {
            let name = try axis.string()
            guard let value = LayoutAxis(rawValue: name) else { throw axis.fail("unknown axis \"\(name)\"") }
            stack.axis = value
        }
        if let distribution = keys["distribution"] {
            let name = try distribution.string()
            guard let value = StackDistribution(rawValue: name) else { throw distribution.fail("unknown distribution \"\(name)\"") }
            stack.distribution = value
        }
        if let alignment = keys["alignment"] {
            let name = try alignment.string()
            let value: StackAlignment? = switch name {
            case "top": .leading
            case "bottom": .trailing
            default: StackAlignment(rawValue: name)
            }
            guard let value else { throw alignment.fail("unknown alignment \"\(name)\"") }
            stack.alignment = value
        }
        if let spacing = keys["spacing"] { stack.spacing = try Self.spacing(spacing) }
        if let flag = keys["baselineRelativeArrangement"] { stack.isBaselineRelativeArrangement = try flag.bool() }
        if let flag = keys["layoutMarginsRelativeArrangement"] { stack.isLayoutMarginsRelativeArrangement = try flag.bool() }
        if let flag = keys["layoutMarginsFollowReadableWidth"] { stack.layoutMarginsFollowReadableWidth = try flag.bool() }
        for child in try keys["arranged"]?.array() ?? [] {
            let view = try makeView(child, isRoot: false)
            do { try stack.addArrangedSubviewOrThrow(view) } catch { throw child.fail(error.description) }
        }
        for (id, value) in try keys["customSpacing"]?.namedMembers() ?? [] {
            guard let view = stack.arrangedSubviews.first(where: { $0.id == id }) else {
                throw value.fail("\"\(id)\" is not an arranged view of \(stack.id)")
            }
            stack.setCustomSpacing(try Self.spacing(value), after: view)
        }
    }

    private static func configure(_ label: Label, _ keys: [String: JSONCursor]) throws(FormatError) {
        if let text = keys["text"] { label.text = try text.string() }
        if let font = keys["font"] {
            if case .string(let name) = font.value {
                guard let style = TextStyle(rawValue: name) else {
                    throw font.fail("unknown text style \"\(name)\" (largeTitle, title1…title3, headline, body, callout, subheadline, footnote, caption1, caption2)")
                }
                label.font = .textStyle(style)
            } else {
                let size = try font.number()
                guard size > 0 else { throw font.fail("expected a point size above 0 or a text style") }
                label.font = .system(size: size)
            }
        }
        if let lines = keys["numberOfLines"] {
            let count = try lines.nonNegativeNumber()
            guard count == count.rounded(), count <= 1_000_000 else { throw lines.fail("expected a whole number of lines (0 for no limit)") }
            label.numberOfLines = Int(count)
        }
        if let mode = keys["lineBreakMode"] {
            let name = try mode.string()
            guard let value = LineBreakMode(rawValue: name) else {
                throw mode.fail("unknown line break mode \"\(name)\" (byWordWrapping, byCharWrapping, byTruncatingTail)")
            }
            label.lineBreakMode = value
        }
        if let width = keys["preferredMaxLayoutWidth"] { label.preferredMaxLayoutWidth = try width.nonNegativeNumber() }
    }

    private static func configure(_ scroll: ScrollView, _ keys: [String: JSONCursor]) throws(FormatError) {
        if let inset = keys["contentInset"] { scroll.contentInset = try edgeInsets(inset, nonNegative: false) }
        if let behavior = keys["contentInsetAdjustmentBehavior"] {
            let name = try behavior.string()
            guard let value = ContentInsetAdjustmentBehavior(rawValue: name) else {
                throw behavior.fail("unknown adjustment behavior \"\(name)\" (automatic, scrollableAxes, never, always)")
            }
            scroll.contentInsetAdjustmentBehavior = value
        }
    }

    /// Insets with left and right (a safe area, a content inset); a missing side is 0.
    private static func edgeInsets(_ cursor: JSONCursor, nonNegative: Bool) throws(FormatError) -> EdgeInsets {
        let sides = try cursor.object(allowing: ["top", "left", "bottom", "right"])
        func side(_ name: String) throws(FormatError) -> Double {
            guard let value = sides[name] else { return 0 }
            return nonNegative ? try value.nonNegativeNumber() : try value.number()
        }
        return EdgeInsets(top: try side("top"), left: try side("left"), bottom: try side("bottom"), right: try side("right"))
    }

    /// `["flexibleWidth", …]`: UIKit's mask names without the prefix.
    private static func autoresizingMask(_ cursor: JSONCursor) throws(FormatError) -> AutoresizingMask {
        let names: [String: AutoresizingMask] = [
            "flexibleLeftMargin": .flexibleLeftMargin, "flexibleWidth": .flexibleWidth,
            "flexibleRightMargin": .flexibleRightMargin, "flexibleTopMargin": .flexibleTopMargin,
            "flexibleHeight": .flexibleHeight, "flexibleBottomMargin": .flexibleBottomMargin,
        ]
        var mask: AutoresizingMask = []
        for item in try cursor.array() {
            let name = try item.string()
            guard let part = names[name] else { throw item.fail("unknown autoresizing mask \"\(name)\" (flexibleLeftMargin, flexibleWidth, flexibleRightMargin, flexibleTopMargin, flexibleHeight, flexibleBottomMargin)") }
            mask.insert(part)
        }
        return mask
    }

    /// `{"x", "y", "width", "height"}`: a frame in the superview's coordinates (missing values 0).
    private static func frame(_ cursor: JSONCursor) throws(FormatError) -> Rect {
        let values = try cursor.object(allowing: ["x", "y", "width", "height"])
        return Rect(
            x: try values["x"]?.number() ?? 0, y: try values["y"]?.number() ?? 0,
            width: try values["width"]?.nonNegativeNumber() ?? 0, height: try values["height"]?.nonNegativeNumber() ?? 0)
    }

    /// A length or `null` (no intrinsic metric).
    private static func optionalLength(_ cursor: JSONCursor?) throws(FormatError) -> Double? {
        guard let cursor, !cursor.isNull else { return nil }
        return try cursor.nonNegativeNumber()
    }

    private static func spacing(_ cursor: JSONCursor) throws(FormatError) -> Double {
        if case .string(let name) = cursor.value {
            guard name == "system" else { throw cursor.fail("expected a number or \"system\"") }
            return StackView.spacingUseSystem
        }
        return try cursor.length()
    }

    private static func margins(_ cursor: JSONCursor) throws(FormatError) -> DirectionalEdgeInsets {
        let sides = try cursor.object(allowing: ["top", "leading", "bottom", "trailing"])
        return DirectionalEdgeInsets(
            top: try sides["top"]?.length() ?? 8, leading: try sides["leading"]?.length() ?? 8,
            bottom: try sides["bottom"]?.length() ?? 8, trailing: try sides["trailing"]?.length() ?? 8)
    }

    /// The root's place in the container: insets from the edges (positive inward), offsets of the
    /// centres, fixed sizes.
    private static func pins(of root: View, in container: View, _ rootCursor: JSONCursor) throws(FormatError) -> [LayoutConstraint] {
        guard case .object(let members) = rootCursor.value, let pin = members.first(where: { $0.key == "pin" }) else { return [] }
        let cursor = JSONCursor(pin.value, path: "\(rootCursor.path).pin")
        var made: [LayoutConstraint] = []
        for (key, value) in try cursor.namedMembers() {
            let amount = try value.length()
            switch key {
            case "top": made.append(root.topAnchor.constraint(equalTo: container.topAnchor, constant: amount))
            case "leading": made.append(root.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: amount))
            case "bottom": made.append(container.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: amount))
            case "trailing": made.append(container.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: amount))
            case "centerX": made.append(root.centerXAnchor.constraint(equalTo: container.centerXAnchor, constant: amount))
            case "centerY": made.append(root.centerYAnchor.constraint(equalTo: container.centerYAnchor, constant: amount))
            case "width": made.append(root.widthAnchor.constraint(equalToConstant: amount))
            case "height": made.append(root.heightAnchor.constraint(equalToConstant: amount))
            default: throw value.fail("unknown key")
            }
        }
        return made
    }

    /// The item a constraint names: a view id, `container`, or `OWNER.GUIDE`.
    private func item(_ name: String, at cursor: JSONCursor) throws(FormatError) -> LayoutItem {
        if let view = viewsByID[name] { return view }
        if let dot = name.firstIndex(of: "."), let owner = viewsByID[String(name[..<dot])] {
            switch String(name[name.index(after: dot)...]) {
            case "layoutMarginsGuide": return owner.layoutMarginsGuide
            case "readableContentGuide": return owner.readableContentGuide
            case "safeAreaLayoutGuide": return owner.safeAreaLayoutGuide
            case let guide:
                if let found = owner.layoutGuides.first(where: { $0.identifier == guide }) { return found }
            }
        }
        throw cursor.fail("unknown item \"\(name)\"")
    }

    private func constraint(_ text: ConstraintText, at cursor: JSONCursor) throws(FormatError) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            item: try item(text.firstItem, at: cursor), attribute: text.firstAttribute, relatedBy: text.relation,
            toItem: try text.secondItem.map { name throws(FormatError) in try item(name, at: cursor) },
            attribute: text.secondAttribute, multiplier: text.multiplier, constant: text.constant, priority: text.priority)
        constraint.identifier = text.identifier
        return constraint
    }
}

extension JSONCursor {
    /// A number layout accepts: at most `LayoutLimits.maximumMagnitude` (1e9) in magnitude.
    func length() throws(FormatError) -> Double {
        let value = try number()
        guard LayoutLimits.accepts(value) else {
            throw fail("\(formatted(value)) is beyond \(formatted(LayoutLimits.maximumMagnitude)), the largest magnitude layout accepts")
        }
        return value
    }

    /// A length that is not negative (sizes, widths).
    func nonNegativeNumber() throws(FormatError) -> Double {
        let value = try length()
        guard value >= 0 else { throw fail("expected a number not below 0") }
        return value
    }
}

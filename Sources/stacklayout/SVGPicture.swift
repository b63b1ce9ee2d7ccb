import Cassowary
import ConstraintSystemFormat
import StackLayout

/// Draws a laid-out layout as SVG, cropped to what is laid out: each view a rectangle in its
/// colour (hidden views outlined faintly, ambiguous views and views of unsatisfiable constraints
/// outlined in red and orange), layout margins shaded, guides as dashed outlines named on hover,
/// the gaps between arranged views measured, and labels that never overlap (inside their box when
/// they fit, else outside with a leader line, else numbered with a legend).
///
/// Every view and guide carries `data-item="NAME"` and the picture's coordinates are the
/// container's, so the HTML page can find and highlight them.
enum SVGPicture {
    static let palette = ["#dfe6f0", "#f6d8ae", "#b8d8be", "#c9c1e8", "#f2c4c4", "#c4e3f2"]
    static let ambiguousColor = "#d0021b"
    static let conflictColor = "#e67e00"

    static func render(_ report: InspectCommand.Report) -> String {
        let scene = PictureScene(report)
        var shapes: [String] = []
        var outlines: [String] = []
        var measures: [String] = []
        var placer = LabelPlacer()
        var extent = scene.bounds

        for item in scene.items {
            switch item.kind {
            case .view, .hiddenView:
                shapes.append(view(item))
                if let text = item.text, item.kind == .view {
                    shapes.append(lines(text, in: item.frame))
                    placer.occupy(item.frame)
                }
                // The mark goes on top too, so that a view covered by others still shows it.
                if item.isAmbiguous || item.isInConflict { outlines.append(mark(item)) }
            case .marginsGuide:
                if let owner = scene.items.last(where: { $0.name == String(item.name.prefix { $0 != "." }) }) {
                    shapes.append(marginShading(outer: owner.frame, inner: item.frame))
                }
                outlines.append(guide(item, color: "#777"))
            case .readableGuide: outlines.append(guide(item, color: "#2f6fd0"))
            case .stackGuide: outlines.append(guide(item, color: "#8e44ad"))
            }
            if case .line(let from, let to) = item.shape { extent = extent.union(Rect(from: from, to: to)) }
        }

        for gap in scene.gaps {
            let (svg, label) = measure(gap)
            measures.append(svg)
            placer.occupy(label)
            extent = extent.union(label)
        }

        let views = scene.items.dropFirst().filter { $0.kind == .view || $0.kind == .hiddenView }
        let boxes = views.map(\.frame)
        var labels: [String] = []
        var legend: [String] = []
        for item in views.sorted(by: { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height }) {
            let obstacles = boxes.filter { $0 != item.frame && !$0.contains(item.frame) }
            var text = item.name
            if item.kind == .hiddenView { text += " (hidden)" }
            if item.isAmbiguous { text += " ?" }
            if item.isInConflict { text += " !" }
            if let placement = placer.place(LabelPlacer.size(of: text), for: item.frame, obstacles: obstacles) {
                labels.append(label(text, for: item, at: placement))
                extent = extent.union(placement.rect)
                continue
            }
            // No room for the name: a number, which may go further out, and the name in the legend.
            let number = "\(legend.count + 1)"
            if let placement = placer.place(LabelPlacer.size(of: number), for: item.frame, obstacles: obstacles, rings: 40) {
                legend.append("\(number) \(text)")
                labels.append(label(number, for: item, at: placement))
                extent = extent.union(placement.rect)
            } else {
                legend.append("\(number) \(text) (no room to mark it)")
            }
        }

        let ambiguous = views.filter(\.isAmbiguous).map(\.name)
        if !ambiguous.isEmpty { legend.append("? ambiguous: " + ambiguous.joined(separator: ", ")) }
        legend += report.unsatisfiable.map { "! broken: \($0.broken)" }
        let margin = 12.0
        var box = extent.insetBy(-margin)
        let legendTop = box.maxY
        let legendWidth = legend.map { LabelPlacer.size(of: $0).width }.max() ?? 0
        box = Rect(x: box.x, y: box.y, width: max(box.width, legendWidth + 2 * margin), height: box.height + Double(legend.count) * 15)
        let legendBackground = legend.isEmpty ? [] : [
            "<rect x=\"\(n(box.x))\" y=\"\(n(legendTop))\" width=\"\(n(box.width))\" height=\"\(n(box.maxY - legendTop))\" fill=\"#fff\"/>"
        ]
        let legendLines = legendBackground + legend.enumerated().map { index, line in
            "<text class=\"legend\" x=\"\(n(box.x + margin))\" y=\"\(n(legendTop + 11 + Double(index) * 15))\">\(escape(line))</text>"
        }
        let scale = max(1, min(2, 360 / max(box.width, 1)))
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(box.width * scale))" height="\(n(box.height * scale))" viewBox="\(n(box.x)) \(n(box.y)) \(n(box.width)) \(n(box.height))" font-family="sans-serif" font-size="11">
            <style>.label,.measure text{paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round;fill:#222}.legend{fill:#222}</style>
            <rect x="\(n(box.x))" y="\(n(box.y))" width="\(n(box.width))" height="\(n(box.height))" fill="#fff"/>
            \((shapes + outlines + measures + labels + legendLines).joined(separator: "\n"))
            <g id="overlay"></g>
            </svg>

            """
    }

    /// A view's rectangle, with its name and frame on hover.
    private static func view(_ item: PictureScene.Item) -> String {
        let f = item.frame
        var (fill, stroke, strokeWidth, dash) = (item.color ?? palette[item.depth % palette.count], "#555", 1.0, "none")
        if item.kind == .hiddenView { (fill, stroke, dash) = ("none", "#999", "2 2") }
        if item.isInConflict { (stroke, strokeWidth) = (conflictColor, 2) }
        if item.isAmbiguous { (stroke, strokeWidth, dash) = (ambiguousColor, 2, "6 3") }
        // A hidden view is often empty along its stack's axis: a hairline keeps it in sight.
        let least = item.kind == .hiddenView ? 1.0 : 0
        return "<rect class=\"view\" data-item=\"\(escape(item.name))\" x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(max(f.width, least)))\" height=\"\(n(max(f.height, least)))\" fill=\"\(escape(fill))\" stroke=\"\(stroke)\" stroke-width=\"\(n(strokeWidth))\" stroke-dasharray=\"\(dash)\"><title>\(escape(title(item)))</title></rect>"
    }

    /// The outline of an ambiguous (dashed red) or conflicting (orange) view, drawn over everything.
    private static func mark(_ item: PictureScene.Item) -> String {
        let f = item.frame
        let stroke = item.isAmbiguous ? "stroke=\"\(ambiguousColor)\" stroke-dasharray=\"6 3\"" : "stroke=\"\(conflictColor)\""
        return "<rect class=\"mark\" data-item=\"\(escape(item.name))\" x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" fill=\"none\" \(stroke) stroke-width=\"2\"/>"
    }

    private static func title(_ item: PictureScene.Item) -> String {
        let f = item.localFrame
        return "\(item.name): x \(n(f.x)), y \(n(f.y)), width \(n(f.width)), height \(n(f.height))"
    }

    /// The margins of `outer` around `inner`, shaded.
    private static func marginShading(outer o: Rect, inner i: Rect) -> String {
        "<path d=\"M\(n(o.x)) \(n(o.y))h\(n(o.width))v\(n(o.height))h\(n(-o.width))z M\(n(i.x)) \(n(i.y))h\(n(i.width))v\(n(i.height))h\(n(-i.width))z\" fill=\"#000\" fill-opacity=\"0.08\" fill-rule=\"evenodd\"/>"
    }

    /// A guide: a dashed outline (faintly filled when it is a stack's), or a dashed line.
    private static func guide(_ item: PictureScene.Item, color: String) -> String {
        let common = "class=\"guide\" data-item=\"\(escape(item.name))\" stroke=\"\(color)\" stroke-width=\"1.5\" stroke-dasharray=\"5 3\""
        let title = "<title>\(escape(title(item)))</title>"
        switch item.shape {
        case .box(let f):
            let fill = item.kind == .stackGuide ? "fill=\"\(color)\" fill-opacity=\"0.06\"" : "fill=\"none\""
            return "<rect \(common) \(fill) x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\">\(title)</rect>"
        case .line(let from, let to):
            return "<line \(common) x1=\"\(n(from.x))\" y1=\"\(n(from.y))\" x2=\"\(n(to.x))\" y2=\"\(n(to.y))\">\(title)</line>"
        }
    }

    /// A measured gap: a line with end ticks along the axis and its length; returns the label's
    /// rectangle too.
    private static func measure(_ gap: PictureScene.Gap) -> (String, Rect) {
        let text = n(gap.end - gap.start)
        let size = LabelPlacer.size(of: text)
        let middle = (gap.start + gap.end) / 2
        let line: String
        let label: Rect
        if gap.axis == .horizontal {
            let y = gap.across
            line = "M\(n(gap.start)) \(n(y))H\(n(gap.end))M\(n(gap.start)) \(n(y - 4))v8M\(n(gap.end)) \(n(y - 4))v8"
            label = Rect(x: middle - size.width / 2, y: y - 3 - size.height, width: size.width, height: size.height)
        } else {
            let x = gap.across
            line = "M\(n(x)) \(n(gap.start))V\(n(gap.end))M\(n(x - 4)) \(n(gap.start))h8M\(n(x - 4)) \(n(gap.end))h8"
            label = Rect(x: x + 4, y: middle - size.height / 2, width: size.width, height: size.height)
        }
        let svg = """
            <g class="measure" data-stack="\(escape(gap.stack))"><path d="\(line)" stroke="#c0392b" stroke-width="1" fill="none"/>\
            <text x="\(n(label.x + 2))" y="\(n(label.maxY - 3))">\(text)</text></g>
            """
        return (svg, label)
    }

    /// A label at its place, with a leader line to its box when it lies outside.
    private static func label(_ text: String, for item: PictureScene.Item, at placement: LabelPlacer.Placement) -> String {
        let r = placement.rect
        var svg = ""
        if !placement.isInside {
            let (start, target) = placement.leader(to: item.frame)
            svg += "<line class=\"leader\" data-item=\"\(escape(item.name))\" x1=\"\(n(start.x))\" y1=\"\(n(start.y))\" x2=\"\(n(target.x))\" y2=\"\(n(target.y))\" stroke=\"#444\" stroke-width=\"0.75\"/>"
        }
        let color = item.isAmbiguous ? " style=\"fill:\(ambiguousColor)\"" : item.isInConflict ? " style=\"fill:\(conflictColor)\"" : ""
        return svg + "<text class=\"label\" data-item=\"\(escape(item.name))\" x=\"\(n(r.x + 2))\" y=\"\(n(r.maxY - 3))\"\(color)>\(escape(text))</text>"
    }

    private static func n(_ value: Double) -> String { formatted(value) }

    /// A label's lines at their baselines (0.9 em into each 1.2 em line), each as wide as the
    /// default measurer made it (half an em per character): a monospaced font advances about
    /// 0.6 of its size, so it is drawn at 5/6 of the point size, and `textLength` fits it exactly
    /// where a renderer honours it.
    private static func lines(_ text: PictureScene.DrawnText, in frame: Rect) -> String {
        let em = text.pointSize
        let rows = text.lines.enumerated().filter { !$0.element.isEmpty }.map { index, line in
            let y = frame.y + em * 9 / 10 + Double(index) * em * 6 / 5
            return "<text class=\"line\" x=\"\(n(frame.x))\" y=\"\(n(y))\" textLength=\"\(n(Double(line.count) * em / 2))\" lengthAdjust=\"spacingAndGlyphs\">\(escape(line))</text>"
        }
        return "<g class=\"text\" font-family=\"monospace\" font-size=\"\(n(em * 5 / 6))\" fill=\"#333\">" + rows.joined() + "</g>"
    }

    static func escape(_ text: String) -> String {
        text.replacingAll("&", "&amp;").replacingAll("<", "&lt;").replacingAll(">", "&gt;").replacingAll("\"", "&quot;")
    }
}

extension String {
    func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

import Cassowary
import ConstraintSystemFormat
import StackLayout

/// Draws a laid-out layout as SVG: each view a labelled rectangle in its colour, guides dashed,
/// layout margins shaded where a margins guide is in use; the labels on top of everything.
enum SVGPicture {
    static let palette = ["#dfe6f0", "#f6d8ae", "#b8d8be", "#c9c1e8", "#f2c4c4", "#c4e3f2"]

    static func render(_ document: LayoutDocument) -> String {
        let container = document.container
        let size = container.frame
        var body: [String] = []
        var labels: [String] = []
        func draw(_ view: View, origin: Point, depth: Int) {
            let x = origin.x + view.frame.x, y = origin.y + view.frame.y
            let fill = document.colors[view.id] ?? palette[depth % palette.count]
            body.append(
                "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(view.frame.width))\" height=\"\(n(view.frame.height))\" fill=\"\(escape(fill))\" stroke=\"#555\" stroke-width=\"1\"/>")
            for guide in view.layoutGuides {
                let g = guide.frame
                if guide.identifier == "layoutMarginsGuide" {
                    body.append(
                        "<path d=\"M\(n(x)) \(n(y))h\(n(view.frame.width))v\(n(view.frame.height))h\(n(-view.frame.width))z M\(n(x + g.x)) \(n(y + g.y))h\(n(g.width))v\(n(g.height))h\(n(-g.width))z\" fill=\"#000\" fill-opacity=\"0.08\" fill-rule=\"evenodd\"/>")
                }
                body.append(
                    "<rect x=\"\(n(x + g.x))\" y=\"\(n(y + g.y))\" width=\"\(n(g.width))\" height=\"\(n(g.height))\" fill=\"none\" stroke=\"#888\" stroke-dasharray=\"4 3\"><title>\(escape(guide.layoutName))</title></rect>")
            }
            labels.append(
                "<text x=\"\(n(x + 3))\" y=\"\(n(y + 12))\" font-family=\"sans-serif\" font-size=\"10\" fill=\"#222\">\(escape(view.id))</text>")
            for subview in view.subviews { draw(subview, origin: Point(x: x, y: y), depth: depth + 1) }
        }
        draw(container, origin: .zero, depth: 0)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(size.width))" height="\(n(size.height))" viewBox="0 0 \(n(size.width)) \(n(size.height))">
            \((body + labels).joined(separator: "\n"))
            </svg>

            """
    }

    private static func n(_ value: Double) -> String { formatted(value) }

    private static func escape(_ text: String) -> String {
        text.replacingAll("&", "&amp;").replacingAll("<", "&lt;").replacingAll(">", "&gt;").replacingAll("\"", "&quot;")
    }
}

extension String {
    func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

import ConstraintSystemFormat
import StackLayout

/// `inspect --html OUT.html`: one self-contained page (no network, no external script) with the
/// picture, the constraints and the frames. Its script (`ReportPageScript`) reads the layout from
/// a JSON block: click or hover a view to highlight it and list the constraints it owns and those
/// that mention it, with why it is where it is (`explain`); click a constraint to draw it between
/// its anchors; filter the constraints by text; `#select=NAME` in the address selects on load
/// (`#select=NAME&constraint=N` also draws constraint N).
enum ReportPage {
    static func render(_ report: InspectCommand.Report, title: String) -> String {
        let scene = PictureScene(report)
        let frames = Dictionary(scene.items.map { ($0.name, $0.frame) }, uniquingKeysWith: { first, _ in first })
        func frame(_ item: LayoutItem) -> Rect { frames[item.layoutName] ?? .zero }

        var constraints: [(owner: String, constraint: LayoutConstraint, broken: Bool)] = report.groups.flatMap { owner, list in
            list.map { (owner.id, $0, false) }
        }
        constraints += report.unsatisfiable.map { ($0.broken.owner?.id ?? "", $0.broken, true) }
        var index: [ObjectIdentifier: Int] = [:]
        for (position, entry) in constraints.enumerated() { index[ObjectIdentifier(entry.constraint)] = position }

        func segment(_ item: LayoutItem?, _ attribute: LayoutAttribute?) -> JSON {
            guard let item, let attribute else { return .null }
            return .array(AnchorGeometry.segment(attribute, of: item, frame: frame).map(JSON.number))
        }
        let constraintData = constraints.map { owner, constraint, broken in
            JSON.object([
                ("text", .string(constraint.description)),
                ("identifier", constraint.identifier.map(JSON.string) ?? .null),
                ("owner", .string(owner)),
                ("first", constraint.firstItem.map { .string($0.layoutName) } ?? .null),
                ("second", constraint.secondItem.map { .string($0.layoutName) } ?? .null),
                ("firstAnchor", segment(constraint.firstItem, constraint.firstAttribute)),
                ("secondAnchor", segment(constraint.secondItem, constraint.secondAttribute)),
                ("broken", .bool(broken)),
            ])
        }
        let explanations = Dictionary(uniqueKeysWithValues: report.document.views.flatMap { view in
            ([view] as [LayoutItem] + view.layoutGuides).map { item in
                (item.layoutName, item.layoutExplanation().map(ExplainCommand.text) ?? "")
            }
        })
        let itemData = scene.items.map { item in
            JSON.object([
                ("name", .string(item.name)),
                ("kind", .string("\(item.kind)")),
                ("frame", .array([item.frame.x, item.frame.y, item.frame.width, item.frame.height].map(JSON.number))),
                ("local", .array([item.localFrame.x, item.localFrame.y, item.localFrame.width, item.localFrame.height].map(JSON.number))),
                ("explain", .string(explanations[item.name] ?? "")),
            ])
        }
        let unsatisfiable = report.unsatisfiable.map { entry in
            JSON.object([
                ("broken", .number(Double(index[ObjectIdentifier(entry.broken)]!))),
                ("conflicts", .array(entry.conflicting.compactMap { index[ObjectIdentifier($0)] }.map { .number(Double($0)) })),
            ])
        }
        let data = JSON.object([
            ("items", .array(itemData)),
            ("constraints", .array(constraintData)),
            ("ambiguous", .array(report.ambiguous.map(JSON.string))),
            ("unsatisfiable", .array(unsatisfiable)),
        ])
        // Inside a script element, "</" would end it early.
        let embedded = data.text.replacingAll("</", "<\\/")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>stacklayout: \(SVGPicture.escape(title))</title>
            <style>\(style)</style>
            </head>
            <body>
            <h1>\(SVGPicture.escape(title))</h1>
            <main>
            <section id="picture">\(SVGPicture.render(report))</section>
            <section id="panel">
            <h2 id="selected-name">Click or hover a view</h2>
            <p id="selected-frame"></p>
            <h3>Constraints it owns</h3>
            <ul id="owned" class="constraints"></ul>
            <h3>Constraints that mention it</h3>
            <ul id="mentions" class="constraints"></ul>
            <h3>Why it is there</h3>
            <pre id="explain"></pre>
            </section>
            </main>
            <section id="issues">
            <h2>Ambiguous</h2>
            <ul id="ambiguous"></ul>
            <h2>Unsatisfiable</h2>
            <div id="unsatisfiable"></div>
            </section>
            <section>
            <h2>Constraints</h2>
            <input id="search" type="search" placeholder="filter constraints by text" size="40">
            <ul id="all" class="constraints"></ul>
            </section>
            <section>
            <h2>Frames</h2>
            <table id="frames"><thead><tr><th>view or guide</th><th>x</th><th>y</th><th>width</th><th>height</th></tr></thead><tbody></tbody></table>
            </section>
            <script type="application/json" id="layout-data">\(embedded)</script>
            <script>\(ReportPageScript.source)</script>
            </body>
            </html>

            """
    }

    static let style = """
        body{font:14px/1.4 sans-serif;margin:16px;color:#222}
        main{display:flex;gap:24px;align-items:flex-start}
        #picture{flex:none}
        #picture svg{width:560px;height:auto}
        #picture svg [data-item]{cursor:pointer}
        #picture svg rect.hover,#picture svg line.hover{stroke:#0a84ff;stroke-width:2}
        #picture svg rect.selected,#picture svg line.selected{stroke:#ff00ff;stroke-width:3}
        #picture svg text.selected{font-weight:bold}
        #panel{min-width:360px;max-width:640px}
        ul.constraints{list-style:none;padding:0;font-family:monospace;font-size:12px}
        ul.constraints li{padding:2px 4px;cursor:pointer;border-radius:3px}
        ul.constraints li:hover{background:#eef}
        ul.constraints li.active{background:#fde}
        ul.constraints li.broken{color:#e67e00}
        pre{background:#f6f6f6;padding:8px;font-size:12px;white-space:pre-wrap}
        table{border-collapse:collapse;font-size:12px}
        td,th{border:1px solid #ddd;padding:2px 8px;text-align:right}
        td:first-child,th:first-child{text-align:left}
        tr.selected{background:#fde}
        a{color:#2f6fd0;cursor:pointer}
        """
}

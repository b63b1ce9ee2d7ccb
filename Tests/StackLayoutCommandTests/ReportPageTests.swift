import ConstraintSystemFormat
import Testing

@testable import StackLayoutCommand

/// `inspect --html`: the page is one self-contained file carrying the picture and the layout's
/// data (Tests/Browser/run.sh checks it in a browser).
@Suite struct ReportPageTests {
    func page(_ text: String) throws -> String { try inspectWriting("--html", of: text) }

    /// The JSON block the page's script reads.
    func data(_ page: String) throws -> JSON {
        let start = try #require(page.range(of: #"<script type="application/json" id="layout-data">"#))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        return try JSON.parse(String(page[start.upperBound..<end.lowerBound]).replacingAll("<\\/", "</"))
    }

    @Test func thePageIsSelfContained() throws {
        let html = try page(InspectCommandTests.twoLabels)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains(#"<section id="picture"><svg xmlns="http://www.w3.org/2000/svg""#))
        // The one address in it is the SVG namespace: nothing is fetched.
        #expect(html.components(separatedBy: "http").count - 1 == html.components(separatedBy: "http://www.w3.org/2000/svg").count - 1)
        #expect(!html.contains("<script src") && !html.contains("<link"))
        #expect(html.contains(ReportPageScript.source))
    }

    @Test func theDataNamesEachConstraintsItemsAndAnchors() throws {
        // UISV-spacing: b.leading == a.trailing + 8 — b's leading is x = 48 across b (y 10 … 40),
        // a's trailing x = 40 across a (y 15 … 35).
        let json = try data(try page(InspectCommandTests.twoLabels))
        guard case .object(let top) = json, case .array(let constraints)? = top.first(where: { $0.key == "constraints" })?.value
        else { Issue.record("no constraints"); return }
        let spacing = constraints.first { $0.text.contains("UISV-spacing") }
        #expect(spacing?.text == #"{"text": "UISV-spacing: b.leading == a.trailing + 8", "identifier": "UISV-spacing", "owner": "stack", "first": "b", "second": "a", "firstAnchor": [48, 10, 48, 40], "secondAnchor": [40, 15, 40, 35], "broken": false}"#)
        #expect(top.map(\.key) == ["items", "constraints", "ambiguous", "unsatisfiable"])
    }

    @Test func aBrokenConstraintIsListedWithItsConflicts() throws {
        let json = try data(try page(#"""
            {"container": {"width": 100, "height": 100}, "root": {"id": "r"},
             "constraints": ["r.width == 10", "r.width == 20"]}
            """#))
        guard case .object(let top) = json else { Issue.record("no object"); return }
        let unsatisfiable = top.first { $0.key == "unsatisfiable" }?.value
        guard case .array(let constraints)? = top.first(where: { $0.key == "constraints" })?.value,
            case .array(let entries)? = unsatisfiable, case .object(let entry)? = entries.first,
            case .number(let broken)? = entry.first(where: { $0.key == "broken" })?.value
        else { Issue.record("no unsatisfiable entry"); return }
        #expect(constraints[Int(broken)].text.contains(#""text": "r.width == 20""#))
        #expect(constraints[Int(broken)].text.hasSuffix(#""broken": true}"#))
        #expect(entry.first { $0.key == "conflicts" }?.value.text == "[\(Int(broken) - 1), \(Int(broken))]")
    }
}

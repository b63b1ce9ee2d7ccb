/// The results as a table for a person.
enum Table {
    static func render(_ results: [(figures: Figures, peakMegabytes: Double)]) -> String {
        let header = ["workload", "constraints", "build µs", "suggest ns", "remove µs", "peak MB"]
        let rows = results.map { r in
            [
                r.figures.workload, "\(r.figures.constraints)", fixed(r.figures.buildMicroseconds, 1),
                r.figures.suggestNanoseconds.map { fixed($0, 0) } ?? "–",
                r.figures.removeMicroseconds.map { fixed($0, 1) } ?? "–", fixed(r.peakMegabytes, 0),
            ]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max()! }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n")
    }
}

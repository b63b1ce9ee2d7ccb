/// Raising definitions above every other rank, so that a removal can pivot its marker into a
/// short definition that mentions higher-ranked definitions (see `Definitions`).
///
/// A removal whose marker only definitions mention pivots it into one of them and puts the
/// marker's row (that definition, solved for the marker) in place of the marker in the others.
/// The others then mention what the chosen definition mentioned, so each must rank above those
/// definitions. On a row of views the others are the container's equations, expanded at the
/// build to every view's symbols and ranked lowest; the chosen one is the removed link, which
/// mentions the view before it. Raised above every rank (with whatever mentions them, so that
/// each definition still mentions only lower ranks), they take the link's three cells instead of
/// handing the marker their own hundreds.
extension Tableau {
    /// At most this many definitions are raised for one removal: past it, the pivot goes into a
    /// definition that needs no raising.
    static let raisingLimit = 32

    /// The definitions to raise so that `candidate`'s row (a definition mentioning `marker` and
    /// otherwise nonbasic symbols and definitions only) can take `marker`'s place in every other
    /// row that mentions it: each other definition mentioning `marker` that does not already rank
    /// above every definition the row mentions, and every definition that mentions a raised one,
    /// in turn; lowest rank first (the order they keep). Nil when a row other than a definition
    /// mentions `marker`, when the row mentions a definition to raise (raising it would not put
    /// it below the others: a cycle), or when there are more than `raisingLimit`.
    func definitionsToRaise(forPivotOf marker: Symbol, into candidate: Symbol) -> [Symbol]? {
        let row = row(for: candidate)!
        var highest = Int.min
        for cell in row.cells where isBasic(cell.symbol) {
            guard cell.symbol.kind == .external else { return nil }
            highest = max(highest, definitions.ranks[Int(cell.symbol.id)])
        }
        var raised: [Symbol] = []
        var fits = true
        forEachRow(mentioning: marker) { basic, _, _, _ in
            fits = fits && basic.kind == .external
            if basic != candidate && definitions.ranks[Int(basic.id)] <= highest && !raised.contains(basic) {
                raised.append(basic)
            }
        }
        guard fits else { return nil }
        var next = 0
        while next < raised.count && raised.count <= Tableau.raisingLimit {
            let symbol = raised[next]
            next += 1
            // Only definitions mention a basic symbol.
            forEachRow(mentioning: symbol) { basic, _, _, _ in
                if !raised.contains(basic) { raised.append(basic) }
            }
        }
        guard raised.count <= Tableau.raisingLimit, !raised.contains(candidate),
            !row.cells.contains(where: { raised.contains($0.symbol) })
        else { return nil }
        raised.sort { definitions.ranks[Int($0.id)] < definitions.ranks[Int($1.id)] }
        return raised
    }
}

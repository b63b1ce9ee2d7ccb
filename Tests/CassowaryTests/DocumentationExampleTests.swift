import Cassowary
import Testing

/// The complete example of Docs/Solver.md, so the page cannot drift from the code.
@Test func theSolverGuideExample() throws {
    let window = Variable("window")
    let labelWidth = Variable("labelWidth")
    let fieldLeft = Variable("fieldLeft")
    let fieldWidth = Variable("fieldWidth")

    let solver = Solver()
    try solver.addConstraint(labelWidth >= 80)
    try solver.addConstraint(fieldLeft == 20 + labelWidth + 8)
    try solver.addConstraint(fieldLeft + fieldWidth == window - 20)
    try solver.addConstraint((fieldWidth >= 120).priority(.defaultHigh))
    try solver.addConstraint((labelWidth == 80).priority(.defaultLow))

    try solver.addEditVariable(window, priority: 999)
    var rows: [[Double]] = []
    for width in [400.0, 640, 200] {
        try solver.suggestValue(width, for: window)
        solver.updateVariables()
        rows.append([width, solver.value(of: fieldLeft), solver.value(of: fieldWidth)])
    }
    #expect(rows == [[400, 108, 272], [640, 108, 512], [200, 108, 72]])
}

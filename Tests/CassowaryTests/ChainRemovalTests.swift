import Cassowary
import Testing

/// A row of views hung between a fixed left edge and an edited container, taken apart in the
/// order it was built: each removal leaves the views to the right of it hanging from the
/// container, at their intrinsic widths.
@Suite struct ChainRemovalTests {
    @Test func viewsRemovedFromTheLeftLeaveTheRestHangingFromTheContainer() throws {
        let x = (0..<4).map { Variable("x\($0)") }, w = (0..<4).map { Variable("w\($0)") }
        let cw = Variable("cw")
        let solver = Solver()
        var views: [[Constraint]] = []
        for i in 0..<4 {
            let intrinsic = Double(20 + i)
            views.append([
                (w[i] >= intrinsic).priority(750),
                (w[i] <= intrinsic).priority(250),
                i == 0 ? x[0] == 8 : x[i] == x[i - 1] + w[i - 1] + 8,
            ])
        }
        let container = cw == x[3] + w[3] + 8
        for constraint in views.joined() { try solver.addConstraint(constraint) }
        try solver.addConstraint(container)
        try solver.addEditVariable(cw, priority: 999)
        try solver.suggestValue(200, for: cw)  // 74 wider than the views' natural 126

        func expectValues(_ expected: [(Variable, Double)]) {
            solver.updateVariables()
            for (variable, value) in expected { #expect(solver.value(of: variable) == value, "\(variable.name)") }
        }
        // View 0 gone: x0 and w0 are free, so the others keep their widths and end 8 before 200.
        for constraint in views[0] { try solver.removeConstraint(constraint) }
        expectValues([(cw, 200), (x[1], 110), (w[1], 21), (x[2], 139), (w[2], 22), (x[3], 169), (w[3], 23)])
        #expect(solver.value(of: x[0]) + solver.value(of: w[0]) == 102)
        for constraint in views[1] { try solver.removeConstraint(constraint) }
        expectValues([(cw, 200), (x[2], 139), (w[2], 22), (x[3], 169), (w[3], 23)])
        for constraint in views[2] { try solver.removeConstraint(constraint) }
        expectValues([(cw, 200), (x[3], 169), (w[3], 23)])
        for constraint in views[3] { try solver.removeConstraint(constraint) }
        expectValues([(cw, 200)])
        #expect(solver.value(of: x[3]) + solver.value(of: w[3]) == 192)
        try solver.removeConstraint(container)
        try solver.removeEditVariable(cw)
        #expect(solver.constraints.isEmpty)
    }
}

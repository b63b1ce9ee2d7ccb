extension Solver {
    /// The variables whose value is not unique at the optimum: there are two optimal solutions
    /// (every priority level violated by its least possible amount) that differ in them. In the
    /// order the solver first saw them.
    ///
    /// The optimal solutions are the feasible points where every nonbasic symbol with a positive
    /// reduced cost stays zero; the others ("free" symbols) may move. A variable whose row has no
    /// free symbol is unique. Otherwise it is ambiguous if a free symbol can move it by a nonzero
    /// step, or, when every such move is blocked by a degenerate row, if its minimum and maximum
    /// over the optimal face differ.
    public func ambiguousVariables() -> [Variable] {
        var tableau = self.tableau  // a copy: expanding rows uses its scratch space
        tableau.materializeDeferredRows()  // the ratio tests below read every restricted row
        let nonbasic = tableau.mentionedNonbasicSymbols()
        func isFree(_ symbol: Symbol) -> Bool {
            symbol.isPivotable && !tableau.isBasic(symbol)
                && tableau.objective.allSatisfy { isNearZero($0.coefficient(for: symbol)) }
        }
        let free = nonbasic.filter(isFree)
        var face: Tableau?
        return variables.filter { entry in
            let expression = tableau.expression(of: entry.symbol)
            let movers = expression.cells.filter { isFree($0.symbol) }
            if movers.isEmpty { return false }
            for cell in movers {
                for direction in cell.symbol.isRestricted ? [1.0] : [1.0, -1.0] {
                    guard let (_, step) = tableau.leavingSymbol(cell.symbol, direction: direction) else { return true }
                    if step > epsilon { return true }
                }
            }
            if face == nil { face = optimalFace(keeping: free, of: nonbasic) }
            return !Solver.isConstant(expression, on: face!, free: free)
        }.map(\.variable)
    }

    /// The tableau with every nonbasic symbol outside `free` fixed at zero.
    private func optimalFace(keeping free: Set<Symbol>, of nonbasic: Set<Symbol>) -> Tableau {
        var face = tableau
        for symbol in nonbasic.sorted() where !free.contains(symbol) { face.eliminate(symbol) }
        return face
    }

    /// True when `expression` (in the tableau's nonbasic symbols) has the same minimum and maximum
    /// over `face`, where only the `free` symbols may move.
    private static func isConstant(_ expression: Row, on face: Tableau, free: Set<Symbol>) -> Bool {
        var extremes: [Double] = []
        for sign in [1.0, -1.0] {
            var goal = Row(constant: sign * expression.constant)
            for cell in expression.cells where free.contains(cell.symbol) {
                goal.insert(cell.symbol, coefficient: sign * cell.coefficient)
            }
            guard let minimum = face.minimum(of: goal) else { return false }
            extremes.append(sign * minimum)
        }
        return abs(extremes[0] - extremes[1]) <= 1e-7 * max(1, abs(extremes[0]))
    }
}

import Cassowary

extension FuzzSession {
    /// The magnitudes a session works at: the constants and suggestions are drawn up to
    /// `scale`, and a few calls (`beyondLimit` of them) carry a number beyond
    /// `Solver.maximumMagnitude`.
    static let scales: [Double] = [1e2, 1e2, 1e3, 1e5, 1e6, 1e9]

    /// A random session from `seed`: 2–8 variables, 4–40 calls mixing adds (at every kind of
    /// priority), removals, constant changes, edits and suggestions, at one of `scales`. With
    /// `pairing`, half the adds after the first are the opposite of an earlier inequality (or of
    /// an equality read as `>=`) below required, which the solver pairs with it when both are.
    init(seed: UInt64, pairing: Bool = false) {
        var random = SeededGenerator(seed: seed)
        variableCount = Int.random(in: 2...8, using: &random)
        let scale = FuzzSession.scales.randomElement(using: &random)!
        let priorities: [Priority] = [.required, .required, .required, 999.5, 999, 750, 500, 250, 50, 1]
        let coefficients: [Double] = [1, 1, 1, -1, -1, 2, -2, 0.5, 3, -0.25, 10, 0.1]
        func number() -> Double {
            if Int.random(in: 0..<40, using: &random) == 0 {
                return Double.random(in: 1.01...100, using: &random) * Solver.maximumMagnitude
                    * (Bool.random(using: &random) ? 1 : -1)
            }
            switch Int.random(in: 0..<3, using: &random) {
            case 0: return [0, 8, -8, 20, 100, -100].randomElement(using: &random)! * scale / 100
            case 1: return Double.random(in: -scale...scale, using: &random).rounded()
            default: return Double.random(in: -scale...scale, using: &random)
            }
        }
        var calls: [FuzzCall] = []
        var ids: [Int] = []
        let variables = variableCount
        for _ in 0..<Int.random(in: 4...40, using: &random) {
            let roll = Int.random(in: 0..<100, using: &random)
            switch roll {
            case 0..<45:
                var terms = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                    (variable: Int.random(in: 0..<variables, using: &random), coefficient: coefficients.randomElement(using: &random)!)
                }
                var constant = number()
                // A multiple of an earlier constraint: implied by it (the same constant, scaled),
                // or conflicting with it.
                if !ids.isEmpty && Int.random(in: 0..<4, using: &random) == 0,
                    case .add(_, let earlier, let earlierConstant, _, _) = calls[ids.randomElement(using: &random)!]
                {
                    let factor = [1.0, 2, -1, 0.5, 3, 10].randomElement(using: &random)!
                    terms = earlier.map { ($0.variable, $0.coefficient * factor) }
                    if Bool.random(using: &random) { constant = earlierConstant * factor }
                }
                var relation = Relation.allCases.randomElement(using: &random)!
                var priority = priorities.randomElement(using: &random)!
                if pairing && !ids.isEmpty && Bool.random(using: &random),
                    case .add(_, let earlier, let earlierConstant, let earlierRelation, _) = calls[ids.randomElement(using: &random)!]
                {
                    // `g >= 0` and `-g >= 0`: the same row with the other relation, or negated.
                    let flipped: Relation = earlierRelation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
                    let negated = Bool.random(using: &random)
                    terms = negated ? earlier.map { ($0.variable, -$0.coefficient) } : earlier
                    constant = negated ? -earlierConstant : earlierConstant
                    relation = negated ? (earlierRelation == .equal ? .greaterThanOrEqual : earlierRelation) : flipped
                    priority = priorities.dropFirst(3).randomElement(using: &random)!
                }
                let id = calls.count
                calls.append(.add(id: id, terms: terms, constant: constant, relation: relation, priority: priority))
                ids.append(id)
            case 45..<57 where !ids.isEmpty:
                calls.append(.remove(id: ids.randomElement(using: &random)!))
            case 57..<70 where !ids.isEmpty:
                calls.append(.setConstant(id: ids.randomElement(using: &random)!, number()))
            case 70..<78:
                calls.append(.addEdit(
                    variable: Int.random(in: 0..<variables, using: &random),
                    [999, 750, 500, 100].randomElement(using: &random)!))
            case 78..<83:
                calls.append(.removeEdit(variable: Int.random(in: 0..<variables, using: &random)))
            default:
                calls.append(.suggest(variable: Int.random(in: 0..<variables, using: &random), number()))
            }
        }
        self.calls = calls
    }
}

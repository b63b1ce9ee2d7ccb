import Cassowary

/// A small deterministic generator (SplitMix64), so property tests replay from a seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A random operation sequence on a random system: adds (required ones often conflicting),
/// removals, edits, suggestions and constant changes.
struct RandomScenario {
    enum Operation {
        case add(Constraint)
        case remove(Int)  // index into the constraints added so far
        case addEdit(Int, Priority)
        case suggest(Int, Double)
        case setConstant(Int, Double)
    }

    let variables: [Variable]
    let operations: [Operation]

    /// The number of cases a property test runs: `CASSOWARY_PROPERTY_CASES`, default `fallback`.
    static func caseCount(default fallback: Int) -> Int {
        guard let text = environmentValue("CASSOWARY_PROPERTY_CASES"), let count = Int(text), count > 0 else {
            return fallback
        }
        return count
    }

    init(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let count = Int.random(in: 2...8, using: &random)
        let variables = (0..<count).map { Variable("v\($0)") }
        self.variables = variables
        let priorities: [Priority] = [.required, .required, .required, 999, 750, 500, 250, 50, 1]
        var operations: [Operation] = []
        var added = 0
        for _ in 0..<Int.random(in: 4...30, using: &random) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<6:
                let terms = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                    Term(variables.randomElement(using: &random)!,
                         Double([-2, -1, 1, 1, 2, 3].randomElement(using: &random)!))
                }
                let constraint = Constraint(
                    Expression(terms, constant: Double(Int.random(in: -100...100, using: &random))),
                    Relation.allCases.randomElement(using: &random)!,
                    priority: priorities.randomElement(using: &random)!)
                operations.append(.add(constraint))
                added += 1
            case 6 where added > 0:
                operations.append(.remove(Int.random(in: 0..<added, using: &random)))
            case 7:
                operations.append(.addEdit(
                    Int.random(in: 0..<count, using: &random), [999, 750, 100].randomElement(using: &random)!))
            case 8:
                operations.append(.suggest(
                    Int.random(in: 0..<count, using: &random), Double(Int.random(in: -50...400, using: &random))))
            default:
                if added > 0 {
                    operations.append(.setConstant(
                        Int.random(in: 0..<added, using: &random), Double(Int.random(in: -100...100, using: &random))))
                }
            }
        }
        self.operations = operations
    }

    /// The constraints the scenario adds, in order (failed adds included): what `remove` and
    /// `setConstant` indices refer to.
    var addedConstraints: [Constraint] {
        operations.compactMap { if case .add(let constraint) = $0 { constraint } else { nil } }
    }

    /// Runs every operation except the steps in `skipping` on `solver`; `after` sees each step run
    /// and whether the call threw.
    func run(on solver: Solver, skipping: Set<Int> = [], after: (Int, Bool) -> Void = { _, _ in }) {
        let constraints = addedConstraints
        var addCount = 0
        for (step, operation) in operations.enumerated() {
            if case .add = operation { addCount += 1 }
            if skipping.contains(step) { continue }
            var threw = false
            do {
                switch operation {
                case .add: try solver.addConstraint(constraints[addCount - 1])
                case .remove(let index): try solver.removeConstraint(constraints[index])
                case .addEdit(let index, let priority): try solver.addEditVariable(variables[index], priority: priority)
                case .suggest(let index, let value): try solver.suggestValue(value, for: variables[index])
                case .setConstant(let index, let value): try solver.setConstant(value, for: constraints[index])
                }
            } catch {
                threw = true
            }
            after(step, threw)
        }
    }

    /// True when some step changes `constraint`'s constant in place.
    func changesConstant(of constraint: Constraint) -> Bool {
        let constraints = addedConstraints
        return operations.contains {
            if case .setConstant(let index, _) = $0 { return constraints[index] === constraint }
            return false
        }
    }
}

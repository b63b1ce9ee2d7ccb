import Cassowary
import Testing

/// Every failing call throws a typed error and leaves the solver as it was.
@Suite struct ErrorTests {
    let x = Variable("x")

    @Test func duplicateAndUnknownConstraints() throws {
        let solver = Solver()
        let c = x >= 1
        try solver.addConstraint(c)
        #expect { try solver.addConstraint(c) } throws: { error in
            guard case SolverError.duplicateConstraint(let d) = error else { return false }
            return d === c
        }
        let other = x <= 9
        #expect { try solver.removeConstraint(other) } throws: { error in
            guard case SolverError.unknownConstraint(let d) = error else { return false }
            return d === other
        }
        #expect { try solver.setConstant(3, for: other) } throws: { error in
            guard case SolverError.unknownConstraint = error else { return false }
            return true
        }
    }

    @Test func editVariableErrors() throws {
        let solver = Solver()
        try solver.addEditVariable(x, priority: .defaultHigh)
        #expect { try solver.addEditVariable(x, priority: 100) } throws: { error in
            guard case SolverError.duplicateEditVariable(let v) = error else { return false }
            return v === x
        }
        let y = Variable("y")
        #expect { try solver.addEditVariable(y, priority: .required) } throws: { error in
            guard case SolverError.requiredEditVariable(let v) = error else { return false }
            return v === y
        }
        #expect { try solver.suggestValue(3, for: y) } throws: { error in
            guard case SolverError.unknownEditVariable = error else { return false }
            return true
        }
        #expect { try solver.removeEditVariable(y) } throws: { error in
            guard case SolverError.unknownEditVariable = error else { return false }
            return true
        }
    }

    @Test(arguments: [Float(0), -1, 1000.5, .nan, .infinity])
    func prioritiesOutsideTheRangeAreRejected(_ raw: Float) throws {
        let solver = Solver()
        let c = (x == 1).priority(Priority(raw))
        #expect { try solver.addConstraint(c) } throws: { error in
            guard case SolverError.invalidPriority = error else { return false }
            return true
        }
        #expect { try solver.addEditVariable(x, priority: Priority(raw)) } throws: { error in
            guard case SolverError.invalidPriority = error else { return false }
            return true
        }
        #expect(solver.constraints.isEmpty)
        #expect(!solver.hasEditVariable(x))
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteNumbersAreRejected(_ bad: Double) throws {
        let solver = Solver()
        let cases: [Constraint] = [bad * x == 1, x == bad, x + bad >= 0]
        for c in cases {
            #expect { try solver.addConstraint(c) } throws: { error in
                guard case SolverError.nonFiniteValue = error else { return false }
                return true
            }
        }
        let held = x == 1
        try solver.addConstraint(held)
        #expect { try solver.setConstant(bad, for: held) } throws: { error in
            guard case SolverError.nonFiniteValue = error else { return false }
            return true
        }
        try solver.addEditVariable(Variable("e"), priority: 10)
        #expect { try solver.suggestValue(bad, for: x) } throws: { error in
            guard case SolverError.nonFiniteValue = error else { return false }
            return true
        }
        solver.updateVariables()
        #expect(solver.value(of: x) == 1)
        #expect(solver.constraints.count == 1)
    }

    @Test func errorsDescribeThemselves() throws {
        let solver = Solver()
        let low = x <= 10
        try solver.addConstraint(low)
        do {
            try solver.addConstraint(x >= 20)
        } catch {
            #expect(error.description == """
                unsatisfiable required constraint x - 20 >= 0; these cannot hold together:
                  x - 10 <= 0
                  x - 20 >= 0
                """)
        }
    }
}

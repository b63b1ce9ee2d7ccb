import Testing

@testable import Cassowary

/// The record table finds each record by its constraint's identity, keeps a record in its slot
/// while it is there, and reuses freed slots, the last freed first.
@Suite struct RecordTableTests {
    private func record(_ constraint: Constraint, order: Int) -> Solver.Record {
        Solver.Record(
            constraint: constraint, tag: Solver.Tag(marker: Symbol(id: Int32(order), kind: .dummy), other: nil, markerCoefficient: 1),
            order: order, constant: 0, partner: nil, inequalityHash: nil)
    }

    @Test func recordsKeepTheirSlotsAndFreedSlotsAreReusedLastFirst() {
        var table = RecordTable()
        let x = Variable("x")
        let constraints = (0..<5).map { Constraint(Expression(x), .equal, priority: Priority(Float(10 + $0))) }
        for (order, constraint) in constraints.enumerated() {
            let slot = table.insert(record(constraint, order: order))
            #expect(slot == order)
        }
        let removed = [table.remove(constraints[1]), table.remove(constraints[3]), table.remove(constraints[3])]
        #expect(removed == [true, true, false])
        #expect(table.count == 3 && table.slot(of: constraints[1]) == nil)
        #expect(table.slot(of: constraints[4]) == 4 && table[4].constraint === constraints[4])
        let later = (0..<3).map { Constraint(Expression(x), .equal, priority: Priority(Float(20 + $0))) }
        let slots = (0..<3).map { table.insert(record(later[$0], order: 5 + $0)) }
        #expect(slots == [3, 1, 5])
        #expect(table.inOrder.map(\.order) == [0, 2, 4, 5, 6, 7])
        #expect(table[later[1]]?.order == 6 && table[constraints[1]] == nil)
    }
}

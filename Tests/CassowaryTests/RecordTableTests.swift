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

    @Test func aLongBatchIsEnteredUpFrontAndWhatItDidNotFileIsFreed() {
        var table = RecordTable()
        let x = Variable("x")
        let before = (0..<2).map { Constraint(Expression(x), .equal, priority: Priority(Float(1 + $0))) }
        for (order, constraint) in before.enumerated() { table.insert(record(constraint, order: order)) }
        // The batch: one constraint already filed, one listed twice, the rest new.
        let fresh = (0..<RecordTable.batchLength).map { _ in Constraint(Expression(x), .equal) }
        let batch = [before[1]] + fresh + [fresh[5]]
        table.beginBatch(batch)
        for (place, constraint) in batch.enumerated() {
            table.fileNext(place)
            guard table.slot(of: constraint) == nil else { continue }  // in the table: a duplicate
            // Every third new constraint is left out, as a rejected one would be.
            if place % 3 == 0 { continue }
            let slot = table.insert(record(constraint, order: 2 + place))
            #expect(table.slot(of: constraint) == slot)
        }
        // Not filed yet or left out: in the index, not in the table.
        #expect(table.slot(of: fresh[2]) == nil)  // place 3
        table.endBatch()
        // The two filed before, the new ones filed, and fresh[5] at its second listing.
        #expect(table.count == 2 + batch.indices.filter { $0 > 0 && $0 < batch.count - 1 && $0 % 3 != 0 }.count + 1)
        #expect(table.slot(of: before[1]) == 1 && table.slot(of: fresh[2]) == nil)
        // fresh[5] sits at place 6, left out; its second listing (the last place) was filed in
        // the slot of its first.
        #expect(table.slot(of: fresh[5]) == 2 + 6)
        #expect(table.slot(of: fresh[0]) == 2 + 1)
        // The slots left empty are reused, the lowest first.
        let later = Constraint(Expression(x), .equal, priority: Priority(Float(3)))
        #expect(table.insert(record(later, order: 100_000)) == 2 + 0)
        #expect(table.remove(fresh[0]) && table.slot(of: fresh[0]) == nil)
        #expect(table.inOrder.count == table.count)
    }
}


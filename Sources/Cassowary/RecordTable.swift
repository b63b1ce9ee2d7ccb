/// The solver's records, one per constraint in it (edit constraints included): a dense list of
/// slots, with a `PositionIndex` from a constraint's identity to its record's slot.
///
/// A record keeps its slot while its constraint is in the solver, so a slot names it as well as
/// the constraint does (a paired inequality's partner, an unpaired inequality filed by its key)
/// and reaches it by an array read. A slot freed by a removal is taken by the next record filed
/// (the last freed first): which slot a record gets depends only on the calls made.
///
/// It replaces a `Dictionary` keyed by `IdentityKey`, whose storage for the 7,008 records of a
/// 1,000-label stack was 16,384 buckets of key and value (1.18 MB), where this takes 7,884 slots
/// of 56 bytes (the batch's count and an eighth) and 16,384 index entries of 16 bytes (0.70 MB);
/// a paired inequality's partner and an unpaired inequality's entry are read by slot, not looked
/// up.
struct RecordTable {
    /// By slot: the record there, nil in a freed slot (which holds no reference: freeing and
    /// reusing a slot retains and releases nothing but the records' constraints).
    private var slots: ContiguousArray<Solver.Record?> = []
    private var index = PositionIndex()
    /// The freed slots, the one to take next last.
    private var freeSlots: [Int32] = []

    /// How many records the table holds.
    var count: Int { index.count }

    var isEmpty: Bool { index.count == 0 }

    /// The slot of `constraint`'s record, nil when the table has none (inlined: a probe costs about
    /// as much as a call).
    @inline(__always)
    func slot(of constraint: Constraint) -> Int? { index.position(of: ObjectIdentifier(constraint)) }

    /// The slot of the record of the constraint `key` names, nil when the table has none.
    func slot(of key: IdentityKey) -> Int? { index.position(of: key.identifier) }

    /// The record in `slot`, which must hold one. Read through `&table[slot]` (an `inout`
    /// argument), it is reached in place; read as a value, it is copied out (a retain and a release
    /// of its constraint).
    subscript(slot: Int) -> Solver.Record {
        _read { yield slots[slot]! }
        _modify { yield &slots[slot]! }
    }

    /// `constraint`'s record, nil when the table has none.
    subscript(constraint: Constraint) -> Solver.Record? {
        slot(of: constraint).map { self[$0] }
    }

    /// The records in the order their constraints were added (`Record.order`).
    var inOrder: [Solver.Record] {
        slots.compactMap { $0 }.sorted { $0.order < $1.order }
    }

    /// Files `record`, whose constraint has no record in the table, and returns its slot. Inlined:
    /// a call passed the record (56 bytes) through several copies.
    @discardableResult @inline(__always)
    mutating func insert(_ record: consuming Solver.Record) -> Int {
        let slot = freeSlots.isEmpty ? slots.count : Int(freeSlots.removeLast())
        let entered = index.position(of: ObjectIdentifier(record.constraint), enteringAt: slot)
        assert(entered.isNew, "a constraint filed twice")
        if slot == slots.count { slots.append(record) } else { slots[slot] = record }
        return slot
    }

    /// Takes `constraint`'s record out of the table, if it has one; true when it had.
    @discardableResult
    mutating func remove(_ constraint: Constraint) -> Bool {
        guard let slot = slot(of: constraint) else { return false }
        remove(at: slot)
        return true
    }

    /// Takes the record in `slot` (which must hold one) out of the table.
    mutating func remove(at slot: Int) {
        let record = slots[slot].take()!
        index.remove(ObjectIdentifier(record.constraint))
        // Room for every slot to be freed, taken at once (grown from empty, the list was copied
        // at each doubling: 8 copies when a small system's 111 constraints are removed).
        if freeSlots.isEmpty { freeSlots.reserveCapacity(slots.count) }
        freeSlots.append(Int32(slot))
    }

    /// Makes room for `count` records in all: the list at least doubled when it grows, as an
    /// append would (reserved exactly, it would be copied at every small batch that needs a slot
    /// more), and given an eighth more (a layout's later changes add a few constraints beyond its
    /// first batch: copied to grow, a 707-constraint layout's records cost 40K instructions).
    mutating func reserveCapacity(_ count: Int) {
        if count > slots.capacity { slots.reserveCapacity(max(count + count / 8, 2 * slots.capacity)) }
        index.reserveCapacity(count)
    }
}

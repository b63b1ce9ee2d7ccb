/// The solver's records, one per constraint in it (edit constraints included): a dense list of
/// slots, with a `PositionIndex` from a constraint's identity to its record's slot.
///
/// A record keeps its slot while its constraint is in the solver, so a slot names it as well as
/// the constraint does (a paired inequality's partner, an unpaired inequality filed by its key)
/// and reaches it by an array read. A slot freed by a removal is taken by the next record filed
/// (the last freed first): which slot a record gets depends only on the calls made.
///
/// A long batch (`beginBatch(_:)`) enters its constraints in the index before it files them,
/// each at a slot of its own past the last: entered together, in the order of the index's slots,
/// they read the index from one end to the other, where entered one by one as each is added they
/// read it at random, a cache miss per constraint once the index outgrows the cache. While the
/// batch is open, a slot entered but not filed yet is no constraint's (`slot(of:)` answers nil
/// for it); the batch's end takes the entries of those never filed out of the index and frees
/// their slots.
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
    /// The keys (identities) of the open batch's constraints, in order (empty when no batch is
    /// open), entered in the index up front.
    private var batchKeys: [UInt] = []
    /// The slot of each of the batch's records: its own (`batchFirstSlot` plus its place),
    /// or the one its constraint held before the batch, or took at its first place in the batch.
    private var batchSlots: [Int32] = []
    /// The slot of the open batch's first constraint: the batch's own slots follow it.
    private var batchFirstSlot = 0
    /// The place in the open batch of the constraint being added (`fileNext(_:)`), -1 for none.
    private var filing = -1

    /// How many records the table holds.
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// The slot of `constraint`'s record, nil when the table has none (inlined: a probe costs about
    /// as much as a call). The constraint a batch is filing is answered without a probe.
    @inline(__always)
    func slot(of constraint: Constraint) -> Int? {
        if isFiling(ObjectIdentifier(constraint)) {
            let slot = Int(batchSlots[filing])
            return isFilled(slot) ? slot : nil
        }
        return filedSlot(index.position(of: ObjectIdentifier(constraint)))
    }

    /// The slot of the record of the constraint `key` names, nil when the table has none.
    func slot(of key: IdentityKey) -> Int? { filedSlot(index.position(of: key.identifier)) }

    /// True when the constraint `identity` names is the one the open batch is adding
    /// (`fileNext(_:)`).
    @inline(__always)
    private func isFiling(_ identity: ObjectIdentifier) -> Bool {
        filing >= 0 && batchKeys[filing] == PositionIndex.key(identity)
    }

    /// `slot`, unless it is a slot an open batch entered and has not filed yet.
    @inline(__always)
    private func filedSlot(_ slot: Int?) -> Int? {
        guard let slot, !batchKeys.isEmpty else { return slot }
        return isFilled(slot) ? slot : nil
    }

    /// Whether `slot` holds a record (read in place: the record is not copied out).
    @inline(__always)
    private func isFilled(_ slot: Int) -> Bool {
        if case .none = slots[slot] { false } else { true }
    }

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
        count += 1
        if isFiling(ObjectIdentifier(record.constraint)) {
            let slot = Int(batchSlots[filing])
            filing = -1
            assert(!isFilled(slot), "a constraint filed twice")
            slots[slot] = consume record
            return slot
        }
        let slot = freeSlots.isEmpty ? slots.count : Int(freeSlots.removeLast())
        let entered = index.position(of: ObjectIdentifier(record.constraint), enteringAt: slot)
        assert(entered.isNew, "a constraint filed twice")
        if slot == slots.count { slots.append(record) } else { slots[slot] = record }
        return slot
    }

    /// Opens a batch of `constraints`, if it is long (`batchLength`): enters each in the index,
    /// the slot of its record reserved (filed by `insert(_:)` after `fileNext(_:)`). A shorter
    /// batch is filed one by one, as single adds are.
    mutating func beginBatch(_ constraints: [Constraint]) {
        guard constraints.count >= Self.batchLength else { return }
        batchFirstSlot = slots.count
        // The references copied as the addresses they are (an element read as a constraint is
        // retained and released).
        batchKeys = [UInt](repeating: 0, count: constraints.count)
        batchKeys.withUnsafeMutableBytes { keys in constraints.withUnsafeBytes { keys.copyMemory(from: $0) } }
        batchSlots = index.enter(batchKeys, atPositionsFrom: batchFirstSlot)
        for _ in batchKeys.indices { slots.append(nil) }  // no generic copy of a repeated element
    }

    /// The fewest constraints `beginBatch(_:)` enters up front: an index of that many entries
    /// (256 KB and more) outgrows the fastest caches. A 1,000-label stack's 7,000 constraints, one
    /// by one, build 1.5% faster than entered together (the sort costs more than the cache misses
    /// it saves); a 10,000-label stack's 70,000, together, build 10% faster.
    static let batchLength = 16_384

    /// Tells the open batch that the constraint at `place` is being added next: `slot(of:)` and
    /// `insert(_:)` read its slot from the batch.
    mutating func fileNext(_ place: Int) {
        if !batchKeys.isEmpty { filing = place }
    }

    /// Closes the open batch, if any: takes the entries of the constraints it did not file out of
    /// the index and frees their slots.
    mutating func endBatch() {
        for place in batchKeys.indices.reversed() where !isFilled(batchFirstSlot + place) {
            let slot = batchFirstSlot + place
            if Int(batchSlots[place]) == slot { index.remove(key: batchKeys[place]) }
            if freeSlots.isEmpty { freeSlots.reserveCapacity(slots.count) }
            freeSlots.append(Int32(slot))
        }
        (batchKeys, batchSlots, filing) = ([], [], -1)
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
        count -= 1
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

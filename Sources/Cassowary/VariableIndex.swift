/// The position of each variable in a solver's list of variables, by the variable's identity: an
/// open-addressing hash table with linear probing, in two flat arrays.
///
/// It replaces a `Dictionary` keyed by identity: a solver looks a variable up once per term of
/// every constraint added, and a dictionary's generic probing cost about 200 instructions a
/// lookup where this costs a multiplication and a few compares. Slots are chosen by the
/// variable's address (Fibonacci-hashed), so they differ between runs, but nothing read from the
/// table depends on them: a lookup answers the same position in every run.
struct VariableIndex {
    /// By slot: the identity bits of the variable there, 0 for an empty slot (an object address
    /// is never 0).
    private var keys: [UInt] = []
    /// By slot: the position of the variable there in the solver's list.
    private var positions: [Int32] = []
    /// How many variables the table holds.
    private(set) var count = 0
    /// 64 minus the base-2 logarithm of the number of slots: a hash's top bits pick the slot.
    private var shift = 64

    /// The fewest slots a table with entries has.
    private static let minimumSlots = 16

    /// The position of `variable`, nil when the table does not hold it.
    func position(of variable: Variable) -> Int? { position(of: ObjectIdentifier(variable)) }

    /// The position of the variable `identity` names, nil when the table does not hold it.
    @inline(__always)
    func position(of identity: ObjectIdentifier) -> Int? {
        guard count > 0 else { return nil }
        let key = UInt(bitPattern: identity)
        let mask = keys.count - 1
        var slot = home(of: key)
        while true {
            let found = keys[slot]
            if found == key { return Int(positions[slot]) }
            if found == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// The position of `variable`, which is entered at `position` (the second value true) when the
    /// table does not hold it yet: one probe for the lookup and the insertion.
    mutating func position(of variable: Variable, enteringAt position: Int) -> (position: Int, isNew: Bool) {
        if 2 * (count + 1) > keys.count { grow(toHold: count + 1) }
        let key = UInt(bitPattern: ObjectIdentifier(variable))
        let mask = keys.count - 1
        var slot = home(of: key)
        while true {
            let found = keys[slot]
            if found == key { return (Int(positions[slot]), false) }
            if found == 0 { break }
            slot = (slot + 1) & mask
        }
        keys[slot] = key
        positions[slot] = Int32(position)
        count += 1
        return (position, true)
    }

    /// Takes `variable` out of the table (it must be there), moving back the entries probed past
    /// its slot so that every entry stays reachable from its home slot (backward-shift deletion).
    mutating func remove(_ variable: Variable) {
        let key = UInt(bitPattern: ObjectIdentifier(variable))
        let mask = keys.count - 1
        var hole = home(of: key)
        while keys[hole] != key { hole = (hole + 1) & mask }
        var next = (hole + 1) & mask
        while keys[next] != 0 {
            // An entry may fill the hole when the hole lies between its home and its slot.
            let home = home(of: keys[next])
            if (next &- home) & mask >= (next &- hole) & mask {
                keys[hole] = keys[next]
                positions[hole] = positions[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = 0
        count -= 1
    }

    /// Makes room for `count` variables without growing again.
    mutating func reserveCapacity(_ count: Int) {
        if 2 * count > keys.count { grow(toHold: count) }
    }

    /// The slot a key's probe starts at.
    private func home(of key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) &>> UInt(shift))
    }

    /// Rehashes into a table with at least twice `count` slots (a power of two), at most half full.
    private mutating func grow(toHold count: Int) {
        var slots = Self.minimumSlots
        while slots < 2 * count { slots *= 2 }
        let (oldKeys, oldPositions) = (keys, positions)
        keys = Array(repeating: 0, count: slots)
        positions = Array(repeating: 0, count: slots)
        shift = 64 - slots.trailingZeroBitCount
        let mask = slots - 1
        for (key, position) in zip(oldKeys, oldPositions) where key != 0 {
            var slot = home(of: key)
            while keys[slot] != 0 { slot = (slot + 1) & mask }
            keys[slot] = key
            positions[slot] = position
        }
    }
}

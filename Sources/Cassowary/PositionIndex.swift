/// The position of each entry of a list by the entry's key, 64 bits that are never 0: an
/// object's identity (a solver's variables, its constraints' records in `RecordTable`) or a hash
/// (its unpaired inequalities). An open-addressing hash table with linear probing, in one flat
/// array.
///
/// It replaces a `Dictionary`: a solver looks a variable up once per term of every constraint
/// added, and a constraint up at each add, and a dictionary's generic probing cost about 100–200
/// instructions a lookup or insertion where this costs two multiplications and a few compares.
/// Slots are chosen by the key (mixed: `home(of:)`), an address for an object, so they differ between
/// runs, but nothing read from the table depends on them: a lookup answers the same position in
/// every run.
struct PositionIndex {
    /// By slot: the key there (0 for an empty slot) and its position in the list, side by side
    /// (one bounds check and one uniqueness check for both).
    private var entries: [(key: UInt, position: Int32)] = []
    /// How many keys the table holds.
    private(set) var count = 0
    /// 64 minus the base-2 logarithm of the number of slots: a hash's top bits pick the slot.
    private var shift = 64
    /// The most keys the table holds before it grows (`capacity(ofSlots:)`).
    private var capacity = 0

    /// The fewest slots a table with entries has.
    private static let minimumSlots = 16

    /// The position of `object`, nil when the table does not hold it.
    func position(of object: AnyObject) -> Int? { position(ofKey: Self.key(ObjectIdentifier(object))) }

    /// The position of the object `identity` names, nil when the table does not hold it.
    @inline(__always)
    func position(of identity: ObjectIdentifier) -> Int? { position(ofKey: Self.key(identity)) }

    /// The position of the object `identity` names, which is entered at `position` (the second
    /// value true) when the table does not hold it yet.
    @inline(__always)
    mutating func position(of identity: ObjectIdentifier, enteringAt position: Int) -> (position: Int, isNew: Bool) {
        self.position(ofKey: Self.key(identity), enteringAt: position)
    }

    /// Takes the object `identity` names out of the table and returns the position it had (nil
    /// when the table does not hold it).
    @discardableResult @inline(__always)
    mutating func remove(_ identity: ObjectIdentifier) -> Int? { remove(key: Self.key(identity)) }

    /// An object's identity as a key (an address, never 0).
    @inline(__always)
    static func key(_ identity: ObjectIdentifier) -> UInt { UInt(bitPattern: identity) }

    /// The position of `key`, nil when the table does not hold it.
    @inline(__always)
    func position(ofKey key: UInt) -> Int? {
        guard count > 0 else { return nil }
        let mask = entries.count - 1
        var slot = home(of: key)
        while true {
            let found = entries[slot]
            if found.key == key { return Int(found.position) }
            if found.key == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// The position of `key`, which is entered at `position` (the second value true) when the
    /// table does not hold it yet: one probe for the lookup and the insertion.
    @inline(__always)
    mutating func position(ofKey key: UInt, enteringAt position: Int) -> (position: Int, isNew: Bool) {
        if count >= capacity { grow(toHold: count + 1) }
        let entered = Self.enter(key, home: home(of: key), at: position, in: &entries)
        if entered.isNew { count += 1 }
        return entered
    }

    /// Enters each of `keys` the table does not hold yet at `firstPosition` plus its place in the
    /// list, and returns the position of each (the one it held, or was entered at: a key listed
    /// twice takes the position of its first place).
    ///
    /// The list is entered in the order of its keys' home slots, not as listed: the table is
    /// then read from one end to the other, a few keys to a cache line, where keys taken as listed
    /// read it at random, a cache miss each once it outgrows the cache (a 10,000-label stack's
    /// 70,000 constraints spent a seventh of its build in them).
    mutating func enter(_ keys: [UInt], atPositionsFrom firstPosition: Int) -> [Int32] {
        reserveCapacity(count + keys.count)
        // A counting sort of the places by their keys' home slots' top bits (stable: a key listed
        // twice is entered at its first place), each bucket a few hundred bytes of the table.
        let bucketBits = min(Self.sortedEntryBucketBits, entries.count.trailingZeroBitCount)
        let bucketShift = UInt(64 - bucketBits)  // of a key's mixed bits (`mixed(_:)`)
        var order = [Int32](repeating: 0, count: keys.count)
        var bucketStarts = [Int32](repeating: 0, count: (1 << bucketBits) + 1)
        keys.withUnsafeBufferPointer { keys in
            bucketStarts.withUnsafeMutableBufferPointer { starts in
                for key in keys { starts[Int(truncatingIfNeeded: Self.mixed(key) &>> bucketShift) + 1] += 1 }
                for bucket in starts.indices.dropFirst() { starts[bucket] += starts[bucket - 1] }
                order.withUnsafeMutableBufferPointer { order in
                    for place in keys.indices {
                        let bucket = Int(truncatingIfNeeded: Self.mixed(keys[place]) &>> bucketShift)
                        order[Int(starts[bucket])] = Int32(truncatingIfNeeded: place)
                        starts[bucket] += 1
                    }
                }
            }
        }
        var positions = [Int32](repeating: 0, count: keys.count)
        let shift = UInt(shift)
        keys.withUnsafeBufferPointer { keys in
            positions.withUnsafeMutableBufferPointer { positions in
                for place in order {
                    let place = Int(place), key = keys[place]
                    let home = Int(truncatingIfNeeded: Self.mixed(key) &>> shift)
                    let (position, isNew) = Self.enter(key, home: home, at: firstPosition + place, in: &entries)
                    positions[place] = Int32(truncatingIfNeeded: position)
                    if isNew { count += 1 }
                }
            }
        }
        return positions
    }

    /// The base-2 logarithm of the most buckets `enter(_:atPositionsFrom:)` sorts into.
    private static let sortedEntryBucketBits = 12

    /// The position of `key`, whose home slot is `home`, in `entries` (a table with room for
    /// it), where it is entered at `position` unless it is there already.
    @inline(__always)
    private static func enter(
        _ key: UInt, home: Int, at position: Int, in entries: inout [(key: UInt, position: Int32)]
    ) -> (position: Int, isNew: Bool) {
        let mask = entries.count - 1
        var slot = home
        while true {
            let found = entries[slot]
            if found.key == key { return (Int(found.position), false) }
            if found.key == 0 { break }
            slot = (slot + 1) & mask
        }
        entries[slot] = (key, Int32(truncatingIfNeeded: position))
        return (position, true)
    }

    /// Takes `key` out of the table and returns the position it had (nil when the table does not
    /// hold it), moving back the entries probed past its slot so that every entry stays reachable
    /// from its home slot (backward-shift deletion).
    @discardableResult @inline(__always)
    mutating func remove(key: UInt) -> Int? {
        guard count > 0 else { return nil }
        let mask = entries.count - 1
        var hole = home(of: key)
        while entries[hole].key != key {
            if entries[hole].key == 0 { return nil }
            hole = (hole + 1) & mask
        }
        let position = Int(entries[hole].position)
        var next = (hole + 1) & mask
        while entries[next].key != 0 {
            // An entry may fill the hole when the hole lies between its home and its slot.
            let home = home(of: entries[next].key)
            if (next &- home) & mask >= (next &- hole) & mask {
                entries[hole] = entries[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        entries[hole].key = 0
        count -= 1
        return position
    }

    /// How many entries a lookup of `key`, which the table holds, reads: 1 when it sits in its
    /// home slot (how well `home(of:)` spreads keys).
    func probes(toFind key: UInt) -> Int {
        let mask = entries.count - 1
        var slot = home(of: key)
        var probes = 1
        while entries[slot].key != key {
            precondition(entries[slot].key != 0, "probes(toFind:) needs a key the table holds")
            slot = (slot + 1) & mask
            probes += 1
        }
        return probes
    }

    /// Makes room for `count` keys without growing again.
    mutating func reserveCapacity(_ count: Int) {
        if count > capacity { grow(toHold: count) }
    }

    /// The slot a key's probe starts at: the top bits of the key mixed (multiplied by a large odd
    /// constant, the product's high half folded into its low half, multiplied again). The first
    /// product's top bits alone (Fibonacci hashing) spread some patterns of addresses better than
    /// chance and others far worse: objects allocated in a repeating pattern of sizes crowd its
    /// slots, and a 16-byte change to one object made the probes of a 10,000-label build about five
    /// times as long (17% more instructions). Mixed, a table filled with any such pattern probes
    /// about as a random hash does (1.8 entries a key at three quarters full), for three
    /// instructions more.
    private func home(of key: UInt) -> Int { Int(truncatingIfNeeded: Self.mixed(key) &>> UInt(shift)) }

    /// `key`'s bits mixed: their top bits pick its home slot (`home(of:)`).
    @inline(__always)
    private static func mixed(_ key: UInt) -> UInt {
        let mixed = key &* 0x9E37_79B9_7F4A_7C15
        return (mixed ^ (mixed &>> 32)) &* 0xD6E8_FEB8_6659_FD93
    }

    /// The most keys a table of `slots` slots holds: half as many, or three quarters for a table
    /// larger than `cachedSlots`. A probe of such a table misses the cache however short it is,
    /// and a table three quarters full takes half the memory (the records of a 10,000-label stack,
    /// 2 MB where they took 4: half the zeros written, more of it cached), for a probe of about two
    /// entries, most often in one cache line of four.
    private static func capacity(ofSlots slots: Int) -> Int { slots > cachedSlots ? slots / 4 * 3 : slots / 2 }

    /// The most slots of a table kept at most half full (512 KB of entries).
    private static let cachedSlots = 1 << 15

    /// Rehashes into the smallest table (a power of two) whose capacity is at least `count`.
    private mutating func grow(toHold count: Int) {
        var slots = Self.minimumSlots
        while Self.capacity(ofSlots: slots) < count { slots *= 2 }
        let old = entries
        entries = Array(repeating: (0, 0), count: slots)
        shift = 64 - slots.trailingZeroBitCount
        capacity = Self.capacity(ofSlots: slots)
        let mask = slots - 1
        for entry in old where entry.key != 0 {
            var slot = home(of: entry.key)
            while entries[slot].key != 0 { slot = (slot + 1) & mask }
            entries[slot] = entry
        }
    }
}

/// An object's identity as a dictionary key, hashed with one multiplication instead of the
/// standard library's SipHash: the solver looks a constraint or a variable up several times per
/// constraint added (records, variable indices, edits), and SipHash was a tenth of a small
/// system's build. Object addresses are not chosen by an adversary, so the keyed hash buys
/// nothing here; the dictionary's per-instance seed is still mixed in, and nothing the solver
/// computes depends on the order a dictionary iterates in.
///
/// It holds the `ObjectIdentifier` (a pointer, never null), so an optional key takes no more room
/// than a key: a record is kept per constraint, and its size sets the records' memory.
struct IdentityKey: Hashable {
    let identifier: ObjectIdentifier

    init(_ object: AnyObject) {
        identifier = ObjectIdentifier(object)
    }

    private var bits: UInt { UInt(bitPattern: identifier) }

    static func == (lhs: IdentityKey, rhs: IdentityKey) -> Bool { lhs.identifier == rhs.identifier }

    func hash(into hasher: inout Hasher) { hasher.combine(bits) }

    /// The hash a dictionary buckets by: the address, Fibonacci-hashed.
    func _rawHashValue(seed: Int) -> Int { fibonacciHash(bits, seed: seed) }
}

/// `bits` mixed with a dictionary's `seed` by one multiplication by a large odd constant
/// (Fibonacci hashing), the product's high half folded into its low half (the bits a dictionary
/// buckets by): for keys that need no keyed hash.
@inline(__always)
func fibonacciHash(_ bits: UInt, seed: Int) -> Int {
    let product = (bits ^ UInt(bitPattern: seed)) &* 0x9E37_79B9_7F4A_7C15
    return Int(bitPattern: product ^ (product >> 32))
}

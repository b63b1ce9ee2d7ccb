/// An object's identity (a layout constraint's, a view's box's) as a key of the engine's
/// dictionaries and sets, bucketed by its address times a large odd constant (Fibonacci hashing)
/// instead of the standard library's SipHash: the engine looks every constraint up when a layout
/// installs it, and again for each constraint a full layout gathers. Addresses are not chosen by
/// an adversary, so a keyed hash buys nothing; the collection's per-instance seed is still mixed
/// in, and nothing the engine does depends on the order a dictionary iterates in (what it gathers
/// from one, it sorts).
struct ObjectKey: Hashable {
    private let identifier: ObjectIdentifier

    init(_ object: AnyObject) {
        identifier = ObjectIdentifier(object)
    }

    static func == (lhs: ObjectKey, rhs: ObjectKey) -> Bool { lhs.identifier == rhs.identifier }

    func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// The hash a dictionary or set buckets by: the address and the seed, multiplied, the
    /// product's high half folded into the low half it buckets by.
    func _rawHashValue(seed: Int) -> Int {
        let product = (UInt(bitPattern: identifier) ^ UInt(bitPattern: seed)) &* 0x9E37_79B9_7F4A_7C15
        return Int(bitPattern: product ^ (product >> 32))
    }
}

/// What finds the opposite of an inequality below required (Docs/Solver.md, "Paired
/// inequalities"): the constraint written as `g >= 0` (its row negated for `<=`), hashed as `g`
/// and as `-g`. `x - 20 >= 0` and `x - 20 <= 0` (or `20 - x >= 0`) are opposite: the hash of
/// one's `g` is the hash of the other's `-g`, and the two hold together exactly when `x == 20`.
/// A hash only finds a candidate; `isOpposite` decides.
struct InequalityKey {
    /// The hash of `g`.
    let hash: Hash
    /// The hash of `-g`: the `hash` of an opposite inequality.
    let oppositeHash: Hash

    /// A key's hash, as a `PositionIndex` keeps it: never 0 (its low bit set), as an index keeps
    /// 0 for an empty slot. (Two hashes that differ in that bit alone then meet, which a hash may:
    /// it only finds a candidate.)
    struct Hash: Equatable {
        let bits: UInt

        init(_ bits: UInt64) { self.bits = UInt(truncatingIfNeeded: bits) | 1 }
    }

    /// The key of `constraint` holding to the constant of `row` (its expression's cells, sorted,
    /// without slacks or errors); nil unless it is an inequality below required with a cell.
    /// Both borrowed: an initialiser takes its arguments owned otherwise, a retain and a release
    /// of each per constraint added.
    init?(_ constraint: borrowing Constraint, row: borrowing Row) {
        guard constraint.relation != .equal, !constraint.priority.isRequired, !row.cells.isEmpty else { return nil }
        let sign: Double = constraint.relation == .greaterThanOrEqual ? 1 : -1
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var opposite = hash
        func mix(_ state: inout UInt64, _ value: UInt64) {
            state = (state ^ value) &* 0x0000_0100_0000_01b3
            state ^= state >> 29
        }
        for cell in row.cells {
            mix(&hash, UInt64(UInt32(bitPattern: cell.symbol.id)))
            mix(&opposite, UInt64(UInt32(bitPattern: cell.symbol.id)))
            mix(&hash, (sign * cell.coefficient).bitPattern)
            mix(&opposite, (-sign * cell.coefficient).bitPattern)
        }
        let constant = row.constant == 0 ? 0 : sign * row.constant  // no -0
        mix(&hash, constant.bitPattern)
        mix(&opposite, constant == 0 ? 0 : (-constant).bitPattern)
        self.hash = Hash(hash)
        oppositeHash = Hash(opposite)
    }

    private init(hash: Hash, oppositeHash: Hash) {
        self.hash = hash
        self.oppositeHash = oppositeHash
    }

    /// The key of an inequality opposite to this one: its `g` is this `-g`, so the two hashes
    /// swap (negating a coefficient or the constant is exact, so `-g` hashes alike however it is
    /// derived).
    var opposite: InequalityKey { InequalityKey(hash: oppositeHash, oppositeHash: hash) }

    /// True when the inequalities `a` (with the row of its expression) and `b` are opposite:
    /// `g` of one is exactly `-g` of the other.
    static func isOpposite(_ a: Constraint, _ aRow: Row, _ b: Constraint, _ bRow: Row) -> Bool {
        guard aRow.cells.count == bRow.cells.count else { return false }
        let factor: Double = a.relation == b.relation ? -1 : 1  // bRow = factor × aRow
        return bRow.constant == factor * aRow.constant
            && zip(aRow.cells, bRow.cells).allSatisfy { $0.symbol == $1.symbol && $1.coefficient == factor * $0.coefficient }
    }
}

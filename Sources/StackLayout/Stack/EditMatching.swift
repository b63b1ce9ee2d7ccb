/// Which elements of an old list a new list keeps, found by the shortest edit script (Myers'
/// greedy algorithm): O((n + m) · d) for d insertions and deletions, so a recompiled stack whose
/// constraints changed around one view is matched in about one pass over its specs.
enum EditMatching {
    /// For each element of `new`, the index of the equal element of `old` it keeps (in order, each
    /// old element kept at most once), or nil when it is new; nil overall when more than
    /// `maximumEdits` insertions and deletions are needed (the caller matches another way).
    static func matches<Element: Equatable>(from old: [Element], to new: [Element], maximumEdits: Int) -> [Int?]? {
        let (n, m) = (old.count, new.count)
        // At least |n - m| insertions or deletions (a first compile: every spec is new).
        guard abs(n - m) <= maximumEdits else { return nil }
        let limit = min(n + m, maximumEdits)
        let offset = limit + 1
        // furthest[k + offset]: the furthest x reached on diagonal k = x - y.
        var furthest = [Int](repeating: 0, count: 2 * limit + 3)
        // Each round's `furthest` on its diagonals -d…d, for walking the script back.
        var rounds: [[Int]] = []
        for d in 0...limit {
            rounds.append(Array(furthest[(offset - d)...(offset + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1])
                    ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n && y < m && old[x] == new[y] { (x, y) = (x + 1, y + 1) }
                furthest[offset + k] = x
                if x >= n && y >= m { return walkBack(rounds, to: (n, m), edits: d) }
            }
        }
        return nil
    }

    /// Follows the edit script back from the end, recording every diagonal step as a match.
    private static func walkBack(_ rounds: [[Int]], to end: (x: Int, y: Int), edits: Int) -> [Int?] {
        var kept = [Int?](repeating: nil, count: end.y)
        var (x, y) = end
        for d in stride(from: edits, through: 0, by: -1) {
            // The round before d reached diagonals -(d-1)…d-1; rounds[d] holds them at 1…2d-1.
            let before = rounds[d]
            func reached(_ k: Int) -> Int { before[k + d] }
            let k = x - y
            let previousK = k == -d || (k != d && reached(k - 1) < reached(k + 1)) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : reached(previousK)
            let previousY = d == 0 ? 0 : previousX - previousK
            while x > previousX && y > previousY {
                (x, y) = (x - 1, y - 1)
                kept[y] = x
            }
            (x, y) = (previousX, previousY)
        }
        return kept
    }
}

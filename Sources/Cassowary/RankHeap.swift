/// A max-heap of symbols by rank (lowest id first among equal ranks).
struct RankHeap {
    private var items: [(rank: Int, symbol: Symbol)] = []

    private func before(_ a: Int, _ b: Int) -> Bool {
        items[a].rank != items[b].rank ? items[a].rank > items[b].rank : items[a].symbol < items[b].symbol
    }

    mutating func push(_ symbol: Symbol, rank: Int) {
        items.append((rank, symbol))
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard before(child, parent) else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popHighest() -> Symbol? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast().symbol
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < items.count else { break }
            var child = left
            if left + 1 < items.count && before(left + 1, left) { child = left + 1 }
            guard before(child, parent) else { break }
            items.swapAt(child, parent)
            parent = child
        }
        return top
    }
}

extension Array {
    /// Inserts `element` at `index` clamped to the valid positions (`0...count`). At the end it
    /// appends: `insert(_:at:)` goes through the general `replaceSubrange`, which cost every view
    /// added to a stack twice what an append does (once as a subview, once as an arranged view).
    mutating func insert(_ element: Element, clampedAt index: Int) {
        let position = Swift.min(Swift.max(index, 0), count)
        if position == count { append(element) } else { insert(element, at: position) }
    }
}

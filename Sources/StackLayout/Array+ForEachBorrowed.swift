extension Array where Element: AnyObject {
    /// Calls `body` with each element in order, borrowed from the array instead of retained and
    /// released around each call (which a `for` loop over objects does when the body makes
    /// calls). Safe: the array, which holds every element, lives for the whole loop.
    func forEachBorrowed(_ body: (Element) throws -> Void) rethrows {
        try forEachBorrowed(at: indices, body)
    }

    /// `forEachBorrowed(_:)` over the elements at `positions` only, in their order.
    func forEachBorrowed<Positions: Sequence<Int>>(at positions: Positions, _ body: (Element) throws -> Void) rethrows {
        for index in positions {
            try Unmanaged.passUnretained(self[index])._withUnsafeGuaranteedRef(body)
        }
    }
}

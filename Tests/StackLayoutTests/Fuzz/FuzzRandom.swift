@testable import StackLayout

/// A deterministic generator (SplitMix64) with the draws the view fuzzer makes, so a case replays
/// from its seed in any process.
struct FuzzRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range` (the modulo bias is irrelevant here).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func chance(_ probability: Double) -> Bool { Double(next() % 1_000_000) < probability * 1_000_000 }

    mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }

    /// Mostly small whole or half points; now and then a large, limit or refused value.
    mutating func constant() -> Double {
        if chance(0.04) { return pick([1e5, -3e5, 1e6, 1e8, 1e9, -1e9, 2e9, .nan, .infinity]) }
        return Double(int(-40...240)) / (chance(0.2) ? 2 : 1)
    }

    /// A length for an intrinsic size: none, small, or now and then large or refused.
    mutating func length() -> Double? {
        if chance(0.25) { return nil }
        if chance(0.03) { return pick([1e7, 1e9, 3e9, -5, .nan]) }
        return Double(int(0...300))
    }

    mutating func priority() -> Priority {
        Priority(pick([1000, 1000, 1000, 999, 750, 500, 251, 250, 249, 50, 1] as [Float]))
    }
}

import StackLayout

/// A phase of a stack workload done a fixed number of times, untimed: the stack-layer counterpart
/// of `CountedPhase`, for `Benchmarks/count.sh`.
enum CountedLayoutPhase: String, CaseIterable {
    /// N hierarchies built and laid out the first time.
    case build
    /// One hierarchy built and laid out, then N changes, each laid out.
    case change

    /// Runs the phase. `change` returns how many constraints the last layout held (asked once, at
    /// the end, so that runs of N and of 0 changes ask alike); `build` returns nil.
    func run(_ workload: LayoutWorkload, times: Int) -> Int? {
        switch self {
        case .build:
            for _ in 0..<times {
                let (root, _) = workload.make()
                root.layoutIfNeeded()
            }
            return nil
        case .change:
            let (root, change) = workload.make()
            root.layoutIfNeeded()
            for _ in 0..<times {
                change()
                root.layoutIfNeeded()
            }
            return root.constraintsInPlay.count
        }
    }
}

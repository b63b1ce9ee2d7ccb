/// A phase of a replay done a fixed number of times, untimed: for an instruction counter such as
/// callgrind, whose counts do not drift with the machine's load as times do
/// (`Benchmarks/count.sh` subtracts a run of 0 from a run of N).
enum CountedPhase: String, CaseIterable {
    /// N fresh builds.
    case build
    /// One build, then N suggestion rounds (cycled).
    case suggest
    /// N builds, each followed by the removal of every constraint (minus N builds is the removals).
    case remove

    func run(_ workload: Workload, times: Int) throws(BenchmarkFailure) {
        switch self {
        case .build:
            for _ in 0..<times { _ = try BuiltWorkload(workload) }
        case .suggest:
            let built = try BuiltWorkload(workload)
            guard !workload.rounds.isEmpty else { return }
            for k in 0..<times { try built.suggest(workload.rounds[k % workload.rounds.count]) }
        case .remove:
            for _ in 0..<times { try BuiltWorkload(workload).removeAll() }
        }
    }
}

import Cassowary
import Testing

/// Random solver call sequences (`FuzzSession`), each run twice: the invariants hold after every
/// call and both runs give the same trace. `CASSOWARY_FUZZ_CASES` sets the number of sessions
/// (default 300) and `CASSOWARY_FUZZ_SEED` the first seed (default 0); a failure prints the seed
/// and the shrunk session as Swift source.
@Suite struct SolverFuzzTests {
    @Test func randomCallSequencesKeepTheInvariants() {
        check { FuzzSession(seed: $0) }
    }

    /// Sessions rich in opposite inequalities below required, which the solver pairs.
    @Test func sessionsOfOppositeInequalitiesKeepTheInvariants() {
        check { FuzzSession(seed: $0, pairing: true) }
    }

    /// Seeds a run of 100,000 sessions found (MagnitudeTests has each brought down by hand).
    @Test(arguments: [3_024_555, 3_028_489, 6_017_204, 8_233_399] as [UInt64])
    func aSeedFoundByALargeRunHolds(seed: UInt64) {
        let session = FuzzSession(seed: seed)
        #expect(session.run().failure == nil)
    }

    func check(_ session: (UInt64) -> FuzzSession) {
        let count = environmentValue("CASSOWARY_FUZZ_CASES").flatMap { Int($0) } ?? 300
        let first = environmentValue("CASSOWARY_FUZZ_SEED").flatMap { UInt64($0) } ?? 0
        var failures = 0
        for seed in first..<first + UInt64(max(count, 0)) {
            let session = session(seed)
            let (failure, trace) = session.run()
            let (_, again) = session.run()
            if trace != again {
                Issue.record("seed \(seed): two runs of the same calls differ\n\(session.source)")
                failures += 1
            }
            if let failure {
                let small = session.shrunk(keeping: failure.kind)
                let reason = small.run().failure ?? failure
                Issue.record("""
                    seed \(seed): \(failure.kind) after call \(failure.step + 1) of \(session.calls.count); \
                    shrunk to \(small.calls.count) calls, after call \(reason.step + 1): \(reason.message)
                    \(small.source)
                    """)
                failures += 1
            }
            if failures >= 5 { break }
        }
    }
}

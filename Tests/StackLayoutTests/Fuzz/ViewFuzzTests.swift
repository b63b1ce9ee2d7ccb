import Foundation
import Testing

/// Random hierarchies driven through random changes (see `FuzzCase`). `swift test` runs
/// `STACKLAYOUT_FUZZ_CASES` cases (default 200) from seed `STACKLAYOUT_FUZZ_SEED` (default 1);
/// a failure names its seed and prints the operations shrunk to the fewest that still fail.
@Suite struct ViewFuzzTests {
    static func setting(_ name: String, default fallback: UInt64) -> UInt64 {
        ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) } ?? fallback
    }

    @Test func randomHierarchiesAndChanges() {
        let first = ViewFuzzTests.setting("STACKLAYOUT_FUZZ_SEED", default: 1)
        let count = ViewFuzzTests.setting("STACKLAYOUT_FUZZ_CASES", default: 200)
        var failures: [String: Int] = [:]
        for seed in first..<(first + count) {
            let fuzzCase = FuzzCase(seed: seed)
            guard let failure = fuzzCase.failure() else { continue }
            failures[failure.kind, default: 0] += 1
            // The first failure of each kind is shrunk and printed in full.
            guard failures[failure.kind] == 1 else { continue }
            let shrunk = fuzzCase.shrunk(keeping: failure.kind)
            Issue.record("""
                view fuzz seed \(seed): \(failure)
                shrunk to \(shrunk.operations.count) of \(fuzzCase.operations.count) operations (\(shrunk.failure().map { "\($0)" } ?? "?")):
                \(shrunk.code)
                """)
        }
        #expect(failures.isEmpty, "failures by kind over \(count) cases from seed \(first): \(failures)")
    }
}

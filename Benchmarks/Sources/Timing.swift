import Foundation

/// Seconds on a monotonic clock.
func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// The median time per call of `operation`, as kiwi-replay measures it: each sample a batch of
/// calls grown until it lasts 1 ms; at least 3 samples, then until `seconds` are spent (at most
/// 200 samples). `operation(n)` makes `n` calls and returns the seconds they took.
func median(seconds: Double, _ operation: (Int) throws(BenchmarkFailure) -> Double) throws(BenchmarkFailure) -> Double {
    var samples: [Double] = []
    let start = now()
    var batch = 1
    while samples.count < 3 || (now() - start < seconds && samples.count < 200) {
        let time = try operation(batch)
        if time < 1e-3 && batch < 1 << 20 {
            batch *= 2
            continue
        }
        samples.append(time / Double(batch))
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// `value` with `digits` decimals.
func fixed(_ value: Double, _ digits: Int) -> String {
    String(format: "%.\(digits)f", value)
}

/// The peak resident memory of this process so far, in megabytes.
func peakMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

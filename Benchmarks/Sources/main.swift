import Foundation

/// `benchmarks replay FILE [--seconds S] [--json]`, or `benchmarks [--seconds S] [--only NAME…]`
/// for every named workload as a table. Every run checks the answers it times.
let arguments = Array(CommandLine.arguments.dropFirst())
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("benchmarks: \(message)\n".utf8))
    exit(1)
}

func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}

func parseBudget() -> Double {
    guard let text = option("--seconds") else { return 1 }
    guard let value = Double(text), value > 0 else { fail("--seconds takes a positive number") }
    return value
}

let budget = parseBudget()

func run(_ workload: Workload) -> Figures {
    if let wrong = Measure.verify(workload) { fail("\(workload.name): wrong answer: \(wrong)") }
    return Measure.figures(workload, budget: budget)
}

if arguments.first == "replay" {
    guard arguments.count >= 2 else { fail("usage: benchmarks replay FILE [--seconds S] [--json]") }
    let workload = Workload.load(arguments[1])
    let figures = run(workload)
    let line = String(
        format: "{\"workload\": \"%@\", \"constraints\": %d, \"build_us\": %.3f, \"suggest_ns\": %.1f, \"remove_us\": %.3f}",
        workload.name, workload.constraints.count, figures.buildMicroseconds, figures.suggestNanoseconds,
        figures.removeMicroseconds)
    if arguments.contains("--json") {
        print(line)
    } else {
        print("\(workload.name) (\(workload.constraints.count) constraints): build \(String(format: "%.1f", figures.buildMicroseconds)) µs, suggest \(String(format: "%.0f", figures.suggestNanoseconds)) ns, remove \(String(format: "%.1f", figures.removeMicroseconds)) µs")
    }
} else {
    let named: [(String, () -> Workload)] = [
        ("enaml", { Workload.enaml(packageRoot: packageRoot) }),
        ("chain-100", { Workload.chain(100) }), ("chain-1000", { Workload.chain(1000) }),
        ("chain-10000", { Workload.chain(10000) }), ("chain-100000", { Workload.chain(100_000) }),
        ("grid-10", { Workload.grid(10) }), ("grid-30", { Workload.grid(30) }),
    ]
    let only = arguments.firstIndex(of: "--only").map { Set(arguments[($0 + 1)...].prefix { !$0.hasPrefix("--") }) }
    print("| workload | constraints | build µs | suggest ns | remove µs |")
    print("|---|---|---|---|---|")
    for (name, make) in named where only?.contains(name) ?? true {
        FileHandle.standardError.write(Data("running \(name)…\n".utf8))
        let workload = make()
        let figures = run(workload)
        print(String(
            format: "| %@ | %d | %.1f | %.0f | %.1f |", name, workload.constraints.count, figures.buildMicroseconds,
            figures.suggestNanoseconds, figures.removeMicroseconds))
    }
    print("\n| stack workload | build + first layout µs | one change laid out ns |")
    print("|---|---|---|")
    for workload in StackWorkloads.all where only?.contains(workload.name) ?? true {
        FileHandle.standardError.write(Data("running \(workload.name)…\n".utf8))
        if let wrong = Measure.verify(workload) { fail("\(workload.name): wrong answer: \(wrong)") }
        let figures = Measure.figures(workload, budget: budget)
        print(String(format: "| %@ | %.1f | %.0f |", workload.name, figures.build, figures.change))
    }
}

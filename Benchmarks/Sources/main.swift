import Foundation

/// `benchmarks` — times the solver on its workloads (see Benchmarks/README.md).
///   benchmarks replay FILE [--seconds S] [--json]   one constraint system file
///   benchmarks [--seconds S] [--build-only | --suggest-only] [NAME...] the named workloads, as a table
///   benchmarks count FILE build|suggest|remove N     a phase N times, untimed (for callgrind)
///   benchmarks count STACK-WORKLOAD build|change N   the same for a stack workload
///   benchmarks write NAME FILE                        a named workload as a system file (for kiwi)

let usage = """
    usage: benchmarks replay FILE [--seconds S] [--json] | benchmarks [--seconds S] [--json] [--build-only | --suggest-only] [WORKLOAD...]
           | benchmarks count FILE build|suggest|remove N | benchmarks count STACK-WORKLOAD build|change N
           | benchmarks write WORKLOAD FILE
    """

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}

func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("benchmarks: \(message)\n".utf8))
    exit(status)
}

/// The workload in a system file, named after the file; exits 2 when the file is bad.
func loadWorkload(_ path: String) -> Workload {
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    do { return try WorkloadFile.load(path, name: name) } catch { fail(error.description, status: 2) }
}

var arguments = Array(CommandLine.arguments.dropFirst())
var seconds = 1.0
var json = false
var timed: TimedFigures?  // nil: every figure, except the largest chains' build only
var positional: [String] = []
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--json": json = true
    case "--build-only", "--suggest-only":
        let chosen: TimedFigures = argument == "--build-only" ? .build : .buildAndSuggest
        guard timed == nil || timed == chosen else { fail("--build-only and --suggest-only exclude each other\n\(usage)", status: 2) }
        timed = chosen
    case "--seconds":
        guard let text = arguments.first, let value = Double(text), value >= 0, value.isFinite else {
            fail("--seconds needs a number of seconds\n\(usage)", status: 2)
        }
        arguments.removeFirst()
        seconds = value
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        guard !argument.hasPrefix("-") else { fail("unknown option \(argument)\n\(usage)", status: 2) }
        positional.append(argument)
    }
}

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
/// The named solver workloads, each made on demand.
let all: [(String, () throws(WorkloadError) -> Workload)] = [
    ("enaml", { () throws(WorkloadError) in try NamedWorkloads.enaml(packageRoot: packageRoot) }),
    ("chain-100", { NamedWorkloads.chain(100) }), ("chain-1000", { NamedWorkloads.chain(1000) }),
    ("chain-10000", { NamedWorkloads.chain(10000) }), ("chain-100000", { NamedWorkloads.chain(100_000) }),
    ("grid-10", { NamedWorkloads.grid(10) }), ("grid-30", { NamedWorkloads.grid(30) }),
]
/// The chains whose suggestion rounds are a cascade of one pivot per view (Benchmarks/README.md):
/// checking and timing them takes minutes (chain-10000) to hours (chain-100000). A run of every
/// workload times only their build; naming one times all three figures.
let buildOnlyUnlessNamed: Set<String> = ["chain-10000", "chain-100000"]

do {
    if positional.first == "write" {
        guard positional.count == 3 else { fail(usage, status: 2) }
        guard let make = all.first(where: { $0.0 == positional[1] })?.1 else {
            fail("unknown workload \(positional[1]); the solver workloads: \(all.map(\.0).joined(separator: " "))", status: 2)
        }
        let workload: Workload
        do { workload = try make() } catch { fail(error.description, status: 2) }
        guard FileManager.default.createFile(atPath: positional[2], contents: Data(workload.systemText.utf8)) else {
            fail("cannot write \(positional[2])", status: 2)
        }
    } else if positional.first == "replay" {
        guard positional.count == 2 else { fail(usage, status: 2) }
        let workload = loadWorkload(positional[1])
        let figures = try measure(workload, seconds: seconds)
        print(json ? figures.json : Table.render([(figures, peakMegabytes())]))
    } else if positional.first == "count" {
        guard positional.count == 4, let times = Int(positional[3]), times >= 0 else { fail(usage, status: 2) }
        if let layout = StackWorkloads.all.first(where: { $0.name == positional[1] }) {
            guard let phase = CountedLayoutPhase(rawValue: positional[2]) else { fail(usage, status: 2) }
            if let constraints = phase.run(layout, times: times) {
                FileHandle.standardError.write(Data("\(layout.name): \(constraints) constraints in play\n".utf8))
            }
        } else {
            guard let phase = CountedPhase(rawValue: positional[2]) else { fail(usage, status: 2) }
            try phase.run(loadWorkload(positional[1]), times: times)
        }
    } else {
        let layouts = StackWorkloads.all
        let unknown = positional.filter { name in !all.contains { $0.0 == name } && !layouts.contains { $0.name == name } }
        guard unknown.isEmpty else {
            let names = all.map(\.0) + layouts.map(\.name)
            fail("unknown workload \(unknown[0]); the workloads: \(names.joined(separator: " "))", status: 2)
        }
        let chosen = positional.isEmpty ? all : all.filter { positional.contains($0.0) }
        var results: [(Figures, Double)] = []
        for (index, (name, make)) in chosen.enumerated() {
            FileHandle.standardError.write(Data("[\(index + 1)/\(chosen.count)] \(name)…\n".utf8))
            let workload: Workload
            do { workload = try make() } catch { fail(error.description, status: 2) }
            let figures = try measure(
                workload, seconds: seconds,
                timed: timed ?? (positional.isEmpty && buildOnlyUnlessNamed.contains(name) ? .build : .all))
            results.append((figures, peakMegabytes()))
            if json { print(figures.json) }
        }
        if !json && !results.isEmpty { print(Table.render(results)) }
        let chosenLayouts = positional.isEmpty ? layouts : layouts.filter { positional.contains($0.name) }
        if !chosenLayouts.isEmpty && !json { print("\nstack workload          build + first layout µs   one change laid out ns") }
        for workload in chosenLayouts {
            FileHandle.standardError.write(Data("[stack] \(workload.name)…\n".utf8))
            let (build, change) = try measure(workload, seconds: seconds)
            print(json
                ? "{\"workload\": \"\(workload.name)\", \"build_us\": \(fixed(build, 3)), \"change_ns\": \(fixed(change, 1))}"
                : "\(workload.name.padding(toLength: 24, withPad: " ", startingAt: 0))\(fixed(build, 1).leftPadded(26))\(fixed(change, 0).leftPadded(25))")
        }
    }
} catch {
    fail("WRONG ANSWER: \(error.description)")
}

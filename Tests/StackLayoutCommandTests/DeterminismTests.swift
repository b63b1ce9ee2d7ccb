import Foundation
import Testing

/// The same file gives byte-identical answers in separate processes, whose hash seeds differ.
@Suite struct DeterminismTests {
    /// The built `stacklayout` executable, beside the test bundle.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("stacklayout")
    }

    func run(_ file: String) throws -> String {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = ["solve", file]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }

    @Test func solveIsIdenticalAcrossProcesses() throws {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let enaml = package.appendingPathComponent("Benchmarks/Workloads/enaml.json").standardized.path
        try #require(FileManager.default.fileExists(atPath: Self.executable.path), "build stacklayout first")
        let first = try run(enaml)
        #expect(first.hasPrefix("{\n  \"values\": {\"left\": 0, "))
        for _ in 0..<4 { #expect(try run(enaml) == first) }
    }
}

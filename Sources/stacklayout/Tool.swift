import Foundation

/// What one run of the tool printed and its exit status.
struct ToolResult: Equatable {
    var output = ""
    var errorOutput = ""
    var status: Int32 = 0
}

/// The command line: `solve`, `inspect`; parsing arguments and files, printing results.
enum Tool {
    static let usage = """
        usage: stacklayout solve FILE            solve a constraint system (formats.md §1); - reads standard input
               stacklayout help                  this text
        """

    /// Runs the tool on `arguments` (without the program name). `read` returns a file's text
    /// (`-` for standard input).
    static func run(_ arguments: [String], read: (String) throws -> String = readFile) -> ToolResult {
        guard let command = arguments.first else { return ToolResult(errorOutput: usage + "\n", status: 2) }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "solve":
            guard rest.count == 1 else { return usageError("solve takes one FILE") }
            return withFile(rest[0], read: read) { json throws(FormatError) in
                ToolResult(output: SolveCommand.run(try ConstraintSystem(json)))
            }
        case "help", "--help", "-h":
            return ToolResult(output: usage + "\n")
        default:
            return usageError("unknown command \(command)")
        }
    }

    static func usageError(_ message: String) -> ToolResult {
        ToolResult(errorOutput: "stacklayout: \(message)\n\(usage)\n", status: 2)
    }

    /// Reads and parses `path`, then runs `body`; any failure becomes one line on standard error
    /// and exit status 2.
    static func withFile(
        _ path: String, read: (String) throws -> String, _ body: (JSON) throws(FormatError) -> ToolResult
    ) -> ToolResult {
        let name = path == "-" ? "standard input" : path
        let text: String
        do { text = try read(path) } catch {
            return ToolResult(errorOutput: "stacklayout: cannot read \(name)\n", status: 2)
        }
        do {
            return try body(try JSON.parse(text))
        } catch let error as JSONSyntaxError {
            return ToolResult(errorOutput: "stacklayout: \(name): \(error)\n", status: 2)
        } catch let error as FormatError {
            return ToolResult(errorOutput: "stacklayout: \(name): \(error)\n", status: 2)
        } catch {
            return ToolResult(errorOutput: "stacklayout: \(name): \(error)\n", status: 2)
        }
    }

    static func readFile(_ path: String) throws -> String {
        if path == "-" {
            return String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CocoaError(.fileReadNoSuchFile)
        }
        return String(decoding: data, as: UTF8.self)
    }
}

import ConstraintSystemFormat
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
        usage: stacklayout solve FILE                      solve a constraint system (Docs/Formats.md §1); - reads standard input
               stacklayout inspect FILE [--format text|json] [--svg OUT.svg] [--html OUT.html]
                                                         lay out a layout (Docs/Formats.md §2) and print its constraints and frames
               stacklayout explain FILE ITEM             why a view or guide is where it is: the constraints that hold it
               stacklayout reference                     print the constraints a stack view generates, case by case
               stacklayout help                          this text
        """

    /// Runs the tool on `arguments` (without the program name). `read` returns a file's text
    /// (`-` for standard input).
    static func run(
        _ arguments: [String], read: (String) throws -> String = readFile,
        write: (String, String) throws -> Void = writeFile
    ) -> ToolResult {
        guard let command = arguments.first else { return ToolResult(errorOutput: usage + "\n", status: 2) }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "solve":
            guard rest.count == 1 else { return usageError("solve takes one FILE") }
            return withFile(rest[0], read: read) { text throws(FormatError) in
                ToolResult(output: SolveCommand.run(try ConstraintSystem(parsing: text)))
            }
        case "inspect":
            return inspect(rest, read: read, write: write)
        case "explain":
            guard rest.count == 2 else { return usageError("explain takes a FILE and a view or guide name") }
            return withFile(rest[0], read: read) { text throws(FormatError) in
                ToolResult(output: try ExplainCommand.run(try LayoutDocument(try JSON.parse(formatText: text)), item: rest[1]))
            }
        case "reference":
            guard rest.isEmpty else { return usageError("reference takes no arguments") }
            return ToolResult(output: ReferenceCommand.run())
        case "help", "--help", "-h":
            return ToolResult(output: usage + "\n")
        default:
            return usageError("unknown command \(command)")
        }
    }

    /// `inspect FILE [--format text|json] [--svg OUT]`.
    static func inspect(
        _ arguments: [String], read: (String) throws -> String, write: (String, String) throws -> Void
    ) -> ToolResult {
        var file: String?
        var format = InspectCommand.Format.text
        var svg: String?
        var html: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--format":
                switch rest.popFirst() {
                case "text": format = .text
                case "json": format = .json
                default: return usageError("--format takes text or json")
                }
            case "--svg":
                guard let path = rest.popFirst() else { return usageError("--svg takes a file name") }
                svg = path
            case "--html":
                guard let path = rest.popFirst() else { return usageError("--html takes a file name") }
                html = path
            default:
                guard file == nil, !argument.hasPrefix("--") else { return usageError("unexpected argument \(argument)") }
                file = argument
            }
        }
        guard let file else { return usageError("inspect takes a FILE") }
        return withFile(file, read: read) { text throws(FormatError) in
            let document = try LayoutDocument(try JSON.parse(formatText: text))
            let report = try InspectCommand.Report(document)
            let output = InspectCommand.render(report, format: format)
            if let svg {
                do { try write(svg, SVGPicture.render(report)) } catch {
                    return ToolResult(errorOutput: "stacklayout: cannot write \(svg)\n", status: 2)
                }
            }
            if let html {
                let page = ReportPage.render(report, title: file)
                do { try write(html, page) } catch {
                    return ToolResult(errorOutput: "stacklayout: cannot write \(html)\n", status: 2)
                }
            }
            return ToolResult(output: output)
        }
    }

    static func usageError(_ message: String) -> ToolResult {
        ToolResult(errorOutput: "stacklayout: \(message)\n\(usage)\n", status: 2)
    }

    /// Reads `path`, then runs `body` on its text; any failure becomes one line on standard error
    /// and exit status 2.
    static func withFile(
        _ path: String, read: (String) throws -> String, _ body: (String) throws(FormatError) -> ToolResult
    ) -> ToolResult {
        let name = path == "-" ? "standard input" : path
        let text: String
        do { text = try read(path) } catch {
            return ToolResult(errorOutput: "stacklayout: cannot read \(name)\n", status: 2)
        }
        do { return try body(text) } catch {
            return ToolResult(errorOutput: "stacklayout: \(name): \(error)\n", status: 2)
        }
    }

    static func writeFile(_ path: String, _ text: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw CocoaError(.fileWriteUnknown)
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

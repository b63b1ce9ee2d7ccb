import Foundation

/// The value of an environment variable, or nil.
func environmentValue(_ name: String) -> String? {
    ProcessInfo.processInfo.environment[name]
}

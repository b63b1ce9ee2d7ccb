import Foundation

/// Names for views and guides made without one, for logs: the type's name and a number counted
/// per process from 1 (`View:1`, `StackView:2`), as UIKit prints a type and an address.
enum AutomaticName {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var count = 0

    /// `TYPE:N` with the next number.
    static func next(for type: Any.Type) -> String {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return "\(type):\(count)"
    }
}

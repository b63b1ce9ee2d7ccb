import Foundation

/// Names for views and guides made without one, for logs: the type's name and a number counted
/// per process from 1 (`View:1`, `StackView:2`), as UIKit prints a type and an address.
enum AutomaticName {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var count = 0

    /// The next number (cheap: a view takes one when it is made, and spells its name only when
    /// asked; a layout engine takes one as its serial, never reused).
    static func nextNumber() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }

    /// `TYPE:N`.
    static func name(for type: Any.Type, number: Int) -> String { "\(type):\(number)" }
}

/// How strongly a constraint should hold, in (0, 1000]; 1000 is required.
///
/// Priorities are strict: a constraint of priority p is never violated to satisfy any number of
/// constraints of lower priority. Every distinct value is a level of its own (999.5 sits between
/// 999 and 1000). Values are stored as `Float`, as UIKit does.
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ value: Float) { self.rawValue = value }
    public init(floatLiteral value: Float) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required: Priority = 1000
    /// 750: the default compression resistance.
    public static let defaultHigh: Priority = 750
    /// 250: the default content hugging.
    public static let defaultLow: Priority = 250
    /// 50: the level at which a fitting size pulls towards its target.
    public static let fittingSizeLevel: Priority = 50

    /// True for 1000.
    public var isRequired: Bool { rawValue == 1000 }

    /// True when the value lies in (0, 1000].
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority `rhs` above `lhs`, as UIKit writes `.defaultHigh + 1`.
    public static func + (lhs: Priority, rhs: Float) -> Priority { Priority(lhs.rawValue + rhs) }

    /// A priority `rhs` below `lhs`.
    public static func - (lhs: Priority, rhs: Float) -> Priority { Priority(lhs.rawValue - rhs) }

    public var description: String {
        abs(rawValue) < 1e9 && Float(Int(rawValue)) == rawValue ? String(Int(rawValue)) : String(rawValue)
    }
}

/// A number as every text of this package writes it — expressions, constraints, frames, JSON:
/// an integer without a fraction, never `-0`, anything else in Swift's shortest form that reads
/// back exactly (`0.5`, `1e+20`, `inf`).
///
/// It lives here because Cassowary is the lowest module and must stay free of Foundation, and
/// every other module (StackLayout, ConstraintSystemFormat, the tool, the benchmarks) depends on
/// it; `package` access keeps it out of Cassowary's public API.
package func formatted(_ value: Double) -> String {
    if value == 0 { return "0" }
    if abs(value) < 1e15, Double(Int64(value)) == value { return String(Int64(value)) }
    return String(value)
}

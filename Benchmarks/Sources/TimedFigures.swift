/// Which of a replay's three figures are timed (Benchmarks/README.md): the largest chains are
/// measured a figure at a time, their removals taking far longer than their builds.
enum TimedFigures {
    /// Build, suggestion round and removal.
    case all
    /// The build alone, checked after the build (`--build-only`).
    case build
    /// The build and one suggestion round, checked after the build and after every round; no
    /// removal (`--suggest-only`).
    case buildAndSuggest
}

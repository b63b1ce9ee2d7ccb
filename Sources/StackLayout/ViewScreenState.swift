/// What a view knows of the screen it is on, beyond its constraints, that every layout reads: the
/// safe area and the margins derived from it (kept by `View`, read through its extensions; what
/// few views use is in `ViewRareState`).
struct ViewScreenState {
    /// The safe-area insets derived at the last layout.
    var safeAreaInsets = EdgeInsets.zero
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    /// The margins the solver forms were last derived with.
    var derivedMargins: DirectionalEdgeInsets?
}

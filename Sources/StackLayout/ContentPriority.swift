extension Priority {
    /// True for a content hugging or compression resistance priority: any value in [0, 1000], as
    /// UIKit accepts (a constraint's priority must lie in (0, 1000]).
    var isValidContentPriority: Bool { rawValue >= 0 && rawValue <= 1000 }
}

extension View {
    /// The reader's preferred text size (UIKit's `preferredContentSizeCategory` trait), `large` by
    /// default. Labels with a text style take their size from the **root** view's category;
    /// setting it on a view with a superview has no effect until that view is a root.
    public var contentSizeCategory: ContentSizeCategory {
        get { superview?.contentSizeCategory ?? rareState.contentSizeCategory }
        set {
            rareState.contentSizeCategory = newValue
            for case let label as Label in subtree { label.measure() }
        }
    }
}

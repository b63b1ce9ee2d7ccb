/// The hierarchy and activation calls under UIKit's names, which never throw: what UIKit treats
/// as a programmer error (adding a view to its own descendant, activating a constraint between
/// views with no common ancestor, an invalid constant or priority) is reported to the root view's
/// `layoutIssueHandler` and changes nothing. The `…OrThrow` variants throw the same errors instead.
extension View {
    /// Adds `view` as the last subview (removing it from any other superview first); adding this
    /// view or an ancestor is reported and refused.
    public func addSubview(_ view: View) {
        do { try addSubviewOrThrow(view) } catch { reportIssue(error) }
    }

    /// Inserts `view` among the subviews at `index` (clamped to the valid range); inserting this
    /// view or an ancestor is reported and refused.
    public func insertSubview(_ view: View, at index: Int) {
        do { try insertSubviewOrThrow(view, at: index) } catch { reportIssue(error) }
    }
}

extension View {
    /// Installs `constraint` on this view, the older UIKit way (`activate` picks the nearest
    /// common ancestor instead). Every item must be this view, a descendant or one of their
    /// guides; one that is not, or an invalid constraint, is reported and refused.
    public func addConstraint(_ constraint: LayoutConstraint) {
        guard !constraint.isActive else { return }
        do throws(LayoutError) {
            try constraint.validate()
            guard constraint.hasItems(within: self) else { throw .constraintOutsideView(constraint: constraint.description, view: id) }
            constraint.install(on: self)
        } catch {
            reportIssue(error)
        }
    }

    /// `addConstraint(_:)` for each constraint.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates `constraint` when this view holds it.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        if constraint.owner === self { constraint.deactivate() }
    }

    /// `removeConstraint(_:)` for each constraint.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }
}

extension Optional where Wrapped == LayoutAttribute {
    /// UIKit's second attribute for a constraint with no second item: none.
    public static var notAnAttribute: LayoutAttribute? { nil }
}

extension StackView {
    /// Adds `view` at the end of the arranged views (and as a subview when it is not one); adding
    /// this stack or an ancestor is reported and refused.
    public func addArrangedSubview(_ view: View) {
        do { try addArrangedSubviewOrThrow(view) } catch { reportIssue(error) }
    }

    /// Inserts `view` among the arranged views at `index` (and as a subview when it is not one);
    /// inserting this stack or an ancestor is reported and refused.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        do { try insertArrangedSubviewOrThrow(view, at: index) } catch { reportIssue(error) }
    }

    /// A stack arranging `views` in order, with an automatic name, as UIKit's
    /// `UIStackView(arrangedSubviews:)`.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }
}

extension LayoutConstraint {
    /// Activates every constraint, each installed on the nearest common ancestor of its items.
    /// All or nothing: when one cannot be activated, none is, and the error goes to the root
    /// view's `layoutIssueHandler` (that of the first constraint's first item; standard error
    /// when it has no view).
    public static func activate(_ constraints: [LayoutConstraint]) {
        do {
            try activateOrThrow(constraints)
        } catch {
            let handler = constraints.first?.firstItem?.hostView?.rootView.layoutIssueHandler
            (handler ?? View.standardErrorIssueHandler)(.refusedChange(error))
        }
    }
}

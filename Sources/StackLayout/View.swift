import Foundation

/// A rectangle in a hierarchy, laid out by constraints, as UIKit's `UIView` (with Auto Layout).
///
/// Frames are in the superview's coordinates, origin top left, y down, and are written by
/// `layoutIfNeeded()`. A root view (one without a superview) whose `frame` you set is held at
/// that frame, like a window's root view.
///
/// Views are equal only to themselves (`===`) and hash by identity, as UIKit's.
open class View: LayoutItem, Hashable {
    // The stored properties a layout reads per view or per constraint are not checked for
    // overlapping access at run time (`@exclusivity(unchecked)`): no access to them overlaps
    // another (the closures passed while one is modified only compare identities), and the
    // checks were about 9 M instructions of a 1000-label build and first layout.
    //
    // A class keeps its stored properties in the order declared: what the passes of a layout
    // read from every view comes first, together (the hierarchy, the box, the owned constraints,
    // the flags, the name the box's variables take, the guides, the intrinsic size, content
    // priorities and baselines a stack's compile and the content-size constraints read), then the
    // frame, margins and safe area, then the rest. Each pass over a long hierarchy misses the
    // cache on every view whose fields it reads are not in a line it has read already (a
    // 10,000-label build and first layout: 5% fewer simulated read misses than with these
    // properties spread over the object).
    /// A name for printing and for the text form of constraints: the one given to `init(id:)`, or
    /// an automatic `TYPE:N` (`View:1`, `StackView:2`, numbered per process in the order views
    /// are made). Set it before the first layout: the solver's variables keep the name they were
    /// made with.
    public var id: String {
        get {
            if let name { return name }
            let automatic = AutomaticName.name(for: type(of: self), number: number)
            name = automatic
            return automatic
        }
        set { name = newValue }
    }
    /// The view this one is a subview of; `nil` for a root. Not retained: the superview holds its
    /// subviews, and clears this when it lets one go (`removeFromSuperview()`, its `deinit`).
    public private(set) var superview: View? {
        get { superviewReference?.takeUnretainedValue() }
        set { superviewReference = newValue.map(Unmanaged.passUnretained) }
    }
    /// `superview`, stored as a plain pointer: a walk up the hierarchy reads it without a retain
    /// and a release per ancestor (which reading an `unowned(unsafe)` property still costs).
    @exclusivity(unchecked) private var superviewReference: Unmanaged<View>?

    /// Calls `body` with the superview (nil for a root) borrowed, not retained: it holds this
    /// view, so it outlives a call that does not change the hierarchy.
    func withSuperview<Result>(_ body: (View?) -> Result) -> Result {
        guard let parent = superviewReference else { return body(nil) }
        return parent._withUnsafeGuaranteedRef { body($0) }
    }
    /// The subviews, back to front.
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    /// The view's solver variables and what constraints and the layout engine hold it by, made
    /// (named by `id`) when first asked for. Not a `lazy` property: this getter is small enough
    /// to be inlined where a layout reads the box, which then borrows it instead of taking it
    /// retained from a call.
    var box: LayoutBox {
        if let madeBox { return madeBox }
        return makeBox()
    }
    @exclusivity(unchecked) private var madeBox: LayoutBox?
    /// `box`, not retained: for a caller that keeps it only while the view lives.
    var unretainedBox: Unmanaged<LayoutBox> {
        if let madeBox { return Unmanaged.passUnretained(madeBox) }
        return makeUnretainedBox()
    }
    /// The active constraints this view holds (UIKit's `constraints`).
    @exclusivity(unchecked) var ownedConstraints: [LayoutConstraint] = [] {
        didSet { ownedConstraintChanges &+= 1 }
    }
    /// How many times `ownedConstraints` changed (a constraint activated or deactivated here): a
    /// stack that finds it as it left it knows that none of its generated constraints was
    /// deactivated from outside, without looking at each.
    @exclusivity(unchecked) private(set) var ownedConstraintChanges = 0
    /// True until `updateConstraints()` runs after `setNeedsUpdateConstraints()`.
    @exclusivity(unchecked) var needsUpdateConstraints = true
    /// True (the default for a view made in code, as in UIKit): the view's frame and
    /// `autoresizingMask` become constraints in its superview (`View+AutoresizingMask.swift`).
    /// Turn it off for a view you place with constraints; `addArrangedSubview` does. A root is
    /// held at its frame either way.
    @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { needsFullLayout() } }
    }

    /// Hidden views are still laid out; a stack view collapses its hidden arranged views.
    @exclusivity(unchecked) public var isHidden = false {
        didSet { if isHidden != oldValue { superview?.subviewVisibilityDidChange(self) } }
    }

    /// The view's own layout direction; `nil` inherits the superview's (left to right at the root).
    @exclusivity(unchecked) public var semanticLayoutDirection: LayoutDirection? {
        didSet { environmentDidChange() }
    }

    /// True once `frame` was set on the view: a root view is then held there.
    @exclusivity(unchecked) private(set) var isFramePinned = false
    /// The name `id` reads: the one given, or the automatic one once made.
    @exclusivity(unchecked) private var name: String?
    /// The view's place in the order views are made, for its automatic name.
    private let number = AutomaticName.nextNumber()
    /// The guides this view owns.
    @exclusivity(unchecked) public private(set) var layoutGuides: [LayoutGuide] = []
    /// What `intrinsicContentSize` answers unless overridden (`setIntrinsicContentSize(_:)`).
    @exclusivity(unchecked) private var intrinsicSizeStorage = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    /// The content hugging and compression resistance priorities, by axis.
    @exclusivity(unchecked) private var hugging: (horizontal: Priority, vertical: Priority) = (.defaultLow, .defaultLow)
    @exclusivity(unchecked) private var compressionResistance: (horizontal: Priority, vertical: Priority) = (.defaultHigh, .defaultHigh)

    /// The first baseline's distance from the top; `nil` when the view has no baseline (its bottom
    /// then stands in).
    @exclusivity(unchecked) public var firstBaselineOffset: Double? {
        didSet {
            if refuses("firstBaselineOffset", [firstBaselineOffset ?? 0]) { return firstBaselineOffset = oldValue }
            superview?.setNeedsUpdateConstraints()
            needsFullLayout()
        }
    }
    /// The last baseline's distance from the top; `nil` when the view has no baseline.
    @exclusivity(unchecked) public var lastBaselineOffset: Double? {
        didSet {
            if refuses("lastBaselineOffset", [lastBaselineOffset ?? 0]) { return lastBaselineOffset = oldValue }
            superview?.setNeedsUpdateConstraints()
            needsFullLayout()
        }
    }

    /// The frame `frame` reads.
    @exclusivity(unchecked) var frameStorage = Rect.zero
    @exclusivity(unchecked) var engine: LayoutEngine?
    /// The layout of the hierarchy rooted here while one runs.
    @exclusivity(unchecked) var layoutRun: LayoutRun?
    @exclusivity(unchecked) var margins = DirectionalEdgeInsets(all: 8) {
        didSet { environmentDidChange() }
    }
    /// The safe area and derived margins (`ViewScreenState`).
    @exclusivity(unchecked) var screen = ViewScreenState()
    /// What few views use (`ViewRareState`), made the first time it is asked for: nil for most.
    @exclusivity(unchecked) private(set) var madeRareState: ViewRareState?
    /// `madeRareState`, made if needed.
    var rareState: ViewRareState {
        if let madeRareState { return madeRareState }
        let made = ViewRareState()
        madeRareState = made
        return made
    }
    /// The constraints the view generated for itself, by what each stands for.
    @exclusivity(unchecked) var systemConstraintsByRole: [GeneratedConstraintKey: LayoutConstraint] = [:]
    /// The widest the readable content guide gets (672 points, UIKit's default). A NaN,
    /// infinite or negative width is refused and reported.
    public var readableWidth: Double = 672 {
        didSet {
            if refuses("readableWidth", [readableWidth], allowingNegative: false) { return readableWidth = oldValue }
            needsFullLayout()
        }
    }

    /// A view with an automatic name (`View:1`, …) and `frame`, as UIKit's `init(frame:)`; no
    /// intrinsic size and margins of 8. A frame other than `.zero` on a view that stays a root
    /// holds it there, as setting `frame` does. The one designated initializer: a subclass that
    /// overrides it (as UIKit subclasses override `init(frame:)`) inherits `init()` and
    /// `init(id:)`.
    public init(frame: Rect) {
        // Compared number by number: `!=` standardizes both rectangles first (a call of about 50
        // instructions per view made).
        if !frame.isIdentical(to: .zero) { self.frame = frame }
    }

    /// A view with an automatic name and a zero frame, as UIKit's `UIView()`.
    public convenience init() { self.init(frame: .zero) }

    /// A view named `id`, for files and tests, with a zero frame.
    public convenience init(id: String) {
        self.init(frame: .zero)
        self.id = id
    }

    /// Clears what refers to the view without retaining it: its box, its subviews' `superview`
    /// (they may live on), its guides' `owningView`.
    deinit {
        madeBox?.clear()
        for subview in subviews { subview.superview = nil }
        for guide in layoutGuides { guide.owningView = nil }
    }

    /// Identity: a view is equal only to itself.
    public static func == (lhs: View, rhs: View) -> Bool { lhs === rhs }

    /// Hashes the view's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The view's `id`.
    public var layoutName: String { id }

    /// The view's solver variables, and what constraints hold the view by (cleared when the view
    /// is freed).
    public var layoutBox: LayoutBox { box }

    /// Makes `box`, the first time it is asked for.
    @inline(never) private func makeBox() -> LayoutBox { makeUnretainedBox().takeUnretainedValue() }

    /// Makes `box`, the first time it is asked for, and returns it not retained (the view holds it).
    @inline(never) private func makeUnretainedBox() -> Unmanaged<LayoutBox> {
        let made = LayoutBox(self)
        madeBox = made
        return Unmanaged.passUnretained(made)
    }

    /// The frame in the superview's coordinates, from the last layout. Setting it on a root view
    /// holds the view there.
    public var frame: Rect {
        get { frameStorage }
        set {
            let values: [Double] = [newValue.origin.x, newValue.origin.y, newValue.size.width, newValue.size.height]
            if refuses("frame", values) { return }
            frameStorage = newValue
            isFramePinned = true
            recordAutoresizingFrame(newValue)
            needsFullLayout()
        }
    }

    /// The active constraints this view holds: those whose nearest common ancestor it is, and
    /// those it generated (a stack's).
    public var constraints: [LayoutConstraint] { ownedConstraints }

    // MARK: - Content

    /// The natural size of the view's content; `View.noIntrinsicMetric` (-1) in an axis for none.
    /// Read-only, as in UIKit: a subclass overrides it (`override var intrinsicContentSize: CGSize
    /// { … }`) and calls `invalidateIntrinsicContentSize()` when the answer changes; a plain view
    /// answers what `setIntrinsicContentSize(_:)` stored (none in both axes by default).
    open var intrinsicContentSize: Size { intrinsicSizeStorage }
    /// Stores the size `intrinsicContentSize` answers and invalidates it (not in UIKit, where a
    /// label's text decides it). A NaN, infinite or negative length other than
    /// `noIntrinsicMetric` is refused (the old size stays) and reported.
    public func setIntrinsicContentSize(_ size: Size) {
        if let error = intrinsicSizeError(size) { return reportIssue(error) }
        guard size != intrinsicSizeStorage else { return }
        intrinsicSizeStorage = size
        invalidateIntrinsicContentSize()
    }

    /// An intrinsic length meaning "none in this axis", as UIKit's `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric: CGFloat = -1

    /// UIKit's signal that the intrinsic size changed: the superview (a stack) updates its
    /// constraints before the next layout, which reads `intrinsicContentSize` again.
    public func invalidateIntrinsicContentSize() {
        superview?.setNeedsUpdateConstraints()
        needsFullLayout()
    }

    /// How strongly the view resists growing beyond its intrinsic size (default 250).
    public func contentHuggingPriority(for axis: LayoutAxis) -> Priority {
        axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    /// Sets the hugging priority, as UIKit any in [0, 1000] (at 0 the view does not hug at all);
    /// one outside is refused and reported.
    public func setContentHuggingPriority(_ priority: Priority, for axis: LayoutAxis) {
        guard priority.isValidContentPriority else {
            return reportIssue(.invalidContentPriority(view: id, priority: priority.rawValue))
        }
        if axis == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
        needsFullLayout()
    }

    /// How strongly the view resists shrinking below its intrinsic size (default 750).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> Priority {
        axis == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
    }

    /// Sets the compression resistance, as UIKit any in [0, 1000] (at 0 the view does not resist
    /// at all); one outside is refused and reported.
    public func setContentCompressionResistancePriority(_ priority: Priority, for axis: LayoutAxis) {
        guard priority.isValidContentPriority else {
            return reportIssue(.invalidContentPriority(view: id, priority: priority.rawValue))
        }
        if axis == .horizontal { compressionResistance.horizontal = priority } else { compressionResistance.vertical = priority }
        needsFullLayout()
    }

    /// The view whose first baseline is this view's (a stack answers its first arranged view).
    open var forFirstBaselineLayout: View { self }
    /// The view whose last baseline is this view's.
    open var forLastBaselineLayout: View { self }

    /// `subview` was hidden or shown: the view updates its constraints (a stack view collapses
    /// its hidden arranged views).
    func subviewVisibilityDidChange(_ subview: View) { setNeedsUpdateConstraints() }

    // MARK: - Direction

    /// The direction leading and trailing follow here.
    public var effectiveLayoutDirection: LayoutDirection {
        // Walked up in a loop, not by recursion: every directional constraint derived asks.
        var view = self
        while true {
            if let direction = view.semanticLayoutDirection { return direction }
            guard let parent = view.superview else { return .leftToRight }
            view = parent
        }
    }

    // MARK: - Hierarchy

    /// The view and every ancestor, nearest first.
    var ancestorsAndSelf: [View] {
        var chain: [View] = [self]
        while let parent = chain.last!.superview { chain.append(parent) }
        return chain
    }

    /// The top of the hierarchy.
    public var rootView: View { rootReference.takeUnretainedValue() }

    /// The top of the hierarchy, not retained: each ancestor is held by its parent (and the root
    /// by whoever holds this view's hierarchy), so the walk retains none of them (a strong local
    /// retained and released each ancestor on every walk: several per view added or laid out).
    var rootReference: Unmanaged<View> {
        var view = Unmanaged.passUnretained(self)
        while let parent = view._withUnsafeGuaranteedRef({ $0.superviewReference }) { view = parent }
        return view
    }

    /// The engine of the hierarchy (its root's), found without retaining the views on the way.
    var rootEngine: LayoutEngine? { rootReference._withUnsafeGuaranteedRef { $0.engine } }

    /// The view and all its descendants, parents before children, each view's subtree before its
    /// next sibling's. Walked with a stack of its own, not by recursion (a layout walks it several
    /// times).
    var subtree: [View] {
        var views: [View] = []
        // Not retained: each pending view is held by its superview's `subviews`, which the walk
        // does not change (a strong array retained and released every view once more).
        var pending = [Unmanaged.passUnretained(self)]
        while let next = pending.popLast() {
            // Pushed last to first, so the first is popped first; each read in place.
            next._withUnsafeGuaranteedRef { view in
                var index = view.subviews.count
                while index > 0 {
                    index -= 1
                    pending.append(Unmanaged.passUnretained(view.subviews[index]))
                }
            }
            views.append(next.takeUnretainedValue())
        }
        return views
    }

    /// `addSubview(_:)` for callers that want the error: adds `view` as the last subview
    /// (removing it from any other superview first).
    /// - Throws: `viewIsAncestor` when `view` is this view or one of its ancestors.
    public func addSubviewOrThrow(_ view: View) throws(LayoutError) {
        try insertSubviewOrThrow(view, at: subviews.count)
    }

    /// `insertSubview(_:at:)` for callers that want the error: inserts `view` among the subviews
    /// at `index` (clamped to the valid range).
    /// - Throws: `viewIsAncestor` when `view` is this view or one of its ancestors.
    public func insertSubviewOrThrow(_ view: View, at index: Int) throws(LayoutError) {
        // Walked without an array and without retains (as `rootReference`): every subview added
        // goes through here. The walk ends at the root, whose engine is told below.
        let added = Unmanaged.passUnretained(view).toOpaque()
        var root = Unmanaged.passUnretained(self)
        while true {
            if root.toOpaque() == added { throw .viewIsAncestor(view: view.id, of: id) }
            guard let parent = root._withUnsafeGuaranteedRef({ $0.superviewReference }) else { break }
            root = parent
        }
        let engine = root._withUnsafeGuaranteedRef { $0.engine }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, clampedAt: index)
            engine?.hierarchyDidChange()
            return
        }
        view.removeFromSuperview()
        view.engine = nil
        subviews.insert(view, clampedAt: index)
        view.superview = self
        setNeedsUpdateConstraints(noting: engine)
        engine?.hierarchyDidChange()
        engine?.environmentDidChange()
    }

    /// Takes the view out of its superview; constraints that related it to views outside its
    /// subtree are deactivated, as in UIKit.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsUpdateConstraints()
        let engine = parent.rootEngine
        engine?.hierarchyDidChange()
        engine?.environmentDidChange()
        // Only the old ancestors can hold a constraint that reaches into the removed subtree.
        for owner in parent.ancestorsAndSelf {
            LayoutConstraint.uninstall(owner.ownedConstraints.lazy.filter { !$0.hasItems(within: owner) })
        }
    }

    /// Called before `subview` leaves this view (a stack view drops it from its arranged views).
    open func willRemoveSubview(_ subview: View) {}

    // MARK: - Guides

    /// Adds a guide owned by this view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
        needsFullLayout()
    }

    /// Removes a guide; the constraints that use it are deactivated.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        layoutGuides.removeAll { $0 === guide }
        for view in rootView.subtree {
            LayoutConstraint.uninstall(view.ownedConstraints.lazy.filter { $0.firstItem === guide || $0.secondItem === guide })
        }
        guide.owningView = nil
        needsFullLayout()
    }

    // MARK: - Updating constraints

    /// Override to create or update constraints before layout (call `super`). Called by
    /// `layoutIfNeeded()` on every view that needs it, parents first.
    open func updateConstraints() {}

    /// Tells the hierarchy's layout engine that the solver form of any constraint may have
    /// changed: something it reads outside the constraint (a layout direction, margins, the
    /// hierarchy) did.
    func environmentDidChange() { rootEngine?.environmentDidChange() }

    /// Tells the hierarchy's layout engine that its next layout must gather every constraint:
    /// something a view generates constraints from changed. Every input of
    /// `appendSystemConstraints(isRoot:to:)` and of baseline constraints calls it.
    func needsFullLayout() { rootEngine?.needsFullLayout() }

    /// Asks for `updateConstraints()` before the next layout.
    public func setNeedsUpdateConstraints() { setNeedsUpdateConstraints(noting: rootEngine) }

    /// `setNeedsUpdateConstraints()` for a caller that has the hierarchy's engine (`engine`)
    /// already: finding it walks up to the root. (What a subclass adds
    /// to asking goes in an override of this one, which both take.)
    func setNeedsUpdateConstraints(noting engine: LayoutEngine?) {
        needsUpdateConstraints = true
        engine?.viewNeedsUpdate(self)
    }

    /// How many superviews the view has.
    var depth: Int {
        var count = 0
        var view = self
        while let parent = view.superview { (count, view) = (count + 1, parent) }
        return count
    }

    // MARK: - Issues

    /// Where the root view sends what a layout could not do: unsatisfiable constraints and
    /// refused changes. Default: standard error.
    public var layoutIssueHandler: (LayoutIssue) -> Void = View.standardErrorIssueHandler

    /// Set on the root: the display's pixels per point (1, 2 or 3, UIKit's `displayScale`).
    /// Layout then rounds every frame's edges to the nearest pixel, as UIKit does; `nil` (the
    /// default) keeps the solver's exact values. A value that is not finite and positive is
    /// refused (the old one stays) and reported.
    public var displayScale: Double? {
        didSet {
            guard let scale = displayScale, !(scale.isFinite && scale > 0) else { return }
            displayScale = oldValue
            reportIssue(.invalidGeometry(view: id, property: "displayScale", values: [scale]))
        }
    }

    /// Writes an issue to standard error (the default `layoutIssueHandler`).
    public static let standardErrorIssueHandler: @Sendable (LayoutIssue) -> Void = { issue in
        FileHandle.standardError.write(Data((issue.description + "\n").utf8))
    }

    /// Gives `issue` to the root's handler: after the running layout, or at once (as a layout of
    /// its own, so what the handler asks for is not re-entrant either).
    func reportIssue(_ issue: LayoutIssue) {
        let root = rootView
        root.withinLayout { root.layoutRun!.issues.append(issue) }
    }

    func reportIssue(_ error: LayoutError) { reportIssue(.refusedChange(error)) }

    /// Reports and returns true when a value set on `property` is NaN or infinite (or negative,
    /// where that is not allowed) or beyond `LayoutLimits.maximumMagnitude`; the caller then keeps
    /// the old value.
    func refuses(_ property: String, _ values: [Double], allowingNegative: Bool = true) -> Bool {
        if values.contains(where: { !$0.isFinite || (!allowingNegative && $0 < 0) }) {
            reportIssue(.invalidGeometry(view: id, property: property, values: values))
            return true
        }
        guard let large = values.first(where: { !LayoutLimits.accepts($0) }) else { return false }
        reportIssue(.beyondMaximumMagnitude(what: "the \(property) of \(id)", value: large))
        return true
    }
}

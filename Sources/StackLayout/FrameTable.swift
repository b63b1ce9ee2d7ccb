import Cassowary

/// Writes a hierarchy's frames after each layout, only those the layout can have moved.
///
/// A frame is the item's box in root coordinates, its edges aligned to the pixel grid, relative
/// to the aligned origin of its superview's (or owning view's) bounds: it depends on the item's
/// four variables and on its superview's left and top. After a full layout the table walks every
/// item: it writes each frame, gives each item a *place* (its index in the table), and
/// notes the item each solver variable belongs to and, beside each item, its variables' ids, its
/// superview's place and the frame written. Until the next walk, a layout writes only the frames
/// of the items whose variables `Solver.updateVariables()` moved and of the subviews and guides of
/// views whose left or top moved, reading values by id, without a lookup, and touches an item
/// only when its frame changed.
struct FrameTable {
    /// What writing an item's frame reads, kept beside the item (no object is touched unless its
    /// frame changed).
    ///
    /// The item itself is held unretained, and its frame written without retaining it. Every
    /// item of the table stays in the hierarchy until the next walk: whatever takes one out (a
    /// subview removed or moved, a guide removed) marks the engine for a full layout, whose walk
    /// replaces the table before a frame is written (`View.layOut()` asks for the walk when a
    /// pass marked it, too), and meanwhile superviews hold their subviews, owners their guides
    /// and the caller of the layout the root (no retain and release per frame written).
    private struct Slot {
        /// The view, nil for a guide.
        let view: Unmanaged<View>?
        /// The guide, nil for a view.
        let guide: Unmanaged<LayoutGuide>?
        var ids: LayoutBox.IDs
        /// The place of the superview or owning view; -1 for the root.
        var parent: Int32
        /// The origin of the item's bounds (a scroll view's content offset; zero for a guide).
        var boundsOrigin: Point
        /// The frame last written.
        var frame: Rect
        /// True for a view with subviews or guides (placed relative to its left and top).
        var hasChildren: Bool
        /// The places of the item's first guide or subview and of its next sibling (guides, then
        /// subviews, in order); -1 for none: a write finds the children of a view that moved
        /// without touching a view.
        var firstChild: Int32 = -1
        var nextSibling: Int32 = -1
        /// True for a root whose frame was set: it keeps that frame.
        var keepsFrame: Bool
        /// True for a view whose frame-dependent inputs can depend on its frame or its
        /// superview's (`View.derivesInputsFromFrames(superview:)`, as of the walk).
        var derivesFromFrames: Bool
    }

    /// The items of the hierarchy, by place.
    private var slots: [Slot] = []
    /// By variable index: the place of the item whose box holds the variable (-1: none).
    private var placeOfVariable: [Int32] = []
    /// By place: the write that last queued the item.
    private var marks: [Int] = []
    private var writes = 0
    /// The variables the solver moved since frames were last written (`noteMoved(_:)`).
    var moved: [Solver.VariableID] = []
    /// The display scale of the last walk; nil before the first.
    private var walkedScale: Double??
    /// How many frames (of views and guides) have been written.
    private(set) var written = 0

    /// Notes `ids` (from `Solver.updateVariables()`) as moved: taken as they are when nothing
    /// else moved since the last write, the common case (an append copies every id).
    mutating func noteMoved(_ ids: consuming [Solver.VariableID]) {
        if moved.isEmpty { moved = ids } else { moved += ids }
    }

    /// What `writeFrames` did: walked every item, deriving each view's frame-dependent inputs on
    /// the way, or wrote only the frames that moved.
    enum Written {
        /// Every frame written; true when a view's derived inputs changed.
        case everyFrame(inputsChanged: Bool)
        /// Only moved frames written: the views whose frame-dependent inputs may have changed
        /// (for `View.updateFrameDependentInputs(startingAt:)`): of the views that derive anything
        /// from frames, those whose frames changed, the subviews of those whose size changed, and
        /// the owners of guides whose frames changed.
        case movedFrames(deriving: [View])
    }

    /// Writes the frames of `root`'s hierarchy from `solver`: every frame when `everything` (or
    /// when the table cannot find what moved: before its first walk, at a new display scale, or
    /// when a variable is new since the last walk), else those the variables moved since the
    /// last write can have changed. A walk of every frame calls `derive` on each view (given its
    /// superview) once its frame and guides' frames are written and before its subviews': the
    /// inputs are derived parents first, in the walk, which touches the view anyway (a pass of
    /// its own over a long hierarchy misses the cache on every view again).
    mutating func writeFrames(
        of root: View, from solver: Solver, everything: Bool, derive: (View, _ superview: View?) -> Bool
    ) -> Written {
        let grid = PixelGrid(scale: root.displayScale)
        if !everything && walkedScale == .some(grid.scale), let changed = writeMovedFrames(grid: grid, solver: solver) {
            return .movedFrames(deriving: changed)
        }
        // Sized for the walk: each item of the hierarchy has four variables in the solver.
        slots = []
        slots.reserveCapacity(solver.variableCount / 4 + 1)
        marks = []
        marks.reserveCapacity(solver.variableCount / 4 + 1)
        placeOfVariable = Array(repeating: -1, count: solver.variableCount)
        moved = []
        walkedScale = .some(grid.scale)
        var inputsChanged = false
        walk(root, superview: root.superview, parent: -1, parentOrigin: .zero, grid: grid, solver: solver) { view, superview in
            if derive(view, superview) { inputsChanged = true }
        }
        return .everyFrame(inputsChanged: inputsChanged)
    }

    /// Writes the frames of `view`, its guides and its subtree, registering each, each relative to
    /// the (aligned) origin of the superview's or owning view's bounds. A root whose frame was set
    /// keeps that frame (the caller's, even while its `UIView-Encapsulated-Layout` constraints are
    /// broken); its subviews are placed relative to where the solver put it. Subviews and guides
    /// are placed in the bounds' coordinates (a scroll view's content moves by its offset).
    /// `superview` is the view's, passed down by the walk; `derive` is called on each view before
    /// its subviews are walked.
    @discardableResult
    private mutating func walk(
        _ view: View, superview: View?, parent: Int32, parentOrigin: Point, grid: PixelGrid, solver: Solver,
        derive: (View, View?) -> Void
    ) -> Int32 {
        let keepsFrame = superview == nil && view.isFramePinned
        let place = register(
            view.box, view: view, guide: nil, parent: parent, boundsOrigin: view.boundsOrigin,
            hasChildren: !view.subviews.isEmpty || !view.layoutGuides.isEmpty, keepsFrame: keepsFrame,
            derivesFromFrames: view.derivesInputsFromFrames(superview: superview), solver)
        let rect = grid.aligned(slots[Int(place)].ids, in: solver)
        if !keepsFrame {
            view.frameStorage = PixelGrid.relative(rect, to: parentOrigin)
            written += 1
        }
        slots[Int(place)].frame = view.frameStorage
        let bounds = Point(x: rect.origin.x - view.boundsOrigin.x, y: rect.origin.y - view.boundsOrigin.y)
        var previous: Int32 = -1
        /// Links `child` after the child before it.
        func link(_ child: Int32, in table: inout FrameTable) {
            if previous < 0 { table.slots[Int(place)].firstChild = child } else { table.slots[Int(previous)].nextSibling = child }
            previous = child
        }
        // Each read borrowed from its array: a `for` loop retained and released every subview
        // and, for a view without guides, the empty array.
        view.layoutGuides.forEachBorrowed { guide in
            let guidePlace = register(
                guide.box, view: nil, guide: guide, parent: place, boundsOrigin: .zero, hasChildren: false, keepsFrame: false,
                derivesFromFrames: false, solver)
            guide.frame = PixelGrid.relative(grid.aligned(slots[Int(guidePlace)].ids, in: solver), to: bounds)
            slots[Int(guidePlace)].frame = guide.frame
            written += 1
            link(guidePlace, in: &self)
        }
        derive(view, superview)
        view.subviews.forEachBorrowed { subview in
            link(walk(subview, superview: view, parent: place, parentOrigin: bounds, grid: grid, solver: solver, derive: derive), in: &self)
        }
        return place
    }

    /// Gives `box` the next place, with its variables' ids in `solver`; returns the place.
    private mutating func register(
        _ box: LayoutBox, view: View?, guide: LayoutGuide?, parent: Int32, boundsOrigin: Point, hasChildren: Bool, keepsFrame: Bool,
        derivesFromFrames: Bool, _ solver: Solver
    ) -> Int32 {
        let place = Int32(slots.count)
        let ids = LayoutBox.IDs(
            left: solver.id(of: box.left), top: solver.id(of: box.top),
            width: solver.id(of: box.width), height: solver.id(of: box.height))
        slots.append(Slot(
            view: view.map(Unmanaged.passUnretained), guide: guide.map(Unmanaged.passUnretained), ids: ids,
            parent: parent, boundsOrigin: boundsOrigin, frame: .zero, hasChildren: hasChildren, keepsFrame: keepsFrame,
            derivesFromFrames: derivesFromFrames))
        marks.append(0)
        // One by one, not through an array of the four (one allocated per item).
        if let id = ids.left { placeOfVariable[id.index] = place }
        if let id = ids.top { placeOfVariable[id.index] = place }
        if let id = ids.width { placeOfVariable[id.index] = place }
        if let id = ids.height { placeOfVariable[id.index] = place }
        return place
    }

    /// Writes the frames of the items whose variables moved since the last write, and of the
    /// subviews and guides of views whose left or top moved, and returns what `writeFrames`
    /// returns; nil, writing nothing, when a moved variable is new since the last walk (the table
    /// cannot place it: the caller walks). Slots are read in place (a slot copied out is over a
    /// hundred bytes) and an item's object is touched only when its frame changed, once.
    private mutating func writeMovedFrames(grid: PixelGrid, solver: Solver) -> [View]? {
        writes += 1
        var queued: [Int32] = []
        queued.reserveCapacity(moved.count)
        for id in moved {
            // Checked here, not by a pass of its own over the moved variables before.
            guard id.index < placeOfVariable.count else { return nil }
            let place = placeOfVariable[id.index]
            guard place >= 0 else { continue }  // a variable of an item no longer in the hierarchy
            if mark(place) { queued.append(place) }
            guard slots[Int(place)].hasChildren, id == slots[Int(place)].ids.left || id == slots[Int(place)].ids.top
            else { continue }
            var child = slots[Int(place)].firstChild
            while child >= 0 {
                if mark(child) { queued.append(child) }
                child = slots[Int(child)].nextSibling
            }
        }
        moved = []
        var changed: [View] = []
        // Siblings are queued together: their parent's origin is worked out once for them.
        var parent: (place: Int32, origin: Point) = (-2, .zero)
        for place in queued {
            let index = Int(place)
            guard !slots[index].keepsFrame else { continue }
            if slots[index].parent != parent.place {
                parent = (slots[index].parent, boundsOrigin(ofPlace: slots[index].parent, grid, solver))
            }
            let frame = PixelGrid.relative(grid.aligned(slots[index].ids, in: solver), to: parent.origin)
            written += 1
            let old = slots[index].frame
            guard !frame.isIdentical(to: old) else { continue }
            slots[index].frame = frame
            if let view = slots[index].view {
                view._withUnsafeGuaranteedRef { $0.frameStorage = frame }
                if slots[index].derivesFromFrames { changed.append(view.takeUnretainedValue()) }
                if frame.size != old.size && slots[index].hasChildren { appendSubviewsDerivingFromFrames(of: index, to: &changed) }
            } else if let guide = guide(at: index) {
                guide.frame = frame
                if slots[Int(slots[index].parent)].derivesFromFrames, let owner = guide.owningView { changed.append(owner) }
            }
        }
        return changed
    }

    /// The view at `place`, nil for a guide.
    private func view(at place: Int) -> View? { slots[place].view?.takeUnretainedValue() }

    /// The guide at `place`, nil for a view.
    private func guide(at place: Int) -> LayoutGuide? { slots[place].guide?.takeUnretainedValue() }

    /// Appends to `views` the subviews of the view at `place` that derive inputs from frames, in
    /// order, found by the place links: no subview touched that does not.
    private func appendSubviewsDerivingFromFrames(of place: Int, to views: inout [View]) {
        var child = slots[place].firstChild
        while child >= 0 {
            if slots[Int(child)].derivesFromFrames, let subview = view(at: Int(child)) { views.append(subview) }
            child = slots[Int(child)].nextSibling
        }
    }

    /// Marks the item at `place` as queued by the current write; false when it was already.
    private mutating func mark(_ place: Int32) -> Bool {
        guard place >= 0, marks[Int(place)] != writes else { return false }
        marks[Int(place)] = writes
        return true
    }

    /// The origin of the bounds of the view at `place` in root coordinates, aligned: where its
    /// subviews' and guides' frames are measured from (zero for no view: a root's frame).
    private func boundsOrigin(ofPlace place: Int32, _ grid: PixelGrid, _ solver: Solver) -> Point {
        guard place >= 0 else { return .zero }
        let slot = slots[Int(place)]
        let left = slot.ids.left.map(solver.value(of:)) ?? 0, top = slot.ids.top.map(solver.value(of:)) ?? 0
        return Point(x: grid.aligned(left) - slot.boundsOrigin.x, y: grid.aligned(top) - slot.boundsOrigin.y)
    }
}

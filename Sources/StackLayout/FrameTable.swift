import Cassowary

/// What a layout engine needs to write only the frames a layout moved: every item of the
/// hierarchy at a *place* (as of the last walk of every frame, `View+Frames.swift`), the place of
/// the item each solver variable belongs to, and the variables the solver moved since frames were
/// last written.
///
/// A walk of every frame starts the table afresh; until the next, a layout that adds no variable
/// finds the items it moved through `placeOfVariable` and reads their values through the ids
/// their boxes keep (`LayoutBox.ids`), without a lookup.
struct FrameTable {
    /// An item of the hierarchy, held weakly (the root holds the engine).
    struct Entry {
        weak var view: View?
        weak var guide: LayoutGuide?
    }

    /// The items of the hierarchy, by place.
    private(set) var entries: [Entry] = []
    /// By variable index: the place of the item whose box holds the variable (-1: none).
    private(set) var placeOfVariable: [Int32] = []
    /// By place: the write that last queued the item (`write`).
    private var marks: [Int] = []
    private var write = 0
    /// The variables the solver moved since frames were last written.
    var moved: [Solver.VariableID] = []
    /// The display scale of the last walk of every frame; nil before the first walk.
    private(set) var walkedScale: Double??
    /// How many frames (of views and guides) layouts have written.
    var written = 0

    /// True when the frames the solver moved cannot be found through the table: it has not
    /// walked yet, or at another scale, or a variable is new since.
    func needsWalk(scale: Double?) -> Bool {
        walkedScale != .some(scale) || moved.contains { $0.index >= placeOfVariable.count }
    }

    /// Starts a walk of every frame: the table forgets every item.
    mutating func startWalk(variableCount: Int, scale: Double?) {
        entries = []
        marks = []
        placeOfVariable = Array(repeating: -1, count: variableCount)
        moved = []
        walkedScale = .some(scale)
    }

    /// Gives `box` (of `entry`'s item) the next place and its variables' ids in `solver`.
    mutating func register(_ box: LayoutBox, of entry: Entry, in solver: Solver) {
        let place = Int32(entries.count)
        entries.append(entry)
        marks.append(0)
        box.place = place
        box.ids = LayoutBox.IDs(
            left: solver.id(of: box.left), top: solver.id(of: box.top),
            width: solver.id(of: box.width), height: solver.id(of: box.height))
        for id in [box.ids.left, box.ids.top, box.ids.width, box.ids.height] {
            if let id { placeOfVariable[id.index] = place }
        }
    }

    /// Starts a write of the frames moved since the last: the variables moved, forgotten.
    mutating func startWrite() -> [Solver.VariableID] {
        write += 1
        defer { moved = [] }
        return moved
    }

    /// Marks the item at `place` for the current write; false when it was already.
    mutating func mark(_ place: Int32) -> Bool {
        guard place >= 0, marks[Int(place)] != write else { return false }
        marks[Int(place)] = write
        return true
    }
}

import Cassowary
import Foundation

/// The pixel grid frames are rounded to: edges at the nearest multiple of 1/scale (ties away from
/// zero), as UIKit rounds frames to the display's pixels; without a scale, exact values.
struct PixelGrid {
    let scale: Double?

    /// `value` at the nearest pixel boundary.
    func aligned(_ value: Double) -> Double {
        guard let scale else { return value }
        return (value * scale).rounded() / scale
    }

    /// The rectangle of `box` in root coordinates, its four edges aligned: the size is the
    /// distance between aligned edges, so neighbours that touch still touch. Without a scale, the
    /// solver's values as they are.
    func aligned(_ box: LayoutBox, in engine: LayoutEngine) -> Rect {
        aligned(
            left: engine.value(of: box.left), top: engine.value(of: box.top),
            width: engine.value(of: box.width), height: engine.value(of: box.height))
    }

    /// The rectangle of the box whose variables have `ids` in `solver` (a variable not in the
    /// solver at 0), aligned as `aligned(_:in:)` aligns it, read without a lookup. Inlined: it is
    /// called once per frame written.
    @inline(__always)
    func aligned(_ ids: LayoutBox.IDs, in solver: Solver) -> Rect {
        func value(_ id: Solver.VariableID?) -> Double { id.map(solver.value(of:)) ?? 0 }
        return aligned(left: value(ids.left), top: value(ids.top), width: value(ids.width), height: value(ids.height))
    }

    /// The rectangle of a box at `left`, `top`, `width` and `height`, its edges aligned as
    /// `aligned(_:in:)` aligns them.
    func aligned(left: Double, top: Double, width: Double, height: Double) -> Rect {
        guard scale != nil else { return Rect(origin: Point(x: left, y: top), size: Size(width: width, height: height)) }
        let (minX, minY) = (aligned(left), aligned(top))
        let (maxX, maxY) = (aligned(left + width), aligned(top + height))
        return Rect(origin: Point(x: minX, y: minY), size: Size(width: maxX - minX, height: maxY - minY))
    }

    /// `rect` moved so that `origin` becomes its origin's zero (no standardizing, unlike
    /// `offsetBy`: a negative size from an unsatisfiable layout stays as it is). A zero is always
    /// +0: the solver can reach a zero as -0 along one sequence of pivots and +0 along another, and
    /// a frame is rewritten only when it differs (`-0 == +0`), so a -0 would stay or not depending
    /// on the layouts before.
    static func relative(_ rect: Rect, to origin: Point) -> Rect {
        // x + 0 is x, except that -0 + 0 is +0.
        Rect(
            origin: Point(x: rect.origin.x - origin.x + 0, y: rect.origin.y - origin.y + 0),
            size: Size(width: rect.size.width + 0, height: rect.size.height + 0))
    }
}

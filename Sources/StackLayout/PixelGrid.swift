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
        let (left, top) = (engine.value(of: box.left), engine.value(of: box.top))
        guard scale != nil else {
            return Rect(origin: Point(x: left, y: top), size: Size(width: engine.value(of: box.width), height: engine.value(of: box.height)))
        }
        let (minX, minY) = (aligned(left), aligned(top))
        let maxX = aligned(left + engine.value(of: box.width))
        let maxY = aligned(top + engine.value(of: box.height))
        return Rect(origin: Point(x: minX, y: minY), size: Size(width: maxX - minX, height: maxY - minY))
    }

    /// `rect` moved so that `origin` becomes its origin's zero (no standardizing, unlike
    /// `offsetBy`: a negative size from an unsatisfiable layout stays as it is).
    static func relative(_ rect: Rect, to origin: Point) -> Rect {
        Rect(origin: Point(x: rect.origin.x - origin.x, y: rect.origin.y - origin.y), size: rect.size)
    }
}

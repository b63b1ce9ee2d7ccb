import Cassowary

/// Writing frames after a layout. A frame is the item's box in root coordinates, its edges aligned
/// to the pixel grid, relative to the aligned origin of its superview's (or owning view's)
/// bounds: it depends on the item's four variables and on its superview's left and top. After a
/// layout that moved a few variables, only the items they belong to and the subviews and guides
/// of views whose left or top moved are written; after a full layout, every item.
extension View {
    /// Writes the frames of this root's hierarchy from `engine`: every frame when `everything`
    /// (or when the engine's frame table cannot find what moved), else those the variables moved
    /// since the last write can have changed. Returns the views whose frame-dependent inputs may
    /// have changed (`updateFrameDependentInputs(startingAt:)`), nil when it wrote every frame.
    func writeFrames(from engine: LayoutEngine, everything: Bool) -> [View]? {
        let grid = PixelGrid(scale: displayScale)
        if everything || engine.frames.needsWalk(scale: grid.scale) {
            engine.frames.startWalk(variableCount: engine.solver.variableCount, scale: grid.scale)
            walkFrames(from: engine, parentOrigin: .zero, grid: grid)
            return nil
        }
        return writeMovedFrames(from: engine, grid: grid)
    }

    /// Writes the frames of this view, its guides and its subtree, registering each in the
    /// engine's frame table, each relative to the (aligned) origin of the superview's or owning
    /// view's bounds. A root whose frame was set keeps that frame (the caller's, even while its
    /// `UIView-Encapsulated-Layout` constraints are broken); its subviews are placed relative to
    /// where the solver put it. Subviews and guides are placed in the bounds' coordinates (a
    /// scroll view's content moves by its offset).
    private func walkFrames(from engine: LayoutEngine, parentOrigin: Point, grid: PixelGrid) {
        let solver = engine.solver
        engine.frames.register(box, of: FrameTable.Entry(view: self), in: solver)
        let rect = grid.aligned(box.ids, in: solver)
        if superview != nil || !isFramePinned {
            frameStorage = PixelGrid.relative(rect, to: parentOrigin)
            engine.frames.written += 1
        }
        let bounds = Point(x: rect.origin.x - boundsOrigin.x, y: rect.origin.y - boundsOrigin.y)
        for guide in layoutGuides {
            engine.frames.register(guide.box, of: FrameTable.Entry(guide: guide), in: solver)
            guide.frame = PixelGrid.relative(grid.aligned(guide.box.ids, in: solver), to: bounds)
            engine.frames.written += 1
        }
        for subview in subviews { subview.walkFrames(from: engine, parentOrigin: bounds, grid: grid) }
    }

    /// Writes the frames of the items whose variables moved since the last write, and of the
    /// subviews and guides of views whose left or top moved. Returns the views whose frames
    /// changed, the subviews of those whose size changed, and the owners of guides whose frames
    /// changed.
    private func writeMovedFrames(from engine: LayoutEngine, grid: PixelGrid) -> [View] {
        var queued: [Int32] = []
        for id in engine.frames.startWrite() {
            let place = engine.frames.placeOfVariable[id.index]
            guard place >= 0 else { continue }  // a variable of an item no longer in the hierarchy
            if engine.frames.mark(place) { queued.append(place) }
            guard let view = engine.frames.entries[Int(place)].view, id == view.box.ids.left || id == view.box.ids.top
            else { continue }
            for guide in view.layoutGuides where engine.frames.mark(guide.box.place) { queued.append(guide.box.place) }
            for subview in view.subviews where engine.frames.mark(subview.box.place) { queued.append(subview.box.place) }
        }
        let solver = engine.solver
        var changed: [View] = []
        for place in queued {
            if let view = engine.frames.entries[Int(place)].view {
                guard view.superview != nil || !view.isFramePinned else { continue }
                let origin = view.superview?.boundsOriginInRoot(grid, solver) ?? .zero
                let frame = PixelGrid.relative(grid.aligned(view.box.ids, in: solver), to: origin)
                engine.frames.written += 1
                guard frame != view.frameStorage else { continue }
                if frame.size != view.frameStorage.size { changed += view.subviews }
                view.frameStorage = frame
                changed.append(view)
            } else if let guide = engine.frames.entries[Int(place)].guide, let owner = guide.owningView {
                let frame = PixelGrid.relative(grid.aligned(guide.box.ids, in: solver), to: owner.boundsOriginInRoot(grid, solver))
                engine.frames.written += 1
                guard frame != guide.frame else { continue }
                guide.frame = frame
                changed.append(owner)
            }
        }
        return changed
    }

    /// The origin of the view's bounds in root coordinates, aligned: where its subviews' and
    /// guides' frames are measured from.
    private func boundsOriginInRoot(_ grid: PixelGrid, _ solver: Solver) -> Point {
        let left = box.ids.left.map(solver.value(of:)) ?? 0
        let top = box.ids.top.map(solver.value(of:)) ?? 0
        return Point(x: grid.aligned(left) - boundsOrigin.x, y: grid.aligned(top) - boundsOrigin.y)
    }
}

import StackLayout
import Testing

/// A grid of `fillEqually` rows whose width changes: the solver keeps the stretched cells' long
/// rows deferred through the first layout and through changes that keep every cell stretched
/// (Sources/Cassowary/Tableau+DeferredRows.swift), and expands them when the cells are compressed
/// below their content. Every layout gives the frames worked out by hand, and those of a fresh
/// layout at that width.
@Suite struct FillEquallyGridTests {
    /// A vertical stack of `rows` horizontal `fillEqually` stacks of 30 cells of content size
    /// 40 × 20, 2 apart both ways, `width` wide, in a 3000 × 3000 window; with the width constraint.
    private func grid(rows: Int, width: Double) -> (root: View, width: LayoutConstraint) {
        let root = container(3000, 3000, id: "window")
        let grid = StackView(id: "grid")
        grid.axis = .vertical
        grid.spacing = 2
        grid.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(grid)
        for row in 0..<rows {
            let line = StackView(id: "row\(row)")
            line.distribution = .fillEqually
            line.spacing = 2
            for column in 0..<30 {
                let cell = View(id: "c\(row)_\(column)")
                cell.setIntrinsicContentSize(Size(width: 40, height: 20))
                line.addArrangedSubview(cell)
            }
            grid.addArrangedSubview(line)
        }
        let widthConstraint = grid.widthAnchor.constraint(equalToConstant: width)
        LayoutConstraint.activate([
            widthConstraint, grid.topAnchor.constraint(equalTo: root.topAnchor),
            grid.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        return (root, widthConstraint)
    }

    /// Every cell's frame, row by row.
    private func cellFrames(_ root: View) -> [Rect] {
        root.subviews[0].subviews.flatMap { $0.subviews.map(\.frame) }
    }

    @Test func theCellsFollowTheWidthAsAFreshLayoutDoes() {
        // 30 cells and 29 gaps of 2: a cell is (width - 58) / 30 wide, stretched above 1258 and
        // compressed below it.
        let (root, width) = grid(rows: 4, width: 1558)
        for next in [1858.0, 1258, 958, 1558, 1108, 1858] {
            width.constant = next
            root.layoutIfNeeded()
            let frames = cellFrames(root)
            let cell = (next - 58) / 30
            for (index, frame) in frames.enumerated() {
                let (row, column) = (index / 30, index % 30)
                #expect(abs(frame.width - cell) < 1e-9, "width \(next), cell \(row), \(column): \(frame.width)")
                #expect(abs(frame.x - Double(column) * (cell + 2)) < 1e-9, "width \(next), cell \(row), \(column): x \(frame.x)")
                #expect(frame.height == 20 && frame.y == 0, "width \(next), cell \(row), \(column)")
            }
            let fresh = cellFrames(grid(rows: 4, width: next).root)
            #expect(zip(frames, fresh).allSatisfy { abs($0.width - $1.width) < 1e-9 && abs($0.x - $1.x) < 1e-9 }, "width \(next)")
        }
    }
}

import Cassowary

/// The solver workloads (Benchmarks/README.md), built in code, with the answers each must give;
/// `benchmarks write NAME FILE` writes one as a file for kiwi.
enum NamedWorkloads {
    /// A row of `n` views in a container: content-size constraints (750 / 250), spacing and
    /// margins 8, the container width an edit variable at 999.
    static func chain(_ n: Int) -> Workload {
        var w = Workload(name: "chain-\(n)")
        let intrinsic = { (i: Int) in Double(20 + 5 * (i % 7)) }
        for i in 0..<n {
            w.add([(1, "w\(i)")], -intrinsic(i), .greaterThanOrEqual, 750)
            w.add([(1, "w\(i)")], -intrinsic(i), .lessThanOrEqual, 250)
            if i == 0 {
                w.add([(1, "x0")], -8, .equal)
            } else {
                w.add([(1, "x\(i)"), (-1, "x\(i - 1)"), (-1, "w\(i - 1)")], -8, .equal)
            }
        }
        w.add([(1, "cw"), (-1, "x\(n - 1)"), (-1, "w\(n - 1)")], -8, .equal)
        let base = 8 + (0..<n).reduce(0.0) { $0 + intrinsic($1) + 8 }
        w.edit("cw", 999, base)
        let cw = w.variable("cw")
        w.rounds = (0..<64).map { (k: Int) -> [(variable: Int, value: Double)] in
            [(cw, base - 100 + Double((k * 37) % 400))]
        }
        // At its natural width every view has its intrinsic width, so the last one starts at
        // the sum of the others plus the spacings.
        w.afterBuild = [
            .init(variable: "cw", value: base),
            .init(variable: "x\(n - 1)", value: base - 8 - intrinsic(n - 1)),
            .init(variable: "w\(n - 1)", value: intrinsic(n - 1)),
        ]
        // The edit (999) beats compression resistance (750): the container takes the suggested
        // width and the last view ends 8 before it (which view gives way is not unique).
        let rounds = w.rounds
        w.afterRound = { k in
            let width = rounds[k % rounds.count][0].value
            return [.init(variable: "cw", value: width), .init(terms: [(1, "x\(n - 1)"), (1, "w\(n - 1)")], value: width - 8)]
        }
        return w
    }

    /// `n` × `n` cells: rows share top and height, columns share left and width, spacing 8,
    /// content-size constraints on every cell, the container width and height edited.
    static func grid(_ n: Int) -> Workload {
        var w = Workload(name: "grid-\(n)")
        let intrinsicWidth = { (r: Int, c: Int) in Double(30 + 7 * ((r * n + c) % 5)) }
        let intrinsicHeight = { (r: Int, c: Int) in Double(20 + 3 * ((r + 2 * c) % 4)) }
        w.edit("cw", 999, 600)
        w.edit("ch", 999, 500)
        for r in 0..<n {
            for c in 0..<n {
                let cell = "\(r)_\(c)"
                w.add([(1, "w\(cell)")], -intrinsicWidth(r, c), .greaterThanOrEqual, 750)
                w.add([(1, "w\(cell)")], -intrinsicWidth(r, c), .lessThanOrEqual, 250)
                w.add([(1, "h\(cell)")], -intrinsicHeight(r, c), .greaterThanOrEqual, 750)
                w.add([(1, "h\(cell)")], -intrinsicHeight(r, c), .lessThanOrEqual, 250)
                if c == 0 {
                    w.add([(1, "x\(cell)")], -8, .equal)
                } else {
                    w.add([(1, "x\(cell)"), (-1, "x\(r)_\(c - 1)"), (-1, "w\(r)_\(c - 1)")], -8, .equal)
                }
                if r == 0 {
                    w.add([(1, "y\(cell)")], -8, .equal)
                } else {
                    w.add([(1, "y\(cell)"), (-1, "y\(r - 1)_\(c)"), (-1, "h\(r - 1)_\(c)")], -8, .equal)
                }
                if c > 0 {
                    w.add([(1, "y\(cell)"), (-1, "y\(r)_0")], 0, .equal)
                    w.add([(1, "h\(cell)"), (-1, "h\(r)_0")], 0, .equal)
                }
                if r > 0 {
                    w.add([(1, "x\(cell)"), (-1, "x0_\(c)")], 0, .equal)
                    w.add([(1, "w\(cell)"), (-1, "w0_\(c)")], 0, .equal)
                }
            }
            w.add([(1, "cw"), (-1, "x\(r)_\(n - 1)"), (-1, "w\(r)_\(n - 1)")], -8, .greaterThanOrEqual)
        }
        for c in 0..<n {
            w.add([(1, "ch"), (-1, "y\(n - 1)_\(c)"), (-1, "h\(n - 1)_\(c)")], -8, .greaterThanOrEqual)
        }
        let (cw, ch) = (w.variable("cw"), w.variable("ch"))
        w.rounds = (0..<64).map { (k: Int) -> [(variable: Int, value: Double)] in
            let width = Double(300 + (k * 53) % 700)
            let height = Double(300 + (k * 29) % 500)
            return [(cw, width), (ch, height)]
        }
        // A shared width must meet every cell's compression resistance (750) and is then as small
        // as hugging (250) allows: the largest intrinsic width of its column; heights likewise.
        let columnWidth: [Double] = (0..<n).map { c in (0..<n).map { r in intrinsicWidth(r, c) }.max()! }
        let rowHeight: [Double] = (0..<n).map { r in (0..<n).map { c in intrinsicHeight(r, c) }.max()! }
        let last = n - 1
        let lastX: Double = 8 + columnWidth.dropLast().reduce(0.0) { $0 + $1 + 8 }
        let lastY: Double = 8 + rowHeight.dropLast().reduce(0.0) { $0 + $1 + 8 }
        let contentWidth: Double = lastX + columnWidth[last] + 8
        let contentHeight: Double = lastY + rowHeight[last] + 8
        // The edits (999) beat compression resistance (750): the container takes the suggested
        // size. When the content fits, the last cell sits where the natural sizes put it; when it
        // does not, the cells give way just enough for the last to end 8 before the edge.
        let expectations = { (width: Double, height: Double) -> [Workload.Expectation] in
            var list: [Workload.Expectation] = [.init(variable: "cw", value: width), .init(variable: "ch", value: height)]
            if width >= contentWidth {
                list += [.init(variable: "x\(last)_\(last)", value: lastX), .init(variable: "w\(last)_\(last)", value: columnWidth[last])]
            } else {
                list.append(.init(terms: [(1, "x\(last)_\(last)"), (1, "w\(last)_\(last)")], value: width - 8))
            }
            if height >= contentHeight {
                list += [.init(variable: "y\(last)_\(last)", value: lastY), .init(variable: "h\(last)_\(last)", value: rowHeight[last])]
            } else {
                list.append(.init(terms: [(1, "y\(last)_\(last)"), (1, "h\(last)_\(last)")], value: height - 8))
            }
            return list
        }
        let rounds = w.rounds
        w.afterBuild = expectations(600, 500)
        w.afterRound = { k in expectations(rounds[k % rounds.count][0].value, rounds[k % rounds.count][1].value) }
        return w
    }

    /// The enaml-like form of kiwi's own benchmark, read from `Benchmarks/Workloads/enaml.json`; its solution
    /// at 400 × 600 (the first round) is known.
    static func enaml(packageRoot: String) throws(WorkloadError) -> Workload {
        var w = try WorkloadFile.load(packageRoot + "/Benchmarks/Workloads/enaml.json", name: "enaml")
        w.afterRound = { k in
            k == 0 ? [.init(variable: "fl1width", value: 303), .init(variable: "lb1top", value: 12.5)] : []
        }
        return w
    }
}

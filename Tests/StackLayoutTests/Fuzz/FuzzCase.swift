@testable import Cassowary
@testable import StackLayout

/// One view fuzz case: a cast, a handler mode and a list of operations, all drawn from a seed.
/// Running it applies every operation to a live hierarchy and to the model; after each layout it
/// checks the invariants, and the whole run is done twice to check it is deterministic.
struct FuzzCase {
    let seed: UInt64
    let cast: FuzzCast
    let handler: FuzzWorld.HandlerMode
    var operations: [FuzzOperation]

    /// A broken invariant: what kind, and the details.
    struct Failure: Error, CustomStringConvertible {
        var kind: String
        var detail: String
        var description: String { "\(kind): \(detail)" }
    }

    /// A case written out, to replay a finding.
    init(cast: FuzzCast, handler: FuzzWorld.HandlerMode = .record, operations: [FuzzOperation]) {
        (seed, self.cast, self.handler, self.operations) = (0, cast, handler, operations)
    }

    /// The case for `seed`: a random cast, then operations that build a random tree (arranged
    /// views in stacks, at most 6 deep), give most views content and every stack a random
    /// configuration, make random changes and activate constraints, a layout, and 10 to 40 random
    /// changes with layouts in between, ending with a layout.
    init(seed: UInt64) {
        self.seed = seed
        var random = FuzzRandom(seed: seed)
        cast = FuzzCast(&random)
        handler = random.pick(FuzzWorld.HandlerMode.allCases)
        var operations: [FuzzOperation] = []
        var state = FuzzState(cast: cast)
        func append(_ more: [FuzzOperation]) {
            operations += more
            for operation in more { state.apply(operation) }
        }
        if random.chance(0.7) {
            append([.setRootFrame(Rect(
                x: 0, y: Double(random.int(0...40)), width: Double(random.int(100...800)), height: Double(random.int(100...900))))])
        }
        var depth = [0]
        for view in 1..<cast.viewCount {
            let parent = random.int(0...(view - 1))
            depth.append(depth[parent] + 1)
            if depth[view] > 6 || random.chance(0.08) { continue }   // left out for later
            append([cast.isStack[parent] && random.chance(0.85)
                ? .insertArranged(view, into: parent, at: random.int(0...3))
                : .insertSubview(view, into: parent, at: random.int(0...3))])
        }
        // Content for most views, a random configuration for every stack.
        for view in 0..<cast.viewCount {
            if random.chance(0.7) { append([.setIntrinsicSize(view, FuzzIntrinsicSize(width: random.length(), height: random.length()))]) }
            if view > 0 && random.chance(0.15) { append([.setHidden(view, true)]) }
            if random.chance(0.3) { append([.setFirstBaseline(view, Double(random.int(0...30)))]) }
            guard cast.isStack[view] else { continue }
            append([
                .setAxis(view, random.pick(LayoutAxis.allCases)), .setDistribution(view, random.pick(StackDistribution.allCases)),
                .setAlignment(view, random.pick(StackAlignment.allCases)), .setSpacing(view, Double(random.int(0...12))),
            ])
            if random.chance(0.3) { append([.setBaselineRelative(view, true)]) }
            if random.chance(0.3) { append([.setMarginsRelative(view, true)]) }
            if random.chance(0.1) { append([.setFollowsReadableWidth(view, true)]) }
        }
        for _ in 0..<random.int(0...cast.viewCount) {
            append(FuzzOperation.random(&random, cast: cast, state: state).filter {
                if case .layout = $0 { false } else { true }
            })
        }
        for index in cast.constraints.indices where random.chance(0.7) { append([.setActive(index, true)]) }
        append([.layout])
        for _ in 0..<random.int(10...40) { append(FuzzOperation.random(&random, cast: cast, state: state)) }
        append([.layout])
        self.operations = operations
    }

    /// Runs the case twice (the second time for its trace only); nil when every invariant held.
    func failure() -> Failure? {
        do {
            let first = try run(checking: true)
            let second = try run(checking: false)
            guard first == second else {
                let line = first.indices.first { $0 >= second.count || first[$0] != second[$0] } ?? first.count
                return Failure(kind: "nondeterministic", detail: "the runs differ at trace line \(line)")
            }
            return nil
        } catch let failure as Failure {
            return failure
        } catch {
            return Failure(kind: "unexpected", detail: "\(error)")
        }
    }

    /// True when after some layout a `fillProportionally` stack's length was promised nothing
    /// (`FuzzState.proportionalLengthPrecision`), so its frames were not compared with a fresh
    /// layout's.
    var leavesALengthUnpromised: Bool {
        var state = FuzzState(cast: cast)
        for operation in operations {
            state.apply(operation)
            if case .layout = operation, state.proportionalLengthPrecision() == nil { return true }
        }
        return false
    }

    /// Applies the operations, checking the invariants after each layout when `checking`;
    /// returns the trace (frames after each layout, the issues).
    private func run(checking: Bool) throws -> [String] {
        let world = FuzzWorld(cast: cast, handler: handler)
        var state = FuzzState(cast: cast)
        var trace: [String] = []
        var largest = 0.0
        for (step, operation) in operations.enumerated() {
            world.apply(operation)
            state.apply(operation)
            guard case .layout = operation else { continue }
            if checking {
                do {
                    try check(world, state, largest: &largest)
                } catch var failure as Failure {
                    failure.detail = "after operation \(step): " + failure.detail
                    throw failure
                }
            }
            trace.append(state.laidOut.map { "v\($0) \(world.views[$0].frame)" }.joined(separator: ", "))
        }
        return trace + world.issues
    }

    /// The invariants after a layout; `largest` is the largest value the layout has held so far.
    private func check(_ world: FuzzWorld, _ state: FuzzState, largest: inout Double) throws {
        try checkModel(world, state)
        let root = world.root
        try checkRequiredConstraintsHold(root, largest: &largest)
        for index in state.laidOut where cast.isStack[index] {
            let inactive = world.stack(index).generatedConstraints.filter { !$0.isActive }
            guard inactive.isEmpty else {
                throw Failure(kind: "generated-inactive", detail: "v\(index): \(inactive.map(\.description))")
            }
        }
        // Every active user constraint of the hierarchy is in play or broken, and every broken
        // constraint was reported.
        let inPlay = Set(root.constraintsInPlay.map(ObjectIdentifier.init))
        let broken = root.unsatisfiableConstraints.map(\.broken)
        let laidOut = Set(state.laidOut)
        for (index, model) in state.constraints.enumerated() where model.isActive && laidOut.contains(cast.constraints[index].first.view) {
            let constraint = world.constraints[index]
            guard inPlay.contains(ObjectIdentifier(constraint)) || broken.contains(where: { $0 === constraint }) else {
                throw Failure(kind: "constraint-lost", detail: "c\(index) \(constraint) is active but neither in play nor broken")
            }
        }
        for constraint in broken where !world.issues.contains(where: { $0.hasSuffix("breaking constraint\n\(constraint)") }) {
            throw Failure(kind: "unreported", detail: "\(constraint) is broken and was never reported")
        }
        let fresh = FuzzWorld(building: state)
        // A readable content guide, once made (a stack that followed the readable width in a
        // layout), stays with its view and its constraints, as in UIKit: part of the state.
        for index in state.laidOut where world.views[index].madeReadableContentGuide != nil {
            _ = fresh.views[index].readableContentGuide
        }
        fresh.root.layoutIfNeeded()
        let brokenHere = root.unsatisfiableConstraints.map(\.broken.description)
        let brokenFresh = fresh.root.unsatisfiableConstraints.map(\.broken.description)
        guard brokenHere.isEmpty == brokenFresh.isEmpty else {
            throw Failure(kind: "conflict-mismatch", detail: "broken here \(brokenHere), in a fresh hierarchy \(brokenFresh)")
        }
        // With a conflict, which constraint breaks depends on the order constraints came in.
        guard brokenHere.isEmpty else { return }
        // Views only: guides a stack made for an arrangement it no longer uses stay (as in UIKit),
        // and a fresh hierarchy does not have them.
        let ambiguousHere = Set(root.viewsWithAmbiguousLayout().compactMap { ($0 as? View)?.id })
        let ambiguousFresh = Set(fresh.root.viewsWithAmbiguousLayout().compactMap { ($0 as? View)?.id })
        guard ambiguousHere == ambiguousFresh else {
            throw Failure(kind: "ambiguity-mismatch", detail: "here \(ambiguousHere.sorted()), fresh \(ambiguousFresh.sorted())")
        }
        // A proportional stack whose shares the solver cannot resolve has no promised length.
        let freshLength = { (stack: Int) -> Double? in
            let size = fresh.views[stack].frame.size
            return state.views[stack].axis == .horizontal ? size.width : size.height
        }
        guard let proportionalPrecision = state.proportionalLengthPrecision(length: freshLength) else { return }
        // Frames in the root's coordinates: a view placed exactly inside an ambiguous superview
        // has one place in the root, not in the superview.
        let frames = state.laidOut.map { (world.views[$0], FuzzCase.absolute(world.views[$0]), FuzzCase.absolute(fresh.views[$0])) }
        let scale = frames.flatMap { [$0.1, $0.2] }.flatMap { $0 }.map(abs).max() ?? 0
        let tolerance = 1e-6 + 1e-12 * max(scale, largest) + proportionalPrecision
        for (view, here, there) in frames where !ambiguousHere.contains(view.id) {
            guard zip(here, there).allSatisfy({ abs($0 - $1) <= tolerance }) else {
                throw Failure(kind: "fresh-differs", detail: "\(view.id) at \(here), fresh \(there) (x, y, width, height in the root)")
            }
        }
    }

    /// x, y, width and height in the coordinates the root frame is in.
    private static func absolute(_ view: View) -> [Double] {
        let origin = view.ancestorsAndSelf.reduce((0.0, 0.0)) { ($0.0 + $1.frame.x, $0.1 + $1.frame.y) }
        return [origin.0, origin.1, view.frame.width, view.frame.height]
    }

    /// The live hierarchy is the model's: superviews, subviews, arranged views, active constraints.
    private func checkModel(_ world: FuzzWorld, _ state: FuzzState) throws {
        for (index, model) in state.views.enumerated() {
            let view = world.views[index]
            let ids = { (views: [View]) in views.map(\.id) }
            let expected = { (indices: [Int]) in indices.map { "v\($0)" } }
            let arranged = (view as? StackView).map { ids($0.arrangedSubviews) } ?? []
            guard view.superview?.id == model.parent.map({ "v\($0)" }), ids(view.subviews) == expected(model.subviews),
                arranged == expected(model.arranged)
            else {
                throw Failure(kind: "model-mismatch", detail: "v\(index): subviews \(ids(view.subviews)), arranged \(arranged)")
            }
        }
        for (index, model) in state.constraints.enumerated() where world.constraints[index].isActive != model.isActive {
            throw Failure(kind: "model-mismatch", detail: "c\(index) active \(world.constraints[index].isActive)")
        }
    }

    /// Every required constraint in play holds in the solver's values, to rounding: relative to
    /// its own terms, and to the largest number the layout has held, constant or value, at any
    /// priority (an incremental solver keeps residues of its past: after a constant near 1e9,
    /// where a unit in the last place is 1.2e-7, such a residue can land on a value near 0).
    private func checkRequiredConstraintsHold(_ root: View, largest: inout Double) throws {
        guard let engine = root.engine else { return }
        var all: [(LayoutConstraint, Constraint)] = []
        for constraint in root.constraintsInPlay {
            guard let form = constraint.solverConstraint() else {
                throw Failure(kind: "freed-item", detail: "\(constraint) is in play without its items")
            }
            all.append((constraint, form))
        }
        let numbers = all.flatMap { [$0.1.expression.constant] + $0.1.expression.terms.map { engine.value(of: $0.variable) } }
        largest = max(largest, numbers.map(abs).max() ?? 0)
        for (constraint, form) in all where constraint.priority.isRequired {
            let products = form.expression.terms.map { $0.coefficient * engine.value(of: $0.variable) }
            let residual = products.reduce(form.expression.constant, +)
            let tolerance = 1e-7 * max(1, abs(form.expression.constant), products.map(abs).max() ?? 0) + 1e-12 * largest
            let holds = switch form.relation {
            case .equal: abs(residual) <= tolerance
            case .lessThanOrEqual: residual <= tolerance
            case .greaterThanOrEqual: residual >= -tolerance
            }
            guard holds else {
                throw Failure(kind: "required-violated", detail: "\(constraint) is off by \(residual) (largest value \(largest))")
            }
        }
    }

    /// The smallest list of these operations (delta debugging, by removing chunks) that still
    /// fails the same way.
    func shrunk(keeping kind: String) -> FuzzCase {
        var smallest = self
        var chunks = 2
        while smallest.operations.count >= 2 {
            let size = (smallest.operations.count + chunks - 1) / chunks
            var reduced = false
            for start in stride(from: 0, to: smallest.operations.count, by: size) {
                var candidate = smallest
                candidate.operations.removeSubrange(start..<min(start + size, candidate.operations.count))
                if candidate.failure()?.kind == kind {
                    smallest = candidate
                    chunks = max(chunks - 1, 2)
                    reduced = true
                    break
                }
            }
            if !reduced {
                if size == 1 { break }
                chunks = min(chunks * 2, smallest.operations.count)
            }
        }
        return smallest
    }

    /// The case as Swift: the cast, the handler and the operations.
    var code: String {
        let handlerLine = switch handler {
        case .record: "// every view's layoutIssueHandler records the issue"
        case .askAmbiguity: "// every view's layoutIssueHandler records the issue and calls v0.viewsWithAmbiguousLayout()"
        case .layOutAgain: "// every view's layoutIssueHandler records the issue and calls v0.layoutIfNeeded()"
        case .measure: "// every view's layoutIssueHandler records the issue and calls v0.systemLayoutSizeFitting(.zero)"
        }
        return ([cast.code, handlerLine] + operations.map(\.description)).joined(separator: "\n")
    }
}

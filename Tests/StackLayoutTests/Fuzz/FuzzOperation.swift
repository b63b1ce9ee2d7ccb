@testable import StackLayout

/// One change a fuzz case makes through the public API, naming views and constraints of its cast
/// by index. An operation that does not apply in the state it meets (moving a view into its own
/// subtree, a custom spacing after a view that is not arranged, a value beyond the limits) is
/// refused by the library and left out of the model alike.
enum FuzzOperation: CustomStringConvertible {
    case insertSubview(Int, into: Int, at: Int)
    case insertArranged(Int, into: Int, at: Int)
    case removeArranged(Int, from: Int)
    case removeFromSuperview(Int)
    case setConstant(Int, Double)
    case setPriority(Int, Priority)
    case setActive(Int, Bool)
    case setIntrinsicSize(Int, FuzzIntrinsicSize)
    case setHidden(Int, Bool)
    case setMargins(Int, DirectionalEdgeInsets)
    case setDirection(Int, LayoutDirection?)
    case setFirstBaseline(Int, Double?)
    case setLastBaseline(Int, Double?)
    case setHugging(Int, LayoutAxis, Priority)
    case setCompressionResistance(Int, LayoutAxis, Priority)
    case setAxis(Int, LayoutAxis)
    case setDistribution(Int, StackDistribution)
    case setAlignment(Int, StackAlignment)
    case setSpacing(Int, Double)
    case setBaselineRelative(Int, Bool)
    case setMarginsRelative(Int, Bool)
    case setFollowsReadableWidth(Int, Bool)
    case setCustomSpacing(Int, after: Int, Double)
    case setRootFrame(Rect)
    case layout

    /// One or two random operations on `cast` in `state` (which picks likely targets: a view's
    /// own superview to put it back into, an arranged view to move or to space after); about one
    /// in six is a layout.
    static func random(_ random: inout FuzzRandom, cast: FuzzCast, state: FuzzState) -> [FuzzOperation] {
        let child = random.int(1...(cast.viewCount - 1))
        let placed = state.views.indices.filter { state.views[$0].parent != nil }
        switch random.int(0...9) {
        case 0 where !placed.isEmpty:
            // Out of the superview and back, at the same place, before any layout.
            let view = random.pick(placed)
            let parent = state.views[view].parent!
            let back: FuzzOperation = if let index = state.views[parent].arranged.firstIndex(of: view) {
                .insertArranged(view, into: parent, at: index)
            } else {
                .insertSubview(view, into: parent, at: state.views[parent].subviews.firstIndex(of: view)!)
            }
            return [.removeFromSuperview(view), back]
        case 1:
            let arranging = cast.stacks.filter { !state.views[$0].arranged.isEmpty }
            guard !arranging.isEmpty else { break }
            let stack = random.pick(arranging)
            let view = random.pick(state.views[stack].arranged)
            return random.chance(0.5) ? [.insertArranged(view, into: stack, at: random.int(0...4))]
                : [.setCustomSpacing(stack, after: view, random.chance(0.2) ? StackView.spacingUseDefault : Double(random.int(0...40)))]
        default: break
        }
        return [any(&random, cast: cast, child: child)]
    }

    private static func any(_ random: inout FuzzRandom, cast: FuzzCast, child: Int) -> FuzzOperation {
        let view = random.int(0...(cast.viewCount - 1))
        let stack = cast.stacks.isEmpty ? nil : random.pick(cast.stacks)
        let axis = random.pick(LayoutAxis.allCases)
        switch random.int(0...27) {
        case 0...5: return .layout
        case 6: return .insertSubview(child, into: view, at: random.int(0...4))
        case 7, 8: return stack.map { .insertArranged(child, into: $0, at: random.int(0...4)) } ?? .layout
        case 9: return stack.map { .removeArranged(child, from: $0) } ?? .layout
        case 10: return .removeFromSuperview(child)
        case 11, 12:
            return cast.constraints.isEmpty ? .layout : .setConstant(random.int(0...(cast.constraints.count - 1)), random.constant())
        case 13:
            return cast.constraints.isEmpty ? .layout : .setPriority(random.int(0...(cast.constraints.count - 1)), random.priority())
        case 14:
            return cast.constraints.isEmpty ? .layout : .setActive(random.int(0...(cast.constraints.count - 1)), random.chance(0.6))
        case 15: return .setIntrinsicSize(view, FuzzIntrinsicSize(width: random.length(), height: random.length()))
        case 16: return .setHidden(child, random.chance(0.4))
        case 17:
            return .setMargins(view, DirectionalEdgeInsets(
                top: Double(random.int(0...20)), leading: Double(random.int(0...20)),
                bottom: Double(random.int(0...20)), trailing: random.chance(0.05) ? 2e9 : Double(random.int(0...20))))
        case 18: return .setDirection(view, random.pick([nil, .leftToRight, .rightToLeft]))
        case 19:
            let offset = random.chance(0.3) ? nil : Double(random.int(0...30))
            return random.chance(0.5) ? .setFirstBaseline(view, offset) : .setLastBaseline(view, offset)
        case 20:
            return random.chance(0.5) ? .setHugging(view, axis, random.priority())
                : .setCompressionResistance(view, axis, random.priority())
        case 21:
            guard let stack else { return .layout }
            return random.chance(0.5) ? .setAxis(stack, axis) : .setDistribution(stack, random.pick(StackDistribution.allCases))
        case 22: return stack.map { .setAlignment($0, random.pick(StackAlignment.allCases)) } ?? .layout
        case 23:
            return stack.map {
                .setSpacing($0, random.chance(0.2) ? StackView.spacingUseSystem : Double(random.int(-5...20)))
            } ?? .layout
        case 24:
            guard let stack else { return .layout }
            return random.pick([
                .setBaselineRelative(stack, random.chance(0.5)), .setMarginsRelative(stack, random.chance(0.5)),
                .setFollowsReadableWidth(stack, random.chance(0.3)),
            ])
        case 25:
            guard let stack else { return .layout }
            let spacing = random.chance(0.2) ? StackView.spacingUseDefault : Double(random.int(0...40))
            return .setCustomSpacing(stack, after: child, spacing)
        case 26:
            return .setRootFrame(Rect(
                x: Double(random.int(-20...20)), y: Double(random.int(-20...20)),
                width: Double(random.int(0...800)), height: random.chance(0.03) ? 4e9 : Double(random.int(0...900))))
        default: return .setHidden(child, false)
        }
    }

    /// The operation as Swift on the cast's `v0`… and `c0`…, for a failure report.
    var description: String {
        func number(_ value: Double) -> String {
            value == StackView.spacingUseDefault ? "StackView.spacingUseDefault"
                : value == StackView.spacingUseSystem ? "StackView.spacingUseSystem"
                : value.isNaN ? ".nan" : value.isInfinite ? (value < 0 ? "-.infinity" : ".infinity") : "\(value)"
        }
        func optional(_ value: Double?) -> String { value.map(number) ?? "View.noIntrinsicMetric" }
        switch self {
        case .insertSubview(let v, let p, let i): return "try? v\(p).insertSubviewOrThrow(v\(v), at: \(i))"
        case .insertArranged(let v, let s, let i): return "try? v\(s).insertArrangedSubviewOrThrow(v\(v), at: \(i))"
        case .removeArranged(let v, let s): return "v\(s).removeArrangedSubview(v\(v))"
        case .removeFromSuperview(let v): return "v\(v).removeFromSuperview()"
        case .setConstant(let c, let value): return "c\(c).constant = \(number(value))"
        case .setPriority(let c, let p): return "c\(c).priority = \(p.rawValue)"
        case .setActive(let c, let on): return "c\(c).isActive = \(on)"
        case .setIntrinsicSize(let v, let size):
            return "v\(v).setIntrinsicContentSize(Size(width: \(optional(size.width)), height: \(optional(size.height))))"
        case .setHidden(let v, let hidden): return "v\(v).isHidden = \(hidden)"
        case .setMargins(let v, let m):
            return "v\(v).directionalLayoutMargins = DirectionalEdgeInsets(top: \(m.top), leading: \(m.leading), "
                + "bottom: \(m.bottom), trailing: \(number(m.trailing)))"
        case .setDirection(let v, let d): return "v\(v).semanticLayoutDirection = \(d.map { ".\($0)" } ?? "nil")"
        case .setFirstBaseline(let v, let o): return "v\(v).firstBaselineOffset = \(optional(o))"
        case .setLastBaseline(let v, let o): return "v\(v).lastBaselineOffset = \(optional(o))"
        case .setHugging(let v, let a, let p): return "v\(v).setContentHuggingPriority(\(p.rawValue), for: .\(a))"
        case .setCompressionResistance(let v, let a, let p):
            return "v\(v).setContentCompressionResistancePriority(\(p.rawValue), for: .\(a))"
        case .setAxis(let s, let a): return "v\(s).axis = .\(a)"
        case .setDistribution(let s, let d): return "v\(s).distribution = .\(d)"
        case .setAlignment(let s, let a): return "v\(s).alignment = .\(a)"
        case .setSpacing(let s, let value): return "v\(s).spacing = \(number(value))"
        case .setBaselineRelative(let s, let on): return "v\(s).isBaselineRelativeArrangement = \(on)"
        case .setMarginsRelative(let s, let on): return "v\(s).isLayoutMarginsRelativeArrangement = \(on)"
        case .setFollowsReadableWidth(let s, let on): return "v\(s).layoutMarginsFollowReadableWidth = \(on)"
        case .setCustomSpacing(let s, let v, let value): return "v\(s).setCustomSpacing(\(number(value)), after: v\(v))"
        case .setRootFrame(let r):
            return "v0.frame = Rect(x: \(r.x), y: \(r.y), width: \(r.width), height: \(number(r.height)))"
        case .layout: return "v0.layoutIfNeeded()"
        }
    }
}

import Foundation
import StackLayout
import Testing

/// What UIKit code relies on beyond layout: initializers, names, identity, statics, overriding.
@Suite struct SourceCompatibilityTests {
    /// A UIKit-style subclass: overrides `init(frame:)` only (plus the coder initializer UIKit
    /// code carries) and computes its intrinsic size.
    final class Badge: View {
        var text = "" { didSet { invalidateIntrinsicContentSize() } }

        override init(frame: CGRect) {
            super.init(frame: frame)
            setContentHuggingPriority(.required, for: .horizontal)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override var intrinsicContentSize: CGSize {
            text.isEmpty ? CGSize(width: View.noIntrinsicMetric, height: 20) : CGSize(width: CGFloat(text.count) * 8 + 12, height: 20)
        }
    }

    @Test func viewsAreNamedAutomaticallyByTypeAndACounter() throws {
        let (a, b) = (View(), StackView(frame: .zero))
        let (aNumber, bNumber) = (a.id.split(separator: ":"), b.id.split(separator: ":"))
        #expect(aNumber.first == "View" && bNumber.first == "StackView")
        #expect(Int(bNumber.last!)! > Int(aNumber.last!)!)
        #expect(Badge().id.hasPrefix("Badge:") && LayoutGuide().identifier.hasPrefix("LayoutGuide:"))
        #expect(View(id: "title").id == "title")
    }

    @Test func aSubclassOverridingInitFrameInheritsInitAndComputesItsIntrinsicSize() throws {
        let root = container(200, 100)
        let badge = Badge()
        #expect(badge.contentHuggingPriority(for: .horizontal) == .required)
        badge.text = "new"
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        LayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: root.leadingAnchor), badge.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // 3 characters: 3 × 8 + 12 = 36 wide, 20 tall.
        #expect(badge.frame == CGRect(x: 0, y: 0, width: 36, height: 20))
        badge.text = "updated"
        root.layoutIfNeeded()
        #expect(badge.frame.size == CGSize(width: 68, height: 20))
    }

    /// Answers a NaN width and a 30 height.
    final class Broken: View {
        override var intrinsicContentSize: CGSize { CGSize(width: CGFloat.nan, height: 30) }
    }

    @Test func anOverriddenIntrinsicSizeThatIsNotFiniteCountsAsNoneAndIsReported() {
        let root = container()
        let log = IssueLog(root)
        let broken = Broken(id: "broken")
        broken.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(broken)
        LayoutConstraint.activate([
            broken.leadingAnchor.constraint(equalTo: root.leadingAnchor), broken.topAnchor.constraint(equalTo: root.topAnchor),
            broken.widthAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(broken.frame == CGRect(x: 0, y: 0, width: 10, height: 30))
        #expect(log.issues == ["Refused a layout change: the intrinsic content size (nan, 30) of broken is not finite and non-negative"])
    }

    /// A UIKit-style stack subclass: configures itself in `init(frame:)`.
    final class ButtonRow: StackView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            spacing = 8
            alignment = .center
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test func aStackSubclassInheritsInitArrangedSubviews() {
        // 30 + 8 + 40 = 78 wide, as tall as the taller view (20); the 10-tall one centred at 5.
        let root = container()
        let (a, b) = (View(id: "a"), View(id: "b"))
        a.setIntrinsicContentSize(CGSize(width: 30, height: 10))
        b.setIntrinsicContentSize(CGSize(width: 40, height: 20))
        let row = ButtonRow(arrangedSubviews: [a, b])
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        LayoutConstraint.activate([row.leadingAnchor.constraint(equalTo: root.leadingAnchor), row.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(row.frame == CGRect(x: 0, y: 0, width: 78, height: 20))
        #expect(a.frame == CGRect(x: 0, y: 5, width: 30, height: 10) && b.frame == CGRect(x: 38, y: 0, width: 40, height: 20))
    }

    @Test func initFrameHoldsARootThereAndZeroLeavesItFree() throws {
        let held = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        held.layoutIfNeeded()
        #expect(held.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        let free = View(frame: .zero)
        let child = View(id: "child")
        child.translatesAutoresizingMaskIntoConstraints = false
        free.addSubview(child)
        LayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 40),
            child.leadingAnchor.constraint(equalTo: free.leadingAnchor), child.trailingAnchor.constraint(equalTo: free.trailingAnchor),
            child.topAnchor.constraint(equalTo: free.topAnchor), child.bottomAnchor.constraint(equalTo: free.bottomAnchor),
        ])
        free.layoutIfNeeded()
        #expect(free.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
    }

    @Test func viewsAndGuidesAreEqualAndHashedByIdentity() throws {
        let (a, b) = (View(id: "same"), View(id: "same"))
        let stack = StackView(arrangedSubviews: [a])
        #expect(stack.arrangedSubviews.contains(a) && !stack.arrangedSubviews.contains(b))
        #expect(a == a && a != b && Set([a, b, a]).count == 2)
        let guide = LayoutGuide(identifier: "g")
        #expect(guide == guide && guide != LayoutGuide(identifier: "g"))
    }

    @Test func programmerErrorsAreReportedAndChangeNothing() throws {
        let root = container()
        let log = IssueLog(root)
        let stack = StackView(id: "stack")
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let a = View(id: "a")
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(root)
        stack.insertArrangedSubview(stack, at: 0)
        a.insertSubview(root, at: 0)
        let good = a.widthAnchor.constraint(equalToConstant: 10)
        let outsider = View(id: "stranger")
        let stranger = a.leadingAnchor.constraint(equalTo: outsider.leadingAnchor)
        LayoutConstraint.activate([good, stranger])
        #expect(root.superview == nil && root.subviews == [stack] && stack.arrangedSubviews == [a] && a.subviews.isEmpty)
        #expect(!good.isActive && !stranger.isActive)
        #expect(log.issues == [
            "Refused a layout change: container cannot be added to stack: it is stack or one of its ancestors",
            "Refused a layout change: stack cannot be added to stack: it is stack or one of its ancestors",
            "Refused a layout change: container cannot be added to a: it is a or one of its ancestors",
            "Refused a layout change: the items of a.leading == stranger.leading have no common ancestor",
        ])
    }

    @Test func zeroStatics() {
        #expect(EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(DirectionalEdgeInsets.zero == DirectionalEdgeInsets(all: 0))
        #expect(View().intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }
}

/// UIKit's spellings: bounds, the semantic content attribute, the safe area guide.
@Suite struct UIKitSpellingTests {
    @Test func semanticContentAttributeSetsTheLayoutDirection() {
        let view = View()
        #expect(view.semanticContentAttribute == .unspecified && view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.semanticLayoutDirection == .rightToLeft && view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        view.semanticContentAttribute = .playback
        #expect(view.semanticLayoutDirection == .leftToRight && view.semanticContentAttribute == .forceLeftToRight)
        view.semanticContentAttribute = .unspecified
        #expect(view.semanticLayoutDirection == nil)
    }

    @Test func theSafeAreaGuideCoversTheBoundsAndBoundsStartAtZero() {
        let root = container(390, 844, id: "screen")
        let content = View(id: "content")
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(content)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
            content.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            content.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            content.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(root.safeAreaLayoutGuide.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(content.frame == Rect(x: 16, y: 20, width: 358, height: 824))
        #expect(content.bounds == Rect(x: 0, y: 0, width: 358, height: 824))
        #expect(root.constraints(ofGuide: root.safeAreaLayoutGuide) == [
            "UIViewSafeAreaLayoutGuide-left: screen.safeAreaLayoutGuide.left == screen.left",
            "UIViewSafeAreaLayoutGuide-top: screen.safeAreaLayoutGuide.top == screen.top",
            "UIViewSafeAreaLayoutGuide-right: screen.right == screen.safeAreaLayoutGuide.right",
            "UIViewSafeAreaLayoutGuide-bottom: screen.bottom == screen.safeAreaLayoutGuide.bottom",
        ])
    }
}

extension View {
    /// The text of the constraints in play that name `guide`.
    fileprivate func constraints(ofGuide guide: LayoutGuide) -> [String] {
        constraintsInPlay.filter { $0.firstItem === guide || $0.secondItem === guide }.filter { $0.identifier != nil }.map(\.description)
    }
}

/// The older UIKit calls: constraints installed on a chosen view, `.notAnAttribute`.
@Suite struct AddConstraintTests {
    @Test func aConstraintAddedToAViewIsHeldThereAndLaidOut() {
        let root = container(id: "root")
        let log = IssueLog(root)
        let box = View(id: "box")
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = LayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44)
        let pins = [box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8), box.topAnchor.constraint(equalTo: root.topAnchor)]
        box.addConstraint(width)
        box.addConstraint(box.heightAnchor.constraint(equalToConstant: 20))
        root.addConstraints(pins)
        root.layoutIfNeeded()
        #expect(width.owner === box && pins.allSatisfy { $0.owner === root })
        #expect(box.frame == CGRect(x: 8, y: 0, width: 44, height: 20))
        // A constraint reaching outside the view is refused; removing one the view does not hold
        // does nothing.
        box.addConstraint(box.leadingAnchor.constraint(equalTo: root.leadingAnchor))
        box.removeConstraint(pins[0])
        #expect(pins[0].isActive && log.issues == ["Refused a layout change: box.leading == root.leading names items outside box, the view it was added to"])
        root.removeConstraints(pins)
        #expect(!pins[0].isActive && !pins[1].isActive && width.isActive)
    }
}

import StackLayout
import Testing

/// The hierarchy: subviews, moves, removal, and the hooks a subclass gets.
@Suite struct ViewTests {
    /// What the hooks were called with, in order.
    final class Journal {
        var entries: [String] = []
    }

    /// A view that writes its hooks to a journal.
    final class RecordingView: View {
        let journal: Journal

        init(id: String, journal: Journal) {
            self.journal = journal
            super.init(frame: .zero)
            self.id = id
        }

        override func updateConstraints() { journal.entries.append("update \(id)") }

        override func willRemoveSubview(_ subview: View) {
            journal.entries.append("\(id) loses \(subview.id) (superview \(subview.superview?.id ?? "none"))")
        }
    }

    @Test func hooksRunParentsFirstAndBeforeRemoval() throws {
        let journal = Journal()
        let root = RecordingView(id: "root", journal: journal)
        let a = RecordingView(id: "a", journal: journal)
        let b = RecordingView(id: "b", journal: journal)
        root.addSubview(a)
        a.addSubview(b)
        root.layoutIfNeeded()
        root.layoutIfNeeded()  // nothing asked again: no updates
        a.setNeedsUpdateConstraints()
        b.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(journal.entries == [
            "update root", "update a", "update b",
            "a loses b (superview a)",
            "update a",
        ])
    }

    @Test func insertingAndMovingSubviews() throws {
        let root = View(id: "root")
        let a = View(id: "a"), b = View(id: "b"), c = View(id: "c")
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 1)
        #expect(root.subviews.map(\.id) == ["a", "c", "b"])
        root.insertSubview(a, at: 99)  // a move, the index clamped
        #expect(root.subviews.map(\.id) == ["c", "b", "a"])
        c.addSubview(a)  // moving to another superview takes it out of the first
        #expect(root.subviews.map(\.id) == ["c", "b"] && a.superview === c && a.rootView === root)
    }

    @Test func directionAndMarginsAreInherited() throws {
        let root = View(id: "root")
        let child = View(id: "child")
        root.addSubview(child)
        #expect(child.effectiveLayoutDirection == .leftToRight)
        root.semanticLayoutDirection = .rightToLeft
        #expect(child.effectiveLayoutDirection == .rightToLeft)
        child.semanticLayoutDirection = .leftToRight
        #expect(child.effectiveLayoutDirection == .leftToRight)
        #expect(child.directionalLayoutMargins == DirectionalEdgeInsets(all: 8))
    }
}

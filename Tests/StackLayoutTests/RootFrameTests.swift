@testable import StackLayout
import Testing

/// A root view whose frame was set keeps that frame: layout never writes over it, even while
/// one of its `UIView-Encapsulated-Layout` constraints is broken.
@Suite struct RootFrameTests {
    /// Fuzz finding 06: a broken encapsulated-layout constraint used to let the layout write the
    /// solver's height into the frame, so the next layout pinned the root there, dropped the
    /// report, and never went back to the frame the caller set.
    @Test func aBrokenRootFrameIsKeptAndRestored() throws {
        let root = View(id: "root")
        root.frame = Rect(x: 0, y: 100, width: 407, height: 116)
        root.setIntrinsicContentSize(Size(width: 69, height: 4))
        root.setContentHuggingPriority(.required, for: .vertical)   // height <= 4, required
        let log = IssueLog(root)
        let fill = View(id: "fill")
        fill.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(fill)
        LayoutConstraint.activate([
            fill.leadingAnchor.constraint(equalTo: root.leadingAnchor), fill.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            fill.topAnchor.constraint(equalTo: root.topAnchor), fill.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        // The height the caller set (116) conflicts with the required hugging (<= 4): it is broken.
        // The root keeps its frame; inside, the solver's root is 4 tall, and so is `fill`.
        #expect(root.frame == Rect(x: 0, y: 100, width: 407, height: 116))
        #expect(fill.frame == Rect(x: 0, y: 0, width: 407, height: 4))
        #expect(root.unsatisfiableConstraints.map(\.broken.description) == ["UIView-Encapsulated-Layout-Height: root.height == 116"])
        #expect(root.unsatisfiableConstraints.first?.conflicting.map(\.description) == [
            "root.height <= 4 (content size)", "UIView-Encapsulated-Layout-Height: root.height == 116",
        ])
        #expect(log.issues.count == 1)
        root.layoutIfNeeded()
        // Nothing changed: the same frames, the constraint still broken (and not reported again).
        #expect(root.frame == Rect(x: 0, y: 100, width: 407, height: 116))
        #expect(fill.frame == Rect(x: 0, y: 0, width: 407, height: 4))
        #expect(root.unsatisfiableConstraints.count == 1)
        #expect(log.issues.count == 1)
        root.setContentHuggingPriority(.defaultLow, for: .vertical)   // the conflict goes away
        root.layoutIfNeeded()
        #expect(root.frame == Rect(x: 0, y: 100, width: 407, height: 116))
        #expect(fill.frame == Rect(x: 0, y: 0, width: 407, height: 116))
        #expect(root.unsatisfiableConstraints.isEmpty)
        #expect(log.issues.count == 1)
    }
}

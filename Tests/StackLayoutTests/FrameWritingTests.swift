@testable import StackLayout
import Testing

/// A layout after a change writes only the frames the change can have moved: those of the views
/// and guides whose variables moved, and of the subviews and guides of views whose left or top
/// moved (a frame is relative to its superview).
@Suite struct FrameWritingTests {
    func framesWritten(_ root: View) -> Int { root.engine!.frames.written }

    @Test func aChangeWritesTheFramesOfTheViewsItMovedAlone() throws {
        let root = container()
        let (a, b, c) = (label("a", 50, 50, in: root), label("b", 50, 50, in: root), label("c", 50, 50, in: root))
        let aLeading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        LayoutConstraint.activate([
            aLeading, a.topAnchor.constraint(equalTo: root.topAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8), b.topAnchor.constraint(equalTo: root.topAnchor),
            c.leadingAnchor.constraint(equalTo: root.leadingAnchor), c.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        root.layoutIfNeeded()
        // The first layout writes every frame: a, b and c (the root keeps the frame it was given).
        #expect(framesWritten(root) == 3)
        aLeading.constant = 20
        root.layoutIfNeeded()
        // a and b move right by 10, c stays: two frames written.
        #expect(framesWritten(root) == 5)
        #expect(a.frame == Rect(x: 20, y: 0, width: 50, height: 50))
        #expect(b.frame == Rect(x: 78, y: 0, width: 50, height: 50))
        #expect(c.frame == Rect(x: 0, y: 100, width: 50, height: 50))
        root.layoutIfNeeded()
        #expect(framesWritten(root) == 5)
    }

    @Test func aViewIsWrittenWhenItsSuperviewMovesWithoutIt() throws {
        let root = container()
        let card = label("card", 100, 100, in: root)
        let pinned = label("pinned", 20, 20, in: card)
        let margins = card.layoutMarginsGuide
        let cardTop = card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
        LayoutConstraint.activate([
            cardTop, card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            // Placed in the root's terms: it stays where it is when the card moves.
            pinned.topAnchor.constraint(equalTo: root.topAnchor, constant: 130),
            pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
        ])
        root.layoutIfNeeded()
        #expect(pinned.frame == Rect(x: 30, y: 30, width: 20, height: 20))
        let written = framesWritten(root)
        cardTop.constant = 120
        root.layoutIfNeeded()
        // The card moves down by 20 with its margins guide (the same frame in the card); the
        // pinned view stays put in the root, so its frame in the card rises by 20. Three frames.
        #expect(framesWritten(root) == written + 3)
        #expect(card.frame == Rect(x: 0, y: 120, width: 100, height: 100))
        #expect(margins.frame == Rect(x: 8, y: 8, width: 84, height: 84))
        #expect(pinned.frame == Rect(x: 30, y: 10, width: 20, height: 20))
    }

    @Test func aNewDisplayScaleRewritesEveryFrame() throws {
        let root = container()
        root.displayScale = 2
        let a = label("a", 50.3, 50, in: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10.3), a.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // Edges at 10.3 and 60.6 align to 10.5 and 60.5 on a 2× display.
        #expect(a.frame == Rect(x: 10.5, y: 0, width: 50, height: 50))
        let written = framesWritten(root)
        root.displayScale = 1
        root.layoutIfNeeded()
        // No variable moved, yet every frame is written again, edges at 10 and 61.
        #expect(framesWritten(root) == written + 1)
        #expect(a.frame == Rect(x: 10, y: 0, width: 51, height: 50))
    }

    /// View fuzz seed 49907: `==` on rectangles compares them standardized, so a frame of negative
    /// width whose x moved by less than a unit in the last place of `x + width` counted as
    /// unchanged and kept its old x.
    @Test func aFrameOfNegativeWidthIsRewrittenWhenOnlyItsXMoves() throws {
        let root = container()
        let strip = View(id: "strip")
        strip.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(strip)
        let leading = strip.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        LayoutConstraint.activate([
            leading, strip.topAnchor.constraint(equalTo: root.topAnchor),
            strip.widthAnchor.constraint(equalToConstant: -1_000_000), strip.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(strip.frame.origin.x == 0)
        // 1e-11 + -1e6 is -1e6: standardized, the two frames are equal.
        leading.constant = 1e-11
        root.layoutIfNeeded()
        #expect(strip.frame.origin == Point(x: 1e-11, y: 0))
        #expect(strip.frame.size == Size(width: -1_000_000, height: 10))
    }

    /// A view that takes `victim` out of the hierarchy when its first baseline is read: user code
    /// that runs while a layout derives a constraint.
    private final class RemovingView: View {
        var victim: View?

        override var forFirstBaselineLayout: View {
            victim?.removeFromSuperview()
            victim = nil
            return self
        }
    }

    /// The frame table holds its items unretained, trusting that whatever takes one out of the
    /// hierarchy asks for a full layout: a pass that takes one out while it derives constraints
    /// writes every frame by a walk of what is left, never through the table it had.
    @Test func aPassThatTakesAViewOutWritesEveryFrameAgain() throws {
        let root = container()
        let a = RemovingView(id: "a")
        a.translatesAutoresizingMaskIntoConstraints = false
        a.setIntrinsicContentSize(Size(width: 50, height: 50))
        root.addSubview(a)
        let (b, c) = (label("b", 50, 50, in: root), label("c", 50, 50, in: root))
        let baseline = b.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            b.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 60), baseline,
            c.leadingAnchor.constraint(equalTo: root.leadingAnchor), c.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        root.layoutIfNeeded()
        #expect(framesWritten(root) == 3)
        a.victim = c
        baseline.constant = 10
        root.layoutIfNeeded()
        // Only b moved, yet the pass that took c out writes a's and b's frames.
        #expect(c.superview == nil)
        #expect(framesWritten(root) == 5)
        #expect(a.frame == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(b.frame == Rect(x: 60, y: 10, width: 50, height: 50))
    }
}

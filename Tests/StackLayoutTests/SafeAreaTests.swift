import StackLayout
import Testing

/// Safe-area insets and guides as UIKit derives them, and the margins they inset; frames worked
/// out by hand on a 375 × 667 root under a 20-point status bar and a 34-point home indicator.
@Suite struct SafeAreaTests {
    static let window = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)

    func root() -> View {
        let root = container()
        root.safeAreaInsets = Self.window
        return root
    }

    /// A view at `frame` in `parent`, held there by constraints.
    func place(_ id: String, _ frame: Rect, in parent: View) throws -> View {
        let view = View(id: id)
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: frame.x),
            view.topAnchor.constraint(equalTo: parent.topAnchor, constant: frame.y),
            view.widthAnchor.constraint(equalToConstant: frame.width),
            view.heightAnchor.constraint(equalToConstant: frame.height),
        ])
        return view
    }

    @Test func theRootsGuideIsInsetByWhatTheWindowGives() {
        let root = root()
        let guide = root.safeAreaLayoutGuide
        root.layoutIfNeeded()
        #expect(guide.frame == Rect(x: 0, y: 20, width: 375, height: 613))  // 667 - 20 - 34
        #expect(guide.layoutName == "container.safeAreaLayoutGuide")
    }

    @Test func aViewsInsetsAreThePartOfTheSafeAreaItOverlaps() throws {
        let root = root()
        let full = try place("full", Rect(x: 0, y: 0, width: 375, height: 667), in: root)
        let straddling = try place("straddling", Rect(x: 10, y: 10, width: 100, height: 100), in: root)
        let inside = try place("inside", Rect(x: 0, y: 100, width: 375, height: 100), in: root)
        let above = try place("above", Rect(x: 0, y: -30, width: 375, height: 100), in: root)
        let bottom = try place("bottom", Rect(x: 0, y: 600, width: 375, height: 67), in: root)
        root.layoutIfNeeded()
        #expect(full.safeAreaInsets == Self.window)
        #expect(straddling.safeAreaInsets == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        #expect(inside.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        // Past the superview's edge the inset stays the superview's.
        #expect(above.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(bottom.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(straddling.safeAreaLayoutGuide.frame == .zero)  // created after the layout
        root.layoutIfNeeded()
        #expect(straddling.safeAreaLayoutGuide.frame == Rect(x: 0, y: 10, width: 100, height: 90))
    }

    @Test func insetsPassDownTheHierarchy() throws {
        // card at y 5 (15 under the bar), its child at y 4 in the card: 11 under the bar.
        let root = root()
        let card = try place("card", Rect(x: 0, y: 5, width: 375, height: 300), in: root)
        let child = try place("child", Rect(x: 0, y: 4, width: 100, height: 50), in: card)
        root.layoutIfNeeded()
        #expect(card.safeAreaInsets.top == 15)
        #expect(child.safeAreaInsets.top == 11)
    }

    @Test func aViewPinnedToTheSafeAreaGuideIsBelowTheStatusBar() throws {
        let root = root()
        let page = View(id: "page")
        page.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(page)
        LayoutConstraint.activate(ScrollViewTests.edges(page, root.safeAreaLayoutGuide))
        root.layoutIfNeeded()
        #expect(page.frame == Rect(x: 0, y: 20, width: 375, height: 613))
        #expect(page.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(root.constraintsInPlay.compactMap(\.identifier).filter { $0.hasPrefix("UIViewSafeArea") }.sorted() == [
            "UIViewSafeAreaLayoutGuide-bottom", "UIViewSafeAreaLayoutGuide-left", "UIViewSafeAreaLayoutGuide-right",
            "UIViewSafeAreaLayoutGuide-top",
        ])
    }

    @Test func marginsAreInsetFromTheSafeArea() throws {
        // Margins 8 on a root under the bar: the margins guide starts at 20 + 8 = 28 and ends
        // 34 + 8 = 42 above the bottom.
        let root = root()
        let margins = root.layoutMarginsGuide
        root.layoutIfNeeded()
        #expect(margins.frame == Rect(x: 8, y: 28, width: 359, height: 597))
        #expect(root.layoutMargins == EdgeInsets(top: 28, left: 8, bottom: 42, right: 8))
        root.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        #expect(margins.frame == Rect(x: 8, y: 8, width: 359, height: 651))
    }

    @Test func preservedSuperviewMarginsReachIntoTheView() throws {
        // The root's margins are 20; the child sits 5 in from its left and top, 50 from its
        // right: its margins become max(8, 20 - 5) = 15 left and top, 8 right.
        let root = container()
        root.directionalLayoutMargins = DirectionalEdgeInsets(all: 20)
        let child = try place("child", Rect(x: 5, y: 5, width: 320, height: 100), in: root)
        let guide = child.layoutMarginsGuide
        root.layoutIfNeeded()
        #expect(guide.frame == Rect(x: 8, y: 8, width: 304, height: 84))
        child.preservesSuperviewLayoutMargins = true
        root.layoutIfNeeded()
        #expect(child.layoutMargins == EdgeInsets(top: 15, left: 15, bottom: 8, right: 8))
        #expect(guide.frame == Rect(x: 15, y: 15, width: 297, height: 77))
    }

    @Test func negativeInsetsAreRefused() {
        let root = container()
        let log = IssueLog(root)
        root.safeAreaInsets = EdgeInsets(top: -1, left: 0, bottom: 0, right: 0)
        #expect(root.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(log.issues.count == 1)
    }
}

import StackLayout
import Testing

/// The first stack of Docs/GettingStarted.md, exactly as the page shows it.
@Test func theGettingStartedStack() throws {
    let window = View(id: "window")
    window.frame = Rect(x: 0, y: 0, width: 375, height: 667)

    let stack = StackView(id: "stack")
    stack.axis = .vertical
    stack.spacing = 8
    stack.isLayoutMarginsRelativeArrangement = true
    stack.directionalLayoutMargins = DirectionalEdgeInsets(all: 20)
    stack.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(stack)

    let title = View(id: "title")
    title.setIntrinsicContentSize(Size(width: 180, height: 24))
    let body = View(id: "body")
    body.setIntrinsicContentSize(Size(width: View.noIntrinsicMetric, height: 120))
    stack.addArrangedSubview(title)
    stack.addArrangedSubview(body)

    LayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: window.topAnchor),
        stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
    ])
    window.layoutIfNeeded()

    #expect([stack.frame, title.frame, body.frame] == [
        Rect(x: 0, y: 0, width: 375, height: 192), Rect(x: 20, y: 20, width: 335, height: 24),
        Rect(x: 20, y: 52, width: 335, height: 120),
    ])
    #expect(stack.generatedConstraints.map(\.description) == [
        "UISV-canvas-connection: stack.layoutMarginsGuide.top == title.top",
        "UISV-canvas-connection: body.bottom == stack.layoutMarginsGuide.bottom",
        "UISV-spacing: body.top == title.bottom + 8",
        "UISV-alignment: title.leading == body.leading",
        "UISV-alignment: title.trailing == body.trailing",
        "UISV-canvas-connection: stack.layoutMarginsGuide.leading == title.leading",
        "UISV-canvas-connection: title.trailing == stack.layoutMarginsGuide.trailing",
    ])
}

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
    try window.addSubview(stack)

    let title = View(id: "title")
    title.intrinsicContentSize = IntrinsicContentSize(width: 180, height: 24)
    let body = View(id: "body")
    body.intrinsicContentSize = IntrinsicContentSize(width: nil, height: 120)
    try stack.addArrangedSubview(title)
    try stack.addArrangedSubview(body)

    try LayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: window.topAnchor),
        stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
    ])
    window.layoutIfNeeded()

    #expect([stack.frame, title.frame, body.frame].map(\.description) == [
        "(0, 0, 375, 192)", "(20, 20, 335, 24)", "(20, 52, 335, 120)",
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

import Foundation
import StackLayout
import Testing

/// A sign-in screen written for UIKit, ported by renaming only (`UIView` → `View`, `UIStackView`
/// → `StackView`, `NSLayoutConstraint` → `LayoutConstraint`, `NSDirectionalEdgeInsets` →
/// `DirectionalEdgeInsets`, `UILabel` → `Label` and the other controls → their stand-ins in
/// ControlStandIns.swift). Docs/PortingFromUIKit.md walks through it.
final class SignInViewController: ViewController {
    let titleLabel = Label()
    let subtitleLabel = Label()
    let emailField = TextField()
    let passwordField = TextField()
    let rememberSwitch = Switch()
    let rememberLabel = Label()
    let signInButton = Button(type: .system)
    let forgotButton = Button(type: .system)
    private(set) var fields: StackView!
    private(set) var rememberRow: StackView!
    private(set) var stack: StackView!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 24)

        titleLabel.text = "Welcome back"
        titleLabel.font = .boldSystemFont(ofSize: 28)
        subtitleLabel.text = "Sign in to continue"
        subtitleLabel.font = .systemFont(ofSize: 15)
        emailField.placeholder = "Email"
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        rememberLabel.text = "Remember me"
        rememberLabel.font = .systemFont(ofSize: 15)
        signInButton.setTitle("Sign in", for: .normal)
        forgotButton.setTitle("Forgot password?", for: .normal)

        let fields = StackView(arrangedSubviews: [emailField, passwordField])
        fields.axis = .vertical
        fields.spacing = 12

        let rememberRow = StackView(arrangedSubviews: [rememberSwitch, rememberLabel])
        rememberRow.spacing = 8
        rememberRow.alignment = .center

        let stack = StackView(arrangedSubviews: [titleLabel, subtitleLabel, fields, rememberRow, signInButton, forgotButton])
        stack.axis = .vertical
        stack.spacing = 8
        stack.setCustomSpacing(32, after: subtitleLabel)
        stack.setCustomSpacing(16, after: fields)
        stack.setCustomSpacing(24, after: rememberRow)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            emailField.heightAnchor.constraint(equalToConstant: 44),
            passwordField.heightAnchor.constraint(equalTo: emailField.heightAnchor),
            signInButton.heightAnchor.constraint(equalToConstant: 50),
        ])
        (self.fields, self.rememberRow, self.stack) = (fields, rememberRow, stack)
    }
}

@Suite struct PortingTests {
    /// On a 375 × 667 screen at 2× (the safe area is the whole screen here; margins 24 each
    /// side). The stack: x 24, 375 − 48 = 327 wide, y 0 + 40. Down the stack (alignment fill, so
    /// every view is 327 wide): the title 34 tall (28 pt) at 0; 8; the subtitle 18 (15 pt) at 42;
    /// 32; the fields 44 + 12 + 44 = 100 at 92; 16; the remember row 31 (the switch) at 208; 24;
    /// the button 50 at 263; 8; the forgot button 20.5 + 12 = 32.5 at 321: 353.5 tall. In the row
    /// the switch (hugging 750) keeps 51 and the label (250) takes the rest, 327 − 51 − 8 = 268,
    /// centred: (31 − 18) / 2 = 6.5 down.
    @Test func theSignInScreenLaysOutAsOnADevice() {
        let screen = SignInViewController()
        screen.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        screen.view.displayScale = 2
        screen.loadViewIfNeeded()
        screen.view.layoutIfNeeded()

        #expect(screen.stack.frame == CGRect(x: 24, y: 40, width: 327, height: 353.5))
        #expect(screen.titleLabel.frame == CGRect(x: 0, y: 0, width: 327, height: 34))
        #expect(screen.subtitleLabel.frame == CGRect(x: 0, y: 42, width: 327, height: 18))
        #expect(screen.fields.frame == CGRect(x: 0, y: 92, width: 327, height: 100))
        #expect(screen.emailField.frame == CGRect(x: 0, y: 0, width: 327, height: 44))
        #expect(screen.passwordField.frame == CGRect(x: 0, y: 56, width: 327, height: 44))
        #expect(screen.rememberRow.frame == CGRect(x: 0, y: 208, width: 327, height: 31))
        #expect(screen.rememberSwitch.frame == CGRect(x: 0, y: 0, width: 51, height: 31))
        #expect(screen.rememberLabel.frame == CGRect(x: 59, y: 6.5, width: 268, height: 18))
        #expect(screen.signInButton.frame == CGRect(x: 0, y: 263, width: 327, height: 50))
        #expect(screen.forgotButton.frame == CGRect(x: 0, y: 321, width: 327, height: 32.5))
        #expect(screen.view.viewsWithAmbiguousLayout().isEmpty && screen.view.unsatisfiableConstraints.isEmpty)
    }

    @Test func theSameScreenRightToLeftMirrorsTheRow() {
        // Right to left, the stack keeps its frame (equal margins) and the row runs from the
        // right: the switch at 327 − 51 = 276, the label at 276 − 8 − 268 = 0.
        let screen = SignInViewController()
        screen.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        screen.view.semanticContentAttribute = .forceRightToLeft
        screen.loadViewIfNeeded()
        screen.view.layoutIfNeeded()
        #expect(screen.stack.frame == CGRect(x: 24, y: 40, width: 327, height: 353.5))
        #expect(screen.rememberSwitch.frame == CGRect(x: 276, y: 0, width: 51, height: 31))
        #expect(screen.rememberLabel.frame == CGRect(x: 0, y: 6.5, width: 268, height: 18))
    }
}

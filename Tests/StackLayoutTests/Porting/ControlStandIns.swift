import Foundation
import StackLayout

// Stand-ins for the UIKit classes a screen uses beyond layout, as a port writes them: each is a
// `View` whose `intrinsicContentSize` is what UIKit would measure. Text is measured with a simple
// deterministic metric (see `Font`) in place of real glyphs; a real port puts its own
// measurements here. Only the members the ported screen calls exist.

/// A font: its point size and UIKit-like metrics, rounded to half points (a 2× display).
struct Font {
    var pointSize: CGFloat

    static func systemFont(ofSize size: CGFloat) -> Font { Font(pointSize: size) }
    static func boldSystemFont(ofSize size: CGFloat) -> Font { Font(pointSize: size) }

    /// 1.2 × the point size, up to the next half point (17 → 20.5, 15 → 18, 28 → 34).
    var lineHeight: CGFloat { (pointSize * 1.2 * 2).rounded(.up) / 2 }

    /// Half the point size per character, up to the next half point.
    func width(of text: String) -> CGFloat { (CGFloat(text.count) * pointSize / 2 * 2).rounded(.up) / 2 }
}

/// `UILabel`: one line of text.
final class Label: View {
    var text: String? { didSet { invalidateIntrinsicContentSize() } }
    var font = Font.systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }

    override var intrinsicContentSize: CGSize {
        CGSize(width: font.width(of: text ?? ""), height: font.lineHeight)
    }
}

/// `UITextField` with a rounded border: UIKit's intrinsic height 34, no intrinsic width here.
final class TextField: View {
    var placeholder: String?
    var isSecureTextEntry = false

    override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 34) }
}

/// `UIButton`: its title at 17 points, 6 points above and below.
final class Button: View {
    enum ButtonType { case system }
    struct State { static let normal = State() }

    private var title = ""

    convenience init(type: ButtonType) { self.init(frame: .zero) }

    func setTitle(_ title: String?, for state: State) {
        self.title = title ?? ""
        invalidateIntrinsicContentSize()
    }

    override var intrinsicContentSize: CGSize {
        let font = Font.systemFont(ofSize: 17)
        return CGSize(width: font.width(of: title), height: font.lineHeight + 12)
    }
}

/// `UISwitch`: 51 × 31, hugging and resisting at 750 as UIKit's.
final class Switch: View {
    var isOn = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        for axis in LayoutAxis.allCases { setContentHuggingPriority(.defaultHigh, for: axis) }
    }

    override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
}

/// `UIViewController`, for its `view` and `viewDidLoad()`: the harness (a window) sizes `view`
/// and calls `loadViewIfNeeded()`.
class ViewController {
    let view = View()
    private var isViewLoaded = false

    func viewDidLoad() {}

    func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }
}

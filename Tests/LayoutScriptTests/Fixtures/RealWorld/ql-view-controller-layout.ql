// Modelled on astralchen/QuickLayoutDemo, QuickLayoutDemo/QLHostingController.swift: UIViewControllers
// that set up their labels and a button in viewDidLoad and lay them out with QuickLayout (a padded
// leading VStack with a Spacer above the button); here the layout is a `@LayoutBuilder func layout()
// -> Layout` on a plain UIViewController rather than an overridden `body`.
// expect-min-frames: 3
import UIKit
import QuickLayout

final class WelcomeViewController: UIViewController {
    private let titleLabel = UILabel()
    private let bodyLabel = UILabel()
    private let startButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "Welcome"
        titleLabel.font = .boldSystemFont(ofSize: 28)
        bodyLabel.text = "Set up your account to sync across devices."
        bodyLabel.numberOfLines = 0
        startButton.setTitle("Get started", for: .normal)
    }

    @LayoutBuilder
    func layout() -> Layout {
        VStack(alignment: .leading, spacing: 12) {
            titleLabel
            bodyLabel
            Spacer()
            startButton
        }
        .padding(24)
    }
}

// Modelled on the QuickLayoutHostingController of a QuickLayout kit (the `open class
// QuickLayoutHostingController: UIViewController` found with facebookincubator/QuickLayout's
// macro): a view controller whose `@LayoutBuilder func layout() -> Layout` lays out its labels,
// set up in viewDidLoad.
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

// Modelled on mozilla-mobile/focus-ios, Blockzilla/Onboarding/OnboardingViewController.swift (a stack's
// layout margins made by `.init(top:left:bottom:right:)` from the view's size over constants of a
// `fileprivate extension CGFloat`, a bottom constraint kept in a property that starts as
// `NSLayoutConstraint()`) and keepassium/KeePassium, ErrorMessageView.swift (a button's
// `UIButton.Configuration` with a text attributes transformer): the screen's views are ours.
// expect-min-frames: 4
import UIKit

class WelcomeViewController: UIViewController {
    private var stackBottomConstraint = NSLayoutConstraint()

    private lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.text = "Browse privately"
        label.font = .systemFont(ofSize: 20)
        return label
    }()

    private lazy var startButton: UIButton = {
        var config = UIButton.Configuration.filled()
        config.baseForegroundColor = .white
        config.contentInsets = .init(top: 8, leading: 16, bottom: 8, trailing: 16)
        config.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer {
            var outgoing = $0
            outgoing.font = .preferredFont(forTextStyle: .callout)
            return outgoing
        }
        let button = UIButton(configuration: config)
        button.setTitle("Start", for: .normal)
        return button
    }()

    private lazy var stackView: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [titleLabel, startButton])
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = view.frame.height / .spacingDivider
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = .init(top: view.frame.height / .marginTopDivider, left: .marginSide, bottom: .marginBottom, right: .marginSide)
        return stack
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: view.topAnchor),
            stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        stackBottomConstraint = stackView.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor)
        stackBottomConstraint.isActive = true
    }
}

fileprivate extension CGFloat {
    static let spacingDivider: CGFloat = 29
    static let marginTopDivider: CGFloat = 10
    static let marginSide: CGFloat = 24
    static let marginBottom: CGFloat = 12
}

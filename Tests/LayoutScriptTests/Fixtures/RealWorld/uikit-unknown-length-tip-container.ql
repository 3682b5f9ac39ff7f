// Modelled on mozilla-mobile/focus-ios, Blockzilla/HomeViewController.swift: a container for a
// child controller's tips whose height is a constant of another file (`Layout.tipHeight`): a
// plain view has no size of its own, so the unknown length takes the placeholder box's.
// expect-min-frames: 3
import UIKit

final class StartViewController: UIViewController {
    private lazy var tipsContainer: UIView = {
        let container = UIView()
        container.translatesAutoresizingMaskIntoConstraints = false
        return container
    }()

    private let bottomBar: UIToolbar = {
        let bar = UIToolbar()
        bar.translatesAutoresizingMaskIntoConstraints = false
        return bar
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(bottomBar)
        view.addSubview(tipsContainer)
        NSLayoutConstraint.activate([
            bottomBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bottomBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottomBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            tipsContainer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tipsContainer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tipsContainer.bottomAnchor.constraint(equalTo: bottomBar.topAnchor, constant: -Layout.tipSpacing),
            tipsContainer.heightAnchor.constraint(equalToConstant: Layout.tipHeight),
        ])
    }
}

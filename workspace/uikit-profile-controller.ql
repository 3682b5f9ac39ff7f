// A profile screen as UIKit code writes it: a view controller's viewDidLoad with its own anchors,
// a vertical UIStackView inside the safe area, and a button pinned under it.
import UIKit

final class ProfileViewController: UIViewController {
  private let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle"))
  private let nameLabel = UILabel()
  private let bioLabel = UILabel()
  private let followButton = UIButton(type: .system)
  private let stack = UIStackView()

  override func viewDidLoad() {
    super.viewDidLoad()
    nameLabel.text = "Kylee Lessie"
    nameLabel.font = .preferredFont(forTextStyle: .headline)
    bioLabel.text = "Developer at a very long company name"
    bioLabel.numberOfLines = 0
    followButton.setTitle("Follow", for: .normal)

    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 8
    stack.addArrangedSubview(avatar)
    stack.addArrangedSubview(nameLabel)
    stack.addArrangedSubview(bioLabel)

    view.addSubview(stack)
    view.addSubview(followButton)
    stack.translatesAutoresizingMaskIntoConstraints = false
    followButton.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      avatar.widthAnchor.constraint(equalToConstant: 64),
      avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      followButton.topAnchor.constraint(equalToSystemSpacingBelow: stack.bottomAnchor, multiplier: 2),
      followButton.leadingAnchor.constraint(equalTo: stack.leadingAnchor),
    ])
  }
}

// Modelled on mastodon/mastodon-ios, MastodonSDK/Sources/MastodonUI/View/Content/StatusAuthorView.swift:
// a UIStackView subclass whose init calls `_init()` from an extension, which sets its own axis
// and spacing bare, subscribes with Combine (`.store(in: &bag)`, skipped) and arranges its views.
// expect-min-frames: 3
import UIKit
import Combine

canvas(width: 320, height: 64)

public class AuthorHeaderView: UIStackView {
  var bag = Set<AnyCancellable>()

  let avatarView: UIImageView = {
    let imageView = UIImageView(image: UIImage(systemName: "person.crop.circle"))
    imageView.translatesAutoresizingMaskIntoConstraints = false
    return imageView
  }()
  let nameLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    _init()
  }

  required init(coder: NSCoder) {
    super.init(coder: coder)
    _init()
  }
}

extension AuthorHeaderView {
  func _init() {
    axis = .horizontal
    spacing = 12
    alignment = .center

    UIContentSizeCategory.publisher
      .sink { [unowned self] category in
        self.axis = category > .accessibilityLarge ? .vertical : .horizontal
      }
      .store(in: &bag)

    nameLabel.text = "Grace Hopper"
    addArrangedSubview(avatarView)
    addArrangedSubview(nameLabel)
    NSLayoutConstraint.activate([
      avatarView.widthAnchor.constraint(equalToConstant: 44),
      avatarView.heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}

// Modelled on mastodon/mastodon-ios, MastodonSDK/Sources/MastodonUI/View/Content/UserView.swift
// and HUDButton.swift: labels whose fonts UIFontMetrics scales, compression priorities written
// as UILayoutPriority arithmetic, and an SF Symbol image with a symbol configuration.
// expect-min-frames: 4
import UIKit

final class FollowerRowView: UIView {
  let nameLabel: UILabel = {
    let label = UILabel()
    label.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 16, weight: .semibold))
    label.text = "Ada Lovelace"
    return label
  }()

  let handleLabel: UILabel = {
    let label = UILabel()
    label.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.systemFont(ofSize: 14))
    label.text = "@ada"
    return label
  }()

  let menuIcon: UIImageView = {
    let imageView = UIImageView()
    imageView.image = UIImage(systemName: "ellipsis", withConfiguration: UIImage.SymbolConfiguration(font: .systemFont(ofSize: 15)))
    return imageView
  }()

  override init(frame: CGRect) {
    super.init(frame: frame)
    [nameLabel, handleLabel, menuIcon].forEach {
      $0.translatesAutoresizingMaskIntoConstraints = false
      addSubview($0)
    }
    NSLayoutConstraint.activate([
      nameLabel.topAnchor.constraint(equalTo: topAnchor, constant: 12),
      nameLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      handleLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 2),
      handleLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
      menuIcon.centerYAnchor.constraint(equalTo: nameLabel.centerYAnchor),
      menuIcon.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: menuIcon.leadingAnchor, constant: -8),
    ])
    nameLabel.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
    handleLabel.setContentCompressionResistancePriority(.defaultHigh - 2, for: .horizontal)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

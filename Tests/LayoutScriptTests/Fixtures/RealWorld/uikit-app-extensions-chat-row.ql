// Modelled on deltachat/deltachat-ios, deltachat-ios/View/ContactCell.swift,
// deltachat-ios/View/Cell/DocumentGalleryFileCell.swift and
// deltachat-ios/View/MultilineLabelCell.swift, and vinhnx/Clendar,
// Clendar/UI/Event List/EventListTableViewCell.swift: a cell calling what the app's own
// extensions of UIKit types add (`UIFont.preferredFont(for:weight:)`, `.boldFontWithSize(_:)`,
// `UIColor(hexString:)`, `String.localized(_:)`) — opaque placeholders, a font taking the
// label's default — and a nested UIKit type's member, `NSLayoutConstraint.Axis.vertical`.
// expect-min-frames: 4
import UIKit

class ChatRowCell: UITableViewCell {
  lazy var nameLabel: UILabel = {
    let label = UILabel()
    label.font = UIFont.preferredFont(for: .headline, weight: .semibold)
    label.text = "Ada Lovelace"
    label.textColor = UIColor(hexString: "1d2a3b")
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  lazy var previewLabel: UILabel = {
    let label = UILabel()
    label.font = .boldFontWithSize(13)
    label.text = String.localized("chat_no_messages")
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  private lazy var textStack: UIStackView = {
    let stack = UIStackView(arrangedSubviews: [nameLabel, previewLabel])
    stack.axis = NSLayoutConstraint.Axis.vertical
    stack.spacing = 2
    stack.translatesAutoresizingMaskIntoConstraints = false
    return stack
  }()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(textStack)
    textStack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16).isActive = true
    textStack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16).isActive = true
    textStack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8).isActive = true
    textStack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8).isActive = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

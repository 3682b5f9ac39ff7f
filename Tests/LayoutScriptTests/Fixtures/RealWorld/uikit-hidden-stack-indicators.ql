// Modelled on deltachat/deltachat-ios, deltachat-ios/View/ContactCell.swift: a chat row whose
// status icons and unread counter (a view type of another file) start hidden inside two
// horizontal stacks, shown later by configure code; a hidden view is laid out and not drawn.
// expect-min-frames: 6
import UIKit

final class ChatRowCell: UITableViewCell {
    private let avatar: UIImageView = {
        let view = UIImageView()
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()

    private let nameLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 16)
        return label
    }()

    private lazy var pinIcon: UIImageView = {
        let view = UIImageView(image: UIImage(systemName: "pin.fill"))
        view.isHidden = true
        return view
    }()

    private let previewLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 12)
        return label
    }()

    private let unreadBadge: UnreadCounter = {
        let counter = UnreadCounter(count: 0, diameter: 18)
        counter.isHidden = true
        return counter
    }()

    private lazy var headline: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [nameLabel, pinIcon])
        stack.axis = .horizontal
        stack.spacing = 4
        return stack
    }()

    private lazy var detailLine: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [previewLabel, unreadBadge])
        stack.axis = .horizontal
        stack.spacing = 8
        return stack
    }()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let column = UIStackView(arrangedSubviews: [headline, detailLine])
        column.axis = .vertical
        column.spacing = 2
        column.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(avatar)
        contentView.addSubview(column)
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            avatar.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalToConstant: 40),
            column.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            column.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            column.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            column.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(name: String, preview: String, unread: Int, pinned: Bool) {
        nameLabel.text = name
        previewLabel.text = preview
        pinIcon.isHidden = !pinned
        unreadBadge.isHidden = unread == 0
    }
}

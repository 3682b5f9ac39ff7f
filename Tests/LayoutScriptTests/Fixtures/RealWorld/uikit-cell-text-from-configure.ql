// Modelled on nextcloud/talk-ios, NextcloudTalk/InfoLabelTableViewCell.swift and deltachat/deltachat-ios,
// deltachat-ios/View/MessageCounter.swift: a table cell whose labels are built and constrained in
// init, while their text comes from `configure(with:)`, which the table's data source calls; the
// canvas never calls it, so each label shows its own name as placeholder text.
// expect-min-frames: 3
import UIKit

final class ParticipantCell: UITableViewCell {
    static let reuseIdentifier = "ParticipantCell"

    private let nameLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 16)
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    private let roleLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 12)
        label.textColor = .secondaryLabel
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(nameLabel)
        contentView.addSubview(roleLabel)
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            roleLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 2),
            roleLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            roleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with participant: Participant) {
        nameLabel.text = participant.displayName
        roleLabel.attributedText = NSAttributedString(string: participant.role, attributes: [.font: UIFont.systemFont(ofSize: 12)])
    }
}

// Modelled on planetary-social/planetary-ios, Source/UI/AliasCell.swift and keepassium/KeePassium,
// KeePassium/util/DatabaseItemTitleView.swift: a cell whose stack comes from the app's own
// `UIStackView.forAutoLayout()` factory and whose constraints are activated by the app's own
// `activate()` and `withPriority(_:)` helpers on NSLayoutConstraint, all declared in other files.
// expect-min-frames: 3
import UIKit

final class AliasRow: UITableViewCell {
    lazy var aliasStack: UIStackView = {
        let stack = UIStackView.forAutoLayout()
        stack.axis = .vertical
        stack.spacing = 4
        return stack
    }()

    let handleLabel: UILabel = {
        let label = UILabel()
        label.text = "@ada"
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(aliasStack)
        aliasStack.addArrangedSubview(handleLabel)
        aliasStack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 18).activate()
        aliasStack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10).activate()
        aliasStack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10).withPriority(.defaultHigh).activate()
    }
}

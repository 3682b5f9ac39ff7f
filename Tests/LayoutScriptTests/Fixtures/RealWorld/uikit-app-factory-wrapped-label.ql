// Modelled on deltachat/deltachat-ios, deltachat-ios/Controller/Settings/Proxy/ProxyTableViewCell.swift:
// a row whose tag label is wrapped by the app's own factory (`UIView.framed(around:…)`, declared in
// another file) and followed by a plain UIView as a spacer in a horizontal stack: the wrapper holds
// its label, so the spacer takes the room left.
// expect-min-frames: 5
import UIKit

class ServerRowCell: UITableViewCell {
    let kindLabel = UILabel()
    private let rowStack: UIStackView

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        kindLabel.font = UIFont.systemFont(ofSize: 12)
        kindLabel.text = "SOCKS5"
        rowStack = UIStackView(arrangedSubviews: [
            UIView.framed(around: kindLabel, borderWidth: 1, cornerRadius: 3),
            UIView(),
        ])
        rowStack.spacing = 4
        rowStack.translatesAutoresizingMaskIntoConstraints = false
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(rowStack)
        NSLayoutConstraint.activate([
            rowStack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            rowStack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            contentView.trailingAnchor.constraint(equalTo: rowStack.trailingAnchor, constant: 16),
            contentView.bottomAnchor.constraint(equalTo: rowStack.bottomAnchor, constant: 8),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

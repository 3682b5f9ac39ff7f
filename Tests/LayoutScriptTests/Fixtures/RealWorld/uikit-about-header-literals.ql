// Modelled on mozilla-mobile/focus-ios, Blockzilla/AboutViewController.swift: a header view whose
// rows are two array literals joined by a `+` on a line of its own, a wordmark from an image
// literal, and a label whose attributed text is appended to part by part in a forEach closure.
// expect-min-frames: 3
import UIKit

final class AboutHeaderView: UIView {
    private lazy var rows: [String] = [
        "One",
    ]
    +
    [
        "Two",
    ]

    private let logo: UIImageView = {
        let view = UIImageView()
        view.image = #imageLiteral(resourceName: "wordmark")
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()

    private let aboutLabel: UILabel = {
        let label = UILabel()
        let attributed = NSMutableAttributedString()
        ["Private ", "browsing"].forEach { attributed.append(NSAttributedString(string: $0)) }
        label.attributedText = attributed
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(logo)
        addSubview(aboutLabel)
        NSLayoutConstraint.activate([
            logo.topAnchor.constraint(equalTo: topAnchor, constant: 20),
            logo.centerXAnchor.constraint(equalTo: centerXAnchor),
            aboutLabel.topAnchor.constraint(equalTo: logo.bottomAnchor, constant: CGFloat(rows.count) * 4),
            aboutLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
        ])
    }
}

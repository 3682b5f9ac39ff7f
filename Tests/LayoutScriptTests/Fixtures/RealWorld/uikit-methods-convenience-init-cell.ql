// Modelled on mozilla-mobile/focus-ios, Blockzilla/TooltipTableViewCell.swift: a cell whose
// designated init only calls super, while its convenience init(title:detail:) makes the content,
// adds it to the content view and pins it to the edges; a lazy banner set up by a closure.
// expect-min-frames: 2
import UIKit

public class BannerTableViewCell: UITableViewCell {
    private lazy var banner: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .systemFont(ofSize: 14)
        return label
    }()

    public convenience init(title: String, detail: String, reuseIdentifier: String? = nil) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
        banner.text = title
        contentView.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            banner.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            banner.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            banner.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

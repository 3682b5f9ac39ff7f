// Modelled on nextcloud/talk-ios, NextcloudTalk/User Interface/BadgeView.swift: a badge whose
// label is added in set-up and given its text and its frame only by `setCount(_:)`, a method
// the app calls later: the label shows its name, at its own size at its origin.
// expect-min-frames: 2
import UIKit

class CountBadge: UIView {
    private let countLabel = UILabel()
    private let padding: CGFloat = 6

    override init(frame: CGRect) {
        super.init(frame: frame)
        countLabel.textAlignment = .center
        countLabel.font = UIFont.systemFont(ofSize: 12)
        addSubview(countLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func setCount(_ count: Int) {
        countLabel.text = count > 99 ? "99+" : "\(count)"
        let width = countLabel.intrinsicContentSize.width + padding * 2
        let height = countLabel.intrinsicContentSize.height + padding
        frame.size = CGSize(width: max(width, height), height: height)
        countLabel.frame = bounds
        layer.cornerRadius = height / 2
    }
}

// Modelled on astralchen/QuickLayoutKit, Demo/Demo/Features/Chat/Views/Chat/ and LiveRoom/Views/
// (TypingBubbleView, AudienceSheetHeaderView): an app's views subclassing QuickLayoutKit's
// QuickLayoutView (no @QuickLayout macro: the base class sizes the view by its body), labels and
// a configuration button whose text only `configure(…)` sets, a nested view of another class of the
// file, a divider one pixel high from traitCollection, a private preview function and #Preview.
// expect-min-frames: 6
import QuickLayout
import QuickLayoutKit
import UIKit

/// A small pill with the number of people online.
final class PresenceBadgeView: QuickLayoutView {
    let countLabel = UILabel()

    override var body: Layout {
        countLabel
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGreen
        layer.cornerRadius = 10
        countLabel.font = .monospacedDigitSystemFont(ofSize: 12, weight: .semibold)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(count: Int) {
        countLabel.text = "\(count)"
        setNeedsQuickLayout()
    }
}

/// The header of a room: its title and topic, who is online, a button to follow it.
final class RoomHeaderView: QuickLayoutView {
    private let titleLabel = UILabel()
    private let topicLabel = UILabel()
    private let badgeView = PresenceBadgeView(frame: .zero)
    private let followButton = UIButton(configuration: .borderedProminent())
    private let separatorView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        topicLabel.font = .preferredFont(forTextStyle: .footnote)
        topicLabel.textColor = .secondaryLabel
        topicLabel.numberOfLines = 2
        separatorView.backgroundColor = .separator
        followButton.addTarget(self, action: #selector(followTapped), for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var body: Layout {
        VStack(spacing: 0) {
            HStack(alignment: .center, spacing: 10) {
                VStack(alignment: .leading, spacing: 2) {
                    titleLabel
                    topicLabel
                }
                Spacer()
                badgeView
                followButton
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 12)
            separatorView
                .resizable()
                .frame(height: hairline)
        }
    }

    private var hairline: CGFloat {
        1 / max(traitCollection.displayScale, 1)
    }

    func configure(title: String, topic: String, online: Int, following: Bool) {
        titleLabel.text = title
        topicLabel.text = topic
        badgeView.configure(count: online)
        var configuration = followButton.configuration
        configuration?.title = following ? "Following" : "Follow"
        followButton.configuration = configuration
        setNeedsQuickLayout()
    }

    @objc private func followTapped() {
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
    }
}

#if DEBUG
@MainActor
private func makeRoomHeaderPreview() -> UIViewController {
    let header = RoomHeaderView(frame: .zero)
    header.configure(title: "Night owls", topic: "Lo-fi until sunrise", online: 128, following: false)
    return QuickLayoutHostingController {
        header
            .resizable(axis: .horizontal)
            .fixedSize(axis: .vertical)
    }
}

@available(iOS 17.0, *)
#Preview("Room header") {
    makeRoomHeaderPreview()
}
#endif

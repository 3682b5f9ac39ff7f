// Modelled on huri000/SwiftEntryKit, Source/MessageViews/Notes/EKAccessoryNoteMessageView.swift and
// MessagesUtils/EKButtonView.swift: a note view laid out with huri000/QuickLayout's UIView
// extension — a content view centred between margins it may not pass (`relation:`), a badge of a
// set size beside a label pinned by its edges, `layoutToSuperview(axis:offset:)`, a priority of the
// library's app (`.must`), `forceContentWrap`, and a row of buttons spread across the bottom.
// expect-min-frames: 7
import UIKit
import QuickLayout

final class StatusNoteView: UIView {
    private let contentView = UIView()
    private let badgeView = UIImageView()
    private let titleLabel = UILabel()
    private let separatorView = UIView()
    private let acceptButton = UIButton()
    private let declineButton = UIButton()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupContentView()
        setupBadge()
        setupTitleLabel()
        setupButtons()
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupContentView() {
        addSubview(contentView)
        contentView.layoutToSuperview(.centerX, .top, .bottom)
        contentView.layoutToSuperview(.left, relation: .greaterThanOrEqual, offset: 16)
        contentView.layoutToSuperview(.right, relation: .lessThanOrEqual, offset: -16)
        contentView.set(.width, of: 600, priority: .defaultHigh)
    }

    private func setupBadge() {
        contentView.addSubview(badgeView)
        badgeView.set(.width, .height, of: 24)
        badgeView.layoutToSuperview(.leading, offset: 12)
        badgeView.layoutToSuperview(.top, offset: 20)
    }

    private func setupTitleLabel() {
        titleLabel.text = "Saved to your library"
        titleLabel.numberOfLines = 0
        contentView.addSubview(titleLabel)
        titleLabel.forceContentWrap(.vertically)
        titleLabel.layout(.leading, to: .trailing, of: badgeView, offset: 8)
        titleLabel.layout(.centerY, to: badgeView)
        titleLabel.layoutToSuperview(.trailing, relation: .lessThanOrEqual, offset: -12, priority: .must)
    }

    private func setupButtons() {
        separatorView.backgroundColor = .separator
        contentView.addSubview(separatorView)
        separatorView.set(.height, of: 1)
        separatorView.layoutToSuperview(axis: .horizontally)
        separatorView.layout(.top, to: .bottom, of: badgeView, offset: 20)
        acceptButton.setTitle("Open", for: .normal)
        declineButton.setTitle("Dismiss", for: .normal)
        let buttons = [acceptButton, declineButton]
        buttons.forEach { contentView.addSubview($0) }
        buttons.set(.height, of: 44)
        buttons.layout(.top, to: .bottom, of: separatorView)
        buttons.spread(.horizontally, stretchEdgesToSuperview: true)
        acceptButton.layout(.width, to: declineButton)
    }
}

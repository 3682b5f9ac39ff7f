// Modelled on HabitRPG/habitica-ios, HabitRPG/Views/ClassSelectionOptionView.swift and
// SubscriptionPromoView.swift: views laid out with PinLayout in layoutSubviews — a fixed-size
// avatar centred, a pill below it with a margin, an icon and a label measured with sizeToFit and
// placed after it, a wrapping description below a title, and a button bounded by minWidth.
// expect-min-frames: 7
import UIKit
import PinLayout

class HeroOptionView: UIView {
    private let portrait = PortraitView()
    private let pill: UIView = {
        let pill = UIView()
        pill.layer.cornerRadius = 4
        return pill
    }()
    private let badge = UIImageView()
    private let caption: UILabel = {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 16, weight: .semibold)
        return label
    }()
    private let blurb: UILabel = {
        let label = UILabel()
        label.text = "Strong and brave, a friend to every party"
        label.numberOfLines = 0
        return label
    }()
    private let chooseButton: UIButton = {
        let button = UIButton()
        button.setTitle("Pick", for: .normal)
        return button
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(portrait)
        addSubview(pill)
        pill.addSubview(badge)
        pill.addSubview(caption)
        addSubview(blurb)
        addSubview(chooseButton)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        portrait.pin.width(76).height(60).top(40).hCenter()
        pill.pin.width(116).height(43).hCenter().below(of: portrait).marginTop(10)
        badge.pin.size(32).vCenter()
        caption.pin.vertically().sizeToFit(.height)
        let contentWidth = 32 + 4 + caption.bounds.size.width
        badge.pin.left((pill.bounds.size.width - contentWidth) / 2)
        caption.pin.right(of: badge).marginLeft(4)
        blurb.pin.below(of: pill).start(34).end(34).marginTop(8).sizeToFit(.width)
        chooseButton.pin.below(of: blurb).minWidth(110).sizeToFit().marginTop(16).hCenter().height(32)
    }
}

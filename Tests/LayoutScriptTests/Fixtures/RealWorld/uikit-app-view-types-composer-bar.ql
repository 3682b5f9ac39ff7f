// Modelled on planetary-social/planetary-ios, Source/UI/PostButtonsView.swift: a composer's bar of
// a view type of another file (a pill-shaped send button) constrained with anchors, an app helper
// that turns the autoresizing mask off (`useAutoLayout()`), constrain…(to…Of:) helpers, and
// spacings of another file negated (`-Metrics.gap`).
// expect-min-frames: 4
import UIKit

class ComposerBar: UIView {
    let attachButton: UIButton = {
        let button = UIButton(type: .custom).useAutoLayout()
        button.setTitle("Attach", for: .normal)
        return button
    }()

    let counterLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 12)
        label.text = "0/280"
        return label
    }()

    let sendButton: CapsuleButton = {
        let button = CapsuleButton()
        button.setTitle("Send", for: .normal)
        return button
    }()

    convenience init() {
        self.init(frame: .zero)
        addSubview(attachButton)
        attachButton.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12).isActive = true
        attachButton.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true

        addSubview(sendButton)
        sendButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -Metrics.gap).isActive = true
        sendButton.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true

        addSubview(counterLabel)
        counterLabel.constrainTrailing(toLeadingOf: sendButton, constant: -8)
        counterLabel.constrainCenterY(to: sendButton)
    }
}

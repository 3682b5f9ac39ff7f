// Modelled on the FormHeaderView of astralchen/QLKit, Demo/Demo/ScrollViewWithKeyboardViewController.swift
// (辰宸; stored at commit 5bfd62d2, later moved to Demo/Demo/Features/Scroll/): shares a @QuickLayout
// UIView whose labels are declared empty and configured in a private `setupViews()` called from
// `init(frame:)`, background and layer setters on the view itself, and a padded VStack of the labels;
// the shipping-step banner here, with its third label, is our own.
// expect-min-frames: 3
import UIKit
import QuickLayout

@QuickLayout
final class ShippingStepBanner: UIView {

    let stepLabel = UILabel()
    let headlineLabel = UILabel()
    let hintLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupViews()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupViews() {
        layer.cornerRadius = 10
        layer.borderWidth = 1
        layer.borderColor = UIColor.systemGreen.cgColor
        backgroundColor = .systemGreen.withAlphaComponent(0.08)

        stepLabel.text = "STEP 2 OF 3"
        stepLabel.font = .systemFont(ofSize: 12, weight: .semibold)
        stepLabel.textColor = .systemGreen

        headlineLabel.text = "Where should we deliver?"
        headlineLabel.font = .systemFont(ofSize: 20, weight: .semibold)

        hintLabel.text = "We only ship within the EU for now, and a signature is needed on arrival."
        hintLabel.font = .systemFont(ofSize: 13)
        hintLabel.textColor = .secondaryLabel
        hintLabel.numberOfLines = 0
    }

    var body: Layout {
        VStack(alignment: .leading, spacing: 6) {
            stepLabel
            headlineLabel
            hintLabel
        }
        .padding(.horizontal, 18)
        .padding(.vertical, 14)
    }
}

// Modelled on bryceco/GoMap, src/iOS/CustomViews/CustomSegmentedControl.swift: a UIStackView
// subclass that sets its own axis, alignment and zero layoutMargins bare in its set-up method, and
// whose controls come from its callers through a computed property's setter and configure(with:).
// expect-min-frames: 4
import UIKit

final class PillSegmentsView: UIStackView {
    public var segments: [UIView] {
        get { return arrangedSubviews }
        set { configure(with: newValue) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupStackView()
    }

    required init(coder: NSCoder) {
        super.init(coder: coder)
        setupStackView()
    }

    private func setupStackView() {
        axis = .horizontal
        alignment = .center
        distribution = .fillEqually
        spacing = 5
        translatesAutoresizingMaskIntoConstraints = false
        isLayoutMarginsRelativeArrangement = true
        layoutMargins = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    }

    private func configure(with segments: [UIView]) {
        for old in arrangedSubviews {
            removeArrangedSubview(old)
            old.removeFromSuperview()
        }
        for segment in segments {
            addArrangedSubview(segment)
        }
        invalidateIntrinsicContentSize()
    }
}

// Modelled on a SwiftLayout app's chip views (a "Together" app, CategoryView.swift): two
// Layoutable chip classes in one file whose label's text only a `didSet` of `text` sets, `config`
// blocks on `self` and on a label made by `UILabel().config { … }`, a fixed height, the label
// centred with `Anchors.leading.trailing.equalToSuper(inwardOffset:)`, `sl.updateLayout()` in init.
// expect-min-frames: 1
import SwiftLayout
import UIKit

final class TagChipView: UIView, Layoutable {
    var activation: Activation?

    private let nameLabel: UILabel = UILabel().config { label in
        label.font = .systemFont(ofSize: 12, weight: .bold)
        label.textColor = .label
        label.textAlignment = .center
    }

    var title: String? {
        didSet { nameLabel.text = title }
    }

    @LayoutBuilder var layout: some SwiftLayout.Layout {
        self.config { view in
            view.backgroundColor = .tertiarySystemFill
            view.layer.cornerRadius = 14
            view.clipsToBounds = true
        }.anchors {
            Anchors.height.equalTo(constant: 28)
        }.sublayout {
            nameLabel.anchors {
                Anchors.centerY.equalToSuper()
                Anchors.leading.trailing.equalToSuper(inwardOffset: 12)
            }
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        sl.updateLayout()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class CountChipView: UIView, Layoutable {
    var activation: Activation?

    private let countLabel: UILabel = UILabel().config { label in
        label.font = .monospacedDigitSystemFont(ofSize: 12, weight: .semibold)
    }

    var count: Int = 0 {
        didSet { countLabel.text = "\(count)" }
    }

    @LayoutBuilder var layout: some SwiftLayout.Layout {
        self.anchors {
            Anchors.height.equalTo(constant: 28)
            Anchors.width.greaterThanOrEqualTo(constant: 28)
        }.sublayout {
            countLabel.anchors {
                Anchors.center.equalToSuper()
            }
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        sl.updateLayout()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

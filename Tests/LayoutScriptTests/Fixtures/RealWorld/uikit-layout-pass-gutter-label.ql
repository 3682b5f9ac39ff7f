// Modelled on simonbs/Runestone, Sources/Runestone/TextView/LineNumbers/LineNumberView.swift: a
// gutter view whose label is framed in `layoutSubviews()` from its `intrinsicContentSize`, its text
// set from outside (a property forwarding to the label, set by the gutter's controller of another
// file); the alignment and the frame's width rule are ours.
// expect-min-frames: 1
import UIKit

final class GutterNumberView: UIView {
    var text: String? {
        get { numberLabel.text }
        set { numberLabel.text = newValue }
    }

    private let numberLabel: UILabel = {
        let label = UILabel()
        label.textAlignment = .right
        return label
    }()

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        addSubview(numberLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = numberLabel.intrinsicContentSize
        numberLabel.frame = CGRect(x: 4, y: 0, width: bounds.width - 8, height: size.height)
    }
}

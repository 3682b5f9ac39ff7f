// Modelled on Ramotion/paper-onboarding, Source/PageView/PageViewItem.swift: an indicator whose
// border view is placed only by the app's own constraint operator (`(self, view) >>>- { … }`,
// declared in another file) and whose image view is pinned by anchors; the border view's
// constraints go unread, so it is drawn as a placeholder's 80 × 44.
// expect-min-frames: 3
import UIKit

class DotIndicatorView: UIView {
    var borderView: UIView?
    var iconView: UIImageView?

    init(radius: CGFloat, selected: Bool = false) {
        super.init(frame: .zero)
        borderView = makeBorderView(radius: radius)
        iconView = makeIconView()
    }

    required init?(coder _: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

extension DotIndicatorView {
    fileprivate func makeBorderView(radius: CGFloat) -> UIView {
        let view = UIView(frame: .zero)
        view.translatesAutoresizingMaskIntoConstraints = false
        view.layer.cornerRadius = radius
        addSubview(view)
        [NSLayoutConstraint.Attribute.centerX, .centerY].forEach { attribute in
            (self, view) >>>- { $0.attribute = attribute; return }
        }
        return view
    }

    fileprivate func makeIconView() -> UIImageView {
        let imageView = UIImageView(frame: .zero)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(imageView)
        NSLayoutConstraint.activate([
            imageView.centerXAnchor.constraint(equalTo: centerXAnchor),
            imageView.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
        return imageView
    }
}

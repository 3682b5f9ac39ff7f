// Modelled on Ramotion/paper-onboarding, Source/FillAnimationView/FillAnimationView.swift and
// PageView.swift: a view made only by its `class func badgeOnView(_:title:)`, which makes an
// instance, configures it with the app's generic `with(_:_:)` helper, installs it on the view it
// is given and constrains it there, partly with an app's own operator (`(view, badge) |=| …`);
// the methods in a `private extension` take parameters and return views.
// expect-min-frames: 3
import UIKit

final class StepBadgeView: UIView {
    fileprivate struct Metrics {
        static let size = CGSize(width: 120, height: 40)
    }
}

extension StepBadgeView {
    class func badgeOnView(_ view: UIView, title: String) -> StepBadgeView {
        let badge = with(StepBadgeView(frame: .zero)) {
            $0.translatesAutoresizingMaskIntoConstraints = false
            $0.backgroundColor = .clear
        }
        view.addSubview(badge)
        (view, badge) |=| .centerX
        NSLayoutConstraint.activate([
            badge.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 24),
            badge.widthAnchor.constraint(equalToConstant: Metrics.size.width),
            badge.heightAnchor.constraint(equalToConstant: Metrics.size.height),
        ])
        badge.makeLabel(on: badge, text: title, inset: 8)
        return badge
    }

    func pulse(duration: Double) {
        UIView.animate(withDuration: duration) { self.alpha = 0.5 }
    }
}

private extension StepBadgeView {
    @discardableResult
    func makeLabel(on host: UIView, text: String, inset: CGFloat) -> UILabel {
        let label = with(UILabel(frame: .zero)) {
            $0.translatesAutoresizingMaskIntoConstraints = false
            $0.text = text
        }
        host.addSubview(label)
        (host, label) |=| .centerY
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: inset),
            label.centerYAnchor.constraint(equalTo: host.centerYAnchor),
        ])
        return label
    }
}

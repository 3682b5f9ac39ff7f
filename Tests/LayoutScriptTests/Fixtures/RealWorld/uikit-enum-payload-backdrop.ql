// Modelled on alexaubry/BulletinBoard, Sources/Support/Views/Internal/BulletinBackgroundView.swift:
// a backdrop view whose content is an enum case carrying the view it made (a dimming view or a
// blur view, with its alpha or effect), read back by a computed property that switches on self,
// then pinned by anchors; the style tested by `if case` binding the alpha.
// expect-min-frames: 2
import UIKit

final class BackdropView: UIView {
    enum Content {
        case dim(UIView, CGFloat)
        case blur(UIVisualEffectView, UIBlurEffect)

        var view: UIView {
            switch self {
            case .dim(let dimming, _):
                return dimming
            case .blur(let blurView, _):
                return blurView
            }
        }
    }

    private(set) var content: Content!
    private let badge = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let dimming = UIView()
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimming.translatesAutoresizingMaskIntoConstraints = false
        addSubview(dimming)
        content = .dim(dimming, 0.6)

        let shown = content.view
        shown.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
        shown.trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true
        shown.topAnchor.constraint(equalTo: topAnchor, constant: 20).isActive = true
        shown.heightAnchor.constraint(equalToConstant: 120).isActive = true

        badge.text = "Dimmed"
        badge.translatesAutoresizingMaskIntoConstraints = false
        shown.addSubview(badge)
        if case .dim(_, let alpha) = content {
            badge.leadingAnchor.constraint(equalTo: shown.leadingAnchor, constant: alpha * 100).isActive = true
        }
        badge.centerYAnchor.constraint(equalTo: shown.centerYAnchor).isActive = true
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

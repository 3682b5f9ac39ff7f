// Modelled on Orderella/PopupDialog, PopupDialog/Classes/PopupDialogOverlayView.swift: an overlay
// whose blur view (another file's type) and dimming view are made at `.zero` in lazy closures,
// resized by flexible autoresizing masks, and added in a set-up method that init calls.
// expect-min-frames: 3
import UIKit

final public class DimmingOverlayView: UIView {
    @objc public dynamic var opacity: CGFloat {
        get { return dimming.alpha }
        set { dimming.alpha = newValue }
    }

    internal lazy var blur: FrostedBlurView = {
        let blur = FrostedBlurView(frame: .zero)
        blur.blurRadius = 10
        blur.autoresizingMask = [.flexibleHeight, .flexibleWidth]
        return blur
    }()

    internal lazy var dimming: UIView = {
        let dimming = UIView(frame: .zero)
        dimming.backgroundColor = .black
        dimming.alpha = 0.6
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return dimming
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        installViews()
    }

    required public init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    fileprivate func installViews() {
        autoresizingMask = [.flexibleHeight, .flexibleWidth]
        backgroundColor = .clear
        addSubview(blur)
        addSubview(dimming)
    }
}

// Modelled on Ramotion/paper-onboarding, Source/PaperOnboarding.swift: a container whose
// commonInit() hands itself to views of the app's other files, a class function's factory
// (`IndicatorView.indicatorOnView(self, count:)`) and an initializer (`SwipeControl(view: self,
// delegate: self)`), each of which installs itself on the view it is given; a gesture recognizer
// given `self` as its target is no view.
// expect-min-frames: 3
import UIKit

open class WalkthroughView: UIView {
    fileprivate var indicatorView: IndicatorView?
    public fileprivate(set) var swipeControl: SwipeControl?
    fileprivate var pagesCount = 3

    public init(bottomInset: CGFloat = 24) {
        super.init(frame: .zero)
        commonInit()
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }
}

extension WalkthroughView {
    fileprivate func commonInit() {
        translatesAutoresizingMaskIntoConstraints = false
        indicatorView = IndicatorView.indicatorOnView(self, count: pagesCount)
        swipeControl = SwipeControl(view: self, delegate: self)
        let tap = UITapGestureRecognizer(target: self, action: #selector(didTap))
        addGestureRecognizer(tap)
    }

    @objc fileprivate func didTap(_ sender: UITapGestureRecognizer) {
        indicatorView?.select(sender.location(in: self))
    }
}

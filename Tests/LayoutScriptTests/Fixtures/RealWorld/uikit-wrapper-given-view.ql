// Modelled on slackhq/PanModal, PanModal/View/PanContainerView.swift: a wrapper view whose init
// takes the view it wraps and a frame, adds it and nothing else; an extension of UIView finds it
// among subviews by a type test in a closure.
// expect-min-frames: 2
#if os(iOS)
import UIKit

class SheetWrapperView: UIView {
    init(wrappedView: UIView, frame: CGRect) {
        super.init(frame: frame)
        addSubview(wrappedView)
    }

    @available(*, unavailable)
    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

extension UIView {
    var sheetWrapperView: SheetWrapperView? {
        return subviews.first(where: { view -> Bool in
            view is SheetWrapperView
        }) as? SheetWrapperView
    }
}
#endif

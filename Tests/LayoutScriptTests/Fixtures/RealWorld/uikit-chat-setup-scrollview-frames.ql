// Modelled on GitHawkApp/GitHawk, Local Pods/MessageViewController/MessageViewController/
// MessageViewController.swift: a controller whose public `setup(scrollView:)` installs the scroll
// view its subclass gives and its own composer view, laid out by frames in viewDidLayoutSubviews,
// the composer's height a property of another file's view.
// expect-min-frames: 3
import UIKit

open class ComposerViewController: UIViewController {
    public let composer = ComposerBarView()
    internal var scrollView: UIScrollView?

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layout()
    }

    public final func setup(scrollView: UIScrollView) {
        self.scrollView = scrollView
        if scrollView.superview != view {
            view.addSubview(scrollView)
        }
        scrollView.keyboardDismissMode = .interactive
        view.addSubview(composer)
    }

    internal func layout() {
        guard let scrollView = self.scrollView else { return }
        let bounds = view.bounds
        let composerFrame = CGRect(x: bounds.minX, y: bounds.maxY - 56, width: bounds.width, height: composer.preferredHeight)
        composer.frame = composerFrame
        scrollView.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: composerFrame.minY)
    }
}

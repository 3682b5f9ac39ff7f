// Modelled on xmartlabs/XLPagerTabStrip, Sources/PagerTabStripViewController.swift: a pager whose
// scroll view is an @IBOutlet or, failing it, one made in a closure after `??`, sized to the root
// with flexible masks; the emoji names of the example app's constants (Example/…ViewController).
// expect-min-frames: 2
import UIKit

let 🍎 = "🍎", 🍐 = "🍐"

open class PagedTabsViewController: UIViewController, UIScrollViewDelegate {
    @IBOutlet weak public var pagesView: UIScrollView!
    open private(set) var currentIndex = 0

    override open func viewDidLoad() {
        super.viewDidLoad()
        let pagesViewOrNew = pagesView ?? {
            let pagesView = UIScrollView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height))
            pagesView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            return pagesView
        }()
        pagesView = pagesViewOrNew
        if pagesView.superview == nil {
            view.addSubview(pagesView)
        }
        pagesView.bounces = true
        pagesView.isPagingEnabled = true
        pagesView.showsHorizontalScrollIndicator = false
        pagesView.delegate = self

        let title = UILabel(frame: CGRect(x: 16, y: 16, width: 120, height: 24))
        title.text = 🍎 + " " + 🍐
        pagesView.addSubview(title)
    }
}

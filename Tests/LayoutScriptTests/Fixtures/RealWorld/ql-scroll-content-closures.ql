// Modelled on astralchen/QuickLayoutDemo, QuickLayoutDemo/ScrollViewController.swift (Sondra's
// ScrollContentView): a @QuickLayout content view for a UIScrollView whose views are made by
// immediately-called closures with background colours and corner radii, stacked in a padded VStack with
// fixed heights, and a view controller whose viewDidLayoutSubviews sizes it with sizeThatFits.
// expect-min-frames: 3
import UIKit
import QuickLayout

@QuickLayout
final class StackedPanelsView: UIView {

    let banner =  {
        let view = UIView()
        view.backgroundColor = .systemCyan
        view.layer.cornerRadius = 5
        return view
    }()
    let middle = {
        let view = UIView()
        view.backgroundColor = .systemBrown
        view.layer.cornerRadius = 16
        return view
    }()

    let footer = {
        let view = UIView()
        view.backgroundColor = .systemPink
        view.layer.cornerRadius = 16
        return view
    }()

    var body: Layout {
        VStack(spacing: 8) {
            banner

            middle
                .frame(height: 300)

            footer
                .frame(height: 200)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 16)
    }
}

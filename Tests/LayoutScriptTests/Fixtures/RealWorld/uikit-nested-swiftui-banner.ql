// Modelled on HabitRPG/habitica-ios, HabitRPG/Views/ToastView.swift: a UIView subclass from a nib
// (outlets, no constraints in code) that holds a private SwiftUI view of its own, hosted only for one
// style; the file is the class's, not the nested view's. The banner's outlets, its style and the
// nested view's content are ours.
// expect-min-frames: 3
import UIKit
import SwiftUI

class BannerView: UIView {
    @IBOutlet weak var containerView: UIView!
    @IBOutlet weak var messageLabel: UILabel!
    @IBOutlet weak var iconView: UIImageView!

    var isCelebration = false

    private struct SparkleView: View {
        var body: some View {
            EmptyView()
        }
    }

    func apply(message: String) {
        messageLabel.text = message
        if isCelebration {
            insertSubview(UIHostingView(rootView: ZStack { SparkleView() }), at: 0)
        }
    }
}

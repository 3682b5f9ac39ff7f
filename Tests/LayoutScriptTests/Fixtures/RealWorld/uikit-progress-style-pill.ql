// Modelled on rileytestut/AltStore, AltStore/Components/PillButton.swift: a button subclass from a nib
// (awakeFromNib) that adds a `UIProgressView(progressViewStyle: .default)` and, in `layoutSubviews()`,
// sets only its bounds' width and its centre, relying on the height the style's initializer gives
// it; the countdown and the tints are ours.
// expect-min-frames: 1
import UIKit

final class DownloadPill: UIButton {
    private let progressBar = UIProgressView(progressViewStyle: .default)

    var fraction: Float = 0 {
        didSet { progressBar.progress = fraction }
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        self.layer.masksToBounds = true
        self.progressBar.isUserInteractionEnabled = false
        self.addSubview(self.progressBar)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        self.progressBar.bounds.size.width = self.bounds.width
        self.progressBar.center = CGPoint(x: self.bounds.midX, y: self.bounds.midY)
        self.layer.cornerRadius = self.bounds.midY
    }
}

// Modelled on SCENEE/FloatingPanel, Examples/Samples/Sources/Components.swift: `@IBDesignable` views
// that build their content only in prepareForInterfaceBuilder(), the set-up Xcode's canvas runs.
// expect-min-frames: 2
import UIKit

@IBDesignable
final class GuideBadgeView: UIView {
    override func prepareForInterfaceBuilder() {
        let caption = UILabel()
        caption.text = "Inset"
        addSubview(caption)
        caption.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            caption.centerXAnchor.constraint(equalTo: centerXAnchor),
            caption.centerYAnchor.constraint(equalTo: centerYAnchor, constant: -6),
        ])
    }
}

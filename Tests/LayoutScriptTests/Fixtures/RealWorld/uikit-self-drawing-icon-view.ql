// Modelled on sparrowcode/AlertKit, Sources/AlertKit/Icons/AlertIconDoneView.swift: an icon view
// that adds no subview, its stroke drawn by a shape layer its animate() makes and by draw(_:), its
// init taking a line width and calling `super.init(frame: .zero)`, conforming to the app's protocol.
// expect-min-frames: 1
import UIKit

public class CheckmarkIconView: UIView, IconAnimatable {

    private let strokeWidth: CGFloat

    init(strokeWidth: CGFloat) {
        self.strokeWidth = strokeWidth
        super.init(frame: .zero)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public func animate() {
        let side = bounds.width
        let path = UIBezierPath()
        path.move(to: CGPoint(x: side * 0.2, y: side * 0.55))
        path.addLine(to: CGPoint(x: side * 0.45, y: side * 0.8))
        path.addLine(to: CGPoint(x: side * 0.95, y: side * 0.3))
        let stroke = CAShapeLayer()
        stroke.path = path.cgPath
        stroke.strokeColor = tintColor.cgColor
        stroke.lineWidth = strokeWidth
        stroke.lineCap = .round
        layer.addSublayer(stroke)
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.duration = 0.25
        grow.fromValue = 0
        grow.toValue = 1
        stroke.add(grow, forKey: "grow")
    }

    public override func draw(_ rect: CGRect) {
        let ring = UIBezierPath(ovalIn: rect.insetBy(dx: strokeWidth, dy: strokeWidth))
        tintColor.setStroke()
        ring.lineWidth = strokeWidth
        ring.stroke()
    }
}

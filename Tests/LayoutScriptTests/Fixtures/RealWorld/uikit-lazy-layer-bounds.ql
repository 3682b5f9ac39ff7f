// Modelled on AnyImageProject/AnyImageKit, Sources/AnyImageKit/Editor/Video/View/VideoEditorCropProgressView.swift:
// a view whose lazy layers take `bounds` in their closures, and a lazy button placed by frame.
// expect-min-frames: 2
import UIKit

final class TrimmerView: UIView {
    private lazy var shadeLayer: CAShapeLayer = {
        let layer = CAShapeLayer()
        layer.frame = bounds
        layer.fillRule = .evenOdd
        return layer
    }()

    private lazy var handle: UIButton = {
        let button = UIButton(type: .custom)
        button.setTitle("Trim", for: .normal)
        return button
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(shadeLayer)
        addSubview(handle)
        handle.frame = CGRect(x: 12, y: 8, width: 60, height: 44)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// Modelled on bryceco/GoMap, src/iOS/TurnRestrictions/TurnRestrictHwyView.swift: a view whose
// init takes the app's models and a frame, and whose button comes from its own static factory
// called as `Self.makeArrowButton(…)` before super.init, centred on a point it is given.
// expect-min-frames: 2
import UIKit

typealias HighwayCallback = (RoadSegmentView) -> Void

class RoadSegmentView: UIView {
    let segment: RoadSegment
    let arrowButton: UIButton
    var onTap: HighwayCallback?

    init(frame: CGRect, segment: RoadSegment, center: CGPoint) {
        self.segment = segment
        arrowButton = Self.makeArrowButton(center: CGPoint(x: 120, y: 80))
        super.init(frame: frame)
        addSubview(arrowButton)
        arrowButton.addTarget(self, action: #selector(arrowTapped(_:)), for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    static func makeArrowButton(center: CGPoint) -> UIButton {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        button.setImage(UIImage(named: "arrowAllow"), for: .normal)
        button.center = center
        button.layer.borderWidth = 1.0
        return button
    }

    @objc func arrowTapped(_ sender: UIButton?) {
        onTap?(self)
    }
}

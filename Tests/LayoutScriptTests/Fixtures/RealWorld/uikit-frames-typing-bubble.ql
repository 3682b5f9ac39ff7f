// Modelled on MessageKit/MessageKit, Sources/Views/TypingBubble.swift: a view that builds its
// subviews in init(frame:) and places them by frames in layoutSubviews(), from its bounds.
// expect-min-frames: 5
import UIKit

canvas(width: 120, height: 72)

open class ChatTypingBubble: UIView {
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addViews()
  }

  public required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
    addViews()
  }

  open func addViews() {
    addSubview(smallDot)
    addSubview(mediumDot)
    addSubview(bubble)
    bubble.addSubview(dots)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    guard bounds.width > 0, bounds.height > 0 else { return }
    let smallRadius: CGFloat = bounds.height / 6
    smallDot.frame = CGRect(x: 0, y: bounds.height - smallRadius, width: smallRadius, height: smallRadius)
    let mediumRadius = smallRadius * 2
    let nudge: CGFloat = smallRadius / 6
    mediumDot.frame = CGRect(x: smallRadius - nudge, y: bounds.height - 1.5 * mediumRadius + nudge,
                             width: mediumRadius, height: mediumRadius)
    bubble.frame = CGRect(x: smallRadius + nudge, y: 0, width: bounds.width - (smallRadius + nudge),
                          height: bounds.height - (smallRadius + nudge))
    let inset = bubble.frame.height / 4
    dots.frame = bubble.bounds.inset(by: UIEdgeInsets(top: nudge, left: inset, bottom: nudge, right: inset))
  }

  public let smallDot = UIView()
  public let mediumDot = UIView()
  public let bubble = UIView()
  public let dots = UIView()
}

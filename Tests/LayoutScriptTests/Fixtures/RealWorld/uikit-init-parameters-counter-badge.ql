// Modelled on deltachat/deltachat-ios, deltachat-ios/View/MessageCounter.swift: a badge view
// whose only initializers take parameters (`init(diameter:)`, and a convenience init that calls
// it), run by the canvas with each parameter its default or a placeholder of its type, and
// whose code gives `self` as a value: the item of its constraints, its label's superview.
// expect-min-frames: 2
import UIKit

canvas(width: 60, height: 28)

class UnreadBadge: UIView {
  private let minimumDiameter: CGFloat
  private var widthConstraint: NSLayoutConstraint?

  private let countLabel: UILabel = {
    let label = UILabel()
    label.text = "12"
    label.textAlignment = .center
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  convenience init(count: Int, diameter: CGFloat) {
    self.init(diameter: diameter)
  }

  init(diameter: CGFloat = 28, title: String) {
    self.minimumDiameter = diameter
    super.init(frame: .zero)
    layer.cornerRadius = diameter / 2
    accessibilityLabel = title
    addSubview(countLabel)
    let height = heightAnchor.constraint(equalToConstant: diameter)
    height.isActive = true
    widthConstraint = widthAnchor.constraint(greaterThanOrEqualToConstant: diameter)
    widthConstraint?.isActive = true
    NSLayoutConstraint.activate([
      NSLayoutConstraint(item: countLabel, attribute: .leading, relatedBy: .equal, toItem: self, attribute: .leading, multiplier: 1, constant: 6),
      NSLayoutConstraint(item: self, attribute: .trailing, relatedBy: .equal, toItem: countLabel, attribute: .trailing, multiplier: 1, constant: 6),
      countLabel.centerYAnchor.constraint(equalTo: self.centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

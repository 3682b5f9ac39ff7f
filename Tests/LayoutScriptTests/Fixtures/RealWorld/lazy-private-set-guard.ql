// Modelled on facebookincubator/QuickLayout, Sources/QuickLayout/QuickLayout/__showcase__/4-ListExample/BarsCardViewCell.swift:
// a @QuickLayout view with `private(set) var`, a `lazy var` label made by a closure, `guard let … else
// { return }`, `??` and optional chaining; the `===` check in the body is ours.
// expect-min-frames: 3
import QuickLayout

@QuickLayout
final class CounterView: UIView {

  private(set) var count = 3
  private var caption: String? = nil

  lazy var valueLabel: UILabel = {
    let label = UILabel()
    label.text = "\(count)"
    label.font = .boldSystemFont(ofSize: 28)
    return label
  }()

  let captionLabel = UILabel()
  let badge = UIImageView(width: 24, height: 24)

  private func describe(_ value: Int?) -> String {
    guard let value else { return "none" }
    return "\(value) taps"
  }

  var body: Layout {
    VStack(spacing: 8) {
      valueLabel
      if valueLabel === valueLabel {
        captionLabel
      }
      badge
    }
    .padding(24)
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    captionLabel.text = caption ?? describe(count)
    captionLabel.textColor = caption?.isEmpty == true ? .secondaryLabel : .label
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

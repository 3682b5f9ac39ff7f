// Manual Integration: the init and the UIKit overrides are skipped with notes.
canvas(width: 375, height: 100)
import QuickLayout

final class MyView: UIView {

  private let label = {
    let label = UILabel()
    label.text = "Hello World!"
    return label
  }()

  private let image = {
    let image = UIImageView()
    image.image = UIImage(systemName: "globe.americas")
    return image
  }()

  init() {
    super.init(frame: .zero)
    self.addSubviews {
      label
      image
    }
  }

  var body: Layout {
    HStack {
      label
      Spacer(8)
      image
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    body.applyFrame(bounds)
  }

  override func sizeThatFits(_ proposedSize: CGSize) {
    body.sizeThatFits(proposedSize)
  }
}

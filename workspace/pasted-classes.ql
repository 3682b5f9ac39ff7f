// Two classes pasted in one file: a @QuickLayout card view, and the screen whose body places two
// cards. The file shows the screen (the class no other uses; `--view CardView` shows a card
// alone). A card is a view of its own, measured by its body (its sizeThatFits), and its body is
// laid out again in its bounds (its layoutSubviews): its labels are measured twice, `×2!`, as
// QuickLayout's really are. Its views are named after it: `first.title`.
canvas(width: 375, height: .infinity, mode: .fit)
import QuickLayout

@QuickLayout
final class CardView: UIView {
  let title = UILabel()
  let detail = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    detail.numberOfLines = 0
    detail.font = .systemFont(ofSize: 14)
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 12
  }

  func show(_ heading: String, _ text: String) {
    title.text = heading
    detail.text = text
  }

  var body: Layout {
    VStack(alignment: .leading, spacing: 4) {
      title
      detail
    }
    .padding(12)
  }

  // What the card measures to: its body's size, at least 120 wide.
  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let fitted = body.sizeThatFits(size)
    return CGSize(width: max(fitted.width, 120), height: fitted.height)
  }
}

@QuickLayout
final class CardsScreen: UIView {
  let first = CardView()
  let second = CardView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    first.show("Today", "Two meetings and a review")
    second.show("Tip", "Hi")
  }

  var body: Layout {
    VStack(alignment: .leading, spacing: 12) {
      first
      second
    }
    .padding(16)
  }
}

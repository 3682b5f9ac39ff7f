// Modelled on facebookincubator/QuickLayout, Sources/QuickLayout/QuickLayoutBridge/__server_snapshot_tests__/
// SingleViewServerSnapshotTests.swift: a UIView subclass written without the macro, whose
// layoutSubviews applies its body to its bounds and whose sizeThatFits is its body's, placed in an
// HStack of another view; here a @QuickLayout screen places two of them; written as our own code.
// expect-min-frames: 4
import QuickLayout

final class TagView: UIView {
  private let label = UILabel()

  init(_ text: String) {
    super.init(frame: .zero)
    label.text = text
    label.textColor = .white
    addSubview(label)
  }

  public required init?(coder: NSCoder) {
    fatalError()
  }

  @LayoutBuilder
  var body: any Layout {
    label
      .padding(.horizontal, 8)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    body.applyFrame(bounds)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    return body.sizeThatFits(size)
  }
}

@QuickLayout
final class TagsRow: UIView {
  private let first = TagView("swift")
  private let second = TagView("layout")

  var body: Layout {
    HStack(spacing: 8) {
      first
      second
      Spacer()
    }
    .padding(16)
  }
}

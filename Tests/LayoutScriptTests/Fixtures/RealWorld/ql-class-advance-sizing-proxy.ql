// Modelled on facebookincubator/QuickLayout, Sources/QuickLayout/QuickLayout/__showcase__/6-AdvanceSizing/
// AdvanceSizingView.swift and AdvanceSizingContainerView.swift: a @QuickLayout view with an
// init(with:image:) and a static sizeThatFits that measures a layout of ViewProxy stand-ins
// (UILabel.proxy(for:), UIImageView.proxy(for:), ViewProxy(width:height:)) before any view exists,
// and a container view that shows the view and prints the sizes measured; written as our own code.
// expect-min-frames: 5
import QuickLayout

@QuickLayout
final class HintView: UIView {
  private let caption = UILabel()
  private let icon = UIImageView()
  private let divider = UIView()

  init(with text: String, image: UIImage?) {
    caption.text = text
    icon.image = image
    divider.backgroundColor = .separator
    super.init(frame: .zero)
  }

  @MainActor required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  var body: Layout {
    VStack(spacing: 6) {
      HStack(spacing: 10) {
        icon
        caption
      }
      divider
        .frame(height: 1)
        .frame(maxWidth: 200)
    }
  }

  static func sizeThatFits(_ size: CGSize, with text: String, image: UIImage?) -> CGSize {
    VStack(spacing: 6) {
      HStack(spacing: 10) {
        UIImageView.proxy(for: image)
        UILabel.proxy(for: text)
      }
      ViewProxy(width: 200, height: 1)
    }
    .sizeThatFits(size)
  }
}

@QuickLayout
final class HintsScreen: UIView {
  private let hint = HintView(with: "Swipe to archive", image: UIImage(systemName: "archivebox"))
  private let shortInfo = UILabel()
  private let longInfo = UILabel()

  init() {
    let short = HintView.sizeThatFits(CGSize(width: 375, height: 667), with: "Tap", image: nil)
    shortInfo.text = "\(short.width) x \(short.height)"
    let long = HintView.sizeThatFits(CGSize(width: 375, height: 667), with: "Hold to reorder the list", image: UIImage(systemName: "hand.tap"))
    longInfo.text = "\(long.width) x \(long.height)"
    super.init(frame: .zero)
  }

  @MainActor required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  var body: Layout {
    VStack(spacing: 12) {
      hint
      shortInfo
      longInfo
    }
    .padding(20)
  }
}

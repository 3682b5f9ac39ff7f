// Modelled on facebookincubator/QuickLayout, Sources/QuickLayout/docs/docs/layout/zstack.mdx: a ZStack
// of views with an `alignment:` argument in a `var body: Layout`; here a bottom-trailing status dot over
// an avatar image view, in an HStack with a name label and a spacer.
// expect-min-frames: 3
import QuickLayout

@QuickLayout
final class AvatarStatusView: UIView {
  let avatar = UIImageView(width: 48, height: 48)
  let statusDot = UIView(width: 12, height: 12)
  let nameLabel = UILabel(text: "Riley Chen")

  override init(frame: CGRect) {
    super.init(frame: frame)
    avatar.layer.cornerRadius = 24
    statusDot.backgroundColor = .systemGreen
    statusDot.layer.cornerRadius = 6
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  var body: Layout {
    HStack(spacing: 12) {
      ZStack(alignment: .bottomTrailing) {
        avatar
        statusDot
      }
      nameLabel
      Spacer()
    }
    .padding(.horizontal, 16)
  }
}

// Modelled on the ZStack and overlay examples of facebookincubator/QuickLayout's showcase: an avatar
// image view with a status dot in a bottom-trailing ZStack, a name beside it.
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

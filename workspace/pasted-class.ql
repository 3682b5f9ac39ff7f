// A class pasted from QuickLayout code as it is: its views, its body, its UIKit set-up.
// qlrepl runs the views and the layout; the init and the UIKit methods are skipped with notes.
canvas(width: 375, height: .infinity, mode: .fit)
import QuickLayout

@QuickLayout
final class CommentCell: UICollectionViewCell {

  var showsReply = true {
    didSet { setNeedsLayout() }
  }

  private let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle"))

  private let nameLabel: UILabel = {
    let label = UILabel()
    label.text = "Kylee Lessie"
    label.font = .boldSystemFont(ofSize: 15)
    return label
  }()

  private lazy var commentLabel: UILabel = {
    $0.text = "QuickLayout makes this cell a dozen lines long, and it measures every label once."
    $0.numberOfLines = 0
    $0.font = .systemFont(ofSize: 14)
    $0.textColor = .secondaryLabel
    return $0
  }(UILabel())

  private let reactions = ["👍", "🎉", "❤️"].map { emoji in
    let label = UILabel()
    label.text = emoji
    return label
  }

  private var replyButton = LazyView {
    let button = UIButton(type: .system)
    button.setTitle("Reply", for: .normal)
    button.backgroundColor = .systemBlue
    return button
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.layer.cornerRadius = 12
  }

  var body: Layout {
    HStack(alignment: .top, spacing: 12) {
      avatar
      VStack(alignment: .leading, spacing: 4) {
        nameLabel
        commentLabel
        HStack(spacing: 4) {
          reactions
          Spacer()
          if showsReply { replyButton }
        }
      }
    }
    .padding(16)
  }
}

// The Code Samples page: a collection view cell.
canvas(width: 375, height: 100)
import QuickLayout

@QuickLayout
final class FoobarCell: UICollectionViewCell {

  private let imageView = UIImageView(image: UIImage(systemName: "photo"))
  private let titleLabel = UILabel(text: "Title")
  private let subtitleLabel = UILabel(text: "Subtitle")

  var body: Layout {
    HStack(spacing: 12) {
      imageView
        .resizable()
        .frame(width: 60, height: 60)
      VStack(alignment: .leading, spacing: 4) {
        titleLabel
        subtitleLabel
      }
      Spacer()
    }
    .padding(.horizontal, 16)
    .padding(.vertical, 8)
  }

  func configure(image: UIImage?, title: String, subtitle: String) {
    imageView.image = image
    titleLabel.text = title
    subtitleLabel.text = subtitle
    setNeedsLayout() // Make sure this method is called to trigger the layout.
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    imageView.image = nil
    titleLabel.text = nil
    subtitleLabel.text = nil
  }
}

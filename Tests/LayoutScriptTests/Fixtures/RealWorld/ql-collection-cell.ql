// Modelled on the QuickLayout docs' collection-view cells (the UICollectionViewCell paste form of
// facebookincubator/QuickLayout's README and showcase): a cell whose contentView shows an image
// view and two labels, configured in init(frame:), with a resizable image and a flexible caption.
// expect-min-frames: 3
import UIKit
import QuickLayout

@QuickLayout
final class PhotoCell: UICollectionViewCell {
  private let imageView = UIImageView(image: UIImage(systemName: "photo"))
  private let captionLabel = UILabel()
  private let dateLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    captionLabel.text = "Harbour at dawn"
    captionLabel.font = .preferredFont(forTextStyle: .headline)
    dateLabel.text = "12 May"
    dateLabel.font = .preferredFont(forTextStyle: .caption1)
    contentView.backgroundColor = .secondarySystemBackground
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  var body: Layout {
    VStack(alignment: .leading, spacing: 6) {
      imageView
        .resizable()
        .aspectRatio(1, contentMode: .fit)
      captionLabel
      dateLabel
    }
    .padding(8)
  }
}

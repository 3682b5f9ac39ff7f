// Modelled on facebookincubator/QuickLayout, Sources/QuickLayout/QuickLayout/__showcase__/4-ListExample/BarsCardViewCell.swift:
// a @QuickLayout UICollectionViewCell whose body lays out a resizable image view and labels in
// stacks with padding; here the labels are configured in init(frame:) and the image keeps a 1:1 ratio.
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

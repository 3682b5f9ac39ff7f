// Issue 9, points 12 and 14: a class from the docs whose views are made in init.
import QuickLayout

@QuickLayout
final class AlbumCell: UICollectionViewCell {
  private let albumArt: UIImageView
  private let titleLabel: UILabel
  private let artistLabel = UILabel()
  private var playButton: UIButton!

  override init(frame: CGRect) {
    albumArt = UIImageView(image: UIImage(systemName: "music.note"))
    titleLabel = UILabel()
    titleLabel.text = "Album title"
    titleLabel.font = .boldSystemFont(ofSize: 17)
    self.artistLabel.text = "Artist"
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  var body: Layout {
    HStack(spacing: 12) {
      albumArt.resizable().frame(width: 56, height: 56)
      VStack(alignment: .leading, spacing: 4) {
        titleLabel
        artistLabel
      }
      Spacer()
      playButton
    }
    .padding(.horizontal, 16)
  }
}

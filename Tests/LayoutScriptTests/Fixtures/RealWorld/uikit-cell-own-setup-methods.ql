// Modelled on Juanpe/SkeletonView, Examples/iOS Example/Sources/CollectionViewCell.swift and
// rileytestut/Delta, Delta/Settings/Patreon/PatreonComponents.swift: a cell whose init (its
// brace on the next line) calls its own private methods, each making a view and its
// constraints; a cell the script sizes with canvas(…).
// expect-min-frames: 3
import UIKit

canvas(width: 160, height: 160)

class AlbumCell: UICollectionViewCell
{
  var titleLabel: UILabel!
  var coverView: UIImageView!

  override init(frame: CGRect)
  {
    super.init(frame: frame)
    makeTitle()
    makeCover()
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func makeCover() {
    coverView = UIImageView(image: UIImage(named: "cover"))
    coverView.contentMode = .scaleAspectFit
    coverView.translatesAutoresizingMaskIntoConstraints = false
    addSubview(coverView)
    NSLayoutConstraint.activate([
      coverView.centerXAnchor.constraint(equalTo: centerXAnchor),
      coverView.topAnchor.constraint(equalTo: topAnchor),
      coverView.heightAnchor.constraint(equalTo: heightAnchor, multiplier: 0.75),
      coverView.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.75),
    ])
  }

  private func makeTitle() {
    titleLabel = UILabel()
    titleLabel.text = "Night Drive"
    titleLabel.textAlignment = .center
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
      titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor),
      titleLabel.heightAnchor.constraint(equalToConstant: 32),
    ])
  }
}

// Modelled on HeroTransitions/Hero, Examples/ImageViewer/ImageCells.swift: two cell classes in
// one file declaring the same member names (each class its own scope); the one that builds its
// views in code is shown, its subviews made with init(frame: bounds) and laid out again in
// layoutSubviews().
// expect-min-frames: 3
import UIKit

canvas(width: 200, height: 150)

class ThumbnailCell: UICollectionViewCell {
  @IBOutlet weak var imageView: UIImageView!
}

class ZoomablePhotoCell: UICollectionViewCell {
  var imageView: UIImageView!
  var scrollView: UIScrollView!
  var topInset: CGFloat = 12 {
    didSet {
      setNeedsLayout()
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    scrollView = UIScrollView(frame: bounds)
    imageView = UIImageView(frame: bounds)
    imageView.contentMode = .scaleAspectFill
    scrollView.addSubview(imageView)
    scrollView.maximumZoomScale = 3
    addSubview(scrollView)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    scrollView.frame = bounds
    imageView.frame.origin.y = topInset
    imageView.frame.size = CGSize(width: bounds.width, height: bounds.height - topInset)
  }
}

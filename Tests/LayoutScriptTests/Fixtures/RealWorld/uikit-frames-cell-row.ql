// Modelled on MessageKit/MessageKit, Example/Sources/Views/CustomCell.swift: a collection cell
// that adds a label to its contentView and sets its frame from the content view's bounds in
// layoutSubviews(); nothing gives the cell a size, so it is laid out as a row.
// expect-min-frames: 2
import UIKit

open class SystemNoticeCell: UICollectionViewCell {
  public override init(frame: CGRect) {
    super.init(frame: frame)
    buildViews()
  }

  public required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
    buildViews()
  }

  open func buildViews() {
    contentView.addSubview(noticeLabel)
    noticeLabel.textAlignment = .center
    noticeLabel.font = UIFont.italicSystemFont(ofSize: 13)
    noticeLabel.text = "Today 09:41"
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    noticeLabel.frame = contentView.bounds.insetBy(dx: 16, dy: 4)
  }

  open func configure(with text: String) {
    noticeLabel.text = text
  }

  let noticeLabel = UILabel()
}

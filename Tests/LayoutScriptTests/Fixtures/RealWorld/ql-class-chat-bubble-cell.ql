// Modelled on astralchen/QuickLayoutKit, Demo/Demo/Features/Chat/Views/Chat/BubbleCell.swift and
// DeliveryStatusView.swift: a collection view cell whose body places two views of the file's own
// classes (a bubble and a delivery status), each a @QuickLayout view with a body of its own, set up
// in init(frame:) and configured by a method the cell calls; written as our own code.
// expect-min-frames: 5
import UIKit
import QuickLayout

@QuickLayout
final class StatusView: UIView {
  let label = UILabel()
  let spinner = UIActivityIndicatorView(style: .medium)
  private var isSending = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.font = .preferredFont(forTextStyle: .caption2)
    label.textColor = .secondaryLabel
    isAccessibilityElement = true
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func show(_ text: String, sending: Bool) {
    label.text = text
    isSending = sending
  }

  var body: Layout {
    HStack(spacing: 6) {
      if isSending {
        spinner
      }
      label
    }
  }
}

@QuickLayout
final class BubbleView: UIView {
  let textLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    textLabel.numberOfLines = 0
    backgroundColor = .systemBlue
    layer.cornerRadius = 16
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  var body: Layout {
    textLabel
      .padding(.horizontal, 12)
      .padding(.vertical, 8)
  }
}

@QuickLayout
final class MessageCell: UICollectionViewCell {
  let bubble = BubbleView(frame: .zero)
  let status = StatusView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    bubble.textLabel.text = "See you at the station at nine"
    status.show("Delivered", sending: true)
    contentView.backgroundColor = .clear
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  var body: Layout {
    HStack(spacing: 0) {
      Spacer()
      VStack(alignment: .trailing, spacing: 3) {
        bubble
          .frame(maxWidth: 280, alignment: .trailing)
        status
      }
    }
    .padding(.horizontal, 12)
  }
}

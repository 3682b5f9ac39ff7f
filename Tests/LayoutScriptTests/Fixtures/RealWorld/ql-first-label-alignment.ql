// Modelled on facebookincubator/QuickLayout, Sources/QuickLayout/QuickLayout/__showcase__/5-Alignment/FirstLabelAlignmentView.swift:
// shares a private extension of VerticalAlignment with a nested private AlignmentID, a leading mark
// centred on the first label's middle through alignment guides, labels set up in `init()` through
// `self.`, and layer setters; the view here is an order-status row of our own.
// expect-min-frames: 4
import QuickLayout

private extension VerticalAlignment {

  private struct CaptionCentre: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat {
      d[VerticalAlignment.top]
    }
  }

  static let captionCentre = VerticalAlignment(CaptionCentre.self)
}

@QuickLayout
final class OrderStatusRow: UIView {

  let statusDot = UIImageView(image: UIImage(systemName: "shippingbox.fill")!)
  let headingLabel = UILabel()
  let etaLabel = UILabel()
  let courierLabel = UILabel()

  init() {
    self.statusDot.layer.cornerRadius = 6
    self.statusDot.layer.masksToBounds = true

    self.headingLabel.numberOfLines = 2
    self.headingLabel.font = UIFont.preferredFont(forTextStyle: .title3)
    self.headingLabel.text = "Parcel 4417 left the depot and is on the van"

    self.etaLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
    self.etaLabel.text = "Due between 14:00 and 16:00"

    self.courierLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
    self.courierLabel.text = "Courier: Northline"

    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  var body: Layout {
    HStack(alignment: .captionCentre, spacing: 12) {
      VStack(alignment: .leading, spacing: 4) {
        headingLabel
          .alignmentGuide(.captionCentre) { d in d[.top] + d.height * 0.5 }
        etaLabel
        courierLabel
      }
      Spacer()
      statusDot
        .resizable()
        .frame(width: 28, height: 28)
        .alignmentGuide(.captionCentre) { d in d.height * 0.5 }
    }
    .padding(.horizontal, 20)
    .padding(.vertical, 10)
  }
}

@available(iOS 17, *)
#Preview {
  OrderStatusRow()
}

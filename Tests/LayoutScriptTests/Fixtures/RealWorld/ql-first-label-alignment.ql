// Modelled on facebookincubator/QuickLayout, Sources/QuickLayout/QuickLayout/__showcase__/5-Alignment/FirstLabelAlignmentView.swift:
// a private extension of VerticalAlignment with a nested private AlignmentID, an icon centred on the
// first label's middle with alignment guides, labels set up in `init()` through `self.`, layer setters.
// expect-min-frames: 3
import QuickLayout

private extension VerticalAlignment {

  private struct HeadlineMiddle: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
      context[VerticalAlignment.center]
    }
  }

  static let headlineMiddle = VerticalAlignment(HeadlineMiddle.self)
}

@QuickLayout
final class BadgeRowView: UIView {

  let iconView = UIImageView(image: UIImage(systemName: "star.circle")!)
  let titleView = UILabel()
  let detailLabel = UILabel()

  init() {
    self.titleView.text = "Weekly streak kept for the ninth week in a row, the longest this year."
    self.titleView.font = UIFont.preferredFont(forTextStyle: .headline)
    self.titleView.numberOfLines = 0

    self.detailLabel.text = "Keep it going to unlock the gold badge"
    self.detailLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
    self.detailLabel.numberOfLines = 0

    self.iconView.layer.borderColor = UIColor.systemGray.cgColor
    self.iconView.layer.borderWidth = 1

    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  var body: Layout {
    HStack(alignment: .headlineMiddle) {
      iconView
        .resizable()
        .frame(width: 20, height: 20)
        .alignmentGuide(.headlineMiddle, computeValue: { d in d[.top] + d.height / 2 })
      Spacer(16)
      VStack(alignment: .leading) {
        titleView
          .alignmentGuide(.headlineMiddle, computeValue: { d in d[.top] + d.height / 2 })
        detailLabel
      }
      Spacer()
    }
    .padding(16)
  }
}

@available(iOS 17, *)
#Preview {
  BadgeRowView()
}

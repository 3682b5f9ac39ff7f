// Modelled on mhietala/QuickLayout, README.md ("Code Sample"): a @QuickLayout class of two labels
// in a VStack with a fixed spacer, a trailing Spacer, horizontal and vertical paddings; the
// labels given text by a `configure(title:subtitle:)` method that the script does not run.
// expect-min-frames: 2
// expect-max-zero: 2
import QuickLayout

@QuickLayout
class InboxCellView: UIView {

  let titleLabel = UILabel()
  let subtitleLabel = UILabel()

  func configure(title: String, subtitle: String) {
    titleLabel.text = title
    subtitleLabel.text = subtitle
  }

  var body: Layout {
    HStack {
      VStack(alignment: .leading) {
        titleLabel
        Spacer(4)
        subtitleLabel
      }
      Spacer()
    }
    .padding(.horizontal, 16)
    .padding(.vertical, 8)
  }
}

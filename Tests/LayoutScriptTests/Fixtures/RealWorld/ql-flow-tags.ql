// Modelled on facebookincubator/QuickLayout, Sources/QuickLayout/docs/docs/layout/hflow.mdx: an HFlow
// (a multi-line HStack) in a `var body: Layout` with `itemSpacing` and `lineSpacing`; here its items
// are tag labels made from an array with `map` and laid out by a `for` loop, under a title label.
// expect-min-frames: 7
import QuickLayout

@QuickLayout
final class TagCloudView: UIView {

  private let titleLabel: UILabel = {
    let label = UILabel()
    label.text = "Interests"
    label.font = .boldSystemFont(ofSize: 20)
    return label
  }()

  private let tags: [UILabel] = ["Hiking", "Jazz", "Street food", "Cycling", "Board games", "Photography"].map { name in
    let label = UILabel()
    label.text = name
    label.backgroundColor = .systemGray6
    return label
  }

  var body: Layout {
    VStack(alignment: .leading, spacing: 12) {
      titleLabel
      HFlow(itemSpacing: 8, lineSpacing: 8) {
        for tag in tags {
          tag.padding(6)
        }
      }
    }
    .padding(16)
  }
}

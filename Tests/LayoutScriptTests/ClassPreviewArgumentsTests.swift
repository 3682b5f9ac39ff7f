import LayoutCore
import XCTest
@testable import LayoutScript

/// A UIKit or QuickLayout class whose initializer takes arguments is made with those its file's
/// preview gives it (docs/language.md, "Which view is shown"), else placeholders.
final class ClassPreviewArgumentsTests: XCTestCase {
  /// A QuickLayout row of a label and an icon, made by `init(with:image:)`, then `preview`.
  private func row(_ preview: String) -> String {
    """
    import QuickLayout

    @QuickLayout
    final class Row: UIView {
      private let label = UILabel()
      private let icon = UIImageView()

      init(with text: String, image: UIImage?, spacing: CGFloat = 8) {
        label.text = text
        icon.image = image
        super.init(frame: .zero)
      }

      required init?(coder: NSCoder) { fatalError() }

      var body: Layout {
        HStack(spacing: 8) {
          label
          icon
        }
      }
    }

    \(preview)
    """
  }

  func testThePreviewsArgumentsAreTheInitializers() throws {
    let cases: [(why: String, preview: String, label: Rect, icon: Rect)] = [
      ("#Preview's call: 'This is an example view' (23 × 8 at 16 pt) beside a 24-pt symbol, 8 apart, centred",
       "#Preview { Row(with: \"This is an example view\", image: UIImage(systemName: \"lightbulb\")) }",
       Rect(x: 79.5, y: 323.5, width: 184, height: 20), Rect(x: 271.5, y: 321.5, width: 24, height: 24)),
      ("through a modifier, a default left out and given",
       "#Preview { Row(with: \"Hi\", image: UIImage(systemName: \"star\"), spacing: 4).padding() }",
       Rect(x: 163.5, y: 323.5, width: 16, height: 20), Rect(x: 187.5, y: 321.5, width: 24, height: 24)),
      ("a PreviewProvider's previews, in a closure: 'Hi', the nil image's view 0 × 0 beside it, the file still QuickLayout's "
         + "(its `some View` previews the class; SwiftUI's HStack would put 8 before the empty view)",
       "struct Row_Previews: PreviewProvider { static var previews: some View { UIViewPreview { Row(with: \"Hi\", image: nil) } } }",
       Rect(x: 179.5, y: 323.5, width: 16, height: 20), Rect(x: 195.5, y: 333.5, width: 0, height: 0)),
      ("labels that do not fit the initializer: placeholders, the text its name",
       "#Preview { Row(title: \"Hi\") }",
       Rect(x: 171.5, y: 323.5, width: 32, height: 20), Rect(x: 203.5, y: 333.5, width: 0, height: 0)),
    ]
    for item in cases {
      let laidOut = try laidOutFrames(row(item.preview), path: "row.ql")
      XCTAssertEqual(laidOut.frames["label"], item.label, item.why)
      XCTAssertEqual(laidOut.frames["icon"], item.icon, item.why)
    }
  }
}

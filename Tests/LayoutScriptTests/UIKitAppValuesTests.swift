import Foundation
import LayoutCore
import LayoutPipeline
import XCTest
@testable import LayoutScript

/// Values real UIKit classes compute their views' look and size with (docs/uikit-auto-layout.md):
/// UIFontMetrics' scaled fonts, UILayoutPriority arithmetic as an argument, SF Symbols with a
/// configuration, UIButton(configuration:), and colours and images of the app's own asset
/// catalog, which are placeholders (a colour drawn as none, an image of a placeholder's size).
final class UIKitAppValuesTests: XCTestCase {
  private func laidOut(_ body: String, dynamicType: DynamicTypeSize? = nil) throws -> (frames: [String: Rect], warnings: [Diagnostic]) {
    let source = """
      import UIKit
      class Row: UIView {
        \(body)
      }
      """
    var options = LayoutOptions()
    options.canvas.dynamicTypeSize = dynamicType
    let laidOut = try Pipeline.run(source: source, path: "row.ql", options: options)
    let result = try XCTUnwrap(laidOut.result)
    var frames: [String: Rect] = [:]
    for (id, view) in laidOut.script.views.enumerated() where result.frames.indices.contains(id) {
      if let frame = result.frames[id] { frames[view.name] = frame }
    }
    return (frames, laidOut.script.warnings)
  }

  /// `scaledFont(for:)` scales by the text style; `scaledFont(for:maximumPointSize:)` as much,
  /// never past its maximum.
  func testUIFontMetricsScalesByItsTextStyle() throws {
    func body(_ font: String) -> String {
      """
      let title = UILabel()
        override init(frame: CGRect) {
          super.init(frame: frame)
          title.text = "Hello"
          title.font = UIFontMetrics(forTextStyle: .body).\(font)
          addSubview(title)
          title.sizeToFit()
        }
      """
    }
    // Body is 17 at Large and 23 at xxxLarge (the HIG's table): 20 stays 20, then 20 × 23 / 17
    // (27.06), or 24 where that is the maximum: 5 × 24 / 2 by 24 × 1.25.
    let scaled = "scaledFont(for: .systemFont(ofSize: 20))", capped = "scaledFont(for: .systemFont(ofSize: 20), maximumPointSize: 24)"
    let cases: [(String, DynamicTypeSize?, Size)] = [
      (scaled, nil, Size(width: 50, height: 25)), (scaled, .xxxLarge, Size(width: 5 * 20 * 23 / 17 / 2, height: 20 * 23 / 17 * 1.25)),
      (capped, nil, Size(width: 50, height: 25)), (capped, .xxxLarge, Size(width: 60, height: 30)),
    ]
    for (font, size, expected) in cases {
      let frame = try XCTUnwrap(try laidOut(body(font), dynamicType: size).frames["title"])
      XCTAssertEqual(frame.size.width, expected.width, accuracy: 1e-9, "\(font) at \(String(describing: size))")
      XCTAssertEqual(frame.size.height, expected.height, accuracy: 1e-9, "\(font) at \(String(describing: size))")
    }
  }

  func testPriorityArithmeticAndSymbolConfigurationsAreRead() throws {
    let body = """
      let icon = UIImageView(image: UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)))
        let name = UILabel(text: "A long name that will not fit")
        override init(frame: CGRect) {
          super.init(frame: frame)
          [icon, name].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; addSubview($0) }
          name.setContentCompressionResistancePriority(.defaultLow - 1, for: .horizontal)
          NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: leadingAnchor), icon.topAnchor.constraint(equalTo: topAnchor),
            name.leadingAnchor.constraint(equalTo: icon.trailingAnchor), name.topAnchor.constraint(equalTo: topAnchor),
            name.trailingAnchor.constraint(equalTo: leadingAnchor, constant: 100),
          ])
        }
      """
    let frames = try laidOut(body).frames
    XCTAssertEqual(frames["icon"], Rect(x: 0, y: 0, width: 24, height: 24), "a symbol image: 24 × 24")
    XCTAssertEqual(frames["name"]?.size.width, 76, "compression resistance 249 gives way to the required 100")
  }

  /// A font descriptor is its point size (UIFont(descriptor:size: 0) keeps it); a window's safe
  /// area is the canvas's; UIEdgeInsets' fields read back.
  func testFontDescriptorsAndTheWindowsSafeArea() throws {
    let body = """
      let title: UILabel = {
          let label = UILabel()
          let bold = UIFont.preferredFont(forTextStyle: .title1).fontDescriptor.withSymbolicTraits(.traitBold)
          label.font = UIFont(descriptor: bold ?? UIFont.preferredFont(forTextStyle: .title1).fontDescriptor, size: 0)
          label.text = "Hi"
          return label
        }()
        override init(frame: CGRect) {
          super.init(frame: frame)
          addSubview(title)
          title.sizeToFit()
          title.frame.origin.y = bounds.height - title.frame.height - (window?.safeAreaInsets.bottom ?? 0) - layoutMargins.bottom
        }
      """
    // Title 1 is 28 at Large: 'Hi' 2 × 14 by 35; the canvas's safe area is none; a view's margins are 8 by default.
    XCTAssertEqual(try laidOut(body).frames["title"], Rect(x: 0, y: 667 - 35 - 8, width: 28, height: 35))
  }

  func testAssetCatalogColoursAndImagesArePlaceholders() throws {
    let body = """
      let badge: UIImageView = {
          let imageView = UIImageView()
          imageView.image = Asset.Icons.badge.image
          imageView.tintColor = Asset.Colors.accent.color
          return imageView
        }()
        let caption: UILabel = {
          let label = UILabel()
          label.text = "New"
          label.textColor = Asset.Colors.Label.secondary.color
          return label
        }()
        let action = UIButton(configuration: .filled())
        override init(frame: CGRect) {
          super.init(frame: frame)
          addSubview(badge)
          addSubview(caption)
          addSubview(action)
          badge.sizeToFit()
          caption.sizeToFit()
        }
      """
    let (frames, warnings) = try laidOut(body)
    XCTAssertEqual(frames["badge"]?.size, Size(width: 24, height: 24), "an image of the app's: a placeholder image's size")
    XCTAssertEqual(frames["caption"]?.size, Size(width: 24, height: 20))
    let placeholders = try XCTUnwrap(warnings.first { $0.message.hasPrefix("not declared in the snippet") }?.message)
    XCTAssertTrue(placeholders.contains("a colour, drawn as none: Asset.Colors.Label.secondary.color"), placeholders)
  }
}

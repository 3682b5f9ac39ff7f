import LayoutCore
import LayoutPipeline
import XCTest
@testable import LayoutScript

/// Dynamic Type (issue 22, point 9): the point sizes of Apple's HIG table (`TextStyle`), the
/// sizes' names, and what a script reads at a size — text styles, plain text, UIKit's preferred
/// fonts, `@ScaledMetric`, the environment's size — as the frames they make.
final class DynamicTypeTests: XCTestCase {
  func testTextStyleSizesAreTheHIGTable() {
    let cases: [(TextStyle, DynamicTypeSize, Double)] = [
      (.body, .xSmall, 14), (.body, .large, 17), (.body, .accessibility5, 53),
      (.largeTitle, .xxxLarge, 40), (.largeTitle, .accessibility5, 60), (.title1, .accessibility4, 53),
      (.title2, .accessibility1, 34), (.title3, .medium, 19), (.headline, .xLarge, 19), (.callout, .xxLarge, 20),
      (.subheadline, .accessibility3, 36), (.footnote, .small, 12), (.caption1, .large, 12),
      (.caption2, .xSmall, 11), (.caption2, .accessibility5, 40),
    ]
    for (style, size, points) in cases { XCTAssertEqual(style.pointSize(at: size), points, "\(style) at \(size.name)") }
  }

  func testSizesAreNamedInEitherNaming() {
    let cases: [(String, DynamicTypeSize?)] = [
      ("large", .large), ("AX3", .accessibility3), ("ax1", .accessibility1), ("accessibility5", .accessibility5),
      ("XLARGE", .xLarge), ("extraExtraExtraLarge", .xxxLarge), ("accessibilityMedium", .accessibility1),
      ("accessibilityExtraExtraExtraLarge", .accessibility5), ("huge", nil), ("ax6", nil), ("", nil),
    ]
    for (name, size) in cases { XCTAssertEqual(DynamicTypeSize.named(name), size, name) }
    XCTAssertEqual(DynamicTypeSize.allCases.count, 12)
    XCTAssertEqual(DynamicTypeSize.allCases.filter(\.isAccessibilitySize).count, 5)
  }

  /// Each script's first view's size at a Dynamic Type size, as the text metric measures it
  /// (characters × font / 2 by font × 1.25, the pixel grid at 2x).
  func testFramesFollowTheSize() throws {
    let swiftUI = "import SwiftUI\nstruct V: View {\n"
    let cases: [(script: String, size: DynamicTypeSize, expected: Size)] = [
      // A text style: Headline is 14 at xSmall, 53 at AX5.
      (swiftUI + "var body: some View { Text(\"Hello\").font(.headline) } }", .xSmall, Size(width: 35, height: 17.5)),
      (swiftUI + "var body: some View { Text(\"Hello\").font(.headline) } }", .accessibility5, Size(width: 132.5, height: 66)),
      (swiftUI + "var body: some View { Text(\"Hi\").font(.system(.largeTitle)) } }", .xxxLarge, Size(width: 40, height: 50)),
      // A Text given no font: the model's 16 at Large, scaled as Body (16 × 28 / 17 at AX1).
      (swiftUI + "var body: some View { Text(\"Hello\") } }", .large, Size(width: 40, height: 20)),
      (swiftUI + "var body: some View { Text(\"Hello\") } }", .accessibility1, Size(width: 66, height: 33)),
      // A font of a fixed size does not scale.
      (swiftUI + "var body: some View { Text(\"Hello\").font(.system(size: 20)) } }", .accessibility5, Size(width: 50, height: 25)),
      // @ScaledMetric: Body 17 → 40 at AX3, Title 28 → 58 at AX5.
      (swiftUI + "@ScaledMetric var side = 17.0\nvar body: some View { Color.red.frame(width: side, height: side) } }",
       .accessibility3, Size(width: 40, height: 40)),
      (swiftUI + "@ScaledMetric(relativeTo: .title) var side: CGFloat = 14\nvar body: some View { Color.red.frame(width: side, height: 10) } }",
       .accessibility5, Size(width: 29, height: 10)),
      // The environment's size, read in a condition: "ax" (2 characters) at the accessibility sizes.
      (swiftUI + "@Environment(\\.dynamicTypeSize) var typeSize\nvar body: some View { Text(typeSize.isAccessibilitySize ? \"ax\" : \"standard\").font(.system(size: 16)) } }",
       .accessibility2, Size(width: 16, height: 20)),
      (swiftUI + "@Environment(\\.dynamicTypeSize) var typeSize\nvar body: some View { Text(typeSize >= .xxLarge ? \"big\" : \"standard\").font(.system(size: 16)) } }",
       .xLarge, Size(width: 64, height: 20)),
      (swiftUI + "@Environment(\\.sizeCategory) var category\nvar body: some View { Text(category == .extraExtraExtraLarge ? \"big\" : \"standard\").font(.system(size: 16)) } }",
       .xxxLarge, Size(width: 24, height: 20)),
      // `.dynamicTypeSize(…)` clamps its texts: Body at xxxLarge (23) under AX5, at xSmall whatever the size.
      (swiftUI + "var body: some View { Text(\"Clamped\").font(.body).dynamicTypeSize(...DynamicTypeSize.xxxLarge) } }",
       .accessibility5, Size(width: 80.5, height: 29)),
      (swiftUI + "var body: some View { Text(\"Clamped\").font(.body).dynamicTypeSize(.accessibility1...) } }",
       .small, Size(width: 98, height: 35)),
      (swiftUI + "var body: some View { VStack { Text(\"Hi\").font(.title2) }.dynamicTypeSize(.xSmall) } }",
       .accessibility5, Size(width: 19, height: 24)),
      // An SF Symbol is in Body: 20 at Large, 20 × 53 / 17 rounded at AX5; a font given sizes it.
      (swiftUI + "var body: some View { Image(systemName: \"star\") } }", .accessibility5, Size(width: 62, height: 62)),
      (swiftUI + "var body: some View { Image(systemName: \"star\").font(.system(size: 17)) } }", .accessibility5, Size(width: 20, height: 20)),
      // A font around it sizes a symbol of no font of its own: a Button's label (20 × 34 / 17 = 40),
      // a stack's (Title: 20 × 28 / 17, rounded, at Large); not one given a font of its own.
      (swiftUI + "var body: some View { Button { } label: { Image(systemName: \"play.fill\") }.font(.system(size: 34)) } }", .large,
       Size(width: 40, height: 40)),
      (swiftUI + "var body: some View { VStack { Image(systemName: \"star\") }.font(.title) } }", .large, Size(width: 33, height: 33)),
      (swiftUI + "var body: some View { VStack { Image(systemName: \"star\").font(.system(size: 17)) }.font(.title) } }", .large,
       Size(width: 20, height: 20)),
      // UIKit: a preferred font is the style's size there; a label of a fixed font keeps it.
      ("let title = UILabel()\ntitle.text = \"Title\"\ntitle.font = .preferredFont(forTextStyle: .title1)\nvar body: Layout { title }",
       .accessibility5, Size(width: 145, height: 72.5)),
      ("let title = UILabel(text: \"Title\", font: 16)\nvar body: Layout { title }", .accessibility5, Size(width: 40, height: 20)),
    ]
    for (script, size, expected) in cases {
      let laidOut = try Pipeline.run(source: script, path: "dynamic.ql", options: LayoutOptions(canvas: CanvasOverride(dynamicTypeSize: size)))
      let frame = try XCTUnwrap(laidOut.result?.frames.first { $0 != nil } ?? nil, script)
      XCTAssertEqual(frame.size, expected, "\(size.name): \(script)")
      XCTAssertEqual(laidOut.result?.canvas.dynamicTypeSize, size)
    }
  }

  /// `AnyLayout` switching stacks on the size, as real code adapts a row to the accessibility sizes.
  func testAnyLayoutSwitchesOnTheSize() throws {
    let script = """
      import SwiftUI
      struct Row: View {
          @Environment(\\.dynamicTypeSize) private var typeSize
          var body: some View {
              let layout = typeSize <= .xxxLarge ? AnyLayout(HStackLayout(spacing: 10)) : AnyLayout(VStackLayout(spacing: 10))
              layout {
                  Color.red.frame(width: 20, height: 20)
                  Color.blue.frame(width: 20, height: 20)
              }
          }
      }
      """
    for (size, expected) in [(DynamicTypeSize.large, Size(width: 50, height: 20)), (.accessibility1, Size(width: 20, height: 50))] {
      let laidOut = try Pipeline.run(source: script, path: "any.ql", options: LayoutOptions(canvas: CanvasOverride(dynamicTypeSize: size)))
      XCTAssertEqual(laidOut.result?.size, expected, size.name)
    }
  }
}

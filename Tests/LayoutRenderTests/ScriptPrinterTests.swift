import LayoutCore
import LayoutRender
import XCTest

/// The printer writes elements back as the script that makes them.
final class ScriptPrinterTests: XCTestCase {
  private static let view = Element.leaf(LeafView(id: 0, kind: .plainView))

  static let summaries: [(Element, String)] = [
    (.stack(Stack(axis: .vertical, alignment: HorizontalAlignment.leading.id, spacing: 4, children: [], idealLayout: true)),
     "VStack(alignment: .leading, spacing: 4, idealLayout)"),
    (.zStack(ZStack(alignment: .bottomTrailing, children: [])), "ZStack(alignment: .bottomTrailing)"),
    (.spacer(length: 12), "Spacer(12)"),
    (.spacer(length: nil), "Spacer()"),
    (.empty, "EmptyLayout()"),
    (.modified(view, .frame(width: 40, height: nil, alignment: .topLeading)), "frame(width: 40, height: nil, alignment: .topLeading)"),
    (.modified(view, .fixedSize(horizontal: true, vertical: false)), "fixedSize(.horizontal)"),
    (.modified(view, .offset(x: 4, y: -2)), "offset(x: 4, y: -2)"),
    (.modified(view, .aspectRatio(1.5, .fill)), "aspectRatio(1.5, contentMode: .fill)"),
    (.modified(view, .flexibleFrame(FlexibleFrame(maxWidth: .infinity))),
     "frame(minWidth: nil, maxWidth: inf, minHeight: nil, maxHeight: nil, alignment: .center)"),
    (.modified(view, .padding(EdgeInsets(left: 8), followsDirection: false)), "padding(top: 0, left: 8, bottom: 0, right: 0)"),
    (.modified(view, .layoutDirection(.rightToLeft)), "layoutDirection(.rightToLeft)"),
    (.modified(view, .layoutPriority(2)), "layoutPriority(2)"),
    (.modified(view, .alignmentGuide(VerticalAlignment.center.id) { _ in 3 }), "alignmentGuide(VerticalAlignment.center) { … }"),
    (.leaf(LeafView(id: 1, kind: .label(text: LabelText("Title"), lines: 1, font: 16))), #"UILabel(text: "Title", lines: 1, font: 16)"#),
  ]

  func testSummaries() {
    for (element, expected) in Self.summaries {
      XCTAssertEqual(ScriptPrinter.summary(of: element), expected)
    }
  }

  func testAConstantGuideAsSaveWritesIt() {
    XCTAssertEqual(ScriptPrinter.constantGuide(VerticalAlignment.top.id, value: 4), "alignmentGuide(.top) { _ in 4 }")
    XCTAssertEqual(ScriptPrinter.constantGuide(HorizontalAlignment.center.id, value: -2.5),
                   "alignmentGuide(HorizontalAlignment.center) { _ in -2.5 }")
  }
}

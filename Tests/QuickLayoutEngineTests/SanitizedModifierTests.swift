import XCTest
import QuickLayoutEngine
import LayoutCore

/// Issue 8: numbers QuickLayout cannot use are made safe in one place (`Modifier.sanitized`),
/// which the engine applies itself, so an element built without a script (here, directly)
/// lays out like the same modifier written in a script, where the evaluator sanitises it.
final class SanitizedModifierTests: XCTestCase {
  private let canvas = Canvas(width: 200, height: 100, mode: .exact, scale: 1)

  /// A 40×20 view at the top leading corner of a VStack, under `modifier`.
  private func frame(under modifier: Modifier) -> Rect? {
    let view = Element.leaf(LeafView(id: 0, kind: .fixed(Size(width: 40, height: 20))))
    let body = Element.stack(Stack(axis: .vertical, alignment: HorizontalAlignment.leading.id, children: [.modified(view, modifier)]))
    return QuickLayout.layout(body, in: canvas, viewCount: 1).frames[0]
  }

  func testHostileNumbersLayOutAsTheirSanitisedForms() {
    let cases: [(name: String, hostile: Modifier, safe: Modifier)] = [
      ("offset NaN and ∞", .offset(x: .nan, y: .infinity), .offset(x: 0, y: 0)),
      ("padding −∞ and NaN", .padding(EdgeInsets(top: .nan, left: -.infinity, bottom: 4, right: .infinity), followsDirection: true),
       .padding(EdgeInsets(top: 0, left: 0, bottom: 4, right: 0), followsDirection: true)),
      ("frame NaN width, negative height", .frame(width: .nan, height: -5, alignment: .center), .frame(width: nil, height: 0, alignment: .center)),
      ("frame ∞ width", .frame(width: .infinity, height: 30, alignment: .center), .frame(width: nil, height: 30, alignment: .center)),
      ("constrainedSize NaN, ∞", .constrainedSize(maxWidth: .nan, maxHeight: .infinity), .constrainedSize(maxWidth: nil, maxHeight: nil)),
    ]
    for (name, hostile, safe) in cases {
      let expected = frame(under: safe)
      XCTAssertNotNil(expected, name)
      XCTAssertEqual(frame(under: hostile), expected, name)
      XCTAssertTrue(expected.map { [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height].allSatisfy(\.isFinite) } ?? false, name)
    }
  }

  func testSanitisingIsIdempotentAndKeepsUsableNumbers() {
    let modifier = Modifier.padding(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), followsDirection: false)
    guard case let .padding(insets, follows) = modifier.sanitized.sanitized else { return XCTFail("not a padding") }
    XCTAssertEqual([insets.top, insets.left, insets.bottom, insets.right], [1, 2, 3, 4])
    XCTAssertFalse(follows)
    guard case let .frame(width, height, _) = Modifier.frame(width: 12.5, height: 0, alignment: .center).sanitized else {
      return XCTFail("not a frame")
    }
    XCTAssertEqual(width, 12.5)
    XCTAssertEqual(height, 0)
  }
}

import XCTest
@testable import LayoutScript

/// Issue 21, point 4: pasted text that is not layout code gets one clear message, never the
/// parse errors its missing bodies cause. The inputs follow QuickLayout's and SwiftLayout's
/// READMEs (facebook/QuickLayout, ioskrew/SwiftLayout), which print signatures this way.
final class NotLayoutCodeTests: XCTestCase {
  func testSignatureBlocksAndManifestsAreNamed() {
    let cases: [(String, String)] = [
      ("extension Element {\n  func padding(_ insets: UIEdgeInsets) -> Element\n  func padding(_ length: CGFloat) -> Element\n}\n",
       "test.ql:1:1: error: a declaration of QuickLayout's API, `padding(_:)`: nothing to lay out"),
      ("public func VStack(\n  alignment: HorizontalAlignment = .center,\n  spacing: CGFloat = 0,\n"
         + "  @FastArrayBuilder<Element> children: () -> [Element]\n) -> Element\n",
       "test.ql:1:1: error: a declaration of QuickLayout's API, `VStack(alignment:spacing:children:)`: nothing to lay out"),
      ("struct MyAlignment: AlignmentID {\n  static func defaultValue(in context: ViewDimensions) -> CGFloat\n}\n",
       "test.ql:1:1: error: a declaration of an API, `defaultValue(in:)`: nothing to lay out"),
      ("dependencies: [\n  .package(url: \"https://github.com/ioskrew/SwiftLayout\", from: \"4.0.0\"),\n],\n",
       "test.ql:1:1: error: a Swift package manifest (Package.swift) declaring a dependency: nothing to lay out"),
    ]
    for (source, expected) in cases {
      let lines = failure(source).components(separatedBy: "\n")
      XCTAssertEqual(lines.first, expected, source)
      XCTAssertEqual(lines.filter { $0.contains(": error: ") }.count, 1, source)
    }
  }

  func testAFunctionWithABodyIsStillCode() {
    XCTAssertTrue(failure("func f() -> Layout {\n  UIView(\n}\n").contains("error: missing ')'"))
  }
}

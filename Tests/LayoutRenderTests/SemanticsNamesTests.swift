import LayoutCore
import XCTest
@testable import LayoutRender

/// A semantics' words are LayoutRender's: the name the command line and `:semantics` write, read
/// in any case, and what a report's header says after the canvas.
final class SemanticsNamesTests: XCTestCase {
  func testNamesAndHeaderNotes() {
    let cases: [(Semantics, String, String)] = [(.quickLayout, "quicklayout", ""), (.swiftUI, "swiftui", " SwiftUI")]
    for (semantics, flag, note) in cases {
      XCTAssertEqual(semantics.flagName, flag)
      XCTAssertEqual(Semantics(flagName: flag), semantics)
      XCTAssertEqual(Semantics(flagName: flag.uppercased()), semantics)
      XCTAssertEqual(semantics.headerNote, note)
    }
    XCTAssertNil(Semantics(flagName: "autolayout"))
  }
}

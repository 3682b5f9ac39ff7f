import XCTest
@testable import LayoutSession

/// Issue 21, points 2 and 7 at the prompt: a SwiftUI view typed there switches the session to
/// SwiftUI's rules and says so; a script of several layouts shows each picture in turn.
final class PastedAtThePromptTests: XCTestCase {
  func testASwiftUIViewSwitchesTheRulesAndSaysSo() throws {
    let fixture = try SessionFixture()
    let reply = fixture.session.handle("Text(\"Hello\").padding()")
    XCTAssertFalse(reply.failed, reply.text)
    XCTAssertTrue(reply.text.contains("now SwiftUI code: laid out by SwiftUI's rules"), reply.text)
    XCTAssertTrue(reply.text.contains("SwiftUI — body"), reply.text)
    let back = fixture.session.handle("HStack { a }")
    XCTAssertTrue(back.text.contains("no SwiftUI code left: laid out by QuickLayout's rules again"), back.text)
    XCTAssertFalse(fixture.session.handle("HStack { a; b }").text.contains("rules"))
  }

  func testSeveralLayoutsAreShownInTurn() throws {
    let fixture = try SessionFixture("canvas(width: 200, height: 60)\n// Before\nHStack { icon }\n// After\nHStack { icon.padding(8) }\n")
    let reply = fixture.session.refresh()
    XCTAssertTrue(reply.text.contains(" — 1 of 2: Before"), reply.text)
    XCTAssertTrue(reply.text.contains(" — 2 of 2: After"), reply.text)
  }
}

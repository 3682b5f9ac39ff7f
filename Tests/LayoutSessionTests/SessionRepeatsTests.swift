import Foundation
import XCTest
@testable import LayoutSession

/// What a session does again says no more than once what it did (issue 20, point 15): saves add
/// statements under one "added at the qlrepl prompt" heading, a `:reset` with nothing to drop is
/// no undo step, and `:diff` names the literal a knob replaced.
final class SessionRepeatsTests: XCTestCase {
  func testSavesKeepOneHeadingForPromptStatements() throws {
    let fixture = try SessionFixture()
    for statement in ["gap = 12", "gap = 14"] {
      XCTAssertFalse(fixture.session.handle(statement).failed)
      XCTAssertEqual(fixture.session.handle(":save").text, "saved \(fixture.path)")
    }
    XCTAssertEqual(fixture.fileText, SessionFixture.script + "\n// added at the qlrepl prompt\ngap = 12\ngap = 14\n")
  }

  func testAResetWithNothingToDropIsNoUndoStep() throws {
    let fixture = try SessionFixture()
    XCTAssertEqual(fixture.session.handle(":reset").text, "nothing to reset: the session shows the file as it is")
    XCTAssertEqual(fixture.session.handle(":undo").text, "nothing to undo")
    XCTAssertFalse(fixture.session.handle("gap = 12").failed)
    XCTAssertFalse(fixture.session.handle(":reset").failed)
    XCTAssertTrue(fixture.session.handle(":undo").text.hasPrefix("undid: :reset"))
  }

  func testDiffNamesTheLiteralAKnobReplaced() throws {
    let fixture = try SessionFixture()
    XCTAssertFalse(fixture.session.handle(":set 1 20").failed)
    let lines = fixture.session.handle(":diff").text.split(separator: "\n")
    XCTAssertEqual(lines.first, "knob 1 = 20 (was 4, line 8: b.padding([4]))")
  }
}

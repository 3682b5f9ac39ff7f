import Foundation
import XCTest
@testable import LayoutSession

/// `:save`: what it writes, that it writes atomically with a backup, and what stays in the session.
final class SessionSaveTests: XCTestCase {
  func testSaveFoldsEveryLayerIntoTheFileAndKeepsABackup() throws {
    let fixture = try SessionFixture()
    for input in ["gap = 12", ":set 1 6", ":priority a 2", ":guide b .top 3"] {
      let reply = fixture.session.handle(input)
      XCTAssertFalse(reply.failed, "\(input): \(reply.text)")
    }
    let framesBefore = [fixture.frame("a"), fixture.frame("b")]
    XCTAssertEqual(fixture.session.handle(":save").text, "saved \(fixture.path)")
    XCTAssertEqual(fixture.fileText, """
      canvas(width: 200, height: 60)
      let a = UILabel(text: "A")
      let b = UIView(width: 30, height: 20)
      var gap = 8
      var body: Layout {
        HStack(spacing: gap) {
          a.layoutPriority(2)
          b.alignmentGuide(.top) { _ in 3 }.padding(6)
        }
      }

      // added at the qlrepl prompt
      gap = 12

      """)
    XCTAssertEqual(try String(contentsOfFile: fixture.path + "~", encoding: .utf8), SessionFixture.script)
    XCTAssertEqual(fixture.session.layers, SessionLayers(), "the saved layers belong to the file now")
    XCTAssertNil(fixture.session.reload(changed: [fixture.path]), "the session already shows what it wrote")
    let reopened = try Session.open(fixture.path, options: SessionOptions())
    _ = reopened.start()
    XCTAssertEqual([reopened.frame("a"), reopened.frame("b")], framesBefore)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path).filter { $0.contains("qlrepl-") }
    XCTAssertEqual(leftovers, [], "no temporary file is left behind")
  }

  func testABodyTypedAtThePromptReplacesTheFilesBody() throws {
    let fixture = try SessionFixture()
    XCTAssertFalse(fixture.session.handle("VStack {\n  a\n  b\n}").failed)
    XCTAssertFalse(fixture.session.handle(":save").failed)
    XCTAssertTrue(fixture.fileText.contains("var body: Layout {\n  VStack {\n    a\n    b\n  }\n}"), fixture.fileText)
  }

  func testAnOverrideOfAViewTheBodyDoesNotNameStaysInTheSession() throws {
    let fixture = try SessionFixture(SessionFixture.script.replacingOccurrences(of: "a\n", with: "UILabel(text: \"A\").named(\"inline\")\n"))
    XCTAssertFalse(fixture.session.handle(":priority inline 2").failed)
    XCTAssertEqual(fixture.session.handle(":save").text, """
      saved \(fixture.path)
      kept in the session (the body does not name these views): :priority inline 2
      """)
    XCTAssertEqual(fixture.session.layers.overrides.map(\.view), ["inline"])
  }

  func testTheDefaultCardNeedsAFileName() throws {
    let session = Session(source: SessionFixture.script, path: "<card>", isFile: false, options: SessionOptions())
    _ = session.start()
    XCTAssertTrue(session.handle(":save").failed)
    let folder = try SessionFixture().folder
    let target = folder.appendingPathComponent("new.ql").path
    XCTAssertEqual(session.handle(":save \(target)").text, "saved \(target)")
    XCTAssertEqual(session.watchedFiles, [target])
    XCTAssertFalse(FileManager.default.fileExists(atPath: target + "~"))
  }
}

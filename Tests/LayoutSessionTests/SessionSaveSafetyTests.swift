import Foundation
import Glibc
import XCTest
@testable import LayoutSession

/// `:save` never loses data: through a symbolic link it writes the target and keeps the link,
/// a hard-linked file is written in place, owner and group stay, a read-only file is refused
/// (`:save!` forces), and a failure says what failed, on which path, and that the file is untouched.
final class SessionSaveSafetyTests: XCTestCase {
  private static let saved = SessionFixture.script + "\n// added at the qlrepl prompt\ngap = 12\n"

  func testSavingThroughASymbolicLinkWritesTheTargetInItsFolderAndKeepsTheLink() throws {
    let fixture = try SessionFixture()
    let links = try SessionFixture(name: "unused.ql").folder
    let link = links.appendingPathComponent("link.ql").path
    XCTAssertEqual(symlink(fixture.path, link), 0)
    let session = try Session.open(link, options: SessionOptions())
    _ = session.start()
    _ = session.handle("gap = 12")
    XCTAssertEqual(session.handle(":save").text, "saved \(link)")
    XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), fixture.path, "the link stays a link")
    XCTAssertEqual(fixture.fileText, Self.saved)
    XCTAssertEqual(try String(contentsOfFile: fixture.path + "~", encoding: .utf8), SessionFixture.script)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: links.path).sorted(), ["link.ql", "unused.ql"])
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path).sorted(), ["card.ql", "card.ql~"])
  }

  func testAHardLinkedFileIsWrittenInPlaceSoEveryNameSeesTheNewText() throws {
    let fixture = try SessionFixture()
    let other = fixture.folder.appendingPathComponent("other-name.ql").path
    XCTAssertEqual(link(fixture.path, other), 0)
    let inode = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: fixture.path)[.systemFileNumber] as? Int)
    _ = fixture.session.handle("gap = 12")
    XCTAssertEqual(fixture.session.handle(":save").text, "saved \(fixture.path)")
    XCTAssertEqual(try String(contentsOfFile: other, encoding: .utf8), Self.saved)
    XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: fixture.path)[.systemFileNumber] as? Int, inode)
    XCTAssertEqual(try String(contentsOfFile: fixture.path + "~", encoding: .utf8), SessionFixture.script)
  }

  func testOwnerGroupAndPermissionsAreKept() throws {
    try XCTSkipUnless(getuid() == 0, "only root can give a file to another user")
    let fixture = try SessionFixture()
    XCTAssertEqual(chown(fixture.path, 1234, 2345), 0)
    XCTAssertEqual(chmod(fixture.path, 0o640), 0)
    _ = fixture.session.handle("gap = 12")
    XCTAssertEqual(fixture.session.handle(":save").text, "saved \(fixture.path)")
    for path in [fixture.path, fixture.path + "~"] {
      var status = stat()
      XCTAssertEqual(stat(path, &status), 0)
      XCTAssertEqual([status.st_uid, status.st_gid], [1234, 2345], path)
      XCTAssertEqual(status.st_mode & 0o7777, 0o640, path)
    }
  }

  func testAReadOnlyFileIsRefusedAndSaveBangWritesIt() throws {
    let fixture = try SessionFixture()
    XCTAssertEqual(chmod(fixture.path, 0o444), 0)
    _ = fixture.session.handle("gap = 12")
    let refused = fixture.session.handle(":save")
    XCTAssertTrue(refused.failed)
    XCTAssertEqual(refused.text, "not saved: \(fixture.path) is read-only (mode 444); it is untouched (:save! writes it anyway)")
    XCTAssertEqual(fixture.fileText, SessionFixture.script)
    XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.path + "~"))
    XCTAssertEqual(fixture.session.handle(":save!").text, "saved \(fixture.path)")
    XCTAssertEqual(fixture.fileText, Self.saved)
    XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: fixture.path)[.posixPermissions] as? Int, 0o444)
  }

  func testAFailureSaysWhatFailedOnWhichPathAndThatTheFileIsUntouched() throws {
    let fixture = try SessionFixture()
    try FileManager.default.createDirectory(atPath: fixture.path + "~", withIntermediateDirectories: false)
    _ = fixture.session.handle("gap = 12")
    let reply = fixture.session.handle(":save")
    XCTAssertTrue(reply.failed)
    XCTAssertEqual(reply.text, "not saved: cannot write the backup \(fixture.path)~ (Is a directory); \(fixture.path) is untouched")
    XCTAssertEqual(fixture.fileText, SessionFixture.script)
    XCTAssertEqual(fixture.session.layers.statements, ["gap = 12"], "the change stays in the session")
    let missing = fixture.folder.appendingPathComponent("no/such/folder/x.ql").path
    XCTAssertEqual(fixture.session.handle(":save \(missing)").text,
                   "not saved: cannot write \(missing) (No such file or directory in \((missing as NSString).deletingLastPathComponent)); nothing was written")
  }

  func testCanvasSettingsAreWrittenIntoTheScriptsCanvasCall() throws {
    // (the script's first line, commands, the first line after :save)
    let cases: [(String, [String], String)] = [
      ("canvas(width: 200, height: 60)", [":canvas 300x100"], "canvas(width: 300, height: 100, mode: .exact)"),
      ("canvas(width: 200, height: 60, alignment: .top)", [":canvas 300xinf fit", ":scale 3", ":rtl"],
       "canvas(width: 300, height: .infinity, mode: .fit, scale: 3, direction: .rightToLeft, alignment: .top)"),
      ("canvas(\n  width: 200,\n  height: 60\n)", [":ltr"], "canvas(width: 200, height: 60, direction: .leftToRight)"),
      ("// no canvas call", [":scale 1"], "// no canvas call"),
    ]
    for (first, commands, expected) in cases {
      let fixture = try SessionFixture(SessionFixture.script.replacingOccurrences(of: "canvas(width: 200, height: 60)", with: first))
      for command in commands { XCTAssertFalse(fixture.session.handle(command).failed, command) }
      let frames = [fixture.frame("a"), fixture.frame("b")]
      XCTAssertFalse(fixture.session.handle(":zoom 2").failed)
      XCTAssertEqual(fixture.session.handle(":save").text,
                     "saved \(fixture.path)\nkept in the session: :zoom 2 (how pictures are drawn, not part of the script)")
      let lines = fixture.fileText.split(separator: "\n", omittingEmptySubsequences: false)
      XCTAssertEqual(String(lines[0]), expected, "\(commands)")
      if first.hasPrefix("//") { XCTAssertEqual(String(lines[1]), "canvas(scale: 1)") }
      XCTAssertEqual(fixture.session.layers.display, DisplaySettings(zoom: 2), "only the zoom stays in the session")
      let reopened = try Session.open(fixture.path, options: SessionOptions())
      _ = reopened.start()
      XCTAssertEqual([reopened.frame("a"), reopened.frame("b")], frames, "\(commands): the file lays out as the session did")
    }
  }
}

import XCTest
@testable import LayoutSession

/// The REPL on a console log: its knobs by address, `:priority ADDRESS 999` ending the conflict
/// and `:undo` bringing it back, and a log pasted at the prompt a line at a time (after
/// kgellci/Area51#66, a cell's image 80 tall in a cell held at 44.5).
final class ConflictLogSessionTests: XCTestCase {
  static let list = """
    (
        "<NSLayoutConstraint:0x600001a0c1b0 V:|-(10)-[UIImageView:0x7fd1a0e0a2c0]   (active, names: '|':UITableViewCellContentView:0x7fd1a0e09f10 )>",
        "<NSLayoutConstraint:0x600001a0c2a0 UIImageView:0x7fd1a0e0a2c0.height == 80   (active)>",
        "<NSLayoutConstraint:0x600001a0c340 V:[UIImageView:0x7fd1a0e0a2c0]-(10)-|   (active, names: '|':UITableViewCellContentView:0x7fd1a0e09f10 )>",
        "<NSLayoutConstraint:0x600001a0d5e0 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7fd1a0e09f10.height == 44.5   (active)>"
    )
    """

  private func session(_ source: String) -> Session {
    let session = Session(source: source, path: "cell.log", isFile: false, options: SessionOptions(columns: { 100 }))
    XCTAssertFalse(session.start().failed)
    return session
  }

  func testKnobsAreTheLogsConstraintsByAddress() throws {
    let reply = session(Self.list).handle(":knobs")
    XCTAssertEqual(reply.text, """
      constants and priorities (:set ADDRESS.constant N, :priority ADDRESS N):
        0x600001a0c1b0  constant 10    priority 1000  UIImageView.top == UITableViewCellContentView.top + 10
        0x600001a0c2a0  constant 80    priority 1000  UIImageView.height == 80
        0x600001a0c340  constant 10    priority 1000  UITableViewCellContentView.bottom == UIImageView.bottom + 10
        0x600001a0d5e0  constant 44.5  priority 1000  UITableViewCellContentView.height == 44.5 id:"UIView-Encapsulated-Layout-Height"
      """)
  }

  func testAViewIsNamedByItsAddressToo() throws {
    let session = session(Self.list)
    let reply = session.handle(":explain 0x7fd1a0e0a2c0")
    XCTAssertFalse(reply.failed, reply.text)
    XCTAssertTrue(reply.text.hasPrefix("UIImageView (UIImageView): x 0, y 10, 375×24.5"), reply.text)
    XCTAssertTrue(session.handle(":constraints 0x7FD1A0E09F10").text.contains("0x600001a0d5e0  UITableViewCellContentView.height == 44.5"))
  }

  func testAPriorityOf999EndsTheConflictAndUndoBringsItBack() throws {
    let session = session(Self.list)
    XCTAssertTrue(session.lastPicture.contains("a minimal conflicting set of 4"), session.lastPicture)
    let relaxed = session.handle(":priority 0x600001a0c340 999")
    XCTAssertFalse(relaxed.failed, relaxed.text)
    XCTAssertTrue(relaxed.text.contains("the log: 4 constraints; they all hold now — no conflict"), relaxed.text)
    XCTAssertEqual(session.frame("UIImageView"), [0, 10, 375, 80])
    XCTAssertTrue(session.handle(":overrides").text.contains(":priority 0x600001a0c340 999"))
    XCTAssertTrue(session.handle(":undo").text.contains("a minimal conflicting set of 4"))
    XCTAssertFalse(session.handle(":set 0x600001a0c1b0.constant 0").failed)
    XCTAssertEqual(session.frame("UIImageView"), [0, 0, 375, 34.5])
    let wrong = session.handle(":priority 0xdead 999")
    XCTAssertTrue(wrong.failed)
    XCTAssertTrue(wrong.text.contains("no constraint of the log is printed with the address 0xdead"), wrong.text)
  }

  func testALogPastedALineAtATimeIsOneLog() throws {
    let session = session("var body: Layout { UIView(width: 10, height: 10) }")
    var buffer = InputBuffer()
    var replies: [SessionReply] = []
    let paste = "2019-02-25 10:11:12.345678+0100 Reader[123:4567] [LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
      + "\tProbably at least one of the constraints in the following list is one you don't want. \n" + Self.list + "\n\n"
      + "Will attempt to recover by breaking constraint \n"
      + "<NSLayoutConstraint:0x600001a0c2a0 UIImageView:0x7fd1a0e0a2c0.height == 80   (active)>\n\n"
      + "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
    for line in paste.components(separatedBy: "\n") {
      if let (_, entry) = buffer.add(line) { replies.append(session.handle(entry)) }
    }
    XCTAssertFalse(replies.contains { $0.failed }, replies.map(\.text).joined(separator: "\n"))
    XCTAssertEqual(session.title, "pasted log")
    XCTAssertTrue(session.lastPicture.contains("UIKit breaks 0x600001a0c2a0: the log's recovery line says so"), session.lastPicture)
    XCTAssertEqual(session.frame("UIImageView"), [0, 10, 375, 24.5])
  }
}

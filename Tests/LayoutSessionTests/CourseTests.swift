import Foundation
import XCTest
@testable import LayoutSession

/// Exercises with goals, `:check`, `:lessons`, progress kept in the state folder, and
/// `Session.learning` opening the first lesson not finished.
final class CourseTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("qlrepl-course-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("lessons"), withIntermediateDirectories: true)
    try """
      // Lesson 1 — a label keeps one line when it has room.
      canvas(width: 200, height: 60)
      let title = UILabel(text: "A title that is long", lines: 0)
      var width = 100
      var body: Layout { title.frame(width: width) }
      // exercise: Give the title room for one line.
      // goal: title.lines == 1
      // hint: make the frame wider.
      """.write(to: folder.appendingPathComponent("lessons/01-room.ql"), atomically: true, encoding: .utf8)
    try """
      // Lesson 2 — the next one.
      var body: Layout { UIView(width: 10, height: 10) }
      """.write(to: folder.appendingPathComponent("lessons/02-next.ql"), atomically: true, encoding: .utf8)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(at: folder)
  }

  private func options() throws -> SessionOptions {
    SessionOptions(lessons: try XCTUnwrap(Lessons(folder: folder.appendingPathComponent("lessons").path)),
                   progress: LessonProgress(file: folder.appendingPathComponent("state/qlrepl/progress").path))
  }

  func testTheStateFolderFollowsXDGElseHome() {
    XCTAssertEqual(LessonProgress.standard(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])?.file, "/s/qlrepl/progress")
    XCTAssertEqual(LessonProgress.standard(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])?.file,
                   "/h/.local/state/qlrepl/progress")
    XCTAssertEqual(LessonProgress.standard(environment: ["HOME": "/h"])?.file, "/h/.local/state/qlrepl/progress")
    XCTAssertNil(LessonProgress.standard(environment: [:]))
  }

  func testAnExerciseIsCheckedFinishedAndRemembered() throws {
    let options = try options()
    let session = try XCTUnwrap(try Session.learning(options: options))
    let start = session.start()
    XCTAssertTrue(start.text.hasPrefix("lesson 1 of 2\n  Lesson 1 — a label keeps one line when it has room."), start.text)
    XCTAssertTrue(start.text.contains("✗ Give the title room for one line.\n  hint: make the frame wider.\n"), start.text)
    let check = session.handle(":check")
    XCTAssertEqual(check.text, """
      ✗ Give the title room for one line.
          goal: title.lines == 1
          now:  title.lines = 2
          hint: make the frame wider.
      """)
    let fixed = session.handle("width = 180")
    XCTAssertTrue(fixed.text.contains("✓ Give the title room for one line.\nevery goal holds: lesson finished — :lesson next goes on"),
                  fixed.text)
    XCTAssertEqual(session.handle(":check").text, "✓ Give the title room for one line.\nevery goal holds: lesson finished — :lesson next goes on")
    XCTAssertEqual(session.handle(":lessons").text, """
      ▸ ✓ 1. a label keeps one line when it has room.
          2. the next one.
      """)
    let reopened = try XCTUnwrap(try Session.learning(options: try self.options()))
    XCTAssertTrue(reopened.path.hasSuffix("02-next.ql"), "the next run opens the first lesson not finished")
    XCTAssertTrue(session.handle(":lesson next").text.hasPrefix("lesson 2 of 2"))
  }

  func testAScriptWithoutGoalsSaysSo() throws {
    let session = Session(source: "var body: Layout { UIView() }", path: "<card>", isFile: false, options: try options())
    _ = session.start()
    let reply = session.handle(":check")
    XCTAssertTrue(reply.failed)
    XCTAssertEqual(reply.text, "this script sets no goals (a lesson's exercise writes them as // goal: comments)")
  }
}

import Foundation
import XCTest
@testable import LayoutSession

/// `:save` writes only a file the user meant (issue 20, points 1 and 2): in the course a lesson
/// file is never overwritten (the learner's copy goes to the state folder, and the reply says
/// where), and the overrides and canvas settings made on one file never follow `:load` into another.
final class FilesOfTheirOwnTests: XCTestCase {
  private var folder: URL!
  private var lessonFile: String { folder.appendingPathComponent("lessons/04-frames.ql").path }
  private var copy: String { folder.appendingPathComponent("state/qlrepl/lessons/04-frames.ql").path }

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("qlrepl-own-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("lessons"), withIntermediateDirectories: true)
    let shipped = (LessonAndCompletionTests.lessons as NSString).appendingPathComponent("04-frames.ql")
    try FileManager.default.copyItem(atPath: shipped, toPath: lessonFile)
  }

  override func tearDown() { try? FileManager.default.removeItem(at: folder) }

  private func options(progress: Bool = true) throws -> SessionOptions {
    SessionOptions(lessons: try XCTUnwrap(Lessons(folder: folder.appendingPathComponent("lessons").path)),
                   progress: progress ? LessonProgress(file: folder.appendingPathComponent("state/qlrepl/progress").path) : nil)
  }

  private func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  func testSavingALessonWritesTheLearnersCopyInTheStateFolderAndSaysWhere() throws {
    let original = try XCTUnwrap(text(lessonFile))
    let session = try XCTUnwrap(Session.learning(options: try options()))
    XCTAssertFalse(session.start().failed)
    XCTAssertFalse(session.handle(":set 1 99").failed)
    let saved = session.handle(":save")
    XCTAssertFalse(saved.failed, saved.text)
    XCTAssertEqual(saved.text, "saved your copy \(copy) (a lesson file is never overwritten; :load it to go on from it)")
    XCTAssertEqual(text(lessonFile), original, "the lesson is as shipped")
    XCTAssertFalse(FileManager.default.fileExists(atPath: lessonFile + "~"), "no backup beside the lesson either")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("lessons").path), ["04-frames.ql"])
    XCTAssertEqual(text(copy), original.replacing("VStack(spacing: 8)", with: "VStack(spacing: 99)"))
    XCTAssertEqual(session.path, copy, "the session goes on from the copy")
    XCTAssertEqual(session.currentLessonIndex, 0, "the copy still shows its lesson")
    // The next save writes the copy again; naming the lesson file goes to the copy too.
    XCTAssertFalse(session.handle(":set 1 50").failed)
    XCTAssertEqual(session.handle(":save").text, "saved \(copy)")
    XCTAssertFalse(session.handle(":set 1 40").failed)
    XCTAssertTrue(session.handle(":save \(lessonFile)").text.hasPrefix("saved your copy \(copy)"))
    XCTAssertEqual(text(lessonFile), original)
    XCTAssertTrue(try XCTUnwrap(text(copy)).contains("VStack(spacing: 40)"))
  }

  func testWithoutAStateFolderALessonSaveIsRefusedAndTheLessonUntouched() throws {
    let original = try XCTUnwrap(text(lessonFile))
    let session = try Session.open(lessonFile, options: try options(progress: false))
    _ = session.start()
    XCTAssertFalse(session.handle(":set 1 99").failed)
    let reply = session.handle(":save")
    XCTAssertTrue(reply.failed)
    XCTAssertTrue(reply.text.hasPrefix("not saved: \(lessonFile) is a lesson of the course, never overwritten"), reply.text)
    XCTAssertEqual(text(lessonFile), original)
    XCTAssertEqual(session.handle(":save \(folder.path)/mine.ql").text, "saved \(folder.path)/mine.ql")
  }

  func testOverridesAndCanvasSettingsDoNotFollowLoadIntoAnotherFile() throws {
    let a = try SessionFixture()
    let bText = "let title = UILabel(text: \"B\")\nvar body: Layout { HStack { title } }\n"
    let b = a.folder.appendingPathComponent("b.ql").path
    try bText.write(toFile: b, atomically: true, encoding: .utf8)
    for input in [":canvas 300x40", ":priority a 2", ":zoom 2"] { XCTAssertFalse(a.session.handle(input).failed, input) }
    let loaded = a.session.handle(":load \(b)")
    XCTAssertFalse(loaded.failed, loaded.text)
    XCTAssertTrue(loaded.text.hasPrefix("dropped with \(a.path): :priority a 2; :canvas 300x40\n"), loaded.text)
    XCTAssertEqual(a.session.handle(":overrides").text, "no overrides")
    XCTAssertEqual(a.session.layers.display.zoom, 2, "how pictures are drawn stays")
    XCTAssertTrue(a.session.handle(":save").text.hasPrefix("saved \(b)\n"))
    XCTAssertEqual(text(b), bText, "b.ql gets nothing of a.ql's")
    XCTAssertEqual(a.fileText, SessionFixture.script)
  }
}

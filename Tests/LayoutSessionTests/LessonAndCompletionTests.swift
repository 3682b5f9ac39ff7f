import Foundation
import XCTest
@testable import LayoutSession

/// `:lesson` over the shipped lessons, and what Tab offers.
final class LessonAndCompletionTests: XCTestCase {
  static let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("workspace/lessons").path

  func testLessonsWalkInOrderAndRender() throws {
    let lessons = try XCTUnwrap(Lessons(folder: Self.lessons))
    let session = Session(source: SessionFixture.script, path: "<card>", isFile: false, options: SessionOptions(lessons: lessons))
    _ = session.start()
    for number in 1...lessons.files.count {
      let reply = session.handle(":lesson")
      XCTAssertFalse(reply.failed, reply.text)
      XCTAssertTrue(reply.text.hasPrefix("lesson \(number) of \(lessons.files.count)\n  Lesson \(number) — "), reply.text)
      XCTAssertEqual(session.path, lessons.files[number - 1])
    }
    XCTAssertEqual(session.handle(":lesson").text, "that was the last lesson; :lesson starts again from lesson 1")
    XCTAssertTrue(session.handle(":lesson 2").text.hasPrefix("lesson 2 of"))
  }

  func testCompletionOffersWhatFitsWhereTheCursorIs() {
    let completion = Completion(views: ["title", "subtitle", "avatar"], globals: ["gap", "tags"])
    let cases: [(String, String, [String]?)] = [
      (":ex", ":ex", [":explain"]),
      (":re", ":re", [":reload", ":reset"]),
      (":explain t", "t", ["title"]),
      (":guide title .t", ".t", [".top", ".trailing"]),
      (":load wor", "wor", nil),
      ("title.pad", "title.pad", ["title.padding"]),
      (".pad", ".pad", [".padding"]),
      ("HStack { ti", "ti", ["title"]),
      ("ga", "ga", ["gap"]),
      ("HSt", "HSt", ["HStack"]),
    ]
    for (line, word, expected) in cases {
      let start = line.count - word.count
      XCTAssertEqual(completion.candidates(line: line, wordStart: start, word: word), expected, line)
    }
  }
}

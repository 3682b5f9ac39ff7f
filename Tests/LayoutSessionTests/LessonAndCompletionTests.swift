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
      (":ex ti", "ti", ["title"]),
      (":fr title 40x", "40x", []),
      (":nope t", "t", []),
      ("title.pad", "title.pad", ["title.padding"]),
      (".pad", ".pad", [".padding"]),
      ("HStack { ti", "ti", ["title"]),
      ("ga", "ga", ["gap"]),
      ("HSt", "HSt", ["HStack", "HStackLayout"]),
      (":dynamic-type acc", "acc", ["accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]),
      (":dynamic-type x", "x", ["xLarge", "xSmall", "xxLarge", "xxxLarge"]),
      (":device iPhone1", "iPhone1", ["iPhone13mini", "iPhone14", "iPhone15", "iPhone15ProMax"]),
      (":device iPa", "iPa", ["iPad"]),
    ]
    for (line, word, expected) in cases {
      let start = line.count - word.count
      XCTAssertEqual(completion.candidates(line: line, wordStart: start, word: word), expected, line)
    }
  }
}

/// Tab after a view's dot offers its properties; after `alignment: .` only the alignments
/// the container takes; and an input is classified once into the entry the session runs.
final class CompletionAndEntryTests: XCTestCase {
  func testPropertiesAndAlignmentsComplete() {
    let completion = Completion(views: ["title"], globals: [], properties: ["title": ["text", "textColor", "font"]])
    let cases: [(String, String, [String]?)] = [
      ("title.te", "title.te", ["title.text", "title.textColor"]),
      ("title.f", "title.f", ["title.fixedSize", "title.font", "title.frame"]),
      ("HStack(alignment: .", ".", [".bottom", ".center", ".top"]),
      ("VStack(spacing: 4, alignment: .t", ".t", [".trailing"]),
      ("ZStack(alignment: .topL", ".topL", [".topLeading"]),
      ("HStack(alignment: .top) { title.padding(.", ".", [".all", ".bottom", ".horizontal", ".leading", ".top", ".trailing", ".vertical"]),
      (":save! ", "", nil),
    ]
    for (line, word, expected) in cases {
      let offered = completion.candidates(line: line, wordStart: line.count - word.count, word: word)
      if let expected {
        XCTAssertEqual(offered, expected, line)
      } else {
        XCTAssertNil(offered, line)
      }
    }
  }

  /// A completed `:command` takes a space (its argument follows), a name none (a `.` may follow).
  func testOnlyACommandNameIsCompletedWithASpace() {
    let completion = Completion(views: ["title"], globals: [], properties: ["title": ["text"]])
    XCTAssertEqual(completion.answer(line: "ti", wordStart: 0, word: "ti"), Completion.Answer(words: ["title"], endsWord: false))
    XCTAssertEqual(completion.answer(line: ":expl", wordStart: 0, word: ":expl"), Completion.Answer(words: [":explain"], endsWord: true))
    XCTAssertEqual(completion.answer(line: ":explain ti", wordStart: 9, word: "ti")?.endsWord, false)
  }

  func testAnInputIsClassifiedOnceIntoItsEntry() {
    var buffer = InputBuffer()
    XCTAssertNil(buffer.add("HStack {"))
    XCTAssertNil(buffer.add("  title"))
    let whole = buffer.add("}")
    XCTAssertEqual(whole?.text, "HStack {\n  title\n}")
    XCTAssertEqual(whole?.entry, .layout(body: "HStack {\n  title\n}", typed: "HStack {\n  title\n}"))
    XCTAssertEqual(buffer.add(" :tree")?.entry, .command(":tree"))
    XCTAssertEqual(buffer.add("gap = 3")?.entry, .statements("gap = 3"))
    XCTAssertEqual(buffer.add("   ")?.entry, .empty)
    XCTAssertEqual(PromptEntry("HStack {"), .statements("HStack {"), "a whole input with brackets open is statements")
  }
}

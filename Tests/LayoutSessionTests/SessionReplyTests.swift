import XCTest
@testable import LayoutSession

/// What the session says back: the heavy-box legend only when a view moved or resized,
/// `:undo` naming what it undid, prompt declarations not warned as unused, each prompt
/// entry numbered from its own line 1, usage only after arguments written wrong.
final class SessionReplyTests: XCTestCase {
  func testTheLegendShowsOnlyWhenAViewMovedOrResized() throws {
    // (inputs before, the input, whether the legend shows)
    let cases: [([String], String, Bool)] = [
      ([], "gap = 20", true),
      ([], "gap = 8", false),
      ([], ":zoom 2", false),
      ([], ":frame a 8x20", false),
      ([], ":frame a 30x20", true),
      (["gap = 20"], ":undo", true),
      ([], "b.backgroundColor = .red", false),
    ]
    for (before, input, legend) in cases {
      let fixture = try SessionFixture()
      for line in before { XCTAssertFalse(fixture.session.handle(line).failed, line) }
      let reply = fixture.session.handle(input)
      XCTAssertFalse(reply.failed, "\(input): \(reply.text)")
      XCTAssertEqual(reply.text.contains("heavy boxes moved or resized"), legend, "\(input): \(reply.text)")
    }
  }

  func testUndoSaysWhatItUndid() throws {
    let fixture = try SessionFixture()
    for input in ["gap = 20", "VStack {\n  a\n  b\n}", ":canvas 100x40", ":priority a 2"] {
      XCTAssertFalse(fixture.session.handle(input).failed, input)
    }
    let undone = (0..<4).map { _ in fixture.session.handle(":undo").text.split(separator: "\n").first.map(String.init) }
    XCTAssertEqual(undone, ["undid: :priority a 2", "undid: :canvas 100x40", "undid: VStack { …", "undid: gap = 20"])
  }

  func testPromptEntriesAreNumberedFromOneAndTheirDeclarationsAreNotUnused() throws {
    let fixture = try SessionFixture()
    let declared = fixture.session.handle("var extra = 4")
    XCTAssertFalse(declared.failed, declared.text)
    XCTAssertFalse(declared.text.contains("never used"), declared.text)
    XCTAssertFalse(fixture.session.handle("gap = extra").failed)
    XCTAssertFalse(fixture.session.handle("var tail = 1").failed)
    XCTAssertEqual(fixture.session.handle("gap = nope").text, """
      <prompt>:1:7: error: cannot find 'nope' in scope
         1 | gap = nope
           |       ^~~~
      """)
    // A typo of a declared name stays an error; a name declared nowhere would be a placeholder.
    let body = fixture.session.handle("HStack {\n  a\n  aa\n}")
    XCTAssertTrue(body.text.hasPrefix("<prompt body>:3:3: error: cannot find 'aa' in scope"), body.text)
    // A file whose change breaks an older entry points at that entry by its number.
    try SessionFixture.script.replacingOccurrences(of: "var gap = 8", with: "let gap = 8").write(toFile: fixture.path, atomically: true, encoding: .utf8)
    let reloaded = fixture.session.reload(changed: [fixture.path])
    XCTAssertTrue(reloaded?.text.hasPrefix("<prompt 2>:1:1: error:") == true, reloaded?.text ?? "")
    XCTAssertTrue(reloaded?.text.contains("1 | gap = extra") == true, reloaded?.text ?? "")
  }

  func testAWarningOfAnEntryIsShownOnceNotAgainAfterTheNextEntry() throws {
    let fixture = try SessionFixture()
    let warned = fixture.session.handle("var g = 3; a.padding(2)")
    XCTAssertTrue(warned.text.contains("<prompt>:1:12: warning: this modified layout is not part of the body"), warned.text)
    for input in ["var h = 4", "gap = 9"] {
      let reply = fixture.session.handle(input)
      XCTAssertFalse(reply.text.contains("warning"), "\(input): \(reply.text)")
    }
  }

  func testKnobsOfABodyTypedAtThePromptAreNumberedFromItsFirstLine() throws {
    let fixture = try SessionFixture()
    XCTAssertFalse(fixture.session.handle("HStack(spacing: 3) {\n  b.padding(5)\n}").failed)
    XCTAssertFalse(fixture.session.handle(":set 2 9").failed)
    XCTAssertEqual(fixture.session.handle(":knobs").text, """
      1   3      line 1: HStack(spacing: [3]) {
      2   9      line 2: b.padding([9])
      change one with :set N VALUE
      """)
    XCTAssertEqual(fixture.frame("b"), [85, 20, 30, 20], "48×38 padded, centred in 200×60")
  }

  func testOnlyArgumentsWrittenWrongAreFollowedByTheUsage() throws {
    let cases: [(String, String)] = [
      (":canvas big", "the size must be WIDTHxHEIGHT, like 375x200 or 375xinf, not 'big' (usage: :canvas WxH [fit])"),
      (":frame", "missing a view name (usage: :frame NAME WxH)"),
      (":frame zz 3x3", "no view named 'zz'; the views are a, b"),
      (":lesson", Lessons.notFound),
      (":sa", "saved"),
      (":save! a b", "unexpected 'b' (usage: :save! [FILE])"),
      (":s", "':s' could be :save, :scale, :semantics, :set"),
    ]
    for (input, expected) in cases {
      let fixture = try SessionFixture()
      let reply = fixture.session.handle(input)
      XCTAssertEqual(expected == "saved" ? String(reply.text.prefix(5)) : reply.text, expected, input)
    }
  }

  func testEveryCommandIsListedWithItsUsage() {
    let help = SessionCommand.helpText
    for command in SessionCommand.allCases {
      XCTAssertTrue(help.contains(command.usage + " "), command.name)
      XCTAssertEqual(SessionCommand.named(command.name), .success(command))
    }
  }
}

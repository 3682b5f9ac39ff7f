import XCTest
@testable import LayoutSession

/// Statements, layout expressions and failing lines at the prompt.
final class SessionInputTests: XCTestCase {
  func testEachInputChangesTheFramesAsExpected() throws {
    // (inputs, view, expected frame of that view afterwards); the HStack of the fixture is
    // 8 + 8 + 38 wide and centred in 200×60: a at 73, b (padded by 4) at 93.
    let cases: [([String], String, [Double])] = [
      ([], "b", [93, 20, 30, 20]),
      (["gap = 20"], "b", [99, 20, 30, 20]),
      (["a.text = \"Longer\""], "a", [53, 20, 48, 20]),
      (["VStack { b; a }"], "a", [96, 30, 8, 20]),
      (["VStack {\n  b\n  a\n}"], "b", [85, 10, 30, 20]),
      (["let c = UIView(width: 10, height: 10)", "HStack { c; a }"], "c", [91, 25, 10, 10]),
      (["var body: Layout { HStack { a; a } }"], "a", [100, 20, 8, 20]),
    ]
    for (inputs, view, expected) in cases {
      let fixture = try SessionFixture()
      for input in inputs {
        let reply = fixture.session.handle(input)
        XCTAssertFalse(reply.failed, "\(input): \(reply.text)")
      }
      XCTAssertEqual(fixture.frame(view), expected, "\(inputs)")
    }
  }

  /// A command typed without its colon, or a shell's word, says what to type and keeps the
  /// body; a view of that name is still the view.
  func testABareCommandWordSaysWhatToTypeAndKeepsTheBody() throws {
    let cases: [(String, String?)] = [
      ("quit", "a REPL command starts with a colon: :quit — leave (also Ctrl-D); the body is unchanged\n"),
      ("exit", "a REPL command starts with a colon: :quit — leave (also Ctrl-D); the body is unchanged\n"),
      (" undo ", "a REPL command starts with a colon: :undo — \(SessionCommand.undo.summary); the body is unchanged\n"),
      ("clear", "Ctrl-L clears the screen; the body is unchanged\n"),
      ("a", nil),
    ]
    for (input, expected) in cases {
      let fixture = try SessionFixture()
      let reply = fixture.session.handle(input)
      if let expected {
        XCTAssertEqual(reply.text, expected, input)
        XCTAssertEqual(fixture.session.layers, SessionLayers(), input)
      } else {
        XCTAssertFalse(reply.failed, reply.text)
        XCTAssertEqual(fixture.session.layers.body, "a")
      }
    }
  }

  func testAFailingLineShowsItsDiagnosticAndChangesNothing() throws {
    let fixture = try SessionFixture()
    let before = fixture.frame("b")
    let reply = fixture.session.handle("gap = nope")
    XCTAssertTrue(reply.failed)
    XCTAssertEqual(reply.text, """
      <prompt>:1:7: error: cannot find 'nope' in scope
         1 | gap = nope
           |       ^~~~
      """)
    XCTAssertEqual(fixture.frame("b"), before)
    XCTAssertEqual(fixture.session.layers, SessionLayers())
  }

  func testAChangeIsDrawnWithWhatMovedHighlighted() throws {
    let fixture = try SessionFixture()
    let reply = fixture.session.handle("gap = 20")
    XCTAssertTrue(reply.text.contains("heavy boxes moved or resized"), reply.text)
    XCTAssertTrue(reply.text.contains("moved"), reply.text)
  }

  func testUndoStepsBackThroughChanges() throws {
    let fixture = try SessionFixture()
    let start = fixture.frame("b")
    _ = fixture.session.handle("gap = 20")
    let afterGap = fixture.frame("b")
    _ = fixture.session.handle(":priority a 3")
    _ = fixture.session.handle(":frame a 40x30")
    XCTAssertEqual(fixture.frame("b"), [115, 20, 30, 20])
    XCTAssertEqual(fixture.session.layers.overrides.count, 2)
    _ = fixture.session.handle(":undo")
    _ = fixture.session.handle(":undo")
    XCTAssertEqual(fixture.frame("b"), afterGap)
    _ = fixture.session.handle(":undo")
    XCTAssertEqual(fixture.frame("b"), start)
    XCTAssertEqual(fixture.session.handle(":undo"), SessionReply(text: "nothing to undo", failed: true))
  }

  func testAnInterruptedEvaluationIsReportedAndChangesNothing() throws {
    let fixture = try SessionFixture()
    // The session clears the interrupt before evaluating; interrupt from another thread while it runs.
    let interrupt = fixture.session.options.interrupt
    let thread = Thread { while !Thread.current.isCancelled { interrupt.interrupt(); usleep(1000) } }
    thread.start()
    defer { thread.cancel() }
    let reply = fixture.session.handle("let n = (0..<99999).map { i in i * 2 }.count\nVStack { for i in 0..<99990 { a } }")
    XCTAssertTrue(reply.failed)
    XCTAssertTrue(reply.text.contains("evaluation interrupted"), reply.text)
    XCTAssertEqual(fixture.session.layers, SessionLayers())
  }
}

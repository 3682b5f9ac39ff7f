import XCTest
@testable import LayoutSession

/// The `:commands` that print, with their exact output, and the ones that refuse their arguments.
final class SessionCommandTests: XCTestCase {
  func testCommandsPrintExactly() throws {
    let cases: [(String, String)] = [
      (":vars", """
        let a = a (UILabel)
        let b = b (UIView)
        var gap = 8
        """),
      (":knobs", """
        1   4      line 8: b.padding([4])
        change one with :set N VALUE
        """),
      (":explain b", """
        b (UIView): 1 proposal, measured 1 time
          1. proposed 184×52      → 30×20     measured  pre-measure
        final frame: x 93, y 20, 30×20
        """),
      (":overrides", "no overrides"),
      (":diff", "no changes: the session shows the file as it is"),
      (":undo", "nothing to undo"),
      (":explain zz", "no view named 'zz'; the views are a, b"),
      (":set 2 5", "knobs are numbered 1 to 1; see :knobs"),
      (":canvas 10", "the size must be WIDTHxHEIGHT, like 375x200 or 375xinf, not '10' (usage: :canvas WxH [fit])"),
      (":zoom -1", "the zoom must be above 0, not -1 (usage: :zoom Z)"),
      (":guide a .middle 3", "'.middle' is not one of .top VerticalAlignment.center .bottom .leading HorizontalAlignment.center .trailing (usage: :guide NAME .alignment VALUE)"),
      (":frame a big", "the frame must be WIDTHxHEIGHT in points, like 80x40, not 'big' (usage: :frame NAME WxH)"),
      (":nope", "unknown command ':nope'; type :help for the commands"),
      (":re", "':re' could be :reload, :reset"),
      (":rtl now", "unexpected 'now' (usage: :rtl)"),
      (":semantics uikit", "the semantics is swiftui, quicklayout or auto (the script's own), not 'uikit'"),
    ]
    for (input, expected) in cases {
      let fixture = try SessionFixture()
      XCTAssertEqual(fixture.session.handle(input).text, expected, input)
    }
  }

  func testDisplayCommandsChangeTheCanvas() throws {
    // (command, view, frame afterwards)
    let cases: [(String, String, [Double])] = [
      (":canvas 100x40", "a", [23, 10, 8, 20]),
      (":canvas 300xinf fit", "b", [20, 4, 30, 20]),
      (":rtl", "a", [119, 20, 8, 20]),
      (":scale 1", "b", [93, 20, 30, 20]),
    ]
    for (command, view, expected) in cases {
      let fixture = try SessionFixture()
      let reply = fixture.session.handle(command)
      XCTAssertFalse(reply.failed, "\(command): \(reply.text)")
      XCTAssertEqual(fixture.frame(view), expected, command)
    }
  }

  func testSemanticsSwitchesTheEngineUntilAuto() throws {
    let fixture = try SessionFixture()
    XCTAssertTrue(fixture.session.handle(":json").text.contains("\"semantics\": \"quickLayout\""))
    XCTAssertFalse(fixture.session.handle(":semantics swiftui").failed)
    XCTAssertTrue(fixture.session.handle(":json").text.contains("\"semantics\": \"swiftUI\""))
    // SwiftUI: a Text-sized label, 8 apart from the padded view; the pair centred in 200.
    XCTAssertEqual(fixture.frame("a"), [73, 20, 8, 20])
    XCTAssertFalse(fixture.session.handle(":semantics auto").failed)
    XCTAssertTrue(fixture.session.handle(":json").text.contains("\"semantics\": \"quickLayout\""))
  }

  func testExplainUnderSwiftUITellsTheStacksOrder() throws {
    let fixture = try SessionFixture("""
      canvas(width: 200, height: 100)
      var body: some View { HStack { Color.red.named("c"); Text("Hello, world").named("t") } }

      """)
    let lines = fixture.session.handle(":explain t").text.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.last, "HStack: sized it 1 of 2 — priority 0, flexibility 96 (0 to 96 wide); "
                   + "offered 96 wide, an even share of what was left")
    XCTAssertEqual(lines[lines.count - 2], "final frame: x 104, y 40, 96×20")
  }

  func testCompareDrawsTheSessionsScriptUnderBothRules() throws {
    let fixture = try SessionFixture()
    XCTAssertFalse(fixture.session.handle(":frame a 40x30").failed)
    let lines = fixture.session.handle(":compare").text.split(separator: "\n").map(String.init)
    XCTAssertTrue(lines[0].hasSuffix("— QuickLayout (left) and SwiftUI (right); heavy: frames that differ"), lines[0])
    // The override applies under both rules: a (8×20) is centred in a 40×30 frame, the
    // frame and b's 38-point padding 8 apart, the 86 points centred in 200.
    XCTAssertEqual(Array(lines.suffix(3)), [
      "name  QuickLayout x y w h  SwiftUI x y w h  measured QL/SwiftUI",
      "a     73 20 8 20           73 20 8 20       1/2",
      "b     109 20 30 20         109 20 30 20     1/4",
    ])
  }

  func testOverridesApplyToTheNamedViewAndSurviveAReload() throws {
    let fixture = try SessionFixture()
    XCTAssertFalse(fixture.session.handle(":frame a 40x30").failed)
    XCTAssertFalse(fixture.session.handle(":guide b .top 4").failed)
    XCTAssertEqual(fixture.session.handle(":overrides").text, ":frame a 40x30\n:guide b .top 4")
    try SessionFixture.script.replacingOccurrences(of: "var gap = 8", with: "var gap = 0")
      .write(toFile: fixture.path, atomically: true, encoding: .utf8)
    let reply = fixture.session.reload(changed: [fixture.path])
    XCTAssertEqual(reply?.failed, false, reply?.text ?? "")
    // a's 40×30 frame stays: 40 + 0 + 38 wide, centred.
    XCTAssertEqual(fixture.frame("b"), [105, 20, 30, 20])
    XCTAssertFalse(fixture.session.handle(":reset").failed)
    XCTAssertEqual(fixture.session.handle(":overrides").text, "no overrides")
  }

  func testKnobsSetLiteralsWithoutAVariable() throws {
    let fixture = try SessionFixture()
    XCTAssertFalse(fixture.session.handle(":set 1 10").failed)
    XCTAssertEqual(fixture.frame("a"), [67, 20, 8, 20])
    XCTAssertEqual(fixture.session.handle(":knobs").text, "1   10     line 8: b.padding([10])\nchange one with :set N VALUE")
  }

  /// A SwiftUI file whose numbers sit in a component the shown view uses (issue 20, point 15):
  /// `:knobs` lists the component's literals, and `:set` changes every use of it.
  func testKnobsReachTheComponentsOfASwiftUIView() throws {
    let fixture = try SessionFixture("""
      struct Row: View {
          var body: some View {
              HStack(spacing: 12) {
                  Circle().named("dot").frame(width: 40, height: 40)
                  Text("Ada")
              }
          }
      }

      struct ContentView: View {
          var body: some View {
              VStack { Row() }
          }
      }
      """)
    XCTAssertEqual(fixture.session.handle(":knobs").text, """
      1   12     line 3: HStack(spacing: [12]) {
      2   40     line 4: Circle().named("dot").frame(width: [40], height: 40)
      3   40     line 4: Circle().named("dot").frame(width: 40, height: [40])
      change one with :set N VALUE
      """)
    let reply = fixture.session.handle(":set 3 20")
    XCTAssertFalse(reply.failed, reply.text)
    XCTAssertEqual(fixture.frame("dot")?[3], 20)
  }

  func testHelpListsEveryCommand() throws {
    let help = try SessionFixture().session.handle(":help").text
    for entry in SessionCommand.allCases { XCTAssertTrue(help.contains(":\(entry.name)"), entry.name) }
  }
}

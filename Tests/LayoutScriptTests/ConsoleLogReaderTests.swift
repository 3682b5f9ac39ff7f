import LayoutCore
@testable import LayoutScript
import XCTest

/// The console-log dialect: every print format of UIKit's "Unable to simultaneously satisfy
/// constraints." log (and SnapKit's and Masonry's) → the constraint it reads, in the anchors
/// corpus's normalized text with the views named for people. The forms follow the logs of the
/// corpus's threads (Fixtures/ConflictLogs/*.json name them).
final class ConsoleLogReaderTests: XCTestCase {
  /// The one constraint of a log listing `line`, its entry, and the view names.
  private func read(_ line: String) throws -> (text: String, entry: ConflictLogEntry, names: [String]) {
    let script = try ConsoleLogDocument.evaluate(source: "(\n    \"<\(line)>\"\n)\n", path: "t.log")
    let anchors = try XCTUnwrap(script.anchors)
    let log = try XCTUnwrap(script.conflictLog)
    let entry = try XCTUnwrap(log.entries.first)
    let index = try XCTUnwrap(entry.constraint, "\(line): not read")
    let names = script.views.map(\.name)
    return (anchors.layout.constraints[index].normalized { names[$0] }, entry, names)
  }

  func testEveryPrintFormatGivesItsConstraint() throws {
    let cases: [(line: String, constraint: String)] = [
      // Older logs: visual format, `(Names: …)`.
      ("NSLayoutConstraint:0x7fcc72427260 H:[UILabel:0x7fcc7273b520'Seconds'(70)]", "UILabel 'Seconds'.width == 70"),
      ("NSLayoutConstraint:0x1 H:|-(30)-[UILabel:0x2'Seconds']   (Names: '|':UIView:0x3 )", "UILabel 'Seconds'.leading == UIView.leading + 30"),
      ("NSLayoutConstraint:0x1 H:[UILabel:0x2'Seconds']-(30)-|   (Names: '|':UIView:0x3 )", "UIView.trailing == UILabel 'Seconds'.trailing + 30"),
      ("NSLayoutConstraint:0x1 H:[UIView:0x2]-(8)-[UIView:0x3]", "UIView #2.leading == UIView #1.trailing + 8"),
      ("NSLayoutConstraint:0x1 V:[UIView:0x2(200)]", "UIView.height == 200"),
      ("NSLayoutConstraint:0x1 V:[UIView:0x2(>=44@750)]", "UIView.height >= 44 @750"),
      ("NSLayoutConstraint:0x1 H:[UIView:0x2(==UIView:0x3)]", "UIView #1.width == UIView #2.width"),
      ("NSLayoutConstraint:0x1 V:|-(>=8)-[UIView:0x2]   (Names: '|':UIView:0x3 )", "UIView #1.top >= UIView #2.top + 8"),
      ("NSLayoutConstraint:0x1 V:[UIView:0x2]-(-1)-|   (Names: '|':UIView:0x3 )", "UIView #2.bottom == UIView #1.bottom - 1"),
      ("NSLayoutConstraint:0x1 H:[UILabel:0x2' ']-(NSSpace(8))-[UIButton:0x3'See All']", "UIButton 'See All'.leading == UILabel ' '.trailing + 8"),
      ("NSLayoutConstraint:0x1 H:|-(NSLayoutAnchorConstraintSpace(8))-[UILabel:0x2]   (Names: '|':UIView:0x3 )", "UILabel.leading == UIView.leading + 8"),
      // Newer logs: equations, `(active, names: …)`, `(LTR)`.
      ("NSLayoutConstraint:0x1 H:|-(15)-[UILabel:0x2'Seconds'](LTR)   (active, names: '|':UIView:0x3 )", "UILabel 'Seconds'.leading == UIView.leading + 15"),
      ("NSLayoutConstraint:0x1 UIView:0x2.width == 0.5*UIView:0x3.width   (active)", "UIView #1.width == 0.5 * UIView #2.width"),
      ("NSLayoutConstraint:0x1 UIView:0x2.top == UIView:0x3.top + 20   (active)", "UIView #1.top == UIView #2.top + 20"),
      ("NSLayoutConstraint:0x1 UIView:0x2.top == UIView:0x3.top - 20   (active)", "UIView #1.top == UIView #2.top - 20"),
      ("NSLayoutConstraint:0x1 UIView:0x2.height == 44 @750   (active)", "UIView.height == 44 @750"),
      ("NSLayoutConstraint:0x1 UIView:0x2.width >= 10   (active)", "UIView.width >= 10"),
      ("NSLayoutConstraint:0x1 UIView:0x2.height <= 100   (active)", "UIView.height <= 100"),
      ("NSLayoutConstraint:0x1 UIView:0x2.width == - 16   (active)", "UIView.width == -16"),
      ("NSLayoutConstraint:0x1 UIView:0x2.height == 54.6667   (active)", "UIView.height == 54.6667"),
      ("NSLayoutConstraint:0x1 UILabel:0x2.leading == UIView:0x3.trailing + NSLayoutAnchorConstraintSpace(8)   (active)",
       "UILabel.leading == UIView.trailing + 8"),
      ("NSLayoutConstraint:0x1 MyApp.CardView:0x2.width == 320   (active)", "CardView.width == 320"),
      ("NSLayoutConstraint:0x1 _TtC5MyApp8CardView:0x2.width == 320   (active)", "CardView.width == 320"),
      // A 10-minute fuzz's trap: a length of 19 digits overflowed an Int; a length past the name's end is none.
      ("NSLayoutConstraint:0x1 _Tt9223372036854775807C4Maps14PinCalloutView:0x2.width == 320   (active)",
       "_Tt9223372036854775807C4Maps14PinCalloutView.width == 320"),
      ("NSLayoutConstraint:0x1 _TtC5MyApp80CardView:0x2.width == 320   (active)", "MyApp.width == 320"),
      ("NSLayoutConstraint:0x1 Username.height >= 44   (active, names: Username:0x2 )", "Username.height >= 44"),
      ("NSLayoutConstraint:0x1 Bar.lockIcon.width == 40   (active, names: Bar.lockIcon:0x2 )", "Bar.lockIcon.width == 40"),
      // Margins and guides.
      ("NSLayoutConstraint:0x1 UILabel:0x2.leading == UIView:0x3.leadingMargin", "UILabel.leading == UIView's margins.leading"),
      ("NSLayoutConstraint:0x1 UILabel:0x2.leading == UILayoutGuide:0x3'UIViewLayoutMarginsGuide'.leading   (active)",
       "UILabel.leading == UILayoutGuide 'UIViewLayoutMarginsGuide'.leading"),
      ("NSLayoutConstraint:0x1 'UIView-leftMargin-guide-constraint' H:|-(8)-[UILayoutGuide:0x3'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIView:0x4 )",
       "UILayoutGuide 'UIViewLayoutMarginsGuide'.leading == UIView.leading + 8 id:\"UIView-leftMargin-guide-constraint\""),
      ("NSLayoutConstraint:0x1 'UIViewSafeAreaLayoutGuide-top' V:|-(20)-[UILayoutGuide:0x3'UIViewSafeAreaLayoutGuide']   (active, names: '|':UIView:0x4 )",
       "UILayoutGuide 'UIViewSafeAreaLayoutGuide'.top == UIView.top + 20 id:\"UIViewSafeAreaLayoutGuide-top\""),
      ("_UISystemBaselineConstraint:0x1 UILabel:0x3'B'.firstBaseline == UILabel:0x2'A'.lastBaseline + 8   (active)",
       "UILabel 'B''s first baseline.top == UILabel 'A''s last baseline.top + 8"),
      // UIKit's own.
      ("NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x2.height == 44   (active)",
       "UITableViewCellContentView.height == 44 id:\"UIView-Encapsulated-Layout-Height\""),
      ("NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Width' H:[UICollectionViewCell:0x2(0)]",
       "UICollectionViewCell.width == 0 id:\"UIView-Encapsulated-Layout-Width\""),
      ("NSLayoutConstraint:0x1 'UISV-spacing' H:[UILabel:0x2]-(8)-[UIImageView:0x3]   (active)",
       "UIImageView.leading == UILabel.trailing + 8 id:\"UISV-spacing\""),
      ("NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& H:[UIView:0x2(320)]", "UIView.width == 320"),
      ("NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIImageView:0x2.midX == 228.5   (active, names: '|':UIView:0x3 )",
       "UIImageView.centerX == UIView.left + 228.5"),
      ("NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- UIView:0x2.width == UIView:0x3.width   (active)", "UIView #1.width == UIView #2.width"),
      ("NSAutoresizingMaskLayoutConstraint:0x1 h=--- v=--- V:[UIWindow:0x2(480)]", "UIWindow.height == 480"),
      ("NSContentSizeLayoutConstraint:0x1 H:[UILabel:0x2'Title'(45)] Hug:250 CompressionResistance:750", "UILabel 'Title'.width >= 45 @750"),
      // SnapKit and Masonry.
      ("SnapKit.LayoutConstraint:0x1@ExampleView.swift#88 UIView:0x2.width == 0.0", "UIView.width == 0"),
      ("SnapKit.LayoutConstraint:0x1@/Users/me/My App/View.swift#12 UIView:0x2.width == UIView:0x3.width * 0.5 + 10.0 ^750.0",
       "UIView #1.width == 0.5 * UIView #2.width + 10 @750"),
      ("MASLayoutConstraint:0x1 UILabel:0x2.left == UIView:0x3.left + 10", "UILabel.left == UIView.left + 10"),
      ("MASLayoutConstraint:ConstantConstraint UILabel:messageLabel.height >= 5000 ^high", "UILabel.height >= 5000 @750"),
      // Items in angle brackets (older Swift constraint subclasses).
      ("<App.LayoutConstraint:0x1> <UIView:0x2>.top == <_UILayoutGuide:0x3>.bottom", "UIView.top == _UILayoutGuide.bottom"),
    ]
    for (line, constraint) in cases {
      XCTAssertEqual(try read(line).text, constraint, line)
    }
  }

  func testEachConstraintKnowsWhoMadeIt() throws {
    let cases: [(String, String, String?, ConstraintOrigin)] = [
      ("NSLayoutConstraint:0x7f9a H:[UIView:0x2(20)]", "0x7f9a", nil, .app),
      ("NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Width' H:[UIView:0x2(20)]", "0x1", "UIView-Encapsulated-Layout-Width", .encapsulatedSize),
      ("NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& H:[UIView:0x2(20)]", "0x1", nil, .autoresizingMask),
      ("NSLayoutConstraint:0x1 'UISV-hiding' UIView:0x2.height == 0   (active)", "0x1", "UISV-hiding", .stackView),
      ("NSLayoutConstraint:0x1 'UIView-topMargin-guide-constraint' V:|-(8)-[UILayoutGuide:0x2'UIViewLayoutMarginsGuide']   (active, names: '|':UIView:0x3 )",
       "0x1", "UIView-topMargin-guide-constraint", .layoutGuide),
      ("_UILayoutSupportConstraint:0x1 V:[_UILayoutGuide:0x2(0)]", "0x1", nil, .layoutGuide),
      ("NSLayoutConstraint:0x1 '_UITemporaryLayoutWidth' UIView:0x2.width == 0   (active)", "0x1", "_UITemporaryLayoutWidth", .temporarySize),
      ("NSIBPrototypingLayoutConstraint:0x1 'IB auto generated at build time for view with fixed frame' V:[UIView:0x2(20)]", "0x1",
       "IB auto generated at build time for view with fixed frame", .interfaceBuilder),
      ("_UISystemBaselineConstraint:0x1 UILabel:0x3.firstBaseline == UILabel:0x2.lastBaseline + 8", "0x1", nil, .systemSpacing),
      ("SnapKit.LayoutConstraint:0x1@File.swift#88 UIView:0x2.width == 10.0", "0x1", nil, .app),
      ("NSLayoutConstraint:0x1 _UIButtonBarStackView:0x2.bottom == _UIToolbarContentView:0x3.bottom   (active)", "0x1", nil, .privateViews),
      ("NSLayoutConstraint:0x1 V:|-(0)-[_UIButtonBarStackView:0x2]   (active, names: '|':UIKeyboardAssistantBar:0x3 )", "0x1", nil,
       .privateViews),
    ]
    for (line, address, identifier, origin) in cases {
      let entry = try read(line).entry
      XCTAssertEqual(entry.address, address, line)
      XCTAssertEqual(entry.identifier, identifier, line)
      XCTAssertEqual(entry.origin, origin, line)
    }
  }

  /// One log as people paste it, in every way the corpus's threads show: each reads the same.
  func testPastedFormsReadTheSameLog() throws {
    let list = [
      "<NSLayoutConstraint:0x7fa1 V:[UIView:0x7fb1(100)]>",
      "<NSLayoutConstraint:0x7fa2 'UIView-Encapsulated-Layout-Height' V:[UITableViewCellContentView:0x7fb2(44)]>",
    ]
    func log(prefix: String, quote: (String) -> String, ending: String = "\n", header: Bool = true, tail: Bool = true) -> String {
      var lines: [String] = []
      if header { lines.append(prefix + "Unable to simultaneously satisfy constraints.") }
      lines.append("(")
      lines += list.enumerated().map { "    " + quote($1) + ($0 < list.count - 1 ? "," : "") }
      lines.append(")")
      if tail {
        lines += ["", "Will attempt to recover by breaking constraint ", list[0], "",
                  "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger."]
      }
      return lines.joined(separator: ending) + ending
    }
    let forms = [
      log(prefix: "", quote: { "\"\($0)\"" }),
      log(prefix: "2019-03-04 10:11:12.345678+0100 App[123:4567] [LayoutConstraints] ", quote: { "\"\($0)\"" }),
      log(prefix: "2015-02-02 10:18:52.253 App[70234:1908060] ", quote: { $0 }),
      log(prefix: "Mar  4 18:25:38 host App[10567]: ", quote: { "\t\"\($0)\"" }),
      log(prefix: "", quote: { "\"\($0)\"" }, ending: "\r\n"),
      log(prefix: "", quote: { "\\" + $0.dropLast() + "\\>" }),
      log(prefix: "", quote: { "\"\($0)\"" }).split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 }.joined(separator: "\n"),
      log(prefix: "", quote: { "\"\($0)\"" }, header: false, tail: false),
    ]
    for (number, form) in forms.enumerated() {
      XCTAssertTrue(ConsoleLogDocument.recognizes(form), "form \(number)")
      let script = try ConsoleLogDocument.evaluate(source: form, path: "t.log")
      let log = try XCTUnwrap(script.conflictLog)
      XCTAssertEqual(log.entries.map(\.address), ["0x7fa1", "0x7fa2"], "form \(number)")
      XCTAssertEqual(log.statedBroken, number == 7 ? nil : 0, "form \(number)")
      XCTAssertEqual(log.entries.compactMap(\.constraint).count, 2, "form \(number)")
    }
  }

  func testScriptsAreNotLogs() {
    for source in ["let a = UIView()\nvar body: Layout { a }", "// Unable to simultaneously satisfy constraints.\nlet a = 1", "(1 + 2)", ""] {
      XCTAssertFalse(ConsoleLogDocument.recognizes(source), source)
    }
  }

  func testALogWithoutConstraintsIsAnError() {
    XCTAssertThrowsError(try ConsoleLogDocument.evaluate(source: "Unable to simultaneously satisfy constraints.\n(\n)\n", path: "t.log")) { error in
      XCTAssertEqual((error as? ScriptFailure)?.diagnostics.first?.message, "the log lists no constraint")
    }
  }

  func testAnUnreadableConstraintIsListedAndWarned() throws {
    let script = try ConsoleLogDocument.evaluate(source: "(\n\"<NSLayoutConstraint:0x1 ???>\",\n\"<NSLayoutConstraint:0x2 V:[UIView:0x3(1)]>\"\n)\n", path: "t.log")
    let log = try XCTUnwrap(script.conflictLog)
    XCTAssertEqual(log.entries.map(\.address), ["0x1", "0x2"])
    XCTAssertNil(log.entries[0].constraint)
    XCTAssertEqual(script.warnings.map(\.message), ["cannot read this constraint of the log (NSLayoutConstraint:0x1); it is listed but left out of the layout"])
  }

  /// A recovery line whose constraint does not read (a fuzzed `<NS)ayoutConstraint:…`) is
  /// warned about and UIKit's choice predicted, never a stray index.
  func testAnUnreadableRecoveryLineIsWarnedAndLeftOut() throws {
    let script = try ConsoleLogDocument.evaluate(source: """
      (
          "<NSLayoutConstraint:0x1 V:[UIView:0x2(10)]>",
          "<NSLayoutConstraint:0x3 V:[UIView:0x2(20)]>"
      )
      Will attempt to recover by breaking constraint <NS)ayoutConstraint:0x1 V:[UIView:0x2(10)]>
      """, path: "t.log")
    XCTAssertNil(script.conflictLog?.statedBroken)
    XCTAssertEqual(script.warnings.map(\.message),
                   ["the recovery line's constraint is not a constraint's description; UIKit's choice is predicted instead"])
  }

  /// Spaces inside the brackets (`< NSLayoutConstraint:…`, as some pages print logs) are read
  /// through; a line that is no description but holds an address is still listed by it.
  func testOddLinesAreStillListedByAddress() throws {
    let script = try ConsoleLogDocument.evaluate(source: """
      (
          "< NSLayoutConstraint:0x11 V:[UIView:0x12(10)]>",
          "<NSLayoutConstraint:0x13 V:[UIView:0x12(20)]>",
          "<NSLayoutConstraint 0x14 garbled>"
      )
      """, path: "t.log")
    let log = try XCTUnwrap(script.conflictLog)
    XCTAssertEqual(log.entries.map(\.address), ["0x11", "0x13", "0x14"])
    XCTAssertEqual(log.entries.map { $0.constraint != nil }, [true, true, false])
  }

  /// A log after other output of the app (flutter_inappwebview#308 posts API errors first),
  /// and list lines with Markdown around them, read as the log.
  func testALogAfterOtherOutputAndInsideMarkdownIsRead() throws {
    let source = """
      2020-04-24 17:31:02.922382+0200 Runner[945:570352] API error: <_UIKBCompatInputView: 0x15744a540; frame = (0 0; 0 0)> returned 0 width
      2020-04-24 17:31:02.979035+0200 Runner[945:570352] [LayoutConstraints] Unable to simultaneously satisfy constraints.
      (
      **"<NSLayoutConstraint:0x11 V:[UIView:0x12(10)]>",**
      - "<NSLayoutConstraint:0x13 V:[UIView:0x12(20)]>"
      )
      """
    XCTAssertTrue(ConsoleLogDocument.recognizes(source))
    let script = try ConsoleLogDocument.evaluate(source: source, path: "t.log")
    XCTAssertEqual(script.conflictLog?.entries.map(\.address), ["0x11", "0x13"])
    XCTAssertEqual(script.warnings.map(\.message), ["1 line is not part of the log; skipped"])
  }

  /// A list printed without angle brackets or quotes (forkingdog/UITableView-FDTemplateLayoutCell#123).
  func testAListWithoutBracketsIsRead() throws {
    let source = """
      (
          NSLayoutConstraint:0x11 SwipeView:0x12.leading == UITableViewCellContentView:0x13.leading + 5,
          NSLayoutConstraint:0x14 UITableViewCellContentView:0x13.trailing == SwipeView:0x12.trailing,
          NSLayoutConstraint:0x15 UITableViewCellContentView:0x13.width == 0
      )
      """
    XCTAssertTrue(ConsoleLogDocument.recognizes(source))
    let script = try ConsoleLogDocument.evaluate(source: source, path: "t.log")
    XCTAssertEqual(script.conflictLog?.entries.map(\.address), ["0x11", "0x14", "0x15"])
    XCTAssertEqual(script.conflictLog?.entries.allSatisfy { $0.constraint != nil }, true)
  }

  func testViewsAreNamedForPeople() throws {
    let script = try ConsoleLogDocument.evaluate(source: """
      (
          "<NSLayoutConstraint:0x1 H:|-(8)-[UILabel:0x2'Seconds']   (Names: '|':UIView:0x3 )>",
          "<NSLayoutConstraint:0x4 H:[UIView:0x5]-(8)-|>",
          "<NSLayoutConstraint:0x6 UIView:0x3.leading == UIView:0x7.leadingMargin>"
      )
      """, path: "t.log")
    XCTAssertEqual(script.views.map(\.name), ["canvas", "UILabel 'Seconds'", "UIView #1", "UIView #2", "UIView #3",
                                              "superview of UIView #2", "UIView #3's margins"])
    XCTAssertEqual(script.anchors?.layout.parents[1], 2, "the '|' of (Names: …) is the label's superview")
  }
}

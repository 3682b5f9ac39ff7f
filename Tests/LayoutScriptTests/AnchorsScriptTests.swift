import LayoutCore
@testable import LayoutScript
import XCTest

/// SwiftLayout's DSL → the constraints its activation gives, in the corpus's normalized text.
final class AnchorsScriptTests: XCTestCase {
  static let views = """
    let root = UIView()
    let a = UIView()
    let b = UILabel(text: "Hi")
    let flag = false

    """

  func evaluate(_ layout: String) throws -> EvaluatedScript {
    try ScriptEvaluator.evaluate(source: Self.views + "var layout: some Layout {\n\(layout)\n}\n", path: "t.ql")
  }

  func constraints(_ layout: String) throws -> [String] {
    let script = try evaluate(layout)
    let anchors = try XCTUnwrap(script.anchors)
    return anchors.layout.constraints.map { $0.normalized { script.views[$0].name } }.sorted()
  }

  func testStatementsGiveSwiftLayoutsConstraints() throws {
    let cases: [(String, [String])] = [
      ("Anchors.top", ["a.top == root.top"]),
      ("Anchors.cap.equalToSuper(inwardOffset: 8)",
       ["a.leading == root.leading + 8", "a.top == root.top + 8", "a.trailing == root.trailing - 8"]),
      ("Anchors.horizontal.equalToSuper(constant: 10)", ["a.leading == root.leading + 10", "a.trailing == root.trailing + 10"]),
      ("Anchors.top.equalTo(b, attribute: .bottom, constant: 8).priority(.defaultHigh)", ["a.top == b.bottom + 8 @750"]),
      ("Anchors.leading.greaterThanOrEqualTo(b.trailingAnchor, inwardOffset: 4)", ["a.leading >= b.trailing + 4"]),
      ("Anchors.width.height.equalTo(constant: 10).multiplier(3)", ["a.height == 10", "a.width == 10"]),
      ("Anchors.size.equalTo(CGSize(width: 20, height: 30))", ["a.height == 30", "a.width == 20"]),
      ("Anchors.size.equalToSuper(widthOffset: -20, heightOffset: -10)",
       ["a.height == root.height - 10", "a.width == root.width - 20"]),
      ("Anchors.center.equalTo(b, xOffset: 10, yOffset: -20)", ["a.centerX == b.centerX + 10", "a.centerY == b.centerY - 20"]),
      ("Anchors.centerX.equalToSuper().multiplier(0.5).identifier(\"half\")", ["a.centerX == 0.5 * root.centerX id:\"half\""]),
      ("Anchors.bottom.lessThanOrEqualTo(\"label\").priority(UILayoutPriority(rawValue: 999))", ["a.bottom <= b.bottom @999"]),
      ("switch 2 {\ncase 1:\nAnchors.top\ncase 2, 3:\nAnchors.bottom\ndefault:\nbreak\n}", ["a.bottom == root.bottom"]),
      ("if flag { Anchors.top } else { Anchors.bottom }\nfor _ in 0..<2 { Anchors.left }",
       ["a.bottom == root.bottom", "a.left == root.left"]),
    ]
    for (statement, expected) in cases {
      let layout = "root.sl.sublayout {\n a.sl.anchors {\n\(statement)\n }\n b.sl.identifying(\"label\")\n}"
      XCTAssertEqual(try constraints(layout), expected, statement)
    }
  }

  func testHierarchyChainsAndRepeats() throws {
    let layout = """
      root.sl.sublayout {
        a.sl.anchors { Anchors.allSides }.sublayout {
          b.sl.anchors { Anchors.top }
        }
        a.sl.anchors { Anchors.allSides }
      }
      b.sl.anchors { Anchors.width.equalTo(constant: 5) }
      """
    let script = try evaluate(layout)
    let anchors = try XCTUnwrap(script.anchors).layout
    XCTAssertEqual(anchors.root, 0)
    XCTAssertEqual(anchors.parents, [1: 0, 2: 1])
    XCTAssertEqual(try constraints(layout), [
      "a.bottom == root.bottom", "a.leading == root.leading", "a.top == root.top", "a.trailing == root.trailing",
      "b.top == a.top", "b.width == 5",
    ])
  }

  func testUnknownIdentifierFallsBackToTheSuperviewWithAWarning() throws {
    let layout = "root.sl.sublayout {\n a.sl.anchors { Anchors.top.equalTo(\"nope\") }\n}"
    XCTAssertEqual(try constraints(layout), ["a.top == root.top"])
    let warning = try XCTUnwrap(try evaluate(layout).warnings.first { $0.message.contains("identifier") })
    XCTAssertTrue(warning.message.contains("\"nope\"") && warning.message.contains("superview"), warning.message)
    XCTAssertEqual(warning.location.line, 7)
  }

  func testOldReadmeSpellingsWorkWithANote() throws {
    let layout = "root.sl.sublayout {\n a.sl.identifying(\"x\").sl.anchors { Anchors.top.multiplier(10) }\n}"
    XCTAssertEqual(try constraints(layout), ["a.top == 10 * root.top"])
    let notes = try evaluate(layout).warnings.filter { $0.severity == .note }.map(\.message)
    XCTAssertEqual(notes.count, 2, "\(notes)")
    XCTAssertTrue(notes.contains { $0.contains("without the second `.sl`") })
    XCTAssertTrue(notes.contains { $0.contains("equalToSuper().multiplier") })
  }

  func testMistakesAreErrorsWithHints() {
    let cases: [(String, String, String)] = [
      ("Anchors.leadng", "needs an attribute", "did you mean 'leading'?"),
      ("Anchors.top.equalToSuper(constnat: 1)", "no argument 'constnat:'", "did you mean 'constant'?"),
      ("Anchors.firstBaseline", "needs an attribute", "not modelled"),
      ("Anchors.top.priority(2000)", "between 1 and 1000", ""),
      ("Anchors.top.equalTo(root.readableContentGuide.topAnchor)", "'readableContentGuide' is not modelled", "equalToSuper"),
      ("Anchors.top.equalTo(b.firstBaselineAnchor)", "'firstBaselineAnchor' is not modelled", "equalTo(view)"),
    ]
    for (statement, message, hint) in cases {
      let layout = "root.sl.sublayout {\n a.sl.anchors {\n\(statement)\n }\n}"
      XCTAssertThrowsError(try evaluate(layout), statement) { error in
        let diagnostic = (error as? ScriptFailure)?.diagnostics.first
        XCTAssertTrue(diagnostic?.message.contains(message) ?? false, "\(statement): \(String(describing: diagnostic))")
        XCTAssertTrue(hint.isEmpty || (diagnostic?.hint?.contains(hint) ?? false), "\(statement): \(String(describing: diagnostic?.hint))")
        XCTAssertEqual(diagnostic?.location.line, 8, statement)
      }
    }
  }

  func testContentPrioritiesAreRecorded() throws {
    let source = Self.views + """
      b.setContentHuggingPriority(.defaultHigh, for: .horizontal)
      b.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 751), for: .vertical)
      var layout: some Layout { root.sl.sublayout { b } }
      """
    let script = try ScriptEvaluator.evaluate(source: source, path: "t.ql")
    let priorities = try XCTUnwrap(script.anchors?.layout.contentPriorities[2])
    XCTAssertEqual(priorities.hugging, [.horizontal: 750])
    XCTAssertEqual(priorities.compression, [.vertical: 751])
  }

  func testOnActivateRunsAtActivation() throws {
    let script = try evaluate("root.sl.sublayout {\n b.sl.onActivate { label in label.text = \"Activated\" }.anchors { Anchors.top }\n}")
    XCTAssertEqual(script.views[2].kind, .label(text: "Activated", lines: 1, font: 16))
    XCTAssertEqual(script.anchors?.layout.constraints.count, 1)
  }
}

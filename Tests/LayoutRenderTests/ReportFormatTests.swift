import Foundation
import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutScript
import XCTest

/// Issue 19, point 4: one report entry. `ReportFormat.write` is what the command line, the REPL
/// and the fuzzer call: each format writes what its report writes, streamed, every report ending
/// with a newline; several layouts are each written; a library writes nothing.
final class ReportFormatTests: XCTestCase {
  private let card = """
    canvas(width: 200, height: 100)
    let title = UILabel(text: "Title", lines: 1, font: 16)
    var body: Layout {
      VStack(alignment: .leading, spacing: 4) { title; UIView(width: 40, height: 10).named("bar") }
    }
    """

  func testEachFormatWritesItsReport() throws {
    let script = try ScriptEvaluator.evaluate(source: card, path: "card.ql")
    let laidOut = Pipeline.layout(script, options: LayoutOptions(recordingDetails: true))
    let result = try XCTUnwrap(laidOut.result)
    let picture = PictureOptions(columns: 60, containers: true)
    let options = ReportOptions(title: "card.ql", picture: picture)
    let cases: [(ReportFormat, String)] = [
      (.ascii, AsciiReport(script: laidOut.script, result: result, title: "card.ql", options: picture).text),
      (.json, JSONReport(script: laidOut.script, result: result, diagnostics: laidOut.warnings).text + "\n"),
      (.tree, TreeReport(script: laidOut.script, result: result).text),
      (.svg, SVGReport(script: laidOut.script, result: result, containers: true).text),
    ]
    XCTAssertEqual(cases.map(\.0), ReportFormat.allCases)
    for (format, expected) in cases {
      let text = format.text([laidOut], options: options)
      XCTAssertEqual(text, expected, format.rawValue)
      XCTAssertTrue(text.hasSuffix("\n"), format.rawValue)
    }
    var compact = options
    compact.pretty = false
    let line = ReportFormat.json.text([laidOut], options: compact)
    XCTAssertEqual(line.filter { $0 == "\n" }.count, 1)
    XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(line.utf8)))
  }

  /// Each layout of several is written under its title; a diff is of the first layout only: the
  /// second layout is not compared with the earlier version's frames (a diff of every layout
  /// against them also reported the second layout's `messageLabel` as moved).
  func testSeveralLayoutsAndTheDiffOfTheFirst() throws {
    let script = try ScriptEvaluator.evaluate(source: SeveralLayoutsReportTests.source, path: "pair.ql")
    let each = Pipeline.layoutEach(script)
    let before = try ScriptEvaluator.evaluate(source: "canvas(width: 300, height: 100)\nHStack { messageLabel }",
                                              path: "before.ql")
    let diff = LayoutDiff(previous: before, previousResult: try XCTUnwrap(Pipeline.layout(before).result),
                          script: script, result: try XCTUnwrap(each[0].result))
    let text = ReportFormat.ascii.text(each, options: ReportOptions(title: "pair.ql", picture: PictureOptions(columns: 60), diff: diff))
    let headers = text.split(separator: "\n").filter { $0.hasPrefix("pair.ql") }
    XCTAssertEqual(headers.count, 2)
    XCTAssertTrue(headers[0].hasPrefix("pair.ql — 1 of 2: Before — canvas 200×100"), String(headers[0]))
    XCTAssertTrue(headers[1].hasPrefix("pair.ql — 2 of 2: After — canvas 200×100"), String(headers[1]))
    XCTAssertEqual(text.components(separatedBy: "heavy boxes moved or resized").count - 1, 1, text)
    let second = try XCTUnwrap(text.range(of: "pair.ql — 2 of 2"))
    XCTAssertFalse(text[second.lowerBound...].contains("moved"), text)
    let tree = ReportFormat.tree.text(each)
    XCTAssertEqual(tree.split(separator: "\n").filter { $0.hasPrefix("layout") }, ["layout — 1 of 2: Before", "layout — 2 of 2: After"])
  }

  func testALibraryWritesNothing() throws {
    let script = try ScriptEvaluator.evaluate(source: "func card() -> Layout { UIView() }", path: "library.ql")
    guard case .library = script.document else { return XCTFail("not a library: \(script.document)") }
    for format in ReportFormat.allCases { XCTAssertEqual(format.text(Pipeline.layoutEach(script)), "", format.rawValue) }
  }
}

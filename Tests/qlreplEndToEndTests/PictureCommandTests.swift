import Foundation
import XCTest

/// The pictures of `qlrepl render` through the real binary: the default ascii render, SVG
/// that a real SVG renderer accepts, the diff render, and colour only on a terminal.
final class PictureCommandTests: XCTestCase {
  func testTheListCellAtOneHundredColumnsShowsEveryViewAndTheJSONNumbers() throws {
    let ascii = try QlreplProcess.run(["render", "workspace/list-cell.ql"], environment: ["COLUMNS": "100"])
    XCTAssertEqual(ascii.status, 0, ascii.stderr)
    let lines = ascii.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertTrue(lines[0].hasSuffix("1 cell = 4×8 pt"), String(lines[0]))
    XCTAssertLessThanOrEqual(lines.map(\.count).max() ?? 0, 100)
    for name in ["image", "title", "subtitle", "button"] {
      XCTAssertTrue(ascii.stdout.contains("┌\(name)─"), "\(name) is named on its box")
    }
    XCTAssertTrue(ascii.stdout.contains("│Item 1 "), "a label shows its text")
    XCTAssertTrue(ascii.stdout.contains("│Subtitle text for item 1 "), "wrapped as laid out")
    XCTAssertTrue(ascii.stdout.contains("│that is long enough to wrap "))

    let json = try QlreplProcess.run(["render", "workspace/list-cell.ql", "--format", "json"])
    let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let frames = try XCTUnwrap(document["frames"] as? [String: [Double]])
    let measurements = try XCTUnwrap(document["measurements"] as? [String: Int])
    let table = lines.drop { !$0.hasPrefix("name ") }.dropFirst().filter { !$0.isEmpty }
    XCTAssertEqual(table.count, frames.count)
    for row in table {
      let cells = row.split(separator: " ")
      let name = String(cells[0])
      XCTAssertEqual(cells[1...4].map { Double($0) }, frames[name]?.map { Optional($0) }, "\(name)'s frame")
      XCTAssertEqual(Int(cells[5]), measurements[name], "\(name)'s measurements")
    }
  }

  func testEveryWorkspaceSVGConvertsToPNGWithRsvgConvert() throws {
    guard let converter = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first(where: FileManager.default.isExecutableFile) else {
      throw XCTSkip("rsvg-convert is missing: apt-get install librsvg2-bin (.ci/run does, so CI always runs this test)")
    }
    let folder = QlreplProcess.packageRoot.appendingPathComponent("workspace")
    for script in try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter({ $0.hasSuffix(".ql") }).sorted() {
      let svg = try QlreplProcess.run(["render", "workspace/\(script)", "--format", "svg", "--containers"])
      XCTAssertEqual(svg.status, 0, svg.stderr)
      let input = try QlreplProcess.scriptFile(svg.stdout, name: "picture.svg")
      let png = input + ".png"
      let process = Process()
      process.executableURL = URL(fileURLWithPath: converter)
      process.arguments = [input, "-o", png]
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      XCTAssertEqual(process.terminationStatus, 0, "\(script): rsvg-convert refused the SVG")
      let header = try Data(contentsOf: URL(fileURLWithPath: png)).prefix(4)
      XCTAssertEqual(Array(header), [0x89, 0x50, 0x4E, 0x47], "\(script): a PNG")
    }
  }

  func testDiffRenderHighlightsWhatMovedSinceTheOldScript() throws {
    let old = try QlreplProcess.scriptFile("""
      canvas(width: 200, height: 40, mode: .fit)
      let a = UIView(width: 40, height: 20)
      let b = UIView(width: 40, height: 20)
      var body: Layout { HStack(spacing: 8) { a; b } }
      """)
    let new = try QlreplProcess.scriptFile("""
      canvas(width: 200, height: 40, mode: .fit)
      let a = UIView(width: 40, height: 20)
      let b = UIView(width: 40, height: 20)
      var body: Layout { HStack(spacing: 24) { a; b } }
      """)
    let outcome = try QlreplProcess.run(["render", new, "--diff", old, "--cell", "4x8"])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    XCTAssertTrue(outcome.stdout.contains("┌a───────┐"), outcome.stdout)
    XCTAssertTrue(outcome.stdout.contains("┏b━━━━━━━┓"), outcome.stdout)
    XCTAssertTrue(outcome.stdout.contains("64 (+16)"), outcome.stdout)
    XCTAssertTrue(outcome.stdout.contains("moved"), outcome.stdout)
  }

  func testColourOnATerminalOnlyAndNeverWithNoColor() throws {
    let colored = try PseudoTerminal.run(["render", "workspace/list-cell.ql"])
    XCTAssertTrue(colored.contains("\u{1B}["), "a terminal gets colour:\n\(colored)")
    XCTAssertTrue(colored.contains("┌image"), colored)
    let noColor = try PseudoTerminal.run(["render", "workspace/list-cell.ql"], environment: ["NO_COLOR": "1"])
    XCTAssertFalse(noColor.contains("\u{1B}["), "NO_COLOR")
    let flag = try PseudoTerminal.run(["render", "workspace/list-cell.ql", "--no-color"])
    XCTAssertFalse(flag.contains("\u{1B}["), "--no-color")
  }

  func testThePictureFitsTheTerminalWidth() throws {
    let narrow = try PseudoTerminal.run(["render", "workspace/list-cell.ql", "--no-color"], columns: 60)
    let lines = narrow.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    // On a terminal the header breaks between its parts, never mid-word (issue 20, point 16).
    XCTAssertEqual(Array(lines.prefix(2)), ["workspace/list-cell.ql — canvas 375×inf fit @2x —", "body 375×92 — 1 cell = 8×16 pt"],
                   narrow)
    XCTAssertLessThanOrEqual(narrow.split(separator: "\n").map(\.count).max() ?? 0, 60 + 1, narrow)
  }

  func testProposalsShowsTheOffersOfANamedViewsContainer() throws {
    let outcome = try QlreplProcess.run(["render", "workspace/lessons/07-double-measurement.ql", "--proposals", "second", "--columns", "60"])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    XCTAssertTrue(outcome.stdout.hasSuffix("""
      offered by the HStack  offered    took
      first                  144×60     144×40
      second                 116×60     88×60

      """), outcome.stdout)
    let svg = try QlreplProcess.run(["render", "workspace/lessons/07-double-measurement.ql", "--proposals", "first", "--format", "svg"])
    XCTAssertTrue(svg.stdout.contains("<title>second offered 116×60, took 88×60</title>"), svg.stdout)
    let typo = try QlreplProcess.run(["render", "workspace/lessons/07-double-measurement.ql", "--proposals", "frist"])
    XCTAssertEqual(typo.status, 1)
    XCTAssertEqual(typo.stderr, "workspace/lessons/07-double-measurement.ql: --proposals frist: the script has no view named 'frist' (did you mean 'first'?)\n")
  }
}

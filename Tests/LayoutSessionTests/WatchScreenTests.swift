import XCTest
@testable import LayoutSession

/// Watch mode's screen fitted to the terminal: the header, status and key lines always show,
/// every line is cut to the width, and a body too tall ends in a line saying how many lines
/// are hidden.
final class WatchScreenTests: XCTestCase {
  func testLinesAreCutToTheWidthAndTheBodyToTheHeight() {
    let screen = WatchScreen(header: ["qlrepl watch — a/long/path.ql"], body: (1...10).map { "line \($0)" }, footer: ["q quit"])
    // (columns, rows, lines drawn)
    let cases: [(Int, Int, [String])] = [
      (40, 20, ["qlrepl watch — a/long/path.ql"] + (1...10).map { "line \($0)" } + ["q quit"]),
      (12, 6, ["qlrepl watc…", "line 1", "line 2", "line 3", "… 7 more li…", "q quit"]),
      (40, 3, ["qlrepl watch — a/long/path.ql", "… 10 more lines (a taller window shows …", "q quit"]),
    ]
    for (columns, rows, expected) in cases {
      XCTAssertEqual(screen.lines(columns: columns, rows: rows), expected, "\(columns)×\(rows)")
    }
    let tall = WatchScreen(header: ["h"], body: Array(repeating: "x", count: 100_964), footer: ["q quit"])
    XCTAssertEqual(tall.lines(columns: 60, rows: 4)[2], "… 100,963 more lines (a taller window shows them)", "issue 20, point 14")
  }

  /// A deleted (or broken) file is stale: the header shows no timings of the run before (issue 20, point 14).
  func testAStaleFileShowsNoTimingsOfTheRunBefore() throws {
    let fixture = try SessionFixture()
    XCTAssertNotNil(fixture.session.screen.timings)
    try FileManager.default.removeItem(atPath: fixture.path)
    XCTAssertEqual(fixture.session.reload(changed: [fixture.path])?.failed, true)
    XCTAssertNil(fixture.session.screen.timings)
    XCTAssertFalse(fixture.session.screen.picture.isEmpty, "the last good picture stays, marked stale")
  }
}

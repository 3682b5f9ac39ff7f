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
  }
}

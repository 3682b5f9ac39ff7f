import XCTest
@testable import QuickLayoutEngine
import LayoutCore

/// The log says who was proposed what, in order, and why (when the run records details).
final class MeasurementLogTests: XCTestCase {
  func testDoubleMeasurementIsExplained() {
    let body = hStack(spacing: 8, label(0, "Vestibulum sit amet magna erat. Nullam sed mi snatch sit amet", lines: 0),
                      label(1, "Short text here", lines: 0))
    let log = QuickLayout.layout(body, in: Canvas(width: 320, height: 480), viewCount: 2, recordingDetails: true).log
    let first = log.records(for: 0)
    XCTAssertEqual(first.map(\.reason), [.preMeasure, .remeasure])
    XCTAssertEqual(first.map(\.proposal), [Size(width: 312, height: 480), Size(width: 192, height: 480)])
    XCTAssertEqual(first.map(\.size), [Size(width: 304, height: 40), Size(width: 176, height: 60)])
    XCTAssertEqual(log.records(for: 1).map(\.reason), [.preMeasure])
    XCTAssertEqual(log.measurements, [2, 1])
    XCTAssertEqual(log.totalMeasurements, 3)
  }

  func testFitCanvasRunsTwoPassesAndFlexibleViewsAreNotMeasured() {
    let body = hStack(plain(0), image(1, 40, 40))
    let log = QuickLayout.layout(body, in: Canvas(width: 100, height: 50, mode: .fit), viewCount: 2, recordingDetails: true).log
    XCTAssertEqual(log.records.map(\.pass), [1, 1, 2, 2])
    XCTAssertEqual(log.records(for: 1).map(\.reason), [.fixedChild, .fixedChild])
    XCTAssertEqual(log.records(for: 0).map(\.reason), [.aloneInGroup, .aloneInGroup], "the stack has two children: the flexible one is alone in its group")
    XCTAssertEqual(log.measurements, [0, 2])
    XCTAssertEqual(log.requests, [2, 2])
  }

  func testWithoutDetailsOnlyTheCountsAreKept() {
    let body = hStack(spacing: 8, label(0, "Vestibulum sit amet magna erat. Nullam sed mi snatch sit amet", lines: 0),
                      label(1, "Short text here", lines: 0), plain(2))
    let canvases = [Canvas(width: 320, height: 480), Canvas(width: 320, height: 480, mode: .fit)]
    for canvas in canvases {
      let counted = QuickLayout.layout(body, in: canvas, viewCount: 3).log
      let recorded = QuickLayout.layout(body, in: canvas, viewCount: 3, recordingDetails: true).log
      XCTAssertTrue(counted.records.isEmpty)
      XCTAssertEqual(recorded.records.count, recorded.requests.reduce(0, +))
      XCTAssertEqual(counted.measurements, recorded.measurements)
      XCTAssertEqual(counted.requests, recorded.requests)
    }
  }

  func testAViewPlacedTwiceKeepsItsLastFrame() {
    let result = QuickLayout.layout(vStack(image(0, 10, 10), image(0, 10, 10)), in: Canvas(width: 100, height: 100), viewCount: 1)
    XCTAssertEqual(result.frames[0], Rect(x: 45, y: 50, width: 10, height: 10))
    XCTAssertEqual(result.log.measurements, [2])
  }
}

import Foundation
import LayoutCore
import LayoutPipeline
import LayoutScript
import XCTest

/// Every conformance fixture lays out to the size, frames and measurement counts its case file
/// stores (computed by QuickLayout's own engine), within the conformance runner's tolerance of
/// 0.01 pt: a change of any fixture's frames fails here. (Like the runner, it leaves the cases'
/// `layoutRequests` aside: QuickLayout counts requests its own way.)
final class FixtureLayoutTests: XCTestCase {
  private static let tolerance = 0.01

  private var fixtures: URL { Bundle.module.resourceURL!.appendingPathComponent("Fixtures") }

  func testEveryFixtureLaysOutAsItsCaseExpects() throws {
    let scripts = try FileManager.default.contentsOfDirectory(at: fixtures, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "ql" }.sorted { $0.path < $1.path }
    var compared = 0
    for url in scripts {
      guard let data = FileManager.default.contents(atPath: url.deletingPathExtension().appendingPathExtension("json").path) else { continue }
      let expected = try XCTUnwrap(ExpectedLayout(json: data), url.lastPathComponent)
      try check(url, against: expected)
      compared += 1
    }
    XCTAssertEqual(compared, 54, "fixtures with a case file")
  }

  private func check(_ url: URL, against expected: ExpectedLayout) throws {
    let name = url.lastPathComponent
    let source = try String(contentsOf: url, encoding: .utf8)
    let laidOut: LaidOutScript
    do { laidOut = try Pipeline.run(source: source, path: name) } catch { return XCTFail("\(name): \(error.rendered())") }
    let result = try XCTUnwrap(laidOut.result, name)
    let ids = Dictionary(laidOut.script.views.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    assertClose([result.size.width, result.size.height], expected.size, "\(name): size")
    for (view, frame) in expected.frames {
      let id = try XCTUnwrap(ids[view], "\(name): no view \(view)")
      let actual = try XCTUnwrap(result.frames[id], "\(name): \(view) not placed")
      assertClose([actual.origin.x, actual.origin.y, actual.size.width, actual.size.height], frame, "\(name): frame of \(view)")
    }
    for (view, count) in expected.measurements {
      XCTAssertEqual(ids[view].map { result.log.measurements[$0] }, count, "\(name): measurements of \(view)")
    }
  }

  private func assertClose(_ actual: [Double], _ expected: [Double], _ message: String) {
    let close = actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= Self.tolerance }
    XCTAssertTrue(close, "\(message): \(actual) is not \(expected)")
  }
}

/// The `expected` section of a conformance case file.
private struct ExpectedLayout {
  let size: [Double]
  let frames: [String: [Double]]
  let measurements: [String: Int]

  init?(json data: Data) {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let expected = object["expected"] as? [String: Any],
          let size = expected["size"] as? [Double],
          let frames = expected["frames"] as? [String: [Double]],
          let measurements = expected["measurements"] as? [String: Int] else { return nil }
    self.size = size
    self.frames = frames
    self.measurements = measurements
  }
}

import Foundation
import XCTest
@testable import QuickLayoutEngine
import LayoutCore

/// A layout keeps no global state: the same tree laid out on many threads at once gives the
/// same frames and counts everywhere.
final class ConcurrencyTests: XCTestCase {
  func testLayoutsOnManyThreadsAgree() {
    let body = LayoutConformanceTests.cases[0].body
    let canvas = LayoutConformanceTests.cases[0].canvas
    let reference = QuickLayout.layout(body, in: canvas, viewCount: 2)
    let results = UnsafeResults(count: 64)
    DispatchQueue.concurrentPerform(iterations: 64) { index in
      results.store(QuickLayout.layout(body, in: canvas, viewCount: 2), at: index)
    }
    for result in results.all {
      XCTAssertEqual(result.frames, reference.frames)
      XCTAssertEqual(result.log.measurements, reference.log.measurements)
    }
  }
}

/// Slots written once each from concurrent iterations, read after they all finished.
private final class UnsafeResults: @unchecked Sendable {
  private var slots: [LayoutResult?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func store(_ result: LayoutResult, at index: Int) {
    lock.lock()
    slots[index] = result
    lock.unlock()
  }

  var all: [LayoutResult] { slots.compactMap { $0 } }
}

import Foundation
import Glibc
import XCTest
@testable import LayoutSession

/// The watcher hands a save over as soon as it is complete, once, and never while a file is
/// half written: real files, real inotify events, the real event loop.
final class SaveCompletionTests: XCTestCase {
  private var fixture: SessionFixture!
  private var path: String { fixture.folder.appendingPathComponent("watched.ql").path }
  private var loop: EventLoop!
  private var watcher: FileWatcher!
  private var debouncer: Debouncer!
  /// The file's text at each delivery.
  private var delivered: [String] = []

  override func setUpWithError() throws {
    fixture = try SessionFixture()
    try "start\n".write(toFile: path, atomically: false, encoding: .utf8)
    loop = EventLoop()
    watcher = try XCTUnwrap(FileWatcher())
    watcher.watch([path])
    debouncer = Debouncer(loop: loop, unread: { [unowned self] in watcher.changedFiles() }) { [unowned self] _ in
      delivered.append((try? String(contentsOfFile: path, encoding: .utf8)) ?? "<missing>")
    }
    loop.watch(watcher.descriptor) { [unowned self] in debouncer.changed(watcher.changedFiles()) }
  }

  override func tearDown() {
    if let fixture { try? FileManager.default.removeItem(at: fixture.folder) }
  }

  /// Runs the loop for `duration`.
  private func run(for duration: Duration) {
    let end = ContinuousClock.now + duration
    while ContinuousClock.now < end { loop.runOnce(waitingAtMost: end - .now) }
  }

  /// Runs the loop until a delivery, at most two seconds; the time it took.
  private func timeToDelivery() -> Duration {
    let start = ContinuousClock.now
    let count = delivered.count
    while delivered.count == count && ContinuousClock.now - start < .seconds(2) { loop.runOnce(waitingAtMost: .milliseconds(100)) }
    return ContinuousClock.now - start
  }

  func testASaveInPlaceIsDeliveredOnceWhenItIsClosed() throws {
    try "saved in place\n".write(toFile: path, atomically: false, encoding: .utf8)
    XCTAssertLessThan(timeToDelivery(), .milliseconds(50))
    run(for: .milliseconds(150))
    XCTAssertEqual(delivered, ["saved in place\n"])
  }

  func testASaveByRenameIsDeliveredOnce() throws {
    try "saved by rename\n".write(toFile: path, atomically: true, encoding: .utf8)
    XCTAssertLessThan(timeToDelivery(), .milliseconds(50))
    run(for: .milliseconds(150))
    XCTAssertEqual(delivered, ["saved by rename\n"])
  }

  /// An editor that truncates the file and writes it in several calls, pausing between them
  /// longer than the settle time: nothing is delivered before the file is closed.
  func testAFileWrittenInSeveralCallsIsNeverDeliveredHalfWritten() throws {
    let descriptor = open(path, O_WRONLY | O_TRUNC)
    XCTAssertGreaterThanOrEqual(descriptor, 0)
    for part in ["first part, ", "second part, ", "last part\n"] {
      _ = part.withCString { write(descriptor, $0, strlen($0)) }
      run(for: .milliseconds(20))
    }
    XCTAssertEqual(delivered, [], "nothing is read while the file is open for writing")
    close(descriptor)
    XCTAssertLessThan(timeToDelivery(), .milliseconds(50))
    run(for: .milliseconds(150))
    XCTAssertEqual(delivered, ["first part, second part, last part\n"])
  }

  /// Saves in a quick burst: the last one is always what is delivered last.
  func testABurstOfSavesEndsWithTheLastState() throws {
    for index in 1...5 { try "save \(index)\n".write(toFile: path, atomically: index.isMultiple(of: 2), encoding: .utf8) }
    run(for: .milliseconds(300))
    XCTAssertEqual(delivered.last, "save 5\n")
    XCTAssertLessThanOrEqual(delivered.count, 5)
  }

  /// A file deleted and not made again is delivered after the quiet time (the session then
  /// shows the file as missing).
  func testADeleteIsDeliveredAfterTheQuietTime() throws {
    try FileManager.default.removeItem(atPath: path)
    let waited = timeToDelivery()
    XCTAssertGreaterThanOrEqual(waited, .milliseconds(90))
    XCTAssertEqual(delivered, ["<missing>"])
  }
}

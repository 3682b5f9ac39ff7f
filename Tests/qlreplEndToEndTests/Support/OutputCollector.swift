import Foundation
import Glibc

/// Everything a running qlrepl writes to one descriptor, read on a thread of its own, and a
/// way to wait (generously) until some text has appeared.
final class OutputCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()
  private var ended = false
  private let descriptor: Int32

  /// Starts reading `descriptor` until its end.
  init(descriptor: Int32) {
    self.descriptor = descriptor
    Thread { [self] in
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(descriptor, &buffer, buffer.count)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        lock.withLock { data.append(contentsOf: buffer[0..<count]) }
      }
      lock.withLock { ended = true }
    }.start()
  }

  /// What was written so far (`\r\n` read as `\n`).
  var text: String {
    lock.withLock { String(decoding: data, as: UTF8.self).replacing("\r\n", with: "\n") }
  }

  /// Waits until the output after `offset` characters contains `expected`; returns the offset
  /// just past it, or nil after `timeout` seconds (a loaded machine gets plenty).
  @discardableResult
  func wait(for expected: String, after offset: Int = 0, timeout: Double = 60) -> Int? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      let now = text
      if offset <= now.count, let range = now.dropFirst(offset).range(of: expected) {
        return now.distance(from: now.startIndex, to: range.upperBound)
      }
      if lock.withLock({ ended }) && !text.dropFirst(offset).contains(expected) { return nil }
      usleep(20_000)
    }
    return nil
  }

  /// Waits until the descriptor is closed (the program exited).
  func waitForEnd(timeout: Double = 60) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if lock.withLock({ ended }) { return true }
      usleep(20_000)
    }
    return false
  }
}

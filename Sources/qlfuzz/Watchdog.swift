import Foundation
import Synchronization

/// Ends the process when one input runs longer than `limit`: a hang fails the fuzz run at
/// once, with the input left in `qlfuzz-last.ql`, instead of stalling it.
final class Watchdog: Sendable {
  /// When the current input began, in nanoseconds of the monotonic clock; 0 between inputs.
  private let started = Atomic<UInt64>(0)

  init(limit: Duration) {
    let limitNanoseconds = UInt64(max(limit / .nanoseconds(1), 0))
    Thread.detachNewThread { [self] in
      while true {
        Thread.sleep(forTimeInterval: min(0.5, Double(limitNanoseconds) / 4e9))
        let began = self.started.load(ordering: .relaxed)
        if began != 0 && DispatchTime.now().uptimeNanoseconds - began > limitNanoseconds {
          FileHandle.standardError.write(Data("qlfuzz: an input ran longer than \(limit): a hang; it is in qlfuzz-last.ql\n".utf8))
          exit(1)
        }
      }
    }
  }

  func begin() { started.store(DispatchTime.now().uptimeNanoseconds, ordering: .relaxed) }
  func end() { started.store(0, ordering: .relaxed) }
}

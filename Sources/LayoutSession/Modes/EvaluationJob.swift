import Foundation
import Glibc
import LayoutScript

/// A session and what to do to it, handed to the evaluation thread, which alone uses the
/// session until the job ends.
final class EvaluationJob: @unchecked Sendable {
  let index: Int
  let session: Session
  let work: BackgroundEvaluation.Work
  /// How the session's picture is drawn: the side-by-side comparison, a Dynamic Type size.
  let view: WatchView

  init(index: Int, session: Session, work: BackgroundEvaluation.Work, view: WatchView) {
    self.index = index
    self.session = session
    self.work = work
    self.view = view
  }

  /// Does the work (on the evaluation thread) and takes what the loop's thread needs of the session.
  func run() -> BackgroundEvaluation.Outcome {
    session.showsComparison = view.comparing
    session.layers.display.canvas.dynamicTypeSize = view.dynamicTypeSize
    let reply: SessionReply?
    switch work {
    case .start: reply = session.start()
    case .reload(let files): reply = session.reload(changed: files)
    case .reloadFile: reply = session.reloadFile()
    case .refresh: reply = session.refresh()
    }
    return BackgroundEvaluation.Outcome(session: index, reply: reply, screen: session.screen, watchedFiles: session.watchedFiles)
  }
}

/// What the loop's thread and the evaluation thread share about the job running, under a lock: whether the job
/// running was superseded, and its outcome once it ends (announced by a byte on `wake`).
final class EvaluationHandOver: @unchecked Sendable {
  private let lock = NSLock()
  private let interrupt: EvaluationInterrupt
  private let wake: Int32
  private var superseded = false
  private var done = false
  private var outcome: BackgroundEvaluation.Outcome?

  init(interrupt: EvaluationInterrupt, wake: Int32) {
    self.interrupt = interrupt
    self.wake = wake
  }

  /// A job is handed to the evaluation thread.
  func begin() { lock.withLock { (superseded, done, outcome) = (false, false, nil) } }

  /// The job running is not wanted any more: its evaluation stops.
  func supersede() {
    lock.withLock {
      superseded = true
      interrupt.interrupt()
    }
  }

  /// On the evaluation thread: false when the job was superseded before it started; else
  /// the interrupt is cleared for it (under the lock, so a later `supersede` is never lost).
  func startUnlessSuperseded() -> Bool {
    lock.withLock {
      guard !superseded else { return false }
      interrupt.reset()
      return true
    }
  }

  /// On the evaluation thread: the job ended with `outcome`.
  func finish(with outcome: BackgroundEvaluation.Outcome?) {
    lock.withLock {
      self.outcome = outcome
      done = true
    }
    var byte: UInt8 = 1
    _ = write(wake, &byte, 1)
  }

  /// The ended job's outcome and whether it was superseded; nil while it runs.
  func take() -> (BackgroundEvaluation.Outcome?, Bool)? {
    lock.withLock { done ? (outcome, superseded) : nil }
  }
}

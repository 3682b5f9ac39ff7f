import Foundation
import Glibc
import LayoutScript

/// Runs watch mode's evaluations on a thread of their own, so that the event loop keeps
/// reading keys and file changes while a script evaluates: `q` quits at once, and a new
/// change of a session interrupts the evaluation of its old text. One evaluation runs at a
/// time; each session has at most one more waiting (what the newest change asks for). A
/// session is used by the evaluation thread while one of its jobs runs, by the loop's
/// thread otherwise; what the loop needs of it comes back in an `Outcome`.
final class BackgroundEvaluation {
  /// What a job does to its session.
  enum Work: Sendable, Equatable {
    case start
    case reload(Set<String>)
    case reloadFile
    case refresh

    /// One job that does what `self` and then `newer` would.
    func merged(with newer: Work) -> Work {
      switch (self, newer) {
      case (.reload(let old), .reload(let new)): return .reload(old.union(new))
      case (.refresh, .refresh): return .refresh
      default: return .reloadFile
      }
    }
  }

  /// What a finished job hands back to the loop's thread.
  struct Outcome: Sendable {
    let session: Int
    /// Nil when a reload found nothing changed.
    let reply: SessionReply?
    let screen: SessionScreen
    let watchedFiles: [String]
  }

  private let sessions: [Session]
  private let shared: SharedState
  private let queue = DispatchQueue(label: "qlrepl.evaluation")
  private var waiting: [(session: Int, work: Work)] = []
  /// The session whose job runs now (the loop's copy).
  private var running: Int?
  private let onFinish: (Outcome) -> Void

  /// Evaluates `sessions` off `loop`'s thread, stopping a superseded evaluation through
  /// `interrupt`; `onFinish` gets each outcome on the loop's thread.
  init?(loop: EventLoop, sessions: [Session], interrupt: EvaluationInterrupt, onFinish: @escaping (Outcome) -> Void) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    self.sessions = sessions
    self.onFinish = onFinish
    shared = SharedState(interrupt: interrupt, wake: ends[1])
    loop.watch(ends[0]) { [unowned self] in
      var bytes = [UInt8](repeating: 0, count: 16)
      while read(ends[0], &bytes, bytes.count) > 0 {}
      self.finished()
    }
  }

  /// True while a job of `session` runs or waits.
  func isBusy(_ session: Int) -> Bool { running == session || waiting.contains { $0.session == session } }

  /// Asks for `work` on `session`: after the job running now, and at once interrupting it
  /// when it is of the same session.
  func submit(_ work: Work, for session: Int) {
    if let index = waiting.firstIndex(where: { $0.session == session }) {
      waiting[index].work = waiting[index].work.merged(with: work)
    } else {
      waiting.append((session, work))
    }
    if running == session { shared.supersede() }
    launchIfIdle()
  }

  /// Stops the evaluation running now, if any (the program is quitting).
  func interruptAll() { shared.supersede() }

  private func launchIfIdle() {
    guard running == nil, !waiting.isEmpty else { return }
    let (session, work) = waiting.removeFirst()
    running = session
    shared.begin()
    let job = Job(index: session, session: sessions[session], work: work)
    let shared = self.shared
    queue.async {
      let outcome = shared.startUnlessSuperseded() ? job.run() : nil
      shared.finish(with: outcome)
    }
  }

  private func finished() {
    guard running != nil, let (outcome, superseded) = shared.take() else { return }
    running = nil
    if let outcome, !superseded { onFinish(outcome) }
    launchIfIdle()
  }
}

/// A session and what to do to it, handed to the evaluation thread, which alone uses the
/// session until the job ends.
private final class Job: @unchecked Sendable {
  let index: Int
  let session: Session
  let work: BackgroundEvaluation.Work

  init(index: Int, session: Session, work: BackgroundEvaluation.Work) {
    self.index = index
    self.session = session
    self.work = work
  }

  func run() -> BackgroundEvaluation.Outcome {
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

/// What the loop's thread and the evaluation thread share, under a lock: whether the job
/// running was superseded, and its outcome once it ends (announced by a byte on `wake`).
private final class SharedState: @unchecked Sendable {
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

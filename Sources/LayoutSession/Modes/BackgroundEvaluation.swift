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
  private let shared: EvaluationHandOver
  private let queue = DispatchQueue(label: "qlrepl.evaluation")
  private var waiting: [(session: Int, work: Work, view: WatchView)] = []
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
    shared = EvaluationHandOver(interrupt: interrupt, wake: ends[1])
    loop.watch(ends[0]) { [unowned self] in
      var bytes = [UInt8](repeating: 0, count: 16)
      while read(ends[0], &bytes, bytes.count) > 0 {}
      self.finished()
    }
  }

  /// True while a job of `session` runs or waits.
  func isBusy(_ session: Int) -> Bool { running == session || waiting.contains { $0.session == session } }

  /// Asks for `work` on `session`, its picture as `view` says (the side-by-side comparison, a
  /// Dynamic Type size): after the job running now, and at once interrupting it when it is of
  /// the same session.
  func submit(_ work: Work, for session: Int, view: WatchView = WatchView()) {
    if let index = waiting.firstIndex(where: { $0.session == session }) {
      waiting[index].work = waiting[index].work.merged(with: work)
      waiting[index].view = view
    } else {
      waiting.append((session, work, view))
    }
    if running == session { shared.supersede() }
    launchIfIdle()
  }

  /// Stops the evaluation running now, if any (the program is quitting).
  func interruptAll() { shared.supersede() }

  private func launchIfIdle() {
    guard running == nil, !waiting.isEmpty else { return }
    let (session, work, view) = waiting.removeFirst()
    running = session
    shared.begin()
    let job = EvaluationJob(index: session, session: sessions[session], work: work, view: view)
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

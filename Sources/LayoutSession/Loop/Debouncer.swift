/// Hands over file changes as soon as a save is complete, once per save. A change whose file is
/// finished (a write closed, a rename into place) is delivered after `settle`, so the events of
/// one save that arrive together are one delivery; a file still being written (an editor
/// truncating and writing in several calls) is waited for until it is finished, so a
/// half-written file is never read, or until it has been quiet for `quiet` (a delete that is
/// never followed by a new file). A burst of finished saves is delivered at the latest
/// `longest` after its first, and its last state is always delivered.
public final class Debouncer {
  /// How long a finished change waits for the rest of its save's events.
  public let settle: Duration
  /// How long a file that is not finished must stay quiet before it is delivered anyway.
  public let quiet: Duration
  /// The longest a burst of finished changes waits.
  public let longest: Duration
  private let loop: EventLoop
  private let unread: () -> [String: FileState]
  private let deliver: (Set<String>) -> Void
  private var pending: [String: FileState] = [:]
  private var first: ContinuousClock.Instant?

  /// Delivers the changed files to `deliver` on `loop`; `unread` gives the changes not read yet,
  /// which are taken in before a delivery so a save that has just begun holds it back.
  public init(loop: EventLoop, settle: Duration = .milliseconds(2), quiet: Duration = .milliseconds(100),
              longest: Duration = .milliseconds(250), unread: @escaping () -> [String: FileState] = { [:] },
              deliver: @escaping (Set<String>) -> Void) {
    self.loop = loop
    self.settle = settle
    self.quiet = quiet
    self.longest = longest
    self.unread = unread
    self.deliver = deliver
  }

  /// Notes changes now, each file with what its last event says of it.
  public func changed(_ files: [String: FileState]) {
    guard !files.isEmpty else { return }
    pending.merge(files) { $1 }
    let now = ContinuousClock.now
    if pending.values.contains(.inProgress) {
      loop.schedule(at: now + quiet) { [weak self] in self?.flush(force: true) }
    } else {
      let start = first ?? now
      first = start
      loop.schedule(at: min(now + settle, start + longest)) { [weak self] in self?.flush(force: false) }
    }
  }

  private func flush(force: Bool) {
    let late = unread()
    if !late.isEmpty && !force {
      changed(late)
      return
    }
    pending.merge(late) { $1 }
    let files = Set(pending.keys)
    pending = [:]
    first = nil
    deliver(files)
  }
}

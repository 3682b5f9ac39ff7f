/// Gathers file changes that come in a burst (an editor's save is often several events) and
/// hands them over once the files have been quiet for `quiet`, or `longest` after the first.
public final class Debouncer {
  /// How long the files must stay quiet.
  public let quiet: Duration
  /// The longest a change waits, however long the burst.
  public let longest: Duration
  private let loop: EventLoop
  private let deliver: (Set<String>) -> Void
  private var pending: Set<String> = []
  private var first: ContinuousClock.Instant?

  /// Delivers the changed files to `deliver` on `loop`.
  public init(loop: EventLoop, quiet: Duration = .milliseconds(50), longest: Duration = .milliseconds(250),
              deliver: @escaping (Set<String>) -> Void) {
    self.loop = loop
    self.quiet = quiet
    self.longest = longest
    self.deliver = deliver
  }

  /// Notes changes of `files` now.
  public func changed(_ files: Set<String>) {
    guard !files.isEmpty else { return }
    let now = ContinuousClock.now
    pending.formUnion(files)
    let start = first ?? now
    first = start
    loop.schedule(at: min(now + quiet, start + longest)) { [weak self] in self?.flush() }
  }

  private func flush() {
    let files = pending
    pending = []
    first = nil
    deliver(files)
  }
}

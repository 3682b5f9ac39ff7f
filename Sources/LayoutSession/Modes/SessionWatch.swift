/// Keeps the files of some sessions watched (each script and what it imports) and reloads a
/// session when its files change, after the debounce: the watcher half of the event loop.
public final class SessionWatch {
  private let loop: EventLoop
  private let sessions: [Session]
  private let watcher = FileWatcher()
  private var debouncer: Debouncer?
  private var onReply: ((SessionReply) -> Void)?
  /// How long files must stay quiet before a change is delivered.
  public let debounce: Duration
  /// Which session the last delivered change was of.
  public private(set) var lastChanged = 0

  /// Watches the files of `sessions` on `loop`.
  public init(loop: EventLoop, sessions: [Session], quiet: Duration = .milliseconds(50)) {
    self.loop = loop
    self.sessions = sessions
    debounce = quiet
    debouncer = Debouncer(loop: loop, quiet: quiet) { [unowned self] files in self.filesChanged(files) }
  }

  /// Starts watching; `onReply` gets what a reloaded session answers.
  public func start(onReply: @escaping (SessionReply) -> Void) {
    self.onReply = onReply
    guard let watcher else { return }
    update()
    loop.watch(watcher.descriptor) { [unowned self] in self.debouncer?.changed(watcher.changedFiles()) }
  }

  /// Watches the sessions' files as they are now (after a `:load`, a new import).
  public func update() {
    watcher?.watch(sessions.flatMap(\.watchedFiles))
  }

  private func filesChanged(_ files: Set<String>) {
    for (index, session) in sessions.enumerated() {
      let own = Set(session.watchedFiles.map(FileWatcher.absolute))
      guard !own.isDisjoint(with: files) else { continue }
      lastChanged = index
      if let reply = session.reload(changed: files) { onReply?(reply) }
    }
    update()
  }
}

/// Keeps the files of some sessions watched (each script and what it imports) and tells,
/// as soon as a save is complete, which session's files changed: the watcher half of the event loop.
/// What a change does to the session is its owner's business (the REPL reloads at once,
/// watch mode off the loop's thread).
public final class SessionWatch {
  private let loop: EventLoop
  private let watcher = FileWatcher()
  private var debouncer: Debouncer?
  /// The files of each session, made absolute.
  private var files: [Int: Set<String>] = [:]
  private var onChange: ((_ session: Int, _ files: Set<String>) -> Void)?

  /// A watch on `loop`, of no files yet.
  public init(loop: EventLoop) {
    self.loop = loop
    debouncer = Debouncer(loop: loop, unread: { [weak watcher] in watcher?.changedFiles() ?? [:] }) { [unowned self] changed in
      self.filesChanged(changed)
    }
  }

  /// Starts watching; `onChange` gets each session whose files changed, with the changed files.
  public func start(onChange: @escaping (_ session: Int, _ files: Set<String>) -> Void) {
    self.onChange = onChange
    guard let watcher else { return }
    loop.watch(watcher.descriptor) { [unowned self] in self.debouncer?.changed(watcher.changedFiles()) }
  }

  /// Watches `paths` as the files of session number `session` from now on (after a `:load`, a new import).
  public func watch(_ session: Int, files paths: [String]) {
    files[session] = Set(paths.map(FileWatcher.absolute))
    watcher?.watch(files.values.flatMap { $0 })
  }

  private func filesChanged(_ changed: Set<String>) {
    for (session, own) in files.sorted(by: { $0.key < $1.key }) where !own.isDisjoint(with: changed) {
      onChange?(session, changed.intersection(own))
    }
  }
}

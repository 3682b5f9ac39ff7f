import Glibc

/// Full-screen watch mode (SPEC 5): each script is drawn again on every save, the last one
/// changed on screen (`n` shows the next). A script with errors shows its diagnostic under
/// its last good picture, marked stale. Scripts evaluate off the loop's thread, so keys work
/// during any evaluation, and a new save interrupts the evaluation of the old text. On a
/// terminal it uses the alternate screen, fits the terminal and reads single keys (`q` or
/// Ctrl-D quits, `n` next file, `r` reload, `c` both semantics side by side or back, `d` the next
/// Dynamic Type size: `WatchView`); elsewhere it
/// prints each new picture in turn and runs until a signal. It never writes a file.
public final class WatchMode {
  private let sessions: [Session]
  private let loop = EventLoop()
  private let watch: SessionWatch
  private var evaluation: BackgroundEvaluation?
  private let fullScreen: Bool
  private let columns: () -> Int
  private let rows: () -> Int
  private var shown = 0
  private var screens: [SessionScreen]
  /// The diagnostics of each session while it is stale.
  private var problems: [String?]
  /// How each session is drawn: both semantics side by side (`c`), a Dynamic Type size (`d`).
  private var views: [WatchView]
  private var status: Int32 = 0

  /// Watches `sessions`; `fullScreen` when standard input and output are a terminal of
  /// `columns` × `rows`.
  public init(sessions: [Session], fullScreen: Bool, columns: @escaping () -> Int = { 100 }, rows: @escaping () -> Int = { 40 }) {
    self.sessions = sessions
    self.fullScreen = fullScreen
    self.columns = columns
    self.rows = rows
    screens = sessions.map(\.screen)
    problems = Array(repeating: nil, count: sessions.count)
    views = sessions.map { WatchView(dynamicTypeSize: $0.options.dynamicTypeSize) }
    watch = SessionWatch(loop: loop)
  }

  /// Runs until `q`, Ctrl-C or SIGTERM; the terminal is put back as it was.
  public func run() -> Int32 {
    let terminal = TerminalMode()
    loop.watch(SignalPipe.install()) { [unowned self] in self.signalsArrived() }
    evaluation = BackgroundEvaluation(loop: loop, sessions: sessions, interrupt: SignalPipe.interrupt) { [unowned self] in
      self.finished($0)
    }
    if fullScreen {
      terminal.enterKeyMode()
      writeOut("\u{1B}[?1049h\u{1B}[?25l")
      loop.watch(STDIN_FILENO) { [unowned self] in self.keyPressed() }
    }
    defer {
      evaluation?.interruptAll()
      if fullScreen { writeOut("\u{1B}[?25h\u{1B}[?1049l") }
      terminal.restore()
    }
    shown = sessions.count - 1
    watch.start { [unowned self] session, files in self.evaluate(.reload(files), session) }
    for index in sessions.indices {
      watch.watch(index, files: sessions[index].watchedFiles)
      evaluate(.start, index)
    }
    loop.run()
    return status
  }

  private func evaluate(_ work: BackgroundEvaluation.Work, _ session: Int) {
    guard let evaluation else { return }
    evaluation.submit(work, for: session, view: views[session])
    if fullScreen && session == shown { draw() }
  }

  /// A session's evaluation ended: show it.
  private func finished(_ outcome: BackgroundEvaluation.Outcome) {
    screens[outcome.session] = outcome.screen
    watch.watch(outcome.session, files: outcome.watchedFiles)
    if let reply = outcome.reply {
      problems[outcome.session] = reply.failed ? reply.text : nil
      shown = outcome.session
    }
    draw()
  }

  /// The screen of the session shown: a header with the file, its place among the files and
  /// the timings; the picture; the diagnostics when stale.
  private func draw() {
    let screen = screens[shown]
    var title = "qlrepl watch — \(screen.title)"
    if sessions.count > 1 { title += " (\(shown + 1) of \(sessions.count))" }
    let timed = screen.timings.map { title + " — " + $0 } ?? title
    let width = columns()
    var header = [fullScreen && timed.count > width ? title : timed]
    if evaluation?.isBusy(shown) == true { header.append("evaluating… (a save interrupts it; q quits)") }
    var body = screen.picture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if body.last == "" { body.removeLast() }
    if let problem = problems[shown] {
      header.append(screen.picture.isEmpty ? "ERROR — nothing to show until the script evaluates"
                    : "STALE — the script has errors; this is the last good render")
      body += problem.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    guard fullScreen else { return writeOut((header + body).joined(separator: "\n") + "\n") }
    let keys = "q quit · " + (sessions.count > 1 ? "n next file · " : "") + "r reload · c " + (views[shown].comparing ? "one layout" : "compare")
      + " · " + views[shown].dynamicTypeKey
    let lines = WatchScreen(header: header, body: body, footer: [keys]).lines(columns: width, rows: rows())
    writeOut("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\n"))
  }

  private func keyPressed() {
    var key: UInt8 = 0
    guard read(STDIN_FILENO, &key, 1) == 1 else { return loop.stop() }
    switch key {
    case UInt8(ascii: "q"), 4: loop.stop()
    case UInt8(ascii: "n"):
      shown = (shown + 1) % sessions.count
      draw()
    case UInt8(ascii: "r"): evaluate(.reloadFile, shown)
    case UInt8(ascii: "c"):
      views[shown].comparing.toggle()
      evaluate(.refresh, shown)
    case UInt8(ascii: "d"):
      views[shown] = views[shown].nextDynamicType()
      evaluate(.refresh, shown)
    default: break
    }
  }

  private func signalsArrived() {
    for number in SignalPipe.received() {
      if number == SIGWINCH {
        evaluate(.refresh, shown)
      } else if number == SIGTSTP {
        SignalPipe.stopProcess()
      } else if number == SIGCONT {
        draw()
      } else {
        status = number == SIGINT ? 0 : 128 + number
        loop.stop()
      }
    }
  }
}

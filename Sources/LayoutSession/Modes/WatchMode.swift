import Glibc

/// Full-screen watch mode (SPEC 5): each script is drawn again on every save, the last one
/// changed on screen (`n` shows the next). A script with errors shows its diagnostic under
/// its last good picture, marked stale. On a terminal it uses the alternate screen and reads
/// single keys (`q` or Ctrl-D quits, `n` next file, `r` reload); elsewhere it prints each new
/// picture in turn and runs until a signal. It never writes a file.
public final class WatchMode {
  private let sessions: [Session]
  private let loop = EventLoop()
  private let watch: SessionWatch
  private let fullScreen: Bool
  private var shown = 0
  /// The diagnostics of each session while it is stale.
  private var problems: [String?]
  private var status: Int32 = 0

  /// Watches `sessions`; `fullScreen` when standard input and output are a terminal.
  public init(sessions: [Session], fullScreen: Bool) {
    self.sessions = sessions
    self.fullScreen = fullScreen
    problems = Array(repeating: nil, count: sessions.count)
    watch = SessionWatch(loop: loop, sessions: sessions)
  }

  /// Runs until `q`, Ctrl-C or SIGTERM; the terminal is put back as it was.
  public func run() -> Int32 {
    let terminal = TerminalMode()
    loop.watch(SignalPipe.install()) { [unowned self] in self.signalsArrived() }
    for (index, session) in sessions.enumerated() {
      let reply = session.start()
      problems[index] = reply.failed ? reply.text : nil
    }
    if fullScreen {
      terminal.enterKeyMode()
      writeOut("\u{1B}[?1049h\u{1B}[?25l")
      loop.watch(STDIN_FILENO) { [unowned self] in self.keyPressed() }
    }
    defer {
      if fullScreen { writeOut("\u{1B}[?25h\u{1B}[?1049l") }
      terminal.restore()
    }
    shown = sessions.count - 1
    draw()
    watch.start { [unowned self] reply in
      self.shown = self.watch.lastChanged
      self.problems[self.shown] = reply.failed ? reply.text : nil
      self.draw()
    }
    loop.run()
    return status
  }

  /// The screen of the session shown: a header with the file, its place among the files and
  /// the timings; the picture; the diagnostics when stale.
  private func draw() {
    let session = sessions[shown]
    var header = "qlrepl watch — \(session.title)"
    if sessions.count > 1 { header += " (\(shown + 1) of \(sessions.count))" }
    if let timings = session.timings { header += " — \(timings)" }
    var lines = [header]
    if let problem = problems[shown] {
      lines.append(session.lastPicture.isEmpty ? "ERROR — nothing to show until the script evaluates"
                   : "STALE — the script has errors; this is the last good render")
      lines.append(session.lastPicture + problem)
    } else {
      lines.append(session.lastPicture)
    }
    if fullScreen { lines.append("q quit · n next file · r reload") }
    let text = lines.joined(separator: "\n") + "\n"
    writeOut(fullScreen ? "\u{1B}[H\u{1B}[2J" + text : text)
  }

  private func keyPressed() {
    var key: UInt8 = 0
    guard read(STDIN_FILENO, &key, 1) == 1 else { return loop.stop() }
    switch key {
    case UInt8(ascii: "q"), 4: loop.stop()
    case UInt8(ascii: "n"):
      shown = (shown + 1) % sessions.count
      draw()
    case UInt8(ascii: "r"):
      let reply = sessions[shown].handle(":reload")
      problems[shown] = reply.failed ? reply.text : nil
      draw()
    default: break
    }
  }

  private func signalsArrived() {
    for number in SignalPipe.received() {
      if number == SIGWINCH {
        _ = sessions[shown].refresh()
        draw()
      } else {
        status = number == SIGINT ? 0 : 128 + number
        loop.stop()
      }
    }
  }
}

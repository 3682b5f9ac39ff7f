import Foundation
import Glibc
import LayoutCore
import LayoutPipeline
import LayoutSession

/// `qlrepl [FILE.ql]` (the REPL) and `qlrepl watch FILE.ql...` (watch mode), over LayoutSession.
enum Interactive {
  /// The REPL on `path`, watched, or on the embedded default card.
  static func repl(_ path: String?, color: Bool, canvas: CanvasOverride) -> Int32 {
    let interactive = isatty(STDIN_FILENO) == 1
    let options = sessionOptions(colored: interactive && color, canvas: canvas)
    let session: Session
    if let path {
      do {
        session = try Session.open(path, options: options)
      } catch {
        Commands.printError("qlrepl: \(error)")
        return 1
      }
    } else {
      session = Session(source: DefaultScript.source, path: DefaultScript.path, isFile: false, options: options)
    }
    if interactive { writeOut("qlrepl — type :help for the commands, Ctrl-D to quit\n") }
    return Repl(session: session, interactive: interactive, historyPath: historyPath).run()
  }

  /// `qlrepl learn`: the REPL on the first lesson not finished yet.
  static func learn(color: Bool) -> Int32 {
    let interactive = isatty(STDIN_FILENO) == 1
    let session: Session
    do {
      guard let learning = try Session.learning(options: sessionOptions(colored: interactive && color)) else {
        Commands.printError("qlrepl: " + Lessons.notFound)
        return 1
      }
      session = learning
    } catch {
      Commands.printError("qlrepl: \(error)")
      return 1
    }
    if interactive { writeOut("qlrepl learn — :check checks the exercise, :lessons lists them, Ctrl-D to quit\n") }
    return Repl(session: session, interactive: interactive, historyPath: historyPath).run()
  }

  /// Watch mode on `paths`; full screen when both ends are a terminal.
  static func watch(_ paths: [String], color: Bool, canvas: CanvasOverride) -> Int32 {
    let fullScreen = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    let options = sessionOptions(colored: fullScreen && color, canvas: canvas)
    var sessions: [Session] = []
    for path in paths {
      do {
        sessions.append(try Session.open(path, options: options))
      } catch {
        Commands.printError("qlrepl: \(error)")
        return 1
      }
    }
    return WatchMode(sessions: sessions, fullScreen: fullScreen, columns: { TerminalInfo.columns }, rows: { TerminalInfo.rows }).run()
  }

  /// `~/.qlrepl_history`, from `$HOME`; nil without a home.
  static var historyPath: String? {
    guard let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty else { return nil }
    return (home as NSString).appendingPathComponent(".qlrepl_history")
  }

  /// What a session starts with: `canvas`'s semantics, view and Dynamic Type size (the command line's).
  private static func sessionOptions(colored: Bool, canvas: CanvasOverride = CanvasOverride()) -> SessionOptions {
    var options = SessionOptions(colored: colored && TerminalInfo.usesColor(allowed: true), columns: { TerminalInfo.columns },
                                 interrupt: SignalPipe.interrupt, embeddedTitle: "built-in example card",
                                 lessons: Lessons.shipped(executable: Bundle.main.executablePath ?? CommandLine.arguments[0]),
                                 progress: LessonProgress.standard(), semantics: canvas.semantics, view: canvas.view,
                                 dynamicTypeSize: canvas.dynamicTypeSize)
    options.wrapsText = TerminalInfo.isTerminal
    return options
  }
}

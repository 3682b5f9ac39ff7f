import Foundation
import Glibc
import LayoutScript

/// The REPL (SPEC 4): one event loop serves the prompt — readline on a terminal, plain lines
/// from a pipe — the watcher of the script file and its imports, and signals. Ctrl-C drops
/// the input being typed or stops the evaluation running; Ctrl-D (or the end of a piped
/// input) quits; the terminal gets its modes back however the REPL ends. With piped input,
/// pictures go to standard output and diagnostics to standard error.
public final class Repl {
  private let session: Session
  private let loop = EventLoop()
  private let watch: SessionWatch
  private var editor: LineEditor?
  private var pipe: PipeInput?
  private var buffer = InputBuffer()
  private var failures = 0
  private var status: Int32 = 0
  private static let prompt = "ql> "
  private static let continuation = "... "

  /// A REPL of `session`; on a terminal, with readline and history in `historyPath`.
  public init(session: Session, interactive: Bool, historyPath: String?) {
    self.session = session
    watch = SessionWatch(loop: loop)
    if interactive {
      editor = LineEditor(historyPath: historyPath, onLine: { [unowned self] in self.entered($0) },
                          complete: { [unowned self] line, start, word in self.completion.answer(line: line, wordStart: start, word: word) })
    } else {
      pipe = PipeInput(onLine: { [unowned self] in self.entered($0) }, onEnd: { [unowned self] in self.loop.stop() })
    }
  }

  /// Runs until `:quit`, Ctrl-D, the end of input or SIGTERM; returns the exit status: with
  /// piped input, 1 when an input failed.
  public func run() -> Int32 {
    let terminal = TerminalMode()
    defer { terminal.restore() }
    loop.watch(SignalPipe.install()) { [unowned self] in self.signalsArrived() }
    let started = session.start()
    watch.start { [unowned self] _, files in
      guard let reply = self.session.reload(changed: files) else { return }
      self.watch.watch(0, files: self.session.watchedFiles)
      self.show(reply, abovePrompt: true)
    }
    // The files are watched before the first picture is shown: a save made as soon as it
    // appears (WatchTests saves then) is seen, not lost before the watch begins.
    watch.watch(0, files: session.watchedFiles)
    show(started)
    if let editor {
      editor.install(prompt: Self.prompt)
      loop.watch(STDIN_FILENO) { editor.readCharacter() }
    } else if let pipe {
      loop.watch(STDIN_FILENO) { pipe.readAvailable() }
    }
    loop.run()
    editor?.remove()
    return status != 0 ? status : (editor == nil && failures > 0 ? 1 : 0)
  }

  private var completion: Completion {
    let views = session.current?.script.views ?? []
    return Completion(views: views.map(\.name), globals: session.current?.script.globals.map(\.name) ?? [],
                      properties: Dictionary(views.map { ($0.name, ScriptVocabulary.properties(of: $0.kind)) }) { first, _ in first })
  }

  /// A line from the prompt or the pipe; nil is Ctrl-D.
  private func entered(_ line: String?) {
    guard let line else {
      if buffer.isContinuing, let editor {
        // Ctrl-D at the continuation prompt drops the entry, as Ctrl-C does; it quits only at `ql> `.
        buffer.clear()
        editor.cancelEntry(prompt: Self.prompt)
        return
      }
      // Ctrl-D: readline leaves the cursor after the prompt; end that line once.
      if let editor {
        editor.remove()
        writeOut("\n")
      }
      return loop.stop()
    }
    guard let (text, entry) = buffer.add(line) else {
      editor?.setPrompt(Self.continuation)
      return
    }
    editor?.remember(text)
    editor?.setPrompt(Self.prompt)
    let reply = session.handle(entry)
    show(reply)
    watch.watch(0, files: session.watchedFiles)
    if SignalPipe.interrupt.isInterrupted {
      // Ctrl-C stopped this evaluation: it has been answered, it does not abandon the next input.
      signals(SignalPipe.received().filter { $0 != SIGINT })
      SignalPipe.interrupt.reset()
    }
    if reply.quit {
      editor?.remove()
      loop.stop()
    }
  }

  /// Prints `reply`: above the line being typed when it comes from a change on disk; a
  /// failure of piped input to standard error.
  private func show(_ reply: SessionReply, abovePrompt: Bool = false) {
    if reply.failed { failures += 1 }
    let shown = editor == nil ? reply.text : session.fittedToTerminal(reply.text)
    let text = shown.isEmpty || shown.hasSuffix("\n") ? shown : shown + "\n"
    if let editor, abovePrompt {
      editor.printAbove(text)
    } else if editor == nil && reply.failed {
      writeError(text)
    } else {
      writeOut(text)
    }
  }

  private func signalsArrived() { signals(SignalPipe.received()) }

  private func signals(_ numbers: [Int32]) {
    for number in numbers {
      switch number {
      case SIGINT:
        SignalPipe.interrupt.reset()
        buffer.clear()
        if let editor { editor.abandonLine(prompt: Self.prompt) } else { stop(status: 130) }
      case SIGWINCH: editor?.resize()
      case SIGTSTP: suspend()
      case SIGCONT: editor?.resume()
      default: stop(status: 128 + number)
      }
    }
  }

  /// Ctrl-Z: the terminal gets the shell's modes back and the process stops; after `fg` the
  /// prompt and the line typed so far are drawn again, in readline's modes.
  private func suspend() {
    editor?.suspend()
    SignalPipe.stopProcess()
    // The SIGCONT that continued the process is already in the pipe: resume once, here.
    let pending = SignalPipe.received().filter { $0 != SIGCONT }
    editor?.resume()
    signals(pending)
  }

  private func stop(status: Int32) {
    self.status = status
    loop.stop()
  }
}

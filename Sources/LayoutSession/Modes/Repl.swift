import Foundation
import Glibc

/// The REPL (SPEC 4): one event loop serves the prompt — readline on a terminal, plain lines
/// from a pipe — the watcher of the script file and its imports, and signals. Ctrl-C drops
/// the input being typed or stops the evaluation running; Ctrl-D (or the end of a piped
/// input) quits; the terminal gets its modes back however the REPL ends.
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
    watch = SessionWatch(loop: loop, sessions: [session])
    if interactive {
      editor = LineEditor(historyPath: historyPath, onLine: { [unowned self] in self.entered($0) },
                          complete: { [unowned self] line, start, word in self.completion.candidates(line: line, wordStart: start, word: word) })
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
    let first = session.start()
    if first.failed { failures += 1 }
    writeOut(ending(first.text))
    watch.start { [unowned self] reply in
      if reply.failed { self.failures += 1 }
      if let editor = self.editor { editor.printAbove(self.ending(reply.text)) } else { writeOut(self.ending(reply.text)) }
    }
    if let editor {
      editor.install(prompt: Self.prompt)
      loop.watch(STDIN_FILENO) { editor.readCharacter() }
    } else if let pipe {
      loop.watch(STDIN_FILENO) { pipe.readAvailable() }
    }
    loop.run()
    if let editor {
      editor.remove()
      writeOut("\n")
    }
    return status != 0 ? status : (editor == nil && failures > 0 ? 1 : 0)
  }

  private var completion: Completion {
    Completion(views: session.current?.script.views.map(\.name) ?? [], globals: session.current?.script.globals.map(\.name) ?? [])
  }

  /// A line from the prompt or the pipe; nil is Ctrl-D.
  private func entered(_ line: String?) {
    guard let line else { return loop.stop() }
    editor?.remember(line)
    guard let input = buffer.add(line) else {
      editor?.setPrompt(Self.continuation)
      return
    }
    editor?.setPrompt(Self.prompt)
    let reply = session.handle(input)
    if reply.failed { failures += 1 }
    writeOut(ending(reply.text))
    watch.update()
    if SignalPipe.interrupt.isInterrupted {
      // Ctrl-C stopped this evaluation: it has been answered, it does not abandon the next input.
      signals(SignalPipe.received().filter { $0 != SIGINT })
      SignalPipe.interrupt.reset()
    }
    if reply.quit { loop.stop() }
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
      default: stop(status: 128 + number)
      }
    }
  }

  private func stop(status: Int32) {
    self.status = status
    loop.stop()
  }

  private func ending(_ text: String) -> String {
    text.isEmpty || text.hasSuffix("\n") ? text : text + "\n"
  }
}

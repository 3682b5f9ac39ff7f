import Foundation
import CReadline
import Glibc

/// The prompt on a terminal: GNU readline's callback interface, so the event loop can hand
/// it one key at a time between file changes. History (with Ctrl-R search) is kept in a file;
/// Tab asks `complete` for candidates. Readline's own signal handling is off: the event loop
/// turns signals into calls of `abandonLine()` and `resize()`.
final class LineEditor {
  /// Called with each line entered, nil for Ctrl-D on an empty line.
  nonisolated(unsafe) fileprivate static var onLine: ((String?) -> Void)?
  /// Gives the candidates for a word of a line, nil for file names.
  nonisolated(unsafe) fileprivate static var complete: ((_ line: String, _ start: Int, _ word: String) -> Completion.Answer?)?
  nonisolated(unsafe) fileprivate static var matches: [String] = []

  private let historyPath: String?
  private var isInstalled = false
  private static let historyLength: Int32 = 1000

  /// Sets readline up; `historyPath` is read now and appended to after every line.
  init(historyPath: String?, onLine: @escaping (String?) -> Void,
       complete: @escaping (_ line: String, _ start: Int, _ word: String) -> Completion.Answer?) {
    self.historyPath = historyPath
    Self.onLine = onLine
    Self.complete = complete
    qlrepl_readline_setup(completeWord)
    using_history()
    stifle_history(Self.historyLength)
    if let historyPath {
      if access(historyPath, F_OK) != 0 { close(open(historyPath, O_WRONLY | O_CREAT, 0o600)) }
      read_history(historyPath)
    }
  }

  /// Shows `prompt` and starts reading a line.
  func install(prompt: String) {
    isInstalled = true
    rl_callback_handler_install(prompt, lineEntered)
  }

  /// The prompt of the next line (set while a line is being handled, shown after it).
  func setPrompt(_ prompt: String) { rl_set_prompt(prompt) }

  /// Reads what the terminal has for readline.
  func readCharacter() { rl_callback_read_char() }

  /// Keeps `line` in the history, in memory and in the history file.
  func remember(_ line: String) {
    guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
    add_history(line)
    if let historyPath { append_history(1, historyPath) }
  }

  /// Prints `text` above the line being typed, then shows the prompt and the line again.
  func printAbove(_ text: String) {
    rl_clear_visible_line()
    writeOut("\r\u{1B}[K" + text)
    rl_on_new_line()
    rl_redisplay()
  }

  /// Ctrl-C at the prompt: drops what was typed and shows `prompt` on a new line.
  func abandonLine(prompt: String) {
    rl_callback_sigcleanup()
    rl_free_line_state()
    writeOut("^C\n")
    rl_set_prompt(prompt)
    rl_replace_line("", 0)
    rl_on_new_line()
    rl_redisplay()
  }

  /// Ctrl-D at the continuation prompt: the entry is dropped and `prompt` shown on a new line.
  func cancelEntry(prompt: String) {
    writeOut("\n")
    rl_callback_handler_remove()
    rl_callback_handler_install(prompt, lineEntered)
  }

  /// Ctrl-Z: gives the terminal the modes the shell expects before the process stops.
  func suspend() {
    qlrepl_deprep_terminal()
    writeOut("\n")
  }

  /// After `fg` (SIGCONT): readline's modes again (the shell may have put its own back, which
  /// would echo every key twice) and the prompt with the half-typed line drawn anew.
  func resume() {
    // Readline still counts its modes as set after a stop it did not see (SIGSTOP): unset them
    // first, so that setting them again takes the shell's modes as the ones to restore.
    qlrepl_deprep_terminal()
    qlrepl_prep_terminal()
    rl_on_new_line()
    rl_forced_update_display()
  }

  /// The terminal changed size.
  func resize() { rl_resize_terminal() }

  /// Stops reading and gives the terminal its modes back; trims the history file. Called
  /// from the line handler too (Ctrl-D, `:quit`), so readline does not show the prompt again.
  func remove() {
    guard isInstalled else { return }
    isInstalled = false
    rl_callback_handler_remove()
    if let historyPath { history_truncate_file(historyPath, Self.historyLength) }
  }
}

private func lineEntered(_ line: UnsafeMutablePointer<CChar>?) {
  let text = line.map { String(cString: $0) }
  free(line)
  LineEditor.onLine?(text)
}

private func completeWord(_ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
  let line = qlrepl_line_buffer().map { String(cString: $0) } ?? ""
  let word = text.map { String(cString: $0) } ?? ""
  guard let answer = LineEditor.complete?(line, Int(start), word) else {
    qlrepl_completion_append(CChar(UInt8(ascii: " ")))
    qlrepl_completion_over(0)
    return nil
  }
  qlrepl_completion_over(1)
  qlrepl_completion_append(answer.endsWord ? CChar(UInt8(ascii: " ")) : 0)
  LineEditor.matches = answer.words
  return rl_completion_matches(text, nextMatch)
}

private func nextMatch(_ text: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
  if state == 0 { LineEditor.matches.reverse() }
  guard let match = LineEditor.matches.popLast() else { return nil }
  return strdup(match)
}

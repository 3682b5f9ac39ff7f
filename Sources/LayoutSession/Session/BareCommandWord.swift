import Foundation

/// A REPL command typed without its colon (`quit`, `help`, `undo`) or a shell's word (`exit`,
/// `clear`, `ls`), alone at the prompt: the user meant a command, not a body that is one
/// placeholder view named for it. Such a word is answered with what to type and the body is
/// left as it is — unless the script has a view or a value of that name, which is then what
/// the word means.
struct BareCommandWord {
  /// What to type instead.
  let reply: String

  /// Words of shells and other REPLs, and the command each means here.
  private static let shellWords: [String: SessionCommand] = ["exit": .quit, "q": .quit, "bye": .quit, "ls": .vars, "?": .help]

  /// The bare command `text` is, if it is one and `declared` names nothing of that name.
  init?(_ text: String, declared: Set<String>) {
    let word = text.trimmingCharacters(in: .whitespaces)
    guard !declared.contains(word) else { return nil }
    if word == "clear" || word == "cls" {
      reply = "Ctrl-L clears the screen; the body is unchanged\n"
    } else if let command = SessionCommand(rawValue: word) ?? Self.shellWords[word] {
      reply = "a REPL command starts with a colon: \(command.usage) — \(command.summary); the body is unchanged\n"
    } else {
      return nil
    }
  }
}

import LayoutPipeline
import LayoutCore
import LayoutScript

/// What Tab offers at the prompt: command names after `:`, view names after the commands that
/// take one, alignments after `:guide NAME`, modifiers and alignment names after a `.`, and
/// otherwise the script's views and variables and the language's types and functions.
struct Completion {
  /// The views and top-level names of the script now.
  let views: [String]
  let globals: [String]

  /// The words that complete `word`, which starts at `start` in `line`; nil to let readline
  /// complete file names (after `:load` and `:save`).
  func candidates(line: String, wordStart start: Int, word: String) -> [String]? {
    let before = line.prefix(start).split(whereSeparator: \.isWhitespace).map(String.init)
    var options: [String]
    if line.hasPrefix(":"), before.isEmpty {
      options = CommandTable.entries.map { ":" + $0.name }
    } else if let command = before.first, command.hasPrefix(":") {
      switch (command, before.count) {
      case (":load", _), (":save", _): return nil
      case (":explain", 1), (":priority", 1), (":guide", 1), (":frame", 1): options = views
      case (":guide", 2): options = GuideAlignment.all.map(\.scriptName)
      default: options = []
      }
    } else if let dot = word.lastIndex(of: ".") {
      let head = word[..<dot]
      options = (ScriptVocabulary.modifiers + Alignment.named.keys + ["infinity", "horizontal", "vertical", "fit", "fill"])
        .map { head + "." + $0 }
    } else {
      options = views + globals + ScriptVocabulary.functions + ["let", "var", "if", "else", "for", "in", "true", "false"]
    }
    return Array(Set(options.filter { $0.hasPrefix(word) })).sorted()
  }
}

import LayoutPipeline
import LayoutCore
import LayoutScript

/// What Tab offers at the prompt: command names after `:`, view names after the commands that
/// take one, alignments after `:guide NAME`, a view's properties and the modifiers after
/// `view.`, only alignments after `alignment: .`, modifiers and member names after another
/// `.`, and otherwise the script's views and variables and the language's types and functions.
struct Completion {
  /// The words that complete what is typed, and whether a space goes after the one chosen: after
  /// a `:command` (its argument follows), not after a name (a `.` or `(` may follow it).
  struct Answer: Equatable {
    var words: [String]
    var endsWord: Bool
  }

  /// The views and top-level names of the script now.
  let views: [String]
  let globals: [String]
  /// The properties of each view, by view name.
  var properties: [String: [String]] = [:]

  /// The words that complete `word`, which starts at `start` in `line`; nil to let readline
  /// complete file names (after `:load` and `:save`).
  func answer(line: String, wordStart start: Int, word: String) -> Answer? {
    guard let words = candidates(line: line, wordStart: start, word: word) else { return nil }
    let isCommandName = line.hasPrefix(":") && !line.prefix(start).contains { $0.isWhitespace }
    return Answer(words: words, endsWord: isCommandName)
  }

  /// The words that complete `word` (see `answer`).
  func candidates(line: String, wordStart start: Int, word: String) -> [String]? {
    let beforeWord = String(line.prefix(start))
    let before = beforeWord.split(whereSeparator: \.isWhitespace).map(String.init)
    var options: [String]
    if line.hasPrefix(":"), before.isEmpty {
      options = SessionCommand.allCases.map { ":" + $0.name }
    } else if let typed = before.first, typed.hasPrefix(":") {
      guard case .success(let command) = SessionCommand.named(String(typed.dropFirst())) else { return [] }
      switch command.argument(at: before.count - 1) {
      case .file: return nil
      case .view: options = views
      case .alignment: options = GuideAlignment.all.map(\.scriptName)
      case .device: options = DevicePreset.all.map(\.typedName)
      case .dynamicTypeSize: options = DynamicTypeSize.allCases.map(\.name)
      case .other: options = []
      }
    } else if let dot = word.lastIndex(of: ".") {
      let head = String(word[..<dot])
      options = members(after: head, in: beforeWord).map { head + "." + $0 }
    } else {
      options = views + globals + ScriptVocabulary.functions + ["let", "var", "if", "else", "for", "in", "true", "false"]
    }
    return Array(Set(options.filter { $0.hasPrefix(word) })).sorted()
  }

  /// The names that may follow `head.`: a view's properties and the modifiers; only
  /// alignments after `alignment:`; else modifiers and the language's member names.
  private func members(after head: String, in beforeWord: String) -> [String] {
    if let viewProperties = properties[head] { return viewProperties + ScriptVocabulary.modifiers }
    if head.isEmpty, beforeWord.trimmingCharacters(in: .whitespaces).hasSuffix("alignment:") {
      return Self.alignments(for: Self.callee(before: beforeWord))
    }
    // `.` right inside a call's parentheses starts an argument, never a modifier.
    if head.isEmpty, let callee = Self.callee(before: beforeWord) {
      return Self.argumentMembers[callee] ?? Array(Alignment.named.keys) + ["infinity", "horizontal", "vertical", "fit", "fill"]
    }
    return ScriptVocabulary.modifiers + Alignment.named.keys + ["infinity", "horizontal", "vertical", "fit", "fill"]
  }

  /// The members an unlabelled argument of a modifier takes: `padding(.horizontal, 8)`'s edges.
  private static let argumentMembers: [String: [String]] = [
    "padding": ["top", "leading", "bottom", "trailing", "horizontal", "vertical", "all"],
    "fixedSize": ["horizontal", "vertical"],
    "resizable": ["horizontal", "vertical"],
  ]

  /// The alignments an `alignment:` argument of `callee` takes.
  private static func alignments(for callee: String?) -> [String] {
    switch callee {
    case "HStack"?: return ["top", "center", "bottom"]
    case "VStack"?: return ["leading", "center", "trailing"]
    default: return Array(Alignment.named.keys)
    }
  }

  /// The name called by the innermost parenthesis still open in `text`.
  private static func callee(before text: String) -> String? {
    var depth = 0
    for index in text.indices.reversed() {
      switch text[index] {
      case ")": depth += 1
      case "(" where depth > 0: depth -= 1
      case "(":
        return String(text[..<index].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
      default: continue
      }
    }
    return nil
  }
}

/// A line already styled for a terminal (colour escapes `ESC[…m` in it) fitted to a width:
/// what a full-screen mode needs so that no line wraps.
public enum TerminalLine {
  /// `line` cut to `columns` terminal columns, ending in `…` where cut (then with the colours
  /// reset); escapes take no column, wide characters two.
  public static func fitted(_ line: String, to columns: Int) -> String {
    var used = 0
    var cut: String.Index?
    var escape = false
    for index in line.indices {
      let character = line[index]
      if escape || character == "\u{1B}" {
        escape = character != "m"
        continue
      }
      used += DisplayWidth.of(character)
      if cut == nil && used > columns - 1 { cut = index }
      if used > columns, let cut {
        return String(line[..<cut]) + "…" + (line.contains("\u{1B}") ? CellStyle.reset : "")
      }
    }
    return line
  }

  /// `line` broken into lines of at most `columns` terminal columns, each after the first
  /// indented by `indent` spaces: a header or a table row on a narrow terminal, which would
  /// otherwise wrap mid-word. It breaks after a ` — ` or ` · ` where it can (a header's parts
  /// stay whole), else at a space; a word longer than a line stays whole; the first line keeps
  /// its leading spaces. Escapes take no column.
  public static func wrapped(_ line: String, to columns: Int, indent: Int = 4) -> [String] {
    guard width(of: line) > columns, columns > indent + 10 else { return [line] }
    var phrases: [String] = []
    var phrase = ""
    for word in words(of: line) {
      phrase += phrase.isEmpty ? word : " " + word
      if word == "—" || word == "·" { phrases.append(phrase); phrase = "" }
    }
    if !phrase.isEmpty { phrases.append(phrase) }
    var lines: [String] = [], current = ""
    let margin = String(repeating: " ", count: indent)
    func add(_ piece: String) {
      let joined = current.isEmpty ? (lines.isEmpty ? piece : margin + piece) : current + " " + piece
      if current.isEmpty || width(of: joined) <= columns {
        current = joined
      } else {
        lines.append(current)
        current = margin + piece
      }
    }
    for phrase in phrases {
      let alone = (lines.isEmpty && current.isEmpty ? 0 : indent) + width(of: phrase)
      if alone <= columns || !phrase.contains(" ") {
        add(phrase)
      } else {
        for word in words(of: phrase) { add(word) }
      }
    }
    lines.append(current)
    return lines.map { $0.trimmingTrailingSpaces() }
  }

  /// `text` split at each space, its leading spaces kept on the first word (an indented line
  /// keeps its place).
  private static func words(of text: String) -> [String] {
    let leading = text.prefix { $0 == " " }
    var words = text.dropFirst(leading.count).split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    words[0] = leading + words[0]
    return words
  }

  /// The columns `text` takes on a terminal, escapes taking none.
  private static func width(of text: String) -> Int {
    DisplayWidth.of(text.replacing(/\u{1B}\[[0-9;]*m/, with: ""))
  }
}

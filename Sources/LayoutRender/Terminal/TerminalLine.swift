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
}

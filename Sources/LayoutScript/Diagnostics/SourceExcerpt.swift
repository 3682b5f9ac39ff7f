import LayoutCore

/// The source line a diagnostic prints, and the caret under it: found without splitting the
/// whole file (a run may print many diagnostics of a long file), and at most `width` columns
/// of a long line, around the caret, with `…` where the line is cut.
struct SourceExcerpt {
  /// The most columns of a source line a diagnostic prints.
  static let width = 120

  /// The printed line, cut to `width` columns around the caret.
  let text: String
  /// The caret line: the indentation under the text (tabs kept), `^` and `~` under the span.
  let caret: String

  /// The excerpt of `location`'s line in `source`; nil when the file has no such line.
  init?(_ location: SourceLocation, in source: String) {
    guard let line = Self.line(location.line, of: source) else { return nil }
    let characters = Array(line)
    let column = min(max(location.column - 1, 0), characters.count)
    var start = 0, end = characters.count
    if characters.count > Self.width {
      start = max(0, min(column - Self.width / 3, characters.count - Self.width))
      end = start + Self.width
    }
    let leading = start > 0 ? "…" : "", trailing = end < characters.count ? "…" : ""
    text = leading + String(characters[start..<end]) + trailing
    // Keep tabs so the caret lines up under tab-indented code.
    let indent = characters[start..<max(start, min(column, end))].map { $0 == "\t" ? "\t" : " " }.joined()
    let width = min(location.length, max(end - column, 1))
    caret = (leading.isEmpty ? "" : " ") + indent + "^" + String(repeating: "~", count: width - 1)
  }

  /// The `number`th line (from 1) of `source`, without its line break, or nil past the end.
  /// Lines end as the lexer ends them: at `\n`, `\r\n` or a lone `\r`.
  static func line(_ number: Int, of source: String) -> Substring? {
    guard number >= 1 else { return nil }
    var text = source
    guard let range = text.withUTF8({ lineRange(number, in: $0) }) else { return nil }
    let utf8 = text.utf8
    return text[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
  }

  /// The byte offsets of line `number` of `bytes`, its line break left out.
  private static func lineRange(_ number: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    var line = 1, start = 0, index = 0
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == 0x0A || byte == 0x0D else {
        index += 1
        continue
      }
      if line == number { return start..<index }
      index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
      line += 1
      start = index
    }
    return line == number ? start..<bytes.count : nil
  }
}

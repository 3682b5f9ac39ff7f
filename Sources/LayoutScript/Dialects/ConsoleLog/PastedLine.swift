/// One line of a console log as people paste it, made plain: the carriage return of Windows
/// line endings, the `> ` of a quoted reply, tabs and indentation, the timestamp and process
/// prefix (`2019-03-04 10:11:12.345678+0100 App[123:4567] `, or syslog's `Mar  4 18:25:38 host
/// App[10567]: `), the `[LayoutConstraints]` category, and around a constraint the quotes, the
/// trailing comma and the backslashes of Markdown escapes (`\<`).
struct PastedLine {
  /// The line without what the paste added.
  let text: String

  init(_ raw: Substring) {
    var line = Substring(raw.filter { $0 != "\r" })
    line = Self.trimmed(line)
    while line.hasPrefix(">") { line = Self.trimmed(line.dropFirst()) }
    line = Self.droppingTimestamp(line)
    line = Self.trimmed(line)
    for category in ["[LayoutConstraints]", "[Layout]"] where line.hasPrefix(category) {
      line = Self.trimmed(line.dropFirst(category.count))
    }
    text = String(Self.unquoted(line))
  }

  /// A constraint line's description without its quotes, comma and escapes: `"<…>",` → `<…>`.
  private static func unquoted(_ line: Substring) -> Substring {
    var line = line
    if line.hasSuffix(",") { line = trimmed(line.dropLast()) }
    if line.hasPrefix("\""), line.dropFirst().hasPrefix("<") || line.dropFirst().hasPrefix("\\<") { line = line.dropFirst() }
    if line.hasSuffix("\""), line.dropLast().hasSuffix(">") { line = line.dropLast() }
    if line.hasPrefix("\\<") { line = line.dropFirst() }
    if line.hasSuffix("\\>") { line = line.dropLast(2) + ">" }
    return line
  }

  /// The line after a `YYYY-MM-DD HH:MM:SS[.ffffff][+zzzz] Process[pid:tid] ` or
  /// `Mon DD HH:MM:SS host Process[pid]: ` prefix; the line itself without one.
  private static func droppingTimestamp(_ line: Substring) -> Substring {
    let characters = Array(line.prefix(80))
    func digits(_ range: Range<Int>) -> Bool { range.allSatisfy { characters.indices.contains($0) && characters[$0].isASCII && characters[$0].isNumber } }
    let isISO = digits(0..<4) && characters.count > 10 && characters[4] == "-" && digits(5..<7) && characters[7] == "-" && digits(8..<10)
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    let isSyslog = months.contains(String(characters.prefix(3))) && characters.count > 4 && characters[3] == " "
    guard isISO || isSyslog else { return line }
    // The process part ends the prefix: the first `]` followed by a space or `: `.
    guard let close = line.firstIndex(of: "]") else { return line }
    var rest = line[line.index(after: close)...]
    if rest.hasPrefix(":") { rest = rest.dropFirst() }
    return rest
  }

  static func trimmed(_ text: Substring) -> Substring {
    var text = text
    while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return text
  }
}

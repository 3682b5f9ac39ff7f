import LayoutCore

/// Writes a JSON document to a text stream as it is produced, so a report of any size never
/// exists whole in memory. Object keys come out in the order they are written, so reports are
/// stable and read the way the schema is written. Pretty output indents by two spaces a level
/// and keeps short arrays of numbers on one line (frames read as `[x, y, w, h]`).
public struct JSONWriter<Output: TextOutputStream> {
  public private(set) var output: Output
  private let pretty: Bool
  /// One entry per open object or array: whether it has a member yet, whether it is inline.
  private var levels: [(hasMembers: Bool, inline: Bool)] = []

  /// A writer to `output`, compact unless `pretty`.
  public init(to output: Output, pretty: Bool) {
    self.output = output
    self.pretty = pretty
  }

  /// Opens an object (as a value, or after `key`).
  public mutating func beginObject() { open("{", inline: !pretty) }
  public mutating func endObject() { close("}") }

  /// Opens an array; `numbers` keeps it on one line in pretty output.
  public mutating func beginArray(numbers: Bool = false) { open("[", inline: !pretty || numbers) }
  public mutating func endArray() { close("]") }

  /// The key of the next member of the open object.
  public mutating func key(_ name: String) {
    separate()
    writeQuoted(name)
    output.write(pretty ? ": " : ":")
    levels[levels.count - 1].hasMembers = true
    pendingKey = true
  }

  public mutating func number(_ value: Double) { emit(Self.format(value)) }
  public mutating func string(_ text: String) {
    separate()
    writeQuoted(text)
  }
  /// Writes `true` or `false`.
  public mutating func bool(_ value: Bool) { emit(value ? "true" : "false") }
  /// `null`.
  public mutating func null() { emit("null") }

  /// An array of numbers on one line: `[16, 20, 40, 40]`.
  public mutating func numbers(_ values: Double...) {
    beginArray(numbers: true)
    for value in values { number(value) }
    endArray()
  }

  private var pendingKey = false

  private mutating func emit(_ text: String) {
    separate()
    output.write(text)
  }

  private mutating func open(_ bracket: String, inline: Bool) {
    separate()
    output.write(bracket)
    levels.append((false, inline))
  }

  private mutating func close(_ bracket: String) {
    let level = levels.removeLast()
    if level.hasMembers && !level.inline { output.write(Self.lineBreak(indentedBy: levels.count)) }
    output.write(bracket)
    if let last = levels.indices.last { levels[last].hasMembers = true }
  }

  /// What comes before a value or key: nothing after a key, else a comma and a line break.
  private mutating func separate() {
    if pendingKey {
      pendingKey = false
      return
    }
    guard let last = levels.indices.last else { return }
    let level = levels[last]
    if level.hasMembers { output.write(level.inline && pretty ? ", " : ",") }
    if !level.inline { output.write(Self.lineBreak(indentedBy: levels.count)) }
    levels[last].hasMembers = true
  }

  /// Numbers as `formatNumber` writes them, to six decimals; infinities and NaN, which JSON
  /// cannot spell, as the strings "inf", "-inf" and "nan".
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "\"\(formatNumber(value))\"" }
    let text = formatNumber(value, decimals: 6)
    // Four significant digits of a number near the largest double (`1.798e+308`) read back as
    // infinity, which a strict JSON reader refuses (found by qlfuzz): then every digit.
    return Double(text)?.isFinite == false ? String(value) : text
  }

  /// `text` as a JSON string literal.
  static func quoted(_ text: String) -> String { text.jsonQuoted }

  /// Writes `text` as a JSON string literal: as it is between quotes when nothing in it needs
  /// escaping (a report's names and kinds), without making the literal first.
  private mutating func writeQuoted(_ text: String) {
    let plain = text.utf8.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
    guard plain else { return output.write(Self.quoted(text)) }
    output.write("\"")
    output.write(text)
    output.write("\"")
  }

  /// A line break and `depth` levels of indentation; the first levels' are made once.
  static func lineBreak(indentedBy depth: Int) -> String {
    depth < indentedLineBreaks.count ? indentedLineBreaks[depth] : "\n" + String(repeating: "  ", count: depth)
  }
}

/// A line break and 0, 1, … 31 levels of indentation, for `JSONWriter.lineBreak(indentedBy:)`.
private let indentedLineBreaks = (0..<32).map { "\n" + String(repeating: "  ", count: $0) }

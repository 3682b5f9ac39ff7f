/// A JSON document with object keys kept in insertion order, so reports are stable and
/// read the way the schema is written.
public indirect enum JSONValue: Sendable, Equatable {
  case number(Double)
  case string(String)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }

  /// The document as compact JSON text, or indented by two spaces per level with `pretty`.
  public func serialized(pretty: Bool = false) -> String {
    var output = ""
    write(into: &output, pretty: pretty, indent: 0)
    return output
  }

  private func write(into output: inout String, pretty: Bool, indent: Int) {
    switch self {
    case .number(let value): output += Self.format(value)
    case .string(let text): output += Self.quoted(text)
    case .bool(let flag): output += flag ? "true" : "false"
    case .null: output += "null"
    case .array(let items):
      // Short arrays of numbers stay on one line: frames read as [x, y, w, h].
      let inline = !pretty || items.allSatisfy { if case .number = $0 { return true } else { return false } }
      writeList(items, open: "[", close: "]", inline: inline, into: &output, indent: indent) { item, output, indent in
        item.write(into: &output, pretty: pretty, indent: indent)
      }
    case .object(let members):
      writeList(members, open: "{", close: "}", inline: !pretty, into: &output, indent: indent) { member, output, indent in
        output += Self.quoted(member.0) + (pretty ? ": " : ":")
        member.1.write(into: &output, pretty: pretty, indent: indent)
      }
    }
  }

  private func writeList<Item>(_ items: [Item], open: String, close: String, inline: Bool, into output: inout String,
                               indent: Int, _ writeItem: (Item, inout String, Int) -> Void) {
    output += open
    guard !items.isEmpty else { output += close; return }
    let padding = String(repeating: "  ", count: indent + 1)
    for (index, item) in items.enumerated() {
      if index > 0 { output += inline ? (open == "[" ? ", " : ",") : "," }
      if !inline { output += "\n" + padding }
      writeItem(item, &output, indent + 1)
    }
    if !inline { output += "\n" + String(repeating: "  ", count: indent) }
    output += close
  }

  /// Whole numbers without a fraction, others with up to six decimals; infinities and NaN,
  /// which JSON cannot spell, as the strings "inf", "-inf" and "nan".
  static func format(_ value: Double) -> String {
    if value.isNaN { return "\"nan\"" }
    if value.isInfinite { return value > 0 ? "\"inf\"" : "\"-inf\"" }
    // Too large for six decimals to matter (and to scale without overflowing): as Swift writes it.
    if abs(value) >= 1e15 { return String(value) }
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }

  static func quoted(_ text: String) -> String { text.jsonQuoted }
}

import LayoutCore

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

  /// Numbers as `formatNumber` writes them, to six decimals; infinities and NaN, which JSON
  /// cannot spell, as the strings "inf", "-inf" and "nan".
  static func format(_ value: Double) -> String {
    value.isFinite ? formatNumber(value, decimals: 6) : "\"\(formatNumber(value))\""
  }

  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

import LayoutCore

/// `render --variants KIND --format json` (docs/json.md, "Variants"): an object naming the
/// variants' kind and the reference variant, and `layouts`, one `{"variant": TITLE, "layout":
/// …}` per variant in order, each layout the whole report `render --format json` writes.
public struct VariantsJSON {
  public let kind: String
  public let reference: String
  public let layouts: [(title: String, report: JSONReport)]

  public init(kind: String, reference: String, layouts: [(title: String, report: JSONReport)]) {
    self.kind = kind
    self.reference = reference
    self.layouts = layouts
  }

  /// Writes the document, indented as `render --format json` indents its report.
  public func write(to output: inout some TextOutputStream) {
    output.write("{\n  \"variants\": \(kind.jsonQuoted),\n  \"reference\": \(reference.jsonQuoted),\n  \"layouts\": [")
    for (index, layout) in layouts.enumerated() {
      output.write((index == 0 ? "\n" : ",\n") + "    {\n      \"variant\": \(layout.title.jsonQuoted),\n      \"layout\": ")
      let lines = layout.report.text(pretty: true).split(separator: "\n", omittingEmptySubsequences: false)
      output.write(lines.enumerated().map { $0.offset == 0 ? String($0.element) : "      " + $0.element }.joined(separator: "\n"))
      output.write("\n    }")
    }
    output.write("\n  ]\n}\n")
  }
}

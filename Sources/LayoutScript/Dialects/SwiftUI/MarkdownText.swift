import LayoutCore

/// The text a `Text` of a string literal shows: SwiftUI reads a literal as Markdown (a
/// `LocalizedStringKey`), so `**bold**`, `*italic*`, `` `code` ``, `~~struck~~` and
/// `[link](url)` show without their marks.
enum MarkdownText {
  /// `*`, `` ` ``, `~`, `[` and `_`: a text without any of them is shown as written.
  private static let markBytes: [UInt8] = Array("*`~[_".utf8)

  static func plain(_ text: String) -> String {
    // The marks are ASCII: their bytes are looked for, not characters (a text of 40 characters
    // cost 45,000 instructions read as characters).
    guard text.utf8.contains(where: { Self.markBytes.contains($0) }) else { return text }
    var result = ""
    var characters = Substring(text)
    while let first = characters.first {
      if first == "[", let close = characters.firstIndex(of: "]"), characters[characters.index(after: close)...].hasPrefix("("),
         let end = characters[close...].firstIndex(of: ")") {
        result += characters[characters.index(after: characters.startIndex)..<close]
        characters = characters[characters.index(after: end)...]
      } else if first == "*" || first == "`" || (first == "~" && characters.dropFirst().first == "~") {
        characters = characters.dropFirst(first == "~" ? 2 : 1)
      } else {
        result.append(first)
        characters = characters.dropFirst()
      }
    }
    return result
  }
}

extension Evaluator {
  /// `Text("Hello ") + Text("World")`: one Text of both texts, in the first one's font; nil
  /// when either view is not a text.
  func concatenatedText(_ first: Int, _ second: Int, at location: SourceLocation) throws(Diagnostic) -> Value? {
    guard case .label(let a, let lines, let font) = viewTable.views[first].kind,
          case .label(let b, _, _) = viewTable.views[second].kind else { return nil }
    return try addLeaf("Text", .label(text: LabelText(a.string + b.string), lines: lines, font: font), at: location)
  }
}

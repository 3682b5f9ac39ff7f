/// Code pasted from another layout system than QuickLayout: SwiftUI (`struct V: View`, `Text`,
/// `.font`, `@State`…) or SwiftLayout (`.sl`, `Anchors`, `Layoutable`…). When such a script
/// fails, one line says so before the first error: qlrepl reads much of both, and the errors
/// that follow are what it does not.
enum ForeignDialect: String, CaseIterable {
  case swiftUI = "SwiftUI"
  case swiftLayout = "SwiftLayout"

  /// The words that give the dialect away, as the line quotes them.
  private var signs: [(sign: String, matches: (Token, Token, Token) -> Bool)] {
    switch self {
    case .swiftUI:
      return [
        ("View", { previous, token, _ in token.isWord("View") && (previous.isSymbol(":") || previous.isWord("some")) }),
        ("Text", { _, token, next in token.isWord("Text") && next.isSymbol("(") }),
        ("Image", { _, token, next in token.isWord("Image") && next.isSymbol("(") }),
        (".font", { previous, token, next in previous.isSymbol(".") && token.isWord("font") && next.isSymbol("(") }),
        (".foregroundColor", { previous, token, _ in previous.isSymbol(".") && token.isWord("foregroundColor") }),
        ("@State", { _, token, _ in token.kind == .attribute("State") }),
        ("@Binding", { _, token, _ in token.kind == .attribute("Binding") }),
        ("@ViewBuilder", { _, token, _ in token.kind == .attribute("ViewBuilder") }),
      ]
    case .swiftLayout:
      return [
        (".sl", { previous, token, _ in previous.isSymbol(".") && token.isWord("sl") }),
        ("Anchors", { _, token, _ in token.isWord("Anchors") }),
        ("Layoutable", { _, token, _ in token.isWord("Layoutable") }),
        ("sublayout", { _, token, _ in token.isWord("sublayout") }),
      ]
    }
  }

  /// The README section on what qlrepl reads of the dialect.
  /// The page of the docs that says how the dialect is read.
  private var docsPage: String {
    switch self {
    case .swiftUI: return "docs/swiftui.md"
    case .swiftLayout: return "docs/autolayout.md"
    }
  }

  /// The line that says `source` looks like another system's code, or nil when it does not.
  static func line(for source: String, file: String) -> String? {
    guard let tokens = try? Lexer.tokenize(source, file: file) else { return nil }
    for dialect in allCases {
      var found: [String] = []
      for index in tokens.indices {
        let previous = tokens[max(index - 1, 0)], next = tokens[min(index + 1, tokens.count - 1)]
        for (sign, matches) in dialect.signs where !found.contains(sign) && matches(previous, tokens[index], next) {
          found.append(sign)
        }
      }
      guard !found.isEmpty else { continue }
      return "\(file): this looks like \(dialect.rawValue) code (\(found.prefix(3).joined(separator: ", "))): "
        + "qlrepl lays it out by \(dialect.rawValue)'s rules, and what follows is what it does not read of it "
        + "(\(dialect.docsPage))"
    }
    return nil
  }
}

extension ScriptEvaluator {
  /// A line saying that `source` (read from `path`) looks like SwiftUI or SwiftLayout code, or nil.
  public static func foreignDialectLine(source: String, path: String) -> String? {
    ForeignDialect.line(for: source, file: path)
  }
}

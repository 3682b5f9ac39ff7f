import LayoutCore

/// Pasted text that is not layout code, recognised from its tokens when it does not parse:
/// a block of API signatures as the docs print them (`func padding(_ insets: UIEdgeInsets) ->
/// Element`, with no body, alone or in an `extension`, a `struct` or a `protocol`), or a line of
/// a `Package.swift`. Such a paste gets one clear message instead of the parse errors its
/// missing bodies cause (issue 21, point 4).
enum NotLayoutCode {
  /// The one diagnostic for `source` when it is one of those, else nil.
  static func diagnostic(_ source: String, file: String) -> Diagnostic? {
    guard let tokens = try? Lexer.tokenize(source, file: file), let first = tokens.first(where: { $0.kind != .newline && $0.kind != .end })
    else { return nil }
    if isPackageManifest(tokens) {
      return Diagnostic("a Swift package manifest (Package.swift) declaring a dependency: nothing to lay out", at: first.location,
                        hint: "add it to your Package.swift; qlrepl needs no package to read QuickLayout, SwiftUI or SwiftLayout code")
    }
    guard let signatures = signatures(tokens), !signatures.isEmpty else { return nil }
    let names = signatures.reduce(into: [String]()) { names, name in if !names.contains(name) { names.append(name) } }
    let listed = names.prefix(4).map { "`\($0)`" }.joined(separator: ", ") + (names.count > 4 ? ", …" : "")
    return Diagnostic("a declaration of \(dialect(tokens)), \(listed): nothing to lay out", at: first.location,
                      hint: "these are signatures without bodies, as the docs print them; call them on a view to see a layout")
  }

  /// True for `dependencies: [ .package(url: …) ]` and the like.
  private static func isPackageManifest(_ tokens: [Token]) -> Bool {
    tokens.indices.contains { index in
      tokens[index].isSymbol(".") && index + 2 < tokens.count && tokens[index + 1].isWord("package") && tokens[index + 2].isSymbol("(")
    } && !tokens.contains { $0.isWord("var") || $0.isWord("func") || $0.isWord("class") }
  }

  /// The `name(label:…)` of every bodiless function, when the tokens hold nothing else than
  /// such functions and the `extension`/`struct`/`protocol` blocks around them; nil otherwise.
  private static func signatures(_ tokens: [Token]) -> [String]? {
    var names: [String] = []
    var index = 0
    var depth = 0
    while index < tokens.count {
      let token = tokens[index]
      switch token.kind {
      case .newline, .end, .attribute:
        index += 1
      case .symbol("}") where depth > 0:
        depth -= 1
        index += 1
      case .identifier(let word) where modifiers.contains(word):
        index += 1
      case .identifier(let word) where ["extension", "struct", "protocol", "enum"].contains(word):
        // The block's header up to its `{`.
        guard let open = tokens[index...].firstIndex(where: { $0.isSymbol("{") || $0.kind == .newline }), tokens[open].isSymbol("{") else { return nil }
        depth += 1
        index = open + 1
      case .identifier("func"):
        guard let (name, end) = signature(tokens, at: index) else { return nil }
        names.append(name)
        index = end
      default:
        return nil
      }
    }
    return depth == 0 ? names : nil
  }

  /// The bodiless function declared at `start` (`func`): its `name(labels:)` and the index after
  /// its return type; nil when it has a body or is not a declaration.
  private static func signature(_ tokens: [Token], at start: Int) -> (String, Int)? {
    guard start + 1 < tokens.count, let name = tokens[start + 1].identifier else { return nil }
    var index = start + 2
    if index < tokens.count, tokens[index].isSymbol("<") {
      while index < tokens.count, !tokens[index].isSymbol(">") { index += 1 }
      index += 1
    }
    guard index < tokens.count, tokens[index].isSymbol("(") else { return nil }
    var labels: [String] = []
    var depth = 0
    var expectsLabel = true
    while index < tokens.count {
      let token = tokens[index]
      depth += token.bracketStep
      if depth == 0 { break }
      if depth == 1, token.isSymbol(",") { expectsLabel = true }
      if depth == 1, case .attribute = token.kind, index + 1 < tokens.count, tokens[index + 1].isSymbol("<") {
        // `@FastArrayBuilder<Element> children:`: the attribute's generic clause is no label.
        while index < tokens.count, !tokens[index].isSymbol(">") { index += 1 }
      } else if depth == 1, expectsLabel, let word = token.identifier {
        labels.append(word)
        expectsLabel = false
      }
      index += 1
    }
    guard index < tokens.count else { return nil }
    index += 1
    // The rest of the signature: `-> Type`, `throws`, `where …`, to the line's end; no `{`.
    var typeDepth = 0
    while index < tokens.count, tokens[index].kind != .newline, tokens[index].kind != .end {
      if tokens[index].isSymbol("{"), typeDepth == 0 { return nil }
      typeDepth += tokens[index].bracketStep
      index += 1
    }
    let next = tokens[index...].first { $0.kind != .newline }
    if next?.isSymbol("{") == true { return nil }
    return ("\(name)(\(labels.map { $0 + ":" }.joined()))", index)
  }

  private static let modifiers: Set<String> = ["public", "internal", "private", "fileprivate", "static", "final", "mutating",
                                               "nonisolated", "open", "override"]

  /// Whose API the signatures declare, by the types they mention.
  private static func dialect(_ tokens: [Token]) -> String {
    let words = Set(tokens.compactMap(\.identifier))
    if words.contains("Element") || words.contains("LayoutNode") { return "QuickLayout's API" }
    if words.contains("View") { return "SwiftUI's API" }
    return "an API"
  }
}

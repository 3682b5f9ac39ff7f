import LayoutCore

/// Which layout rules a script is laid out by, decided before its body runs (SPEC 8): the
/// command line's `--semantics` first, then `canvas(semantics:)`, then what the script
/// mentions: a body of `some View`, `struct …: View`, or a SwiftUI-only name makes it SwiftUI.
struct SemanticsChoice {
  /// The names only SwiftUI code uses (`View` only as a type: `some View`, `: View`; a bare
  /// `View()` is QuickLayout's alias of `UIView()`).
  static let swiftUINames: Set<String> = ["Text", "Color", "Rectangle", "GeometryReader"]

  /// `--semantics` or the REPL's `:semantics`.
  var forced: Semantics?
  /// `canvas(semantics:)`.
  var written: Semantics?
  /// True when the source mentions a SwiftUI-only name.
  var mentionsSwiftUI: Bool

  /// Scans `source` for SwiftUI-only names (a source that does not lex mentions none).
  init(source: String, forced: Semantics?) {
    self.forced = forced
    let tokens = (try? Lexer.tokenize(source, file: "")) ?? []
    mentionsSwiftUI = tokens.indices.contains { index in
      guard case .identifier(let name) = tokens[index].kind else { return false }
      if Self.swiftUINames.contains(name) { return true }
      guard name == "View", index > 0 else { return false }
      return tokens[index - 1].isWord("some") || tokens[index - 1].isSymbol(":")
    }
  }

  /// The semantics in force.
  var semantics: Semantics { forced ?? written ?? (mentionsSwiftUI ? .swiftUI : .quickLayout) }
}

import LayoutEngine

/// Which layout rules a script is laid out by, decided before its body runs (SPEC 8): the
/// command line's `--semantics` first, then `canvas(semantics:)`, then what the script
/// mentions: a body of `some View`, `struct …: View`, or a SwiftUI-only name makes it SwiftUI.
struct SemanticsChoice {
  /// The names only SwiftUI code uses.
  static let swiftUINames: Set<String> = ["View", "Text", "Color", "Rectangle", "GeometryReader"]

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
    mentionsSwiftUI = tokens.contains { token in
      if case .identifier(let name) = token.kind { return Self.swiftUINames.contains(name) }
      return false
    }
  }

  /// The semantics in force.
  var semantics: Semantics { forced ?? written ?? (mentionsSwiftUI ? .swiftUI : .quickLayout) }
}

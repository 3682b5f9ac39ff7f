import LayoutCore

/// Which layout rules a script is laid out by, decided before its body runs (SPEC 8): the
/// command line's `--semantics` first, then `canvas(semantics:)`, then what the script
/// mentions: a body of `some View`, `struct …: View`, or a SwiftUI-only view makes it SwiftUI.
struct SemanticsChoice {
  /// What only SwiftUI code writes (`View` only as a type: a bare `View()` is QuickLayout's
  /// alias of `UIView()`). A plain text search: the source is scanned before it is parsed.
  static let swiftUIMarks = ["some View", ": View", "Text(", "Color.", "Rectangle()", "GeometryReader"]

  /// `--semantics` or the REPL's `:semantics`.
  var forced: Semantics?
  /// `canvas(semantics:)`.
  var written: Semantics?
  /// True when the source mentions a SwiftUI-only form.
  var mentionsSwiftUI: Bool

  /// Scans `source` for SwiftUI-only forms.
  init(source: String, forced: Semantics?) {
    self.forced = forced
    mentionsSwiftUI = forced == nil && Self.mentions(Self.swiftUIMarks, in: source)
  }

  /// True when any of `needles` occurs in `source` as whole words (`Color.` but not `UIColor.`,
  /// `: View` but not `: ViewDimensions`): a byte scan, as fast as the lexer's.
  private static func mentions(_ needles: [String], in source: String) -> Bool {
    let bytes = Array(source.utf8)
    func continuesWord(_ byte: UInt8) -> Bool {
      (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
    return needles.contains { needle in
      let pattern = Array(needle.utf8)
      guard let first = pattern.first, bytes.count >= pattern.count else { return false }
      let startsWord = continuesWord(first)
      let endsWord = pattern.last.map(continuesWord) ?? false
      var index = 0
      while index <= bytes.count - pattern.count {
        let end = index + pattern.count
        if bytes[index] == first && (!startsWord || index == 0 || !continuesWord(bytes[index - 1]))
          && (!endsWord || end == bytes.count || !continuesWord(bytes[end]))
          && bytes[index..<end].elementsEqual(pattern) { return true }
        index += 1
      }
      return false
    }
  }

  /// The semantics in force.
  var semantics: Semantics { forced ?? written ?? (mentionsSwiftUI ? .swiftUI : .quickLayout) }
}

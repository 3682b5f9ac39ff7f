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
  /// `: View` but not `: ViewDimensions`): one pass over the bytes where they stand, looking
  /// further only where a needle's first byte is.
  private static func mentions(_ needles: [String], in source: String) -> Bool {
    let patterns = needles.map { Array($0.utf8) }.filter { !$0.isEmpty }
    // For each byte, the patterns starting with it, as bits.
    var startingWith = [UInt32](repeating: 0, count: 256)
    for (number, pattern) in patterns.enumerated() { startingWith[Int(pattern[0])] |= 1 << number }
    func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      for index in bytes.indices where startingWith[Int(bytes[index])] != 0 {
        var candidates = startingWith[Int(bytes[index])]
        while candidates != 0 {
          let number = candidates.trailingZeroBitCount
          candidates &= candidates - 1
          if matches(patterns[number], in: bytes, at: index) { return true }
        }
      }
      return false
    }
    var text = source
    return text.withUTF8(scan)
  }

  /// True when `pattern` is at `index` of `bytes`, not inside a longer word at the ends where
  /// the pattern itself starts or ends with a word character.
  private static func matches(_ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    func continuesWord(_ byte: UInt8) -> Bool {
      (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
    let end = index + pattern.count
    guard end <= bytes.count else { return false }
    if continuesWord(pattern[0]), index > 0, continuesWord(bytes[index - 1]) { return false }
    if continuesWord(pattern[pattern.count - 1]), end < bytes.count, continuesWord(bytes[end]) { return false }
    return bytes[index..<end].elementsEqual(pattern)
  }

  /// The semantics in force.
  var semantics: Semantics { forced ?? written ?? (mentionsSwiftUI ? .swiftUI : .quickLayout) }
}

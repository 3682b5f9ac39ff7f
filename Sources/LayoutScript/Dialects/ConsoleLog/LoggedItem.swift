import LayoutCore

/// A view or layout guide as a log prints it: `UILabel:0x7fcc7273b520'Seconds'`,
/// `MyApp.CardView:0x…`, `_TtC5MyApp8CardView:0x…`, `UILayoutGuide:0x…'UIViewLayoutMarginsGuide'`,
/// Masonry's `UIView:cardView` (a `mas_key` for the address), or a name of the log's `names:`
/// list (`Username`, standing for `Username:0x1528ef800`).
struct LoggedItem: Hashable {
  /// The class as printed (empty for a name of the `names:` list).
  var className: String
  /// The address, or Masonry's key.
  var key: String
  /// The text in quotes after the address (a label's text, a button's title, a guide's identifier).
  var text: String?
  /// The name the log's `names:` list gives it.
  var alias: String?

  /// What makes two mentions the same view: the address as a number, else the key as printed.
  var identity: String {
    if let number = ConflictLogEntry.number(key) { return String(number, radix: 16) }
    return key
  }

  /// True for a `UILayoutGuide` (margins, safe area or the app's own), which has no size of its own to keep positive.
  var isLayoutGuide: Bool { className == "UILayoutGuide" || className.hasSuffix("LayoutGuide") && !className.hasPrefix("_") }

  /// The class without module or mangling, for people: `MyApp.CardView` and
  /// `_TtC5MyApp8CardView` are `CardView`.
  var shortClassName: String {
    let plain = Self.demangled(className)
    return plain.split(separator: ".").last.map(String.init) ?? plain
  }

  /// `_TtC5MyApp8CardView` → `MyApp.CardView` (the length-prefixed names of an Objective-C
  /// runtime name of a Swift class, the first run of them); other names as they are.
  static func demangled(_ name: String) -> String {
    guard name.hasPrefix("_Tt") else { return name }
    let characters = Array(name.dropFirst(3))
    var position = 0
    while position < characters.count, characters[position].isLetter, !characters[position].isNumber { position += 1 }
    var parts: [String] = []
    while position < characters.count, let digit = characters[position].wholeNumberValue {
      var length = digit
      position += 1
      // A length longer than the name is no length (a mangled name cut short or edited): the
      // digits stop counting there, before they could overflow.
      while position < characters.count, let more = characters[position].wholeNumberValue, length <= characters.count {
        length = length * 10 + more
        position += 1
      }
      guard length > 0, length <= characters.count - position else { break }
      parts.append(String(characters[position..<position + length]))
      position += length
    }
    return parts.isEmpty ? name : parts.joined(separator: ".")
  }
}

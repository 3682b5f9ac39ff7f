import LayoutCore

/// A cursor over one constraint's printed description, reading the pieces UIKit, SnapKit and
/// Masonry print: items, attributes, relations, numbers, spaces (`NSSpace(8)`) and priorities.
struct DescriptionScanner {
  let characters: [Character]
  var position = 0
  /// The `names:` list of the description: `'|'` and the aliases, with the items they stand for.
  let names: [String: LoggedItem]
  /// Every item read, in the order of the text (what numbers alike views in reading order).
  private(set) var mentioned: [LoggedItem] = []

  init(_ text: Substring, names: [String: LoggedItem]) {
    characters = Array(text)
    self.names = names
  }

  var isAtEnd: Bool { position >= characters.count }
  var peek: Character? { isAtEnd ? nil : characters[position] }

  mutating func skipSpaces() {
    while let character = peek, character == " " || character == "\t" { position += 1 }
  }

  /// Consumes `text` when it comes next (after spaces).
  mutating func take(_ text: String) -> Bool {
    skipSpaces()
    let wanted = Array(text)
    guard position + wanted.count <= characters.count, Array(characters[position..<position + wanted.count]) == wanted else {
      return false
    }
    position += wanted.count
    return true
  }

  /// `==`, `>=`, `<=` (and a lone `=`, as some logs print it).
  mutating func relation() -> AnchorRelation? {
    if take("==") { return .equal }
    if take(">=") { return .greaterOrEqual }
    if take("<=") { return .lessOrEqual }
    if take("=") { return .equal }
    return nil
  }

  /// A number, signed (`- 16`, with the space UIKit prints, too).
  mutating func number() -> Double? {
    skipSpaces()
    let start = position
    var sign = 1.0
    if peek == "-" || peek == "+" {
      sign = peek == "-" ? -1 : 1
      position += 1
      skipSpaces()
    }
    let digitsStart = position
    while let character = peek, character.isASCII, character.isNumber || character == "." || character == "e"
      || ((character == "-" || character == "+") && position > digitsStart && characters[position - 1] == "e") {
      position += 1
    }
    guard position > digitsStart, let value = Double(String(characters[digitsStart..<position])), value.isFinite else {
      position = start
      return nil
    }
    return sign * value
  }

  /// A spacing as a printed visual format gives it: `8`, `-20`, `NSSpace(8)`,
  /// `NSLayoutAnchorConstraintSpace(8)` (system spacing, printed with its value).
  mutating func spacing() -> Double? {
    for system in ["NSSpace(", "NSLayoutAnchorConstraintSpace("] where take(system) {
      guard let value = number(), take(")") else { return nil }
      return value
    }
    return number()
  }

  /// A priority: `@750`, SnapKit's and Masonry's `^750` / `^high`; nil when none follows.
  mutating func priority() -> Double? {
    let start = position
    guard take("@") || take("^") else { return nil }
    if let value = number() { return min(max(value, 1), 1000) }
    for (word, value) in [("required", 1000.0), ("high", 750), ("low", 250), ("fittingSize", 50)] where take(word) {
      return value
    }
    position = start
    return nil
  }

  /// A view, a guide or a name of the `names:` list; `<UIView:0x…>` (angle brackets) too.
  mutating func item() -> LoggedItem? {
    skipSpaces()
    let start = position
    if take("<") {
      guard let inner = item(), take(">") else {
        position = start
        return nil
      }
      return inner
    }
    var className = ""
    while let character = peek, character.isLetter || character.isNumber || "_.$".contains(character) {
      className.append(character)
      position += 1
    }
    if !className.isEmpty, peek == ":" {
      position += 1
      var key = ""
      while let character = peek, character.isLetter || character.isNumber || character == "_" {
        key.append(character)
        position += 1
      }
      if !key.isEmpty {
        let item = LoggedItem(className: className, key: key, text: quotedText(), alias: nil)
        mentioned.append(item)
        return item
      }
    }
    position = start
    let named = alias()
    if let named { mentioned.append(named) }
    return named
  }

  /// The longest name of the `names:` list that comes next.
  private mutating func alias() -> LoggedItem? {
    let rest = String(characters[position...])
    guard let name = names.keys.filter({ $0 != "'|'" && rest.hasPrefix($0) }).max(by: { $0.count < $1.count }) else { return nil }
    position += name.count
    var item = names[name]!
    item.alias = name
    return item
  }

  /// `'text'` after an item: up to the quote that a `.`, `]`, `(`, `)`, space, comma, `>` or the end follows.
  private mutating func quotedText() -> String? {
    guard peek == "'" else { return nil }
    var end = position + 1
    while end < characters.count {
      if characters[end] == "'" {
        let next = end + 1 < characters.count ? characters[end + 1] : " "
        if ".]()>, ".contains(next) { break }
      }
      end += 1
    }
    guard end < characters.count else { return nil }
    let text = String(characters[(position + 1)..<end])
    position = end + 1
    return text
  }

  /// `.attribute` after an item.
  mutating func attribute() -> LoggedAttribute? {
    guard peek == "." else { return nil }
    let start = position
    position += 1
    var name = ""
    while let character = peek, character.isLetter { name.append(character); position += 1 }
    guard let attribute = LoggedAttribute.named(name) else {
      position = start
      return nil
    }
    return attribute
  }
}

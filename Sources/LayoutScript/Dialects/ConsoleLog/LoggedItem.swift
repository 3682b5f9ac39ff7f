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
    if let number = ConflictLogEntryAddress.number(key) { return String(number, radix: 16) }
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
      while position < characters.count, let more = characters[position].wholeNumberValue {
        length = length * 10 + more
        position += 1
      }
      guard length > 0, position + length <= characters.count else { break }
      parts.append(String(characters[position..<position + length]))
      position += length
    }
    return parts.isEmpty ? name : parts.joined(separator: ".")
  }
}

/// One end of a printed constraint: a view or guide, or the `|` of a printed visual format
/// (the superview, named by the log's `names:` list when it has one).
enum LoggedEnd: Hashable {
  case item(LoggedItem)
  /// The superview of `of`: `named` when the log names it.
  case superview(of: LoggedItem, named: LoggedItem?)
}

/// An attribute as a log prints it: UIKit's (`leading`, `centerY`…, and autoresizing's
/// `minX`, `midX`, `maxY`…), a margin (`leadingMargin`, `centerXWithinMargins`), or a baseline.
enum LoggedAttribute: Hashable {
  case plain(AnchorAttribute)
  /// The attribute of the view's layout margins guide.
  case margin(AnchorAttribute)
  /// `firstBaseline`, `lastBaseline` (and the old `baseline`).
  case baseline(first: Bool)

  /// The attribute named `name`, or nil.
  static func named(_ name: String) -> LoggedAttribute? {
    if let plain = AnchorAttribute(rawValue: name), !plain.isBaseline { return .plain(plain) }
    switch name {
    case "minX": return .plain(.left)
    case "midX": return .plain(.centerX)
    case "maxX": return .plain(.right)
    case "minY": return .plain(.top)
    case "midY": return .plain(.centerY)
    case "maxY": return .plain(.bottom)
    case "firstBaseline": return .baseline(first: true)
    case "lastBaseline", "baseline": return .baseline(first: false)
    case "centerXWithinMargins": return .margin(.centerX)
    case "centerYWithinMargins": return .margin(.centerY)
    default:
      guard name.hasSuffix("Margin"), let plain = AnchorAttribute(rawValue: String(name.dropLast(6))) else { return nil }
      return .margin(plain)
    }
  }

  /// The axis it lies along.
  var axis: Axis {
    switch self {
    case .plain(let attribute), .margin(let attribute): return attribute.axis
    case .baseline: return .vertical
    }
  }
}

/// A constraint's relation as a log prints it, one end to the other.
struct LoggedConstraint: Hashable {
  var first: LoggedEnd
  var attribute: LoggedAttribute
  var relation: AnchorRelation
  /// Nil for a length against a constant.
  var second: LoggedEnd?
  var secondAttribute: LoggedAttribute?
  var multiplier: Double = 1
  var constant: Double = 0
  var priority: Double = 1000
}

/// Addresses compared as numbers.
enum ConflictLogEntryAddress {
  static func number(_ text: String) -> UInt64? { ConflictLogEntry.number(text) }
}

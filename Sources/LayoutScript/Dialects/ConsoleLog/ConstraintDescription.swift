import LayoutCore

/// One constraint's description as UIKit prints it, `<CLASS:ADDRESS 'IDENTIFIER' BODY   (active, names: …)>`:
/// the class (`NSLayoutConstraint`, `SnapKit.LayoutConstraint:0x…@File.swift#88`, Masonry's
/// `MASLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint` with its `h=--& v=--&`…), the
/// address, the identifier, the body as an equation or a visual format, and the trailer that
/// names the superview `|` and the aliases (the newer `(active, names: …)` and the older `(Names: …)`).
struct ConstraintDescription {
  var className: String
  var address: String
  var identifier: String?
  /// The description without its angle brackets.
  var text: String
  /// The relation it prints; nil when its body could not be read.
  var constraint: LoggedConstraint?
  /// The views and guides it names, in the order of its text.
  var items: [LoggedItem] = []

  /// The description in `line` (which starts with `<`); nil when it is not one.
  init?(_ line: String) {
    var body = Substring(line)
    guard body.hasPrefix("<") else { return nil }
    // Some pages print `< NSLayoutConstraint:…`: spaces inside the brackets are the page's.
    body = PastedLine.trimmed(body.dropFirst())
    if body.hasSuffix(">") { body = body.dropLast() }
    text = String(body)
    // The head: `CLASS:ADDRESS`, or `<CLASS:ADDRESS>` when items are printed in angle brackets.
    let bracketed = body.hasPrefix("<")
    if bracketed { body = body.dropFirst() }
    guard let colon = body.firstIndex(of: ":") else { return nil }
    className = String(body[..<colon])
    guard !className.isEmpty, className.allSatisfy({ $0.isLetter || $0.isNumber || "_.$".contains($0) }) else { return nil }
    var rest = body[body.index(after: colon)...]
    let addressEnd = rest.firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? rest.endIndex
    address = String(rest[..<addressEnd])
    guard !address.isEmpty else { return nil }
    rest = rest[addressEnd...]
    if rest.hasPrefix("@"), let hash = rest.firstIndex(of: "#") {
      // SnapKit's `@File.swift#88` (the path may hold spaces): up to the line number.
      rest = rest[rest.index(after: hash)...].drop { $0.isNumber }
    }
    if bracketed, rest.hasPrefix(">") { rest = rest.dropFirst() }
    rest = PastedLine.trimmed(rest)
    if rest.hasPrefix("'"), let close = rest.dropFirst().firstIndex(of: "'") {
      identifier = String(rest[rest.index(after: rest.startIndex)..<close])
      rest = PastedLine.trimmed(rest[rest.index(after: close)...])
    }
    while let marker = rest.split(separator: " ", maxSplits: 1).first, Self.isAutoresizingMarker(marker) {
      rest = PastedLine.trimmed(rest.dropFirst(marker.count))
    }
    let (relation, names) = Self.splittingTrailer(rest)
    var scanner = DescriptionScanner(relation, names: names)
    let superview = names["'|'"]
    constraint = VisualFormatForm.read(&scanner, superview: superview)
    if constraint == nil {
      scanner.position = 0
      constraint = EquationForm.read(&scanner, superview: superview)
    }
    if constraint != nil {
      _ = scanner.take("(LTR)") || scanner.take("(RTL)")
      scanner.skipSpaces()
      if !scanner.isAtEnd { constraint = nil }
      items = scanner.mentioned
    }
  }

  /// `h=--&`, `v=-&-` and the like: an autoresizing mask as `NSAutoresizingMaskLayoutConstraint` prints it.
  private static func isAutoresizingMarker(_ word: Substring) -> Bool {
    (word.hasPrefix("h=") || word.hasPrefix("v=")) && word.count == 5 && word.dropFirst(2).allSatisfy { "-&".contains($0) }
  }

  /// The body before the trailer `(active…)` / `(Names: …)`, and the trailer's names.
  private static func splittingTrailer(_ text: Substring) -> (Substring, [String: LoggedItem]) {
    var cut = text.endIndex
    for opener in ["(active", "(inactive", "(Names:", "(names:"] {
      if let range = text.range(of: opener), range.lowerBound < cut { cut = range.lowerBound }
    }
    var names: [String: LoggedItem] = [:]
    let trailer = text[cut...]
    if let namesStart = trailer.range(of: "ames:") {
      let list = trailer[namesStart.upperBound...].replacingOccurrences(of: ")", with: " ").replacingOccurrences(of: ",", with: " ")
      for word in list.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
        if word.hasPrefix("'|':") {
          var scanner = DescriptionScanner(word.dropFirst(4), names: [:])
          if let item = scanner.item() { names["'|'"] = item }
        } else if let colon = word.lastIndex(of: ":") {
          let alias = String(word[..<colon]), key = String(word[word.index(after: colon)...])
          names[alias] = LoggedItem(className: "", key: key, text: nil, alias: alias)
        }
      }
    }
    return (PastedLine.trimmed(text[..<cut]), names)
  }

  /// Who made it, by its class and identifier.
  var origin: ConstraintOrigin {
    let identifier = self.identifier ?? ""
    if identifier.hasPrefix("UIView-Encapsulated-Layout") { return .encapsulatedSize }
    if className == "NSAutoresizingMaskLayoutConstraint" { return .autoresizingMask }
    if identifier.hasPrefix("UISV-") { return .stackView }
    if identifier.contains("Margin-guide-constraint") || identifier.hasPrefix("UIViewSafeAreaLayoutGuide")
      || identifier.hasPrefix("UIViewLayoutMarginsGuide") || className == "_UILayoutSupportConstraint" { return .layoutGuide }
    if identifier.hasPrefix("_UITemporaryLayout") { return .temporarySize }
    if className == "NSIBPrototypingLayoutConstraint" { return .interfaceBuilder }
    if className == "NSContentSizeLayoutConstraint" { return .contentSize }
    if className == "_UISystemBaselineConstraint" { return .systemSpacing }
    return .app
  }
}

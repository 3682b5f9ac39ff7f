import LayoutCore

/// One predicate of FLKAutoLayout's predicate strings (`"0"`, `">=20@750"`, `"*.5"`,
/// `">=*.5,<=600@100"`), as its README states the grammar — `[ == | >= | <= ] [ *multiplier ]
/// [ constant ] [ @priority ], ...` — and `FLKAutoLayoutPredicateList` parses it: each part
/// defaults to `==`, multiplier 1, constant 0 and no priority (the constraint's own, required); a
/// list makes one constraint per predicate. A priority above 1000 makes none (`FLKNoConstraint`
/// is `"0@1001"`).
struct FLKPredicate: Equatable {
  var relation: AnchorRelation = .equal
  var multiplier = 1.0
  var constant = 0.0
  /// The `@priority`, nil without one (required).
  var priority: Double?

  /// A predicate of these parts (each FLKAutoLayout's default unless given).
  init(relation: AnchorRelation = .equal, multiplier: Double = 1, constant: Double = 0, priority: Double? = nil) {
    self.relation = relation
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
  }

  /// The predicates of `text`, or nil when a part is none FLKAutoLayout reads (it asserts
  /// "Invalid layout predicate" there).
  static func list(_ text: String) -> [FLKPredicate]? {
    var predicates: [FLKPredicate] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let predicate = FLKPredicate(Substring(part.filter { !$0.isWhitespace })) else { return nil }
      predicates.append(predicate)
    }
    return predicates
  }

  /// One predicate, its whitespace removed.
  private init?(_ text: Substring) {
    var rest = text
    for (symbol, relation) in [("==", AnchorRelation.equal), (">=", .greaterOrEqual), ("<=", .lessOrEqual)] where rest.hasPrefix(symbol) {
      self.relation = relation
      rest = rest.dropFirst(2)
    }
    if rest.hasPrefix("*") {
      rest = rest.dropFirst()
      guard let value = Self.number(&rest) else { return nil }
      multiplier = value
    }
    if let value = Self.number(&rest) { constant = value }
    if rest.hasPrefix("@") {
      rest = rest.dropFirst()
      let digits = rest.prefix { $0.isNumber }
      guard !digits.isEmpty, let value = Double(digits) else { return nil }
      priority = value
      rest = rest.dropFirst(digits.count)
    }
    guard rest.isEmpty else { return nil }
  }

  /// A signed decimal number at the start of `text` (`+2`, `-90.0`, `.5`), removed from it.
  private static func number(_ text: inout Substring) -> Double? {
    var end = text.startIndex
    if end < text.endIndex, "+-".contains(text[end]) { end = text.index(after: end) }
    let digits = text[end...].prefix { $0.isNumber || $0 == "." }
    guard !digits.isEmpty, let value = Double(text[text.startIndex..<digits.endIndex]) else { return nil }
    text = text[digits.endIndex...]
    return value
  }
}

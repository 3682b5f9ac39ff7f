import LayoutCore

/// A Visual Format Language string parsed (the Auto Layout Guide's "Visual Format Language",
/// its grammar in full):
///
///     format      ::= (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
///     orientation ::= 'H' | 'V'
///     superview   ::= '|'
///     view        ::= '[' viewName predicateListWithParens? ']'
///     connection  ::= '' | '-' predicateList '-' | '-'
///     predicateList ::= simplePredicate | predicateListWithParens
///     simplePredicate ::= metricName | positiveNumber
///     predicateListWithParens ::= '(' predicate (',' predicate)* ')'
///     predicate   ::= relation? objectOfPredicate ('@' priority)?
///     relation    ::= '==' | '<=' | '>='
///     objectOfPredicate ::= constant | viewName
///     priority    ::= metricName | number
///     constant    ::= metricName | number
///
/// Names are C identifiers; numbers are decimal (`-` within a parenthesised predicate allowed).
struct VisualFormat: Sendable {
  /// One `==`/`<=`/`>=` of a predicate: against a constant or a view, at a priority.
  struct Predicate: Sendable {
    enum Object: Sendable { case constant(Double), view(String) }
    var relation: AnchorRelation
    var object: Object
    var priority: Double
    /// Where it starts in the string (a UTF-8 offset).
    var offset: Int
  }

  /// A connection: flush (`[a][b]`), the standard space (`-`), or predicates (`-8-`, `-(>=8)-`).
  enum Connection: Sendable {
    case flush
    case standard
    case predicates([Predicate])
  }

  /// A `[name(predicates)]` and where its name starts.
  struct ViewItem: Sendable {
    var name: String
    var predicates: [Predicate]
    var offset: Int
  }

  var axis: Axis
  /// The connection to the leading superview edge, when `|` opens the format.
  var leadingSuperview: Connection?
  /// The views, each but the first with the connection before it.
  var views: [(connection: Connection?, view: ViewItem)]
  var trailingSuperview: Connection?
}

/// A VFL syntax error: what is wrong and the UTF-8 offset in the format it is at.
struct VisualFormatError: Error {
  var message: String
  var offset: Int
}

/// The recursive-descent reader of a format string, with metrics to resolve names in.
struct VisualFormatParser {
  private let bytes: [UInt8]
  private var position = 0
  private let metrics: [String: Double]

  init(_ format: String, metrics: [String: Double]) {
    bytes = Array(format.utf8)
    self.metrics = metrics
  }

  /// The whole format, or the first error.
  mutating func parse() throws(VisualFormatError) -> VisualFormat {
    var axis = Axis.horizontal
    if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ":"), [UInt8(ascii: "H"), UInt8(ascii: "V")].contains(bytes[position]) {
      axis = bytes[position] == UInt8(ascii: "V") ? .vertical : .horizontal
      position += 2
    }
    var format = VisualFormat(axis: axis, leadingSuperview: nil, views: [], trailingSuperview: nil)
    if accept("|") { format.leadingSuperview = try connection() ?? .flush }
    guard peek == UInt8(ascii: "[") else { throw error(format.leadingSuperview == nil ? "expected '[' to open a view, or '|'" : "expected a view after the superview's connection") }
    format.views.append((nil, try view()))
    while position < bytes.count {
      let link = try connection()
      if accept("|") {
        format.trailingSuperview = link ?? .flush
        break
      }
      guard peek == UInt8(ascii: "[") else { throw error("expected '[' to open a view, '-' or '|'") }
      format.views.append((link, try view()))
    }
    skipSpaces()
    guard position == bytes.count else { throw error("unexpected '\(String(UnicodeScalar(bytes[position])))' after the format's end") }
    return format
  }

  /// `-`, `-8-`, `-(>=8@750)-`, `-metric-`, or nothing (flush): nil when there is no dash.
  private mutating func connection() throws(VisualFormatError) -> VisualFormat.Connection? {
    guard accept("-") else { return nil }
    if peek == UInt8(ascii: "[") || peek == UInt8(ascii: "|") { return .standard }
    let predicates: [VisualFormat.Predicate]
    if peek == UInt8(ascii: "(") {
      predicates = try predicateList()
    } else {
      let start = position
      predicates = [VisualFormat.Predicate(relation: .equal, object: .constant(try constant()), priority: 1000, offset: start)]
    }
    guard accept("-") else { throw error("expected '-' to close the connection's spacing") }
    return .predicates(predicates)
  }

  /// `[name]` or `[name(predicates)]`.
  private mutating func view() throws(VisualFormatError) -> VisualFormat.ViewItem {
    _ = accept("[")
    let start = position
    guard let name = identifier() else { throw error("expected a view name after '['") }
    var predicates: [VisualFormat.Predicate] = []
    if peek == UInt8(ascii: "(") { predicates = try predicateList() }
    guard accept("]") else { throw error("expected ']' to close the view '\(name)'") }
    return VisualFormat.ViewItem(name: name, predicates: predicates, offset: start)
  }

  /// `(predicate, predicate…)`.
  private mutating func predicateList() throws(VisualFormatError) -> [VisualFormat.Predicate] {
    _ = accept("(")
    var list: [VisualFormat.Predicate] = []
    repeat {
      skipSpaces()
      let start = position
      var relation = AnchorRelation.equal
      for (symbol, value) in [("==", AnchorRelation.equal), ("<=", .lessOrEqual), (">=", .greaterOrEqual)] where accept(symbol) {
        relation = value
        break
      }
      skipSpaces()
      let object: VisualFormat.Predicate.Object
      if let byte = peek, Self.isNameStart(byte), let name = lookahead({ $0.identifier() }), metrics[name] == nil {
        _ = identifier()
        object = .view(name)
      } else {
        object = .constant(try constant())
      }
      var priority = 1000.0
      if accept("@") {
        let at = position
        priority = try constant()
        guard priority >= 1, priority <= 1000 else { throw VisualFormatError(message: "a priority is 1…1000", offset: at) }
      }
      list.append(VisualFormat.Predicate(relation: relation, object: object, priority: priority, offset: start))
      skipSpaces()
    } while accept(",")
    guard accept(")") else { throw error("expected ',' or ')' in the predicate list") }
    return list
  }

  /// A number or a metric's value.
  private mutating func constant() throws(VisualFormatError) -> Double {
    let start = position
    if let name = identifier() {
      guard let value = metrics[name] else { throw VisualFormatError(message: "'\(name)' is not a key in the metrics dictionary", offset: start) }
      return value
    }
    if peek == UInt8(ascii: "-") || peek == UInt8(ascii: "+") { position += 1 }
    while let byte = peek, (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".") { position += 1 }
    guard let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else {
      position = start
      throw error("expected a number or a metric name")
    }
    return value
  }

  private mutating func identifier() -> String? {
    guard let first = peek, Self.isNameStart(first) else { return nil }
    let start = position
    while let byte = peek, Self.isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) { position += 1 }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  private mutating func lookahead<T>(_ read: (inout Self) -> T) -> T {
    var copy = self
    return read(&copy)
  }

  private static func isNameStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
  }

  private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

  private mutating func skipSpaces() { while peek == UInt8(ascii: " ") { position += 1 } }

  private mutating func accept(_ symbol: String) -> Bool {
    let symbolBytes = Array(symbol.utf8)
    guard position + symbolBytes.count <= bytes.count, Array(bytes[position..<position + symbolBytes.count]) == symbolBytes else { return false }
    position += symbolBytes.count
    return true
  }

  private func error(_ message: String) -> VisualFormatError { VisualFormatError(message: message, offset: position) }
}

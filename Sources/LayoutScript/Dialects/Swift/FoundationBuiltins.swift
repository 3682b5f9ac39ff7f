import LayoutCore

/// Foundation's values app code builds its models with: a `Date`, a `URL`, a `UUID` are their
/// text in a script (what a `Text` shows of a placeholder), since nothing a script lays out
/// reads their parts.
enum FoundationBuiltins {
  /// `Date.now`, `URL.documentsDirectory` and the other constants of Foundation's types, by type.
  static let constants: [String: [String: String]] = [
    "Date": ["now": "Date", "distantPast": "Date", "distantFuture": "Date"],
    "URL": ["documentsDirectory": "file:///Documents", "temporaryDirectory": "file:///tmp", "homeDirectory": "file:///"],
    "Locale": ["current": "en_US"], "Calendar": ["current": "gregorian"], "TimeZone": ["current": "GMT"],
  ]

  /// A `Date`'s methods that make another date (`Date.now.addingTimeInterval(-80)`): the date,
  /// since every date is its text here.
  static let dateMethods: Set<String> = ["addingTimeInterval", "advanced"]

  /// An attributed string read as its characters, what a label or a Text measures (the
  /// attributes' fonts and paragraph styles are not modelled: the view's font is):
  /// `NSAttributedString(string: title, attributes: […])`, `NSMutableAttributedString()`,
  /// `AttributedString("…")`, `AttributedString(markdown: "**Bold**")` (its markdown's text).
  private static let attributedString = BuiltinFunction(labels: ["string", "attributes", "_", "markdown", "stringLiteral", "options",
                                                                 "attributedString", "including", "baseURL"]) { e, a throws(Diagnostic) in
    if let markdown = a["markdown"] { return .string(MarkdownText.plain(try e.string(markdown, default: ""))) }
    return .string(try e.string(a["string"] ?? a["stringLiteral"] ?? a["attributedString"] ?? a.positional(0), default: ""))
  }

  static let functions: [String: BuiltinFunction] = [
    "NSAttributedString": attributedString, "NSMutableAttributedString": attributedString, "AttributedString": attributedString,
    "KeyPathComparator": Evaluator.keyPathComparator,
    // `Set<AnyCancellable>()`, `Set(names)`: an array of the distinct elements, in the order first met
    // (a Set's order is unspecified in Swift; a script keeps the written one).
    "Set": BuiltinFunction(labels: ["_", "minimumCapacity"]) { e, a throws(Diagnostic) in
      guard let items = a.positional(0) else { return .array([]) }
      var distinct: [Value] = []
      var seen: Set<String> = []
      for item in try e.sequence(items.value, at: items.location) where seen.insert(item.interpolated).inserted { distinct.append(item) }
      return .array(distinct)
    },
    // `Task { await … }` in an action: asynchronous work, never run by a script.
    "Task": BuiltinFunction(labels: ["priority", "operation", "{}"]) { _, _ in .void },
    // Logging and checks in actions and helpers: nothing a layout shows.
    "print": BuiltinFunction(labels: ["_", "separator", "terminator"]) { _, _ in .void },
    "debugPrint": BuiltinFunction(labels: ["_"]) { _, _ in .void },
    // `zip(a.indices, a)`: the pairs of two sequences, as long as the shorter.
    "zip": BuiltinFunction(labels: ["_", "_"]) { e, a throws(Diagnostic) in
      guard let first = a.positional(0), let second = a.positional(1) else { throw Diagnostic("zip needs two sequences", at: a.location) }
      let pairs = zip(try e.sequence(first.value, at: first.location), try e.sequence(second.value, at: second.location))
      return .array(pairs.map { .structure(StructValue(typeName: nil, fields: [(nil, $0.0), (nil, $0.1)])) })
    },
    // Swift's `stride(from:to:by:)` and `stride(from:through:by:)`: the numbers from the first
    // by the step, up to (or through) the bound, counted against the loop limit.
    "stride": BuiltinFunction(labels: ["from", "to", "through", "by"]) { e, a throws(Diagnostic) in
      let start = try e.finiteNumber(a["from"], default: 0), step = try e.finiteNumber(a["by"], default: 1)
      let through = a["through"] != nil
      let bound = try e.finiteNumber(a["through"] ?? a["to"], default: start)
      guard step != 0 else { throw Diagnostic("stride's step must not be 0", at: a["by"]?.location ?? a.location) }
      let span = ((bound - start) / step * 1e9).rounded() / 1e9  // 0 through 1 by 0.05 is 21 numbers, not 20
      let count = span < 0 ? 0 : Int(min(span.rounded(.down), Double(Int32.max))) + (through || span > span.rounded(.down) ? 1 : 0)
      try e.countIterations(count, at: a.location)
      return .array((0..<count).map { .number(start + Double($0) * step) })
    },
    "Date": BuiltinFunction(labels: ["timeIntervalSinceNow", "timeIntervalSince1970", "timeIntervalSinceReferenceDate"]) { _, _ in
      .string("Date")
    },
    // `Data(contentsOf: url)`, `Data()`: bytes a model decodes, which no layout reads.
    "Data": BuiltinFunction(labels: ["contentsOf", "_", "count", "base64Encoded", "options"]) { _, _ in .string("Data") },
    "URL": BuiltinFunction(labels: ["string", "fileURLWithPath", "filePath"]) { e, a throws(Diagnostic) in
      .string(try e.string(a["string"] ?? a["fileURLWithPath"] ?? a["filePath"], default: ""))
    },
  ]
}

extension Evaluator {
  /// `Date.now` and the other Foundation constants; nil for another name.
  func foundationConstant(_ name: String, of type: String) -> Value? {
    FoundationBuiltins.constants[type]?[name].map(Value.string)
  }
}

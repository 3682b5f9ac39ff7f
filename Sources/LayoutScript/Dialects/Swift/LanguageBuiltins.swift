import LayoutCore

extension ScriptLanguage {
  /// The language's own callables: `canvas(…)`, the value types of SPEC 1.2, `min`/`max`, conversions to floating point.
  static let values: [String: BuiltinFunction] = [
    "canvas": BuiltinFunction(labels: ["width", "height", "mode", "scale", "direction", "alignment", "semantics", "view", "safeArea"]) { e, a throws(Diagnostic) in
      try e.setCanvas(a)
      return .void
    },
    "CGSize": BuiltinFunction(labels: ["width", "height"]) { e, a throws(Diagnostic) in
      .size(Size(width: try e.side(a["width"], placeholder: Placeholders.boxSize.width),
                 height: try e.side(a["height"], placeholder: Placeholders.boxSize.height)))
    },
    "EdgeInsets": BuiltinFunction(labels: ["top", "leading", "bottom", "trailing"]) { e, a throws(Diagnostic) in
      .insets(EdgeInsets(top: try e.number(a["top"], default: 0), left: try e.number(a["leading"], default: 0),
                         bottom: try e.number(a["bottom"], default: 0), right: try e.number(a["trailing"], default: 0)),
              followsDirection: true)
    },
    "Alignment": BuiltinFunction(labels: ["horizontal", "vertical"]) { e, a throws(Diagnostic) in
      .alignment(Alignment(horizontal: try e.horizontal(a["horizontal"], default: .center),
                           vertical: try e.vertical(a["vertical"], default: .center)))
    },
    "UnitPoint": BuiltinFunction(labels: ["x", "y"]) { e, a throws(Diagnostic) in
      .unitPoint(UnitPoint(x: try e.number(a["x"], default: 0), y: try e.number(a["y"], default: 0)))
    },
    "VerticalAlignment": alignmentConstructor("VerticalAlignment"),
    "HorizontalAlignment": alignmentConstructor("HorizontalAlignment"),
    "min": numeric { $0.min()! },
    "max": numeric { $0.max()! },
    "abs": BuiltinFunction(labels: ["_"]) { e, a throws(Diagnostic) in .number(abs(try e.number(a.positional(0), default: 0))) },
    "CGFloat": conversion { $0 },
    "Double": conversion { $0 },
    "Float": conversion { $0 },
    "Array": BuiltinFunction(labels: ["_", "repeating", "count"]) { e, a throws(Diagnostic) in
      if let item = a["repeating"] {
        guard let count = a["count"] else { throw Diagnostic("Array(repeating:count:) needs its count", at: a.location) }
        let times = try e.integer(count, default: 0)
        guard (0...e.limits.stringLength).contains(times) else {
          throw Diagnostic("the count must be between 0 and \(e.limits.stringLength), the limit of an array's items", at: count.location)
        }
        return .array(Array(repeating: item.value, count: times))
      }
      guard let items = a.positional(0) else { return .array([]) }  // `[Message]()`: an empty array
      return .array(try e.sequence(items.value, at: items.location))
    },
    // `Dictionary<String, Int>()`, `Dictionary(uniqueKeysWithValues: pairs)`: a dictionary is the
    // array of its (key, value) pairs in a script (see the dictionary literal, `Parser.arrayLiteral`).
    "Dictionary": BuiltinFunction(labels: ["uniqueKeysWithValues"]) { e, a throws(Diagnostic) in
      guard let pairs = a["uniqueKeysWithValues"] else { return .array([]) }
      return .array(try e.sequence(pairs.value, at: pairs.location))
    },
    // Swift's checks: a condition that fails, or a `fatalError` reached, stops a Swift program
    // (`assert` too in a debug build, which is how `#if` is answered): here an error at the call.
    "precondition": check("precondition"),
    "assert": check("assertion"),
    "fatalError": failure("fatal error"),
    "preconditionFailure": failure("precondition failure"),
    "assertionFailure": failure("assertion failure"),
    // `let id = UUID()` of an Identifiable struct: an identity, which never reaches the layout.
    "UUID": BuiltinFunction(labels: []) { _, _ throws(Diagnostic) in .string("UUID") },
  ]

  /// `min(a, b, …)` and `max(a, b, …)`.
  private static func numeric(_ reduce: @escaping @Sendable ([Double]) -> Double) -> BuiltinFunction {
    BuiltinFunction(labels: Array(repeating: "_", count: 16)) { e, a throws(Diagnostic) in
      guard a.items.count >= 2 else { throw Diagnostic("'\(a.callee)' needs at least two numbers", at: a.location) }
      var numbers: [Double] = []
      for item in a.items { numbers.append(try e.number(item, default: 0)) }
      return .number(reduce(numbers))
    }
  }

  /// `CGFloat(x)`, `Double(x)` and `Float(x)` (the integer types' are `IntegerTypes.conversions`).
  private static func conversion(_ convert: @escaping @Sendable (Double) -> Double) -> BuiltinFunction {
    BuiltinFunction(labels: ["_"]) { e, a throws(Diagnostic) in
      guard let argument = a.positional(0) else { throw Diagnostic("'\(a.callee)' needs a number", at: a.location) }
      return .number(convert(try e.number(argument, default: 0)))
    }
  }

  /// `precondition(condition, "message")` and `assert(…)`: nothing when the condition holds.
  private static func check(_ what: String) -> BuiltinFunction {
    BuiltinFunction(labels: ["_", "_", "file", "line"]) { e, a throws(Diagnostic) in
      let condition = try e.required(a, 0, "a condition")
      guard case .bool(let holds) = condition.value else { throw e.mismatch(condition, "a Bool") }
      if holds { return .void }
      let message = try a.positional(1).map { item throws(Diagnostic) in ": " + (try e.string(item, default: "")) } ?? ""
      throw Diagnostic("\(what) failed\(message)", at: a.location, hint: "a Swift program stops here")
    }
  }

  /// `fatalError("message")` and the other calls that stop a Swift program when they are reached.
  private static func failure(_ what: String) -> BuiltinFunction {
    BuiltinFunction(labels: ["_", "file", "line"]) { e, a throws(Diagnostic) in
      let message = try a.positional(0).map { item throws(Diagnostic) in ": " + (try e.string(item, default: "")) } ?? ""
      throw Diagnostic("\(what)\(message)", at: a.location, hint: "a Swift program stops here")
    }
  }

  /// `VerticalAlignment { d in … }` outside an extension: explains where it belongs.
  private static func alignmentConstructor(_ typeName: String) -> BuiltinFunction {
    BuiltinFunction(labels: ["_", "{}"]) { _, a throws(Diagnostic) in
      throw Diagnostic("custom alignments are declared in an extension", at: a.location,
                       hint: "write `extension \(typeName) { static let name = \(typeName) { d in … } }`")
    }
  }
}

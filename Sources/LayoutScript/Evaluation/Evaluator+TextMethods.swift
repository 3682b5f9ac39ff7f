import LayoutCore

/// The methods of strings and numbers that app code computes its texts with, as Swift's standard
/// library and Foundation define them: `hasPrefix`, `hasSuffix`, `contains` of a substring,
/// `split(separator:)`, `components(separatedBy:)`, `replacingOccurrences(of:with:)`, `prefix`,
/// `suffix`, `dropFirst`, `dropLast` and `reversed()` giving strings; `rounded()`,
/// `rounded(.down)`…, `isMultiple(of:)`, `squareRoot()`.
extension Evaluator {
  /// `text.name(arguments)`, or nil for a name these are not (a collection method, then).
  func textMethod(_ name: String, of text: String, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    switch name {
    case "hasPrefix", "hasSuffix":
      try arguments.check(["_"])
      let affix = try string(try required(arguments, 0, "a string"), default: "")
      return .bool(name == "hasPrefix" ? text.hasPrefix(affix) : text.hasSuffix(affix))
    case "contains" where arguments.items.count == 1 && arguments.positional(0)?.value.isString == true:
      return .bool(text.contains(try string(arguments.positional(0), default: "")))
    case "split", "components":
      try arguments.check(name == "split" ? ["separator"] : ["separatedBy"])
      let separator = try string(arguments[name == "split" ? "separator" : "separatedBy"], default: " ")
      guard !separator.isEmpty else { return .array([.string(text)]) }
      // `split` drops empty pieces, `components(separatedBy:)` keeps them (Swift's and Foundation's).
      let pieces = text.components(separatedBy: separator)
      return .array((name == "split" ? pieces.filter { !$0.isEmpty } : pieces).map(Value.string))
    case "replacingOccurrences":
      try arguments.check(["of", "with"])
      let target = try string(arguments["of"], default: "")
      guard !target.isEmpty else { return .string(text) }
      return try checkedString(text.replacingOccurrences(of: target, with: try string(arguments["with"], default: "")), at: arguments.location)
    case _ where SequenceSlices(name) != nil:
      try arguments.check(["_"])
      let count = arguments.positional(0) == nil ? 1 : try integer(arguments.positional(0), default: 1)
      let characters = SequenceSlices(name)!.take(text.map { Value.string(String($0)) }, count: count)
      return .string(characters.map(\.interpolated).joined())
    case "reversed":
      try arguments.check([])
      return .string(String(text.reversed()))
    default:
      return nil
    }
  }

  /// `value.name(arguments)` of a number, or nil for another name.
  func numberMethod(_ name: String, of value: Double, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    switch name {
    case "rounded":
      try arguments.check(["_"])
      // Swift's rules of `FloatingPointRoundingRule`; without one, `.toNearestOrAwayFromZero`.
      let rules: [String: FloatingPointRoundingRule] = [
        "toNearestOrAwayFromZero": .toNearestOrAwayFromZero, "toNearestOrEven": .toNearestOrEven, "up": .up, "down": .down,
        "towardZero": .towardZero, "awayFromZero": .awayFromZero,
      ]
      let rule = try choice(arguments.positional(0), default: .toNearestOrAwayFromZero, rules)
      return .number(value.rounded(rule))
    case "isMultiple":
      try arguments.check(["of"])
      let divisor = try number(arguments["of"], default: 1)
      guard divisor.isFinite, value.isFinite else { return .bool(false) }
      return .bool(divisor == 0 ? value == 0 : value.truncatingRemainder(dividingBy: divisor) == 0)
    case "squareRoot":
      try arguments.check([])
      return .number(value.squareRoot())
    default:
      return nil
    }
  }
}

import LayoutCore

/// The collection methods that order, slice and search, as Swift's standard library defines
/// them: `sorted()`, `sorted(by:)` (`by: <`, `{ $0.date > $1.date }`), `prefix(_:)`,
/// `suffix(_:)`, `dropFirst(_:)`, `dropLast(_:)`, `compactMap`, `flatMap`, `first(where:)`, `firstIndex(of:)`,
/// `firstIndex(where:)`, `lastIndex(of:)`, and the strings' `joined()` and `joined(separator:)`.
extension Evaluator {
  static let orderingMethods = ["sorted", "prefix", "suffix", "dropFirst", "dropLast", "compactMap", "first", "joined", "firstIndex",
                                "lastIndex", "flatMap"]

  /// `items.name(arguments)` for one of `orderingMethods`, or nil for another name.
  func orderingMethod(_ name: String, of items: [Value], _ arguments: Arguments) throws(Diagnostic) -> Value? {
    switch name {
    case "sorted":
      try arguments.check(["by", "{}"])
      return .array(try sorted(items, by: arguments.trailingClosure ?? arguments["by"], at: arguments.location))
    case "prefix", "suffix", "dropFirst", "dropLast":
      return .array(Array(try slice(name, of: items, arguments)))
    case "compactMap", "flatMap":
      // `flatMap` joins the arrays its closure makes; given an optional, it is `compactMap` (Swift's older spelling).
      try arguments.check(["_", "{}"])
      let transform = try closureArgument(name, arguments)
      var results: [Value] = []
      for item in items {
        let result = try call(transform.value, named: name, closureArguments([item], at: transform.location, callee: name))
        if name == "flatMap", case .array(let inner) = result {
          guard results.count + inner.count <= limits.stringLength else {
            throw fatal(Diagnostic("array longer than the limit of \(limits.stringLength) items", at: arguments.location))
          }
          results += inner
        } else if !result.isNil {
          results.append(result)
        }
      }
      return .array(results)
    case "joined":
      try arguments.check(["separator"])
      let separator = try string(arguments["separator"], default: "")
      var texts: [String] = []
      for item in items {
        guard case .string(let text) = item else {
          throw Diagnostic("'joined' joins strings, not \(item.typeDescription)", at: arguments.location,
                           hint: "make strings of them first: `.map { \"\\($0)\" }.joined()`")
        }
        texts.append(text)
      }
      return try checkedString(texts.joined(separator: separator), at: arguments.location)
    case "firstIndex", "lastIndex":
      try arguments.check(["of", "where", "{}"])
      let order = name == "firstIndex" ? Array(items.indices) : items.indices.reversed()
      for index in order {
        let matches: Value
        if let wanted = arguments["of"] {
          matches = try binary(.equal, items[index], wanted.value, at: arguments.location, operands: arguments.location)
        } else {
          let test = try closureArgument(name, arguments)
          matches = try call(test.value, named: name, closureArguments([items[index]], at: test.location, callee: name))
        }
        if case .bool(true) = matches { return .number(Double(index)) }
      }
      return .void
    case "first" where arguments["where"] != nil || arguments.trailingClosure != nil:
      try arguments.check(["where", "{}"])
      let test = arguments["where"] ?? arguments.trailingClosure!
      for item in items {
        guard case .bool(let passes) = try call(test.value, named: name, closureArguments([item], at: test.location, callee: name)) else {
          throw mismatch(test, "a closure returning a Bool")
        }
        if passes { return item }
      }
      return .void
    default:
      return nil
    }
  }

  /// `prefix(n)`, `suffix(n)`, `dropFirst(n)` or `dropLast(n)` of a collection (an array's
  /// elements, a string's characters), `dropFirst()` and `dropLast()` dropping one.
  func slice<Items: Collection>(_ name: String, of items: Items, _ arguments: Arguments) throws(Diagnostic) -> Items.SubSequence {
    try arguments.check(["_"])
    let count = try integer(arguments.positional(0), default: name.hasPrefix("drop") ? 1 : items.count)
    guard count >= 0 else { throw Diagnostic("'\(name)' needs a count of 0 or more, not \(count)", at: arguments.location) }
    switch name {
    case "prefix": return items.prefix(count)
    case "suffix": return items.suffix(count)
    case "dropFirst": return items.dropFirst(count)
    default: return items.dropLast(count)
    }
  }

  /// `items` in increasing order, or in the order `comparator` (a closure saying whether its
  /// first argument comes before its second) gives; without one, numbers and strings compare as
  /// Swift's `<` does.
  private func sorted(_ items: [Value], by comparator: EvaluatedArgument?, at location: SourceLocation) throws(Diagnostic) -> [Value] {
    var failure: Diagnostic?
    func before(_ a: Value, _ b: Value) -> Bool {
      guard failure == nil else { return false }
      do throws(Diagnostic) {
        if let comparator {
          guard case .bool(let result) = try call(comparator.value, named: "sorted", closureArguments([a, b], at: comparator.location, callee: "sorted")) else {
            throw mismatch(comparator, "a closure returning a Bool")
          }
          return result
        }
        switch (a, b) {
        case (.string(let x), .string(let y)): return x < y
        default:
          guard let x = a.numberValue, let y = b.numberValue else {
            throw Diagnostic("'sorted()' compares numbers or strings, not \(a.typeDescription)", at: location,
                             hint: "say how to order them: `.sorted { $0.name < $1.name }`")
          }
          return x < y
        }
      } catch {
        failure = error
        return false
      }
    }
    let result = items.sorted(by: before)
    if let failure { throw failure }
    return result
  }

  /// The closure argument of a method: its trailing closure, its `where:` or its one argument.
  private func closureArgument(_ name: String, _ arguments: Arguments) throws(Diagnostic) -> EvaluatedArgument {
    guard let argument = arguments.trailingClosure ?? arguments["where"] ?? arguments.positional(0) else {
      throw Diagnostic("'\(name)' needs a closure", at: arguments.location, hint: "write .\(name) { item in … }")
    }
    return argument
  }

  /// `values` as the arguments of a closure a method calls.
  private func closureArguments(_ values: [Value], at location: SourceLocation, callee: String) -> Arguments {
    Arguments(items: values.map { EvaluatedArgument(label: nil, value: $0, isTrailingClosure: false, location: location, callee: callee) },
              callee: callee, location: location)
  }
}

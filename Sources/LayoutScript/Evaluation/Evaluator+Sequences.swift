import LayoutCore

/// The collection methods a layout's code uses beyond `map` and `filter`: `enumerated()`,
/// `reduce(_:_:)`, `allSatisfy`, `contains`, `max()`, `min()`, and the ones the code of real apps
/// reaches for (`sorted`, `compactMap`, `first(where:)`, `prefix`, `joined(separator:)`, …).
/// What Swift leaves to chance is made certain, so that a picture never changes from one run
/// to the next: `shuffled()` keeps the order and `randomElement()` is the first element.
extension Evaluator {
  static let sequenceMethods = ["enumerated", "reduce", "allSatisfy", "contains", "max", "min"] + SequenceSlices.names

  /// `items.name(arguments)`, or nil for another name.
  func sequenceMethod(_ name: String, of items: [Value], _ arguments: Arguments) throws(Diagnostic) -> Value? {
    func closure() throws(Diagnostic) -> EvaluatedArgument {
      guard let argument = arguments.trailingClosure ?? arguments["where"] ?? arguments.positional(arguments.items.count - 1) else {
        throw Diagnostic("'\(name)' needs a closure", at: arguments.location, hint: "write .\(name) { item in … }")
      }
      return argument
    }
    func apply(_ argument: EvaluatedArgument, _ values: [Value]) throws(Diagnostic) -> Value {
      try call(argument.value, named: name, Arguments(items: values.map {
        EvaluatedArgument(label: nil, value: $0, isTrailingClosure: false, location: argument.location, callee: name)
      }, callee: name, location: argument.location))
    }
    switch name {
    case "enumerated":
      try arguments.check([])
      return .array(items.enumerated().map { .structure(StructValue(typeName: nil, fields: [("offset", .number(Double($0))), ("element", $1)])) })
    case "reduce" where arguments["into"] != nil:
      // `reduce(into: 0) { $0 += $1 }`: the accumulator a variable of the closure, kept from item to item.
      try arguments.check(["into", "_", "{}"])
      let combine = try closure()
      var result = arguments["into"]!.value
      guard let (body, captured) = combine.value.closureAndScopes else { throw mismatch(combine, "a closure { result, item in … }") }
      let accumulator = body.parameters.first ?? "$0"
      for item in items {
        let parameters = try invokeKeepingParameters(body, arguments: [result, item], scopes: captured, firstIsVariable: true,
                                                     at: combine.location).parameters
        result = parameters[accumulator]?.value ?? result
      }
      return result
    case "reduce":
      try arguments.check(["_", "_", "{}"])
      let combine = try closure()
      var result = try required(arguments, 0, "an initial value").value
      for item in items { result = try apply(combine, [result, item]) }
      return result
    case "allSatisfy", "contains" where arguments.trailingClosure != nil || arguments["where"] != nil:
      try arguments.check(["where", "_", "{}"])
      let test = try closure()
      for item in items {
        let answer = try apply(test, [item])
        guard let passes = predicateAnswer(answer, at: test.location) else { throw notPredicate(test, returning: answer) }
        if passes == (name == "contains") { return .bool(passes) }
      }
      return .bool(name == "allSatisfy")
    case "contains":
      try arguments.check(["_"])
      let wanted = try required(arguments, 0, "a value").value
      for item in items {
        if case .bool(true) = try binary(.equal, item, wanted, at: arguments.location, operands: arguments.location) { return .bool(true) }
      }
      return .bool(false)
    case "max", "min":
      try arguments.check([])
      var numbers: [Double] = []
      for item in items {
        guard let number = item.numberValue else {
          throw Diagnostic("'\(name)()' compares numbers, not \(item.typeDescription)", at: arguments.location)
        }
        numbers.append(number)
      }
      return (name == "max" ? numbers.max() : numbers.min()).map(Value.number) ?? .void
    case "sorted":
      try arguments.check(["by", "using", "{}"])
      if let comparators = arguments["using"] { return .array(try sortedByComparators(items, comparators)) }
      let order = arguments["by"] ?? arguments.trailingClosure
      return .array(try mergeSorted(items) { (a, b) throws(Diagnostic) in
        let answer = if let order { try apply(order, [a, b]) } else {
          try binary(.less, a, b, at: arguments.location, operands: arguments.location)
        }
        guard let less = predicateAnswer(answer, at: arguments.location) else {
          throw Diagnostic("'sorted' needs a closure returning a Bool, not one returning \(answer.typeDescription)", at: arguments.location)
        }
        return less
      })
    case "compactMap", "flatMap":
      try arguments.check(["_", "{}"])
      let transform = try closure()
      var results: [Value] = []
      for item in items {
        let result = try apply(transform, [item])
        if name == "flatMap", case .array(let inner) = result { results += inner } else if case .void = result {} else { results.append(result) }
      }
      return .array(results)
    case "first", "last", "firstIndex", "lastIndex", "count":
      guard arguments.items.count == 1 else { return nil }
      try arguments.check(["where", "of", "{}"])
      let indices = name == "last" || name == "lastIndex" ? Array(items.indices.reversed()) : Array(items.indices)
      let wanted = arguments["of"]
      let test = wanted == nil ? try closure() : nil
      var matches = 0
      for index in indices {
        let found = if let wanted {
          try binary(.equal, items[index], wanted.value, at: arguments.location, operands: arguments.location)
        } else {
          try apply(test!, [items[index]])
        }
        guard let hit = predicateAnswer(found, at: arguments.location) else {
          throw Diagnostic("'\(name)' needs a closure returning a Bool, not one returning \(found.typeDescription)", at: arguments.location)
        }
        guard hit else { continue }
        matches += 1
        if name != "count" { return name.hasSuffix("Index") ? .number(Double(index)) : items[index] }
      }
      return name == "count" ? .number(Double(matches)) : .void
    case "joined":
      try arguments.check(["separator"])
      let separator = try string(arguments["separator"], default: "")
      var texts: [String] = []
      for item in items {
        // A placeholder (`hashtags.map { $0.string }` of another file's model) joins as its text.
        var text = placeholderText(item)
        if case .string(let written) = item { text = written }
        guard let text else {
          throw Diagnostic("'joined' joins strings, not \(item.typeDescription)", at: arguments.location, hint: "map them to strings first: .map { \"\\($0)\" }")
        }
        texts.append(text)
      }
      return .string(texts.joined(separator: separator))
    case "shuffled":
      try arguments.check(["using"])
      return .array(items)
    case "randomElement":
      try arguments.check(["using"])
      return items.first ?? .void
    default:
      guard let slice = SequenceSlices(name) else { return nil }
      try arguments.check(["_"])
      return .array(slice.take(items, count: arguments.positional(0) == nil ? 1 : try integer(arguments.positional(0), default: 1)))
    }
  }

  /// `items` in the order `less` gives, equal ones as they were (a merge sort: stable, as
  /// Swift's `sorted` is since Swift 5).
  func mergeSorted(_ items: [Value], by less: (Value, Value) throws(Diagnostic) -> Bool) throws(Diagnostic) -> [Value] {
    guard items.count > 1 else { return items }
    let left = try mergeSorted(Array(items[..<(items.count / 2)]), by: less)
    let right = try mergeSorted(Array(items[(items.count / 2)...]), by: less)
    var merged: [Value] = []
    merged.reserveCapacity(items.count)
    var i = 0, j = 0
    while i < left.count, j < right.count {
      if try less(right[j], left[i]) { merged.append(right[j]); j += 1 } else { merged.append(left[i]); i += 1 }
    }
    return merged + left[i...] + right[j...]
  }
}

/// `prefix(n)`, `suffix(n)`, `dropFirst(n)`, `dropLast(n)`: part of a sequence by a count (1
/// when none is given, as for `dropFirst()`), never more than there is.
struct SequenceSlices {
  static let names = ["prefix", "suffix", "dropFirst", "dropLast"]
  let name: String

  init?(_ name: String) {
    guard Self.names.contains(name) else { return nil }
    self.name = name
  }

  func take(_ items: [Value], count: Int) -> [Value] {
    let n = min(max(count, 0), items.count)
    switch name {
    case "prefix": return Array(items.prefix(n))
    case "suffix": return Array(items.suffix(n))
    case "dropFirst": return Array(items.dropFirst(n))
    default: return Array(items.dropLast(n))
    }
  }
}

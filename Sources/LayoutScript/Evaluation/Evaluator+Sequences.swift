import LayoutCore

/// The collection methods a layout's code uses beyond `map` and `filter`: `enumerated()`,
/// `reduce(_:_:)`, `allSatisfy`, `contains`, `max()` and `min()`.
extension Evaluator {
  static let sequenceMethods = ["enumerated", "reduce", "allSatisfy", "contains", "max", "min"]

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
        guard case .bool(let passes) = try apply(test, [item]) else { throw mismatch(test, "a closure returning a Bool") }
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
    default:
      return nil
    }
  }
}

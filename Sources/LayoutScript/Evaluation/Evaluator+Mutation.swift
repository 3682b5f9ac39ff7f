import LayoutCore
import LayoutRender

/// Changing part of a value, as Swift's value types change: `point.x += 1`, `cache.rows[0] = r`,
/// `rows.append(r)` make a new value and store it back where it came from; and the tuple
/// patterns of `for (index, item) in …`.
extension Evaluator {
  /// The names of a `for` bound to `item`: the item itself for one name, else its fields in order.
  func destructure(_ item: Value, into names: [String], at location: SourceLocation) throws(Diagnostic) -> [String: Value] {
    var bound: [String: Value] = [:]
    guard names.count > 1 else {
      if let name = names.first, name != "_" { bound[name] = item }
      return bound
    }
    guard case .structure(let tuple) = item, tuple.fields.count == names.count else {
      throw Diagnostic("cannot bind \(item.typeDescription) to a pattern of \(names.count) names", at: location,
                       hint: "`for (index, item) in items.enumerated()` gives pairs")
    }
    for (name, field) in zip(names, tuple.fields) where name != "_" { bound[name] = field.value }
    return bound
  }

  /// `object` with its field `name` set to `value`.
  func setting(_ name: String, of object: Value, to value: Value, at location: SourceLocation) throws(Diagnostic) -> Value {
    switch object {
    case .structure(var structure):
      guard let index = structure.fields.firstIndex(where: { $0.name == name }) else {
        return try field(name, of: structure, at: location)  // fails, naming the fields there are
      }
      structure.fields[index].value = value
      return .structure(structure)
    case .size(let size) where name == "width" || name == "height":
      guard let number = value.numberValue else {
        throw Diagnostic("cannot set '\(name)' to \(value.typeDescription): a CGSize's sides are numbers", at: location)
      }
      return .size(name == "width" ? Size(width: number, height: size.height) : Size(width: size.width, height: number))
    default:
      throw Diagnostic("cannot set '\(name)' on \(object.typeDescription)", at: location,
                       hint: "properties can be set on views, such as `title.text = \"…\"`, and on the fields of values")
    }
  }

  /// `array` with the item at `indexExpression` replaced by `value`; a dictionary (the array of its
  /// pairs) written by a key that is no number, or by `[key, default: d]` (`counts[word, default: 0]
  /// += 1`), with the pair of that key's value replaced, or added last when it has none.
  func replacing(item indexExpression: Expression, of array: Value, with value: Value) throws(Diagnostic) -> Value {
    guard case .array(var items) = array else {
      throw Diagnostic("cannot assign through a subscript of \(array.typeDescription)", at: indexExpression.location)
    }
    var keyExpression = indexExpression
    var isKeyed = false
    if case .tuple(let parts, _) = indexExpression, parts.count == 2, parts[1].label == "default" {
      keyExpression = parts[0].value
      isKeyed = true
    }
    let index = try evaluate(keyExpression)
    guard (isKeyed || index.numberValue == nil) && items.allSatisfy(\.isKeyValuePair) else {
      items[try arrayIndex(index, count: items.count, at: indexExpression.location)] = value
      return .array(items)
    }
    for case (let position, .structure(var pair)) in items.enumerated() {
      if case .bool(true) = try binary(.equal, pair.fields[0].value, index, at: keyExpression.location, operands: keyExpression.location) {
        pair.fields[1].value = value
        items[position] = .structure(pair)
        return .array(items)
      }
    }
    items.append(.structure(StructValue(typeName: nil, fields: [(nil, index), (nil, value)])))
    return .array(items)
  }

  /// An array position: an integer within `0..<count`.
  func arrayIndex(_ index: Value, count: Int, at location: SourceLocation) throws(Diagnostic) -> Int {
    guard case .number(let number) = index, number == number.rounded() else {
      throw Diagnostic("an array index must be an integer, not \(index.typeDescription)", at: location)
    }
    guard number >= 0, number < Double(count) else {
      throw Diagnostic("index \(formatNumber(number)) is out of range for an array of \(count) items", at: location)
    }
    return Int(number)
  }

  /// The mutating methods of arrays that `mutatingMethod` runs.
  static let mutatingMethods: Set<String> = ["append", "removeAll", "insert", "remove", "removeFirst", "removeLast", "sort", "reverse", "shuffle"]

  /// `base.name(arguments)` for the mutating methods of arrays (`append`, `insert(_:at:)`,
  /// `remove(at:)`, `removeFirst()`, `removeLast()`, `removeAll()`, `removeAll(where:)`, `sort()`,
  /// `sort(by:)`, `reverse()`, `shuffle()` and `shuffle(using:)`, the order kept as `shuffled()` keeps it), or nil: the changed array is stored back into `base`, the value is
  /// what Swift's method returns (the element removed). Removing from an empty array or past its
  /// end stops a Swift program: an error here.
  func mutatingMethod(_ name: String, of base: Expression, _ arguments: CallSyntax, at location: SourceLocation) throws(Diagnostic) -> Value? {
    guard Self.mutatingMethods.contains(name) else { return nil }
    let value = try evaluate(base)
    if name == "append", case .string(let text) = value { return try appendToString(text, base, arguments, at: location) }
    guard case .array(var items) = value else { return nil }
    let evaluated = try evaluateArguments(arguments, callee: name, at: location)
    var result = Value.void
    switch name {
    case "append":
      guard arguments.count == 1, arguments[0].label == nil || arguments[0].label == "contentsOf" else {
        throw Diagnostic("'append' takes one item, or `contentsOf:` an array", at: location)
      }
      let value = evaluated.items[0].value
      if arguments[0].label == "contentsOf", case .array(let more) = value { items += more } else { items.append(value) }
    case "insert":
      try evaluated.check(["_", "at"])
      let item = try required(evaluated, 0, "an element").value
      let index = try integer(evaluated["at"], default: 0)
      guard (0...items.count).contains(index) else { throw Diagnostic("index \(index) is out of the array's 0…\(items.count)", at: location) }
      items.insert(item, at: index)
    case "remove", "removeFirst", "removeLast":
      try evaluated.check(name == "remove" ? ["at"] : [])
      let index = name == "remove" ? try integer(evaluated["at"], default: 0) : name == "removeFirst" ? 0 : items.count - 1
      guard items.indices.contains(index) else {
        throw Diagnostic(items.isEmpty ? "cannot remove an element of an empty array" : "index \(index) is out of the array's 0..<\(items.count)",
                         at: location, hint: "a Swift program stops here")
      }
      result = items.remove(at: index)
    case "removeAll":
      try evaluated.check(["where", "{}"])
      if let test = evaluated["where"] ?? evaluated.trailingClosure {
        var kept: [Value] = []
        for item in items {
          let verdict = try call(test.value, named: name, Arguments(items: [
            EvaluatedArgument(label: nil, value: item, isTrailingClosure: false, location: test.location, callee: name),
          ], callee: name, location: test.location))
          guard let removes = predicateAnswer(verdict, at: test.location) else { throw notPredicate(test, returning: verdict) }
          if !removes { kept.append(item) }
        }
        items = kept
      } else {
        items.removeAll()
      }
    case "sort":
      guard case .array(let sorted)? = try sequenceMethod("sorted", of: items, evaluated) else { return nil }
      items = sorted
    case "shuffle":
      try evaluated.check(["using"])
    default:
      try evaluated.check([])
      items.reverse()
    }
    guard items.count <= limits.stringLength else {
      throw fatal(Diagnostic("array longer than the limit of \(limits.stringLength) items", at: location))
    }
    try assign(.array(items), to: withoutSelf(base), at: location, firstNewView: viewTable.views.count)
    return result
  }

  /// `text.append(other)` of a `String`, or of an attributed string, which a script reads as its
  /// string (`let attributed = NSMutableAttributedString(); attributed.append(part)`: a class, so a
  /// `let` of it changes; a script cannot tell it from a `String`, so a `let` of either does): the
  /// two joined, stored back into `base`.
  private func appendToString(_ text: String, _ base: Expression, _ arguments: CallSyntax, at location: SourceLocation) throws(Diagnostic) -> Value {
    let evaluated = try evaluateArguments(arguments, callee: "append", at: location)
    try evaluated.check(["_", "contentsOf"])
    let joined = try checkedString(text + (try string(try required(evaluated, 0, "a string"), default: "")), at: location)
    if case .name(let name, _) = withoutSelf(base), let index = scopes.lastIndex(where: { $0[name] != nil }) {
      scopes[index][name]?.value = joined
    } else {
      try assign(joined, to: withoutSelf(base), at: location, firstNewView: viewTable.views.count)
    }
    return .void
  }
}

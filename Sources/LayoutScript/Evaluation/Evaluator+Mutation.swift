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

  /// `array` with the item at `indexExpression` replaced by `value`.
  func replacing(item indexExpression: Expression, of array: Value, with value: Value) throws(Diagnostic) -> Value {
    guard case .array(var items) = array else {
      throw Diagnostic("cannot assign through a subscript of \(array.typeDescription)", at: indexExpression.location)
    }
    items[try arrayIndex(try evaluate(indexExpression), count: items.count, at: indexExpression.location)] = value
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

  /// `base.name(arguments)` for the mutating methods of arrays (`append`, `removeAll`), or nil:
  /// the changed array is stored back into `base`.
  func mutatingMethod(_ name: String, of base: Expression, _ arguments: CallSyntax, at location: SourceLocation) throws(Diagnostic) -> Value? {
    guard name == "append" || name == "removeAll", case .array(var items) = try evaluate(base) else { return nil }
    if name == "append" {
      guard arguments.count == 1, arguments[0].label == nil || arguments[0].label == "contentsOf" else {
        throw Diagnostic("'append' takes one item, or `contentsOf:` an array", at: location)
      }
      let value = try evaluate(arguments[0].value)
      if arguments[0].label == "contentsOf", case .array(let more) = value { items += more } else { items.append(value) }
    } else {
      guard arguments.isEmpty else { throw Diagnostic("'removeAll()' takes no arguments", at: location) }
      items.removeAll()
    }
    guard items.count <= limits.stringLength else {
      throw fatal(Diagnostic("array longer than the limit of \(limits.stringLength) items", at: location))
    }
    try assign(.array(items), to: withoutSelf(base), at: location, firstNewView: viewTable.views.count)
    return .void
  }
}

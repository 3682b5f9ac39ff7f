import LayoutCore

/// Foundation's `KeyPathComparator` and `sorted(using:)` (`languages.sorted(using:
/// KeyPathComparator(\.id))`): a comparator is the key path it reads and its order; an array is
/// sorted by the first comparator whose values differ, each `.forward` ascending and `.reverse`
/// descending ("KeyPathComparator", "SortComparator" and `Sequence.sorted(using:)`, Apple's
/// Foundation reference).
extension Evaluator {
  /// `KeyPathComparator(\.name, order: .reverse)`: the key path and whether its order is reversed.
  static let keyPathComparator = BuiltinFunction(labels: ["_", "order", "comparator"]) { e, a throws(Diagnostic) in
    guard case .string(let path)? = a.positional(0)?.value else {
      throw Diagnostic("KeyPathComparator needs a key path such as \\.name", at: a.location)
    }
    let reversed = try e.choice(a["order"], default: false, ["forward": false, "reverse": true])
    return .structure(StructValue(typeName: "KeyPathComparator", fields: [("keyPath", .string(path)), ("reversed", .bool(reversed))]))
  }

  /// `items.sorted(using: comparator)` or `sorted(using: [first, second])`: `items` in the
  /// comparators' order, a stable sort (equal items keep their order).
  func sortedByComparators(_ items: [Value], _ argument: EvaluatedArgument) throws(Diagnostic) -> [Value] {
    let given: [Value] = if case .array(let list) = argument.value { list } else { [argument.value] }
    var comparators: [(path: [String], reversed: Bool)] = []
    for value in given {
      guard case .structure(let comparator) = value, comparator.typeName == "KeyPathComparator",
            case .string(let path)? = comparator["keyPath"], case .bool(let reversed)? = comparator["reversed"] else {
        throw Diagnostic("sorted(using:) takes KeyPathComparators, not \(value.typeDescription)", at: argument.location)
      }
      comparators.append((path.split(separator: ".").map(String.init), reversed))
    }
    func key(_ item: Value, _ path: [String]) throws(Diagnostic) -> Value {
      var value = item
      for name in path { value = try member(name, of: value, at: argument.location) }
      return value
    }
    return try mergeSorted(items) { (a, b) throws(Diagnostic) in
      for comparator in comparators {
        let (x, y) = (try key(a, comparator.path), try key(b, comparator.path))
        let (first, second) = comparator.reversed ? (y, x) : (x, y)
        if case .bool(true) = try binary(.less, first, second, at: argument.location, operands: argument.location) { return true }
        if case .bool(true) = try binary(.less, second, first, at: argument.location, operands: argument.location) { return false }
      }
      return false
    }
  }
}

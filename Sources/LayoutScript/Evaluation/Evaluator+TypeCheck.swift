import LayoutCore

/// `value is Type`, Swift's type check, on what a script knows of a value's type.
extension Evaluator {
  /// True when `value` is of the type `type` (its last name): a struct of the file by its name or
  /// a protocol it conforms to, a view by its type's name, numbers, strings, Bools and arrays by
  /// Swift's names for them. A placeholder, whose type another file declares, is a condition the
  /// file cannot decide: true, listed with the conditions taken as true.
  func isOfType(_ value: Value, _ type: String, at location: SourceLocation) -> Bool {
    if let truth = placeholderTruth(value, at: location) { return truth }
    switch value {
    case .structure(let structure):
      guard let name = structure.typeName else { return false }
      return name == type || declarations.structTypes[name]?.conformances.contains(type) == true
    case .view(let id): return viewTable.views[id].typeName == type
    case .number: return IntegerTypes.types[type] != nil || ["Double", "CGFloat", "Float"].contains(type)
    case .string: return type == "String" || type == "Substring"
    case .bool: return type == "Bool"
    case .array: return type == "Array" || type.isEmpty
    default: return false
    }
  }
}

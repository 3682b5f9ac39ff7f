import LayoutCore

/// Enum cases with associated values, as Swift has them: `.dim(view, 0.5)` or
/// `Content.failed(error: e)` of a script enum is that case carrying its values, which a case
/// pattern binds by position (`case .dim(let view, _)`, `if case let .failed(error) = state`) and
/// `==` compares with them (synthesized `Equatable`, SE-0185). The value is a structure of the
/// enum's type whose first field, `caseField`, names the case, its payload after; it is equal to
/// the bare case (`.member`) it is one of when matched against a pattern.
extension Evaluator {
  /// The field naming the case of a case value with associated values.
  static let caseField = "#case"

  /// `.name(arguments)` or `Type.name(arguments)` of a case of the script's enum `type`: the case
  /// carrying the arguments' values, with their labels.
  func enumCaseValue(_ name: String, of type: String, _ arguments: Arguments) -> Value {
    let payload = arguments.items.map { (name: $0.label, value: $0.value) }
    return .structure(StructValue(typeName: type, fields: [(Self.caseField, .member(name))] + payload))
  }

  /// The case a value names: its `.member`'s, or a case value's; nil for any other value.
  static func caseName(of value: Value) -> String? {
    switch value {
    case .member(let name): return name
    case .structure(let structure):
      guard structure.fields.first?.name == caseField, case .member(let name) = structure.fields[0].value else { return nil }
      return name
    default: return nil
    }
  }

  /// The associated value at `position` of a case value; nil when it carries none there.
  static func associatedValue(of value: Value, at position: Int) -> Value? {
    guard case .structure(let structure) = value, caseName(of: value) != nil, position + 1 < structure.fields.count else { return nil }
    return structure.fields[position + 1].value
  }

  /// `==` of a case value with a bare case (the pattern `.dim` of `case .dim(let v, _)`): the same
  /// case; nil when either value is no case of the script's.
  static func sameCase(_ left: Value, _ right: Value) -> Bool? {
    guard let a = caseName(of: left), let b = caseName(of: right) else { return nil }
    if case .structure = left, case .structure = right { return nil }  // two case values: every field compared
    return a == b
  }
}

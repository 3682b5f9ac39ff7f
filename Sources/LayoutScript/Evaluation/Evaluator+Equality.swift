import LayoutCore

/// `==` and `!=` of two values of a struct (or of two tuples): the type's own `static func ==`
/// when the file declares one, else Swift's synthesized `Equatable` conformance, equal when every
/// stored property is (SE-0185). A geometry value (`CGSize`, `UIEdgeInsets`, `CGRect`, `CGPoint`)
/// equals `.zero` when all its numbers are 0, as CoreGraphics' and UIKit's `.zero` are
/// (`frame.size != .zero`).
extension Evaluator {
  /// True when `a` equals `b`.
  func structuresEqual(_ a: StructValue, _ b: StructValue, at location: SourceLocation) throws(Diagnostic) -> Bool {
    guard a.typeName == b.typeName, a.fields.count == b.fields.count else { return false }
    if let type = a.typeName, let equal = typeMember(named: "==", in: type), equal.isStatic, equal.parameters.count == 2 {
      // An operator's parameters take no argument labels in Swift; the script reads `lhs:` as one.
      let items = zip(equal.parameters, [a, b]).map { parameter, value in
        EvaluatedArgument(label: parameter.label, value: .structure(value), isTrailingClosure: false, location: location, callee: "==")
      }
      let result = try runMember(equal, of: type, instance: [:], Arguments(items: items, callee: "==", location: location))
      guard case .bool(let same) = result else { throw Diagnostic("'\(type).==' must return a Bool", at: equal.location) }
      return same
    }
    for (left, right) in zip(a.fields, b.fields) {
      guard left.name == right.name, case .bool(true) = try binary(.equal, left.value, right.value, at: location, operands: location) else {
        return false
      }
    }
    return true
  }

  /// `==` of two geometry values Swift compares by value: sizes, insets, and `.zero` written for
  /// either side's zero (`contentEdgeInsets != .zero`, `frame == .zero`, a CGPoint or CGRect of the
  /// built-in structs); nil for other values.
  func geometryEquality(_ left: Value, _ right: Value, at location: SourceLocation) throws(Diagnostic) -> Bool? {
    switch (left, right) {
    case (.size(let a), .size(let b)): return a == b
    case (.insets(let a, let first), .insets(let b, let second)): return a == b && first == second
    case (.member("zero"), .member("zero")): return true
    case (.member("zero"), let value), (let value, .member("zero")):
      switch value {
      case .size(let size): return size == .zero
      case .insets(let insets, _): return insets == EdgeInsets()
      case .structure(let structure) where ["CGPoint", "CGRect"].contains(structure.typeName ?? ""):
        let zero = structure.typeName == "CGPoint" ? Value.point(.zero) : Value.rect(Rect(origin: .zero, size: .zero))
        guard case .structure(let other) = zero else { return nil }
        return try structuresEqual(structure, other, at: location)
      default: return nil
      }
    default: return nil
    }
  }
}

import LayoutCore

/// `==` and `!=` of two values of a struct (or of two tuples): the type's own `static func ==`
/// when the file declares one, else Swift's synthesized `Equatable` conformance, equal when every
/// stored property is (SE-0185). A geometry value (`CGSize`, `UIEdgeInsets`, `CGRect`, `CGPoint`)
/// equals `.zero` when all its numbers are 0, as CoreGraphics' and UIKit's `.zero` are
/// (`frame.size != .zero`).
extension Evaluator {
  /// `a == b` of two sizes or insets, or of a geometry value and `.zero`; nil for other values.
  static func geometryEqual(_ a: Value, _ b: Value) -> Bool? {
    switch (a, b) {
    case (.size(let x), .size(let y)): return x == y
    case (.insets(let x, _), .insets(let y, _)): return x == y
    case (.member("zero"), .member("zero")): return nil
    case (.member("zero"), let value), (let value, .member("zero")):
      switch value {
      case .size(let size): return size == .zero
      case .insets(let insets, _): return insets == EdgeInsets()
      default: return value.rectValue.map { $0 == .zero } ?? value.pointValue.map { $0 == .zero }
      }
    default: return nil
    }
  }

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
}

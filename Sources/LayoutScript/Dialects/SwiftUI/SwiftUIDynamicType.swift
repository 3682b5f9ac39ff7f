import LayoutCore

/// What a script reads of the Dynamic Type size it is evaluated at (`Evaluator.dynamicTypeSize`,
/// `--dynamic-type`): `@Environment(\.dynamicTypeSize)` and `@Environment(\.sizeCategory)`
/// (the parser writes their value as `#dynamicTypeSize("key")`), `@ScaledMetric` values (written
/// as `#scaledMetric(value, "style")`: `TextStyle.scaled`), a size's `isAccessibilitySize` and
/// `isAccessibilityCategory`, and sizes compared (`typeSize >= .accessibility1`: `DynamicTypeSize`
/// is `Comparable`, Apple's documentation of it). Text styles' sizes are `TextStyle`'s.
enum SwiftUIDynamicType {
  /// `#dynamicTypeSize("dynamicTypeSize")`: the environment value `key` as the evaluation has it.
  static func environmentValue(_ key: String, at location: SourceLocation) -> Expression {
    .call(.make(.name("#dynamicTypeSize", location), [argument(.text(key, location), location)], at: location))
  }

  /// `#scaledMetric(value, "style")`: `value` as `@ScaledMetric(relativeTo: .style)` scales it
  /// (Body when no style is written).
  static func scaledMetric(_ value: Expression, relativeTo style: String, at location: SourceLocation) -> Expression {
    .call(.make(.name("#scaledMetric", location), [argument(value, location), argument(.text(style, location), location)], at: location))
  }

  /// The members a size has: true for the accessibility sizes.
  static let accessibilityMembers: Set<String> = ["isAccessibilitySize", "isAccessibilityCategory"]

  private static func argument(_ value: Expression, _ location: SourceLocation) -> Argument {
    Argument(label: nil, value: value, isTrailingClosure: false, location: location)
  }
}

extension Evaluator {
  /// `#dynamicTypeSize(…)` and `#scaledMetric(…)`; nil for any other name.
  func dynamicTypeCall(_ name: String, _ arguments: Arguments) -> Value? {
    switch name {
    case "#dynamicTypeSize":
      guard case .string(let key)? = arguments.positional(0)?.value else { return nil }
      return .member(key == "sizeCategory" ? dynamicTypeSize.categoryName : dynamicTypeSize.name)
    case "#scaledMetric":
      guard let written = arguments.positional(0), case .string(let name)? = arguments.positional(1)?.value else { return nil }
      guard let number = written.value.numberValue else { return written.value }
      let style = TextStyle.swiftUI(name) ?? TextStyle.uikit(name) ?? .body
      return .number(style.scaled(number, at: dynamicTypeSize))
    default:
      return nil
    }
  }

  /// `size.isAccessibilitySize` of a Dynamic Type size (either naming); nil for another member
  /// or value.
  func dynamicTypeMember(_ name: String, of base: Value) -> Value? {
    guard case .member(let member) = base, SwiftUIDynamicType.accessibilityMembers.contains(name),
          let size = DynamicTypeSize.member(member) else { return nil }
    return .bool(size.isAccessibilitySize)
  }

  /// `a < b`, `a >= b`… of two Dynamic Type sizes; nil when either is another member.
  func dynamicTypeOrder(_ op: BinaryOperator, _ a: String, _ b: String) -> Value? {
    guard let left = DynamicTypeSize.member(a), let right = DynamicTypeSize.member(b) else { return nil }
    switch op {
    case .less: return .bool(left < right)
    case .lessOrEqual: return .bool(left <= right)
    case .greater: return .bool(left > right)
    case .greaterOrEqual: return .bool(left >= right)
    default: return nil
    }
  }
}

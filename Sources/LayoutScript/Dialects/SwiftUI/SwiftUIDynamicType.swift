import LayoutCore

/// What a script reads of the Dynamic Type size it is evaluated at (`Evaluator.dynamicTypeSize`,
/// `--dynamic-type`): `@Environment(\.dynamicTypeSize)` and `@Environment(\.sizeCategory)`
/// (the parser writes their value as `#dynamicTypeSize("key")`), `@ScaledMetric` values (written
/// as `#scaledMetric(value, "style")`: `TextStyle.scaled`), a size's `isAccessibilitySize` and
/// `isAccessibilityCategory`, sizes compared (`typeSize >= .accessibility1`: `DynamicTypeSize`
/// is `Comparable`, Apple's documentation of it) and in ranges, and `.dynamicTypeSize(_:)`, which
/// clamps the size of the texts of the view it modifies into a range or to one size (Apple's
/// documentation of `View.dynamicTypeSize(_:)`: "sets the Dynamic Type size within the view to
/// the given value" or "limits the Dynamic Type size … to the given range"). Text styles' sizes
/// are `TextStyle`'s.
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

  /// The calls the parser writes for what the evaluation answers (`Evaluator.dynamicTypeCall`).
  static let calls: Set<String> = ["#dynamicTypeSize", "#scaledMetric", "#rangeUpTo", "#rangeFrom"]

  /// The members a size has: true for the accessibility sizes.
  static let accessibilityMembers: Set<String> = ["isAccessibilitySize", "isAccessibilityCategory"]

  /// `...bound` (or `..<bound` when not `closed`): `#rangeUpTo(bound, closed)`, a range of sizes
  /// from the smallest when the bound is a size, else the bound itself.
  static func oneSidedRange(upTo bound: Expression, closed: Bool, at location: SourceLocation) -> Expression {
    .call(.make(.name("#rangeUpTo", location), [argument(bound, location), argument(.bool(closed, location), location)], at: location))
  }

  /// `bound...`: `#rangeFrom(bound)`, a range of sizes up to the largest when the bound is a
  /// size, else the bound itself.
  static func oneSidedRange(from bound: Expression, at location: SourceLocation) -> Expression {
    .call(.make(.name("#rangeFrom", location), [argument(bound, location)], at: location))
  }

  /// `.dynamicTypeSize(.large)`, `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`.
  static let modifier = ModifierEntry(labels: ["_"]) { e, base, a throws(Diagnostic) in
    try e.clampDynamicType(base, a)
  }

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
    case "#rangeUpTo", "#rangeFrom":
      guard let bound = arguments.positional(0) else { return nil }
      guard case .member(let member) = bound.value, let size = DynamicTypeSize.member(member) else { return bound.value }
      if name == "#rangeFrom" { return .range(lower: Double(size.rawValue), upper: Double(DynamicTypeSize.accessibility5.rawValue), closed: true) }
      if case .bool(false)? = arguments.positional(1)?.value { return .range(lower: 0, upper: Double(size.rawValue), closed: false) }
      return .range(lower: 0, upper: Double(size.rawValue), closed: true)
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

  /// `a...b`, `a..<b` of two Dynamic Type sizes, as the range of their places in order; nil
  /// when either is another member.
  func dynamicTypeRange(_ op: BinaryOperator, _ a: String, _ b: String) -> Value? {
    guard let lower = DynamicTypeSize.member(a), let upper = DynamicTypeSize.member(b), lower <= upper else { return nil }
    return .range(lower: Double(lower.rawValue), upper: Double(upper.rawValue), closed: op == .closedRange)
  }

  /// A plain SwiftUI text of `title` (Body, `plainTextFont`), which `.dynamicTypeSize(…)` sizes again.
  func plainText(_ title: String, at location: SourceLocation) -> Int {
    let id = viewTable.addView(typeName: "Text", kind: .label(text: LabelText(title), lines: 0, font: plainTextFont), at: location)
    viewTable.states[id].scaledFont = .plain
    return id
  }

  /// Whether a view `constructor` made of `kind` is plain SwiftUI text: a `Text`, or SwiftUI's
  /// `Button("Go")` given no font.
  func isPlainText(_ kind: LeafKind, made constructor: ViewConstructor, _ arguments: Arguments) -> Bool {
    switch kind {
    case .label: return constructor.typeName == "Text"
    case .button(_, let font): return arguments["font"] == nil && font == plainTextFont && semanticsChoice.semantics == .swiftUI
    default: return false
    }
  }

  /// `view.dynamicTypeSize(range or size)`: each text inside whose font scales (`ScaledFont`)
  /// at the evaluation's size clamped into the range, or at the size given.
  func clampDynamicType(_ base: Child, _ arguments: Arguments) throws(Diagnostic) -> Value {
    let written = try required(arguments, 0, "a Dynamic Type size or a range of them")
    let size: DynamicTypeSize
    switch written.value {
    case .member(let name) where DynamicTypeSize.member(name) != nil:
      size = DynamicTypeSize.member(name)!
    case .range(let lower, let upper, let closed):
      let top = closed ? upper : upper - 1
      size = DynamicTypeSize(rawValue: min(max(dynamicTypeSize.rawValue, Int(lower)), Int(top))) ?? dynamicTypeSize
    default:
      throw mismatch(written, "a Dynamic Type size (.large) or a range of them (...DynamicTypeSize.xxxLarge)")
    }
    func resized(_ id: Int) -> LeafKind? {
      guard viewTable.views.indices.contains(id), let scaled = viewTable.states[id].scaledFont else { return nil }
      let font = scaled.pointSize(at: size)
      switch viewTable.views[id].kind {
      case .label(let text, let lines, _): return .label(text: text, lines: lines, font: font)
      case .button(let title, _): return .button(title: title, font: font)
      default: return nil
      }
    }
    switch base.value {
    case .view(let id):
      if let kind = resized(id) { viewTable.views[id].kind = kind }
      return base.value
    case .layout(let element, let depth):
      return .layout(element.mappingViews { id, leaf in
        guard case .leaf = leaf, let kind = resized(id) else { return leaf }
        viewTable.views[id].kind = kind
        return .leaf(LeafView(id: id, kind: kind))
      }, depth: depth)
    default:
      return layoutNeutral("dynamicTypeSize", of: base.value, at: arguments.location)
    }
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

/// What a text's font scales as under Dynamic Type: a text style, or SwiftUI's plain text
/// (Body, measured from the model's 16: `TextStyle.plainTextSize`).
enum ScaledFont: Sendable, Equatable {
  case style(TextStyle)
  case plain

  /// The font's point size at `size`.
  func pointSize(at size: DynamicTypeSize) -> Double {
    switch self {
    case .style(let style): style.pointSize(at: size)
    case .plain: TextStyle.plainTextSize(at: size)
    }
  }
}


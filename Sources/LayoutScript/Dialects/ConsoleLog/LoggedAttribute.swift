import LayoutCore

/// An attribute as a log prints it: UIKit's (`leading`, `centerY`…, and autoresizing's
/// `minX`, `midX`, `maxY`…), a margin (`leadingMargin`, `centerXWithinMargins`), or a baseline.
enum LoggedAttribute: Hashable {
  case plain(AnchorAttribute)
  /// The attribute of the view's layout margins guide.
  case margin(AnchorAttribute)
  /// `firstBaseline`, `lastBaseline` (and the old `baseline`).
  case baseline(first: Bool)

  /// The attribute named `name`, or nil.
  static func named(_ name: String) -> LoggedAttribute? {
    if let plain = AnchorAttribute(rawValue: name), !plain.isBaseline { return .plain(plain) }
    switch name {
    case "minX": return .plain(.left)
    case "midX": return .plain(.centerX)
    case "maxX": return .plain(.right)
    case "minY": return .plain(.top)
    case "midY": return .plain(.centerY)
    case "maxY": return .plain(.bottom)
    case "firstBaseline": return .baseline(first: true)
    case "lastBaseline", "baseline": return .baseline(first: false)
    case "centerXWithinMargins": return .margin(.centerX)
    case "centerYWithinMargins": return .margin(.centerY)
    default:
      guard name.hasSuffix("Margin"), let plain = AnchorAttribute(rawValue: String(name.dropLast(6))) else { return nil }
      return .margin(plain)
    }
  }

  /// The axis it lies along.
  var axis: Axis {
    switch self {
    case .plain(let attribute), .margin(let attribute): return attribute.axis
    case .baseline: return .vertical
    }
  }
}

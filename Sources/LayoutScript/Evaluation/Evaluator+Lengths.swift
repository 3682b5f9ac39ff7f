import LayoutCore
import LayoutRender

/// Lengths a script gives that no layout can use — a negative size, NaN (`.nan`, `0/0`), an
/// infinite size — are never passed on silently: each is replaced by the value the engines
/// would use anyway and warned about at its argument, with that value. What is used:
///
/// - a view's own size (`UIView(width:height:)`, `UIImageView(width:height:)`): a negative or
///   NaN side is 0, an infinite side 10 (QuickLayout reads an infinite length of a view's own
///   size as 10: `LeafSizing`, after its `sizeThatFits` clamp);
/// - a fixed frame's side (`frame(width:height:)`): negative is 0, NaN or infinite is no fixed
///   size on that axis (QuickLayout's and SwiftUI's frame follow the child there:
///   `Modifier.sanitized`);
/// - a stack's, flow's or grid's spacing and a padding: NaN or infinite is 0 (`EdgeInsets.sanitized`;
///   a negative spacing or padding is a real overlap and stays);
/// - any finite length beyond ±2^53 points (9,007,199,254,740,992: past it a Double no longer
///   holds every whole point, so frames would come out rounded to thousands of points or
///   infinite) is ±2^53.
extension Evaluator {
  /// What a length argument may be, and what replaces one it may not be.
  enum LengthRule {
    /// A view's own size: at least 0 and finite (an infinite side is 10).
    case viewSize
    /// A fixed frame's side: at least 0; not finite means no fixed size on that axis.
    case frameSide
    /// Spacing or padding: any finite number (not finite is 0).
    case gap
  }

  /// 2^53 points: the largest length whose every whole point a Double holds.
  static let largestLength = 9_007_199_254_740_992.0

  /// The number `argument` gives (`fallback` when absent), as `rule` allows it; an argument
  /// replaced gets a warning naming its value and the one used. Nil only for a frame side
  /// that is absent or not finite. A length given `nil` is absent, as SwiftUI's optional lengths
  /// are (`frame(width: isFull ? nil : 192)`: no width of its own; `padding(.top, nil)`: the default).
  func length(_ argument: EvaluatedArgument?, default fallback: Double?, _ rule: LengthRule) throws(Diagnostic) -> Double? {
    guard let argument, !isUnknownLength(argument) else { return fallback }
    if case .void = argument.value { return fallback }
    let value = try number(argument, default: 0)
    let used: Double?
    let why: String
    switch rule {
    case .viewSize where value.isNaN, .frameSide where value.isNaN, .gap where value.isNaN:
      why = "is not a number"
      used = rule == .frameSide ? nil : 0
    case .viewSize where value.isInfinite:
      why = "is infinite, and a view's own size cannot be"
      used = 10
    case .frameSide where value.isInfinite, .gap where value.isInfinite:
      why = "is infinite"
      used = rule == .frameSide ? nil : 0
    case .viewSize where value < 0, .frameSide where value < 0:
      why = "is negative, and a size cannot be"
      used = 0
    case _ where abs(value) > Self.largestLength:
      why = "is beyond 2^53 points, where a Double no longer holds every whole point"
      used = value < 0 ? -Self.largestLength : Self.largestLength
    default:
      return value
    }
    let what = argument.label.map { "'\($0):' of '\(argument.callee)'" } ?? "the length of '\(argument.callee)'"
    let outcome = used.map { "\(formatPoints($0)) is used" } ?? "the frame follows its content on that axis"
    warnings.append(Diagnostic("\(what) is \(formatPoints(value)), which \(why): \(outcome)", at: argument.location,
                               hint: rule == .gap ? nil : "give a length of 0 or more points", severity: .warning))
    return used
  }
}

import LayoutCore
import LayoutRender

/// Swift's bitwise operators on the integers a script computes with: `1 << 2`, `a | b`, `a & b`,
/// `a ^ b`, `~a`, as an `OptionSet`'s raw values are written (`static let glaze = Layers(rawValue:
/// 1 << 2)`). A script's numbers are doubles: an operand must be a whole number that a double holds
/// exactly (at most 2^53 in size), as Swift's `Int` operands are whole.
extension Evaluator {
  /// `a op b` of a bitwise operator, on 64-bit integers as Swift's `Int` on a 64-bit iPhone.
  /// Shifts are Swift's "smart shifts" (SE-0104): a negative amount shifts the other way, and an
  /// amount of 64 or more gives 0 (or -1, a negative value shifted right).
  func bitwise(_ op: BinaryOperator, _ a: Double, _ b: Double, at location: SourceLocation) throws(Diagnostic) -> Value {
    let left = try bitwiseOperand(a, for: op.rawValue, at: location)
    let right = try bitwiseOperand(b, for: op.rawValue, at: location)
    switch op {
    case .bitwiseAnd: return .number(Double(left & right))
    case .bitwiseOr: return .number(Double(left | right))
    case .bitwiseXor: return .number(Double(left ^ right))
    case .shiftLeft: return .number(Double(Self.shifted(left, by: right)))
    case .shiftRight: return .number(Double(Self.shifted(left, by: -right)))
    default: throw Diagnostic("'\(op.rawValue)' is no bitwise operator", at: location)
    }
  }

  /// `~a`: the bits of an integer inverted.
  func bitwiseNot(_ a: Double, at location: SourceLocation) throws(Diagnostic) -> Value {
    .number(Double(~(try bitwiseOperand(a, for: "~", at: location))))
  }

  /// `value` shifted left by `amount` bits (right when it is negative), as Swift's `<<` on `Int`.
  private static func shifted(_ value: Int64, by amount: Int64) -> Int64 {
    if amount >= 64 { return 0 }
    if amount >= 0 { return value << amount }
    if amount <= -64 { return value < 0 ? -1 : 0 }
    return value >> -amount
  }

  /// The integer `value` is, or an error: bitwise operators take whole numbers.
  private func bitwiseOperand(_ value: Double, for symbol: String, at location: SourceLocation) throws(Diagnostic) -> Int64 {
    guard value.isFinite, value == value.rounded(), abs(value) <= 9_007_199_254_740_992 else {
      throw Diagnostic("'\(symbol)' needs whole numbers, not \(formatNumber(value))", at: location,
                       hint: "bitwise operators work on integers, as in `1 << 2`")
    }
    return Int64(value)
  }
}

import LayoutCore

/// One argument of a call; trailing closures are arguments too.
///
/// A value that is one token — a number, a string without interpolations, a name, a `.member` —
/// is kept in the argument itself when it ends the argument (as it does but for a value on a line
/// of its own after its label): its syntax node is made when `value` is read. Most arguments of a
/// layout script are such values, and a node of their own each would be a third of its syntax tree.
struct Argument: Sendable {
  // In this order the fields take 56 bytes.
  var label: String?
  private var operand: Operand
  var isTrailingClosure: Bool
  /// The label and value together.
  var location: SourceLocation
  /// The length of a value kept in place: the last columns of `location`.
  private var operandLength: UInt32

  /// A value kept in place, or the syntax node of any other.
  private enum Operand {
    case number(Double)
    case text(String)
    case name(String)
    case implicitMember(String)
    case expression(Expression)
  }

  init(label: String?, value: Expression, isTrailingClosure: Bool, location: SourceLocation) {
    self.label = label
    self.isTrailingClosure = isTrailingClosure
    self.location = location
    let valueLocation = value.location
    operandLength = UInt32(clamping: valueLocation.length)
    operand = location.lastColumns(valueLocation.length) == valueLocation ? Self.operand(value) : .expression(value)
  }

  /// The value's syntax node.
  var value: Expression {
    get {
      switch operand {
      case .number(let number): return .number(number, valueLocation)
      case .text(let text): return .text(text, valueLocation)
      case .name(let name): return .name(name, valueLocation)
      case .implicitMember(let name): return .implicitMember(name, valueLocation)
      case .expression(let expression): return expression
      }
    }
    set {
      operand = .expression(newValue)
    }
  }

  /// Where a value kept in place is: the last columns of the argument.
  private var valueLocation: SourceLocation { location.lastColumns(Int(operandLength)) }

  /// `value` kept in place when it is one token, else its node.
  private static func operand(_ value: Expression) -> Operand {
    switch value {
    case .number(let number, _): return .number(number)
    case .text(let text, _): return .text(text)
    case .name(let name, _): return .name(name)
    case .implicitMember(let name, _): return .implicitMember(name)
    default: return .expression(value)
    }
  }
}

import LayoutCore

/// A lesson goal's predicate (`title.lines == 1 && body.width <= 320`) as the script language
/// parses it: the expressions a goal can be made of, each with where it is. The course reads it
/// against a layout (`LayoutSession`'s `GoalCheck`); anything else a goal writes is `other`, an
/// error only when the reading reaches it (`false && "text"` is false, as Swift's `&&` is).
public indirect enum GoalExpression: Sendable {
  case number(Double, SourceLocation)
  case truth(Bool, SourceLocation)
  /// A view's name, `body`, `views` or `constraints`.
  case name(String, SourceLocation)
  /// `base.property`.
  case member(GoalExpression, String, SourceLocation)
  case unary(UnaryOperator, GoalExpression, SourceLocation)
  case binary(BinaryOperator, GoalExpression, GoalExpression, SourceLocation)
  /// A call of a function by name (`abs(x)`, `min(a, b)`), its arguments without their labels.
  case call(String, [GoalExpression], SourceLocation)
  /// An expression no goal reads (a string, a closure, a subscript…).
  case other(SourceLocation)

  /// Where the expression is.
  public var location: SourceLocation {
    switch self {
    case .number(_, let l), .truth(_, let l), .name(_, let l), .member(_, _, let l), .unary(_, _, let l),
         .binary(_, _, _, let l), .call(_, _, let l), .other(let l):
      return l
    }
  }

  /// The predicate parsed as one expression of the language, or why it is not one: the parser's
  /// first error, or that it is not a single expression (at `location`, the goal's comment).
  public static func parse(_ predicate: String, at location: SourceLocation) -> Result<GoalExpression, Diagnostic> {
    switch Parser.parse(predicate, file: location.file) {
    case .success(let statements):
      guard statements.count == 1, case .expression(let parsed) = statements[0] else {
        return .failure(Diagnostic("a goal is one expression, such as `title.lines == 1`", at: location))
      }
      return .success(GoalExpression(parsed))
    case .failure(let failure):
      return .failure(failure.diagnostics.first ?? Diagnostic("the goal does not parse", at: location))
    }
  }

  /// The goal's reading of a parsed expression.
  init(_ expression: Expression) {
    switch expression {
    case .number(let value, let location): self = .number(value, location)
    case .bool(let value, let location): self = .truth(value, location)
    case .name(let name, let location): self = .name(name, location)
    case .member(let base, let property, let location): self = .member(GoalExpression(base), property, location)
    case .unary(let operation, let operand, let location): self = .unary(operation, GoalExpression(operand), location)
    case .binary(let operation, let left, let right, let location):
      self = .binary(operation, GoalExpression(left), GoalExpression(right), location)
    case .call(let call):
      guard case .name(let function) = call.callee else { self = .other(expression.location); return }
      self = .call(function, call.map { GoalExpression($0.value) }, call.location)
    case .text, .string, .implicitMember, .subscripted, .array, .ternary, .closure, .keyPath, .tuple, .typeCheck:
      self = .other(expression.location)
    }
  }
}

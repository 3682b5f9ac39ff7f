/// A variable of the solver; made by `Solver.makeVariable(_:)`, read with `Solver.value(of:)`.
public struct Variable: Hashable, Sendable {
  /// Its index in the solver that made it.
  public let index: Int
}

/// `constant + Σ coefficient × variable`: one side of a constraint, or both sides moved left.
public struct LinearExpression: Sendable, Equatable {
  public var terms: [Term]
  public var constant: Double

  /// One `coefficient × variable` of an expression.
  public struct Term: Sendable, Equatable {
    public var variable: Variable
    public var coefficient: Double

    /// The term `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
      self.variable = variable
      self.coefficient = coefficient
    }
  }

  /// The expression with these terms and constant.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The value of the expression when each variable has the value `value` gives it.
  public func evaluated(_ value: (Variable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
  }

  /// The sum of two expressions.
  public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  /// The expression scaled by `factor`.
  public static func * (factor: Double, expression: LinearExpression) -> LinearExpression {
    LinearExpression(expression.terms.map { Term($0.variable, $0.coefficient * factor) },
                     constant: expression.constant * factor)
  }

  /// The difference of two expressions.
  public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + (-1) * rhs
  }
}

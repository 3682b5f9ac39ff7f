import LayoutCore
import LayoutRender
import LayoutScript

/// Reads a goal's expression against a layout result, noting each value it read.
struct GoalReader {
  /// What a part of a goal's expression is.
  private enum Value {
    case number(Double)
    case truth(Bool)
    case view(Int, String)
    case body
    case views
    case constraints
  }

  let script: EvaluatedScript
  let result: LayoutResult
  let constraints: ConstraintCounts?
  /// Every view property and size the expression read, as `title.lines = 2`, in order, once each.
  private(set) var readings: [String] = []

  init(script: EvaluatedScript, result: LayoutResult, constraints: ConstraintCounts?) {
    self.script = script
    self.result = result
    self.constraints = constraints
  }

  mutating func truth(of expression: GoalExpression) throws(Diagnostic) -> Bool {
    guard case .truth(let value) = try value(of: expression) else {
      throw Diagnostic("a goal must be true or false, such as `title.lines == 1`", at: expression.location)
    }
    return value
  }

  private mutating func number(_ expression: GoalExpression) throws(Diagnostic) -> Double {
    guard case .number(let value) = try value(of: expression) else {
      throw Diagnostic("expected a number here", at: expression.location)
    }
    return value
  }

  private mutating func value(of expression: GoalExpression) throws(Diagnostic) -> Value {
    switch expression {
    case .number(let value, _): return .number(value)
    case .truth(let value, _): return .truth(value)
    case .name(let name, let location): return try named(name, at: location)
    case .member(let base, let property, let location): return try member(property, of: try value(of: base), at: location)
    case .unary(.not, let operand, _): return .truth(try !truth(of: operand))
    case .unary(.negate, let operand, _): return .number(try -number(operand))
    case .unary(.plus, let operand, _): return .number(try number(operand))
    case .unary(.bitwiseNot, _, let location), .unary(.inoutArgument, _, let location): throw Self.notAGoal(at: location)
    case .binary(let operation, let left, let right, let location): return try binary(operation, left, right, at: location)
    case .call(let function, let arguments, let location): return try call(function, arguments, at: location)
    case .other(let location): throw Self.notAGoal(at: location)
    }
  }

  /// The error for an expression a goal cannot read.
  private static func notAGoal(at location: SourceLocation) -> Diagnostic {
    Diagnostic("a goal reads views, numbers and comparisons; this is not one of them", at: location)
  }

  private func named(_ name: String, at location: SourceLocation) throws(Diagnostic) -> Value {
    switch name {
    case "body": return .body
    case "views": return .views
    case "constraints": return .constraints
    default:
      guard let id = script.views.firstIndex(where: { $0.name == name }) else {
        let names = script.views.map(\.name)
        throw Diagnostic("the goal names '\(name)', which is not a view of the script", at: location,
                         hint: didYouMean(name, among: names))
      }
      return .view(id, name)
    }
  }

  private mutating func binary(_ operation: BinaryOperator, _ left: GoalExpression, _ right: GoalExpression,
                               at location: SourceLocation) throws(Diagnostic) -> Value {
    switch operation {
    case .and:
      guard try truth(of: left) else { return .truth(false) }
      return .truth(try truth(of: right))
    case .or:
      if try truth(of: left) { return .truth(true) }
      return .truth(try truth(of: right))
    case .add: return .number(try number(left) + number(right))
    case .subtract: return .number(try number(left) - number(right))
    case .multiply: return .number(try number(left) * number(right))
    case .divide: return .number(try number(left) / number(right))
    case .remainder: return .number(try number(left).truncatingRemainder(dividingBy: number(right)))
    case .equal: return .truth(try abs(number(left) - number(right)) <= 0.01)
    case .notEqual: return .truth(try abs(number(left) - number(right)) > 0.01)
    case .less: return .truth(try number(left) < number(right) - 0.01)
    case .lessOrEqual: return .truth(try number(left) <= number(right) + 0.01)
    case .greater: return .truth(try number(left) > number(right) + 0.01)
    case .greaterOrEqual: return .truth(try number(left) >= number(right) - 0.01)
    case .halfOpenRange, .closedRange: throw Diagnostic("a goal has no ranges", at: location)
    case .nilCoalescing: throw Diagnostic("a goal has no optional values", at: location)
    case .shiftLeft, .shiftRight, .bitwiseAnd, .bitwiseOr, .bitwiseXor: throw Diagnostic("a goal has no bitwise operators", at: location)
    }
  }

  private mutating func call(_ function: String, _ arguments: [GoalExpression], at location: SourceLocation) throws(Diagnostic) -> Value {
    var values: [Double] = []
    for argument in arguments { values.append(try number(argument)) }
    switch (function, values.count) {
    case ("abs", 1): return .number(abs(values[0]))
    case ("min", 2...): return .number(values.min() ?? 0)
    case ("max", 2...): return .number(values.max() ?? 0)
    default: throw Diagnostic("a goal knows abs(x), min(a, b) and max(a, b), not '\(function)' with these arguments", at: location)
    }
  }

  private mutating func member(_ property: String, of base: Value, at location: SourceLocation) throws(Diagnostic) -> Value {
    let value: Value
    let reading: String
    switch base {
    case .view(let id, let name):
      value = try ViewReading(id: id, script: script, result: result).value(of: property, at: location).map(Value.number)
        ?? .truth(result.frames.indices.contains(id) && result.frames[id] != nil)
      reading = name + "." + property
    case .body:
      switch property {
      case "width": value = .number(result.size.width)
      case "height": value = .number(result.size.height)
      default: throw Diagnostic("body has a width and a height, not '\(property)'", at: location)
      }
      reading = "body." + property
    case .views:
      value = .number(try ViewsReading(result: result).value(of: property, at: location))
      reading = "views." + property
    case .constraints:
      guard let constraints else {
        throw Diagnostic("this layout has no constraints: constraints.\(property) reads an Auto Layout (anchors) script's", at: location)
      }
      value = .number(try constraints.value(of: property, at: location))
      reading = "constraints." + property
    case .number, .truth:
      throw Diagnostic("only a view, body, views and constraints have properties", at: location)
    }
    let shown: String
    switch value {
    case .number(let number): shown = formatPoints(number)
    case .truth(let truth): shown = String(truth)
    case .view, .body, .views, .constraints: shown = "?"
    }
    let line = "\(reading) = \(shown)"
    if !readings.contains(line) { readings.append(line) }
    return value
  }
}

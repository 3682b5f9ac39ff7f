import LayoutCore

/// Stevia's equation-based layout (`Stevia+Equation`): `email.Top == Top + 100`, `password.Top ==
/// email.Bottom + 8`, `image.Width == image.Height * 1.5`, `login.Height >= 44`. A capitalised
/// attribute of a view (bare in the view's own code: its own) is one side,
/// `multiplier × view.attribute + constant`, which `+`, `-` and `*` by a number change; `==`,
/// `>=` and `<=` make the active constraint of the two sides (Stevia's operators return it,
/// `@discardableResult`). A position against a number is against the superview's same edge
/// (`Top == 100`), a length against a number a constant.
extension Evaluator {
  /// One side of an equation.
  struct SteviaSide {
    var item: Int
    var attribute: AnchorAttribute
    var multiplier = 1.0
    var constant = 0.0

    var value: Value {
      .structure(StructValue(typeName: Evaluator.steviaExpressionType, fields: [
        ("item", .number(Double(item))), ("attribute", .string(attribute.rawValue)),
        ("multiplier", .number(multiplier)), ("constant", .number(constant)),
      ]))
    }

    init(item: Int, attribute: AnchorAttribute) {
      self.item = item
      self.attribute = attribute
    }

    /// The side a value holds; nil for any other value.
    init?(_ value: Value) {
      guard case .structure(let s) = value, s.typeName == Evaluator.steviaExpressionType,
            let item = s["item"]?.numberValue, case .string(let raw)? = s["attribute"], let attribute = AnchorAttribute(rawValue: raw),
            let multiplier = s["multiplier"]?.numberValue, let constant = s["constant"]?.numberValue else { return nil }
      self.item = Int(item)
      self.attribute = attribute
      self.multiplier = multiplier
      self.constant = constant
    }
  }

  /// `view.Top`: the side of Stevia's attribute `name` of `item`; nil for any other name.
  func steviaAttribute(_ name: String, of item: Int) -> Value? {
    guard isUIKitCode, let attribute = Self.steviaAttributes[name] else { return nil }
    return SteviaSide(item: item, attribute: attribute).value
  }

  /// `left op right` where a side is Stevia's; nil for any other operands.
  func steviaOperation(_ op: BinaryOperator, _ left: Value, _ right: Value, at location: SourceLocation) -> Value? {
    guard isUIKitCode else { return nil }
    if op == .subtract, let visual = steviaMinus(left, right, at: location) { return visual }  // `|-20-rec1-20-|`
    guard let side = SteviaSide(left) ?? SteviaSide(right) else { return nil }
    switch op {
    case .add, .subtract:
      guard var changed = SteviaSide(left), let number = right.numberValue else { return nil }
      changed.constant += op == .add ? number : -number
      return changed.value
    case .multiply:
      var changed = side
      guard let number = (SteviaSide(left) == nil ? left : right).numberValue else { return nil }
      changed.multiplier *= number
      changed.constant *= number
      return changed.value
    case .equal, .greaterOrEqual, .lessOrEqual:
      guard let first = SteviaSide(left) else { return nil }
      let relation: AnchorRelation = op == .equal ? .equal : op == .greaterOrEqual ? .greaterOrEqual : .lessOrEqual
      let constraint: AnchorConstraint
      if let second = SteviaSide(right) {
        constraint = AnchorConstraint(item: first.item, attribute: first.attribute, relation: relation, secondItem: second.item,
                                      secondAttribute: second.attribute, multiplier: second.multiplier, constant: second.constant - first.constant)
      } else if let number = right.numberValue {
        let isLength = first.attribute == .width || first.attribute == .height
        let superview = isLength ? nil : uikit.superviews[first.item]
        if !isLength && superview == nil { return .void }  // a position with no superview to be against
        constraint = AnchorConstraint(item: first.item, attribute: first.attribute, relation: relation, secondItem: superview,
                                      secondAttribute: first.attribute, constant: number - first.constant)
      } else {
        return nil
      }
      return .uikit(.constraint(activateStevia(constraint, at: location)))
    default:
      return nil
    }
  }
}

import LayoutCore
import LayoutRender

/// SwiftLayout's names: attribute chains, relations, modifiers and priorities.
enum AnchorsVocabulary {
  /// What each `Anchors.NAME` expands to.
  static let chains: [String: [AnchorAttribute]] = {
    var table: [String: [AnchorAttribute]] = [
      "horizontal": [.leading, .trailing], "vertical": [.top, .bottom],
      "allSides": [.top, .bottom, .leading, .trailing], "cap": [.top, .leading, .trailing],
      "shoe": [.bottom, .leading, .trailing], "center": [.centerX, .centerY], "size": [.width, .height],
    ]
    for attribute in AnchorAttribute.allCases where !attribute.isBaseline { table[attribute.rawValue] = [attribute] }
    return table
  }()

  /// The relation of each relation method, and whether it targets the superview.
  static let relations: [String: (relation: AnchorRelation, toSuper: Bool)] = [
    "equalTo": (.equal, false), "greaterThanOrEqualTo": (.greaterOrEqual, false), "lessThanOrEqualTo": (.lessOrEqual, false),
    "equalToSuper": (.equal, true), "greaterThanOrEqualToSuper": (.greaterOrEqual, true),
    "lessThanOrEqualToSuper": (.lessOrEqual, true),
  ]

  static let modifiers = ["multiplier", "priority", "identifier"]

  /// The labels a relation method takes.
  static let relationLabels = ["attribute", "constant", "inwardOffset", "width", "height", "widthOffset",
                               "heightOffset", "xOffset", "yOffset"]

  /// `UILayoutPriority`'s named values.
  static let priorities: [String: Double] = [
    "required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50,
    "dragThatCanResizeScene": 510, "sceneSizeStayPut": 500, "dragThatCannotResizeScene": 490,
  ]

  /// UIView's class methods that animate a block.
  static let animations = ["animate", "transition", "animateKeyframes", "performWithoutAnimation"]

  /// Layout guides, margins, baselines and containers SwiftLayout has and the script does not model.
  static let unmodelled = ["readableContentGuide", "firstBaseline",
                           "lastBaseline", "leadingMargin", "trailingMargin", "topMargin", "bottomMargin", "UIStackView",
                           "animation", "animated"]
}

extension Evaluator {
  /// A layout priority: `.defaultHigh`, `UILayoutPriority.required`, `UILayoutPriority(rawValue: 751)`, `750`.
  func layoutPriority(_ expression: Expression) throws(Diagnostic) -> Double {
    switch expression {
    case .implicitMember(let name, let location), .member(.name("UILayoutPriority", _), let name, let location):
      guard let value = AnchorsVocabulary.priorities[name] else {
        throw Diagnostic("UILayoutPriority has no member '\(name)'", at: location,
                         hint: didYouMean(name, among: AnchorsVocabulary.priorities.keys))
      }
      return value
    case .call(let call) where call.calleeExpression.isImplicitInit && call.count == 1:
      // `.init(999)`, `.init(rawValue: 999)`: UILayoutPriority's initializer.
      return try layoutPriority(call.first!.value)
    default:
      let value = try evaluate(expression)
      if case .member(let name) = value, let named = AnchorsVocabulary.priorities[name] { return named }
      guard case .number(let number) = value, number.isFinite else {
        throw Diagnostic("a priority must be a number or a UILayoutPriority, not \(value.typeDescription)",
                         at: expression.location, hint: "write .defaultHigh or UILayoutPriority(rawValue: 751)")
      }
      guard number >= 1, number <= 1000 else {
        throw Diagnostic("a priority must be between 1 and 1000, not \(formatNumber(number))",
                         at: expression.location)
      }
      return number
    }
  }
}

extension Expression {
  /// True for `.init`, the implicit initializer of the type a context expects.
  var isImplicitInit: Bool {
    if case .implicitMember("init", _) = self { return true }
    return false
  }
}

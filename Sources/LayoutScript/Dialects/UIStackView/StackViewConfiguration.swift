import LayoutCore

/// A `UIStackView` as the script configures it: its arranged views and the properties that
/// decide the constraints UIKit makes for them (`StackViewConstraints`). Defaults are UIKit's
/// (UIStackView's reference): horizontal, `.fill`, `.fill`, spacing 0.
struct StackViewConfiguration: Sendable {
  /// `UIStackView.Distribution`.
  enum Distribution: String, Sendable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  /// `UIStackView.Alignment` (`leading` is `top` in a horizontal stack, `trailing` `bottom`).
  enum Alignment: String, Sendable, CaseIterable {
    case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
  }

  var arranged: [Int] = []
  var axis: Axis = .horizontal
  var distribution: Distribution = .fill
  var alignment: Alignment = .fill
  var spacing: Double = 0
  /// `setCustomSpacing(_:after:)`: the space after an arranged view instead of `spacing`.
  var customSpacing: [Int: Double] = [:]
  var isLayoutMarginsRelativeArrangement = false
  var isBaselineRelativeArrangement = false
}

extension Evaluator {
  /// `UIStackView()`, `UIStackView(arrangedSubviews: [a, b])`: a view whose arranged subviews
  /// are its subviews; UIKit sets their `translatesAutoresizingMaskIntoConstraints` to false
  /// (UIStackView's reference: "the stack view … sets translatesAutoresizingMaskIntoConstraints to false" on arranged views).
  func makeStackView(_ arguments: Arguments) throws(Diagnostic) -> Value {
    try arguments.check(["arrangedSubviews", "frame"])
    try countElement(at: arguments.location)
    uikit.isUsed = true
    let id = viewTable.addView(typeName: "UIStackView", kind: .plainView, at: arguments.location)
    uikit.stacks[id] = StackViewConfiguration()
    if let views = arguments["arrangedSubviews"] {
      guard case .array(let items) = views.value else { throw mismatch(views, "an array of views") }
      for item in items {
        guard case .view(let child) = item else { throw mismatch(views, "an array of views") }
        try arrange(child, in: id, at: nil, location: views.location)
      }
    }
    return .view(id)
  }

  /// Adds `child` to the arranged views of stack `stack` (at `index`, else last) and as its subview.
  func arrange(_ child: Int, in stack: Int, at index: Int?, location: SourceLocation) throws(Diagnostic) {
    guard uikit.stacks[stack] != nil else {
      throw Diagnostic("'\(viewTable.views[stack].name)' is not a UIStackView: only a stack view has arranged subviews",
                       at: location, hint: "make it with UIStackView(arrangedSubviews: […]), or use addSubview")
    }
    uikit.stacks[stack]?.arranged.removeAll { $0 == child }
    let count = uikit.stacks[stack]?.arranged.count ?? 0
    uikit.stacks[stack]?.arranged.insert(child, at: min(max(index ?? count, 0), count))
    uikit.add(child, to: stack)
    uikit.translatesMask[child] = false
  }

  /// `stack.axis = .vertical`, `.distribution`, `.alignment`, `.spacing`, `.isLayoutMarginsRelativeArrangement`.
  func setStackProperty(_ property: String, of id: Int, _ argument: EvaluatedArgument) throws(Diagnostic) {
    func member<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws(Diagnostic) -> T where T.RawValue == String {
      guard case .member(let name) = argument.value, let value = T(rawValue: name) else {
        throw mismatch(argument, "one of " + T.allCases.map { "." + $0.rawValue }.joined(separator: ", "))
      }
      return value
    }
    switch property {
    case "axis":
      guard case .member(let name) = argument.value, let axis = ["horizontal": Axis.horizontal, "vertical": .vertical][name] else {
        throw mismatch(argument, ".horizontal or .vertical")
      }
      uikit.stacks[id]?.axis = axis
    case "distribution": uikit.stacks[id]?.distribution = try member(StackViewConfiguration.Distribution.self)
    case "alignment": uikit.stacks[id]?.alignment = try member(StackViewConfiguration.Alignment.self)
    case "spacing":
      if case .member("spacingUseSystem") = argument.value {
        uikit.stacks[id]?.spacing = UIKitAnchorsVocabulary.standardSpacing
      } else {
        uikit.stacks[id]?.spacing = try finiteNumber(argument, default: 0)
      }
    case "isLayoutMarginsRelativeArrangement": uikit.stacks[id]?.isLayoutMarginsRelativeArrangement = try bool(argument, default: false)
    case "isBaselineRelativeArrangement": uikit.stacks[id]?.isBaselineRelativeArrangement = try bool(argument, default: false)
    default:
      throw Diagnostic("a UIStackView has no property '\(property)' here", at: argument.location)
    }
  }
}

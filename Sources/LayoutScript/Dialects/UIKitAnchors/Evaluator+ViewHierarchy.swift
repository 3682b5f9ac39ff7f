import LayoutCore

/// The view methods that build the hierarchy Auto Layout solves: `addSubview`, `addLayoutGuide`,
/// a stack view's `addArrangedSubview` and `setCustomSpacing(_:after:)`, and the older
/// `addConstraint(s)` (which activate).
extension Evaluator {
  /// `item.name(arguments)` for one of `UIKitAnchorsVocabulary.viewMethods`.
  func hierarchyMethod(_ name: String, of item: Int, _ arguments: Arguments) throws(Diagnostic) -> Value {
    // A QuickLayout body or SwiftLayout's `var layout` places the views: the hierarchy is theirs.
    guard body == nil, !hasAnchorsLayout else { return ignoredCall(name, at: arguments.location) }
    // Once a constraint is made the script is an Auto Layout one (`isUsed` stays): no note to keep.
    if !uikit.isUsed { uikit.ignoredCalls.append((name, false, arguments.location)) }
    // A pasted class that builds its hierarchy lays it out by UIKit's rules, constraints or frames.
    if setUpInProgress != nil || !instanceContext.isEmpty, name != "sizeToFit" { uikit.isUsed = true }
    switch name {
    case "sizeToFit":
      try arguments.check([])
      sizeToFit(item)
    case _ where ["addSubview", "insertSubview"].contains(name)
      && arguments.items.contains(where: { $0.label.map(Self.orStackMarginLabels.contains) ?? false }):
      try orStackAdd(name, to: item, arguments)  // ORStackView's `addSubview(_:withTopMargin:sideMargin:)`
    case "addSubview" where Self.proxyClosure(arguments) != nil:
      // An app's layout DSL (`addSubview(label) { $0.top.equal(to: topAnchor) }`): the view added, its block run on a proxy.
      let child = try self.item(of: required(arguments, 0, "a view"), name)
      uikit.add(child, to: item)
      try runProxyBlock(Self.proxyClosure(arguments)!, of: child, called: "addSubview(_:)")
    case "addSubview" where arguments.items.count > 1 && arguments.items[0].label == nil:
      // An app's own overload: the view is added; one whose label says it pins
      // (`addSubview(_:pinningEdgesWith: insets)`) pins its edges to this view's, inset so; what else it does is the app's.
      let child = try self.item(of: required(arguments, 0, "a view"), name)
      uikit.add(child, to: item)
      let signature = "addSubview(_:" + arguments.items.dropFirst().map { "\($0.label ?? "_"):" }.joined() + ")"
      if arguments.items.dropFirst().contains(where: { label in ["pin", "edges", "fill"].contains { label.label?.lowercased().contains($0) == true } }) {
        pinEdges(of: child, to: item, arguments, at: arguments.location)
        note("'\(signature)' is not UIKit's but the app's own extension: by its label it adds the view and pins its edges to "
               + "this view's, inset by the insets it is given", at: arguments.location)
      } else {
        note("'\(signature)' is not UIKit's but the app's own extension: the view is added, the rest of what it does is not modelled",
             at: arguments.location)
      }
    case "addSubview", "addLayoutGuide", "insertSubview":
      try arguments.check(name == "insertSubview" ? ["_", "at", "aboveSubview", "belowSubview"] : ["_"])
      uikit.add(try self.item(of: required(arguments, 0, "a view"), name), to: item)
    case "addSubviews":
      // The common `extension UIView { func addSubviews(_ views: UIView...) }`: each view, or an array of them.
      for argument in arguments.items where !argument.isTrailingClosure {
        let views: [Value]
        if case .array(let items) = argument.value { views = items } else { views = [argument.value] }
        for view in views {
          uikit.add(try self.item(of: EvaluatedArgument(label: nil, value: view, isTrailingClosure: false, location: argument.location,
                                                        callee: name), name), to: item)
        }
      }
    case "removeLayoutGuide", "removeFromSuperview":
      let removed = name == "removeFromSuperview" ? item : try self.item(of: required(arguments, 0, "a layout guide"), name)
      uikit.superviews[removed] = nil
      uikit.added.removeAll { $0 == removed }
    case "addArrangedSubview", "insertArrangedSubview":
      try arguments.check(name == "insertArrangedSubview" ? ["_", "at"] : ["_"])
      let child = try self.item(of: required(arguments, 0, "a view"), name)
      try arrange(child, in: item, at: name == "insertArrangedSubview" ? try integer(arguments["at"], default: 0) : nil,
                  location: arguments.location)
    case "removeArrangedSubview":
      let child = try self.item(of: required(arguments, 0, "a view"), name)
      uikit.stacks[item]?.arranged.removeAll { $0 == child }
    case "setCustomSpacing":
      try arguments.check(["_", "after"])
      let spacing = try number(arguments.positional(0), default: 0)
      let after = try self.item(of: required(arguments, "after", "the arranged view it follows"), name)
      uikit.stacks[item, default: StackViewConfiguration()].customSpacing[after] = spacing
    case "addConstraints" where arguments.items.first?.label != nil:
      // The app's own `addConstraints(left:right:centerY:leftConstant:…)`: `Evaluator+AppConstraintHelpers`.
      return try constraintByAppHelper(name, view: item, arguments) ?? .void
    case "addConstraint", "addConstraints", "removeConstraint", "removeConstraints":
      try arguments.check(["_"])
      for index in try constraintIndices(required(arguments, 0, "constraints")) {
        uikit.setActive(index, name.hasPrefix("add"))
      }
    default:
      break
    }
    return .void
  }

  /// The view or guide an argument holds.
  func item(of argument: EvaluatedArgument, _ method: String) throws(Diagnostic) -> Int {
    switch argument.value {
    case .view(let id), .uikit(.guide(let id)): return id
    default: throw mismatch(argument, "a view or layout guide")
    }
  }

  /// The constraints an argument holds: one, or an array of them (nested arrays flattened, as
  /// `activate(a + b)` and `activate([c] + vfl)` give).
  /// In UIKit code, a view among them is what an app's own helper returns (`avatar.constraintWidthTo(54)`,
  /// read as a method that passes its view through), left out and said once per place, or a
  /// constraint left out already (`unknownLengthConstraint`).
  func constraintIndices(_ argument: EvaluatedArgument) throws(Diagnostic) -> [Int] {
    var found: [Int] = []
    var leftOut: [String] = []
    func collect(_ value: Value) -> Bool {
      switch value {
      case .uikit(.constraint(let index)): found.append(index)
      case .uikit(.snpConstraints(let indices)): found += indices
      case .array(let items): return items.allSatisfy(collect)
      case .view(let id) where isUIKitCode && viewTable.views.indices.contains(id):
        let name = viewTable.views[id].name ?? "?"
        if !isPlaceholderName(value), !leftOut.contains(name) { leftOut.append(name) }  // a placeholder's note is its own
      default: return false
      }
      return true
    }
    defer {
      if !leftOut.isEmpty, unmodelledNotePlaces.insert(argument.location).inserted {
        note("\(leftOut.map { "'\($0)'" }.joined(separator: ", ")) \(leftOut.count == 1 ? "is no constraint" : "are no constraints") qlrepl reads "
               + "(what an app's own helper makes): left out", at: argument.location)
      }
    }
    guard collect(argument.value) else { throw mismatch(argument, "NSLayoutConstraints") }
    return found
  }

  /// `NSLayoutConstraint.activate([…])`, `.deactivate([…])`, `.constraints(withVisualFormat:…)`.
  func layoutConstraintClassMethod(_ name: String, _ arguments: Arguments) throws(Diagnostic) -> Value {
    switch name {
    case "activate", "deactivate":
      try arguments.check(["_"])
      for index in try constraintIndices(required(arguments, 0, "an array of constraints")) {
        uikit.setActive(index, name == "activate")
      }
      return .void
    case "constraints":
      return try visualFormatConstraints(arguments)
    default:
      throw Diagnostic("NSLayoutConstraint has no class method '\(name)'", at: arguments.location,
                       hint: didYouMean(name, among: ["activate", "deactivate", "constraints"])
                         ?? "write NSLayoutConstraint.activate([…]) or .constraints(withVisualFormat:options:metrics:views:)")
    }
  }
}

extension Evaluator {
  /// The argument labelled `label`, or a diagnostic saying what is missing.
  func required(_ arguments: Arguments, _ label: String, _ what: String) throws(Diagnostic) -> EvaluatedArgument {
    guard let argument = arguments[label] else {
      throw Diagnostic("'\(arguments.callee)' needs `\(label):` \(what)", at: arguments.location)
    }
    return argument
  }
}

extension Evaluator {
  /// A number a constraint, a spacing or an inset can hold: finite (an infinite or NaN one
  /// would leave the solver nothing to solve).
  func finiteNumber(_ argument: EvaluatedArgument?, default fallback: Double) throws(Diagnostic) -> Double {
    let value = try number(argument, default: fallback)
    guard value.isFinite else { throw mismatch(argument!, "a finite number") }
    return value
  }
}

import LayoutCore

/// The anchors script: a SwiftLayout `var layout: some Layout { … }` run into an `AnchorsLayout`.
extension Evaluator {
  /// The anchors layout of a script without a QuickLayout body whose `layout` property holds
  /// SwiftLayout's DSL; nil for any other script.
  /// True when the script declares `var layout: some Layout { … }`: an anchors script.
  var hasAnchorsLayout: Bool { functions["layout"]?.isProperty ?? false }

  func anchorsScript() throws(Diagnostic) -> AnchorsScript? {
    guard body == nil, let declaration = functions["layout"], declaration.isProperty else { return nil }
    let builder = AnchorsBuilder(self)
    try builder.runLayout(declaration.body, superview: nil)
    guard builder.layout != nil else {
      throw Diagnostic("the layout places no view", at: declaration.location,
                       hint: "start it with the root view: `root.sl.sublayout { … }`")
    }
    builder.resolvePending()
    guard var layout = builder.layout else { return nil }
    for view in layout.placed where views[view].contentPriorities != ContentPriorities() {
      layout.contentPriorities[view] = views[view].contentPriorities
    }
    return AnchorsScript(layout: layout, locations: builder.locations, location: declaration.location)
  }

  /// A note for SwiftLayout's activation calls (`self.sl.updateLayout()`, `sl.updateLayout(forceLayout: true)`),
  /// which the script does by itself when it renders; nil for any other expression.
  func swiftLayoutActivation(_ expression: Expression) -> String? {
    let chain = MemberChain(expression)
    guard let last = chain.links.last, ["updateLayout", "activate"].contains(last.name),
          chain.links.contains(where: { $0.name == "sl" }) || isHost(chain.base) else { return nil }
    return "'\(last.name)' activates the layout; the script activates `var layout` itself when it renders"
  }

  /// The view a pasted Layoutable class stands for (`self`, `view`, `contentView`): made once, named as written.
  func hostView(_ name: String, at location: SourceLocation) -> Int {
    if let existing = views.firstIndex(where: { $0.name == name && $0.typeName == "UIView" && $0.isHost }) { return existing }
    views.append(ViewRecord(name: nil, typeName: "UIView", kind: .plainView, location: location))
    views[views.count - 1].isHost = true
    give(views.count - 1, name: name)
    return views.count - 1
  }

  /// `view.setContentHuggingPriority(.defaultHigh, for: .horizontal)` and the compression one.
  func setContentPriority(_ name: String, of id: Int, _ arguments: Arguments) throws(Diagnostic) -> Value {
    try arguments.check(["_", "for"])
    guard let value = arguments.positional(0), let axisArgument = arguments["for"] else {
      throw Diagnostic("'\(name)(_:for:)' needs a priority and an axis", at: arguments.location,
                       hint: "write \(name)(.defaultHigh, for: .horizontal)")
    }
    let priority: Double
    switch value.value {
    case .number(let number): priority = number
    case .member(let member):
      guard let named = AnchorsVocabulary.priorities[member] else {
        throw Diagnostic("UILayoutPriority has no member '\(member)'", at: value.location,
                         hint: didYouMean(member, among: AnchorsVocabulary.priorities.keys))
      }
      priority = named
    default:
      throw Diagnostic("a priority must be a number or a UILayoutPriority", at: value.location)
    }
    guard case .member(let axisName) = axisArgument.value, let axis = ["horizontal": Axis.horizontal, "vertical": .vertical][axisName] else {
      throw Diagnostic("the axis is .horizontal or .vertical", at: axisArgument.location)
    }
    if name == "setContentHuggingPriority" {
      views[id].contentPriorities.hugging[axis] = priority
    } else {
      views[id].contentPriorities.compression[axis] = priority
    }
    return .void
  }
}

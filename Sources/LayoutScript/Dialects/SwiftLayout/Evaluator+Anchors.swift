import LayoutCore

/// The anchors script: a SwiftLayout `var layout: some Layout { … }` run into an `AnchorsLayout`.
extension Evaluator {
  /// True when the script declares `var layout: some Layout { … }`: an anchors script.
  var hasAnchorsLayout: Bool { declarations.functions["layout"]?.isAnchorsLayout ?? false }

  /// The anchors layout of a script without a QuickLayout body whose `layout` property holds
  /// SwiftLayout's DSL; nil for any other script.
  func anchorsScript() throws(Diagnostic) -> AnchorsScript? {
    guard body == nil, let declaration = declarations.functions["layout"], declaration.isAnchorsLayout else { return nil }
    let builder = AnchorsBuilder(self)
    try builder.runLayout(declaration.body, superview: nil)
    guard builder.layout != nil else {
      throw Diagnostic("the layout places no view", at: declaration.location,
                       hint: "start it with the root view: `root.sl.sublayout { … }`")
    }
    builder.resolvePending()
    guard var layout = builder.layout else { return nil }
    if viewTable.states[layout.root].isHost {
      freeCanvas(forSelfSized: layout.root, constraints: layout.constraints, name: flattenedClass ?? "the view")
    }
    fillAnchorsLayoutContentFromSurroundings(layout.placed)
    for view in layout.placed {
      if let priorities = viewTable.contentPriorities[view], priorities != ContentPriorities() { layout.contentPriorities[view] = priorities }
    }
    return AnchorsScript(layout: layout, locations: builder.locations, location: declaration.location)
  }

  /// A note for SwiftLayout's activation calls (`self.sl.updateLayout()`, `sl.updateLayout(forceLayout: true)`),
  /// which the script does by itself when it renders; nil for any other expression.
  func swiftLayoutActivation(_ expression: Expression) -> String? {
    let chain = MemberChain(expression)
    // A method of the file's own of that name (a UIKit class's `func updateLayout()`) is the app's code: it runs.
    guard let last = chain.links.last, declarations.functions[last.name] == nil else { return nil }
    let onLayout = ["active", "finalActive", "update"].contains(last.name) && chain.base.isCall(of: "layout")
    guard onLayout || ["updateLayout", "activate"].contains(last.name),
          onLayout || chain.links.contains(where: { $0.name == "sl" }) || isHost(chain.base) || isSwiftLayoutNamespace(chain.base) else { return nil }
    return "'\(last.name)' activates the layout; the script activates `var layout` itself when it renders"
  }

  /// `sl` written alone in the class's own code (`sl.updateLayout()` for `self.sl.updateLayout()`),
  /// when the script declares no `sl` of its own.
  private func isSwiftLayoutNamespace(_ base: Expression) -> Bool {
    guard case .name("sl", _) = base else { return false }
    return !scopes.contains { $0["sl"] != nil } && declarations.functions["sl"] == nil
  }

  /// `UIView.animate(withDuration:) { … }`, `UIView.transition(with:…) { … }`: animation is not
  /// modelled, so the block runs at once, with a note; false for any other expression.
  func runAnimationBlock(_ expression: Expression) throws(Diagnostic) -> Bool {
    let chain = MemberChain(expression)
    guard case .name("UIView", _) = chain.base, let link = chain.links.first, chain.links.count == 1,
          AnchorsVocabulary.animations.contains(link.name) else { return false }
    note("'UIView.\(link.name)' animates, and animation is not modelled: its block runs at once, and the picture shows "
           + "where the animation ends", at: link.location)
    if let closure = link.closure { _ = try invoke(closure, arguments: [], at: link.location) }
    return true
  }

  /// `Anchors` outside an `anchors { }` block, where it means nothing yet.
  func anchorsOutsideBlock(at location: SourceLocation) -> Diagnostic {
    Diagnostic("an `Anchors` statement only makes constraints inside a view's anchors block", at: location,
               hint: "write it in `view.sl.anchors { Anchors.top.bottom }`, inside `var layout: some Layout { … }`")
  }

  /// `view.sl.swiftUI`, SwiftLayout's bridge of a UIKit view into SwiftUI, which is not modelled.
  /// `ViewUIView().sl.swiftUI`, SwiftLayout's UIKit view shown in SwiftUI: its own layout is an
  /// anchors script, which no SwiftUI layout can hold, so it is a box named for the view's type,
  /// drawn as a placeholder and noted.
  func swiftUIBridge(_ view: Expression, at location: SourceLocation) throws(Diagnostic) -> Value {
    let name: String
    switch view {
    case .call(let call): if case .name(let type) = call.callee { name = type } else { name = "UIView" }
    case .name(let variable, _): name = variable
    default: name = "UIView"
    }
    note("SwiftLayout's `.sl.swiftUI` shows a UIKit view in SwiftUI: drawn as a box named '\(name)'; "
         + "lay the view out on its own (its `var layout` in a file of its own is an anchors script)", at: location)
    try countElement(at: location)
    let id = viewTable.addView(typeName: name, kind: .sizedView(Size(width: 80, height: 44)), at: location)
    viewTable.views[id].isPlaceholder = true
    return .view(id)
  }

  /// The view a pasted Layoutable class stands for (`self`, `view`, `contentView`): made once, named as written.
  func hostView(_ name: String, at location: SourceLocation) -> Int {
    if let existing = viewTable.views.indices.first(where: { viewTable.views[$0].name == name && viewTable.views[$0].typeName == "UIView" && viewTable.states[$0].isHost }) {
      return existing
    }
    let id = viewTable.addView(typeName: "UIView", kind: .plainView, at: location)
    viewTable.states[id].isHost = true
    give(id, name: name)
    return id
  }

  /// `view.setContentHuggingPriority(.defaultHigh, for: .horizontal)` and the compression one.
  func setContentPriority(_ name: String, of id: Int, _ arguments: Arguments) throws(Diagnostic) -> Value {
    try arguments.check(["_", "for"])
    guard let value = arguments.positional(0), let axisArgument = arguments["for"] else {
      throw Diagnostic("'\(name)(_:for:)' needs a priority and an axis", at: arguments.location,
                       hint: "write \(name)(.defaultHigh, for: .horizontal)")
    }
    let priority = try layoutPriority(value)
    guard case .member(let axisName) = axisArgument.value, let axis = ["horizontal": Axis.horizontal, "vertical": .vertical][axisName] else {
      throw Diagnostic("the axis is .horizontal or .vertical", at: axisArgument.location)
    }
    if name == "setContentHuggingPriority" {
      viewTable.contentPriorities[id, default: ContentPriorities()].hugging[axis] = priority
    } else {
      viewTable.contentPriorities[id, default: ContentPriorities()].compression[axis] = priority
    }
    return .void
  }
}

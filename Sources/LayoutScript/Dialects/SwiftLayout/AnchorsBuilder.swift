import LayoutCore

/// Runs a SwiftLayout `var layout: some Layout { … }` and collects what its activation would
/// do: the views each `sublayout` places, the constraints each `anchors` block gives, the
/// `identifying` names (resolved at the end, so forward references work).
final class AnchorsBuilder {
  let evaluator: Evaluator
  var layout: AnchorsLayout?
  /// Where each constraint of `layout.constraints` was written.
  var locations: [SourceLocation] = []
  /// The constraints of `layout`, for telling a repeat in constant time.
  var activated: Set<AnchorConstraint> = []
  /// The views of `layout.placed`, likewise.
  private var placedViews: Set<Int> = []
  /// `identifying` names, the first in layout order winning.
  var identified: [String: Int] = [:]
  /// Constraints whose target is a name, resolved once the whole layout is known.
  var pending: [PendingConstraint] = []
  /// The multiplier of the statement being expanded.
  var multiplier = 1.0
  /// The insets of the layout guide the statement being expanded relates to (`LayoutGuides`), nil for a view.
  var guideInsets: EdgeInsets?

  init(_ evaluator: Evaluator) {
    self.evaluator = evaluator
  }

  /// The statements of the layout (or a `sublayout { }` block) placed in `superview`.
  func runLayout(_ statements: [Statement], superview: Int?) throws(Diagnostic) {
    for statement in statements {
      do throws(Diagnostic) {
        try runLayout(statement, superview: superview)
      } catch {
        try evaluator.recover(error, in: statement)
      }
    }
  }

  private func runLayout(_ statement: Statement, superview: Int?) throws(Diagnostic) {
    try evaluator.enter(statement.location)
    defer { evaluator.budget.depth -= 1 }
    switch statement {
    case .expression(let expression):
      if let helper = try layoutHelper(expression) {
        // A `@LayoutBuilder` helper (`func priceColumn() -> some Layout`, `var header: some Layout`):
        // its statements are part of this builder, its parameters bound.
        evaluator.scopes.append(helper.parameters)
        defer { evaluator.scopes.removeLast() }
        let body = helper.function.body.map { statement -> Statement in
          if case .returnValue(let value?, _) = statement { return .expression(value) }
          return statement
        }
        return try runLayout(body, superview: superview)
      }
      try node(MemberChain(expression), superview: superview, at: expression.location)
    default:
      try control(statement) { body throws(Diagnostic) in try runLayout(body, superview: superview) }
    }
  }

  /// `if`, `for`, `let` and assignments inside a builder; `run` runs a chosen body.
  func control(_ statement: Statement, run: ([Statement]) throws(Diagnostic) -> Void) throws(Diagnostic) {
    switch statement {
    case .ifElse(let branches, let otherwise, _):
      for branch in branches where try evaluator.condition(branch.condition) { return try scoped(branch.body, run) }
      if let otherwise { try scoped(otherwise, run) }
    case .forIn(let variables, let sequence, let body, _):
      for item in try evaluator.sequence(try evaluator.evaluate(sequence), at: sequence.location) {
        let bound = try evaluator.destructure(item, into: variables, at: sequence.location)
        evaluator.scopes.append(bound.mapValues { Evaluator.Variable(value: $0, isVariable: false) })
        defer { evaluator.scopes.removeLast() }
        try run(body)
      }
    case .binding, .assignment, .ignored:
      var children: [Child] = []
      _ = try evaluator.execute(statement, into: &children)
    default:
      throw Diagnostic("a layout builder holds views, `Anchors` statements, `if` and `for`", at: statement.location)
    }
  }

  private func scoped(_ body: [Statement], _ run: ([Statement]) throws(Diagnostic) -> Void) throws(Diagnostic) {
    evaluator.scopes.append([:])
    defer { evaluator.scopes.removeLast() }
    try run(body)
  }

  /// `view`, `view.sl.anchors { … }.sublayout { … }`, `UIImageView(…).sl.identifying("x")…`.
  private func node(_ chain: MemberChain, superview: Int?, at location: SourceLocation) throws(Diagnostic) {
    let value: Value
    if evaluator.isHost(chain.base), case .name(let name, let hostLocation) = chain.base {
      value = .view(evaluator.hostView(name, at: hostLocation))
    } else {
      value = try evaluator.evaluate(chain.base)
    }
    guard case .view(let view) = value else {
      if case .invalid = value { return }
      throw Diagnostic("a layout builder places views, not \(value.typeDescription)", at: chain.base.location,
                       hint: "write `view.sl.sublayout { … }` or `view.sl.anchors { … }`")
    }
    place(view, in: superview, at: location)
    var links = chain.links[...]
    guard let first = links.first else { return }
    // SwiftLayout 2 calls the layout methods on the view itself (`self.anchors { … }.sublayout { … }`).
    guard first.name == "sl" || Self.layoutMethods.contains(first.name) else {
      throw Diagnostic("SwiftLayout's layout methods are reached through `.sl`", at: first.location,
                       hint: "write `\(evaluator.viewTable.name(ofView: view) ?? "view").sl.\(first.name)…`")
    }
    if first.name == "sl" { links = links.dropFirst() }
    var previous = "sl"
    for link in links {
      try apply(link, to: view, after: previous)
      previous = link.name
    }
  }

  /// The methods a view takes in a layout builder, with `.sl` before them or (SwiftLayout 2) without.
  static let layoutMethods: Set<String> = ["anchors", "sublayout", "identifying", "onActivate", "config"]

  private func apply(_ link: ChainLink, to view: Int, after previous: String) throws(Diagnostic) {
    switch link.name {
    case "config":
      // `label.config { $0.text = "…" }`: the block sets the view up.
      if let closure = link.closure { _ = try evaluator.invoke(closure, arguments: [.view(view)], at: link.location) }
    case "anchors", "sublayout", "onActivate":
      guard let closure = link.closure else {
        throw Diagnostic("'\(link.name)' needs a block", at: link.location, hint: "write `.\(link.name) { … }`")
      }
      if link.name == "anchors" {
        try runAnchors(closure.body, view: view)
      } else if link.name == "sublayout" {
        try runLayout(closure.body, superview: view)
      } else {
        _ = try evaluator.invoke(closure, arguments: closure.parameters.isEmpty ? [] : [.view(view)], at: link.location)
      }
    case "identifying":
      try identify(view, link)
    case "sl" where previous == "identifying":
      evaluator.note("SwiftLayout 5 spells this `.identifying(\"…\").anchors { … }`, without the second `.sl`",
                     at: link.location)
    default:
      throw Diagnostic("'\(link.name)' is not a SwiftLayout layout method", at: link.location,
                       hint: didYouMean(link.name, among: ["anchors", "sublayout", "identifying", "onActivate"])
                         ?? "a view takes .sl.anchors { }, .sl.sublayout { }, .sl.identifying(\"name\"), .sl.onActivate { }")
    }
  }

  private func identify(_ view: Int, _ link: ChainLink) throws(Diagnostic) {
    guard let argument = link.positional.first else {
      throw Diagnostic("'identifying' needs a name", at: link.location, hint: "write .identifying(\"name\")")
    }
    guard case .string(let name) = try evaluator.evaluate(argument.value) else {
      throw Diagnostic("'identifying' takes a string", at: argument.location)
    }
    if identified[name] == nil { identified[name] = view }
    if evaluator.viewTable.name(ofView: view) == nil { evaluator.give(view, name: name) }
  }

  /// Puts `view` in `superview` (the root, for the first top-level statement).
  private func place(_ view: Int, in superview: Int?, at location: SourceLocation) {
    // `layout` is changed in place (never through a copy), so its arrays are not copied per view.
    guard let root = layout?.root else {
      layout = AnchorsLayout(root: view)
      placedViews = [view]
      return
    }
    guard let superview else {
      if layout?.isPlaced(view) == false {
        evaluator.warnings.append(Diagnostic(
          "'\(evaluator.viewTable.name(ofView: view) ?? "view")' is not inside the root's layout; it is not placed", at: location,
          hint: "place it in a `sublayout { }` block of the first statement", severity: .warning))
      }
      return
    }
    guard view != root, layout?.ancestors(of: superview).contains(view) == false else {
      evaluator.warnings.append(Diagnostic("a view cannot be placed inside itself or its own subviews", at: location,
                                           severity: .warning))
      return
    }
    layout?.parents[view] = superview
    if placedViews.insert(view).inserted { layout?.placed.append(view) }
  }
}

extension AnchorsBuilder {
  /// The script's layout helper a builder statement calls (`priceColumn()`, `header`), with its
  /// parameters bound; nil for anything else.
  func layoutHelper(_ expression: Expression) throws(Diagnostic) -> (function: FunctionDeclaration, parameters: [String: Evaluator.Variable])? {
    switch expression {
    case .call(let call):
      guard case .name(let name) = call.callee, let function = evaluator.declarations.functions[name], !function.isViewStruct,
            !function.isProperty, !evaluator.scopes.contains(where: { $0[name] != nil }) else { return nil }
      let arguments = try evaluator.evaluateArguments(call, callee: name, at: call.location)
      return (function, try evaluator.bind(function, arguments))
    case .name(let name, _):
      guard let function = evaluator.declarations.functions[name], function.isProperty,
            !evaluator.scopes.contains(where: { $0[name] != nil }) else { return nil }
      return (function, [:])
    default:
      return nil
    }
  }
}

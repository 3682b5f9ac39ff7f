import LayoutCore

/// A SwiftLayout snippet with no `var layout`: its top-level `view.sl.sublayout { … }` statements,
/// as SwiftLayout's README writes them, are the layout, with a note (as a loose QuickLayout
/// layout is the body).
extension Evaluator {
  /// `statements` with their SwiftLayout statements gathered into `var layout: some Layout { … }`
  /// when the file declares neither a layout nor a body; unchanged otherwise.
  func gatheringLooseAnchors(_ statements: [Statement]) -> [Statement] {
    guard !statements.contains(where: { $0.isAnchorsLayout || $0.isBody }),
          let first = statements.first(where: \.isSwiftLayoutStatement) else { return statements }
    note("the file declares no `var layout: some Layout { … }`: its SwiftLayout statements are the layout", at: first.start)
    let layout = FunctionDeclaration(name: "layout", parameters: [], body: statements.filter(\.isSwiftLayoutStatement),
                                     isProperty: true, location: first.start, resultType: "some Layout")
    return statements.filter { !$0.isSwiftLayoutStatement } + [.function(layout)]
  }
}

extension Evaluator {
  /// `Name { subview.sl.anchors { … } }`: the form SwiftLayout's ViewPrinter prints and SwiftLayout 1
  /// wrote, which places nothing today.
  func viewBlockWithoutSublayout(_ name: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic("'\(name) { … }' is not SwiftLayout code today: it is how ViewPrinter prints a view, and how SwiftLayout 1 "
                 + "placed subviews", at: location,
               hint: "write the view's sublayout: `\(name.prefix(1).lowercased() + name.dropFirst()).sl.sublayout { … }`, "
                 + "in `var layout: some Layout { … }`")
  }
}

extension Argument {
  /// True for a closure holding SwiftLayout statements (`child.sl.anchors { … }`, `red.anchors { … }`).
  var holdsSwiftLayout: Bool {
    guard case .closure(let closure) = value else { return false }
    return closure.body.contains { statement in
      guard case .expression(let expression) = statement else { return false }
      return MemberChain(expression).links.contains { ["sl", "anchors", "sublayout"].contains($0.name) }
    }
  }
}

extension Statement {
  /// True for `view.sl.sublayout { … }`, `view.sl.anchors { … }` and their chains.
  var isSwiftLayoutStatement: Bool {
    guard case .expression(let expression) = self else { return false }
    let links = MemberChain(expression).links
    return links.first?.name == "sl" && links.contains { ["sublayout", "anchors"].contains($0.name) }
  }
}

import LayoutCore

/// Which of a file's pasted UIKit classes it shows, as a screen shows its root view: the one
/// `--view NAME` names; else the last class with a layout body that no other such class uses
/// (a `ViewController` whose body holds `myView`, not the `MyView` it holds); else the last
/// class with a body. The shown class is read in the paste form, its stored properties the
/// file's globals and its body the body; the others are types (`Evaluator+ViewClasses`). Of a
/// file whose classes have no body (Auto Layout or frames set in `viewDidLoad`, `layoutSubviews`),
/// the last class no other uses is shown so (each class keeps its own members).
extension Evaluator {
  /// The shown class's `override func sizeThatFits(_ size: CGSize) -> CGSize`, read as the file's
  /// function of that name: what a `.fit` canvas measures the body by.
  var shownClassSizing: ViewSizing? {
    guard let className = flattenedClass, let method = declarations.functions["sizeThatFits"], method.parameters.count == 1,
          method.resultType == "CGSize", !method.isStatic else { return nil }
    return ViewSizing(ScriptViewSizing(className: className, method: method, members: [:], context: layoutContext()))
  }

  /// The last of `classes` that no other of them names in its members.
  private static func lastRoot(of classes: [ViewClassDeclaration]) -> ViewClassDeclaration? {
    classes.last { candidate in
      !classes.contains { $0.name != candidate.name && $0.members.names(includingMembers: false).contains(candidate.name) }
    }
  }

  /// The file's statements, the class it shows spliced in as its members.
  func showingOneClass(_ statements: [Statement]) -> [Statement] {
    let classes = statements.compactMap { statement -> ViewClassDeclaration? in
      if case .viewClass(let declaration) = statement { return declaration }
      return nil
    }
    let laidOut = classes.filter(\.hasBody)
    let shown: String?
    if let forced = forcedView, classes.contains(where: { $0.name == forced }) {
      shown = forced
    } else if let last = laidOut.last {
      shown = (Self.lastRoot(of: laidOut) ?? last).name
    } else if classes.count > 1 {
      // No class has a body (UIKit code that lays its views out by constraints or frames): the
      // last class no other one uses is the screen; the others are types it makes views of.
      shown = Self.lastRoot(of: classes)?.name
    } else {
      shown = nil
    }
    shownClass = classes.count > 1 ? shown : nil
    flattenedClass = shown ?? classes.last?.name
    return statements.map { statement in
      guard case .viewClass(let declaration) = statement, shown == nil || declaration.name == shown else { return statement }
      return .declarations(declaration.members, declaration.location)
    }
  }
}

import LayoutCore

/// A file's statements in two passes: declarations first (components, alignments, the body),
/// then the other statements in order, each failure reported and skipped.
extension Evaluator {
  /// Runs a main file, then its additions (whose body replaces the file's), and builds the body.
  /// Errors are in `errors`; the result is valid only without them. The file's statements are
  /// taken from `statements` (left empty), so that each top-level binding's syntax is freed once
  /// it has run (`run`).
  func evaluateScript(_ statements: inout [Statement], path: String, additions: [Statement] = []) throws(Diagnostic) -> EvaluatedScript {
    importStack = [path]
    var file = gatheringLooseAnchors(showingOneClass(statements).flatMap(\.flattened)), added = additions.flatMap(\.flattened)
    if let call = viewFactoryCall(in: file) { file.append(call) }
    statements = []
    // Analysed before evaluation, so that its sets of names are freed before the views are built.
    let unused = UnusedDeclarations(file + added).findings
    let viewStructs = (file + added).compactMap { statement -> FunctionDeclaration? in
      if case .function(let function) = statement, function.isViewStruct { return function }
      return nil
    }
    try run(&file, isMain: true)
    if added.contains(where: \.isBody) { body = nil }
    try run(&added, isMain: true)
    // The view structs a file may show; a UIKit class's own nested ones (a file that declares no
    // SwiftUI view of its own, `Parser.declaresSwiftUIView`) are components of the class, not the screen.
    let views = semanticsChoice.swiftUIMark == "View" || flattenedClass == nil ? viewStructs + viewsDeclaredByExtensions() : []
    if let named = forcedView.map({ (name: $0, location: SourceLocation(file: path, line: 0, column: 0)) }) ?? namedView,
       named.name != shownClass {
      body = try shownView(named: named.name, among: views, at: named.location)
    } else if body == nil {
      let fileStart = SourceLocation(file: path, line: 1, column: 1)
      let loose = looseLayouts.filter(\.value.isLayoutLike).count
      // A pasted Layoutable class's own `var layout` is what its `#Preview` shows, when the file
      // has no SwiftUI view to show instead.
      let showsAnchorsLayout = declarations.functions["layout"]?.isAnchorsLayout == true && views.isEmpty
      if loose == 0, !showsAnchorsLayout {
        body = try shownView(named: nil, among: views, at: fileStart)
      } else if !viewStructCalled, previews.isEmpty, let shown = try shownView(named: nil, among: views, at: fileStart) {
        // Loose layouts beside a view nothing calls are examples of their own, as the view is:
        // each is a layout (`bodyOfLooseLayout`). One loose layout that calls a view
        // (`MyView(title: "Hi")` under the structs) is the body instead.
        var children: [Child] = []
        try executeBlock(shown.statements, into: &children)
        let view = try builderElement(children, at: shown.location)
        looseLayouts.append(Child(value: .layout(view.element, depth: view.depth), location: shown.location))
      }
    }
    var element = try bodyOfLooseLayout()
    if let body {
      fillClassBodyContentFromSurroundings()
      let children = try shownChildren(body, views: views)
      element = try builderElement(children, at: self.body?.location ?? body.location).element
    }
    notePlaceholders()
    noteUnmodelled()
    noteAppearanceSetters()
    noteLeftOut()
    noteAppFonts()
    checkStatically()
    var anchors = try anchorsScript()
    if anchors == nil { anchors = try uikitAnchorsScript(showingOwnViewAlone: element == nil && titledLayouts.count <= 1) }
    // Declarations typed at a prompt are for the entries after them: only the file's are checked.
    warnings += unused.warnings(hasBody: element != nil || anchors != nil, isAnchors: anchors != nil)
      .filter { $0.location.file == path && !flattenedMethods.contains($0.location) && !flattenedProperties.contains($0.location) }
    viewTable.assignGeneratedNames()
    nameInstanceViews()
    noteLayoutNeutralModifiers()
    noteUnmodelledStyles()
    if let warning = placeholders.warning { warnings.append(warning) }
    canvas.semantics = semanticsChoice.semantics
    let document: ScriptDocument
    if titledLayouts.count > 1 {
      document = .layouts(titledLayouts, shown: 0)
    } else if let element {
      document = .elements(element)
    } else if let anchors {
      document = .anchors(anchors)
    } else {
      document = .library
    }
    var script = EvaluatedScript(canvas: canvas, document: document, views: viewTable.views, warnings: inSourceOrder(warnings),
                                 importedFiles: imported.sorted(), globals: globalValues)
    script.rootSizing = shownClassSizing
    return script
  }

  /// The top-level names and their values, sorted by name.
  private var globalValues: [ScriptGlobal] {
    // The names sorted alone, not the (name, variable) pairs: half the memory for 40,000 globals.
    scopes[0].keys.sorted().map { name in
      let variable = scopes[0][name]!
      let shown: ScriptGlobal.Shown
      if case .view(let id) = variable.value {
        shown = .view(name: viewTable.views[id].name, type: viewTable.views[id].typeName)
      } else {
        shown = .text(variable.value.interpolated)
      }
      return ScriptGlobal(name: name, shown: shown, isVariable: variable.isVariable)
    }
  }

  /// Declares a file's components, alignments and body, then runs its other statements in order.
  /// A top-level binding that has run is replaced in `statements` by an elision at its place:
  /// its value lives in the globals, and its syntax (a script of 40,000 `let` views holds
  /// megabytes of it) is freed before the body builds the views' elements.
  func run(_ statements: inout [Statement], isMain: Bool) throws(Diagnostic) {
    var pendingAlignments: [PendingAlignment] = []
    for statement in statements {
      do throws(Diagnostic) {
        try declare(statement, isMain: isMain, pendingAlignments: &pendingAlignments)
      } catch {
        try recover(error)
      }
    }
    do throws(Diagnostic) { try declareAlignments(pendingAlignments) } catch { try recover(error) }
    addExtensionInitializers(statements)
    for case .layoutExtension(let name, let methods, let location) in statements {
      do throws(Diagnostic) { try extendLayout(name, with: methods, at: location) } catch { try recover(error) }
    }
    // Set-up code of a pasted class runs once the file's globals are declared, wherever they are
    // written (Swift initializes globals when first used).
    // UIKit's layout pass (`layoutSubviews()`) comes after all of them (`Parser.layoutPassMethods`).
    let setUpLast = statements.indices.filter { !statements[$0].isSetUp } + statements.indices.filter { statements[$0].isSetUp && !statements[$0].isLayoutPass }
      + statements.indices.filter { statements[$0].isLayoutPass }
    for index in setUpLast {
      let statement = statements[index]
      switch statement {
      case .function, .alignmentID, .alignmentExtension, .body, .importModule, .structure, .enumeration, .layout, .layoutValueKey, .layoutExtension,
           .viewClass:
        continue
      default:
        if case .binding(_, _, _, let location) = statement { statements[index] = .elision(location) }
        do throws(Diagnostic) {
          try runTopLevel(statement)
        } catch {
          try recover(error, in: statement)
        }
      }
    }
  }

  /// The initializers extensions of a view struct declare (`extension OnboardingView { init(_
  /// title: some StringProtocol, action: …) { self.init(…) } }`): the view's own, after those of
  /// its body, its parameters merged with theirs (`ViewInitializerParameters`).
  private func addExtensionInitializers(_ statements: [Statement]) {
    var added: [String: [FunctionDeclaration]] = [:]
    for case .function(let function) in statements.lazy.flatMap(\.flattened) where function.name == "init" && !function.isProperty {
      guard let type = function.memberOf, declarations.functions[type]?.isViewStruct == true else { continue }
      added[type, default: []].append(function)
    }
    for (type, initializers) in added {
      guard var view = declarations.functions[type] else { continue }
      view.initializers += initializers.filter { added in !view.initializers.contains { $0.location == added.location } }
      view.parameters = ViewInitializerParameters.merged(view.properties, initializers: view.initializers.map(\.parameters))
      declarations.functions[type] = view
    }
  }

  /// The first pass over a file: components, AlignmentIDs, custom alignments and the body.
  private func declare(_ statement: Statement, isMain: Bool, pendingAlignments: inout [PendingAlignment]) throws(Diagnostic) {
    switch statement {
    case .function(let function) where function.isPreview:
      if isMain { previews.append(function) }
      if let type = function.memberOf { try declareMember(function, of: type) }
    case .function(let function) where function.memberOf != nil:
      try declareMember(function, of: function.memberOf!)
    case .enumeration(let declaration):
      try declareEnum(declaration)
    case .function(let function):
      if let existing = declarations.functions[function.name] {
        // Functions overload by their labels, as Swift's do; the same labels twice is a redeclaration.
        let overloads = declarations.functionOverloads[function.name] ?? [existing]
        guard !function.isViewStruct, !function.isProperty, !existing.isViewStruct, !existing.isProperty,
              !overloads.contains(where: { $0.parameters.map(\.label) == function.parameters.map(\.label) }) else {
          throw Diagnostic("invalid redeclaration of '\(function.name)'", at: function.location,
                           hint: "it is already declared at \(existing.location)")
        }
        declarations.functionOverloads[function.name] = overloads + [function]
        return
      }
      declarations.functions[function.name] = function
    case .structure(let declaration):
      guard declarations.structTypes[declaration.name] == nil, declarations.functions[declaration.name] == nil else {
        throw Diagnostic("invalid redeclaration of '\(declaration.name)'", at: declaration.location)
      }
      declarations.structTypes[declaration.name] = declaration
    case .layout(let layout):
      try declareLayout(layout)
    case .layoutValueKey(let name, let defaultValue, let location):
      guard declarations.layoutValueKeys[name] == nil, declarations.structTypes[name] == nil else { throw Diagnostic("invalid redeclaration of '\(name)'", at: location) }
      declarations.layoutValueKeys[name] = defaultValue
    case .alignmentID(let name, let closure, let location):
      guard declarations.alignmentIDs[name] == nil else { throw Diagnostic("invalid redeclaration of '\(name)'", at: location) }
      declarations.alignmentIDs[name] = closure
    case .alignmentExtension(let axisType, let members, _):
      let axis: Axis = axisType == "VerticalAlignment" ? .vertical : .horizontal
      pendingAlignments += members.map { PendingAlignment(member: $0, axis: axis, typeName: axisType) }
    case .viewClass(let declaration):
      for nested in try declareViewClass(declaration) {
        try declare(nested, isMain: isMain, pendingAlignments: &pendingAlignments)
      }
    case .body(let statements, let location):
      if !isMain {
        warnings.append(Diagnostic("the body of an imported file is ignored", at: location, severity: .warning))
      } else if let existing = body {
        throw Diagnostic("the script declares more than one body", at: location,
                         hint: "the first one is at \(existing.location)")
      } else {
        body = (statements, location)
      }
    default:
      break
    }
  }

  /// A top-level statement of the second pass: an import, or a statement run in order.
  private func runTopLevel(_ statement: Statement) throws(Diagnostic) {
    if case .importFile(let path, let location) = statement { return try importFile(path, at: location) }
    var children: [Child] = []
    if case .returned = try execute(statement, into: &children) {
      throw Diagnostic("'return' is only allowed in a component", at: statement.location)
    }
    // A call run for what it does (`addItems(count: 3)`, a function of no result) leaves an empty group: no layout.
    if let loose = children.first, !loose.value.isEmptyGroup { keepLoose(Child(value: loose.value, location: statement.start)) }
  }
}

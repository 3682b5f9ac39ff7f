import LayoutCore

/// The tree-walking evaluator: runs a script's statements, keeps its variables, views,
/// components and custom alignments, and builds the body's element tree.
final class Evaluator {
  /// A named value and whether `NAME = …` may change it.
  struct Variable {
    var value: Value
    var isVariable: Bool
    /// A local computed property (`var messageLabel: some View { … }` in a body): `value` is
    /// the closure of its getter, run each time the name is read.
    var isComputed = false
  }

  /// How a statement list ended.
  enum Outcome {
    case normal
    case returned(Value)
    /// A `continue` (`isBreak` false) or `break` ran: the innermost loop takes its next turn, or ends.
    case leftTurn(isBreak: Bool)
  }

  let limits: ScriptLimits
  var sources: [String: String] = [:]
  /// The script's views and their names.
  var viewTable = ViewTable()
  /// What UIKit's Auto Layout code (anchors, VFL, UIStackView, SnapKit) has built so far.
  var uikit = UIKitLayoutState()
  var warnings: [Diagnostic] = []
  /// The layout-neutral SwiftUI modifiers used, each with where it was first written.
  var neutralModifiers: [String: SourceLocation] = [:]
  /// The style modifiers used with an argument whose layout qlrepl does not model
  /// (`.listStyle(.plain)`), each with where it was first written.
  var unmodelledStyles: [String: SourceLocation] = [:]
  /// What the script uses and never declares, stood in for by placeholders.
  var placeholders = Placeholders()
  /// The names a call has made a placeholder type's box of (`ExpensiveView(index: i)`): a second
  /// call of one goes to the box at once, past the checks that all answered no the first time.
  var placeholderTypeNames: Set<String> = []
  /// Whether a Composable Architecture store was drawn as its state, and said so (`composableStore`).
  var notedComposableStore = false
  var canvas = Canvas()
  /// The Dynamic Type size text styles, plain text, `@ScaledMetric` and
  /// `@Environment(\.dynamicTypeSize)` are read at (`--dynamic-type`; Large by default).
  var dynamicTypeSize: DynamicTypeSize { canvas.dynamicTypeSize }
  /// Which layout rules the body is built for.
  var semanticsChoice = SemanticsChoice(forced: nil)
  var body: (statements: [Statement], location: SourceLocation)?
  /// The script's declarations: functions, types, layouts, modifiers, alignments.
  var declarations = Declarations()
  /// The sheet the shown view keeps presented, shown in its place (`SwiftUIPresentedSheets`).
  var presentedSheet: PresentedSheet?
  /// The subviews of the custom layout whose method runs now (at layout time only).
  var layoutSubviews: (any CustomLayoutSubviews)?
  var alignments = AlignmentTable()
  /// Innermost last; `scopes[0]` holds the globals.
  var scopes: [[String: Variable]] = [[:]]
  /// Files being imported, outermost first, and files already imported.
  var importStack: [String] = []
  var imported: Set<String> = []
  /// The axis of the alignment guide being computed, which `d[.center]` means.
  var guideAxis: Axis?

  /// The evaluation's counts against its limits: steps, nesting, calls, loop iterations, elements.
  var budget = EvaluationBudget()
  /// `LazyView { … }`s, built when first placed.
  var lazyViews: [LazyViewRecord] = []
  /// Values left at the top level of the main file, outside any body: see `bodyOfLooseLayout`.
  var looseLayouts: [Child] = []
  /// The file's several top-level layouts, when it has no body (see `bodyOfLooseLayout`).
  var titledLayouts: [TitledLayout] = []
  /// True once a `struct NAME: View` was called as a component (`MyView(title: "Hi")`).
  var viewStructCalled = false
  /// `canvas(view: "Name")`: the `struct Name: View` whose body is shown, whatever else the file has.
  var namedView: (name: String, location: SourceLocation)?
  /// `--view NAME`: the view to show whatever the script's `canvas(view:)` says.
  var forcedView: String?
  /// The errors met so far, and whether evaluation must stop (a limit, an interruption).
  var errors: [Diagnostic] = []
  /// The did-you-mean hints of names that failed, by place (`siteHint`).
  var siteHints: [HintSite: String?] = [:]
  /// The lookups of a name that failed, by place, with the context they failed in (`keptLookupFailure`).
  var lookupFailures: [HintSite: (context: LookupContext, failure: Diagnostic)] = [:]
  var stopped = false
  /// The set-up method being run (`'init'`), whose failures are notes.
  var setUpInProgress: String?
  /// While a view struct's initializer runs, the view and the scope of its properties, which
  /// `self.name = …` and `_name = …` set (`Evaluator+ViewInitializers`).
  var initializedView: InitializedView?
  let interrupt: EvaluationInterrupt?
  /// The properties that took placeholder values (`PlaceholderValues`), and where the first is.
  var placeholderValues: [String] = []
  var placeholderLocation: SourceLocation?
  /// The properties among those whose placeholder is a number's 0 (`Evaluator+PlaceholderLengths`).
  var placeholderNumbers: Set<String> = []
  /// How many view bodies run now (`runView`), and what of them became placeholders (`Evaluator+Unmodelled`).
  var viewBodies = 0
  var unmodelled = UnmodelledFailures()
  /// The typo rule's near names for type names, by name (`typoHint`).
  var typeTypoCandidates: [String: String?] = [:]
  /// The nested types and static members the script names on types (`Parser.typeMemberUses`).
  var typeMemberUses: [String: Set<String>] = [:]
  /// The type names the script writes in type annotations (`Parser.annotatedTypes`).
  var annotatedTypes: Set<String> = []
  /// The types whose members run now, innermost last: a view struct's body, a model's method.
  var typeContext: [String] = []
  /// The main file's `#Preview`s and `PreviewProvider`s, in order.
  var previews: [FunctionDeclaration] = []
  /// The first timeline entry of the widget preview shown (`FunctionDeclaration.widgetEntry`).
  var widgetEntry: Expression?
  /// The view struct shown for want of a preview: a call of it fills the properties nothing
  /// gives a value with placeholders.
  var placeholderView: String?
  /// True once the view shown for want of a preview drew nothing with its optionals nil: its
  /// optionals take placeholders of their types then (`Evaluator+NilOptionals`).
  var fillsOptionals = false
  /// Where the docs' `…` left code out, in order (`Parser+Elisions`): one note names them.
  var leftOutPlaces: [SourceLocation] = []
  /// The app's own fonts set on texts (`.font(.brandTitle)`), in order, and where the first is (`noteAppFonts`).
  var appFonts: [String] = []
  var appFontLocation: SourceLocation?
  /// The navigation bars of the NavigationStacks whose content is being built, innermost last:
  /// what `.navigationTitle` and `.navigationBarTitleDisplayMode` set (`SwiftUINavigation`).
  var navigationBars: [NavigationBarModel] = []
  /// The views made from the file's classes, by view id (`Evaluator+ViewClasses`).
  var classInstances: [Int: ViewClassInstance] = [:]
  /// The classes' code (an init, a method) that has run once, whose notes are said (`notingOnce`).
  var notedClassCode: Set<String> = []
  /// The views of classes whose code runs now, innermost last.
  var instanceContext: [Int] = []
  /// The class the file shows (`Evaluator+ShownClass`), when it has several.
  var shownClass: String?
  /// The class read as the file's own code (its members the globals), when the file has one.
  var flattenedClass: String?
  /// Where `flattenedClass` is declared.
  var flattenedClassLocation: SourceLocation?
  /// True when `flattenedClass` is shown by its layout body (`var body: Layout`).
  var showsClassBody = false
  /// The superclass of `flattenedClass` as written (`UITableViewCell`).
  var flattenedSuperclass: String?
  /// The methods of the shown class read as the file's functions (`Evaluator+ShownClass`), and the
  /// view factory a file shows (`Evaluator+ViewFactories`): no "never used" warning for them,
  /// UIKit or the app's other code calls them.
  var flattenedMethods: Set<SourceLocation> = []
  /// The stored properties of the shown class read as the file's globals: no "never used"
  /// warning for them either, as Swift gives none (a subclass or another file reads them).
  var flattenedProperties: Set<SourceLocation> = []
  /// The shown class's labels whose text its code sets to a value somewhere (`Evaluator+SurroundingContent`).
  var textsFilledLater: Set<String> = []
  /// The shown class's methods that build its views when its set-up code does not (`Evaluator+BuildingMethods`).
  var buildingMethods = BuildingMethodsRun()
  /// Where in `warnings` the note of each method's skipped statements is, by `uikit.skippedStatements`' order.
  var skippedNoteIndices: [Int] = []
  /// `--size` (or `--device`): the canvas's size from outside the script (`rootBounds`).
  var canvasSizeOverride: Size?
  /// True once the script called `canvas(…)`.
  var canvasIsSet = false
  /// The UIKit properties set that qlrepl does not model, taken as appearance only, and where the first is.
  var appearanceSetters: Set<String> = []
  var appearanceSetterLocation: SourceLocation?
  /// The places where UIKit code met what qlrepl does not model and a note said so, each noted
  /// once however often the code runs there (`opaqueDefault`, `withoutUnmodelledLabels`; an app's
  /// `.frame(_:)` of a CGSize, `SwiftUIAppExtensions`).
  var unmodelledNotePlaces: Set<SourceLocation> = []
  /// The `DispatchQueue.main.async` blocks run and waiting (`runMainQueueBlock`).
  var mainQueue = MainQueue()

  init(limits: ScriptLimits, alignments: AlignmentTable = AlignmentTable(), interrupt: EvaluationInterrupt? = nil) {
    self.limits = limits
    self.alignments = alignments
    self.interrupt = interrupt
  }

  // MARK: Statements

  /// Runs one statement; values of expression statements are collected into `children`.
  func execute(_ statement: Statement, into children: inout [Child]) throws(Diagnostic) -> Outcome {
    try enter(statement.location)
    defer { budget.depth -= 1 }
    switch statement {
    case .expression(let expression):
      try executeExpression(expression, into: &children)
    case .binding(let name, let isVariable, let expression, let location):
      let firstNewView = viewTable.views.count
      try declare(name, value: try evaluateInitializer(expression), isVariable: isVariable, at: location, firstNewView: firstNewView)
    case .uninitialized(let name, let isVariable, let type, let location):
      try declare(name, value: .unassigned(type: type), isVariable: isVariable, at: location)
    case .assignment(let target, let expression, let location):
      try executeAssignment(expression, to: target, at: location)
    case .elision(let location):
      note("'...' stands for code left out of a snippet; it is skipped", at: location)
    case .ignored("'…'", let location):
      if !leftOutPlaces.contains(location) { leftOutPlaces.append(location) }  // one note for them all (`noteLeftOut`)
    case .ignored(Parser.deferredBlock, let location):
      note("a 'defer' block runs as its scope ends, clean-up that no layout reads: it is skipped", at: location)
    case .ignored(let what, let location) where what.hasPrefix("this statement of"):
      noteSkipped(what, at: location)
    case .ignored(let what, let location):
      warnings.append(UnusedDeclarations.ignoredClassCode(what, at: location))
    case .setUp(let what, _, let location) where Parser.isLayoutPass(what) && (body != nil || hasAnchorsLayout):
      // A layout pass sets frames, which only UIKit's own layout keeps: a body or SwiftLayout places the views.
      warnings.append(UnusedDeclarations.ignoredClassCode("method \(what)", at: location))
    case .setUp(let what, let body, _) where Parser.isLayoutPass(what) && scopes.count == 1 && instanceContext.isEmpty && setUpInProgress == nil:
      uikit.shownLayoutPasses.append((what, body))  // the shown class's `layoutSubviews()`: once its views have content (`Evaluator+LayoutPass`)
    case .setUp(let what, let body, let location):
      if try !runBuildingMethod(what, body, at: location) { try runSetUp(what, body) }
    case .ifElse(let branches, let otherwise, _):
      return try executeIf(branches, otherwise: otherwise, into: &children)
    case .forIn(let variables, let sequence, let body, _):
      return try executeFor(variables, in: sequence, body, into: &children)
    case .whileLoop(let test, let body, let location):
      return try executeWhile(test, body, at: location, into: &children)
    case .sequence(let statements, _):
      return try executeStatements(statements, into: &children)
    case .returnValue(let expression, _):
      return .returned(try expression.map { e throws(Diagnostic) in try evaluate(e) } ?? .void)
    case .loopControl(let isBreak, _):
      return .leftTurn(isBreak: isBreak)
    case .body(_, let location):
      throw Diagnostic("'body' can only be declared at the top level of a script", at: location)
    case .function(let function) where scopes.count > 1 && function.isProperty && !function.isStatic:
      // A computed property declared in a function's body (`@ViewBuilder var sectionView: some View
      // { … }` in `body`, as Swift allows): its getter runs each time its name is read.
      let getter = Closure(parameters: [], body: function.body, location: function.location)
      try declare(function.name, value: .closure(getter), isVariable: false, at: function.location)
      scopes[scopes.count - 1][function.name]?.isComputed = true
    case .function(let function) where scopes.count > 1 && !function.isProperty:
      // A function declared in a function's body: a closure of its parameters, called by their
      // labels with their defaults (`Closure.signature`).
      let closure = Closure(parameters: function.parameters.map(\.name), body: function.body, location: function.location,
                            signature: function.parameters)
      try declare(function.name, value: .closure(closure), isVariable: false, at: function.location)
    case .enumeration(let declaration) where scopes.count > 1:
      // A type declared in a function's body (`enum LabelType { case serif, bold }` in a set-up
      // method): the script's types share one namespace, so it is declared there when first run.
      if declarations.enumCases[declaration.name] == nil { try declareEnum(declaration) }
    case .structure(let declaration) where scopes.count > 1:
      if declarations.structTypes[declaration.name] == nil { declarations.structTypes[declaration.name] = declaration }
    case .declarations(let list, _) where scopes.count > 1:
      for statement in list {
        if case .function(let member) = statement, let type = member.memberOf { try declareMember(member, of: type); continue }
        var ignored: [Child] = []
        _ = try execute(statement, into: &ignored)
      }
    case .function, .alignmentID, .alignmentExtension, .importFile, .importModule, .declarations, .structure, .enumeration, .layout,
         .layoutValueKey, .layoutExtension, .viewClass:
      throw Diagnostic("declarations are only allowed at the top level of a script", at: statement.location)
    }
    return .normal
  }

  /// An expression statement: its value joins `children` (a SwiftLayout activation call and an
  /// animation block are noted and run instead).
  private func executeExpression(_ expression: Expression, into children: inout [Child]) throws(Diagnostic) {
    if let activation = swiftLayoutActivation(expression) {
      note(activation, at: expression.location)
      return
    }
    if try runAnimationBlock(expression) { return }
    if try runMainQueueBlock(expression) { return }
    let value = try evaluate(expression)
    switch value {
    case .void, .invalid: return
    default: children.append(Child(value: value, location: expression.location))
    }
  }

  /// `target = expression`, unless it is UIKit set-up the script notes and skips.
  private func executeAssignment(_ expression: Expression, to target: Expression, at location: SourceLocation) throws(Diagnostic) {
    if let activation = swiftLayoutActivation(expression) {
      note(activation, at: expression.location)
      return
    }
    if let initialized = initializedView, let property = initializedProperty(target) {
      scopes[initialized.properties][property] = Variable(value: try evaluateInitializer(expression), isVariable: true)
      initializedView?.assigned.insert(property)
      return
    }
    if try assignsOwnProperty(target, expression, at: location) { return }
    let target = withoutSelf(target)
    if try setsOwnMaskTranslation(target, expression) || setsOwnProperty(target) { return }
    if try uikitAssignment(target, expression) { return }
    if let ignored = ignoredAssignment(to: target) {
      note(ignored, at: target.location)
      return
    }
    if setsOwnUnmodelledProperty(target) { return }
    let firstNewView = viewTable.views.count
    try assign(try evaluateInitializer(expression), to: target, at: location, firstNewView: firstNewView)
  }

  /// `if … else if … else`: the first branch whose condition holds, else the `else` block.
  private func executeIf(_ branches: [(condition: Expression, body: [Statement])], otherwise: [Statement]?,
                         into children: inout [Child]) throws(Diagnostic) -> Outcome {
    for branch in branches where try condition(branch.condition) {
      return try executeBlock(branch.body, into: &children)
    }
    if let otherwise { return try executeBlock(otherwise, into: &children) }
    return .normal
  }

  /// `for variables in sequence { body }`, stopping at a `return` or a `break`, a `continue`
  /// going on to the next item.
  private func executeFor(_ variables: [String], in sequenceExpression: Expression, _ body: [Statement],
                          into children: inout [Child]) throws(Diagnostic) -> Outcome {
    for item in try sequence(try evaluate(sequenceExpression), at: sequenceExpression.location) {
      try checkInterrupt(at: sequenceExpression.location)
      let flow = try executeBlock(body, into: &children, bindings: try destructure(item, into: variables, at: sequenceExpression.location))
      if case .returned = flow { return flow }
      if case .leftTurn(isBreak: true) = flow { break }
    }
    return .normal
  }

  /// `while test { body }`, each turn counted against the loop limit, stopping at a `return` or
  /// a `break`.
  private func executeWhile(_ test: Expression, _ body: [Statement], at location: SourceLocation,
                            into children: inout [Child]) throws(Diagnostic) -> Outcome {
    // A test a placeholder decided (`while size.width > rect.width, fontSize > 50` of another
    // file's values) is true once: the body runs once, never until the step limit.
    var assumedBefore = false
    while true {
      let assumed = placeholders.conditionsAssumed
      guard try condition(test) else { break }
      let isAssumed = placeholders.conditionsAssumed > assumed
      if isAssumed && assumedBefore { break }
      assumedBefore = assumedBefore || isAssumed
      try countIterations(1, at: location)
      let flow = try executeBlock(body, into: &children)
      if case .returned = flow { return flow }
      if case .leftTurn(isBreak: true) = flow { break }
    }
    return .normal
  }

  /// Runs statements in a new scope, optionally with variables bound in it.
  @discardableResult
  func executeBlock(_ statements: [Statement], into children: inout [Child],
                    bindings: [String: Value] = [:]) throws(Diagnostic) -> Outcome {
    scopes.append(bindings.mapValues { Variable(value: $0, isVariable: false) })
    defer { scopes.removeLast() }
    return try executeStatements(statements, into: &children)
  }

  /// Runs statements in the current scope up to a `return`, a `break` or a `continue`; a failed
  /// one is reported and skipped.
  func executeStatements(_ statements: [Statement], into children: inout [Child]) throws(Diagnostic) -> Outcome {
    for statement in statements {
      do throws(Diagnostic) {
        let flow = try execute(statement, into: &children)
        if case .normal = flow { continue }
        return flow
      } catch {
        if try placeholderForUnmodelled(error, in: statement, into: &children) { continue }
        try recover(error, in: statement)
      }
    }
    return .normal
  }

  /// Declares `name` in the innermost scope, naming the views its value holds.
  func declare(_ name: String, value: Value, isVariable: Bool, at location: SourceLocation,
               firstNewView: Int = .max) throws(Diagnostic) {
    guard scopes[scopes.count - 1][name] == nil else {
      throw Diagnostic("invalid redeclaration of '\(name)'", at: location, hint: redeclarationHint(name, at: location))
    }
    self.name(value, as: name, isVariable: isVariable, firstNewView: firstNewView)
    var value = value
    if case .closure(let closure) = value { value = .boundClosure(closure, scopes: scopes) }
    scopes[scopes.count - 1][name] = Variable(value: value, isVariable: isVariable)
  }

  /// Gives the views `value` holds the name `name` (a view takes it when it has none, or when it
  /// was created by this declaration: `let title = { let label = UILabel(); …; return label }()`).
  func name(_ value: Value, as name: String, isVariable: Bool, firstNewView: Int) {
    // A host (`self`, `view`: `let owner = self`) keeps its name, by which UIKit code finds it again.
    if case .view(let id) = value, !viewTable.states[id].isHost,
       !viewTable.states[id].isNamed || (id >= firstNewView && !viewTable.states[id].hasExplicitName) {
      giveDeclared(id, name: name)
      viewTable.states[id].isLet = !isVariable
    }
    if case .array(let items) = value {
      for case (let index, .view(let id)) in items.enumerated() where id >= firstNewView && !viewTable.states[id].hasExplicitName {
        giveDeclared(id, name: "\(name)[\(index)]")
      }
    }
    if case .lazyView(let id) = value, lazyViews[id].name == nil { lazyViews[id].name = name }
  }

  /// `NAME = value` or `view.property = value`; views created by the statement (from
  /// `firstNewView` on) take the name of a property declared without a value.
  func assign(_ value: Value, to target: Expression, at location: SourceLocation, firstNewView: Int) throws(Diagnostic) {
    switch withoutSelf(target) {
    case .name("_", _):
      return  // `_ = value` evaluates and discards, as in Swift
    case .name(let name, let nameLocation):
      // `self.style = style` in an initializer whose parameter has the property's name: the property's scope.
      let writesSelf = if case .member(.name("self", _), _, _) = target { true } else { false }
      guard let index = writesSelf ? scopes.firstIndex(where: { $0[name] != nil }) : scopes.lastIndex(where: { $0[name] != nil }) else {
        throw Diagnostic("cannot find '\(name)' in scope", at: nameLocation,
                         hint: siteHint(for: name, at: nameLocation) { didYouMean(name, among: visibleNames) })
      }
      guard isAssignable(name, inScope: index), let variable = scopes[index][name] else {
        throw Diagnostic("cannot assign to '\(name)': it is a 'let' constant", at: nameLocation,
                         hint: "declare it with 'var' to make it changeable")
      }
      if case .unassigned = variable.value {
        self.name(value, as: name, isVariable: variable.isVariable, firstNewView: firstNewView)
      } else if case .void = variable.value {
        // `tableView = UITableView(…)` of a property nil until now: the view made is the property's, named so.
        self.name(value, as: name, isVariable: variable.isVariable, firstNewView: firstNewView)
      }
      scopes[index][name]?.value = value
    case .member(let base, let property, let propertyLocation):
      let object = try evaluate(base)
      if case .view(let id) = object, try setInstanceProperty(property, of: id, to: value, at: propertyLocation) { return }
      guard case .view(let id) = object else {
        // A field of a value (`point.x`, `cache.rows`): the value changed, stored back.
        return try assign(try setting(property, of: object, to: value, at: propertyLocation), to: base, at: location,
                          firstNewView: firstNewView)
      }
      try setProperty(property, of: id, to: value, at: propertyLocation)
    case .subscripted(let base, let indexExpression, _):
      let container = try evaluate(base)
      if isUIKitCode, case .view = container, case .member(_, let property, let propertyLocation) = withoutSelf(base) {
        // `label.textAttributes[.foregroundColor] = .white`: an entry of a UIKit property that
        // qlrepl reads as a view (not modelled), set as that property is: appearance, noted once.
        appearanceSetters.insert(property)
        if appearanceSetters.count == 1 { appearanceSetterLocation = propertyLocation }
        return
      }
      let updated = try replacing(item: indexExpression, of: container, with: value)
      try assign(updated, to: base, at: location, firstNewView: firstNewView)
    case .tuple(let targets, _):
      // `(person, instance, _) = try await api.getMyPerson()`: each element of the tuple to its
      // target; a placeholder (another file's function) to each.
      var values = Array(repeating: value, count: targets.count)
      if case .structure(let tuple) = value, tuple.typeName == nil {
        guard tuple.fields.count == targets.count else {
          throw Diagnostic("a tuple of \(tuple.fields.count) elements cannot be assigned to \(targets.count)", at: location)
        }
        values = tuple.fields.map(\.value)
      }
      for (target, element) in zip(targets, values) {
        try assign(element, to: target.value, at: location, firstNewView: firstNewView)
      }
    default:
      throw Diagnostic("cannot assign to this expression", at: location)
    }
  }

  /// The Bool value of an `if` condition.
  func condition(_ expression: Expression) throws(Diagnostic) -> Bool {
    if placeholderCondition(expression) { return true }
    let value = try evaluate(expression)
    if let truth = placeholderTruth(value, at: expression.location) { return truth }
    guard case .bool(let flag) = value else {
      throw Diagnostic("a condition must be a Bool, not \(value.typeDescription)", at: expression.location)
    }
    return flag
  }

  /// The items a `for` loop or a ForEach goes through, counted against the loop limit.
  func sequence(_ value: Value, at location: SourceLocation) throws(Diagnostic) -> [Value] {
    if let samples = try placeholderCollection(value, at: location) { return samples }
    let items: [Value]
    switch value {
    case .array(let array):
      items = array
    case .range(let lower, let upper, let closed):
      guard lower.isFinite, upper.isFinite else { throw Diagnostic("cannot loop over an infinite range", at: location) }
      let end = closed ? upper + 1 : upper
      // Clamped before converting: a range can be far longer than any Int loop count.
      let count = Int(min(max((end - lower).rounded(.up), 0), Double(Int32.max)))
      try countIterations(count, at: location)
      return (0..<count).map { .number(lower + Double($0)) }
    case .string(let text):
      items = text.map { .string(String($0)) }
    case .invalid:
      var consequence = Diagnostic("cannot loop over a value whose computation failed", at: location)
      consequence.isConsequence = true  // that failure is reported where it happened
      throw consequence
    default:
      throw Diagnostic("cannot loop over \(value.typeDescription)", at: location, hint: "loop over an array or a range such as 0..<3")
    }
    try countIterations(items.count, at: location)
    return items
  }

  func countIterations(_ count: Int, at location: SourceLocation) throws(Diagnostic) {
    budget.loopIterations += count
    if budget.loopIterations > limits.loopIterations {
      throw fatal(Diagnostic("loop iteration limit of \(limits.loopIterations) exceeded", at: location,
                       hint: "loops and ForEach may run \(limits.loopIterations) times in all"))
    }
  }

  /// Enters one more level of evaluation, one more step of the budget, failing past a limit or
  /// after an interruption. `location` is computed only then: this runs for every expression.
  func enter(_ location: @autoclosure () -> SourceLocation) throws(Diagnostic) {
    budget.depth += 1
    guard budget.step(limit: limits.evaluationSteps), budget.depth <= limits.nestingDepth * 4, interrupt?.isInterrupted != true else {
      budget.depth -= 1
      let location = location()
      try checkInterrupt(at: location)
      if let exhausted = budget.exhausted(at: location, limit: limits.evaluationSteps) { throw fatal(exhausted) }
      throw fatal(Diagnostic("nesting depth limit of \(limits.nestingDepth * 4) exceeded during evaluation", at: location,
                             hint: "a component may be calling itself too deeply"))
    }
  }

  /// Adds a note: something the script skips on purpose.
  func note(_ message: String, at location: SourceLocation) {
    warnings.append(Diagnostic(message, at: location, severity: .note))
  }

  /// A statement of `what` (`this statement of 'makeItem(_:)'`) the parser skipped, run at `location`: one note per
  /// method, at its first such statement, naming how many and where.
  func noteSkipped(_ what: String, at location: SourceLocation) {
    guard let index = uikit.skippedStatements.firstIndex(where: { $0.what == what }) else {
      uikit.skippedStatements.append((what, [location]))
      warnings.append(UnusedDeclarations.ignoredClassCode(what, at: location))
      skippedNoteIndices.append(warnings.count - 1)
      return
    }
    guard !uikit.skippedStatements[index].places.contains(location) else { return }
    uikit.skippedStatements[index].places.append(location)
    let places = uikit.skippedStatements[index].places
    let lines = places.prefix(8).map { "\($0.line)" }.joined(separator: ", ") + (places.count > 8 ? ", …" : "")
    let warning = skippedNoteIndices[index]
    let code = what.dropFirst("this statement of ".count)
    warnings[warning] = Diagnostic("\(places.count) statements of \(code) are \(UnusedDeclarations.unreadStatement) (lines \(lines))",
                                   at: places[0], severity: .note)
  }

  /// The one note of the places where the docs' `…` left code out, at the first.
  func noteLeftOut() {
    guard let first = leftOutPlaces.first else { return }
    let others = leftOutPlaces.dropFirst()
    let places = others.prefix(6).map { "\($0.line):\($0.column)" }.joined(separator: ", ") + (others.count > 6 ? ", …" : "")
    note("'…' stands for code left out of the pasted docs; it is skipped"
           + (others.isEmpty ? "" : " (here and at \(others.count) more place\(others.count == 1 ? "" : "s"): \(places))"), at: first)
  }

  /// The names a did-you-mean may suggest for a value.
  var visibleNames: [String] { scopes.flatMap(\.keys) + Array(declarations.functions.keys) }
}

extension String {
  /// "an HStack" → "HStack", for messages that put their own article.
  var dropArticle: String {
    for article in ["a ", "an "] where hasPrefix(article) { return String(dropFirst(article.count)) }
    return self
  }
}

import LayoutEngine

/// The tree-walking evaluator: runs a script's statements, keeps its variables, views,
/// components and custom alignments, and builds the body's element tree.
final class Evaluator {
  /// A named value and whether `NAME = …` may change it.
  struct Variable {
    var value: Value
    var isVariable: Bool
  }

  /// A view of the script, as evaluation knows it.
  struct ViewRecord {
    var name: String?
    var typeName: String
    var kind: LeafKind
    var isLet = false
    var isHidden = false
    var placements = 0
    var location: SourceLocation
  }

  /// How a statement list ended.
  enum Outcome {
    case normal
    case returned(Value)
  }

  let limits: ScriptLimits
  var sources: [String: String] = [:]
  var views: [ViewRecord] = []
  var usedNames: Set<String> = []
  var warnings: [Diagnostic] = []
  var canvas = Canvas()
  var body: (statements: [Statement], location: SourceLocation)?
  var functions: [String: FunctionDeclaration] = [:]
  var alignmentIDs: [String: Closure] = [:]
  var alignments = AlignmentTable()
  /// Innermost last; `scopes[0]` holds the globals.
  var scopes: [[String: Variable]] = [[:]]
  /// Files being imported, outermost first, and files already imported.
  var importStack: [String] = []
  var imported: Set<String> = []
  /// The axis of the alignment guide being computed, which `d[.center]` means.
  var guideAxis: Axis?

  var depth = 0
  var callDepth = 0
  var loopIterations = 0
  var elementCount = 0

  init(limits: ScriptLimits, alignments: AlignmentTable = AlignmentTable()) {
    self.limits = limits
    self.alignments = alignments
  }

  /// Runs a main file and builds its body.
  func evaluateScript(_ statements: [Statement], path: String) throws(Diagnostic) -> EvaluatedScript {
    importStack = [path]
    try run(statements, isMain: true)
    var element: Element?
    if let body {
      var children: [Child] = []
      try executeBlock(body.statements, into: &children)
      element = try builderElement(children, at: body.location).element
    }
    assignGeneratedNames()
    let declarations = views.map {
      ViewDeclaration(name: $0.name ?? $0.typeName, typeName: $0.typeName, kind: $0.kind, isHidden: $0.isHidden, location: $0.location)
    }
    return EvaluatedScript(canvas: canvas, body: element, views: declarations, warnings: warnings)
  }

  /// Declares a file's components, alignments and body, then runs its other statements in order.
  func run(_ statements: [Statement], isMain: Bool) throws(Diagnostic) {
    var pendingAlignments: [PendingAlignment] = []
    for statement in statements {
      switch statement {
      case .function(let function):
        if let existing = functions[function.name] {
          throw Diagnostic("invalid redeclaration of '\(function.name)'", at: function.location,
                           hint: "it is already declared at \(existing.location)")
        }
        functions[function.name] = function
      case .alignmentID(let name, let closure, let location):
        guard alignmentIDs[name] == nil else { throw Diagnostic("invalid redeclaration of '\(name)'", at: location) }
        alignmentIDs[name] = closure
      case .alignmentExtension(let axisType, let members, _):
        let axis: Axis = axisType == "VerticalAlignment" ? .vertical : .horizontal
        pendingAlignments += members.map { PendingAlignment(member: $0, axis: axis, typeName: axisType) }
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
    try declareAlignments(pendingAlignments)
    for statement in statements {
      switch statement {
      case .function, .alignmentID, .alignmentExtension, .body, .importModule:
        continue
      case .importFile(let path, let location):
        try importFile(path, at: location)
      default:
        var children: [Child] = []
        if case .returned = try execute(statement, into: &children) {
          throw Diagnostic("'return' is only allowed in a component", at: statement.location)
        }
        if let unused = children.first {
          warnings.append(Diagnostic("this \(unused.value.typeDescription.dropArticle) is not part of the body",
                                     at: unused.location,
                                     hint: "move it into `var body: Layout { … }`", severity: .warning))
        }
      }
    }
  }

  // MARK: Statements

  /// Runs one statement; values of expression statements are collected into `children`.
  func execute(_ statement: Statement, into children: inout [Child]) throws(Diagnostic) -> Outcome {
    try enter(statement.location)
    defer { depth -= 1 }
    switch statement {
    case .expression(let expression):
      let value = try evaluate(expression)
      if case .void = value { return .normal }
      children.append(Child(value: value, location: expression.location))
    case .binding(let name, let isVariable, let expression, let location):
      try declare(name, value: try evaluate(expression), isVariable: isVariable, at: location)
    case .assignment(let target, let expression, let location):
      try assign(try evaluate(expression), to: target, at: location)
    case .ifElse(let branches, let otherwise, _):
      for branch in branches where try condition(branch.condition) {
        return try executeBlock(branch.body, into: &children)
      }
      if let otherwise { return try executeBlock(otherwise, into: &children) }
    case .forIn(let variable, let sequenceExpression, let body, _):
      for item in try sequence(try evaluate(sequenceExpression), at: sequenceExpression.location) {
        let flow = try executeBlock(body, into: &children, binding: variable == "_" ? nil : (variable, item))
        if case .returned = flow { return flow }
      }
    case .returnValue(let expression, _):
      return .returned(try expression.map { e throws(Diagnostic) in try evaluate(e) } ?? .void)
    case .body(_, let location):
      throw Diagnostic("'body' can only be declared at the top level of a script", at: location)
    case .function, .alignmentID, .alignmentExtension, .importFile, .importModule:
      throw Diagnostic("declarations are only allowed at the top level of a script", at: statement.location)
    }
    return .normal
  }

  /// Runs statements in a new scope, optionally with one variable bound in it.
  @discardableResult
  func executeBlock(_ statements: [Statement], into children: inout [Child],
                    binding: (name: String, value: Value)? = nil) throws(Diagnostic) -> Outcome {
    scopes.append(binding.map { [$0.name: Variable(value: $0.value, isVariable: false)] } ?? [:])
    defer { scopes.removeLast() }
    for statement in statements {
      let flow = try execute(statement, into: &children)
      if case .returned = flow { return flow }
    }
    return .normal
  }

  /// Declares `name` in the innermost scope; a view takes the name.
  func declare(_ name: String, value: Value, isVariable: Bool, at location: SourceLocation) throws(Diagnostic) {
    guard scopes[scopes.count - 1][name] == nil else {
      throw Diagnostic("invalid redeclaration of '\(name)'", at: location,
                       hint: "assign to it with `\(name) = …` if it is a var, or choose another name")
    }
    if case .view(let id) = value, views[id].name == nil {
      views[id].name = uniqueName(name)
      views[id].isLet = !isVariable
    }
    scopes[scopes.count - 1][name] = Variable(value: value, isVariable: isVariable)
  }

  /// `NAME = value` or `view.property = value`.
  private func assign(_ value: Value, to target: Expression, at location: SourceLocation) throws(Diagnostic) {
    switch target {
    case .name(let name, let nameLocation):
      guard let index = scopes.lastIndex(where: { $0[name] != nil }) else {
        throw Diagnostic("cannot find '\(name)' in scope", at: nameLocation, hint: didYouMean(name, among: visibleNames))
      }
      guard scopes[index][name]!.isVariable else {
        throw Diagnostic("cannot assign to '\(name)': it is a 'let' constant", at: nameLocation,
                         hint: "declare it with 'var' to make it changeable")
      }
      scopes[index][name]!.value = value
    case .member(let base, let property, let propertyLocation):
      let object = try evaluate(base)
      guard case .view(let id) = object else {
        throw Diagnostic("cannot set '\(property)' on \(object.typeDescription)", at: propertyLocation,
                         hint: "properties can be set on views, such as `title.text = \"…\"`")
      }
      try setProperty(property, of: id, to: value, at: propertyLocation)
    default:
      throw Diagnostic("cannot assign to this expression", at: location)
    }
  }

  /// The Bool value of an `if` condition.
  func condition(_ expression: Expression) throws(Diagnostic) -> Bool {
    let value = try evaluate(expression)
    guard case .bool(let flag) = value else {
      throw Diagnostic("a condition must be a Bool, not \(value.typeDescription)", at: expression.location)
    }
    return flag
  }

  /// The items a `for` loop or a ForEach goes through, counted against the loop limit.
  func sequence(_ value: Value, at location: SourceLocation) throws(Diagnostic) -> [Value] {
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
    default:
      throw Diagnostic("cannot loop over \(value.typeDescription)", at: location, hint: "loop over an array or a range such as 0..<3")
    }
    try countIterations(items.count, at: location)
    return items
  }

  private func countIterations(_ count: Int, at location: SourceLocation) throws(Diagnostic) {
    loopIterations += count
    if loopIterations > limits.loopIterations {
      throw Diagnostic("loop iteration limit of \(limits.loopIterations) exceeded", at: location,
                       hint: "loops and ForEach may run \(limits.loopIterations) times in all")
    }
  }

  /// Enters one more level of evaluation, failing past the limit.
  func enter(_ location: SourceLocation) throws(Diagnostic) {
    depth += 1
    if depth > limits.nestingDepth * 4 {
      depth -= 1
      throw Diagnostic("nesting depth limit of \(limits.nestingDepth * 4) exceeded during evaluation", at: location,
                       hint: "a component may be calling itself too deeply")
    }
  }

  /// The names a did-you-mean may suggest for a value.
  var visibleNames: [String] { scopes.flatMap(\.keys) + Array(functions.keys) }
}

extension String {
  /// "an HStack" → "HStack", for messages that put their own article.
  var dropArticle: String {
    for article in ["a ", "an "] where hasPrefix(article) { return String(dropFirst(article.count)) }
    return self
  }
}

import LayoutCore

/// A custom alignment declared in an extension, before it is built.
struct PendingAlignment {
  var member: AlignmentMember
  var axis: Axis
  /// `VerticalAlignment` or `HorizontalAlignment`: the extended type.
  var typeName: String
}

/// Custom alignments and alignment-guide closures.
extension Evaluator {
  /// Builds the custom alignments of a file, each after the alignments its default value uses.
  func declareAlignments(_ pending: [PendingAlignment]) throws(Diagnostic) {
    var byName: [String: PendingAlignment] = [:]
    for alignment in pending {
      let name = alignment.member.name
      if byName[name] != nil || alignments.vertical[name] != nil || alignments.horizontal[name] != nil
        || ["top", "center", "bottom", "leading", "trailing"].contains(name) {
        throw Diagnostic("alignment '\(name)' is already declared", at: alignment.member.location)
      }
      byName[name] = alignment
    }
    var building: [String] = []
    func build(_ alignment: PendingAlignment) throws(Diagnostic) {
      let name = alignment.member.name
      guard alignments.vertical[name] == nil, alignments.horizontal[name] == nil else { return }
      if building.contains(name) {
        throw Diagnostic("the default value of alignment '\(name)' depends on itself", at: alignment.member.location,
                         hint: (building + [name]).joined(separator: " → "))
      }
      building.append(name)
      let closure = try defaultValueClosure(of: alignment)
      for dependency in closure.body.referencedNames.sorted() {
        if let other = byName[dependency] { try build(other) }
      }
      building.removeLast()
      let id = AlignmentID(custom: name, axis: alignment.axis, defaultValue: try guideFunction(closure, axis: alignment.axis))
      if alignment.axis == .vertical { alignments.vertical[name] = id } else { alignments.horizontal[name] = id }
    }
    for alignment in pending { try build(alignment) }
  }

  /// The closure of `Type { d in … }` or the `defaultValue(in:)` of `Type(X.self)`.
  private func defaultValueClosure(of alignment: PendingAlignment) throws(Diagnostic) -> Closure {
    let member = alignment.member
    let form = "write `static let \(member.name) = \(alignment.typeName) { d in … }` or `\(alignment.typeName)(MyID.self)`"
    guard case .call(let arguments) = member.value, case .name(let typeName) = arguments.callee, arguments.count == 1 else {
      throw Diagnostic("a custom alignment is built with \(alignment.typeName) { d in … } or \(alignment.typeName)(ID.self)",
                       at: member.value.location, hint: form)
    }
    guard typeName == alignment.typeName else {
      throw Diagnostic("'\(member.name)' is declared in an extension of \(alignment.typeName) but built as \(typeName)",
                       at: arguments.location, hint: form)
    }
    switch arguments[0].value {
    case .closure(let closure) where closure.parameters.count <= 1:
      return closure
    case .member(.name(let idName, let idLocation), "self", _):
      guard let closure = declarations.alignmentIDs[idName] else {
        throw Diagnostic("cannot find AlignmentID '\(idName)'", at: idLocation, hint: didYouMean(idName, among: declarations.alignmentIDs.keys))
      }
      return closure
    default:
      throw Diagnostic("expected a closure { d in … } or an AlignmentID type", at: arguments[0].location, hint: form)
    }
  }

  /// A guide function computing `closure` for the dimensions it is given, checked now on sample
  /// dimensions so mistakes are reported before layout. Values it uses are captured now.
  func guideFunction(_ closure: Closure, axis: Axis) throws(Diagnostic) -> GuideFunction {
    guard closure.parameters.count <= 1 else {
      throw Diagnostic("an alignment guide closure takes one parameter, the view's dimensions", at: closure.location)
    }
    var captured: [String: Value] = [:]
    for name in closure.body.referencedNames {
      guard let variable = scopes.reversed().lazy.compactMap({ $0[name] }).first else { continue }
      // Views live in the script's table; a guide runs at layout time, away from it.
      guard !variable.value.involvesViews else {
        throw Diagnostic("an alignment guide computes a number from the view's dimensions; it cannot use '\(name)', \(variable.value.typeDescription)",
                         at: closure.location, hint: "compute the value from the parameter, as in { d in d[.bottom] - 10 }")
      }
      captured[name] = variable.value
    }
    let context = GuideContext(closure: closure, axis: axis, captured: captured, alignments: alignments, limits: limits)
    _ = try context.value(for: ViewDimensions(ElementDimensions(Size(width: 100, height: 50)), direction: .leftToRight))
    return { dimensions in (try? context.value(for: dimensions)) ?? .nan }
  }

  /// The number a guide closure's statements compute: a final expression or a `return`.
  func guideValue(_ statements: [Statement], at location: SourceLocation) throws(Diagnostic) -> Double {
    var result: Value?
    for (index, statement) in statements.enumerated() {
      switch statement {
      case .returnValue(let expression?, _):
        result = try evaluate(expression)
      case .expression(let expression) where index == statements.count - 1:
        result = try evaluate(expression)
      case .binding(let name, let isVariable, let expression, let location):
        try declare(name, value: try evaluate(expression), isVariable: isVariable, at: location)
        continue
      default:
        throw Diagnostic("an alignment guide computes one number, like { d in d[.bottom] - 10 }", at: statement.location)
      }
      break
    }
    guard let result else {
      throw Diagnostic("an alignment guide must compute a number", at: location, hint: "write { d in d[.bottom] - 10 }")
    }
    guard let number = result.numberValue else {
      throw Diagnostic("an alignment guide must compute a number, not \(result.typeDescription)",
                       at: statements.last?.location ?? location)
    }
    return number
  }
}

/// Everything a guide closure needs at layout time, captured when it is built.
struct GuideContext: Sendable {
  var closure: Closure
  var axis: Axis
  var captured: [String: Value]
  var alignments: AlignmentTable
  var limits: ScriptLimits

  /// Evaluates the closure with its parameter bound to `dimensions`.
  func value(for dimensions: ViewDimensions) throws(Diagnostic) -> Double {
    let evaluator = Evaluator(limits: limits, alignments: alignments)
    evaluator.guideAxis = axis
    var scope = captured.mapValues { Evaluator.Variable(value: $0, isVariable: false) }
    if let parameter = closure.parameters.first, parameter != "_" {
      scope[parameter] = Evaluator.Variable(value: .dimensions(dimensions), isVariable: false)
    }
    evaluator.scopes = [scope]
    return try evaluator.guideValue(closure.body, at: closure.location)
  }
}

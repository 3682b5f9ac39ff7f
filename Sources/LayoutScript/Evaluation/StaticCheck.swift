import LayoutCore

/// The components and the body of a file, checked without running them: every name they use
/// must resolve and every label of a view, container, modifier or component they call must
/// exist, as Swift would check them. Evaluation finds these errors only in the code it runs;
/// without this check, `check` said "ok" for a component nothing called, or a branch not taken,
/// that misspells a name.
struct StaticCheck {
  /// Every name a component may use besides its own locals: the globals, read where they are
  /// (a script of 40,000 `let` views would otherwise copy its 40,000 names into one more set
  /// while all its views are in memory), and components, views, containers, built-ins, type
  /// names, the pasted class itself.
  struct KnownNames {
    let globals: Dictionary<String, Evaluator.Variable>.Keys
    let others: Set<String>

    func contains(_ name: String) -> Bool { globals.contains(name) || others.contains(name) }
    /// Every known name, for a did-you-mean.
    var all: [String] { Array(globals) + others }
  }

  let known: KnownNames
  let functions: [String: FunctionDeclaration]
  /// The members of each type (a view struct's computed properties and methods), in scope in its body.
  let members: [String: Set<String>]
  /// The type each name the file names a nested type on is a typo of (`Fnt.Weight`: `Font`),
  /// nil for a type of the app's own (`Animations.State`; `Evaluator.nearType(_:among:)`).
  var nearTypes: [String: String?] = [:]
  /// The view struct whose body is being checked: no name in it is a slip of that view's, which
  /// would show itself without end (`InvoiceView(…)` in `InvoicesView`'s body is another file's view).
  private var enclosingView: String?
  private(set) var errors: [Diagnostic] = []

  init(known: KnownNames, functions: [String: FunctionDeclaration], members: [String: Set<String>] = [:]) {
    self.known = known
    self.functions = functions
    self.members = members
  }

  /// Checks the body of `function` with its parameters (and a view struct's members) in scope.
  /// A parameter's default (a view struct's property's initial value) sees neither: Swift runs
  /// property initializers before `self` exists and a default before the other parameters
  /// ("cannot use instance member within property initializer"), so `@State var tabs =
  /// Tabs.shared` names no property of its own, and none is a typo it could be of.
  mutating func check(_ function: FunctionDeclaration) {
    var scope = Set(function.parameters.map(\.name)).union(members[function.name] ?? [])
    for parameter in function.parameters { parameter.defaultValue.map { check($0, in: []) } }
    enclosingView = function.isViewStruct ? function.name : nil
    defer { enclosingView = nil }
    check(function.body, in: &scope)
  }

  /// Checks statements that see only the known names (the script's body).
  mutating func check(_ statements: [Statement]) {
    var scope: Set<String> = []
    check(statements, in: &scope)
  }

  private mutating func check(_ statements: [Statement], in scope: inout Set<String>) {
    for statement in statements {
      switch statement {
      case .expression(let expression), .returnValue(let expression?, _):
        check(expression, in: scope)
      case .binding(let name, _, let value, _):
        check(value, in: scope)
        scope.insert(name)
      case .uninitialized(let name, _, _, _):
        scope.insert(name)
      case .assignment(let target, let value, _):
        check(target, in: scope)
        check(value, in: scope)
      case .ifElse(let branches, let otherwise, _):
        for branch in branches {
          check(branch.condition, in: scope)
          var inner = scope
          check(branch.body, in: &inner)
        }
        var inner = scope
        check(otherwise ?? [], in: &inner)
      case .forIn(let variables, let sequence, let body, _):
        check(sequence, in: scope)
        var inner = scope.union(variables)
        check(body, in: &inner)
      case .whileLoop(let condition, let body, _):
        check(condition, in: scope)
        var inner = scope
        check(body, in: &inner)
      case .sequence(let statements, _):
        check(statements, in: &scope)
      case .returnValue(nil, _), .loopControl, .body, .function, .alignmentExtension, .alignmentID, .importFile, .importModule,
           .declarations, .ignored, .setUp, .elision, .structure, .enumeration, .layout, .layoutValueKey, .layoutExtension, .viewClass:
        continue
      }
    }
  }

  private mutating func check(_ expression: Expression, in scope: Set<String>) {
    switch expression {
    case .number, .text, .bool, .implicitMember, .keyPath:
      return
    case .string(let segments, _):
      for case .interpolation(let inner) in segments { check(inner, in: scope) }
    case .name(let name, let location):
      resolve(name, at: location, in: scope)
    case .member(let base, _, _), .unary(_, let base, _), .typeCheck(let base, _, _):
      check(base, in: scope)
    case .call(let call):
      for argument in call { check(argument.value, in: scope) }
      checkCall(call, in: scope)
    case .subscripted(let base, let index, _):
      check(base, in: scope)
      check(index, in: scope)
    case .array(let items, _):
      items.forEach { check($0, in: scope) }
    case .tuple(let items, _):
      items.forEach { check($0.value, in: scope) }
    case .binary(_, let left, let right, _):
      check(left, in: scope)
      check(right, in: scope)
    case .ternary(let test, let whenTrue, let whenFalse, _):
      [test, whenTrue, whenFalse].forEach { check($0, in: scope) }
    case .closure(let closure):
      var inner = scope.union(closure.parameters).union(closure.parameters.filter { $0.hasPrefix("$") }.map { String($0.dropFirst()) })
      check(closure.body, in: &inner)
    }
  }

  /// The callee of a call, and its labels where they are known.
  private mutating func checkCall(_ arguments: CallSyntax, in scope: Set<String>) {
    let location = arguments.location
    switch arguments.callee {
    case .name(let name) where !scope.contains(name):
      if let function = functions[name] {
        let labels = function.parameters.compactMap(\.label)
        for argument in arguments {
          guard let label = argument.label, !labels.contains(label) else { continue }
          errors.append(Diagnostic("'\(name)' has no argument '\(label):'", at: argument.location,
                                   hint: didYouMean(label, among: labels) ?? "'\(name)' is declared at \(function.location)"))
        }
      } else if name == "Label" && arguments.contains(where: { $0.label == "systemImage" || $0.label == "icon" || $0.label == "image" })
                  || name == "Button" && arguments.contains(where: { ["label", "role", "systemImage", "image", "action"].contains($0.label ?? "") }) {
        return  // SwiftUI's Label and Button forms (`Label(_:systemImage:)`, `Button { } label: { }`), which the evaluator reads as such
      } else if let labels = Vocabulary.views[name].map({ $0.labels + ["frame"] }) ?? Vocabulary.functions[name]?.labels {
        // A view's `frame:` (`UILabel(frame: .zero)`) is the layout's to give (`createView`).
        checkLabels(arguments, labels, callee: name, at: location)
      } else {
        resolve(name, at: location, in: scope, call: shape(of: arguments, callee: name, at: location))
      }
    case .method(let base, let name):
      check(base, in: scope)
      if Self.valueMethods[name] == arguments.map({ $0.label ?? "_" }) {
        return  // `geometry.frame(in: .local)`: a value's method of a modifier's name
      } else if let modifier = Vocabulary.modifiers[name], !Self.methods.contains(name) {
        checkLabels(arguments, modifier.labels, callee: name, at: location)
      } else if !Self.methods.contains(name), !UIKitCalls.ignoredMethods.contains(name), !known.contains(name),
                !SwiftUIViewMethods.layoutNeutral.contains(name), !Self.isModelMember(base),
                let suggestion = Placeholders.modifierTypoHint(name, call: shape(of: arguments, callee: name, at: location)) {
        // Another method is possible here (UIKit's), so only a near miss of a modifier is an error.
        errors.append(Diagnostic("unknown modifier '.\(name)'", at: location, hint: suggestion))
      }
    case .name, .expression:
      check(arguments.calleeExpression, in: scope)
    }
  }

  /// True when `base` is a value's property read on another value (`viewModel.pump` of
  /// `viewModel.pump.name()`): a model's, whose methods are the app's, not a view's modifiers,
  /// so no near miss of a modifier is a typo there. A view's own (`self.title`) or a type's
  /// (`Theme.card`) member may be a view.
  private static func isModelMember(_ base: Expression) -> Bool {
    guard case .member(let owner, let name, _) = base, name.first?.isLowercase == true else { return false }
    switch owner {
    case .name(let root, _): return root != "self" && root.first?.isLowercase == true
    case .member: return isModelMember(owner)
    default: return false
    }
  }

  /// Method names that are not modifiers on some receivers (arrays, views, lazy views).
  private static let methods: Set<String> = ["map", "filter", "reversed", "enumerated", "setTitle", "setTitleColor", "loadIfNeeded"]
  /// Methods of values that share a modifier's name, by their labels: `GeometryProxy.frame(in:)`.
  private static let valueMethods: [String: [String]] = ["frame": ["in"]]

  /// The labels of a call as written (its values unevaluated), for the label checks.
  private func shape(of arguments: CallSyntax, callee: String, at location: SourceLocation) -> Arguments {
    let items = arguments.map {
      EvaluatedArgument(label: $0.label, value: .void, isTrailingClosure: $0.isTrailingClosure, location: $0.location, callee: callee)
    }
    return Arguments(items: items, callee: callee, location: location)
  }

  private mutating func checkLabels(_ arguments: CallSyntax, _ labels: [String], callee: String, at location: SourceLocation) {
    do throws(Diagnostic) {
      try shape(of: arguments, callee: callee, at: location).check(labels)
    } catch {
      errors.append(error)
    }
  }

  private mutating func resolve(_ name: String, at location: SourceLocation, in scope: Set<String>, call: Arguments? = nil) {
    guard !scope.contains(name), !known.contains(name), !name.hasPrefix("$") else { return }
    // `_value` of `@Binding var value`: the property wrapper's storage, which Swift declares with it.
    if name.hasPrefix("_"), name.count > 1, scope.contains(String(name.dropFirst())) || known.contains(String(name.dropFirst())) { return }
    if let near = nearTypes[name] {
      if let near { errors.append(Diagnostic("cannot find '\(name)' in scope", at: location, hint: "did you mean '\(near)'?")) }
      return
    }
    // A name that is no typo of one of its kind is a placeholder when it runs: a value's name
    // may be a typo of the scope's, the script's globals' or its components'.
    let values = Array(scope) + Array(known.globals) + Array(functions.keys)
    guard enclosingView == nil || Placeholders.typoCandidate(name, values: values, types: known.all) != enclosingView,
          let hint = Placeholders.typoHint(name, values: values, types: known.all, call: call, declared: functions)
    else { return }
    errors.append(Diagnostic("cannot find '\(name)' in scope", at: location, hint: hint))
  }
}

extension Evaluator {
  /// Checks the components and the body of the script's own files (an imported file is checked
  /// on its own); their errors are the run's errors, but for those evaluation found already.
  func checkStatically() {
    // An anchors script's builders speak SwiftLayout's DSL, which its own builder checks.
    guard !hasAnchorsLayout else { return }
    let others = Set(declarations.functions.keys).union(Vocabulary.views.keys).union(Vocabulary.functions.keys)
      .union(Self.typeNames).union(declarations.alignmentIDs.keys).union(declarations.structTypes.keys).union(declarations.layoutTypes.keys)
      .union(declarations.layoutValueKeys.keys).union(declarations.viewModifiers.keys).union(UIKitCalls.hosts).union(UIKitCalls.ignoredMethods)
      .union(["nil", "Self", "#placeholderValue", Parser.associatedValueCall, Parser.throwCall, StoryboardOutlets.callName,
              Parser.steviaEdgeCall, Parser.steviaHeightCall, Parser.steviaFlexibleMarginCall]).union(SwiftUIDynamicType.calls).union(declarations.typeMembers.keys).union(declarations.enumCases.keys)
      .union(FoundationBuiltins.constants.keys).union(SwiftUIValueTypes.names).union(SwiftUIOpaqueValues.names)
    // A nested type several types declare (`ScreenA.State`) is `State` in its type's members.
    let nested = (Array(declarations.structTypes.keys) + declarations.enumCases.keys + declarations.viewClasses.keys + declarations.functions.keys)
      .filter { $0.contains(".") }.map { String(NestedTypeNames.lastName($0)) }
    let known = others.union(nested).union([GuardCondition.callName])
    let members = declarations.typeMembers.mapValues { Set($0.keys) }
    var check = StaticCheck(known: StaticCheck.KnownNames(globals: scopes[0].keys, others: known), functions: declarations.functions,
                            members: members)
    for name in typeMemberUses.keys where !others.contains(name) {
      check.nearTypes[name] = .some(nearType(name, among: Placeholders.typoCandidates(name, values: [], types: Array(others))))
    }
    // A UIKit class's methods read as the file's functions (`flattenedMethods`) are UIKit code, run only where set-up calls them,
    // and so are its computed properties (`var layout: PanelLayout { get { _layout } … }`, `_layout` another file's): run where read.
    let own = declarations.functions.values.filter {
      !imported.contains($0.location.file) && !flattenedMethods.contains($0.location) && !$0.isClassProperty
    }
    for function in own.sorted(by: { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }) {
      check.check(function)
    }
    if let body { check.check(body.statements) }
    let found = Set(errors.map(\.location))
    // In a real app's view file, a label qlrepl's vocabulary does not list (`Text(_:comment:)`)
    // is an overload it does not model, not a slip: where the code runs, what calls it becomes a
    // placeholder (`Evaluator+Unmodelled`); a label one edit from a known one stays an error. So in
    // UIKit code, where such a call is an opaque placeholder (`Evaluator+UIKitOpaqueValues`).
    let lenient = semanticsChoice.swiftUIMark == "View" || isUIKitCode
    check.errors.filter { error in
      !found.contains(error.location) && !(lenient && !Self.isTypo(error) && (error.message.contains("has no argument") || error.message.contains("does not take a trailing closure")
        || error.message.hasPrefix("extra unlabelled argument")))
    }.forEach(record)
  }
}

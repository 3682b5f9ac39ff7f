import LayoutCore

/// The warning "never used" for a `let`/`var` or a component of the main file that nothing
/// mentions. Names starting with `_`, `body` and `canvas` are exempt (and `layout`, the body of
/// an anchors script), and so are the components of a script without a body: it is a library,
/// used by the files that import it; and a pasted class's overrides (`override func
/// numberOfSections(in:) -> Int`), which its superclass calls.
struct UnusedDeclarations {
  private var used: Set<String> = []
  private var declared: [(name: String, location: SourceLocation, isComponent: Bool)] = []
  /// A pasted class's computed properties, noted as ignored when nothing reads them.
  private var classProperties: [(name: String, location: SourceLocation)] = []

  /// What the note of a statement the parser skipped says of it, after "is" or "are".
  static let unreadStatement = "Swift qlrepl does not read there (such as an app's own operator): skipped, the rest runs"

  /// The start of the `what` of a method whose body only stops the program (`Parser.onlyStops`).
  static let abstractMethodMark = "abstract method "

  /// The note for a pasted class's code the script skips (`what`: "property 'x'", "'deinit'").
  static func ignoredClassCode(_ what: String, at location: SourceLocation) -> Diagnostic {
    if what.hasPrefix("'#") {
      // A macro (`#Preview { … }`) is no class code: it shows the view in Xcode's canvas.
      return Diagnostic("\(what) is ignored: it previews the view in Xcode; qlrepl lays out the script's body (or layout) itself",
                        at: location, severity: .note)
    }
    if what == "an empty case" {
      // `case .detail(let store):` and nothing after it: a tutorial's step before its code (`Parser+Switch`).
      return Diagnostic("a case with no statement is read as code left out: it does nothing (Swift needs one: write `break`)",
                        at: location, severity: .note)
    }
    if what.hasPrefix("this statement of") {
      // A statement of a class's method the parser skips (`(view, item) >>>- { … }`, an app's own operator).
      return Diagnostic("\(what) is \(unreadStatement)", at: location, severity: .note)
    }
    if what.hasPrefix(abstractMethodMark) {
      // `func makeContent() -> Content { fatalError("Must be implemented by a subclass.") }` (`Parser.onlyStops`).
      return Diagnostic("\(what.dropFirst(abstractMethodMark.count)) only stops the program: a subclass writes it, so where "
                          + "the class is shown itself its value is a placeholder", at: location, severity: .note)
    }
    if what.hasPrefix("typealias") {
      // `typealias PlatformColor = UIColor`: a second name of a type, which no value of a script needs.
      return Diagnostic("\(what) is read past: a script's values carry no declared types", at: location, severity: .note)
    }
    return Diagnostic("\(what) is ignored: a script runs a class's views and layout, not its UIKit code", at: location, severity: .note)
  }

  /// Walks a file's top-level statements (with classes spliced in).
  init(_ statements: [Statement]) {
    used = statements.names(includingMembers: false)
    walk(statements)
    // A SwiftUI binding `$name` uses `name`.
    used.formUnion(used.filter { $0.hasPrefix("$") }.map { String($0.dropFirst()) })
  }

  /// What the analysis found, kept small: the declarations nothing uses (usually none) and the
  /// class properties nothing reads, so the sets of every name declared and used (megabytes for
  /// a script of 40,000 `let` views) are freed before evaluation builds its views.
  struct Findings {
    fileprivate let unread: [(name: String, location: SourceLocation)]
    fileprivate let unused: [(name: String, location: SourceLocation, isComponent: Bool)]

    /// The warnings, in the order the declarations are written, after a note for each class property nothing reads.
    func warnings(hasBody: Bool, isAnchors: Bool = false) -> [Diagnostic] {
      // `activation` is what a SwiftLayout view keeps its Activation in, read by the library.
      let exempt = isAnchors ? ["body", "canvas", "layout", "activation"] : ["body", "canvas"]
      return unread.map { UnusedDeclarations.ignoredClassCode("property '\($0.name)'", at: $0.location) }
        + unused.filter { !exempt.contains($0.name) && (hasBody || !$0.isComponent) }.map { declaration in
          Diagnostic("\(declaration.isComponent ? "component" : "declaration") '\(declaration.name)' is never used",
                     at: declaration.location, hint: "remove it, or start its name with '_' to keep it", severity: .warning)
        }
    }
  }

  /// The findings of the analysis, without its sets of names.
  var findings: Findings {
    Findings(unread: classProperties.filter { !used.contains($0.name) },
             unused: declared.filter { !used.contains($0.name) && !$0.name.hasPrefix("_") })
  }

  /// Collects the declarations of `statements` and of the blocks nested in them, and the names
  /// used in component bodies and AlignmentIDs (which `names(includingMembers:)` leaves out).
  private mutating func walk(_ statements: [Statement]) {
    for (index, statement) in statements.enumerated() {
      // `var title: String? { didSet { … } }`: a property observed is set from outside, its use.
      if index + 1 < statements.count, statements[index + 1].isObserver { continue }
      switch statement {
      case .uninitialized(_, _, let type, _) where type.hasPrefix("Activation"):
        // SwiftLayout's `Layoutable` requires `var activation: Activation?`: the protocol uses it.
        continue
      case .binding(_, _, .call(let call), _) where PlaceholderValues.isInitializerParameter(call):
        // A parameter of the shown class's `init(size:)`, bound for its set-up code (`parametersBound`): Swift warns of none.
        continue
      case .binding(_, _, .call(let call), _) where StoryboardOutlets.isOutlet(call):
        continue  // `@IBOutlet var titleLabel: UILabel!`: the storyboard uses it
      case .binding(let name, _, _, let location), .uninitialized(let name, _, _, let location):
        declared.append((name, location, false))
      case .function(let function):
        if function.isClassProperty {
          classProperties.append((function.name, function.location))
        } else if !function.isViewStruct, function.memberOf == nil, !function.isPreview, !function.isOverride {
          declared.append((function.name, function.location, true))
        }
        for parameter in function.parameters { parameter.defaultValue?.collectNames(into: &used, includingMembers: false) }
        used.formUnion(function.body.names(includingMembers: false))
        walk(function.body)
      case .alignmentExtension(_, let members, _):
        for member in members { member.value.collectNames(into: &used, includingMembers: false) }
      case .structure(let declaration):
        for field in declaration.fields { field.defaultValue?.collectNames(into: &used, includingMembers: false) }
      case .enumeration(let declaration):
        for item in declaration.cases { item.rawValue?.collectNames(into: &used, includingMembers: false) }
      case .alignmentID(_, let closure, _):
        used.formUnion(closure.body.names(includingMembers: false))
      case .ifElse(let branches, let otherwise, _):
        branches.forEach { walk($0.body) }
        walk(otherwise ?? [])
      case .forIn(_, _, let body, _), .body(let body, _), .declarations(let body, _), .setUp(_, let body, _), .whileLoop(_, let body, _),
           .sequence(let body, _):
        walk(body)
      case .layout(let layout):
        for field in layout.fields { field.defaultValue?.collectNames(into: &used, includingMembers: false) }
        for method in layout.methods { used.formUnion(method.body.names(includingMembers: false)) }
      case .layoutExtension(_, let methods, _):
        for method in methods { used.formUnion(method.body.names(includingMembers: false)) }
      case .layoutValueKey:
        break
      case .viewClass(let declaration):
        // A class the file does not show: what its members use counts, its own members are its type's.
        used.formUnion(UnusedDeclarations(declaration.members).used)
      case .expression, .assignment, .importFile, .importModule, .returnValue, .loopControl, .ignored, .elision:
        break
      }
    }
  }
}

private extension Statement {
  /// True for the skipped `didSet`/`willSet` of a property (`Parser.bindingAndObservers`).
  var isObserver: Bool {
    guard case .ignored(let what, _) = self else { return false }
    return what.hasSuffix("' observer")
  }
}

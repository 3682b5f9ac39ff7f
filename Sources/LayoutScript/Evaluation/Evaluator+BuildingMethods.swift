import Foundation
import LayoutCore

/// A shown UIKit class whose set-up code (its initializers, `viewDidLoad()`, `commonInit()` and
/// the methods they call) builds no view, while other methods of it do: a view the app fills
/// from outside (`populateFrom(folder:)`, `configure(with:)`), a class function that makes an
/// instance and installs it on a view it is given (`class func itemOnView(_ view: UIView) -> Self`).
/// Nothing in the file calls them, UIKit does not either, and without them the file draws nothing.
/// So those methods run after the set-up code, before the layout pass, in the order written, each
/// at most once: the ones that reach `addSubview`, `addArrangedSubview`, `NSLayoutConstraint
/// .activate` or an anchor's constraint (themselves or through the class's methods they call) and
/// that no other such method calls; one whose building methods an earlier one already ran, having
/// built something, is skipped (`populateFrom(model:)` after `populateFrom(folder:)`, both calling
/// `setup(…)`). Their parameters take the placeholders an init's take (`placeholderBindings`: a
/// view parameter a new view of its type); in a class function, the instance of the class it makes
/// is the class's own view (`ownViewInClassFunction`), installed on the view it is given. `@objc` and `@IBAction` methods are the targets of events (a tap, a notification), which
/// set-up does not send, and are not run. One note names the methods run.
extension Evaluator {
  /// What the fallback knows while it runs: the building methods of each method it may run (by
  /// the method's place), those already run, and the names of the methods run, for the note.
  struct BuildingMethodsRun {
    var candidates: [SourceLocation: (name: String, builders: Set<String>, isStatic: Bool)] = [:]
    var covered: Set<String> = []
    var ran: [String] = []
    var noteIndex: Int?
    /// True while a class function runs: the first instance of the class it makes is the class's own view.
    var inClassFunction = false
    var ownViewMade = false
  }

  /// The calls and members that build a hierarchy: what a method must reach to be run so.
  static let buildingNames: Set<String> = [
    "addSubview", "addSubviews", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "activate", "constraint",
    "addConstraint", "addConstraints", "makeConstraints",
  ]

  /// `statements` (the shown class spliced in) with its building methods run before its layout
  /// pass when its set-up code builds nothing; unchanged otherwise. `written` is every method of
  /// the class as written, overloads too: a method one of them calls is not run on its own.
  func withBuildingMethods(_ statements: [Statement], of className: String, at classLocation: SourceLocation,
                           written: [FunctionDeclaration]) -> [Statement] {
    var methods: [(function: FunctionDeclaration, isStatic: Bool)] = []
    var setUps: [[Statement]] = []
    func collect(_ members: [Statement]) {
      for member in members {
        switch member {
        case .setUp(_, let body, _): setUps.append(body)
        case .function(let function) where !function.isProperty && !function.isEventHandler:
          if function.memberOf == nil, flattenedMethods.contains(function.location) {
            methods.append((function, function.isStatic))
          } else if function.memberOf == className, function.isStatic {
            methods.append((function, true))
          }
        case .declarations(let inner, _): collect(inner)
        default: continue
        }
      }
    }
    collect(statements)
    var byName: [String: FunctionDeclaration] = [:]
    for (method, _) in methods where byName[method.name] == nil { byName[method.name] = method }
    var memo: [String: Set<String>] = [:]
    /// The building methods `body` reaches: the class's methods that build, which it calls or is.
    func reached(_ body: [Statement], visiting: inout Set<String>) -> Set<String> {
      let names = body.names(includingMembers: true)
      var found: Set<String> = []
      for name in names where byName[name] != nil && !visiting.contains(name) {
        if let known = memo[name] {
          found.formUnion(known)
          continue
        }
        visiting.insert(name)
        var inner = reached(byName[name]!.body, visiting: &visiting)
        if !byName[name]!.body.names(includingMembers: true).isDisjoint(with: Self.buildingNames) { inner.insert(name) }
        memo[name] = inner
        found.formUnion(inner)
      }
      return found
    }
    func builds(_ body: [Statement]) -> Set<String> {
      var visiting: Set<String> = []
      var found = reached(body, visiting: &visiting)
      if !body.names(includingMembers: true).isDisjoint(with: Self.buildingNames) { found.insert("#self") }
      return found
    }
    guard setUps.allSatisfy({ builds($0).isEmpty }) else { return statements }
    // Who calls whom, among the methods as written (a delegate's overload dropped from the file's functions calls too).
    let called = written.filter { !$0.isEventHandler }.reduce(into: Set<String>()) { names, method in
      names.formUnion(method.body.names(includingMembers: true).subtracting([method.name]))
    }
    var runs: [Statement] = []
    for (method, isStatic) in methods.sorted(by: { ($0.function.location.line, $0.function.location.column) < ($1.function.location.line, $1.function.location.column) }) where !called.contains(method.name) {
      var builders = builds(method.body)
      guard !builders.isEmpty, isStatic || !Self.installsGivenView(method) else { continue }
      if builders.remove("#self") != nil { builders.insert(method.name) }
      let labels: String = method.parameters.map { ($0.label ?? "_") + ":" }.joined()
      let signature = "\(method.name)(\(labels))"
      buildingMethods.candidates[method.location] = (signature, builders, isStatic)
      runs.append(.setUp(what: "'\(signature)'", body: Self.placeholderCall(of: method, isStatic: isStatic, className: className,
                                                                         signature: signature), method.location))
    }
    guard !runs.isEmpty else { return statements }
    return statements.map { statement in
      guard case .declarations(let members, let location) = statement, location == classLocation else { return statement }
      let pass = members.firstIndex(where: \.isLayoutPass) ?? members.endIndex
      return .declarations(Array(members[..<pass]) + runs + members[pass...], location)
    }
  }

  /// In a class function run so (`class func badgeOnView(_ view: UIView) -> Self`), the first
  /// instance of the shown class it makes: the class's own view, whose set-up code has run, which
  /// the function then installs on the view it is given (a new view of its type, the root); nil
  /// for any other call.
  func ownViewInClassFunction(_ name: String, at location: SourceLocation) -> Value? {
    guard buildingMethods.inClassFunction, name == flattenedClass, !buildingMethods.ownViewMade else { return nil }
    buildingMethods.ownViewMade = true
    return .view(uikitHostView("self", at: location))
  }

  /// True for a method given the view it installs (`installContentView(_ contentView: UIView)`):
  /// a helper for the app's callers, which have that view; without one it would install an empty
  /// placeholder. One that adds the class's own view to the view it is given
  /// (`cell.contentView.addSubview(self)`) mentions `self` and is no such helper; nor is one that
  /// adds a view of the class's own besides (`setup(scrollView:)` adding its `messageView` too).
  private static func installsGivenView(_ method: FunctionDeclaration) -> Bool {
    method.parameters.contains { parameter in
      let type = (parameter.type ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "?! "))
      return Vocabulary.views[type] != nil || type.hasPrefix("UI") && (type.hasSuffix("View") || type.hasSuffix("Cell"))
    } && !addsSelf(method.body) && !addsView(in: method.body, besides: Set(method.parameters.map(\.name)))
  }

  /// True when `body` adds the class's own view to another (`view.addSubview(self)`), at any depth of its blocks.
  private static func addsSelf(_ body: [Statement]) -> Bool {
    addsView(in: body) { if case .name("self", _) = $0 { return true } else { return false } }
  }

  /// True when `body` adds a view named neither `self` nor one of `parameters` (`view.addSubview(messageView)`).
  private static func addsView(in body: [Statement], besides parameters: Set<String>) -> Bool {
    addsView(in: body) { added in
      switch added {
      case .name(let name, _): return name != "self" && !parameters.contains(name)
      case .member(.name("self", _), let name, _): return !parameters.contains(name)
      default: return false
      }
    }
  }

  /// True when `body` adds a view that `matches` (`addSubview`, `addArrangedSubview`, `insertSubview`), at any depth of its blocks.
  private static func addsView(in body: [Statement], _ matches: (Expression) -> Bool) -> Bool {
    body.contains { statement in
      switch statement {
      case .expression(.call(let call)):
        let name: String
        switch call.callee {
        case .name(let called), .method(_, let called): name = called
        case .expression: return false
        }
        guard ["addSubview", "addArrangedSubview", "insertSubview"].contains(name), let first = call.first else { return false }
        return matches(first.value)
      case .ifElse(let branches, let otherwise, _):
        return branches.contains { addsView(in: $0.body, matches) } || addsView(in: otherwise ?? [], matches)
      case .forIn(_, _, let block, _), .whileLoop(_, let block, _), .sequence(let block, _): return addsView(in: block, matches)
      default: return false
      }
    }
  }

  /// The call of `method` with each parameter bound first to its placeholder.
  private static func placeholderCall(of method: FunctionDeclaration, isStatic: Bool, className: String,
                                      signature: String) -> [Statement] {
    let location = method.location
    var parameters = method.parameters
    for index in parameters.indices where parameters[index].name == "_" { parameters[index].name = "#argument\(index)" }
    let bindings = placeholderBindings(parameters, of: signature)
    let arguments = parameters.map { parameter in
      Argument(label: parameter.label, value: .name(parameter.name, location), isTrailingClosure: false, location: location)
    }
    let callee: Expression = isStatic && method.memberOf != nil ? .member(.name(className, location), method.name, location) : .name(method.name, location)
    return bindings + [.expression(.call(.make(callee, arguments, at: location)))]
  }

  /// Runs the building method set up at `location` unless the methods it builds with already ran;
  /// true when it was one (run or skipped).
  func runBuildingMethod(_ what: String, _ body: [Statement], at location: SourceLocation) throws(Diagnostic) -> Bool {
    guard let candidate = buildingMethods.candidates[location] else { return false }
    guard !candidate.builders.isSubset(of: buildingMethods.covered) else { return true }
    let before = (uikit.added.count, uikit.records.count)
    buildingMethods.inClassFunction = candidate.isStatic
    defer { buildingMethods.inClassFunction = false }
    try runSetUp(what, body)
    if (uikit.added.count, uikit.records.count) != before { buildingMethods.covered.formUnion(candidate.builders) }
    buildingMethods.ran.append(candidate.name)
    let message = "the class's set-up code builds no view: ran \(buildingMethods.ran.joined(separator: ", ")) "
      + "with placeholder arguments, as the app would call \(buildingMethods.ran.count == 1 ? "it" : "them") (its other files do)"
    if let index = buildingMethods.noteIndex {
      warnings[index] = Diagnostic(message, at: warnings[index].location, severity: .note)
    } else {
      buildingMethods.noteIndex = warnings.count
      note(message, at: location)
    }
    return true
  }
}

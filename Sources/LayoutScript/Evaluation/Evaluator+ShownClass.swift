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

  /// True when a class's code builds a hierarchy (adds subviews, constrains them or sets their
  /// frames): a storyboard's class (`awakeFromNib`, outlets) or a model class does not.
  private static func buildsViews(_ declaration: ViewClassDeclaration) -> Bool {
    let names = declaration.members.names(includingMembers: true)
      .union(declaration.methods.flatMap { $0.body.names(includingMembers: true) })
    return !names.isDisjoint(with: viewBuildingCalls.union(["frame"]))
  }

  /// The calls that add views to a hierarchy or constrain them, which code that builds views
  /// makes (a class's set-up, a view factory: `Evaluator+ViewFactories`).
  static let viewBuildingCalls: Set<String> = ["addSubview", "addSubviews", "addArrangedSubview", "insertSubview", "makeConstraints", "activate"]

  /// The last of `classes` that no other of them names in its members, methods or initializers
  /// (`SwipeActionsView`, whose `addButtons(…)` makes the `SwipeActionButtonWrapperView`s it holds).
  private static func lastRoot(of classes: [ViewClassDeclaration]) -> ViewClassDeclaration? {
    let named = classes.map { declaration in
      (declaration.name, declaration.members.names(includingMembers: false)
        .union(declaration.methods.flatMap { $0.body.names(includingMembers: false) })
        .union(declaration.initializers.flatMap { $0.body.names(includingMembers: false) }))
    }
    return classes.last { candidate in
      !named.contains { $0.0 != candidate.name && $0.1.contains(candidate.name) }
    }
  }

  /// The file's statements, the class it shows spliced in as its members.
  func showingOneClass(_ fileStatements: [Statement]) -> [Statement] {
    let statements = declaringExtendedClass(fileStatements)
    let written = statements.compactMap { statement -> ViewClassDeclaration? in
      if case .viewClass(let declaration) = statement { return declaration }
      return nil
    }
    // A subclass of another class of the file holds what it inherits (`ClassInheritance`).
    let classes = written.map { ClassInheritance.inheriting($0, among: written) }
    let laidOut = classes.filter(\.hasBody)
    let shown: String?
    if let forced = forcedView, classes.contains(where: { $0.name == forced }) {
      shown = forced
    } else if let last = laidOut.last {
      shown = (Self.lastRoot(of: laidOut) ?? last).name
    } else if classes.count > 1 {
      // No class has a body (UIKit code that lays its views out by constraints or frames): the
      // last class no other one uses is the screen; the others are types it makes views of. Of
      // a file whose classes build none, a view or a controller (`MainViewController`, its map an
      // outlet), not a library's layout object (`class PanelLayout: FloatingPanelLayout`).
      let building = classes.filter(Self.buildsViews)
      let views = classes.filter { $0.superclass.map(Parser.isViewOrController) ?? false }
      shown = (Self.lastRoot(of: building) ?? Self.lastRoot(of: views) ?? Self.lastRoot(of: classes))?.name
    } else {
      shown = nil
    }
    shownClass = classes.count > 1 ? shown : nil
    flattenedClass = shown ?? classes.last?.name
    flattenedSuperclass = classes.first { $0.name == flattenedClass }?.superclass
    flattenedClassLocation = classes.first { $0.name == flattenedClass }?.location
    textsFilledLater = classes.first { $0.name == flattenedClass }?.textsFilledLater ?? []
    var names = Set(statements.compactMap { statement -> String? in
      if case .function(let function) = statement, function.memberOf == nil { return function.name }
      return nil
    })
    let bodiless = classes.contains { $0.name == flattenedClass && !$0.hasBody }
    showsClassBody = classes.contains { $0.name == flattenedClass && $0.hasBody }
    let spliced: [Statement] = statements.map { statement in
      switch statement {
      case .viewClass(let written):
        let declaration = classes.first { $0.location == written.location } ?? written
        guard shown == nil || declaration.name == shown else { return .viewClass(declaration) }
        let members = Self.inDependencyOrder(Self.runnable(declaration, names: &names, onlyCalled: declaration.hasBody))
          .map { Self.parametersBound($0, of: declaration, previews: statements) }
        for case .function(let method) in members where declaration.methods.contains(where: { $0.location == method.location }) {
          flattenedMethods.insert(method.location)
        }
        for case .binding(_, _, _, let location) in members { flattenedProperties.insert(location) }
        return .declarations(members, declaration.location)
      case .declarations(let members, let location) where bodiless:
        return .declarations(members.compactMap { ownExtensionMember($0, of: flattenedClass!, names: &names) }, location)
      case .layoutExtension(let type, let methods, let location) where bodiless && type == flattenedClass:
        // An extension of only methods (`private extension WebViewController { func configureBar() { … } }`).
        return .declarations(methods.compactMap { method in
          var member = method
          member.memberOf = type
          return ownExtensionMember(.function(member), of: type, names: &names)
        }, location)
      default:
        return statement
      }
    }
    guard bodiless, let shownDeclaration = classes.first(where: { $0.name == flattenedClass }) else { return spliced }
    return withBuildingMethods(spliced, of: shownDeclaration.name, at: shownDeclaration.location,
                               written: Self.methodsAsWritten(of: shownDeclaration, in: statements))
  }

  /// Every method of `declaration` as written, in the class and its extensions, overloads too
  /// (`mapView(_:regionWillChangeAnimated:)` beside `mapView(_:viewFor:)`): who calls whom.
  private static func methodsAsWritten(of declaration: ViewClassDeclaration, in statements: [Statement]) -> [FunctionDeclaration] {
    declaration.methods + extensionMethods(in: statements).filter { $0.type == declaration.name }.map(\.method)
  }

  /// The methods the file's extensions declare, as written, each with the type it extends and
  /// the position of its extension among `statements`.
  static func extensionMethods(in statements: [Statement]) -> [(type: String, position: Int, method: FunctionDeclaration)] {
    var methods: [(type: String, position: Int, method: FunctionDeclaration)] = []
    for (position, statement) in statements.enumerated() {
      switch statement {
      case .declarations(let members, _):
        for case .function(let function) in members { if let type = function.memberOf { methods.append((type, position, function)) } }
      case .layoutExtension(let type, let written, _):
        methods += written.map { (type, position, $0) }
      default:
        continue
      }
    }
    return methods
  }

  /// The initializers UIKit itself calls, by their labels (`init(frame:)`, a cell's
  /// `init(style:reuseIdentifier:)`, a controller's `init(nibName:bundle:)`…): their parameters
  /// are UIKit's to give, and their code reads them as it always has (the frame is the canvas's).
  static let uikitInitializers: Set<[String]> = [
    ["frame"], ["coder"], ["style", "reuseIdentifier"], ["nibName", "bundle"], ["collectionViewLayout"], ["style"],
    ["rootViewController"], ["reuseIdentifier"],
  ]

  /// True for the labels of an initializer UIKit calls: `init(style:)` only of a table view
  /// controller (UITableViewController's `init(style:)`); a controller's own `init(style:)` is the app's.
  static func isUIKitInitializer(_ labels: [String], of declaration: ViewClassDeclaration) -> Bool {
    uikitInitializers.contains(labels) && (labels != ["style"] || declaration.superclass == "UITableViewController")
  }

  /// `init(size: CGFloat)` of the shown class, which no caller of the file's gives arguments: run
  /// as its set-up code, each parameter first bound to the argument the file's `#Preview` gives it
  /// (`PreviewArguments`), else to its default, else to the placeholder of its type, as a view's
  /// property without a value takes (`PlaceholderValues`: numbers 0, a String its name, an
  /// optional nil, a closure one that does nothing), named in the one note of those. An
  /// initializer UIKit calls (`uikitInitializers`) and any other member are unchanged.
  static func parametersBound(_ member: Statement, of declaration: ViewClassDeclaration, previews statements: [Statement]) -> Statement {
    guard case .setUp(let what, let body, let location) = member, what == "'init'",
          let initializer = declaration.initializers.first(where: { $0.location == location }), !initializer.parameters.isEmpty,
          !isUIKitInitializer(initializer.parameters.map { $0.label ?? "_" }, of: declaration) else { return member }
    if Self.delegates(body), declaration.initializers.contains(where: { !Self.delegates($0.body) }),
       Self.builds(body) ? declaration.initializers.contains(where: { !Self.delegates($0.body) && Self.builds($0.body) }) : true {
      // `convenience init(count: Int, size: CGFloat) { self.init(size: size) }`: the init it calls runs, on its own;
      // unless this one alone builds the views (`self.init(style: style, …); contentView.addSubview(tooltip)`).
      return .ignored(what: "'init' that calls another init (which runs)", location)
    }
    let signature = "init(" + initializer.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    // `init(frame: CGRect, name: String)`: the frame is UIKit's to give, read as `frame` always is (the canvas's).
    let previewed = PreviewArguments.values(for: declaration.name, initializer.parameters, in: statements) ?? [:]
    return .setUp(what: what, body: placeholderBindings(initializer.parameters.filter { $0.label != "frame" }, of: signature, given: previewed) + body,
                  location)
  }

  /// Each of `parameters` of the method `signature` bound to the value `given` has for it, else
  /// to its default, else to the placeholder of its type (`PlaceholderValues`), named in the one
  /// note of those.
  static func placeholderBindings(_ parameters: [Parameter], of signature: String, given: [String: Expression] = [:]) -> [Statement] {
    parameters.map { parameter in
      Statement.binding(name: parameter.name, isVariable: false,
                        value: given[parameter.name] ?? parameter.defaultValue
                          ?? PlaceholderValues.expression(type: parameter.type ?? "", name: parameter.name, of: signature, at: parameter.location),
                        parameter.location)
    }
  }

  /// The shown class's members with each stored property after the properties its value reads:
  /// a `lazy var stack = UIStackView(arrangedSubviews: [title, subtitle])` declared above its
  /// labels runs when first used, in Swift, so after them (a stored property that is not lazy
  /// cannot read another). The other members keep their order; a cycle keeps the written order.
  static func inDependencyOrder(_ members: [Statement]) -> [Statement] {
    var declared: [String: Int] = [:]
    for (index, member) in members.enumerated() {
      if case .binding(let name, _, _, _) = member { declared[name] = index }
    }
    guard declared.count > 1 else { return members }
    var ordered: [Statement] = []
    var state = [Int: Bool]()  // false: being placed (a cycle); true: placed
    func place(_ index: Int) {
      guard state[index] == nil else { return }
      state[index] = false
      if case .binding(let name, _, let value, _) = members[index] {
        let read = [Statement.expression(value)].names(includingMembers: true)
        for other in read.compactMap({ declared[$0] }).sorted() where other > index && other != declared[name] { place(other) }
      }
      state[index] = true
      ordered.append(members[index])
    }
    for index in members.indices { place(index) }
    return ordered
  }

  /// True when `body` itself builds views (`Evaluator.buildingNames`: adds subviews, constrains them).
  private static func builds(_ body: [Statement]) -> Bool {
    !body.names(includingMembers: true).isDisjoint(with: buildingNames)
  }

  /// True when an initializer's code calls another of its class's (`self.init(size: size)`).
  private static func delegates(_ body: [Statement]) -> Bool {
    body.contains { statement in
      guard case .expression(.call(let call)) = statement, case .method(.name("self", _), "init") = call.callee else { return false }
      return true
    }
  }

  /// The members of a shown class without a body, its methods callable by its set-up code as the
  /// file's functions (`setupCollectionView()` from `viewDidLoad()`): the first of each name
  /// (overloads such as a data source's `collectionView(_:…)` are never called by set-up code),
  /// none that a top-level function of the file already names (`names`, the names taken).
  /// With `onlyCalled` (a class shown by its layout body), only the methods its set-up code calls,
  /// directly or through one another (`init(frame:)` calling `addItems(count: 10)`), run as
  /// functions; the others keep their note, as the canvas never runs them.
  private static func runnable(_ declaration: ViewClassDeclaration, names: inout Set<String>, onlyCalled: Bool) -> [Statement] {
    var members: [Statement] = []
    for member in declaration.members {
      if case .function(let function) = member, function.memberOf == nil, !names.insert(function.name).inserted { continue }
      members.append(member)
    }
    let called = onlyCalled ? calledBySetUp(declaration) : nil
    var methods: [FunctionDeclaration] = []
    for method in declaration.methods where called?.contains(method.name) ?? true && names.insert(method.name).inserted { methods.append(method) }
    members.removeAll { member in
      guard case .ignored(_, let location) = member else { return false }
      return methods.contains { $0.location == location }
    }
    return members + methods.map(Statement.function)
  }

  /// The names of `declaration`'s methods its set-up code (its `init`s, `viewDidLoad`, stored
  /// properties' initial values) calls, and those they call in turn.
  private static func calledBySetUp(_ declaration: ViewClassDeclaration) -> Set<String> {
    var pending = declaration.members.filter { if case .function = $0 { return false } else { return true } }
      .names(includingMembers: true)
    var called: Set<String> = []
    while let name = pending.popFirst() {
      guard called.insert(name).inserted else { continue }
      for method in declaration.methods where method.name == name {
        pending.formUnion(method.body.names(includingMembers: true).subtracting(called))
      }
    }
    return called
  }

  /// A member an extension of the shown class adds (`extension ViewController { override func
  /// viewDidLoad() { … } }`), read as the class's own: a set-up method is its set-up code, an
  /// instance method a function of the file; anything else as it is.
  private func ownExtensionMember(_ member: Statement, of className: String, names: inout Set<String>) -> Statement? {
    guard case .function(var function) = member, function.memberOf == className, !function.isStatic, !function.isProperty else {
      return member
    }
    if function.parameters.isEmpty, Parser.setUpMethods.contains(function.name) {
      return .setUp(what: "'\(function.name)()'", body: function.body, function.location)
    }
    guard names.insert(function.name).inserted else { return nil }  // an overload: the first of the name is the one called
    function.memberOf = nil
    flattenedMethods.insert(function.location)
    return .function(function)
  }
}

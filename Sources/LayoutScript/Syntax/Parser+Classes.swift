import LayoutCore

/// The paste form: a whole `@QuickLayout final class MyView: UIView { … }` copied from the
/// QuickLayout docs (also a `UICollectionViewCell`, or a `UIViewController` whose layout is
/// `@LayoutBuilder func layout() -> Layout`). Of the class a file shows, the stored properties
/// become declarations, its body the body, its set-up code (`init(frame:)`, `viewDidLoad()`…)
/// runs after the properties; other initialisers, UIKit methods and property observers are
/// skipped, each with a note. The file's other classes are types (`Evaluator+ViewClasses`).
extension Parser {
  /// `class NAME: UIKitClass, Protocols { members }`.
  mutating func classDeclaration() throws(Diagnostic) -> Statement {
    let keyword = current.location
    let hasMacro = declarationHasMacro
    advance()
    let (plain, _) = try expectIdentifier("expected a class name after 'class'")
    let name = nestedName(plain)
    // Any superclass: a UIKit class, or a project's own base view (SwiftLayout's `SLView`); a
    // model class (`ObservableObject`, `NSObject`) is read as a type instead (`isModelClass`).
    let superclass = try inheritance().first
    let (saved, savedInitializers, savedMethods) = (inClass, classInitializers, classMethods)
    (inClass, classInitializers, classMethods) = (true, [], [])
    defer { (inClass, classInitializers, classMethods) = (saved, savedInitializers, savedMethods) }
    let outer = enclosingType
    enclosingType = name
    defer { enclosingType = outer }
    var list: [Statement] = []
    let start = index
    try members(of: name) { (parser: inout Parser) throws(Diagnostic) in list += try parser.classMember() }
    list = outletsMadeInCode(list, tokensFrom: start)
    // UIKit's order, wherever each is written: the initializer, then `loadView()`, then the rest
    // of the set-up code as written, then the layout pass (`layoutSubviews()`).
    let setUps = list.compactMap { member -> (rank: Int, member: Statement)? in
      guard case .setUp(let what, _, _) = member else { return nil }
      return (Self.lifecycleRank(what), member)
    }.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element.member)
    let others = list.filter { if case .setUp = $0 { return false } else { return true } }
    var declaration = ViewClassDeclaration(name: name, superclass: superclass, members: others + setUps,
                                           initializers: classInitializers, methods: classMethods, location: keyword)
    declaration.hasMacro = hasMacro || Self.bodySizedBases.contains(superclass ?? "")
    declaration.textsFilledLater = textsFilledLater(tokensFrom: start)
    return .viewClass(declaration)
  }

  /// Base classes of QuickLayout's companion libraries that do what `@QuickLayout` expands to:
  /// QuickLayoutKit's `QuickLayoutView` (astralchen/QuickLayoutKit) overrides `sizeThatFits(_:)`,
  /// `quick_flexibility(for:)` and `layoutSubviews()` with `_QuickLayoutViewImplementation`, as the
  /// macro's expansion does, and `QuickLayoutContentView` is a `QuickLayoutView`. A subclass that
  /// overrides `var body` is sized by its body, as a `@QuickLayout` class is.
  static let bodySizedBases: Set<String> = ["QuickLayoutView", "QuickLayoutContentView"]

  /// True when the class declared here is a view or a controller by its superclass (`UIView`,
  /// `UITableViewCell`, an app's `FloatingPanelController`): a nested type worth showing, not a
  /// model or a library's layout object (`class PanelLayout: FloatingPanelLayout`).
  var nestedClassIsView: Bool {
    guard current.isWord("class"), peek(2).isSymbol(":"), let superclass = peek(3).identifier, !isModelClass else { return false }
    return Self.isViewOrController(superclass)
  }

  /// True for the superclass of a view or a controller: UIKit's (`UIView`, `UITableViewController`),
  /// AppKit's (`NSTableView`), or one another file declares by a view's or a controller's name
  /// (`MessageView`, `FloatingPanelController`, `TagCell`).
  static func isViewOrController(_ superclass: String) -> Bool {
    superclass.hasPrefix("UI") || ["View", "Cell", "Controller", "Button", "Label"].contains(where: superclass.hasSuffix)
  }

  /// A view or controller class declared inside a class or an extension (`private final class
  /// FirstPanelContentViewController: UIViewController` in a controller, a cell's content view):
  /// a type of its own, read as a top-level class is and put after the statement being read
  /// (`hoistedClasses`), so the file may show it, or make views of it. It is named by its path
  /// (`MultiPanelController.FirstPanelContentViewController`), which `NestedTypeNames` shortens
  /// to its own name when no other type of the file takes it, as the outer class's code calls it.
  mutating func hoistNestedClass() throws(Diagnostic) {
    hoistedClasses.append(try classDeclaration())
  }

  /// The zero-parameter methods whose code sets a pasted class's views up, run like `init(frame:)`.
  static let setUpMethods: Set<String> = Set([
    "viewDidLoad", "awakeFromNib", "setup", "setUp", "setupViews", "setUpViews", "setupUI", "setUpUI", "commonInit",
    "configure", "configureViews", "configureUI", "setupConstraints", "setUpConstraints", "setupLayout", "setUpLayout",
    "setupSubviews", "setUpSubviews", "setupView", "setUpView", "addSubviews", "makeConstraints", "layoutViews",
    "updateViewConstraints", "updateConstraints", "addConstraints", "addUI",
    // What UIKit code names the methods that add subviews and activate constraints.
    "configureLayout", "configureConstraints", "configureSubviews", "configureHierarchy", "setupAutoLayout", "setUpAutoLayout",
    "setupHierarchy", "setupViewHierarchy", "setupViewsConstraints", "activateConstraints", "applyConstraints",
    "installConstraints", "layoutUI", "buildUI", "makeUI", "initViews", "initUI", "addViews", "setConstraints",
    // UIViewController.loadView: "You can override this method in order to create your views manually".
    "loadView",
    // UIView.prepareForInterfaceBuilder: "Called when a designable object is created in Interface Builder",
    // the set-up an `@IBDesignable` view runs for Xcode's canvas, which is what qlrepl draws too.
    "prepareForInterfaceBuilder",
  ]).union(layoutPassMethods)

  /// The methods UIKit calls in its layout pass, once the view has its bounds: where manual
  /// layout sets its subviews' frames (UIView.layoutSubviews: "Subclasses can override this
  /// method as needed to perform more precise layout of their subviews … set the frame
  /// rectangles of your subviews directly"; UIViewController.viewDidLayoutSubviews).
  static let layoutPassMethods: Set<String> = ["layoutSubviews", "viewWillLayoutSubviews", "viewDidLayoutSubviews"]

  /// Where a set-up runs in UIKit's life of a view or controller: 0 for an initializer, 1 for
  /// `loadView()` (UIViewController.loadView is called when the view is first asked for, after
  /// `init`), 3 for the layout pass, 2 for the rest (`viewDidLoad()`, `setupViews()`…).
  static func lifecycleRank(_ what: String) -> Int {
    if what.hasPrefix("'init") { return 0 }
    if what == "'loadView()'" { return 1 }
    return isLayoutPass(what) ? 3 : 2
  }

  /// True for the `what` of a set-up that is a layout pass (`'layoutSubviews()'`).
  static func isLayoutPass(_ what: String) -> Bool {
    what.hasPrefix("'") && what.hasSuffix("()'") && layoutPassMethods.contains(String(what.dropFirst().dropLast(3)))
  }

  /// One member of a pasted class, after its modifiers.
  mutating func classMember() throws(Diagnostic) -> [Statement] {
    let start = current.location
    switch current.identifier {
    case "let", "var":
      let isOverride = declarationIsOverride
      let member = try bindingAndObservers()
      // `override var frame: CGRect { didSet { … } }`: observers of UIKit's own property (Swift
      // lets an override add observers, not storage), not a property of the class's.
      if isOverride, case .declarations(let parts, _) = member, case .uninitialized(let name, _, _, let location)? = parts.first,
         case .ignored(let observer, _)? = parts.last {
        return [.ignored(what: "\(observer) of UIKit's '\(name)'", location)]
      }
      return member.flattened
    case "func":
      if let setUp = try setUpMethod() { return [setUp] }
      let isStatic = declarationIsStatic
      let isEventHandler = declarationIsEventHandler
      let isOverride = declarationIsOverride
      let saved = self
      var function: FunctionDeclaration
      do throws(Diagnostic) {
        function = try functionDeclaration()
      } catch {
        self = saved
        guard let tolerant = try toleratedMethod() else { throw error }
        function = tolerant  // `func setupCollectionView() { … }` with Swift the script cannot read: what it can runs
      }
      function.isStatic = isStatic
      function.isEventHandler = isEventHandler
      function.isOverride = isOverride
      if Self.isLayoutType(function.resultType), function.resultType != nil {
        let isBody = function.parameters.isEmpty && (function.name == "layout" || function.name == "body")
        return [isBody ? .body(function.body, function.location) : .function(function)]
      }
      // A helper that computes a value the body shows (`private func emoji(_ value: Int) -> String`).
      if let result = function.resultType, Self.valueResultTypes.contains(result), !function.body.isEmpty { return [.function(function)] }
      if !function.body.isEmpty { classMethods.append(function) }
      return [.ignored(what: "method '\(function.name)(\(function.parameters.map { "\($0.label ?? "_"):" }.joined()))'", function.location)]
    case "init":
      return [try initializer()]
    case "deinit":
      try skipDeclaration()
      return [.ignored(what: "'deinit'", start)]
    case "struct", "enum":
      if declarationConforms(to: "AlignmentID") { return [try alignmentIDDeclaration()] }
      if current.isWord("struct") { return try structDeclaration().flattened }
      // `private enum Metrics { static let inset: CGFloat = 16 }`: the class's constants, read as an
      // enum of the file's (`Metrics.inset`); one the script cannot read is skipped with a note.
      let saved = self
      let errors = diagnostics.count
      if let enumeration = try? enumDeclaration(), diagnostics.count == errors { return enumeration.flattened }
      self = saved
      advance()
      let name = current.identifier ?? "?"
      try skipDeclaration()
      return [.ignored(what: "type '\(name)'", start)]
    case "class" where nestedClassIsView:
      try hoistNestedClass()
      return []
    case "typealias", "class", "protocol", "subscript", "associatedtype", "actor":
      // A nested class (a cell's content view), a type alias or a subscript: none is the class's layout.
      let what = current.identifier!
      advance()
      let name = current.identifier ?? ""
      try skipMemberDeclaration()
      return [.ignored(what: "\(what) '\(name)' in the class", start)]
    default:
      throw Diagnostic("expected a property, a method or an initialiser in the class, found \(current.spelling)",
                       at: current.location)
    }
  }

  /// `init(…) { … }`: set-up code, unless it is `init?(coder:)` (storyboards) or its body is
  /// Swift the script cannot parse; those are skipped with a note.
  mutating func initializer() throws(Diagnostic) -> Statement {
    let start = current.location
    let saved = self
    advance()
    while current.isSymbol("?") || current.isSymbol("!") { advance() }
    let parametersStart = index
    var parameters: [Parameter] = []
    if current.isSymbol("(") {
      let beforeParameters = self
      if let read = try? parameterList(after: "'init'") { parameters = read } else {
        self = beforeParameters
        try skipBalanced()
      }
    }
    let isCoder = tokens.tokens(in: parametersStart..<index).contains { $0.isWord("coder") }
    try skipEffects()
    skipNewlinesBeforeBrace()  // `init(frame: CGRect)` with its `{` on the next line
    if !isCoder, current.isSymbol("{"), let body = try? setUpBody(of: "'init'") {
      classInitializers.append(ClassInitializer(parameters: parameters, body: body, location: start))
      return .setUp(what: "'init'", body: body, start)
    }
    self = saved
    try skipDeclaration()
    return .ignored(what: isCoder ? "'init(coder:)'" : "'init'", start)
  }

  /// `func viewDidLoad() { … }` and the other `setUpMethods`, read as set-up code; nil for any
  /// other method, or when the body is Swift the script cannot parse.
  mutating func setUpMethod() throws(Diagnostic) -> Statement? {
    guard let name = peek().identifier, Self.setUpMethods.contains(name), peek(2).isSymbol("("), peek(3).isSymbol(")") else {
      return nil
    }
    let saved = self
    let location = peek().location
    for _ in 0..<4 { advance() }
    skipNewlinesBeforeBrace()
    if current.isSymbol("{"), let body = try? setUpBody(of: "'\(name)()'") { return .setUp(what: "'\(name)()'", body: body, location) }
    self = saved
    return nil
  }

  /// `func NAME(…) -> T { … }`, its body read as set-up code is (a statement the script cannot
  /// read, such as an app's own operator `(view, item) >>>- { … }`, skipped with a note): a method
  /// a class's set-up code calls (`setupCollectionView()`, `createItem(_:radius:)`), whose Combine
  /// or delegate code should not hide the views it adds. Nil, nothing read, for any other
  /// declaration, or a signature the script cannot read.
  mutating func toleratedMethod() throws(Diagnostic) -> FunctionDeclaration? {
    guard let name = peek().identifier, peek(2).isSymbol("(") || peek(2).isSymbol("<") else { return nil }
    let saved = self
    let location = peek().location
    advance()
    advance()
    do throws(Diagnostic) {
      let (parameters, resultType) = try functionSignature()
      guard current.isSymbol("{") else { throw Diagnostic("expected '{'", at: current.location) }
      let labels = parameters.map { "\($0.label ?? "_"):" }.joined()
      let body = try setUpBody(of: "'\(name)(\(labels))'")
      return FunctionDeclaration(name: name, parameters: parameters, body: body, isProperty: false, location: location,
                                 resultType: resultType)
    } catch {
      self = saved
      return nil
    }
  }

  /// The `{ … }` of set-up code. A statement that is not script (`guard`, `if let`) is skipped
  /// through the end of its line, with a note; the others are read as usual.
  mutating func setUpBody(of what: String) throws(Diagnostic) -> [Statement] {
    skipNewlinesBeforeBrace()
    let open = try expect("{", "expected '{'")
    var statements: [Statement] = []
    skipSeparators()
    while !current.isSymbol("}") {
      guard current.kind != .end else { throw Diagnostic("missing '}' to close this block", at: open.location) }
      let start = index
      let location = current.location
      do throws(Diagnostic) {
        statements.append(try statement())
        try endOfStatement()
      } catch {
        index = start
        skipStatement(closingBraceEnds: true)
        statements.append(.ignored(what: "this statement of \(what)", location))
      }
      skipSeparators()
    }
    advance()
    return statements
  }

  /// The result types of the methods of a pasted type that the script runs when they are called:
  /// values its body computes with.
  static let valueResultTypes: Set<String> = ["String", "Int", "Double", "CGFloat", "Float", "Bool", "CGSize", "CGPoint", "CGRect",
                                              // UIKit factories (`func makeLabel(withText:) -> UILabel`) and constraint helpers.
                                              "UILabel", "UIView", "UIButton", "UIStackView", "UIImageView", "UITextField",
                                              "NSLayoutConstraint", "[NSLayoutConstraint]"]

  /// Property observers, skipped with a note.
  static let observers: Set<String> = ["didSet", "willSet"]

  /// True at the `{` of a stored property's `didSet`/`willSet`, on the property's line or on a
  /// line of its own after its value (Allman style: `var state = … ?? .editor` then `{`).
  var atPropertyObservers: Bool {
    afterNewlines().isSymbol("{") && Self.observers.contains(peekPastNewlines(current.kind == .newline ? 2 : 1).identifier ?? "")
  }

  /// The token `offset` tokens ahead, line breaks not counted.
  func peekPastNewlines(_ offset: Int) -> Token {
    var index = self.index
    var remaining = offset
    while tokens[index].kind != .end {
      index += 1
      if tokens[index].kind == .newline { continue }
      remaining -= 1
      if remaining == 0 { break }
    }
    return tokens[index]
  }

  /// True when the declaration starting here names `name` before its `{`.
  func declarationConforms(to name: String) -> Bool {
    var index = self.index
    while tokens[index].kind != .end, !tokens[index].isSymbol("{") {
      if tokens[index].isWord(name) { return true }
      index += 1
    }
    return false
  }

  /// Skips a declaration through the end of its `{ … }` body, unread.
  private mutating func skipDeclaration() throws(Diagnostic) {
    let start = current.location
    while !current.isSymbol("{") {
      if current.kind == .end { throw Diagnostic("expected '{' to start this declaration's body", at: start) }
      if current.isSymbol("(") || current.isSymbol("[") { try skipBalanced() } else { advance() }
    }
    try skipBalanced()
  }
}

extension Statement {
  /// True for a pasted class's layout pass (`override func layoutSubviews() { … }`): set-up code
  /// UIKit runs after the rest, once the view has its bounds.
  var isLayoutPass: Bool {
    if case .setUp(let what, _, _) = self { return Parser.isLayoutPass(what) }
    return false
  }
}

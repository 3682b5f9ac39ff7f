import LayoutCore

/// An expression of the script language (SPEC 1.2). Every node carries its location. Each is
/// boxed but a call, which is its own allocation (`CallSyntax`).
enum Expression: Sendable {
  indirect case number(Double, SourceLocation)
  /// A string literal without interpolations: its text, with no array of pieces (most literals).
  indirect case text(String, SourceLocation)
  /// A string literal with interpolations, in pieces.
  indirect case string([StringSegment], SourceLocation)
  indirect case bool(Bool, SourceLocation)
  /// A name: a variable, a view, a component, a container or a type.
  indirect case name(String, SourceLocation)
  /// Member shorthand such as `.leading` or `.infinity`.
  indirect case implicitMember(String, SourceLocation)
  /// `base.name`; the location is the member name's.
  indirect case member(Expression, String, SourceLocation)
  /// `callee(arguments) { trailing closure }`; the location is the callee name's.
  case call(CallSyntax)
  indirect case subscripted(Expression, Expression, SourceLocation)
  indirect case array([Expression], SourceLocation)
  indirect case unary(UnaryOperator, Expression, SourceLocation)
  indirect case binary(BinaryOperator, Expression, Expression, SourceLocation)
  indirect case ternary(Expression, Expression, Expression, SourceLocation)
  indirect case closure(Closure)
  /// `(title: "A", count: 2)`: a tuple, its items labelled or not.
  indirect case tuple([(label: String?, value: Expression)], SourceLocation)
  /// `\.self` and other key paths; accepted where Swift needs them and ignored.
  indirect case keyPath(String, SourceLocation)
  /// `value is Type`: the type's last name; the location is the `is`.
  indirect case typeCheck(Expression, String, SourceLocation)

  /// Where the expression is.
  var location: SourceLocation {
    switch self {
    case .number(_, let l), .text(_, let l), .string(_, let l), .bool(_, let l), .name(_, let l), .implicitMember(_, let l),
         .member(_, _, let l), .subscripted(_, _, let l), .array(_, let l),
         .unary(_, _, let l), .binary(_, _, _, let l), .ternary(_, _, _, let l), .keyPath(_, let l),
         .tuple(_, let l), .typeCheck(_, _, let l):
      return l
    case .call(let call):
      return call.location
    case .closure(let closure):
      return closure.location
    }
  }
}

/// A piece of a string literal.
enum StringSegment: Sendable {
  case text(String)
  case interpolation(Expression)
}


/// `{ params in statements }`: a layout block, a ForEach body or an alignment-guide closure.
struct Closure: Sendable {
  var parameters: [String]
  var body: [Statement]
  /// The opening brace.
  var location: SourceLocation
  /// The labels and defaults of a function declared in a function's body, which its calls
  /// give by label and may leave out (`label(.sansSerif, tag: .lot)` of `func label(_ type:
  /// LabelType, tag: Tag, fontSize: CGFloat = 16)`); nil for a closure literal.
  var signature: [Parameter]? = nil
  /// True for a closure given to a parameter that returns an array (`@ArrayBuilder<Area> areas:
  /// () -> [Area]`): a result builder of the array, its statements' values the elements.
  var buildsArray = false
}

/// A prefix operator.
public enum UnaryOperator: String, Sendable {
  case negate = "-"
  case plus = "+"
  case not = "!"
  /// `~`: an integer's bits inverted.
  case bitwiseNot = "~"
  /// `&x` given to an `inout` parameter: the variable, which the call writes back.
  case inoutArgument = "&"
}

/// An infix operator.
public enum BinaryOperator: String, Sendable, CaseIterable {
  case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
  case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
  case and = "&&", or = "||"
  case halfOpenRange = "..<", closedRange = "..."
  case nilCoalescing = "??"
  /// Swift's bitwise operators on integers (`1 << 2`, `a | b`), as `OptionSet` raw values are written.
  case shiftLeft = "<<", shiftRight = ">>", bitwiseAnd = "&", bitwiseOr = "|", bitwiseXor = "^"

  /// The operators by their symbol: one hashed lookup for each symbol the parser meets after an
  /// operand (the enum's own `init(rawValue:)` compares the symbol with every case in turn).
  /// Swift's identity operators `===` and `!==` compare as `==` and `!=`: a script's views and
  /// values are the same when they are equal.
  static let bySymbol = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
    .merging(["===": .equal, "!==": .notEqual]) { first, _ in first }

  /// Binding strength, as in Swift's standard library precedence groups: higher binds tighter
  /// (`BitwiseShiftPrecedence` above `MultiplicationPrecedence`, which holds `&`, above
  /// `AdditionPrecedence`, which holds `|` and `^`).
  var precedence: Int {
    switch self {
    case .or: return 1
    case .and: return 2
    case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: return 3
    case .nilCoalescing: return 4
    case .halfOpenRange, .closedRange: return 5
    case .add, .subtract, .bitwiseOr, .bitwiseXor: return 6
    case .multiply, .divide, .remainder, .bitwiseAnd: return 7
    case .shiftLeft, .shiftRight: return 8
    }
  }
}

/// A statement of the script language (SPEC 1.1), at the top level or in a block.
/// Every case but a bare expression is boxed: an expression statement, most statements of a
/// layout block, is the expression itself (its syntax node is a box already).
enum Statement: Sendable {
  case expression(Expression)
  /// `let NAME = EXPR` or `var NAME = EXPR`.
  indirect case binding(name: String, isVariable: Bool, value: Expression, SourceLocation)
  /// `let NAME: Type` or `var NAME: Type` without a value: a stored property that set-up code
  /// assigns, else made with the type's plain initializer when first used.
  indirect case uninitialized(name: String, isVariable: Bool, type: String, SourceLocation)
  /// `NAME = EXPR` or `NAME.property = EXPR`.
  indirect case assignment(target: Expression, value: Expression, SourceLocation)
  /// `var body: Layout { … }` and its other spellings.
  indirect case body([Statement], SourceLocation)
  /// A component `func NAME(…) -> Layout { … }`, or a computed `var NAME: Layout { … }`.
  indirect case function(FunctionDeclaration)
  /// `extension VerticalAlignment { static let NAME = … }` (or HorizontalAlignment): custom alignments.
  indirect case alignmentExtension(axisType: String, alignments: [AlignmentMember], SourceLocation)
  /// `struct NAME { let a: T … }`: a value type with a memberwise initializer.
  indirect case structure(StructDeclaration)
  /// `enum NAME { case a, b … }`: its cases and raw values (its members are `.function`s of it).
  indirect case enumeration(EnumDeclaration)
  /// `struct NAME: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { … } }`.
  indirect case alignmentID(name: String, defaultValue: Closure, SourceLocation)
  indirect case importFile(path: String, SourceLocation)
  /// `import QuickLayout` and other modules: ignored.
  indirect case importModule(String, SourceLocation)
  indirect case ifElse(branches: [(condition: Expression, body: [Statement])], otherwise: [Statement]?, SourceLocation)
  /// `for NAME in SEQUENCE { … }`, or `for (A, B) in SEQUENCE` (several names: a tuple pattern).
  indirect case forIn(variables: [String], sequence: Expression, body: [Statement], SourceLocation)
  /// `while CONDITION { … }`, in a custom layout's methods.
  indirect case whileLoop(condition: Expression, body: [Statement], SourceLocation)
  /// Statements run in the current scope, written as one: `var a = 0, b = 1`, or a `guard`
  /// (each clause's failure running its `else`, which leaves the function).
  indirect case sequence([Statement], SourceLocation)
  /// `struct NAME: Layout { … }`: a custom layout (SwiftUI's `Layout` protocol).
  indirect case layout(LayoutDeclaration)
  /// `struct NAME: LayoutValueKey { static let defaultValue = … }`.
  indirect case layoutValueKey(name: String, defaultValue: Expression, SourceLocation)
  /// `extension NAME { func … }` of a custom layout: more methods.
  indirect case layoutExtension(name: String, methods: [FunctionDeclaration], SourceLocation)
  indirect case returnValue(Expression?, SourceLocation)
  /// `continue` (`isBreak` false) or `break` in a loop's body.
  indirect case loopControl(isBreak: Bool, SourceLocation)
  /// Declarations written together, run as top-level statements: the members of a pasted
  /// `@QuickLayout final class NAME: UIView { … }`, or an alignment extension with the AlignmentID
  /// structs nested in it.
  indirect case declarations([Statement], SourceLocation)
  /// A pasted UIKit class (`@QuickLayout final class CardView: UIView { … }`): the file's shown
  /// class is read as its members (`Evaluator+ShownClass`), any other is a type whose calls
  /// make views laid out by its body (`Evaluator+ViewClasses`).
  indirect case viewClass(ViewClassDeclaration)
  /// `...` where a pasted snippet left code out: nothing, with a note.
  indirect case elision(SourceLocation)
  /// Swift that a script skips on purpose (an `init`, a UIKit method, a `didSet`); `what` names it in a note.
  indirect case ignored(what: String, SourceLocation)
  /// The set-up code of a pasted class (`init(frame:)`, `viewDidLoad()`), run after its
  /// properties: what it does to the views counts (`title.text = "Hi"`); a statement the script
  /// cannot run is skipped with a note. `what` names the method in those notes.
  indirect case setUp(what: String, body: [Statement], SourceLocation)

  /// Where the statement is.
  var location: SourceLocation {
    switch self {
    case .expression(let e): return e.location
    case .binding(_, _, _, let l), .uninitialized(_, _, _, let l), .assignment(_, _, let l), .body(_, let l), .alignmentExtension(_, _, let l),
         .alignmentID(_, _, let l), .importFile(_, let l), .importModule(_, let l), .ifElse(_, _, let l),
         .forIn(_, _, _, let l), .whileLoop(_, _, let l), .sequence(_, let l), .layoutValueKey(_, _, let l),
         .layoutExtension(_, _, let l), .returnValue(_, let l), .loopControl(_, let l), .declarations(_, let l), .ignored(_, let l), .setUp(_, _, let l), .elision(let l):
      return l
    case .function(let f): return f.location
    case .structure(let s): return s.location
    case .enumeration(let e): return e.location
    case .layout(let layout): return layout.location
    case .viewClass(let declaration): return declaration.location
    }
  }
}

/// A pasted UIKit class: its members as the paste form reads them (stored properties, the
/// body, methods, set-up code last).
struct ViewClassDeclaration: Sendable {
  var name: String
  /// What it inherits from as written first (`UIView`, `UICollectionViewCell`), nil for none.
  var superclass: String?
  var members: [Statement]
  /// Its `init(…)`s that the script reads, with their parameters; their bodies are among the
  /// members as set-up code too (`.setUp` of `'init'`).
  var initializers: [ClassInitializer] = []
  /// Its methods that the paste form skips (`func configure(_ item: Item)`), read: what a view of
  /// the class runs when another class's code calls them.
  var methods: [FunctionDeclaration] = []
  /// True when `@QuickLayout` is written on it: its body sizes it (`HostedView.isSizedByBody`).
  var hasMacro = false
  /// The names whose `text` (or `attributedText`) its code sets to something other than `""` or
  /// `nil` somewhere (`photoUser.text = meta.name` in a completion handler): a label its set-up
  /// code clears is filled later (`Parser.textsFilledLater`).
  var textsFilledLater: Set<String> = []
  /// The `class` keyword.
  var location: SourceLocation

  init(name: String, superclass: String?, members: [Statement], initializers: [ClassInitializer], methods: [FunctionDeclaration],
       location: SourceLocation) {
    self.name = name
    self.superclass = superclass
    self.members = members
    self.initializers = initializers
    self.methods = methods
    self.location = location
  }

  /// True when the class declares a layout body (`var body: Layout`, `func layout() -> Layout`).
  var hasBody: Bool { members.contains(where: \.isBody) }
}

/// `init(with text: String, image: UIImage?) { … }` of a pasted class: what a call of the
/// class (`AdvanceSizingView(with: "Hi", image: nil)`) runs with its arguments.
struct ClassInitializer: Sendable {
  var parameters: [Parameter]
  var body: [Statement]
  var location: SourceLocation
}

/// A component: its parameters and its layout block.
struct FunctionDeclaration: Sendable {
  var name: String
  var parameters: [Parameter]
  var body: [Statement]
  /// True for `var NAME: Layout { … }`, used without parentheses.
  var isProperty: Bool
  var location: SourceLocation
  /// The declared result type as written (`Layout`, `some Layout`, `CGSize`), nil when none is written.
  var resultType: String? = nil
  /// True for the component a `struct NAME: View` declares: never reported unused.
  var isViewStruct = false
  /// True for a pasted class's computed property (`var topView: UIButton { … }`): UIKit may read
  /// it, so when the script does not, it is noted as ignored rather than warned about.
  var isClassProperty = false
  /// The type whose member this is (a view struct's computed property, a model's method, an
  /// enum's computed property, a member an extension adds): looked up only on that type's
  /// values and inside its own members and body, so two types may each have a member `title`.
  var memberOf: String? = nil
  /// A `static` member: read on the type (`Landmark.sample`), not on its values.
  var isStatic = false
  /// A `#Preview { … }` or a `PreviewProvider`'s `previews`: what Xcode's canvas shows.
  var isPreview = false
  /// The first entry of a widget's `#Preview(as: .systemSmall) { … } timeline: { Entry(…) }`,
  /// which its configuration's content closure is given (`SwiftUIWidgets`).
  var widgetEntry: Expression? = nil
  /// A view struct's own initializers, in the order written: a call runs the first its
  /// arguments fit (`Evaluator+ViewInitializers`).
  var initializers: [FunctionDeclaration] = []
  /// A view struct's stored properties as the parameters of its memberwise initializer, before
  /// its initializers' parameters are merged in (`ViewInitializerParameters`).
  var properties: [Parameter] = []
  /// An `@objc` or `@IBAction` method: the target of an event (a tap, a notification, a timer),
  /// which UIKit runs when the event comes, never at set-up (`Evaluator+BuildingMethods`).
  var isEventHandler = false
  /// An `override func` of a pasted class: its superclass (UIKit) calls it, so it is never unused.
  var isOverride = false

  /// True for SwiftLayout's layout: `var layout: some Layout { … }` or `func layout() -> some Layout { … }`;
  /// a class's property of another type (`var layout: FloatingPanelLayout { get { … } set { … } }`) is none.
  var isAnchorsLayout: Bool { name == "layout" && (isProperty && !isClassProperty || parameters.isEmpty && resultType == "some Layout") }
}

extension Statement {
  /// True for the declaration of the body.
  var isBody: Bool {
    if case .body = self { return true }
    return false
  }

  /// True for the set-up code of a pasted class.
  var isSetUp: Bool {
    if case .setUp = self { return true }
    return false
  }

  /// True for a `var layout: some Layout { … }` property: an anchors script's layout.
  var isAnchorsLayout: Bool {
    if case .function(let function) = self { return function.isAnchorsLayout }
    return false
  }

  /// The statement with `declarations` groups spliced in, in order.
  var flattened: [Statement] {
    if case .declarations(let members, _) = self { return members.flatMap(\.flattened) }
    return [self]
  }
}

/// A component parameter: `_ name: Type`, `label name: Type = default`.
struct Parameter: Sendable {
  /// The argument label; nil for `_`.
  var label: String?
  var name: String
  var defaultValue: Expression?
  var location: SourceLocation
  /// `inout`: the function's changes to it are its caller's.
  var isInout = false
  /// `String...`: a variadic parameter, the array of the arguments given it.
  var isVariadic = false
  /// A view struct's stored property with a value (`var spacing = 8`, `@State var on = true`): an
  /// argument of its memberwise initializer that may be left out, the property then keeping it.
  var keepsPropertyValue = false
  /// The type as written (`String`, `[Item]`, `Binding<Bool>`), for a view's stored property
  /// without a value: what its placeholder value is made from (`PlaceholderValues`).
  var type: String? = nil
  /// A view's `@State var message = ""` that the view's own code sets to a value later (in
  /// `onAppear`, an observer, a method: `Parser.statesFilledLater`): its text as the view shows
  /// once it has appeared, a placeholder (its name) rather than the empty string it starts as.
  var isFilledLater = false
  /// A view's `var details: String = ""`, an input its callers give (`Parser+ViewStructs`): for
  /// the view shown without a preview, its name, as an input without a value has.
  var isEmptyInput = false

  /// Whether the parameter's type is a function type (`() -> Void`, `@escaping (Int) -> some View`).
  var isFunctionType: Bool { type?.functionArrow != nil }
}

/// `static let NAME = VALUE` in an alignment extension.
struct AlignmentMember: Sendable {
  var name: String
  var value: Expression
  var location: SourceLocation
}

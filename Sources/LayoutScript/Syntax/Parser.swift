import LayoutCore

/// A recursive-descent parser from tokens to statements, with precedence climbing for
/// operators and a depth counter so no input can make it recurse without bound. At the top
/// level it recovers from an error by skipping to the next statement, so one run reports
/// several independent errors.
struct Parser {
  /// The tokens, read by position; copies of the parser (to try a reading and go back) share them.
  let tokens: TokenStream
  /// The position of the current token.
  var index = 0 {
    didSet { current = tokens[index] }
  }
  /// The token at `index`, kept at hand: a parser reads it several times for each step.
  private(set) var current: Token
  let limits: ScriptLimits
  /// Current nesting of brackets, blocks and operator chains.
  var depth: Int
  /// False while parsing an `if` condition or a `for` sequence, where `{` opens the body.
  var allowsTrailingClosure = true
  /// True inside a pasted class, where methods that build no layout are skipped unread.
  var inClass = false
  /// The initialisers of the pasted class being read, with their parameters.
  var classInitializers: [ClassInitializer] = []
  /// The methods of the pasted class being read that its paste form skips (`configure(_:)`),
  /// kept for when the class is a type another class uses.
  var classMethods: [FunctionDeclaration] = []
  /// True in the body of a function, a closure or a computed property, where `guard` may leave it.
  var inFunction = false
  /// True in the methods of a custom layout (`struct NAME: Layout`), which may loop with `while`.
  var inLayoutMethods = false
  /// The property wrapper before the declaration being read (`@Environment(\\.dismiss)`), if any.
  var declarationWrapper: PropertyWrapperUse?
  /// True when the declaration being read is `static` (or `class`).
  var declarationIsStatic = false
  /// True when `@QuickLayout` is written before the declaration being read.
  var declarationHasMacro = false
  /// The type whose members are being read (`NestedTypeNames`): a type declared among them is
  /// named by it first (`ScreenA.State`), until the file is read whole.
  var enclosingType: String?
  /// True when `@IBOutlet` is written before the declaration being read (`StoryboardOutlets`).
  var declarationIsOutlet = false
  /// The classes declared inside a class or an extension, read since the last top-level
  /// statement: each a type of its own, by its own name, after the statement (`hoistNestedClass`).
  var hoistedClasses: [Statement] = []
  /// True when `override` is written before the declaration being read.
  var declarationIsOverride = false
  /// True when `@objc` or `@IBAction` is written before the declaration being read.
  var declarationIsEventHandler = false
  /// Errors met so far at the top level.
  var diagnostics: [Diagnostic] = []
  /// The slips read as their fix, each a warning that says so (`.padding(.horizontal: 16)`).
  var slips: [Diagnostic] = []
  /// Where `...` left code out, since the last top-level statement.
  var elisions: [Statement] = []
  /// How many calls of view constructors (`UILabel(…)`, `Text(…)`) were read: the room an
  /// evaluation reserves for views, so a large script's table of views is made once, at its size.
  var viewCalls = 0
  /// True once the parser read SwiftUI's view type in a declaration: `: View` conformance or a
  /// `some View` type (what `SemanticsChoice` reads). One inside a pasted UIKit class (a
  /// `private struct ConfettiView: View` a `UIView` subclass hosts) does not count: the file is
  /// the class's, which shows it through a hosting view if at all.
  var declaresSwiftUIView = false
  /// The members the file names on types, by the type: `["Animations": ["State"], "LString":
  /// ["copied"]]` of `Animations.State()` and `LString.copied`, nested types and statics
  /// (`Evaluator.nearType(_:among:)`).
  var typeMemberUses: [String: Set<String>] = [:]
  /// The type names the file writes in type annotations (`var tag: Tag`, `init(tag: Tag?)`,
  /// `-> [Tag]`): types Swift resolved when the app compiled, so none is a typo (`Evaluator.nearType`).
  var annotatedTypes: Set<String> = []
  /// `typealias Name = Type` of the file, by name: a type's conformance to a second name of a
  /// protocol (`struct MapView: ViewControllerRepresentable` after `private typealias
  /// ViewControllerRepresentable = UIViewControllerRepresentable`) is to the protocol.
  var typeAliases: [String: String] = [:]

  /// Stops collecting errors after this many.
  static let maximumErrors = 20

  init(tokens: [Token], limits: ScriptLimits = .standard, depth: Int = 0) {
    self.init(stream: TokenStream(tokens), limits: limits, depth: depth)
  }

  init(stream: TokenStream, limits: ScriptLimits = .standard, depth: Int = 0) {
    tokens = stream
    current = stream[0]
    self.limits = limits
    self.depth = depth
  }

  /// Parses a whole file: its statements, or every error found.
  static func parse(_ source: String, file: String, limits: ScriptLimits = .standard) -> Result<[Statement], ScriptFailure> {
    parseFile(source, file: file, limits: limits).map(\.statements)
  }

  /// Parses a whole file: its statements and what the parser counted, or every error found.
  static func parseFile(_ source: String, file: String, limits: ScriptLimits = .standard,
                        build: BuildConfiguration = .iPhoneSimulator) -> Result<ParsedFile, ScriptFailure> {
    do throws(Diagnostic) {
      // The byte count bounds the character count: most files need no count of their characters.
      guard source.utf8.count <= limits.sourceLength || source.unicodeScalars.count <= limits.sourceLength else {
        throw Diagnostic("the file is longer than the limit of \(limits.sourceLength) characters",
                         at: SourceLocation(file: file, line: 1, column: 1))
      }
      guard !source.containsNUL else {
        throw Diagnostic("this looks like a binary file, not a script", at: SourceLocation(file: file, line: 1, column: 1))
      }
      let stream = TokenStream(source: source, file: file, limits: limits, build: build)
      var parser = Parser(stream: stream, limits: limits)
      let statements = NestedTypeNames.resolved(parser.program())
      stream.lexToEnd()
      if let failure = stream.failure { throw failure }
      // A block of signatures that parses (bodiless methods in an extension) is still no layout
      // code; a file that calls a view constructor never is one, so most files skip the look.
      if parser.diagnostics.isEmpty, parser.viewCalls == 0, let notCode = NotLayoutCode.diagnostic(source, file: file) {
        return .failure(ScriptFailure(diagnostics: [notCode], sources: [file: source]))
      }
      if parser.diagnostics.isEmpty {
        return .success(ParsedFile(statements: statements, viewCalls: parser.viewCalls, declaresSwiftUIView: parser.declaresSwiftUIView,
                                   slips: parser.slips, typeMemberUses: parser.typeMemberUses, annotatedTypes: parser.annotatedTypes, leftOutConditions: stream.leftOutConditions))
      }
      let diagnostics = NotLayoutCode.diagnostic(source, file: file).map { [$0] } ?? parser.diagnostics
      return .failure(ScriptFailure(diagnostics: diagnostics, sources: [file: source]))
    } catch {
      return .failure(ScriptFailure(diagnostics: [error], sources: [file: source]))
    }
  }

  /// The top-level statements, recovering after each error.
  mutating func program() -> [Statement] {
    var statements: [Statement] = []
    skipSeparators()
    statements += takeElisions()
    while current.kind != .end, diagnostics.count < Self.maximumErrors {
      let start = index
      do throws(Diagnostic) {
        statements.append(try statement())
        try endOfStatement()
      } catch {
        diagnostics.append(error)
        recover(from: start)
      }
      statements += hoistedClasses
      hoistedClasses = []
      skipSeparators()
      statements += takeElisions()
    }
    return statements + takeElisions()
  }

  // MARK: Token access

  var previous: Token { tokens[max(index - 1, 0)] }

  func peek(_ offset: Int = 1) -> Token { tokens[index + offset] }

  mutating func advance() {
    if current.kind != .end { index += 1 }
  }

  /// The first token after any line breaks.
  func afterNewlines() -> Token { current.kind == .newline ? peek() : current }

  mutating func skipNewlines() {
    while current.kind == .newline { advance() }
  }

  /// Skips the line break before a body's `{` written on a line of its own (Allman style:
  /// `override func viewDidLoad()` then `{`); nothing when the next line starts otherwise.
  mutating func skipNewlinesBeforeBrace() {
    if current.kind == .newline, afterNewlines().isSymbol("{") { skipNewlines() }
  }

  /// Skips line breaks, `;` and `...` lines (code left out of a snippet).
  mutating func skipSeparators() {
    while current.kind == .newline || current.isSymbol(";") || isAtElision {
      if isAtElision { skipElision() } else { advance() }
    }
  }

  /// Consumes the symbol `symbol` or fails with `message`.
  @discardableResult
  mutating func expect(_ symbol: String, _ message: String, hint: String? = nil) throws(Diagnostic) -> Token {
    guard current.isSymbol(symbol) else {
      throw Diagnostic("\(message), found \(current.spelling)", at: current.location, hint: hint)
    }
    defer { advance() }
    return current
  }

  /// Consumes an identifier or fails with `message`.
  mutating func expectIdentifier(_ message: String) throws(Diagnostic) -> (String, SourceLocation) {
    guard let name = current.identifier else {
      throw Diagnostic("\(message), found \(current.spelling)", at: current.location)
    }
    defer { advance() }
    return (name, current.location)
  }

  /// Requires a statement to end here: a line break, `;`, `}` or the end of the file.
  mutating func endOfStatement() throws(Diagnostic) {
    switch current.kind {
    case .newline, .end, .symbol(";"), .symbol("}"): return
    default:
      throw Diagnostic("expected the end of the statement, found \(current.spelling)", at: current.location,
                       hint: "put each statement or child on its own line, or separate them with ';'")
    }
  }

  /// The span from `start` to the last consumed token.
  func span(from start: SourceLocation) -> SourceLocation { start.through(previous.location) }

  /// Enters one more level of nesting, failing past the limit. Callers `defer { depth -= 1 }`.
  mutating func descend(at location: SourceLocation) throws(Diagnostic) {
    depth += 1
    if depth > limits.nestingDepth {
      // Measured: 100 nested brackets or blocks reach the default 200 levels, so do about 200 chained calls.
      throw Diagnostic("nesting depth limit exceeded: \(limits.nestingDepth / 2) brackets or blocks deep, or \(limits.nestingDepth) "
                       + "chained calls (the parser's \(limits.nestingDepth) levels: two a bracket, one a call)", at: location,
                       hint: "split deeply nested layouts or long chains into components or variables")
    }
  }

  /// Skips the rest of a statement that failed to parse, from its start.
  mutating func recover(from start: Int) {
    index = start
    depth = 0
    allowsTrailingClosure = true
    skipStatement(closingBraceEnds: false)
  }

  /// Skips the statement or member here: through the first line break or `;` outside brackets
  /// after it has started, or, when `closingBraceEnds`, to a `}` that closes the enclosing
  /// block. Attributes on lines of their own (`@QuickLayout` above a class) belong to it.
  mutating func skipStatement(closingBraceEnds: Bool) {
    var open = 0
    var started = false
    while current.kind != .end {
      if open == 0 {
        if closingBraceEnds, current.isSymbol("}") { return }
        if started, current.kind == .newline || current.isSymbol(";") { return }
        if case .attribute = current.kind {
          advance()
          if current.isSymbol("(") { try? skipBalanced() }
          continue
        }
      }
      open = max(open + current.bracketStep, 0)
      if current.kind != .newline { started = true }
      advance()
    }
  }
}

/// A parsed file: its statements, and how many views its syntax shows.
struct ParsedFile {
  var statements: [Statement]
  /// The calls of view constructors the parser read (`Parser.viewCalls`).
  var viewCalls: Int
  /// `Parser.declaresSwiftUIView`.
  var declaresSwiftUIView = false
  /// `Parser.slips`: warnings of what was read as its fix.
  var slips: [Diagnostic] = []
  /// `Parser.typeMemberUses`.
  var typeMemberUses: [String: Set<String>] = [:]
  /// `Parser.annotatedTypes`.
  var annotatedTypes: Set<String> = []
  /// `TokenStream.leftOutConditions`.
  var leftOutConditions: [String] = []
}

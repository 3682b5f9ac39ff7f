import LayoutCore

/// One open `#if … #elseif … #else … #endif` block.
struct ConditionalBlock: Sendable {
  /// True while the branch being read is compiled: its tokens reach the parser.
  var isActive: Bool
  /// True once a branch of the block was taken (or the whole block lies in a skipped branch):
  /// no later `#elseif`/`#else` is.
  var isSettled: Bool
  /// Where its `#if` is, for the error of a block left open.
  var location: SourceLocation
  /// The directive of the branch being read, as written (`` `#if os(macOS)` ``, `` `#else` of `#if os(iOS)` ``).
  var condition = ""
  /// True once a token of the branch being read was left out (the branch is not taken).
  var leftOutCode = false
}

/// Conditional compilation as Xcode's canvas compiles a preview: for an iPhone simulator, in a
/// debug build (or another platform's build, `BuildPlatform`, for a file only a Mac, an Apple TV or a
/// watch compiles). The answers (README, "Real app code"):
/// - `os(iOS)` is true, every other `os(…)` false;
/// - `canImport(M)` is true but for the frameworks an iPhone lacks (`AppKit`, `Cocoa`, `WatchKit`,
///   `WatchConnectivity` can be imported on iOS, so it is true too);
/// - `targetEnvironment(simulator)` is true (previews run in the simulator), `macCatalyst` false;
/// - `DEBUG` is true (previews are debug builds); any other flag false, unless the file is read
///   again with the app's flags set (`BuildConfiguration.appFlags`);
/// - `swift(…)`, `compiler(…)` and `hasFeature(…)` are true (a current toolchain), `arch(arm64)` true.
/// - for a Mac: `os(macOS)` true, `canImport(UIKit)` false, `targetEnvironment(simulator)` false;
///   for an Apple TV `os(tvOS)` true, for a watch `os(watchOS)` true, each in its simulator.
/// Tokens of a branch not taken never reach the parser.
extension Lexer {
  /// Handles `name` when it is a directive (`#if`, `#elseif`, `#else`, `#endif`), reading its
  /// condition to the end of the line; false for another `#name` (`#Preview`, `#selector`).
  mutating func conditionalDirective(_ name: String, at location: SourceLocation) throws(Diagnostic) -> Bool {
    let enclosingActive = conditionals.dropLast().allSatisfy(\.isActive)
    switch name {
    case "#if":
      let outerActive = conditionals.allSatisfy(\.isActive)
      let (holds, text) = try conditionHolds(at: location)
      conditionals.append(ConditionalBlock(isActive: outerActive && holds, isSettled: !outerActive || holds, location: location,
                                           condition: "`#if \(text)`"))
    case "#elseif":
      guard !conditionals.isEmpty else { throw Diagnostic("'#elseif' without '#if'", at: location) }
      let (holds, text) = try conditionHolds(at: location)
      endBranch()
      let block = conditionals[conditionals.count - 1]
      conditionals[conditionals.count - 1].isActive = enclosingActive && !block.isSettled && holds
      conditionals[conditionals.count - 1].isSettled = block.isSettled || holds
      conditionals[conditionals.count - 1].condition = "`#elseif \(text)`"
    case "#else":
      guard !conditionals.isEmpty else { throw Diagnostic("'#else' without '#if'", at: location) }
      endBranch()
      let block = conditionals[conditionals.count - 1]
      conditionals[conditionals.count - 1].isActive = enclosingActive && !block.isSettled
      conditionals[conditionals.count - 1].isSettled = true
      conditionals[conditionals.count - 1].condition = "`#else` of " + block.condition
    case "#endif":
      guard !conditionals.isEmpty else { throw Diagnostic("'#endif' without '#if'", at: location) }
      endBranch()
      conditionals.removeLast()
    default:
      return false
    }
    return true
  }

  /// Notes the branch read last when it is a branch of a block of the file's top level that left
  /// code out (`leftOutConditions`, the first eight).
  private mutating func endBranch() {
    guard conditionals.count == 1, conditionals[0].leftOutCode else { return }
    // A few are all a message names: the list stays short whatever the file holds.
    if leftOutConditions.count < 8, !leftOutConditions.contains(conditionals[0].condition) {
      leftOutConditions.append(conditionals[0].condition)
    }
    conditionals[0].leftOutCode = false
  }

  /// The condition after a directive, to the end of its line, and its text.
  private mutating func conditionHolds(at location: SourceLocation) throws(Diagnostic) -> (Bool, String) {
    var tokens: [Token] = []
    while true {
      let token = try next()
      if token.kind == .newline || token.kind == .end { break }
      tokens.append(token)
      if tokens.count > 200 { throw Diagnostic("this '#if' condition is too long", at: location) }
    }
    guard !tokens.isEmpty else { throw Diagnostic("expected a condition after the directive", at: location, hint: "write `#if os(iOS)`") }
    var reader = CompilationCondition(tokens: tokens, build: build)
    let holds = try reader.disjunction()
    guard reader.index == tokens.count else {
      throw Diagnostic("unexpected \(tokens[reader.index].spelling) in the '#if' condition", at: tokens[reader.index].location)
    }
    return (holds, tokens.map(\.text).joined())
  }

  /// The offset of each line's first byte in the source, the first line's at 0.
  func lineStarts() -> [Int] {
    var starts = [0]
    var position = 0
    while position < bytes.count {
      let byte = bytes[position]
      position += 1
      if byte == 0x0D, position < bytes.count, bytes[position] == 0x0A { position += 1 }
      if byte == 0x0A || byte == 0x0D { starts.append(position) }
    }
    return starts
  }

  /// True when the line starting at byte `start` opens with a conditional directive (`#if`,
  /// `#elseif`, `#else`, `#endif`).
  func opensWithConditionalDirective(at start: Int) -> Bool {
    var start = start
    while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
    let rest = bytes[start..<min(start + 6, bytes.count)]
    return rest.starts(with: Array("#if".utf8)) || rest.starts(with: Array("#else".utf8)) || rest.starts(with: Array("#endif".utf8))
  }

  /// The error of a file that ends inside an `#if`.
  var openConditionalError: Diagnostic? {
    conditionals.last.map { Diagnostic("missing '#endif' for this '#if'", at: $0.location, hint: "close the block with #endif") }
  }
}

/// A compilation condition read by precedence: `||` over `&&` over `!`, calls and flags.
private struct CompilationCondition {
  let tokens: [Token]
  let build: BuildConfiguration
  var index = 0

  init(tokens: [Token], build: BuildConfiguration) {
    self.tokens = tokens
    self.build = build
  }

  private var current: Token? { index < tokens.count ? tokens[index] : nil }

  mutating func disjunction() throws(Diagnostic) -> Bool {
    var value = try conjunction()
    while current?.isSymbol("||") == true {
      index += 1
      value = try conjunction() || value
    }
    return value
  }

  private mutating func conjunction() throws(Diagnostic) -> Bool {
    var value = try unary()
    while current?.isSymbol("&&") == true {
      index += 1
      value = try unary() && value
    }
    return value
  }

  private mutating func unary() throws(Diagnostic) -> Bool {
    guard let token = current else { throw Diagnostic("the '#if' condition ends too early", at: tokens[tokens.count - 1].location) }
    if token.isSymbol("!") {
      index += 1
      return !(try unary())
    }
    if token.isSymbol("(") {
      index += 1
      let value = try disjunction()
      guard current?.isSymbol(")") == true else { throw Diagnostic("expected ')' in the '#if' condition", at: token.location) }
      index += 1
      return value
    }
    guard let name = token.identifier else {
      throw Diagnostic("unexpected \(token.spelling) in the '#if' condition", at: token.location)
    }
    index += 1
    guard current?.isSymbol("(") == true else { return build.holds(flag: name) }
    let argument = try argumentText(of: token)
    switch name {
    case "os": return argument == build.platform.operatingSystem
    case "canImport": return !build.platform.missingFrameworks.contains(argument)
    case "targetEnvironment": return argument == "simulator" && build.platform.isSimulator
    case "arch": return argument == "arm64"
    case "swift", "compiler", "hasFeature", "hasAttribute": return true
    default: throw Diagnostic("unknown '#if' test '\(name)'", at: token.location,
                              hint: "the tests are os(…), canImport(…), targetEnvironment(…), arch(…), swift(…) and compiler(…)")
    }
  }

  /// The text between a test's parentheses: `iOS`, `UIKit`, `>=5.9`.
  private mutating func argumentText(of test: Token) throws(Diagnostic) -> String {
    index += 1
    var text = ""
    while let token = current, !token.isSymbol(")") {
      text += token.text
      index += 1
    }
    guard current != nil else { throw Diagnostic("missing ')' after '\(test.text)('", at: test.location) }
    index += 1
    return text
  }
}

/// The paste form: a whole `@QuickLayout final class MyView: UIView { … }` copied from the
/// QuickLayout docs (also a `UICollectionViewCell`, or a `UIViewController` whose layout is
/// `@LayoutBuilder func layout() -> Layout`). Its stored properties become declarations, its body
/// the body; initialisers, UIKit methods and property observers are skipped, each with a note.
extension Parser {
  /// The UIKit classes a pasted class may subclass.
  static let pastableSuperclasses: Set<String> = [
    "UIView", "UIControl", "UICollectionViewCell", "UITableViewCell", "UICollectionReusableView",
    "UITableViewHeaderFooterView", "UIViewController", "UIScrollView", "UIStackView",
  ]

  /// `class NAME: UIKitClass, Protocols { members }`.
  mutating func classDeclaration() throws(Diagnostic) -> Statement {
    let keyword = current.location
    advance()
    let (name, location) = try expectIdentifier("expected a class name after 'class'")
    guard let superclass = try inheritance().first, Self.pastableSuperclasses.contains(superclass) else {
      throw Diagnostic("classes are not supported, except a pasted QuickLayout view or view controller", at: location,
                       hint: "a script is the inside of one: declare views with `let`, the layout with `var body: Layout { … }`"
                         + ", or paste a whole `final class \(name): UIView { … }`")
    }
    let saved = inClass
    inClass = true
    defer { inClass = saved }
    var list: [Statement] = []
    try members(of: name) { (parser: inout Parser) throws(Diagnostic) in list += try parser.classMember() }
    return .declarations(list, keyword)
  }

  /// One member of a pasted class, after its modifiers.
  private mutating func classMember() throws(Diagnostic) -> [Statement] {
    let start = current.location
    switch current.identifier {
    case "let", "var":
      let binding = try binding()
      guard current.isSymbol("{"), Self.observers.contains(peekPastNewlines(1).identifier ?? "") else { return [binding] }
      let observer = peekPastNewlines(1)
      try skipBalanced()
      return [binding, .ignored(what: "the '\(observer.identifier!)' observer", observer.location)]
    case "func":
      let function = try functionDeclaration()
      if Self.isLayoutType(function.resultType), function.resultType != nil {
        let isBody = function.parameters.isEmpty && (function.name == "layout" || function.name == "body")
        return [isBody ? .body(function.body, function.location) : .function(function)]
      }
      return [.ignored(what: "method '\(function.name)(\(function.parameters.map { "\($0.label ?? "_"):" }.joined()))'", function.location)]
    case "init", "deinit":
      let word = current.identifier!
      try skipDeclaration()
      return [.ignored(what: "'\(word)'", start)]
    case "struct", "enum":
      if declarationConforms(to: "AlignmentID") { return [try alignmentIDDeclaration()] }
      advance()
      let name = current.identifier ?? "?"
      try skipDeclaration()
      return [.ignored(what: "type '\(name)'", start)]
    default:
      throw Diagnostic("expected a property, a method or an initialiser in the class, found \(current.spelling)",
                       at: current.location)
    }
  }

  /// Property observers, skipped with a note.
  private static let observers: Set<String> = ["didSet", "willSet"]

  /// The token `offset` tokens ahead, line breaks not counted.
  private func peekPastNewlines(_ offset: Int) -> Token {
    var index = self.index
    var remaining = offset
    while index < tokens.count - 1 {
      index += 1
      if tokens[index].kind == .newline { continue }
      remaining -= 1
      if remaining == 0 { break }
    }
    return tokens[index]
  }

  /// True when the declaration starting here names `name` before its `{`.
  private func declarationConforms(to name: String) -> Bool {
    var index = self.index
    while index < tokens.count - 1, !tokens[index].isSymbol("{") {
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

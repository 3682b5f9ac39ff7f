/// Where a script's body is in its text, and the numbers written inside it: what the REPL's
/// `:knobs` numbers and `:set` rewrites, and where `:save` writes a body typed at the prompt.
public struct ScriptBody: Sendable {
  /// A number literal written in the body.
  public struct Literal: Sendable, Hashable {
    public var value: Double
    /// The literal's characters in the source.
    public var range: Range<String.Index>
    public var location: SourceLocation
  }

  /// A name written in the body where it can stand for a placed view: not a member
  /// (`.name`), not an argument label, not a call, not before a property (`name.text`).
  public struct Placement: Sendable, Hashable {
    public var name: String
    /// Just past the name: where a modifier of that view can be inserted.
    public var end: String.Index
  }

  /// The text between the body's braces.
  public var contents: Range<String.Index>
  /// Every number literal between the braces, in source order (string interpolations excluded).
  public var literals: [Literal]
  /// Every name between the braces that may place a view, in source order.
  public var placements: [Placement]

  /// The body of `source` (its last, if it declares several; else an anchors script's
  /// `var layout`); nil when the script does not parse or declares neither.
  public static func locate(in source: String, path: String = "<script>") -> ScriptBody? {
    guard case .success(let statements) = Parser.parse(source, file: path),
          let declaration = statements.flatMap(\.flattened).last(where: \.isBody)
            ?? statements.flatMap(\.flattened).last(where: \.isAnchorsLayout),
          let tokens = try? Lexer.tokenize(source, file: path) else { return nil }
    return scan(from: declaration.location, tokens, SourcePositions(source))
  }

  /// The number literals `:knobs` numbers: those of the body and of every SwiftUI view's body
  /// in the file (a component's `padding(16)` changes the layout of the view that uses it),
  /// in source order; empty when the script does not parse.
  public static func knobLiterals(in source: String, path: String = "<script>") -> [Literal] {
    guard case .success(let statements) = Parser.parse(source, file: path),
          let tokens = try? Lexer.tokenize(source, file: path) else { return [] }
    let positions = SourcePositions(source)
    let declarations = statements.flatMap(\.flattened).filter { statement in
      if statement.isBody || statement.isAnchorsLayout { return true }
      if case .function(let function) = statement { return function.isViewStruct }
      return false
    }
    var seen: Set<SourceLocation> = []
    return declarations.compactMap { scan(from: $0.location, tokens, positions) }.flatMap(\.literals)
      .filter { seen.insert($0.location).inserted }
      .sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
  }

  /// The braces after the declaration at `location`, with the literals and placements between.
  private static func scan(from location: SourceLocation, _ tokens: [Token], _ positions: SourcePositions) -> ScriptBody? {
    guard let name = tokens.firstIndex(where: { $0.location.line == location.line && $0.location.column == location.column }),
          let open = tokens[name...].firstIndex(where: { $0.isSymbol("{") }) else { return nil }
    var depth = 0
    var literals: [Literal] = []
    var placements: [Placement] = []
    for index in open..<tokens.count {
      let token = tokens[index]
      switch token.kind {
      case .symbol("{"): depth += 1
      case .symbol("}"):
        depth -= 1
        if depth == 0 {
          let start = positions.index(after: tokens[open].location)
          return ScriptBody(contents: start..<positions.index(of: token.location), literals: literals, placements: placements)
        }
      case .number(let value):
        literals.append(Literal(value: value, range: positions.range(of: token.location), location: token.location))
      case .identifier(let name) where isPlacement(at: index, in: tokens):
        let end = positions.range(of: token.location).upperBound
        placements.append(Placement(name: name, end: end))
      default: break
      }
    }
    return nil
  }

  private static func isPlacement(at index: Int, in tokens: [Token]) -> Bool {
    func symbol(_ offset: Int, _ text: String) -> Bool {
      tokens.indices.contains(index + offset) && tokens[index + offset].isSymbol(text)
    }
    if symbol(-1, ".") || symbol(1, ":") || symbol(1, "=") || symbol(1, "(") { return false }
    let isProperty = symbol(1, ".") && tokens.indices.contains(index + 2) && tokens[index + 2].identifier != nil
      && !symbol(3, "(") && !symbol(3, "{")
    return !isProperty
  }
}

/// Turns the lexer's lines and columns (columns count Unicode scalars, any line break is one)
/// back into indices of the source string.
struct SourcePositions {
  private let source: String
  /// The index where each line starts; `lineStarts[0]` is line 1.
  private let lineStarts: [String.Index]

  init(_ source: String) {
    self.source = source
    let scalars = source.unicodeScalars
    var starts = [scalars.startIndex]
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      index = scalars.index(after: index)
      if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" { index = scalars.index(after: index) }
      if scalar == "\n" || scalar == "\r" { starts.append(index) }
    }
    lineStarts = starts
  }

  /// The index of the first character of `location`.
  func index(of location: SourceLocation) -> String.Index {
    let start = lineStarts[min(max(location.line, 1), lineStarts.count) - 1]
    return source.unicodeScalars.index(start, offsetBy: location.column - 1, limitedBy: source.endIndex) ?? source.endIndex
  }

  /// The index just past the first character of `location`.
  func index(after location: SourceLocation) -> String.Index {
    source.unicodeScalars.index(after: index(of: location))
  }

  /// The characters `location` spans.
  func range(of location: SourceLocation) -> Range<String.Index> {
    let start = index(of: location)
    return start..<(source.unicodeScalars.index(start, offsetBy: location.length, limitedBy: source.endIndex) ?? source.endIndex)
  }
}

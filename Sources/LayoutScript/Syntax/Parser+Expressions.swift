import LayoutCore

extension Parser {
  /// An expression: a ternary over binary operators over prefix and postfix forms.
  mutating func expression() throws(Diagnostic) -> Expression {
    try descend(at: current.location)
    defer { depth -= 1 }
    var condition = try binary(minimumPrecedence: 1)
    if current.isSymbol("~") {
      // Stevia's `|-email-| ~ 80` (infix `~`, below addition): the view's height (`Parser+Stevia`).
      let location = current.location
      advance()
      condition = Self.steviaCall(Self.steviaHeightCall, [condition, try binary(minimumPrecedence: 1)], at: location)
    }
    guard continues(with: "?") else { return condition }
    skipNewlines()
    let location = current.location
    advance()
    skipNewlines()
    let whenTrue = try expression()
    skipNewlines()
    try expect(":", "expected ':' in the conditional expression")
    skipNewlines()
    return .ternary(condition, whenTrue, try expression(), location)
  }

  /// True when the current token, or the first one on the next line, is the symbol `symbol`:
  /// a line starting with an operator continues the expression before it.
  private func continues(with symbol: String) -> Bool {
    current.isSymbol(symbol) || (current.kind == .newline && peek().isSymbol(symbol))
  }

  /// The binary operator at the current token or at the start of the next line, and how many
  /// tokens it takes: two for a shift, `<<` and `>>` being read as two angle brackets written
  /// together (so that `Array<Array<Int>>` closes two generic argument lists).
  private func binaryOperator() -> (op: BinaryOperator, length: Int)? {
    let offset = current.kind == .newline ? 1 : 0
    let token = afterNewlines()
    guard case .symbol(let symbol) = token.kind else { return nil }
    // Swift's rule: an operator with whitespace on both sides is infix, one written against its
    // operand prefix. So a line opening with `-x` is a new statement's sign, and one opening with
    // `+ Text(…)` continues the expression before it; `...` alone on a line is code left out.
    let next = offset == 0 ? peek() : peek(2)
    if offset == 1, ["-", "+", "|", ">=", "<="].contains(symbol), next.kind != .newline, token.location.isRightBefore(next.location) {
      return nil  // `|-email-|`, `>=20` opening a line of Stevia's `layout { … }`: prefix operators too
    }
    if offset == 1, symbol == "...", [.newline, .end].contains(next.kind) || next.isSymbol("}") { return nil }
    if symbol == "<" || symbol == ">", next.isSymbol(symbol), token.location.isRightBefore(next.location) {
      return (symbol == "<" ? .shiftLeft : .shiftRight, 2)
    }
    return BinaryOperator.bySymbol[symbol].map { ($0, 1) }
  }

  /// Precedence climbing over left-associative binary operators.
  private mutating func binary(minimumPrecedence: Int) throws(Diagnostic) -> Expression {
    var left = try unary()
    var chain = 0
    while let (op, length) = binaryOperator(), op.precedence >= minimumPrecedence {
      skipNewlines()
      let location = current.location
      chain += 1
      if depth + chain > limits.nestingDepth { try descend(at: location) }
      for _ in 0..<length { advance() }
      if op == .closedRange || op == .halfOpenRange, current.isSymbol(")") || current.isSymbol(",") || current.isSymbol("]") {
        // A one-sided range (`Date.now...`, `items[2...]`) reads as its bound: what a control's
        // `in:` is given, never laid out; one of Dynamic Type sizes (`.large...`) stays a range.
        left = SwiftUIDynamicType.oneSidedRange(from: left, at: location)
        continue
      }
      skipNewlines()
      let right = try binary(minimumPrecedence: op.precedence + 1)
      left = .binary(op, left, right, location)
    }
    return left
  }

  mutating func unary() throws(Diagnostic) -> Expression {
    if current.isWord("await") || current.isWord("try") {
      // `try`, `try?`, `await`: nothing in a script throws or waits; the value is the expression's.
      advance()
      if current.isSymbol("?") || current.isSymbol("!") { advance() }
      return try unary()
    }
    if let stevia = try steviaPrefix() { return stevia }  // `|-email`, `|login`, `>=20`
    if current.isSymbol("...") || current.isSymbol("..<") {
      // A one-sided range (`...DynamicTypeSize.xxxLarge`): see `SwiftUIDynamicType.oneSidedRange`.
      let closed = current.isSymbol("...")
      let location = current.location
      advance()
      return SwiftUIDynamicType.oneSidedRange(upTo: try unary(), closed: closed, at: location)
    }
    if current.isSymbol("/"), peek().identifier != nil, current.location.isRightBefore(peek().location) {
      // A case path of swift-case-paths (`/Action.settings`, as The Composable Architecture's
      // `Scope(state:action:)` takes it): the path's value is the case it names.
      advance()
      return try unary()
    }
    guard case .symbol(let symbol) = current.kind, let op = UnaryOperator(rawValue: symbol),
          !peek().isSymbol(")"), !peek().isSymbol(",") else { return try postfix() }  // `reduce(0, +)`: the operator as a function
    let location = current.location
    try descend(at: location)
    defer { depth -= 1 }
    advance()
    return .unary(op, try unary(), location)
  }

  /// A primary expression followed by calls, subscripts, members and trailing closures.
  /// A line that starts with `.name` continues the chain (a modifier on its own line).
  private mutating func postfix() throws(Diagnostic) -> Expression {
    var expression = try primary()
    var chain = 0
    while true {
      if case .array(let items, let location) = expression, items.count == 1, case .name(let type, _) = items[0],
                type.startsUppercase, current.isSymbol("(") || (current.isSymbol(".") && peek().isWord("init")) {
        // `[Bool](repeating: false, count: 3)` and `[Bool].init(…)`: Array's initializer.
        if current.isSymbol(".") {
          advance()
          advance()
        }
        expression = .name("Array", location)
      } else if let edge = steviaPostfix(expression) {
        expression = edge  // `email-|`, `login|`
      } else if current.isSymbol("(") {
        expression = try call(expression)
      } else if current.isSymbol("[") {
        let open = current.location
        advance()
        skipNewlines()
        if current.identifier != nil, peek().isSymbol(":") { advance(); advance() }  // `size[keyPath: side]`: the key path subscript
        var index = try self.expression()
        skipNewlines()
        if current.isSymbol(",") {
          // `counts[key, default: 0]`, `grid[row, column]`: a subscript of several arguments, kept as
          // the tuple of them (Dictionary's `subscript(_:default:)`, a type's `subscript(row:column:)`).
          var items: [(label: String?, value: Expression)] = [(nil, index)]
          while current.isSymbol(",") {
            advance()
            skipNewlines()
            let label = argumentLabel()
            items.append((label, try self.expression()))
            skipNewlines()
          }
          index = .tuple(items, index.location.through(current.location))
        }
        try expect("]", "expected ']' after the subscript")
        expression = .subscripted(expression, index, open)
      } else if current.isSymbol("."), case .number(let number) = peek().kind, let position = Int(exactly: number), position >= 0 {
        // A tuple's item by position: `pair.0`.
        advance()
        expression = .member(expression, String(position), current.location)
        advance()
      } else if case .name(let type, _) = expression, type.startsUppercase, current.isSymbol("."), peek().isWord("init"),
                peek(2).isSymbol("(") {
        // `ForEach.init(…)`, `Text.init(…)`: the type's initializer, called as the type.
        advance()
        advance()
      } else if case .name(let type, let location) = expression, type.startsUppercase, current.isSymbol("."), peek().isWord("init") {
        // `names.map(String.init)`: the initializer as a function of one argument, the closure that calls it.
        advance()
        advance()
        let argument = Argument(label: nil, value: .name("argument0", location), isTrailingClosure: false, location: location)
        let call = Expression.call(.make(expression, [argument], at: location))
        expression = .closure(Closure(parameters: ["argument0"], body: [.returnValue(call, location)], location: location))
      } else if case .name(let module, _) = expression, Self.qualifyingModules.contains(module), current.isSymbol("."),
                let name = peek().identifier, name.startsUppercase || module == "Swift" {
        // `SwiftUI.ProgressView()`, `Swift.max(a, b)`: a name qualified by its module (to step past
        // an app's own type of the name) reads as the name.
        advance()
        expression = .name(name, current.location)
        advance()
      } else if continues(with: "."), afterNewlines().isSymbol("."), isMemberName(current.kind == .newline ? 2 : 1) {
        skipNewlines()
        advance()
        let (name, location) = try expectIdentifier("expected a member name")
        if case .name(let base, _) = expression, base.startsUppercase {
          typeMemberUses[base, default: []].insert(name)  // `Animations.State`, `LString.copied`: a type's nested type, its static
        }
        expression = .member(expression, name, location)
      } else if current.isSymbol("?"), peek().isSymbol(".") || peek().isSymbol("(") || peek().isSymbol("[")
                  || peek().kind == .newline && peekPastNewlines(1).isSymbol("."),
                previous.location.isRightBefore(current.location) {
        // Optional chaining `a?.b` reads as `a.b`, an optional closure's call `dismiss?()` as
        // `dismiss()`, an optional's subscript `ratio?[keyPath: side]` as `ratio[keyPath: side]`;
        // `.symbol(.xmark)?` with the chain's next `.member` on the line after continues it.
        advance()
        continue
      } else if current.isSymbol("?"), peek().isSymbol(",") || peek().isSymbol(")"), case .name(let name, _) = expression,
                name.startsUppercase, previous.location.isRightBefore(current.location) {
        // `[String: (Any?, Any?)]()`: an optional type in a collection type's tuple, the type (no
        // expression ends in `?` before `,` or `)`); the empty collection's `()` reads no element type.
        advance()
        continue
      } else if case .name(let name, _) = expression, let end = genericArgumentsEnd(),
                name.startsUppercase || tokens[end].isSymbol("(") {
        // `Set<AnyCancellable>()`, `Inspection<Self>.notice`: the type, called or read as written;
        // `decode<Item>(from: data)`: a generic function called with its type arguments.
        index = end
        continue
      } else if current.isSymbol("!"), previous.location.isRightBefore(current.location) {
        advance()  // a force unwrap `UnicodeScalar(x)!` reads as its value
        continue
      } else if current.isWord("as") || current.kind == .newline && afterNewlines().isWord("as") {
        // A cast `value as? UILabel` reads as the value: a script's values have one type each. A
        // line opening with `as?` continues the expression before it (`as` is an infix operator in
        // Swift, and no statement starts with it).
        skipNewlines()
        advance()
        if current.isSymbol("?") || current.isSymbol("!") { advance() }
        _ = try castType()
        continue
      } else if current.isWord("is") || current.kind == .newline && afterNewlines().isWord("is") {
        skipNewlines()
        // `value is SomeType`: a type check, true when the value is known to be of the type.
        let location = current.location
        advance()
        expression = .typeCheck(expression, try castType(), location)
      } else if current.isSymbol("{") || (current.kind == .newline && afterNewlines().isSymbol("{") && Self.isViewCall(expression)),
                allowsTrailingClosure, expression.acceptsTrailingClosure, !atPropertyObservers {
        // A property's observers after its value are no trailing closure (`var color = UIColor(white: 0.5, alpha: 1) { didSet { … } }`).
        skipNewlines()  // Allman style: `Form` then `{` on the next line is still its trailing closure, as Swift reads it
        let closures = try trailingClosures()
        if case .call(let call) = expression {
          expression = .call(.make(call.callee, Array(call) + closures, at: call.location))
        } else {
          expression = .call(.make(expression, closures, at: expression.location))
        }
      } else {
        return expression
      }
      chain += 1
      if depth + chain > limits.nestingDepth { try descend(at: previous.location) }
    }
  }

  private func isMemberName(_ offset: Int) -> Bool { peek(offset).identifier != nil }

  /// The modules whose names qualify a type or function in real files (`SwiftUI.Image`).
  static let qualifyingModules: Set<String> = ["SwiftUI", "UIKit", "Foundation", "CoreGraphics", "Swift"]

  /// The type after `as`, `as?` or `is`: names, members and generic arguments, `any` or `some`
  /// before them; its last name. A `?` after it is the type's only where the expression ends
  /// (`screen as AppScreen?`), never in `x as? String ?? ""`.
  private mutating func castType() throws(Diagnostic) -> String {
    var name = ""
    let bracketed = current.isSymbol("[") || current.isSymbol("(")  // `[Item]`, `(Int, String)`: whole once skipped
    if bracketed { try skipBalanced() }
    if current.isWord("any") || current.isWord("some"), peek().identifier != nil { advance() }
    while !bracketed, let word = current.identifier {
      name = word
      advance()
      if let end = genericArgumentsEnd() { index = end } else if current.isSymbol("<") { try skipBalancedAngles() }
      guard current.isSymbol("."), peek().identifier != nil else { break }
      advance()
    }
    if current.isSymbol("?"), [.newline, .end].contains(peek().kind) || [")", ",", "]", "}", "{"].contains(where: peek().isSymbol) {
      advance()
    }
    return name
  }

  /// `Image.init(systemName:)`, `f(_:count:)`: a function named by its labels, passed as a value
  /// (`names.map(Image.init(systemName:))`): the closure that calls it with its arguments. Nil
  /// when the parentheses hold arguments.
  private mutating func functionReference(_ callee: Expression) throws(Diagnostic) -> Expression? {
    var labels: [String] = []
    var position = index + 1
    while let label = tokens[position].identifier, tokens[position + 1].isSymbol(":") {
      labels.append(label)
      position += 2
    }
    guard !labels.isEmpty, tokens[position].isSymbol(")") else { return nil }
    let location = current.location
    index = position + 1
    let names = labels.indices.map { "argument\($0)" }
    let arguments = zip(labels, names).map { label, name in
      Argument(label: label == "_" ? nil : label, value: .name(name, location), isTrailingClosure: false, location: location)
    }
    let call = Expression.call(.make(callee, arguments, at: callee.location))
    return .closure(Closure(parameters: names, body: [.returnValue(call, location)], location: location))
  }

  /// True for a container's name or call (`Form`, `Section(header: …)`) whose trailing closure may
  /// open the next line: a type's name, capitalised, as SwiftUI's containers are.
  private static func isViewCall(_ expression: Expression) -> Bool {
    switch expression {
    case .name(let name, _): return name.startsUppercase
    case .call(let call):
      if case .name(let name) = call.callee { return name.startsUppercase }
      return false
    default: return false
    }
  }

  /// Skips `<…>` after a type's name in a cast (`as? Box<Int>`).
  private mutating func skipBalancedAngles() throws(Diagnostic) {
    var depth = 0
    repeat {
      if current.kind == .end || current.kind == .newline { throw Diagnostic("missing '>' to close this generic argument list", at: current.location) }
      if current.isSymbol("<") { depth += 1 }
      if current.isSymbol(">") { depth -= 1 }
      advance()
    } while depth > 0
  }

  /// After a type's name, the position past `<…>` of generic arguments written right after it
  /// and followed by `(`, `.` or a trailing closure's `{` (`Set<AnyCancellable>()`,
  /// `Task<Void, Never> { … }`), or a type's ending an argument; nil for anything else, so `a < b` stays a comparison. Only
  /// type-like tokens may come between the brackets.
  private func genericArgumentsEnd() -> Int? {
    guard current.isSymbol("<"), previous.location.isRightBefore(current.location) else { return nil }
    var depth = 0
    var position = index
    while position - index < 32 {
      let token = tokens[position]
      if token.isSymbol("<") {
        depth += 1
      } else if token.isSymbol(">") {
        depth -= 1
        let next = tokens[position + 1]
        // A type standing as a whole argument (`.sheet(item: Binding<Identifiable?>)`), as a tutorial's
        // page writes the type of the value it leaves out, or as a collection type's element
        // (`[SectionedListItem<ItemID>]()`, `[String: Set<Int>]()`): the type, read as written.
        let isArgument = (next.isSymbol(")") || next.isSymbol(",") || next.isSymbol("]")) && previous.identifier?.first?.isUppercase == true
        if depth == 0 { return next.isSymbol("(") || next.isSymbol(".") || next.isSymbol("{") && allowsTrailingClosure || isArgument ? position + 1 : nil }
      } else if token.identifier == nil, !([".", ",", "?", "[", "]", ":"].contains { token.isSymbol($0) }) {
        return nil
      }
      position += 1
    }
    return nil
  }

  /// The `label:` before an argument or a tuple item, consumed; nil when there is none.
  mutating func argumentLabel() -> String? {
    guard let name = current.identifier, peek().isSymbol(":") else { return nil }
    advance()
    advance()
    skipNewlines()
    return name
  }

  /// `callee( label: value, … )`.
  private mutating func call(_ callee: Expression) throws(Diagnostic) -> Expression {
    if let reference = try functionReference(callee) { return reference }
    let open = current.location
    try descend(at: open)
    defer { depth -= 1 }
    advance()
    let saved = allowsTrailingClosure
    allowsTrailingClosure = true
    defer { allowsTrailingClosure = saved }
    var arguments: [Argument] = []
    skipNewlines()
    if isAtElision, peek().isSymbol(")") { skipElision() }
    while !current.isSymbol(")") {
      if current.kind == .end || current.isSymbol("}") {
        throw Diagnostic("missing ')' to close this argument list", at: open)
      }
      let start = current.location
      let label = argumentLabel()
      let value = try expression()
      arguments.append(Argument(label: label, value: value, isTrailingClosure: false, location: span(from: start)))
      skipNewlines()
      if !current.isSymbol(")") {
        guard current.isSymbol(",") || readsAsComma(after: value) else {
          throw Diagnostic("expected ',' or ')' in the argument list, found \(current.spelling)", at: current.location,
                           hint: argumentSlip(after: value))
        }
        advance()
        skipNewlines()
        if isAtElision, peek().isSymbol(")") { skipElision() }  // `Card(title: "A", …)`: the rest left out
      }
    }
    advance()
    let location: SourceLocation
    switch callee {
    case .name(let name, let l):
      location = l
      if Vocabulary.views[name] != nil { viewCalls += 1 }
    case .member(_, _, let l), .implicitMember(_, let l): location = l
    default: location = open
    }
    return .call(.make(callee, arguments, at: location))
  }

  mutating func primary() throws(Diagnostic) -> Expression {
    let token = current
    switch token.kind {
    case .number(let value):
      advance()
      return .number(value, token.location)
    case .string(let pieces):
      advance()
      if pieces.count == 1, case .text(let text) = pieces[0] { return .text(text, token.location) }
      return .string(try segments(pieces), token.location)
    case .identifier(let name):
      if let refusal = UnsupportedSwift.keywords[name] { throw refusal.diagnostic(at: token.location) }
      if name == "if" || name == "switch" { return try conditionalExpression() }
      if let directive = try directiveExpression(name, at: token.location) { return directive }
      advance()
      if name == "true" || name == "false" { return .bool(name == "true", token.location) }
      return .name(name, token.location)
    case .symbol("."):
      advance()
      let (name, location) = try expectIdentifier("expected a member name after '.'")
      return .implicitMember(name, token.location.through(location))
    case .symbol("("):
      try descend(at: token.location)
      defer { depth -= 1 }
      advance()
      skipNewlines()
      if current.isSymbol(")") {
        advance()  // `()`: the empty tuple, Swift's `Void` value (`makeBody(configuration: ())`)
        return .tuple([], span(from: token.location))
      }
      if current.identifier != nil, peek().isSymbol(":") { return try tuple(openedAt: token.location) }
      let inner = try withTrailingClosures { (parser: inout Parser) throws(Diagnostic) in try parser.expression() }
      skipNewlines()
      if current.isSymbol(",") {
        advance()
        skipNewlines()
        return try tuple(openedAt: token.location, first: inner)
      }
      try expect(")", "expected ')' to close the parenthesis")
      return inner
    case .symbol("["):
      return try arrayLiteral()
    case .symbol("{"):
      return .closure(try closure())
    case .symbol(let symbol) where BinaryOperator.bySymbol[symbol] != nil && (peek().isSymbol(")") || peek().isSymbol(",")):
      // An operator passed as a function (`reduce(0, +)`): the closure that applies it.
      advance()
      let op = BinaryOperator.bySymbol[symbol]!
      let body: [Statement] = [.returnValue(.binary(op, .name("lhs", token.location), .name("rhs", token.location), token.location), token.location)]
      return .closure(Closure(parameters: ["lhs", "rhs"], body: body, location: token.location))
    case .symbol("\\"):
      advance()
      var path = ""
      // `\Order.status`, `\Order?.status`: the root type, then the path.
      if current.identifier != nil, peek().isSymbol(".") || (peek().isSymbol("?") || peek().isSymbol("!")) && peek(2).isSymbol(".") { advance() }
      while true {
        // Optional chaining in the path (`\.?.withFallbackToMain`, `\.parent!.name`).
        if current.isSymbol("."), peek().isSymbol("?") || peek().isSymbol("!") {
          advance()
          continue
        }
        if current.isSymbol("?") || current.isSymbol("!"), peek().isSymbol(".") {
          advance()
          continue
        }
        guard current.isSymbol("."), let name = peek().identifier ?? peek().numberText else { break }
        path += "." + name
        advance()
        advance()
      }
      return .keyPath(path, span(from: token.location))
    default:
      throw Diagnostic("expected an expression, found \(token.spelling)", at: token.location)
    }
  }

  private mutating func withTrailingClosures<T>(_ parse: (inout Parser) throws(Diagnostic) -> T) throws(Diagnostic) -> T {
    let saved = allowsTrailingClosure
    allowsTrailingClosure = true
    defer { allowsTrailingClosure = saved }
    return try parse(&self)
  }

  /// `[a, b]`, or a dictionary literal `["first": a, "second": b]` (`[:]` empty), read as the array
  /// of its `(key, value)` pairs in order: what `for (key, value) in dictionary` goes through.
  private mutating func arrayLiteral() throws(Diagnostic) -> Expression {
    let open = current.location
    try descend(at: open)
    defer { depth -= 1 }
    advance()
    var elements: [Expression] = []
    skipNewlines()
    if current.isSymbol(":"), peek().isSymbol("]") {
      advance()
      advance()
      return .array([], span(from: open))
    }
    var isDictionary: Bool?
    while !current.isSymbol("]") {
      if current.kind == .end { throw Diagnostic("missing ']' to close this array", at: open) }
      if current.isSymbol("…"), isAtElision {  // `[first, …]`: elements left out
        skipElision()
        if current.isSymbol(",") { advance() }
        skipNewlines()
        continue
      }
      let element = try withTrailingClosures { (parser: inout Parser) throws(Diagnostic) in try parser.expression() }
      try skipFunctionTypeResult()
      if isDictionary == nil { isDictionary = current.isSymbol(":") }
      if isDictionary == true {
        try expect(":", "expected ':' after a dictionary's key")
        skipNewlines()
        let value = try withTrailingClosures { (parser: inout Parser) throws(Diagnostic) in try parser.expression() }
        try skipFunctionTypeResult()
        elements.append(.tuple([(nil, element), (nil, value)], element.location.through(value.location)))
      } else {
        elements.append(element)
      }
      skipNewlines()
      if !current.isSymbol("]") {
        try expect(",", isDictionary == true ? "expected ',' or ']' in the dictionary" : "expected ',' or ']' in the array")
        skipNewlines()
      }
    }
    advance()
    return .array(elements, span(from: open))
  }

  /// `-> Void` after an element of a collection type (`[String: (Cell, Row) -> Void]()`, `[() -> Void]()`):
  /// a function type's result, skipped; the type reads as its parameters' tuple, which an empty
  /// collection's `()` does not look at.
  private mutating func skipFunctionTypeResult() throws(Diagnostic) {
    guard current.isSymbol("->") else { return }
    advance()
    try skipType()
  }

  /// The segments of a string literal, parsing each interpolation's tokens.
  private func segments(_ pieces: [StringPiece]) throws(Diagnostic) -> [StringSegment] {
    var segments: [StringSegment] = []
    for piece in pieces {
      switch piece {
      case .text(let text):
        segments.append(.text(text))
      case .interpolation(let tokens, let location):
        var parser = Parser(tokens: tokens, limits: limits, depth: depth + 1)
        guard tokens.count > 1 else { throw Diagnostic("empty string interpolation", at: location) }
        var expression = try parser.expression()
        // SwiftUI's `\(value, specifier: "%.1f")`: the value formatted as `String(format:)` does
        // (LocalizedStringKey.StringInterpolation's `appendInterpolation(_:specifier:)`).
        if parser.current.isSymbol(","), parser.peek().isWord("specifier"), parser.peek(2).isSymbol(":") {
          for _ in 0..<3 { parser.advance() }
          let specifier = try parser.expression()
          expression = .call(.make(.name("String", location), [
            Argument(label: "format", value: specifier, isTrailingClosure: false, location: specifier.location),
            Argument(label: nil, value: expression, isTrailingClosure: false, location: expression.location),
          ], at: location))
        }
        // `\(date, format: …)`, `\(date, style: .date)`: the value, as interpolated.
        if parser.current.isSymbol(",") {
          while parser.current.kind != .end { parser.advance() }
        }
        guard parser.current.kind == .end else {
          throw Diagnostic("expected ')' to end the interpolation, found \(parser.current.spelling)", at: parser.current.location)
        }
        segments.append(.interpolation(expression))
      }
    }
    return segments
  }
}

extension Expression {
  /// True for expressions a `{` after them can be a trailing closure of: names, members and calls.
  var acceptsTrailingClosure: Bool {
    switch self {
    case .name, .member, .call, .implicitMember: return true
    default: return false
    }
  }
}

extension Parser {
  /// A `#` expression of Swift: `#available(iOS 17, *)` is true and `#unavailable(…)` false (a
  /// canvas runs the newest iOS), `#selector(…)` a method's name (actions are not run),
  /// `#colorLiteral(…)` a colour and `#imageLiteral(…)` an image; nil for any other name.
  mutating func directiveExpression(_ name: String, at location: SourceLocation) throws(Diagnostic) -> Expression? {
    let value: Expression
    switch name {
    case "#available": value = .bool(true, location)
    case "#unavailable": value = .bool(false, location)
    case "#selector", "#keyPath": value = .text(name.dropFirst() + "", location)
    case "#colorLiteral":
      // A colour as UIKit's `UIColor(named:)` is one (`#colorLiteral(red:green:blue:alpha:)` of Xcode's palette).
      value = .call(.make(.name("UIColor", location), [Argument(label: "named", value: .text("colorLiteral", location),
                                                                 isTrailingClosure: false, location: location)], at: location))
    case "#imageLiteral":
      // An image of the asset catalog (`#imageLiteral(resourceName: "logo")`), as `UIImage(named:)` is one.
      value = .call(.make(.name("UIImage", location), [], at: location))
    case "#file", "#fileID", "#filePath", "#function": value = .text(location.file, location)
    case "#line", "#column": value = .number(Double(name == "#line" ? location.line : location.column), location)
    default: return nil
    }
    advance()
    if current.isSymbol("(") { try skipBalanced() }
    return value
  }
}

extension Token {
  /// An integer's digits (`0` of `\.0`), nil for any other token.
  var numberText: String? {
    if case .number(let value) = kind, value == value.rounded(), value >= 0, value < 1e9 { return String(Int(value)) }
    return nil
  }
}

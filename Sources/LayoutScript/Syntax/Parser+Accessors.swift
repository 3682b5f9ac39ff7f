import LayoutCore

/// A computed property written with its accessors (`var layout: Layout { get { _layout } set {
/// _layout = newValue } }`, `get async throws { … }`, `_modify { yield &x }`): the getter is the
/// property's body, read each time the name is used as a body without accessors is; a setter
/// (`set`, `set(value)`, `nonmutating set`, `_modify`) is not run, since a script sets nothing
/// through a computed property, and observers (`willSet`, `didSet`) change no layout. (The Swift
/// Programming Language, "Properties": "Computed properties … provide a getter and an optional
/// setter".)
extension Parser {
  /// The accessors a computed property's block may hold.
  static let accessorNames: Set<String> = ["get", "set", "_read", "_modify", "willSet", "didSet", "init", "unsafeAddress", "unsafeMutableAddress"]

  /// A computed property's body: its getter's statements when the block is written with accessors,
  /// else the block's statements.
  mutating func propertyBody() throws(Diagnostic) -> [Statement] {
    skipNewlinesBeforeBrace()
    guard current.isSymbol("{"), opensAccessors(at: 1) else { return try block() }
    let open = try expect("{", "expected '{'")
    try descend(at: open.location)
    defer { depth -= 1 }
    var getter: [Statement] = []
    skipSeparators()
    while !current.isSymbol("}") {
      guard current.kind != .end else { throw Diagnostic("missing '}' to close this property's accessors", at: open.location) }
      while case .attribute = current.kind {  // `@objc(isEnabled) get { … }`
        advance()
        if current.isSymbol("("), previous.location.isRightBefore(current.location) { try skipBalanced() }
      }
      if current.isWord("mutating") || current.isWord("nonmutating") { advance() }
      let (name, location) = try expectIdentifier("expected an accessor ('get' or 'set') of the property")
      guard Self.accessorNames.contains(name) else {
        throw Diagnostic("expected an accessor ('get' or 'set') of the property, found '\(name)'", at: location)
      }
      if current.isSymbol("(") { try skipBalanced() }  // `set(value)`
      try skipEffects()
      skipNewlinesBeforeBrace()
      if name == "get", current.isSymbol("{") {
        getter = try block()
      } else if current.isSymbol("{") {
        try skipBalanced()
      }
      skipSeparators()
    }
    advance()
    return getter
  }

  /// Skips a declaration's effects: `async`, `throws`, `rethrows`, and a typed throws'
  /// error type (`throws(LoadError)`, SE-0413), which no script's value needs.
  mutating func skipEffects() throws(Diagnostic) {
    while current.isWord("async") || current.isWord("throws") || current.isWord("rethrows") {
      let isThrows = current.isWord("throws")
      advance()
      if isThrows, current.isSymbol("("), previous.location.isRightBefore(current.location) { try skipBalanced() }
    }
  }

  /// True when the token `offset` tokens ahead (line breaks not counted) opens an accessor:
  /// `get {`, `get async throws {`, `set(value) {`, `mutating get`, `_modify {`.
  func opensAccessors(at offset: Int) -> Bool {
    var offset = offset
    while case .attribute = peekPastNewlines(offset).kind {  // `@objc(setEnabled:) set { … }`
      offset += 1
      guard peekPastNewlines(offset).isSymbol("(") else { continue }
      guard let end = self.offset(pastGroupAt: offset, peekPastNewlines) else { return false }
      offset = end
    }
    if ["mutating", "nonmutating"].contains(peekPastNewlines(offset).identifier ?? "") { offset += 1 }
    guard let name = peekPastNewlines(offset).identifier, Self.accessorNames.contains(name), name != "init" else { return false }
    let next = peekPastNewlines(offset + 1)
    return next.isSymbol("{") || next.isSymbol("}") || next.isWord("async") || next.isWord("throws")
      || (next.isSymbol("(") && name != "get") || next.identifier.map(Self.accessorNames.contains) == true
  }
}

/// The names a piece of syntax mentions (`.name`, `name`, `Type.name`): enough to know which
/// variables a closure captures, which custom alignments it depends on, and which declarations
/// are used. `includingMembers: false` counts only names that stand alone (and `self.name`,
/// `Self.name`).
extension Expression {
  func collectNames(into names: inout Set<String>, includingMembers: Bool = true) {
    func collect(_ expression: Expression) { expression.collectNames(into: &names, includingMembers: includingMembers) }
    switch self {
    case .number, .text, .bool, .keyPath:
      break
    case .string(let segments, _):
      for case .interpolation(let inner) in segments { collect(inner) }
    case .name(let name, _):
      names.insert(name)
    case .implicitMember(let name, _):
      if includingMembers { names.insert(name) }
    case .member(let base, let name, _):
      Self.collectMember(name, of: base, into: &names, includingMembers: includingMembers)
    case .call(let call):
      switch call.callee {
      case .name(let name): names.insert(name)
      case .method(let base, let name): Self.collectMember(name, of: base, into: &names, includingMembers: includingMembers)
      case .expression(let callee): collect(callee)
      }
      for argument in call { collect(argument.value) }
    case .subscripted(let base, let index, _):
      collect(base)
      collect(index)
    case .array(let items, _):
      items.forEach(collect)
    case .tuple(let items, _):
      items.forEach { collect($0.value) }
    case .unary(_, let operand, _), .typeCheck(let operand, _, _):
      collect(operand)
    case .binary(_, let left, let right, _):
      collect(left)
      collect(right)
    case .ternary(let test, let whenTrue, let whenFalse, _):
      collect(test)
      collect(whenTrue)
      collect(whenFalse)
    case .closure(let closure):
      closure.body.collectNames(into: &names, includingMembers: includingMembers)
    }
  }

  /// The names of `base.name`.
  private static func collectMember(_ name: String, of base: Expression, into names: inout Set<String>, includingMembers: Bool) {
    if case .name("self", _) = base { names.insert(name) }
    if case .name("Self", _) = base { names.insert(name) }  // `Self.makeButton(…)`: the class's own static member
    if includingMembers { names.insert(name) }
    base.collectNames(into: &names, includingMembers: includingMembers)
  }
}

extension Array where Element == Statement {
  /// The positions of the anonymous closure parameters the statements use (`$0`, `$1`), nested closures' too.
  var anonymousParameters: [Int] {
    names(includingMembers: false).compactMap { name in name.first == "$" ? Int(name.dropFirst()).flatMap { $0 < 10 ? $0 : nil } : nil }
  }

  /// True when the statements use an anonymous closure parameter (`$0`).
  var usesAnonymousParameters: Bool { !anonymousParameters.isEmpty }

  /// Every name the statements mention, member names included.
  var referencedNames: Set<String> { names(includingMembers: true) }

  /// Every name the statements mention (not inside the declarations of components and types).
  func names(includingMembers: Bool) -> Set<String> {
    var names: Set<String> = []
    collectNames(into: &names, includingMembers: includingMembers)
    return names
  }

  /// Adds every name the statements mention to `names`: one set for a whole script, however
  /// deeply its blocks nest.
  func collectNames(into names: inout Set<String>, includingMembers: Bool) {
    func collect(_ expression: Expression) { expression.collectNames(into: &names, includingMembers: includingMembers) }
    func collectBlock(_ block: [Statement]) { block.collectNames(into: &names, includingMembers: includingMembers) }
    for statement in self {
      switch statement {
      case .expression(let e), .binding(_, _, let e, _), .returnValue(let e?, _):
        collect(e)
      case .assignment(let target, let value, _):
        collect(target)
        collect(value)
      case .ifElse(let branches, let otherwise, _):
        for branch in branches {
          collect(branch.condition)
          collectBlock(branch.body)
        }
        if let otherwise { collectBlock(otherwise) }
      case .forIn(_, let sequence, let body, _), .whileLoop(let sequence, let body, _):
        collect(sequence)
        collectBlock(body)
      case .body(let body, _), .declarations(let body, _), .setUp(_, let body, _), .sequence(let body, _):
        collectBlock(body)
      case .viewClass(let declaration):
        collectBlock(declaration.members)
      case .returnValue(nil, _), .loopControl, .function, .alignmentExtension, .alignmentID, .importFile, .importModule, .ignored,
           .uninitialized, .elision, .structure, .enumeration, .layout, .layoutValueKey, .layoutExtension:
        break
      }
    }
  }
}

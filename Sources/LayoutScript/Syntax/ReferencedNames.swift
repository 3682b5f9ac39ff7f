/// The names a piece of syntax mentions (`.name`, `name`, `Type.name`): enough to know which
/// variables a closure captures and which custom alignments it depends on.
extension Expression {
  func collectNames(into names: inout Set<String>) {
    switch self {
    case .number, .bool, .keyPath:
      break
    case .string(let segments, _):
      for case .interpolation(let inner) in segments { inner.collectNames(into: &names) }
    case .name(let name, _), .implicitMember(let name, _):
      names.insert(name)
    case .member(let base, let name, _):
      names.insert(name)
      base.collectNames(into: &names)
    case .call(let callee, let arguments, _):
      callee.collectNames(into: &names)
      for argument in arguments { argument.value.collectNames(into: &names) }
    case .subscripted(let base, let index, _):
      base.collectNames(into: &names)
      index.collectNames(into: &names)
    case .array(let items, _):
      for item in items { item.collectNames(into: &names) }
    case .unary(_, let operand, _):
      operand.collectNames(into: &names)
    case .binary(_, let left, let right, _):
      left.collectNames(into: &names)
      right.collectNames(into: &names)
    case .ternary(let test, let whenTrue, let whenFalse, _):
      test.collectNames(into: &names)
      whenTrue.collectNames(into: &names)
      whenFalse.collectNames(into: &names)
    case .closure(let closure):
      names.formUnion(closure.body.referencedNames)
    }
  }
}

extension Array where Element == Statement {
  /// Every name the statements mention.
  var referencedNames: Set<String> {
    var names: Set<String> = []
    for statement in self {
      switch statement {
      case .expression(let e), .binding(_, _, let e, _), .returnValue(let e?, _):
        e.collectNames(into: &names)
      case .assignment(let target, let value, _):
        target.collectNames(into: &names)
        value.collectNames(into: &names)
      case .ifElse(let branches, let otherwise, _):
        for branch in branches {
          branch.condition.collectNames(into: &names)
          names.formUnion(branch.body.referencedNames)
        }
        names.formUnion(otherwise?.referencedNames ?? [])
      case .forIn(_, let sequence, let body, _):
        sequence.collectNames(into: &names)
        names.formUnion(body.referencedNames)
      case .body(let body, _):
        names.formUnion(body.referencedNames)
      case .returnValue(nil, _), .function, .alignmentExtension, .alignmentID, .importFile, .importModule:
        break
      }
    }
    return names
  }
}

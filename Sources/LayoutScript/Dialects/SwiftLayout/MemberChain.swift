import LayoutCore

/// One link of a member chain: `.name` or `.name(arguments) { closure }`.
struct ChainLink {
  let name: String
  /// Nil for a bare member, the call's arguments (trailing closures included) for a call.
  let arguments: [Argument]?
  let location: SourceLocation

  /// The link's trailing closure (or its one closure argument).
  var closure: Closure? {
    for argument in arguments ?? [] { if case .closure(let closure) = argument.value { return closure } }
    return nil
  }

  /// The unlabelled arguments that are not closures.
  var positional: [Argument] {
    (arguments ?? []).filter { $0.label == nil && !$0.isTrailingClosure }
  }

  /// The argument labelled `label`.
  func argument(_ label: String) -> Argument? { arguments?.first { $0.label == label } }
}

/// A member chain taken apart: `UIImageView(…).sl.identifying("plus").anchors { … }` is the base
/// `UIImageView(…)` and the links `sl`, `identifying("plus")`, `anchors { … }`.
struct MemberChain {
  let base: Expression
  let links: [ChainLink]

  init(_ expression: Expression) {
    var links: [ChainLink] = []
    var current = expression
    while true {
      if case .call(let call) = current, case .method(let base, let name) = call.callee {
        links.append(ChainLink(name: name, arguments: Array(call), location: call.location))
        current = base
      } else if case .member(let base, let name, let location) = current {
        links.append(ChainLink(name: name, arguments: nil, location: location))
        current = base
      } else {
        break
      }
    }
    self.base = current
    self.links = links.reversed()
  }
}

extension Expression {
  /// True for a call of the function `name`: `layout()`.
  func isCall(of name: String) -> Bool {
    if case .call(let call) = self, case .name(name) = call.callee { return true }
    return false
  }
}

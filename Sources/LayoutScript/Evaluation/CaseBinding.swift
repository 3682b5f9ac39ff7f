import LayoutCore

/// A name an enum case's pattern binds (`if case let .browsing(status) = state`, `case
/// .loaded(let items):`): a script's own enum values carry no associated values, so the name is
/// nil; but when the value matched is a placeholder (a state another file declares, which
/// matches every case), the name is a placeholder of it too (`state.status`), as a property
/// read of a placeholder is — so `let domain = status.url.baseDomain` after it binds, and the
/// branch the placeholder's match took runs. The parser writes each binding as
/// `#caseBinding(subject, "name")`.
enum CaseBinding {
  /// The pseudo-call that binds one name of a case pattern.
  static let callName = "#caseBinding"

  /// The value bound to `name` by a case pattern matched against `subject`.
  static func value(of subject: Expression, named name: String, at location: SourceLocation) -> Expression {
    .call(.make(.name(callName, location), [Argument(label: nil, value: subject, isTrailingClosure: false, location: location),
                                            Argument(label: nil, value: .string([.text(name)], location), isTrailingClosure: false, location: location)],
                at: location))
  }
}

extension Evaluator {
  /// `#caseBinding(subject, "name")`: the placeholder `subject.name` of a placeholder subject, else nil.
  func caseBinding(_ arguments: Arguments, at location: SourceLocation) throws(Diagnostic) -> Value {
    guard let subject = arguments.positional(0), isPlaceholderName(subject.value), case .view(let id) = subject.value,
          case .string(let name)? = arguments.positional(1)?.value else { return try evaluate(.name("nil", location)) }
    return try placeholderProperty(name, of: id, at: location) ?? evaluate(.name("nil", location))
  }
}

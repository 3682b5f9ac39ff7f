import LayoutCore

/// A file that declares no view of its own but a type one of whose members builds one: a
/// router's `enum Route { @ViewBuilder func view(navigationCoordinator:damusState:) -> some View
/// { switch self { case .profile(let key): ProfileView(…) … } } }`, a model's `var row: some View`.
/// What the file has to show is that member: run on a placeholder value of the type (an enum's
/// first case carrying placeholders of its associated values, a struct of its defaults and
/// placeholders, `PlaceholderValues`), its parameters without a default given placeholders, as a
/// file of an `extension View` method alone shows that method (`Evaluator+ModifierMethodFiles`).
extension Evaluator {
  /// `Type.placeholder.member(…)` of the first member of the file's types that returns a view,
  /// for a file that declares no view, view modifier nor `extension View` method; nil for none.
  func typeViewMemberCall() -> (statements: [Statement], location: SourceLocation)? {
    let builders = declarations.typeMembers.flatMap { type, members in
      members.values.filter { member in
        !member.isStatic && !member.isPreview && member.resultType.map(Parser.isLayoutType) == true
          && (declarations.enumCases[type] != nil || declarations.structTypes[type] != nil)
      }.map { (type: type, member: $0) }
    }
    guard let (type, member) = builders.min(by: { ($0.member.location.line, $0.member.location.column) < ($1.member.location.line, $1.member.location.column) })
    else { return nil }
    let location = member.location
    let receiver = PlaceholderValues.receiver(ofType: type, at: location)
    guard !member.isProperty else { return ([.expression(.member(receiver, member.name, location))], location) }
    let call = Expression.call(.make(.member(receiver, member.name, location), PlaceholderValues.arguments(for: member.parameters), at: location))
    return ([.expression(call)], location)
  }
}

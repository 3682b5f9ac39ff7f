import LayoutCore

/// A view struct the file declares without its body (`struct SyncUpDetailView: View { // ... }`,
/// the Composable Architecture's tutorials, whose steps leave the view out while they write its
/// reducer; or a body another file's extension declares): what its body builds is the file's
/// surroundings, so the view is a box named for it, 80 × 44 as a view type never declared, listed
/// once in the placeholders' warning. A file of such views and no other shows its last one.
extension Evaluator {
  /// True when `declaration` is a `View` whose `body` the script declares nowhere.
  func leavesOutItsBody(_ declaration: StructDeclaration) -> Bool {
    declaration.conformances.contains("View") && typeMember(named: "body", in: declaration.name) == nil
  }

  /// `Name()` of the file's last view struct without a body, for a file that shows no other view.
  func bodilessViewCall() -> (statements: [Statement], location: SourceLocation)? {
    guard let view = declarations.structTypes.values.filter(leavesOutItsBody)
      .max(by: { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }) else { return nil }
    let call = Expression.call(.make(.name(view.name, view.location), [Argument](), at: view.location))
    return ([.expression(call)], view.location)
  }
}

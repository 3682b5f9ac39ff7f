import LayoutCore

/// A view of a type another file of the app declares (`PillButton()`, `AvatarImageView()`), or a
/// view another file declares (`headerView`, a placeholder), which the file constrains with
/// anchors. Its initializer is not in the file, and that is where apps
/// turn off `translatesAutoresizingMaskIntoConstraints` for their own views (a designated init
/// calling `translatesAutoresizingMaskIntoConstraints = false`, or a helper such as
/// `useAutoLayout()`): a view the file's constraints place in the running app cannot still be
/// translating its mask, or UIKit's `h=--&` constraints would hold it at its zero frame and break
/// the file's (UIView's reference, `translatesAutoresizingMaskIntoConstraints`). So such a view
/// whose property the file never sets is taken as not translating it once the file activates a
/// constraint on it, said in one note; a view the file never constrains keeps UIKit's default.
/// Its size is the placeholder box's (`Placeholders.boxSize`, docs/language.md).
extension Evaluator {
  /// Turns off the autoresizing mask of each constrained view of an app's own type whose
  /// `translatesAutoresizingMaskIntoConstraints` the file never sets, with one note naming them.
  func takeConstrainedAppViewsAsAutoLayout() {
    var constrained: Set<Int> = []
    for index in uikit.activationOrder {
      let constraint = uikit.records[index].constraint
      constrained.insert(constraint.item)
      if let second = constraint.secondItem { constrained.insert(second) }
    }
    var names: [String] = []
    var location: SourceLocation?
    for view in uikit.added where constrained.contains(view) && uikit.translatesMask[view] == nil && uikit.guideKinds[view] == nil {
      let declaration = viewTable.views[view]
      guard declaration.isPlaceholder, view != uikit.host else { continue }
      uikit.translatesMask[view] = false
      names.append(viewTable.name(ofView: view) ?? declaration.typeName)
      if location == nil { location = declaration.location }
    }
    guard let location else { return }
    note("\(names.joined(separator: ", ")) \(names.count == 1 ? "is a view" : "are views") another file declares (or of a type it declares), "
           + "which the file constrains: taken as not translating \(names.count == 1 ? "its" : "their") autoresizing mask, as the code "
           + "that makes \(names.count == 1 ? "it" : "them") must do for these constraints to place \(names.count == 1 ? "it" : "them")", at: location)
  }
}

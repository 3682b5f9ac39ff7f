import LayoutCore

/// A file shown by its last view struct for want of a preview (`Evaluator+ShownView`) whose last
/// view draws nothing however its inputs are filled (`struct LegacySpacerView: View { var body:
/// some View { Spacer().frame(height: height) } }` closing a file of components): that view is
/// one the file's others use, not a screen, so the file is shown by the last view before it that
/// draws something, with one note. Xcode's canvas shows nothing without a preview; a file that
/// draws nothing looks broken (issue 22). A view named by `--view` or `canvas(view:)`, or one a
/// preview shows, is shown as it draws.
extension Evaluator {
  /// The children of the last of `views` before the shown one that draws something, when the
  /// shown view's (`children`) draw nothing; nil otherwise. What the shown view's run said is
  /// taken back (`firstRun`), each attempt's too until one draws.
  func earlierViewThatDraws(instead children: [Child], views: [FunctionDeclaration],
                            since firstRun: ShownViewRun) throws(Diagnostic) -> [Child]? {
    guard let shown = placeholderView, previews.isEmpty, namedView == nil, forcedView == nil,
          children.allSatisfy({ showsNothing($0.value) }) else { return nil }
    let before = errors.count
    for view in views.reversed() where view.name != shown && !view.name.hasSuffix("_Previews") {
      firstRun.restore(into: self)
      fillsOptionals = false
      placeholderView = view.name
      let call = Expression.call(.make(.name(view.name, view.location), [Argument](), at: view.location))
      var built: [Child] = []
      do throws(Diagnostic) {
        try executeBlock([.expression(call)], into: &built)
      } catch {
        if stopped { throw error }
        errors.removeSubrange(before...)
        continue
      }
      guard errors.count == before, !built.allSatisfy({ showsNothing($0.value) }) else {
        errors.removeSubrange(before...)
        continue
      }
      body = ([.expression(call)], view.location)
      note("'\(shown)', the file's last view, draws nothing (a view the others use, not a screen): '\(view.name)', the last "
             + "view before it that draws, is shown instead; a #Preview or --view NAME chooses another", at: view.location)
      return built
    }
    firstRun.restore(into: self)
    placeholderView = shown
    return nil
  }
}

import LayoutCore

/// A view that draws nothing because a test of what the file does not know was taken as true
/// (`if [.boost, .zap].contains(where: { event.kind == $0 }) { EmptyView() } else { content }`
/// of an `event` another file declares): shown again with every such test false, as the case
/// the file's own preview most likely shows, and said so once. Run only when the first run drew
/// nothing, so a view that draws keeps the answer every placeholder test gets (true).
extension Evaluator {
  /// The children of `shown` run again with the tests of placeholders false, when the first run
  /// (`children`) drew nothing and such a test decided something; nil when that draws nothing
  /// too (the first run's notes and placeholders restored) or there was no such test.
  func withPlaceholderConditionsFalse(_ shown: (statements: [Statement], location: SourceLocation), drawing children: [Child],
                                      since firstRun: ShownViewRun) throws(Diagnostic) -> [Child]? {
    guard placeholders.conditionAnswer, placeholders.conditionsAssumed > firstRun.placeholders.conditionsAssumed,
          children.allSatisfy({ showsNothing($0.value) }) else { return nil }
    let before = errors.count
    let firstAnswers = ShownViewRun(of: self)
    firstRun.restore(into: self)
    placeholders.conditionAnswer = false
    var built: [Child] = []
    do throws(Diagnostic) {
      built = try run(shown)
    } catch {
      if stopped { throw error }
      built = []
    }
    guard errors.count == before, !built.allSatisfy({ showsNothing($0.value) }) else {
      errors.removeSubrange(before...)
      firstAnswers.restore(into: self)
      return nil
    }
    note("the view draws nothing with the tests of what the file does not declare taken as true: it is shown with them "
           + "false instead; a #Preview giving those values shows the case it means", at: shown.location)
    return built
  }
}

import LayoutCore

/// A diagnostic met again at the same place costs what the first one cost, no more: a loop whose
/// body fails (`for i in 0..<1000 { UILabel(font: nosuch) }`) fails once per iteration, and the
/// did-you-mean hint of each failure compares the name with every name in scope, every view
/// type and every builtin (hundreds of edit distances). The hint for a name at a place is worked
/// out the first time and kept for the rest of the evaluation; the scope a loop runs in is the
/// same at each iteration, so the hint is too.
extension Evaluator {
  /// Where a name failed to resolve: the place and the name.
  struct HintSite: Hashable {
    let name: String
    let location: SourceLocation
  }

  /// The hint for `name` failing at `location`: `make`'s the first time, the kept one after.
  func siteHint(for name: String, at location: SourceLocation, _ make: () -> String?) -> String? {
    let site = HintSite(name: name, location: location)
    if let kept = siteHints[site] { return kept }
    let hint = make()
    siteHints[site] = .some(hint)
    return hint
  }
}

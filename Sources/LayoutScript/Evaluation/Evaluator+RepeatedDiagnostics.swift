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

  /// What a bare name's lookup reads besides the scopes: the type whose member runs, the class
  /// set-up running, whether its code uses Auto Layout. A name that failed at a place fails there
  /// again while these and the scopes are the same.
  struct LookupContext: Equatable {
    let type: String?
    let setUp: String?
    let flattenedClass: String?
    let inInstance: Bool
    let usesAutoLayout: Bool
    let placeholdersSuspended: Bool
  }

  var lookupContext: LookupContext {
    LookupContext(type: typeContext.last, setUp: setUpInProgress, flattenedClass: flattenedClass, inInstance: !instanceContext.isEmpty,
                  usesAutoLayout: uikit.isUsed, placeholdersSuspended: placeholders.isSuspended)
  }

  /// The failure of `name` at `location` kept from an earlier lookup in the same context; nil the
  /// first time. A name no scope holds is tried against every vocabulary, the file's declarations
  /// and the UIKit host's members (some thirty tables; a name outside ASCII hashes slowly in each).
  func keptLookupFailure(_ name: String, at location: SourceLocation) -> Diagnostic? {
    guard let kept = lookupFailures[HintSite(name: name, location: location)], kept.context == lookupContext else { return nil }
    return kept.failure
  }

  /// Keeps `failure`, the end of `name`'s lookup at `location`, and gives it back to throw.
  func keepLookupFailure(_ failure: Diagnostic, of name: String, at location: SourceLocation) -> Diagnostic {
    lookupFailures[HintSite(name: name, location: location)] = (lookupContext, failure)
    return failure
  }
}

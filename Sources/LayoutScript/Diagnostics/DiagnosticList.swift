import LayoutCore

/// Many diagnostics printed together: at most `printedLimit`, in the order given, then one line
/// saying how many more there are, so 5,000 "never used" warnings print as 21 entries.
extension Diagnostic {
  /// The most diagnostics one run prints (errors stop at this many too).
  public static let printedLimit = 20

  /// The first `printedLimit` of `diagnostics`, each rendered against its file's text in
  /// `sources`, then "and N more warnings" (or errors, or notes) for the rest.
  public static func rendered(_ diagnostics: [Diagnostic], sources: [String: String]) -> [String] {
    var entries = diagnostics.prefix(printedLimit).map { $0.rendered(source: sources[$0.location.file] ?? "") }
    let hidden = diagnostics.dropFirst(printedLimit)
    guard !hidden.isEmpty else { return entries }
    let counts = [Severity.error, .warning, .note].compactMap { severity -> String? in
      let count = hidden.count { $0.severity == severity }
      guard count > 0 else { return nil }
      return "\(count) more \(severity.rawValue)\(count == 1 ? "" : "s")"
    }
    entries.append("and " + counts.joined(separator: " and "))
    return entries
  }
}

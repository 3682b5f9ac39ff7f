/// How far a console log typed or pasted at a prompt, a line at a time, has come.
public enum ConsoleLogPaste: Sendable, Equatable {
  /// More lines belong to it: its list is open, or its recovery line awaits its constraint.
  case incomplete
  /// A whole log, its list closed (or a piece of one: a recovery line with its constraint,
  /// constraint lines, the lines UIKit prints after the list).
  case complete
  /// Whether `text` begins a log and how far it has come; nil when it is no log at all.
  public static func progress(of text: String) -> ConsoleLogPaste? {
    var lines = text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline).map { PastedLine($0).text }
    lines.removeAll { $0.isEmpty }
    guard let first = lines.first else { return nil }
    let logLike = first.contains(ConsoleLogText.header) || first == "(" || first.hasPrefix(ConsoleLogText.recoveryLine)
      || ConsoleLogText.isProse(first) || (first.hasPrefix("<") && ConstraintDescription(first) != nil)
    guard logLike else { return nil }
    if let open = lines.lastIndex(of: "("), !lines[open...].contains(")") { return .incomplete }
    if first.contains(ConsoleLogText.header), !lines.contains("("), !lines.contains(where: { $0.hasPrefix("<") }) { return .incomplete }
    if let last = lines.last, last.hasPrefix(ConsoleLogText.recoveryLine),
       !PastedLine(last.dropFirst(ConsoleLogText.recoveryLine.count)).text.hasPrefix("<") { return .incomplete }
    return .complete
  }
}

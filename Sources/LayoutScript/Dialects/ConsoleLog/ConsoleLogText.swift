/// The parts of a pasted "Unable to simultaneously satisfy constraints." log: its constraint
/// lines (the list between `(` and `)`, or bare lines when the paste has only those), the
/// constraint of the "Will attempt to recover by breaking constraint" line, and what else the
/// paste held. Only the first log of a paste is read.
struct ConsoleLogText {
  /// A constraint line: its description, where it stands.
  struct Line {
    var text: String
    var line: Int
    var column: Int
  }

  var constraints: [Line] = []
  /// The recovery line's constraint.
  var recovery: Line?
  /// True when the paste has the log's first line.
  var hasHeader = false
  /// How many more logs the paste holds after the first.
  var moreLogs = 0
  /// Lines that are no part of a log (other output of the app), skipped.
  var skipped: [Int] = []

  /// The lines UIKit prints around the list, which say nothing about the layout.
  private static let prose = [
    "Probably at least one of the constraints", "Try this:", "(1) look at each constraint", "(2) find the code",
    "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints", "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints",
    "The methods in the UIConstraintBasedLayoutDebugging category", "Break on objc_exception_throw",
  ]
  static let header = "Unable to simultaneously satisfy constraints"
  static let recoveryLine = "Will attempt to recover by breaking constraint"

  /// Reads `source`, whose lines end at `\n`, `\r\n` (Windows: one Character in Swift) or `\r`.
  init(_ source: String) {
    var awaitingRecovery = false, inList = false, listClosed = false, sawHeader = false
    for (offset, raw) in source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
      let line = PastedLine(raw).text
      let number = offset + 1
      let column = Self.column(of: line, in: raw)
      if line.isEmpty || line.hasPrefix("//") { continue }
      if line.contains(Self.header) {
        if sawHeader && (listClosed || !constraints.isEmpty) { moreLogs += 1 }
        sawHeader = true
        hasHeader = true
        continue
      }
      if moreLogs > 0 { continue }
      if Self.isProse(line) { continue }
      if line.hasPrefix(Self.recoveryLine) {
        let rest = PastedLine(line.dropFirst(Self.recoveryLine.count)).text
        if rest.hasPrefix("<") { recovery = Line(text: rest, line: number, column: column + line.count - rest.count) } else { awaitingRecovery = true }
        continue
      }
      if line == "(" && !listClosed { inList = true; continue }
      if line == ")" && inList { inList = false; listClosed = true; continue }
      if line.hasPrefix("<") {
        if awaitingRecovery {
          recovery = Line(text: line, line: number, column: column)
          awaitingRecovery = false
        } else if !listClosed {
          constraints.append(Line(text: line, line: number, column: column))
        }
        continue
      }
      skipped.append(number)
    }
  }

  /// The column (1-based) where the cleaned `line` starts in `raw`.
  private static func column(of line: String, in raw: Substring) -> Int {
    guard let first = line.first, let index = raw.firstIndex(of: first) else { return 1 }
    return raw.distance(from: raw.startIndex, to: index) + 1
  }

  /// True when `source` is such a log, by its syntax: its first line that is not blank or a
  /// `//` comment is the log's first line, the list's `(`, a constraint's description
  /// (`<NSLayoutConstraint:0x…`, quoted or not) or the recovery line.
  static func isConsoleLog(_ source: String) -> Bool {
    for raw in source.split(maxSplits: 400, omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
      let line = PastedLine(raw).text
      if line.isEmpty || line.hasPrefix("//") { continue }
      if line.contains(header) || line.hasPrefix(recoveryLine) { return true }
      if line == "(" { continue }
      return line.hasPrefix("<") && ConstraintDescription(line) != nil
    }
    return false
  }
}

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

extension ConsoleLogText {
  /// True for a line UIKit prints around the list that says nothing about the layout.
  static func isProse(_ line: String) -> Bool { prose.contains { line.hasPrefix($0) } }
}

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
      var line = PastedLine(raw).text
      let number = offset + 1
      if inList, !line.hasPrefix("<"), let description = Self.embeddedDescription(in: line) { line = description }
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

  /// A constraint's description inside a line of the list that holds more (Markdown's `**`,
  /// a bullet): from its `<` to the last `>`, when it reads as one; or the whole line, when
  /// it is a description printed without its brackets.
  private static func embeddedDescription(in line: String) -> String? {
    // A description printed without its angle brackets (`NSLayoutConstraint:0x… SwipeView:0x….leading == …,`).
    let bare = "<" + line + ">"
    if ConstraintDescription(bare)?.constraint != nil { return bare }
    guard let open = line.firstIndex(of: "<"), let close = line.lastIndex(of: ">"), open < close else { return nil }
    let text = String(line[open...close])
    return ConstraintDescription(text) == nil ? nil : text
  }

  /// The column (1-based) where the cleaned `line` starts in `raw`.
  private static func column(of line: String, in raw: Substring) -> Int {
    guard let first = line.first, let index = raw.firstIndex(of: first) else { return 1 }
    return raw.distance(from: raw.startIndex, to: index) + 1
  }

  /// True when `source` is such a log, by its syntax: its first line that is not blank or a
  /// `//` comment is the log's first line, the list's `(`, a constraint's description
  /// (`<NSLayoutConstraint:0x…`, quoted or not) or the recovery line; or, after other output of
  /// the app, a line begins with the log's first line and a later one opens its list (within
  /// the first 60 lines).
  static func isConsoleLog(_ source: String) -> Bool {
    if startsAsLog(source) { return true }
    var sawHeader = false
    for raw in leadingLines(of: source) {
      let line = PastedLine(raw).text
      if line.hasPrefix(header) || (line.hasPrefix("<") && line.contains(">: " + header)) { sawHeader = true }
      if sawHeader, line == "(" { return true }
    }
    return false
  }

  /// The lines recognition looks at: the first 60 that are not empty (a lesson's comments, a
  /// few lines of the app's output before the log), each shorter than 4,000 bytes (a log's lines
  /// are; a script's long lines and the rest of a large file are never copied, so a
  /// 10,000-line script pays for 60 short lines).
  private static func leadingLines(of source: String) -> [Substring] {
    var lines = source.split(maxSplits: 60, omittingEmptySubsequences: true, whereSeparator: \.isNewline)
    if lines.count > 60 { lines.removeLast() }
    return lines.filter { $0.utf8.count < 4_000 }
  }

  /// The first rule of `isConsoleLog`: the first significant line.
  private static func startsAsLog(_ source: String) -> Bool {
    for raw in leadingLines(of: source) {
      let line = PastedLine(raw).text
      if line.isEmpty || line.hasPrefix("//") { continue }
      if line.contains(header) || line.hasPrefix(recoveryLine) { return true }
      if line == "(" { continue }
      return ConstraintDescription(line.hasPrefix("<") ? line : "<" + line + ">")?.constraint != nil
    }
    return false
  }
}

extension ConsoleLogText {
  /// True for a line UIKit prints around the list that says nothing about the layout.
  static func isProse(_ line: String) -> Bool { prose.contains { line.hasPrefix($0) } }
}

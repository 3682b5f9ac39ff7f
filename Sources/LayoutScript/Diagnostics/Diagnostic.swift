/// A message about a script: an error that stops evaluation, a warning, or a note that adds
/// context to another diagnostic. Renders as `FILE:LINE:COLUMN: error: MESSAGE` with the
/// source line, a caret under the span and an optional hint.
public struct Diagnostic: Error, Sendable, Hashable {
  /// How serious a diagnostic is.
  public enum Severity: String, Sendable, Hashable {
    case error
    case warning
    case note
  }

  public var severity: Severity
  public var message: String
  /// A suggestion to fix the problem, such as a did-you-mean.
  public var hint: String?
  public var location: SourceLocation
  /// True for an error that only follows from another one (a use of a declaration that failed):
  /// it is not reported.
  var isConsequence = false

  /// Creates a diagnostic.
  public init(_ message: String, at location: SourceLocation, hint: String? = nil, severity: Severity = .error) {
    self.severity = severity
    self.message = message
    self.hint = hint
    self.location = location
  }

  /// The diagnostic as people read it, given the text of the file it points into:
  /// ```
  /// FILE:LINE:COLUMN: error: MESSAGE
  ///    LINE | the source line
  ///         |      ^~~~~
  /// hint: HINT
  /// ```
  public func rendered(source: String) -> String {
    var lines = ["\(location): \(severity.rawValue): \(message)"]
    if let excerpt = SourceExcerpt(location, in: source) {
      let number = String(location.line)
      lines.append("   \(number) | \(excerpt.text)")
      lines.append("\(String(repeating: " ", count: 3 + number.count)) | \(excerpt.caret)")
    }
    if let hint { lines.append("hint: \(hint)") }
    return lines.joined(separator: "\n")
  }
}

/// Why a script could not be evaluated: its errors (the first one at least), in source order.
public struct ScriptFailure: Error, Sendable {
  public var diagnostics: [Diagnostic]
  /// The text of every file the diagnostics point into, by path, for rendering.
  public var sources: [String: String]
  /// A line printed before the diagnostics: what the script looks like when it is another
  /// layout system's code (SwiftUI, SwiftLayout).
  public var preamble: String?

  /// Creates a failure from its diagnostics and the texts they point into.
  public init(diagnostics: [Diagnostic], sources: [String: String] = [:]) {
    self.diagnostics = diagnostics
    self.sources = sources
  }

  /// The diagnostics rendered against their own files, separated by blank lines (at most
  /// `Diagnostic.printedLimit` of them, then how many more there are).
  public func rendered() -> String {
    (preamble.map { $0 + "\n" } ?? "")
      + Diagnostic.rendered(diagnostics, sources: sources).joined(separator: "\n\n")
  }
}

/// A message about a script: an error that stops evaluation, a warning, or a note that adds
/// context to another diagnostic. The script language makes them (and renders them as
/// `FILE:LINE:COLUMN: error: MESSAGE` with the source line, a caret under the span and an
/// optional hint: `LayoutScript`'s `Diagnostic.rendered(source:)`); the pipeline makes the
/// engines' warnings; reports list them.
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
  package var isConsequence = false

  /// Creates a diagnostic.
  public init(_ message: String, at location: SourceLocation, hint: String? = nil, severity: Severity = .error) {
    self.severity = severity
    self.message = message
    self.hint = hint
    self.location = location
  }
}

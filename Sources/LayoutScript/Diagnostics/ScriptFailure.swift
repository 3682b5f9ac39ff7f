import LayoutCore

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

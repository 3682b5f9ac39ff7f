/// A text evaluated after the main script, with its own path for diagnostics: an entry a REPL
/// adds at its prompt. A body in it, or the whole of it when `isBody`, replaces the main script's.
public struct ScriptAdditions: Sendable, Hashable {
  public var source: String
  public var path: String
  /// True when `source` is the body's contents alone (a layout typed at a prompt), numbered from its own line 1.
  public var isBody: Bool

  /// Creates additions from their text and the name diagnostics give them.
  public init(source: String, path: String, isBody: Bool = false) {
    self.source = source
    self.path = path
    self.isBody = isBody
  }
}
